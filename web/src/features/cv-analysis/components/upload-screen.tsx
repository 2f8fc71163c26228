import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { IconList } from '../../../components/icon-list';
import type { CvAnalysisResult } from '@cvmate/contract';
import { progressCaption, useCvUploadFlow } from '../hooks/use-cv-upload-flow';
import { CvDropZone } from './cv-drop-zone';

const STANDARDS = [
  'Bullet-point achievements',
  'Strong action verbs',
  'No photo or date of birth',
  'Maximum 2-3 pages',
];

export function UploadScreen({ onComplete }: { onComplete: (result: CvAnalysisResult) => void }) {
  const { progress, busy, start } = useCvUploadFlow(onComplete);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Upload Your Resume and Get Instant Feedback
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A comprehensive analysis based on Australian hiring standards, in minutes.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Stack spacing={2}>
          <CvDropZone disabled={busy} onFile={start} />
          {busy && (
            <Box role="status" aria-live="polite">
              <LinearProgress variant="determinate" value={progress} aria-label="Analysis progress" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {progressCaption(progress)} ({progress}%)
              </Typography>
            </Box>
          )}
          <Alert severity="info">
            CV analysis is free. Job matching, CV rewriting and professional PDF and Word downloads need Premium.
          </Alert>
        </Stack>
        <Card variant="outlined" component="aside" aria-labelledby="au-standards">
          <CardContent>
            <Typography id="au-standards" variant="h6" component="h2">
              Australian CV Standards
            </Typography>
            <IconList items={STANDARDS} icon={<CheckIcon color="success" fontSize="small" />} />
            <Typography variant="body2" color="text.secondary">
              We keep the text of your CV, never the file itself.
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
