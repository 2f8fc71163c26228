import { Alert, Chip, Stack, Typography } from '@mui/material';
import type { SubscriptionStatus } from '@cvmate/contract';

/** Only for premium users: a 'Premium' badge and the days left in the paid period. */
export function PremiumActiveBanner({ status }: { status: SubscriptionStatus | undefined }) {
  if (!status?.isPremium) return null;
  return (
    <Alert severity="success" icon={false} data-testid="premium-banner" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Chip label="Premium" color="secondary" size="small" />
        <Typography>
          Premium Active
          {status.daysRemaining != null &&
            ` · ${status.daysRemaining} day${status.daysRemaining === 1 ? '' : 's'} remaining in this billing period`}
        </Typography>
      </Stack>
    </Alert>
  );
}
