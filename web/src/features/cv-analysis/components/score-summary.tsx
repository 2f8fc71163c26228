import { Box, CircularProgress, Rating, Stack, Typography } from '@mui/material';
import { scoreBand, stars } from './score-band';

/** The overall score circle, its stars and band label. */
export function ScoreSummary({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={150}
          thickness={4}
          sx={{ color: 'grey.200', position: 'absolute' }}
          // The grey track behind the score ring: decoration, not a second progress bar.
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={score}
          size={150}
          thickness={4}
          color={band.colour}
          aria-label={`Overall score ${score} out of 100`}
        />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="h3" component="p" data-testid="overall-score" sx={{ fontWeight: 800, lineHeight: 1 }}>
            {score}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            out of 100
          </Typography>
        </Box>
      </Box>
      <Rating value={stars(score)} readOnly aria-label={`${stars(score)} out of 5 stars`} />
      <Typography variant="h6" component="p" color={`${band.colour}.main`} data-testid="score-band">
        {band.label}
      </Typography>
    </Stack>
  );
}
