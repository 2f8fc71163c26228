import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { JOB_DESCRIPTION_ACCEPT, JOB_MATCH_WORDS as W, MAX_JOB_DESCRIPTION_BYTES, TOASTS } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { rejectionMessage } from '../../../lib/file-rejection';
import { useProcessJobDocx } from '../api/process-job-docx';

interface Props {
  filename: string;
  jobText: string;
  jobTitle: string;
  onJobText: (text: string) => void;
  onJobTitle: (title: string) => void;
  onAnalyse: () => void;
  onChangeCv: () => void;
  onStartOver: () => void;
  /** The last match's ad, cleared because a different CV was chosen: offered back. */
  setAsideAd?: boolean;
  onKeepAd?: () => void;
}

/** Step 2: paste the ad or upload it as .docx; an optional job title; 'Analyze Match' needs some text. */
export function JobInputStep({
  filename,
  jobText,
  jobTitle,
  onJobText,
  onJobTitle,
  onAnalyse,
  onChangeCv,
  onStartOver,
  setAsideAd = false,
  onKeepAd,
}: Props) {
  const [tab, setTab] = useState<'paste' | 'upload'>('paste');
  const toast = useToast();
  const process = useProcessJobDocx();
  const { getRootProps, getInputProps } = useDropzone({
    accept: JOB_DESCRIPTION_ACCEPT as unknown as Record<string, string[]>,
    maxSize: MAX_JOB_DESCRIPTION_BYTES,
    multiple: false,
    disabled: process.isPending,
    onDrop: (accepted, rejected) => {
      const reason = rejectionMessage(rejected, '.docx');
      const file = accepted[0];
      if (reason || !file) {
        if (reason) toast({ title: TOASTS.uploadFailed, description: reason, variant: 'destructive' });
        setTab('paste');
        return;
      }
      process.mutate(file, {
        onSuccess: (r) => {
          onJobText(r.jobDescriptionText ?? '');
          toast({ title: W.jobUploaded, description: r.filename, variant: 'success' });
          setTab('paste');
        },
        onError: (e) => {
          // A failed upload returns to the paste tab, where the person can paste the text instead.
          toast({
            title: TOASTS.uploadFailed,
            description: serverMessage(e, W.jobUploadFailedDefault),
            variant: 'destructive',
          });
          setTab('paste');
        },
      });
    },
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {W.step2}
      </Typography>
      <Alert severity="info">Matching: {filename}</Alert>
      {setAsideAd && !jobText && (
        <Alert
          severity="info"
          data-testid="ad-set-aside"
          action={
            <Button size="small" onClick={onKeepAd}>
              Use it again
            </Button>
          }
        >
          You chose a different CV, so we cleared the job ad from your last match.
        </Alert>
      )}
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_e, v) => setTab(v)} aria-label="Job description source">
          <Tab value="paste" label={W.pasteTab} />
          <Tab value="upload" label={W.uploadTab} />
        </Tabs>
        <Box sx={{ p: 2 }}>
          {tab === 'paste' ? (
            <TextField
              label="Job description"
              multiline
              minRows={10}
              fullWidth
              value={jobText}
              onChange={(e) => onJobText(e.target.value)}
              placeholder="Paste the whole job ad: duties, selection criteria, essential and desirable requirements."
            />
          ) : (
            <Box
              {...getRootProps()}
              data-testid="job-docx-drop"
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 2,
                p: 4,
                textAlign: 'center',
                cursor: 'pointer',
              }}
            >
              <input {...getInputProps()} aria-label="Job description file" />
              <Typography>
                {process.isPending
                  ? 'Reading the job description…'
                  : 'Drop the job ad here, or tap to choose a .docx file (up to 10 MB)'}
              </Typography>
            </Box>
          )}
        </Box>
      </Paper>
      <TextField
        label="Job title (optional)"
        value={jobTitle}
        onChange={(e) => onJobTitle(e.target.value)}
        placeholder="Target Position"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1}>
          <Button onClick={onChangeCv}>{W.changeCv}</Button>
          <Button onClick={onStartOver}>{W.startOver}</Button>
        </Stack>
        <Button variant="contained" size="large" disabled={!jobText.trim()} onClick={onAnalyse}>
          {W.analyseMatch}
        </Button>
      </Stack>
    </Stack>
  );
}
