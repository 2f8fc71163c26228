import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { IconList } from '../../../components/icon-list';
import { MAX_STORED_CVS, PRIVACY_DETAIL, type CvAnalysisResult } from '@cvmate/contract';
import { CvLimitNotice } from '../../../components/cv-limit-notice';
import { progressCaption, useCvUploadFlow } from '../hooks/use-cv-upload-flow';
import { CvDropZone } from './cv-drop-zone';
import { useAllowance } from '../api/get-allowance';

const STANDARDS = [
  'Bullet-point achievements',
  'Strong action verbs',
  'No photo or date of birth',
  'Maximum 2-3 pages',
];

/** Today's free analyses, said before anyone uploads; with none left, the upgrade offer instead of a failure. */
function AllowanceNotice({ onUpgrade }: { onUpgrade: () => void }) {
  const { data } = useAllowance();
  if (!data || data.premium || data.remaining === null) return null;
  if (data.remaining === 0)
    return (
      <Alert
        severity="warning"
        action={<Button onClick={onUpgrade}>Upgrade to Premium</Button>}
        data-testid="allowance"
      >
        You’ve used today’s {data.limit} free analyses. Upgrade to Premium for unlimited analysis, or come back
        tomorrow.
      </Alert>
    );
  return (
    <Typography variant="body2" color="text.secondary" data-testid="allowance">
      You have {data.remaining} of {data.limit} free analyses left today.
    </Typography>
  );
}

export function UploadScreen({
  onComplete,
  onUpgrade,
}: {
  onComplete: (result: CvAnalysisResult) => void;
  onUpgrade: () => void;
}) {
  const { progress, busy, start } = useCvUploadFlow(onComplete);
  const allowance = useAllowance();
  const spent = allowance.data?.remaining === 0;
  // Every stored-CV place taken: a signed-in upload would be refused, so no file is taken.
  const full = (allowance.data?.stored ?? 0) >= MAX_STORED_CVS;
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
          <AllowanceNotice onUpgrade={onUpgrade} />
          <CvLimitNotice stored={allowance.data?.stored} />
          <CvDropZone disabled={busy || spent || full} onFile={start} />
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
              {PRIVACY_DETAIL}
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
