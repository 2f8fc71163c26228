import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { format } from 'date-fns';
import { DATE_FORMAT, JOB_MATCH_WORDS as W, MAX_STORED_CVS, TOASTS } from '@cvmate/contract';
import { CvLimitNotice } from '../../../components/cv-limit-notice';
import { useStoredCvs } from '../../../lib/stored-cvs';
import { CvUploadTile } from './cv-upload-tile';

export interface ChosenCv {
  cvId?: string;
  sessionId?: string;
  filename: string;
  /** Uploaded in this flow (the progress bar then shows the upload step). */
  fresh: boolean;
}

/** Step 1: pick a stored CV, or upload one (the tile is hidden once 10 are stored). */
export function CvSelectStep({ onChoose }: { onChoose: (cv: ChosenCv) => void }) {
  const { data, isLoading, isError } = useStoredCvs();
  const cvs = data?.cvs ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h5" component="h2">
          {W.step1}
        </Typography>
        <Typography color="text.secondary">{W.stored(cvs.length)}</Typography>
      </Stack>
      {isLoading && <CircularProgress aria-label="Loading your CVs" />}
      {isError && <Alert severity="error">{TOASTS.storedCvsFailed}</Alert>}
      {!isLoading && <CvLimitNotice stored={cvs.length} />}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {cvs.map((cv) => (
          <Card key={cv.id} variant="outlined">
            <CardActionArea
              onClick={() =>
                onChoose({ cvId: cv.id, sessionId: cv.sessionId ?? undefined, filename: cv.filename, fresh: false })
              }
            >
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <DescriptionIcon color="primary" />
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{cv.filename}</Typography>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip
                    size="small"
                    color={cv.hasAnalysis ? 'success' : 'default'}
                    label={cv.hasAnalysis ? W.analysed : W.pending}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {format(new Date(cv.createdAt), DATE_FORMAT)}
                    {cv.score != null ? ` · ${cv.score}/100` : ''}
                  </Typography>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
        {!isLoading && cvs.length < MAX_STORED_CVS && <CvUploadTile onUploaded={onChoose} />}
      </Box>
    </Stack>
  );
}
