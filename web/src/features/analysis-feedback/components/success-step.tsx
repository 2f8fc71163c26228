import { Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ANALYSIS_FEEDBACK_WORDS as W } from '@cvmate/contract';

/** Step 3: thanks; closing resets the dialog. */
export function SuccessStep({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
          <Typography>{W.thanksBody}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
