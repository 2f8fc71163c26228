import { Link as RouterLink } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { PageContainer } from '../components/page-container';
import { PremiumCancelPage } from '../features/premium/components/premium-cancel-page';

export function PremiumCancelRoute() {
  return <PremiumCancelPage onUpgrade={() => window.location.assign('/')} />;
}

export function PremiumSuccessRoute() {
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome to Premium!
      </Typography>
      <Typography sx={{ mb: 2 }}>Your payment was successful and your premium subscription is now active.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Start Using Premium Features
      </Button>
    </PageContainer>
  );
}
