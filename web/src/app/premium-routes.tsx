import { PremiumCancelPage } from '../features/premium/components/premium-cancel-page';
import { useOpenUpgrade } from './upgrade-context';

import { PremiumSuccessPage } from '../features/premium/components/premium-success-page';
import { useAuth } from '../features/auth/api/get-user';

/** The success page knows whether anyone is signed in (null while that is being found out). */
export function PremiumSuccessRoute() {
  const { user, isLoading } = useAuth();
  return <PremiumSuccessPage signedIn={isLoading ? null : !!user} />;
}

export function PremiumCancelRoute() {
  return <PremiumCancelPage onUpgrade={useOpenUpgrade()} />;
}
