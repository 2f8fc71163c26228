import { Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { PremiumPlanCard } from './premium-plan-card';

export function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="upgrade-title">
      <DialogTitle id="upgrade-title" sx={{ pr: 6 }}>
        Upgrade to Premium
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Payment is handled securely by our card payment provider; we never see or store your card.
        </Typography>
        <PremiumPlanCard />
      </DialogContent>
    </Dialog>
  );
}
