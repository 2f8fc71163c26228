import {
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { HIRING_OUTCOME_LABELS, HIRING_OUTCOMES, INDUSTRIES, type Finding, type HiringOutcome } from '@cvmate/contract';
import type { AccuracyDraft } from './accuracy-feedback-dialog';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const COMMENTS_MAX = 2000;

/** Step 2: optional details: industry, hiring outcome, the points that got this CV wrong, comments. */
export function DetailsStep({
  draft,
  findings,
  onChange,
  onBack,
  onSubmit,
  submitting,
}: {
  draft: AccuracyDraft;
  findings: Finding[];
  onChange: (patch: Partial<AccuracyDraft>) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const toggleWrong = (code: string, wrong: boolean) => {
    const next = { ...draft.specificCorrections };
    if (wrong) next[code] = 'wrong';
    else delete next[code];
    onChange({ specificCorrections: next });
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Your industry"
            value={draft.industryExperience ?? ''}
            onChange={(e) =>
              onChange({ industryExperience: (e.target.value || null) as AccuracyDraft['industryExperience'] })
            }
          >
            <MenuItem value="">Prefer not to say</MenuItem>
            {INDUSTRIES.map((i) => (
              <MenuItem key={i} value={i}>
                {capitalised(i)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Outcome of your application (if any)"
            value={draft.actualHiringOutcome ?? ''}
            onChange={(e) => onChange({ actualHiringOutcome: (e.target.value || null) as HiringOutcome | null })}
          >
            <MenuItem value="">No outcome yet</MenuItem>
            {HIRING_OUTCOMES.map((o) => (
              <MenuItem key={o} value={o}>
                {HIRING_OUTCOME_LABELS[o]}
              </MenuItem>
            ))}
          </TextField>
          {findings.length > 0 && (
            <FormGroup aria-label="Points that were wrong about your CV">
              <Typography variant="body2">Did any of these points get your CV wrong? Tick them.</Typography>
              {findings.map((f) => (
                <FormControlLabel
                  key={f.code}
                  control={
                    <Checkbox
                      checked={draft.specificCorrections[f.code] === 'wrong'}
                      onChange={(e) => toggleWrong(f.code, e.target.checked)}
                    />
                  }
                  label={f.message}
                />
              ))}
            </FormGroup>
          )}
          <TextField
            label="Comments (optional)"
            multiline
            minRows={3}
            value={draft.userComments ?? ''}
            onChange={(e) => onChange({ userComments: e.target.value })}
            slotProps={{ htmlInput: { maxLength: COMMENTS_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={onSubmit} disabled={submitting}>
          Submit Feedback
        </Button>
      </DialogActions>
    </>
  );
}
