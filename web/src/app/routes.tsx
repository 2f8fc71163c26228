import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './layouts/site-layout';
import { HomeRoute } from './home-route';

// The landing page ships in the first bundle; everything else loads on demand.
const named = <T extends string>(load: () => Promise<Record<T, React.ComponentType>>, name: T) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const AboutPage = named(() => import('../features/info-pages/components/about-page'), 'AboutPage');
const PrivacyPage = named(() => import('../features/info-pages/components/privacy-page'), 'PrivacyPage');
const TermsPage = named(() => import('../features/info-pages/components/terms-page'), 'TermsPage');
const NotFoundPage = named(() => import('../features/info-pages/components/not-found-page'), 'NotFoundPage');
const SupportPage = named(() => import('../features/support/components/support-page'), 'SupportPage');
const FeedbackPage = named(() => import('../features/feedback/components/feedback-page'), 'FeedbackPage');
const SignInPage = named(() => import('../features/auth/components/sign-in-page'), 'SignInPage');
const ForgotPasswordPage = named(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = named(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const AccountRoute = named(() => import('./account-route'), 'AccountRoute');
const PremiumCancelRoute = named(() => import('./premium-routes'), 'PremiumCancelRoute');
const PremiumSuccessRoute = named(() => import('./premium-routes'), 'PremiumSuccessRoute');

/** The app's routes, shared by the browser (main.tsx) and the build-time renderer (entry-server.tsx). */
const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'support', element: <SupportPage /> },
      { path: 'feedback', element: <FeedbackPage /> },
      { path: 'sign-in', element: <SignInPage /> },
      { path: 'reset-password', element: <ForgotPasswordPage /> },
      { path: 'auth/action', element: <ResetPasswordPage /> },
      { path: 'account', element: <AccountRoute /> },
      { path: 'premium/success', element: <PremiumSuccessRoute /> },
      { path: 'premium/cancel', element: <PremiumCancelRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The page for the current address. Declarative routing (a BrowserRouter or StaticRouter above it) rather than a data
 * router: the app loads its data with TanStack Query, and the data router added 16 kB gzip to every page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
