import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { PageContainer } from '../../../components/page-container';

/** Search engines are told not to index a path that has no page (the app answers every path with HTTP 200). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export function NotFoundPage() {
  useNoIndex();
  return (
    <PageContainer maxWidth="sm">
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            404 Page Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The page you were looking for doesn’t exist.
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            Did you forget to add the page to the router? (Developer hint: every page needs a route in
            web/src/app/router.tsx.)
          </Alert>
          <Button component={RouterLink} to="/" variant="contained">
            Go to the home page
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
