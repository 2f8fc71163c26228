import { useEffect, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { ANALYSIS_FEEDBACK_WORDS as W, FEEDBACK_PROMPT_DELAY_MS, type Finding } from '@cvmate/contract';
import { scoreColour } from '../../../lib/score-colour';
import { useFeedbackPrompt } from '../api/get-feedback-prompt';
import { AccuracyFeedbackDialog } from './accuracy-feedback-dialog';

const dismissedKey = (id: string) => `cvmate-feedback-dismissed-${id}`;

/**
 * The feedback prompt card: appears after the delay its timing sets (immediate 2 s, delayed 5 s, follow-up 1 s) when
 * the server says to ask; Dismiss hides it for the browser session; Give Feedback opens the accuracy dialog.
 */
export function FeedbackPromptCard(props: {
  cvAnalysisId: string;
  sessionId: string | null;
  score: number;
  findings: Finding[];
}) {
  const prompt = useFeedbackPrompt(props.cvAnalysisId);
  const [visible, setVisible] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [done, setDone] = useState(() => sessionStorage.getItem(dismissedKey(props.cvAnalysisId)) === '1');

  const timing = prompt.data?.shouldPrompt ? prompt.data.timing : null;
  useEffect(() => {
    if (!timing) return;
    const t = setTimeout(() => setVisible(true), FEEDBACK_PROMPT_DELAY_MS[timing]);
    return () => clearTimeout(t);
  }, [timing]);
  useEffect(() => {
    // A failed check only goes to the log (docs/product.md §8); the report works without the prompt.
    if (prompt.isError) console.warn('Feedback prompt check failed', prompt.error);
  }, [prompt.isError, prompt.error]);

  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(props.cvAnalysisId), '1');
    setDone(true);
  };
  const followUp = timing === 'follow_up';
  return (
    <>
      {visible && !done && (
        <Card variant="outlined" component="section" aria-labelledby="feedback-prompt-title">
          <CardContent>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography id="feedback-prompt-title" variant="h6" component="h2">
                {followUp ? 'How did your application go?' : W.promptTitle}
              </Typography>
              <Chip label={`Score ${props.score}/100`} color={scoreColour(props.score)} size="small" />
            </Box>
            <Typography color="text.secondary">{W.promptBody}</Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained" onClick={() => setDialogOpen(true)}>
              {W.giveFeedback}
            </Button>
            <Button onClick={dismiss}>{W.dismiss}</Button>
          </CardActions>
        </Card>
      )}
      <AccuracyFeedbackDialog
        open={dialogOpen}
        onClose={(sent) => {
          setDialogOpen(false);
          if (sent) setDone(true);
        }}
        cvAnalysisId={props.cvAnalysisId}
        sessionId={props.sessionId}
        findings={props.findings}
      />
    </>
  );
}
