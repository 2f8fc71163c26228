import { useDropzone } from 'react-dropzone';
import { Box, Button, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { CV_ACCEPT, GOV_WORDS as W, MAX_CV_BYTES } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { rejectionMessage } from '../../../lib/file-rejection';
import { useUploadGovCv, type GovUpload } from '../api/upload-gov-cv';

/** Step 1: the CV the drafts draw their evidence from (.doc or .docx, one file). */
export function GovUploadStep({ onUploaded }: { onUploaded: (upload: GovUpload) => void }) {
  const toast = useToast();
  const upload = useUploadGovCv();
  const { getRootProps, getInputProps } = useDropzone({
    accept: CV_ACCEPT as unknown as Record<string, string[]>,
    maxSize: MAX_CV_BYTES,
    multiple: false,
    disabled: upload.isPending,
    onDrop: (accepted, rejected) => {
      const reason = rejectionMessage(rejected);
      if (reason) return toast({ title: W.uploadFailed, description: reason, variant: 'destructive' });
      if (!accepted[0]) return;
      upload.mutate(accepted[0], {
        onSuccess: onUploaded,
        onError: (e) =>
          toast({
            title: W.uploadFailed,
            description: serverMessage(e, W.uploadFailedDefault),
            variant: 'destructive',
          }),
      });
    },
  });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Upload the CV to draw your examples from. Each draft uses only what your CV says; where it says too little, the
        draft marks what you need to add in [square brackets].
      </Typography>
      <Box
        {...getRootProps()}
        data-testid="gov-cv-drop"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 3,
          p: 5,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <input {...getInputProps()} aria-label="CV for selection criteria" />
        <CloudUploadIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography sx={{ my: 1 }}>
          {upload.isPending ? 'Reading your CV…' : 'Drop your CV here, or tap to choose a .doc or .docx file'}
        </Typography>
        <Button variant="contained" tabIndex={-1} disabled={upload.isPending}>
          Choose File
        </Button>
      </Box>
    </Stack>
  );
}
