import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { PremiumFeatureList } from './premium-feature-list';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PageContainer } from '../../../components/page-container';
import { SUPPORT_EMAIL } from '@cvmate/contract';
import { useVerifyPremium } from '../hooks/use-verify-premium';
import { loginHref } from '../../../lib/login-href';

export function PremiumSuccessPage({ signedIn }: { signedIn: boolean | null }) {
  const [params] = useSearchParams();
  if (signedIn === null) return null;
  // A payment is confirmed for the account that made it: someone signed out is asked to sign in and come back here.
  if (!signedIn)
    return (
      <PageContainer maxWidth="sm">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }} role="status">
          <Typography variant="h4" component="h1">
            Sign in to confirm your payment
          </Typography>
          <Typography color="text.secondary">
            We confirm Premium for the account that paid. Sign in with it and we’ll check your payment straight away.
          </Typography>
          <Button variant="contained" href={loginHref(`/premium/success?${params.toString()}`)}>
            Login
          </Button>
        </Stack>
      </PageContainer>
    );
  return <Verification sessionId={params.get('session_id')} />;
}

function Verification({ sessionId }: { sessionId: string | null }) {
  const state = useVerifyPremium(sessionId);
  if (state !== 'confirmed') {
    return (
      <PageContainer maxWidth="sm">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }} role="status">
          {state !== 'unconfirmed' && <CircularProgress />}
          <Typography variant="h4" component="h1">
            {state === 'unconfirmed' ? 'We haven’t confirmed a payment' : 'Verifying Your Payment'}
          </Typography>
          {state === 'verifying' && (
            <Typography color="text.secondary">Please wait while we confirm your premium subscription...</Typography>
          )}
          {state === 'slow' && (
            <Typography color="text.secondary" data-testid="verification-slow">
              Confirmation is taking longer than usual. We’ll keep checking while this page is open. You won’t be
              charged twice: if Premium doesn’t appear within a few minutes, contact us at {SUPPORT_EMAIL} or through
              the support page and we’ll sort it out.
            </Typography>
          )}
          {state === 'unconfirmed' && (
            <Typography color="text.secondary">
              We couldn’t confirm a Premium payment for your account. If you’ve just paid, it can take a minute: reload
              this page. You won’t be charged twice; if it still doesn’t show, contact us at {SUPPORT_EMAIL}.
            </Typography>
          )}
          <Link component={RouterLink} to="/support">
            Contact Support
          </Link>
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
              <li>Upload your CV and check it against Australian standards.</li>
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
