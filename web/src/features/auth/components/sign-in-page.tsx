import { useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { returnPath } from '@cvmate/contract';
import { PageContainer } from '../../../components/page-container';
import { authErrorMessage, signInWithEmail, signInWithGoogle, signUpWithEmail } from '../api/sign-in';
import { useAuth } from '../api/get-user';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** Where /api/login lands: e-mail sign in, sign up, or Google. Success returns to `next` (a path of ours) or '/'. */
export function SignInPage() {
  const [params] = useSearchParams();
  const switching = params.get('switch') === '1';
  const next = returnPath(params.get('next')) ?? '/';
  const [tab, setTab] = useState<'signin' | 'signup'>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { user } = useAuth();

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
      // Replace, so Back does not return to a sign-in form for someone already signed in; to the page that sent
      // them here when it is one of ours.
      window.location.replace(next);
    } catch (e) {
      setError(authErrorMessage(e));
      setBusy(false);
    }
  };

  // Someone already signed in has nothing to do here (switching account signs them out first).
  if (user && !busy) return <Navigate to={next} replace />;

  return (
    <PageContainer maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {switching ? 'Choose an account' : tab === 'signup' ? 'Create your CVMate account' : 'Sign in to CVMate'}
          </Typography>
          {switching && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              You have been signed out. Sign in with the account you want to use.
            </Typography>
          )}
          <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 3 }} aria-label="Sign in or sign up">
            <Tab value="signin" label="Sign in" />
            <Tab value="signup" label="Sign up" />
          </Tabs>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {tab === 'signin' ? (
            <>
              <SignInForm busy={busy} onSubmit={(v) => run(() => signInWithEmail(v))} />
              <Typography variant="body2" sx={{ mt: 1.5 }}>
                <RouterLink to="/reset-password">Forgot password?</RouterLink>
              </Typography>
            </>
          ) : (
            <SignUpForm busy={busy} onSubmit={(v) => run(() => signUpWithEmail(v))} />
          )}
          <Divider sx={{ my: 3 }}>or</Divider>
          <Stack>
            <Button
              variant="outlined"
              size="large"
              startIcon={<GoogleIcon />}
              disabled={busy}
              onClick={() => run(() => signInWithGoogle(switching))}
            >
              Continue with Google
            </Button>
          </Stack>
          <Box sx={{ mt: 3 }}>
            <Typography variant="body2" color="text.secondary">
              By continuing you agree to our <RouterLink to="/terms">Terms of Use</RouterLink> and{' '}
              <RouterLink to="/privacy">Privacy Policy</RouterLink>.
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
