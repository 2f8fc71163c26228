import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { PremiumFeatureList } from './premium-feature-list';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PageContainer } from '../../../components/page-container';
import { useVerifyPremium } from '../hooks/use-verify-premium';

export function PremiumSuccessPage() {
  const [params] = useSearchParams();
  const verifying = useVerifyPremium(params.get('session_id'));
  if (verifying) {
    return (
      <PageContainer maxWidth="sm">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }} role="status">
          <CircularProgress />
          <Typography variant="h4" component="h1">
            Verifying Your Payment
          </Typography>
          <Typography color="text.secondary">Please wait while we confirm your premium subscription...</Typography>
        </Stack>
      </PageContainer>
    );
  }
  return (
    <PageContainer maxWidth="sm">
      <Stack spacing={3}>
        <Box sx={{ textAlign: 'center' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
          <Typography variant="h4" component="h1" gutterBottom>
            Welcome to Premium!
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Your payment was successful and your premium subscription is now active.
          </Typography>
          <Chip label="Premium Active" color="secondary" />
        </Box>
        <PremiumFeatureList dense={false} />
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              What&apos;s Next?
            </Typography>
            <Typography component="ul" sx={{ pl: 2 }}>
              <li>Upload and analyse your CV against Australian standards.</li>
              <li>Download improved CVs in PDF or Word.</li>
            </Typography>
          </CardContent>
        </Card>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Start Using Premium Features
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Need help?{' '}
          <Link component={RouterLink} to="/support">
            Contact Support
          </Link>
        </Typography>
      </Stack>
    </PageContainer>
  );
}
