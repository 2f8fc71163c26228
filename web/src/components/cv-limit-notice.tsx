import { Alert, Button } from '@mui/material';
import { MAX_STORED_CVS } from '@cvmate/contract';

/**
 * Said before a file is chosen when every stored-CV place is taken: the upload would be refused, so the person is
 * pointed to where they can delete one. Nothing for fewer.
 */
export function CvLimitNotice({ stored }: { stored: number | null | undefined }) {
  if (stored == null || stored < MAX_STORED_CVS) return null;
  return (
    <Alert
      severity="warning"
      data-testid="cv-limit"
      action={
        <Button href="/account" size="small">
          Manage stored CVs
        </Button>
      }
    >
      {stored}/{MAX_STORED_CVS} CVs stored: delete one to add another.
    </Alert>
  );
}
