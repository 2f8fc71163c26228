import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { CV_ACCEPT, MAX_CV_BYTES, TOASTS } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { STORED_CVS_KEY } from '../../../lib/stored-cvs';
import { uploadCv } from '../../../lib/upload-cv';
import { useToast } from '../../../lib/use-toast';
import { rejectionMessage } from '../../../lib/file-rejection';
import type { ChosenCv } from './cv-select-step';

/** Upload a new CV for matching: it is stored like any other and chosen at once. */
export function CvUploadTile({ onUploaded }: { onUploaded: (cv: ChosenCv) => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { getRootProps, getInputProps } = useDropzone({
    accept: CV_ACCEPT as unknown as Record<string, string[]>,
    maxSize: MAX_CV_BYTES,
    multiple: false,
    disabled: busy,
    onDrop: async (accepted, rejected) => {
      const reason = rejectionMessage(rejected);
      if (reason) return toast({ title: TOASTS.uploadFailed, description: reason, variant: 'destructive' });
      const file = accepted[0];
      if (!file) return;
      setBusy(true);
      try {
        const r = await uploadCv({ file });
        void queryClient.invalidateQueries({ queryKey: STORED_CVS_KEY });
        onUploaded({ sessionId: r.sessionId, filename: r.filename, fresh: true });
      } catch (e) {
        toast({
          title: TOASTS.uploadFailed,
          description: serverMessage(e, TOASTS.uploadFailedDefault),
          variant: 'destructive',
        });
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <Card
      variant="outlined"
      sx={{ borderStyle: 'dashed', cursor: 'pointer' }}
      {...getRootProps()}
      data-testid="job-cv-upload"
    >
      <input {...getInputProps()} aria-label="Upload a new CV" />
      <CardContent sx={{ textAlign: 'center' }}>
        {busy ? <CircularProgress size={32} /> : <UploadFileIcon color="primary" sx={{ fontSize: 32 }} />}
        <Typography sx={{ fontWeight: 600 }}>Upload a new CV</Typography>
        <Typography variant="body2" color="text.secondary">
          .doc or .docx, up to 10 MB
        </Typography>
      </CardContent>
    </Card>
  );
}
