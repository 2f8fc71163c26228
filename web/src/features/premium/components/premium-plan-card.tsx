import { Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { PremiumFeatureList } from './premium-feature-list';
import { PREMIUM_PRICE_LABEL } from '@cvmate/contract';
import { useStartCheckout } from '../hooks/use-start-checkout';

/** Premium Plan card: 'Most Popular', the price, the features, and the checkout button. */
export function PremiumPlanCard() {
  const { start, pending } = useStartCheckout();
  return (
    <Card variant="outlined" sx={{ borderColor: 'primary.main', borderWidth: 2, position: 'relative' }}>
      <CardContent>
        <Chip label="Most Popular" color="secondary" size="small" sx={{ mb: 1 }} />
        <Typography variant="h5" component="h3">
          Premium Plan
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, my: 1 }}>
          {PREMIUM_PRICE_LABEL}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          AUD, GST included. Cancel any time; no refunds for partial months.
        </Typography>
        <PremiumFeatureList />
        <Button variant="contained" size="large" fullWidth onClick={start} disabled={pending}>
          {pending ? 'Processing...' : 'Start Premium Subscription'}
        </Button>
      </CardContent>
    </Card>
  );
}
