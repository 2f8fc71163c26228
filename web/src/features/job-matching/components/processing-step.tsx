import { LinearProgress, Paper, Stack, Typography } from '@mui/material';

/** The match in progress: the stage in words and the percentage. */
export function ProcessingStep({ progress, status }: { progress: number; status: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="p" role="status">
          {status}
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-label="Match progress" />
        <Typography color="text.secondary">{progress}%</Typography>
      </Stack>
    </Paper>
  );
}
