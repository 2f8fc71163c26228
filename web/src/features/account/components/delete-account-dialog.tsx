import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';

/** Asks the user to type DELETE, because this cannot be undone. */
export function DeleteAccountDialog({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          This cancels any subscription, deletes your stored CVs, analyses and feedback, and removes your sign-in. It
          cannot be undone. Type DELETE to confirm.
        </DialogContentText>
        <TextField label="Type DELETE" value={typed} onChange={(e) => setTyped(e.target.value)} fullWidth autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep my account</Button>
        <Button color="error" variant="contained" disabled={typed !== 'DELETE' || busy} onClick={onConfirm}>
          Delete my account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
