import { format } from 'date-fns';
import { Chip, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
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
                  onClick={() =>
                    remove.mutate(cv.id, {
                      onError: (e) =>
                        toast({
                          title: 'Delete failed',
                          description: serverMessage(e, 'Please try again.'),
                          variant: 'destructive',
                        }),
                    })
                  }
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
    </>
  );
}
