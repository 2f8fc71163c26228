import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

/** Shown in place of a form after it was sent. */
export function ThankYouPanel({ body, again, onAgain }: { body: string; again: string; onAgain: () => void }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h2">
            Thank You!
          </Typography>
          <Typography color="text.secondary">{body}</Typography>
          <Button variant="contained" onClick={onAgain}>
            {again}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
