import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { useAuth } from '../features/auth/api/get-user';
import { AccountPage } from '../features/account/components/account-page';
import { PageContainer } from '../components/page-container';
import { useSubscriptionStatus } from '../features/premium/api/get-subscription-status';
import { announceSubscriptionChange } from '../lib/subscription-channel';
import { loginHref } from '../lib/login-href';

export function AccountRoute() {
  const { user, isLoading } = useAuth();
  const status = useSubscriptionStatus(!!user);
  const [params, setParams] = useSearchParams();
  const fromBilling = params.get('billing') === 'updated';
  // Back from the billing portal: this page loaded the new status; the person's other tabs refetch theirs.
  useEffect(() => {
    if (!fromBilling || !status.isSuccess) return;
    announceSubscriptionChange();
    setParams({}, { replace: true });
  }, [fromBilling, status.isSuccess, setParams]);
  if (isLoading) return null;
  if (!user)
    return (
      <PageContainer title="Your account">
        <Typography sx={{ mb: 2 }}>Please sign in to see your account.</Typography>
        <Button variant="contained" href={loginHref('/account')}>
          Login
        </Button>
      </PageContainer>
    );
  // Only someone who has (or had) a subscription has anything to manage in the billing portal.
  return <AccountPage subscriptionStatus={status.data?.subscriptionStatus ?? null} />;
}
