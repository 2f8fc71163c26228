import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { PremiumFeatureList } from './premium-feature-list';
import CancelIcon from '@mui/icons-material/Cancel';
import { PageContainer } from '../../../components/page-container';

export function PremiumCancelPage({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <PageContainer maxWidth="sm">
      <Stack spacing={3}>
        <Box sx={{ textAlign: 'center' }}>
          <CancelIcon color="warning" sx={{ fontSize: 56 }} />
          <Typography variant="h4" component="h1" gutterBottom>
            Payment Cancelled
          </Typography>
          <Typography color="text.secondary">
            Your subscription payment was cancelled. No charges were made to your account.
          </Typography>
        </Box>
        <Alert severity="info">
          You left the secure checkout before paying, so nothing has changed: you can keep using the free features, and
          upgrade whenever you like.
        </Alert>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h5" component="h2" gutterBottom>
              Still Want Premium?
            </Typography>
            <PremiumFeatureList />
            <Button variant="contained" fullWidth onClick={onUpgrade}>
              Try Premium Again
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
              Start your premium subscription with secure payment processing
            </Typography>
          </CardContent>
        </Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/" variant="outlined">
            Continue with Free Features
          </Button>
          <Button component={RouterLink} to="/support" variant="text">
            Contact Support
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Questions about payments?{' '}
          <Link component={RouterLink} to="/support">
            Visit our help centre
          </Link>
          .
        </Typography>
      </Stack>
    </PageContainer>
  );
}
