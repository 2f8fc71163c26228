import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';

const VARIANTS = {
  download: { title: 'Downloads are a Premium feature', body: 'Upgrade to download your improved CV as PDF or Word.' },
  premium_features: {
    title: 'Unlock Premium features',
    body: 'Job matching, CV rewriting, selection criteria drafts and downloads come with Premium.',
  },
  default: { title: 'Premium Feature', body: 'This feature needs a Premium subscription.' },
} as const;

/** Shown in place of a feature for non-premium users; the server enforces the same rule. */
export function PremiumGateCard({
  variant = 'default',
  onUpgrade,
}: {
  variant?: keyof typeof VARIANTS;
  onUpgrade: () => void;
}) {
  const v = VARIANTS[variant];
  return (
    <Card variant="outlined" sx={{ textAlign: 'center' }}>
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <LockIcon color="primary" sx={{ fontSize: 40 }} />
          <Typography variant="h6" component="h3">
            {v.title}
          </Typography>
          <Typography color="text.secondary">{v.body}</Typography>
          <Button variant="contained" onClick={onUpgrade}>
            Upgrade to Premium
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
