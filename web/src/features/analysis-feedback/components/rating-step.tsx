import { Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { RatingField } from './rating-field';
import type { AccuracyDraft } from './accuracy-feedback-dialog';

type RatingKey = 'userPerceivedAccuracy' | 'scoreAccuracyRating' | 'feedbackHelpfulness' | 'suggestionsRelevance';
/** The four questions, the two accuracy ones required (docs/product.md §8). */
const QUESTIONS: Array<[RatingKey, string, boolean]> = [
  ['userPerceivedAccuracy', 'How accurate was the analysis of your CV overall?', true],
  ['scoreAccuracyRating', 'How well does the score reflect your CV?', true],
  ['feedbackHelpfulness', 'How helpful was the feedback?', false],
  ['suggestionsRelevance', 'How relevant were the suggestions to the jobs you want?', false],
];

/** Step 1: the ratings. */
export function RatingStep({
  draft,
  onChange,
  onSkip,
  onNext,
}: {
  draft: AccuracyDraft;
  onChange: (patch: Partial<AccuracyDraft>) => void;
  onSkip: () => void;
  onNext: () => void;
}) {
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {QUESTIONS.map(([key, label, required]) => (
            <RatingField
              key={key}
              name={key}
              label={label}
              value={draft[key] ?? 0}
              onChange={(v) => onChange({ [key]: v })}
              required={required}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSkip}>Skip</Button>
        <Button variant="contained" onClick={onNext}>
          Continue
        </Button>
      </DialogActions>
    </>
  );
}
