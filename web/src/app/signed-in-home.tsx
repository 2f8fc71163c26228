import { Alert, Container, Typography } from '@mui/material';
import type { User } from '@cvmate/contract';
import { Hub } from '../features/hub/components/hub';
import { CvAnalysisTool } from '../features/cv-analysis/components/cv-analysis-tool';
import { JobMatchingTool } from '../features/job-matching/components/job-matching-tool';
import { useSubscriptionStatus } from '../features/premium/api/get-subscription-status';
import { PremiumActiveBanner } from '../features/premium/components/premium-active-banner';
import { PremiumGateCard } from '../features/premium/components/premium-gate-card';
import { useOpenUpgrade } from './upgrade-context';

/** The signed-in home: premium banner and the tool hub (loaded only for signed-in users). */
export function SignedInHome({ user }: { user: User }) {
  const status = useSubscriptionStatus(true);
  const openUpgrade = useOpenUpgrade();
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <PremiumActiveBanner status={status.data} />
      </Container>
      <Hub
        firstName={user.firstName}
        signedIn
        // Undefined while loading: gated content is shown meanwhile (docs/product.md §4); the server enforces premium.
        isPremium={status.data?.isPremium}
        onUpgrade={openUpgrade}
        renderTool={(view, { setView }) =>
          view === 'cv-analysis' || view === 'cv-results' ? (
            <CvAnalysisTool onViewChange={setView} onUpgrade={openUpgrade} />
          ) : status.data && !status.data.isPremium ? (
            // Non-premium users get the pitch; the server refuses premium calls anyway.
            <PremiumGateCard variant="premium_features" onUpgrade={openUpgrade} />
          ) : view === 'job-matching' || view === 'rewrite-preview' ? (
            <JobMatchingTool
              isPremium={status.data?.isPremium}
              onUpgrade={openUpgrade}
              onViewChange={setView}
              onCvReview={() => setView('cv-analysis')}
            />
          ) : (
            <Alert severity="info">
              <Typography>This tool is on its way for Premium members. Check back soon.</Typography>
            </Alert>
          )
        }
      />
    </>
  );
}
