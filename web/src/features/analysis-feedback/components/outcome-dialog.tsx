import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import {
  ANALYSIS_FEEDBACK_WORDS as W,
  HIRING_OUTCOME_LABELS,
  HIRING_OUTCOMES,
  type HiringOutcome,
  type PendingFollowUp,
} from '@cvmate/contract';
import { useToast } from '../../../lib/use-toast';
import { useUpdateOutcome } from '../api/update-outcome';

/** 'Update Application Outcome': Update Outcome is disabled until an outcome is chosen; comments are optional. */
export function OutcomeDialog({ item, onClose }: { item: PendingFollowUp; onClose: () => void }) {
  const [outcome, setOutcome] = useState<HiringOutcome | ''>('');
  const [comments, setComments] = useState('');
  const update = useUpdateOutcome();
  const toast = useToast();
  const save = () =>
    outcome &&
    update.mutate(
      { id: item.id, actualHiringOutcome: outcome, ...(comments.trim() && { additionalComments: comments.trim() }) },
      {
        onSuccess: () => {
          toast({ title: W.outcomeThanks, variant: 'success' });
          onClose();
        },
        onError: () => toast({ title: W.outcomeFailed, variant: 'destructive' }),
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="outcome-title">
      <DialogTitle id="outcome-title">{W.updateOutcome}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={`Outcome for ${item.filename}`}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as HiringOutcome)}
          >
            {HIRING_OUTCOMES.map((o) => (
              <MenuItem key={o} value={o}>
                {HIRING_OUTCOME_LABELS[o]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Comments (optional)"
            multiline
            minRows={2}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={!outcome || update.isPending}>
          Update Outcome
        </Button>
      </DialogActions>
    </Dialog>
  );
}
