import { Alert, Typography } from '@mui/material';
import { useAuth } from '../features/auth/api/get-user';
import { LandingPage } from '../features/landing/components/landing-page';
import { Hub } from '../features/hub/components/hub';
import { CvAnalysisTool } from '../features/cv-analysis/components/cv-analysis-tool';

/** '/': the landing page while loading or signed out; the tool hub once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <LandingPage />;
  return (
    <Hub
      firstName={user.firstName}
      signedIn
      isPremium={false}
      onUpgrade={() => undefined}
      renderTool={(view, { setView }) =>
        view === 'cv-analysis' || view === 'cv-results' ? (
          <CvAnalysisTool onViewChange={setView} onUpgrade={() => undefined} />
        ) : (
          <Alert severity="info">
            <Typography>This tool is on its way. Check back soon.</Typography>
          </Alert>
        )
      }
    />
  );
}
