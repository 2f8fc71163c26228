import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { ScoreBreakdown } from '@cvmate/contract';
import { scoreBand } from './score-band';

const CARDS = [
  ['Formatting', 'structure'],
  ['Language & Tone', 'content'],
  ['Clarity & Relevance', 'ats'],
] as const;

export function SubScoreCards({ breakdown }: { breakdown: ScoreBreakdown }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {CARDS.map(([title, key]) => (
        <Card key={key} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="h4" component="p" data-testid={`sub-score-${key}`}>
              {breakdown[key]}
              <Typography component="span" color="text.secondary">
                /100
              </Typography>
            </Typography>
            <LinearProgress
              variant="determinate"
              value={breakdown[key]}
              color={scoreBand(breakdown[key]).colour}
              aria-label={`${title} ${breakdown[key]} out of 100`}
            />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
