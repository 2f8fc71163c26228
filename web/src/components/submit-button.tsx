import { Button, CircularProgress } from '@mui/material';

/** A form's submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} aria-label="Sending" /> : null}
    >
      {children}
    </Button>
  );
}
