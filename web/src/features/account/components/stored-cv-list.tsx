import { useState } from 'react';
import { format } from 'date-fns';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { DATE_FORMAT, MAX_STORED_CVS, TOASTS } from '@cvmate/contract';
import { useToast } from '../../../lib/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useStoredCvs } from '../../../lib/stored-cvs';
import { useDeleteCv } from '../api/delete-cv';

export function StoredCvList() {
  const { data, isError } = useStoredCvs();
  const remove = useDeleteCv();
  const toast = useToast();
  const [confirming, setConfirming] = useState<{ id: string; filename: string } | null>(null);
  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => toast({ title: 'CV deleted', description: confirming.filename, variant: 'success' }),
      onError: (e) =>
        toast({ title: 'Delete failed', description: serverMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
    setConfirming(null);
  };
  if (isError) return <Typography color="error">{TOASTS.storedCvsFailed}</Typography>;
  if (!data) return null;
  return (
    <>
      <Typography color="text.secondary">
        {data.cvs.length}/{MAX_STORED_CVS} CVs stored
      </Typography>
      {data.cvs.length === 0 ? (
        <Typography>You have no stored CVs.</Typography>
      ) : (
        <List>
          {data.cvs.map((cv) => (
            <ListItem
              key={cv.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Delete ${cv.filename}`}
                  disabled={remove.isPending}
                  onClick={() => setConfirming({ id: cv.id, filename: cv.filename })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={cv.filename}
                secondary={`Uploaded ${format(new Date(cv.createdAt), DATE_FORMAT)}${cv.score != null ? ` · score ${cv.score}` : ''}`}
              />
              <Chip
                label={cv.hasAnalysis ? 'Analyzed' : 'Pending'}
                size="small"
                color={cv.hasAnalysis ? 'success' : 'default'}
                sx={{ mr: 2 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={!!confirming} onClose={() => setConfirming(null)} aria-labelledby="delete-cv-title">
        <DialogTitle id="delete-cv-title">Delete this CV?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming?.filename} and its analysis will be deleted for good. This frees one of your {MAX_STORED_CVS}{' '}
            places.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Keep it</Button>
          <Button color="error" variant="contained" onClick={confirmDelete}>
            Delete CV
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
