import { useState } from 'react';
import { Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { differenceInCalendarDays } from 'date-fns';
import { ANALYSIS_FEEDBACK_WORDS as W, type PendingFollowUp } from '@cvmate/contract';
import { scoreColour } from '../../../lib/score-colour';
import { useFollowUp } from '../api/get-follow-up';
import { OutcomeDialog } from './outcome-dialog';

/** Analyses two weeks old or more that still await a hiring outcome; hidden when there are none. */
export function FollowUpCard() {
  const followUp = useFollowUp();
  const [updating, setUpdating] = useState<PendingFollowUp | null>(null);
  const pending = followUp.data?.pendingFeedback ?? [];
  if (!pending.length) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="follow-up-title">
      <CardContent>
        <Typography id="follow-up-title" variant="h6" component="h2">
          How did your applications go?
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Telling us what happened after an analysis helps us check that our scores match real hiring results.
        </Typography>
        <List dense>
          {pending.map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              secondaryAction={
                <Button size="small" onClick={() => setUpdating(p)} aria-label={`${W.updateOutcome}: ${p.filename}`}>
                  {W.updateOutcome}
                </Button>
              }
            >
              <ListItemText
                primary={p.filename}
                secondary={`Analysed ${differenceInCalendarDays(new Date(), new Date(p.submittedAt))} days ago`}
                sx={{ pr: 28 }}
              />
              <Chip label={`${p.aiScore}/100`} color={scoreColour(p.aiScore)} size="small" sx={{ mr: 1 }} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {updating && <OutcomeDialog item={updating} onClose={() => setUpdating(null)} />}
    </Card>
  );
}
