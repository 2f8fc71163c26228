import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { IconList } from '../../../components/icon-list';
import { UPSELL_BELOW_SCORE, type CvAnalysisResult } from '@cvmate/contract';
import { ScoreSummary } from './score-summary';
import { SubScoreCards } from './sub-score-cards';
import { FeedbackList } from './feedback-list';

const UPSELL = ['Professional CV rewriting', 'Unlimited job matching', 'PDF and Word downloads'];

/** CV Review Report (docs/product.md §2). */
export function CvReport({
  result,
  isPremium,
  onUpgrade,
  onAnother,
  feedback,
}: {
  result: CvAnalysisResult;
  /** The feedback surfaces (prompt, usefulness form), composed in by the app for signed-in users. */
  feedback?: ReactNode;
  /** The upgrade offer shows only when we know the person is not premium (never to a subscriber). */
  isPremium: boolean | undefined;
  onUpgrade: () => void;
  onAnother: () => void;
}) {
  const { analysis } = result;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          CV Review Report
        </Typography>
        <Typography color="text.secondary">{result.filename}</Typography>
      </Box>
      <Card variant="outlined">
        <CardContent
          sx={{ display: 'grid', gap: 3, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' } }}
        >
          <ScoreSummary score={analysis.score} />
          <SubScoreCards breakdown={analysis.breakdown} />
        </CardContent>
      </Card>
      <Typography variant="body2" color="text.secondary">
        Every point below names the check that made it. Open one to see the text in your CV that triggered it. The same
        CV always gets the same score.
      </Typography>
      <FeedbackList title="Formatting" items={analysis.feedback.formatting} empty="No formatting feedback available" />
      <FeedbackList title="Language & Tone" items={analysis.feedback.content} empty="No content feedback available" />
      <FeedbackList
        title="Clarity & Relevance"
        items={analysis.feedback.atsRelevance}
        empty="No ATS relevance feedback available"
      />
      {feedback}
      {isPremium === false && analysis.score < UPSELL_BELOW_SCORE && (
        <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <CardContent>
            <Typography variant="h5" component="h2" gutterBottom>
              Your CV Shows Strong Potential!
            </Typography>
            <Typography sx={{ opacity: 0.9 }}>Premium helps you act on this report:</Typography>
            <IconList items={UPSELL} icon={<StarIcon fontSize="small" />} />
            <Button variant="contained" color="secondary" onClick={onUpgrade}>
              Upgrade to Premium
            </Button>
          </CardContent>
        </Card>
      )}
      <Alert severity="info">
        Applying for a specific job? Use the Job Matching tool to compare your CV with the job ad.
      </Alert>
      <Box>
        <Button variant="outlined" onClick={onAnother}>
          Check another CV
        </Button>
      </Box>
    </Stack>
  );
}
