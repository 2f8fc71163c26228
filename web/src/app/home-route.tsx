import { Alert, Container, Typography } from '@mui/material';
import { useAuth } from '../features/auth/api/get-user';
import { LandingPage } from '../features/landing/components/landing-page';
import { Hub } from '../features/hub/components/hub';
import { CvAnalysisTool } from '../features/cv-analysis/components/cv-analysis-tool';
import { useSubscriptionStatus } from '../features/premium/api/get-subscription-status';
import { PremiumActiveBanner } from '../features/premium/components/premium-active-banner';
import { PremiumGateCard } from '../features/premium/components/premium-gate-card';
import { useOpenUpgrade } from './upgrade-context';

/** '/': the landing page while loading or signed out; the tool hub once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  const status = useSubscriptionStatus(!!user);
  const openUpgrade = useOpenUpgrade();
  if (isLoading || !user) return <LandingPage />;
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <PremiumActiveBanner status={status.data} />
      </Container>
      <Hub
        firstName={user.firstName}
        signedIn
        // Undefined while loading: gated content is shown meanwhile (SPEC §4); the server enforces premium.
        isPremium={status.data?.isPremium}
        onUpgrade={openUpgrade}
        renderTool={(view, { setView }) =>
          view === 'cv-analysis' || view === 'cv-results' ? (
            <CvAnalysisTool onViewChange={setView} onUpgrade={openUpgrade} />
          ) : status.data && !status.data.isPremium ? (
            // Non-premium users get the pitch; the server refuses premium calls anyway.
            <PremiumGateCard variant="premium_features" onUpgrade={openUpgrade} />
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
