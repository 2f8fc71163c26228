import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useAuth } from '../features/auth/api/get-user';
import { LandingPage } from '../features/landing/components/landing-page';

// Visitors get only the landing page in the first bundle; the hub and its tools load after sign-in.
const SignedInHome = lazy(() => import('./signed-in-home').then((m) => ({ default: m.SignedInHome })));

/** '/': the landing page while loading or signed out; the tool hub once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <LandingPage />;
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading your tools" />}>
      <SignedInHome user={user} />
    </Suspense>
  );
}
