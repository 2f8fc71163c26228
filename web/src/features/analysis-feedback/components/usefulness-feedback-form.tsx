import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Button, Stack, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ANALYSIS_FEEDBACK_WORDS as W, USEFULNESS_COMMENTS_MAX, type UsefulnessFeedback } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { checkUsefulnessFeedback } from '../api/check-usefulness-feedback';
import { useSubmitUsefulnessFeedback } from '../api/submit-usefulness-feedback';
import { RatingField } from './rating-field';
import { UsefulPartsField, type UsefulParts } from './useful-parts-field';

/**
 * The collapsible usefulness form on the report (docs/product.md §4): on first open it asks whether this analysis
 * already has feedback and hides the whole panel if so; once sent it thanks the person, and Close hides it.
 */
export function UsefulnessFeedbackForm({
  cvAnalysisId,
  sessionId,
}: {
  cvAnalysisId: string;
  sessionId: string | null;
}) {
  const [state, setState] = useState<'closed' | 'open' | 'submitted' | 'hidden'>('closed');
  const [checked, setChecked] = useState(false);
  const [rating, setRating] = useState(0);
  const [parts, setParts] = useState<UsefulParts>({ ticked: [], other: '' });
  const [comments, setComments] = useState('');
  const submit = useSubmitUsefulnessFeedback();
  const toast = useToast();

  const toggle = (_e: unknown, expanded: boolean) => {
    setState(expanded ? 'open' : 'closed');
    if (!expanded || checked) return;
    setChecked(true);
    checkUsefulnessFeedback(cvAnalysisId).then(
      (r) => r.hasFeedback && setState('hidden'),
      (e: unknown) => console.warn('Usefulness feedback check failed', e),
    );
  };
  const send = () => {
    if (!rating) return toast({ title: W.ratingRequiredTitle, description: W.ratingRequired, variant: 'destructive' });
    if (comments.length > USEFULNESS_COMMENTS_MAX)
      return toast({ title: W.commentsTooLongTitle, description: W.commentsTooLong, variant: 'destructive' });
    const body: UsefulnessFeedback = {
      cvAnalysisId,
      sessionId,
      rating,
      usefulParts: parts.ticked.length ? parts.ticked : null,
      comments: comments.trim() || null,
      otherFeedback: parts.other.trim() || null,
    };
    submit.mutate(body, {
      onSuccess: () => {
        setState('submitted');
        toast({ title: W.thanks, description: W.thanksBody, variant: 'success' });
      },
      onError: (e) =>
        toast({
          title: `⚠️ ${W.submitFailedTitle}`,
          description: serverMessage(e, W.usefulnessFailedDefault),
          variant: 'destructive',
        }),
    });
  };

  if (state === 'hidden') return null;
  return (
    <Accordion expanded={state !== 'closed'} onChange={toggle} variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1">
          Was this analysis useful?
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {state === 'submitted' ? (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CheckCircleIcon color="success" />
            <Typography>{W.thanks}</Typography>
            <Button onClick={() => setState('hidden')}>Close</Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <RatingField
              name="usefulness"
              label="How useful was this CV analysis?"
              value={rating}
              onChange={setRating}
              required
            />
            <UsefulPartsField value={parts} onChange={setParts} />
            <TextField
              label="Comments (optional)"
              multiline
              minRows={2}
              value={comments}
              onChange={(e) => setComments(e.target.value.slice(0, USEFULNESS_COMMENTS_MAX))}
              slotProps={{ htmlInput: { maxLength: USEFULNESS_COMMENTS_MAX } }}
              helperText={`${comments.length}/${USEFULNESS_COMMENTS_MAX}`}
            />
            <Button
              variant="contained"
              onClick={send}
              disabled={rating === 0 || submit.isPending}
              sx={{ alignSelf: 'start' }}
            >
              Submit
            </Button>
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
