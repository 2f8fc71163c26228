import { Box, Container, Typography } from '@mui/material';
import type { User } from '@cvmate/contract';
import { Hub } from '../features/hub/components/hub';
import { CvAnalysisTool } from '../features/cv-analysis/components/cv-analysis-tool';
import { JobMatchingTool } from '../features/job-matching/components/job-matching-tool';
import { GovHelperTool } from '../features/gov-helper/components/gov-helper-tool';
import { PremiumPlanCard } from '../features/premium/components/premium-plan-card';
import { useSubscriptionStatus } from '../features/premium/api/get-subscription-status';
import { PremiumActiveBanner } from '../features/premium/components/premium-active-banner';
import { PremiumGateCard } from '../features/premium/components/premium-gate-card';
import { useOpenUpgrade } from './upgrade-context';
import { AnalysisFeedbackPanel } from '../features/analysis-feedback/components/analysis-feedback-panel';
import { FollowUpCard } from '../features/analysis-feedback/components/follow-up-card';

/** The signed-in home: premium banner and the tool hub (loaded only for signed-in users). */
export function SignedInHome({ user }: { user: User }) {
  const status = useSubscriptionStatus(true);
  const openUpgrade = useOpenUpgrade();
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <PremiumActiveBanner status={status.data} />
        <FollowUpCard />
      </Container>
      <Hub
        firstName={user.firstName}
        signedIn
        // Undefined while loading: gated content is shown meanwhile (docs/product.md §4); the server enforces premium.
        isPremium={status.data?.isPremium}
        onUpgrade={openUpgrade}
        renderTool={(view, { setView, params }) => {
          if (view === 'cv-analysis' || view === 'cv-results')
            return (
              <CvAnalysisTool
                view={view}
                storedCvId={params.get('cv')}
                uploadId={params.get('upload')}
                onViewChange={setView}
                onUpgrade={openUpgrade}
                isPremium={status.data?.isPremium}
                renderFeedback={(result) =>
                  result.cvAnalysisId && (
                    <AnalysisFeedbackPanel
                      key={result.cvAnalysisId}
                      result={{ ...result, cvAnalysisId: result.cvAnalysisId }}
                    />
                  )
                }
              />
            );
          const free = status.data && !status.data.isPremium;
          if (view === 'government-application')
            // Non-premium users get the pitch page; the server refuses premium calls anyway.
            return free ? (
              <GovPremiumPitch />
            ) : (
              <GovHelperTool params={params} onNavigate={(p) => setView('government-application', p)} />
            );
          return free ? (
            <PremiumGateCard variant="premium_features" onUpgrade={openUpgrade} />
          ) : (
            <JobMatchingTool
              view={view === 'rewrite-preview' ? 'rewrite-preview' : 'job-matching'}
              params={params}
              isPremium={status.data?.isPremium}
              onUpgrade={openUpgrade}
              onNavigate={setView}
              onCvReview={({ cvId, upload }) =>
                cvId
                  ? setView('cv-results', { cv: cvId })
                  : upload
                    ? setView('cv-results', { upload })
                    : setView('cv-analysis')
              }
            />
          );
        }}
      />
    </>
  );
}

/** The Government Jobs Helper's pitch for non-premium users: what it does, the benefits, the price, the button. */
function GovPremiumPitch() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box>
        <Typography variant="h4" component="h2" gutterBottom>
          Government Jobs Helper
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Draft responses to Australian Government selection criteria in the STAR format (situation, task, action,
          result) from the evidence in your CV. Edit each response, check it against the word limit, copy it as plain
          text for online portals, or download all of them as Word or PDF.
        </Typography>
        <Typography color="text.secondary">
          Drafts never claim what your CV does not say: where your CV is thin, the draft marks what to add in [square
          brackets].
        </Typography>
      </Box>
      <PremiumPlanCard />
    </Box>
  );
}
