import { Alert, Chip, Stack, Typography } from '@mui/material';
import { format } from 'date-fns';
import type { SubscriptionStatus } from '@cvmate/contract';

/** The line beside the badge: when a cancelled subscription ends, else the days left in the paid period. */
function premiumLine(status: SubscriptionStatus): string {
  if (status.endsOn) return `Premium until ${format(new Date(status.endsOn), 'MMM d, yyyy')} · it won’t renew`;
  const days = status.daysRemaining;
  return `Premium Active${days != null ? ` · ${days} day${days === 1 ? '' : 's'} remaining in this billing period` : ''}`;
}

/**
 * Only for premium users: a 'Premium' badge and how long it lasts. A status, not an alert: screen readers are not
 * interrupted with it on every page.
 */
export function PremiumActiveBanner({ status }: { status: SubscriptionStatus | undefined }) {
  if (!status?.isPremium) return null;
  return (
    <Alert severity="success" icon={false} role="status" data-testid="premium-banner" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Chip label="Premium" color="secondary" size="small" />
        <Typography>{premiumLine(status)}</Typography>
      </Stack>
    </Alert>
  );
}
