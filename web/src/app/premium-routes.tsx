import { PremiumCancelPage } from '../features/premium/components/premium-cancel-page';
import { useOpenUpgrade } from './upgrade-context';

export { PremiumSuccessPage as PremiumSuccessRoute } from '../features/premium/components/premium-success-page';

export function PremiumCancelRoute() {
  return <PremiumCancelPage onUpgrade={useOpenUpgrade()} />;
}
