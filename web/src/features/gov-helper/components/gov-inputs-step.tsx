import { Button, Stack, TextField, Typography } from '@mui/material';
import { GOV_WORDS as W } from '@cvmate/contract';

export interface GovInputs {
  jobDescription: string;
  positionRequirements: string;
  wordLimit: number;
}

interface Props {
  filename: string;
  value: GovInputs;
  busy: boolean;
  onChange: (value: GovInputs) => void;
  onGenerate: () => void;
  onNewCv: () => void;
}

/** Step 2: the job, the selection criteria (one per line or numbered) and the word limit per response. */
export function GovInputsStep({ filename, value, busy, onChange, onGenerate, onNewCv }: Props) {
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">Drafting from {filename}.</Typography>
      <TextField
        label="Job description"
        multiline
        minRows={5}
        value={value.jobDescription}
        onChange={(e) => onChange({ ...value, jobDescription: e.target.value })}
      />
      <TextField
        label="Position requirements (selection criteria)"
        helperText="Paste the criteria or capabilities, one per line or numbered."
        multiline
        minRows={6}
        value={value.positionRequirements}
        onChange={(e) => onChange({ ...value, positionRequirements: e.target.value })}
      />
      <TextField
        label="Word limit per response"
        type="number"
        value={value.wordLimit}
        onChange={(e) => onChange({ ...value, wordLimit: Number(e.target.value) })}
        slotProps={{ htmlInput: { min: 50, max: 1000, step: 10 } }}
        sx={{ maxWidth: 220 }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onNewCv}>{W.newCv}</Button>
        <Button variant="contained" size="large" disabled={busy} onClick={onGenerate}>
          {busy ? 'Drafting…' : 'Generate Responses'}
        </Button>
      </Stack>
    </Stack>
  );
}
