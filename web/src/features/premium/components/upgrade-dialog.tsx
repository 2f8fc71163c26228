import { Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { PremiumPlanCard } from './premium-plan-card';
import { holdsSubscription } from '@cvmate/contract';
import { useSubscriptionStatus } from '../api/get-subscription-status';

/** The plan and the checkout button; someone who already has Premium is sent to manage it instead (no second bill). */
export function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const status = useSubscriptionStatus(open);
  const subscribed = !!status.data && holdsSubscription(status.data.subscriptionStatus);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="upgrade-title">
      <DialogTitle id="upgrade-title" sx={{ pr: 6 }}>
        Upgrade to Premium
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {subscribed ? (
          <Typography data-testid="already-premium">
            You already have Premium. To change or cancel it, open <a href="/account">your Account page</a> and choose
            Manage subscription.
          </Typography>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Payment is handled securely by our card payment provider; we never see or store your card.
            </Typography>
            <PremiumPlanCard />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
