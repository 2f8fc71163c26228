import { useDropzone, type FileRejection } from 'react-dropzone';
import { Box, Button, Typography, useMediaQuery, useTheme } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { CV_ACCEPT, MAX_CV_BYTES, MAX_FILES_PER_UPLOAD, TOASTS } from '@cvmate/contract';
import { useToast } from '../../../lib/use-toast';
import { rejectionMessage } from '../../../lib/file-rejection';

/** One .doc/.docx up to 10 MB; the first rejection reason is shown (the server checks all of it again). */
export function CvDropZone({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const toast = useToast();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const reason = rejectionMessage(rejected);
    if (reason) toast({ title: TOASTS.uploadFailed, description: reason, variant: 'destructive' });
    else if (accepted[0]) onFile(accepted[0]);
  };
  // The whole zone opens the file picker (click, tap, Enter or Space); the button is the visible cue.
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: CV_ACCEPT as unknown as Record<string, string[]>,
    maxSize: MAX_CV_BYTES,
    maxFiles: MAX_FILES_PER_UPLOAD,
    multiple: false,
    disabled,
  });
  return (
    <Box
      {...getRootProps()}
      data-testid="cv-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'action.hover' : 'background.paper',
        borderRadius: 3,
        p: { xs: 3, sm: 6 },
        textAlign: 'center',
        opacity: disabled ? 0.6 : 1,
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      <input {...getInputProps()} aria-label="CV file" />
      <CloudUploadIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="p" sx={{ my: 1 }}>
        {isDragActive ? 'drop here' : narrow ? 'Tap to select your CV' : 'Drag & drop your resume here'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Word documents (.doc or .docx), up to 10 MB
      </Typography>
      <Button variant="contained" disabled={disabled} tabIndex={-1}>
        {narrow ? 'Select CV' : 'Choose File'}
      </Button>
    </Box>
  );
}
