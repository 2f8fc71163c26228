import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { StepsIllustration } from './steps-illustration';
import { WhyChoose } from './why-choose';
import { Testimonials } from './testimonials';

const GetStarted = ({ size = 'large' as const }) => (
  <Button
    variant="contained"
    color="secondary"
    size={size}
    href="/api/login"
    sx={{ px: 4, py: 1.5, fontSize: '1.1rem' }}
  >
    Get Started for Free
  </Button>
);

/** Whether this page load came from an account deletion (`?account=deleted`), read once per load. */
let deletedOnLoad: boolean | null = null;
const readDeleted = () => (deletedOnLoad ??= new URL(window.location.href).searchParams.get('account') === 'deleted');
const noChanges = () => () => {};

/**
 * After an account is deleted the browser lands here with `?account=deleted`: said once, in words, and the address
 * tidied. The build-time render (no address) shows nothing, and the browser's first render matches it.
 */
function DeletedNotice() {
  const deleted = useSyncExternalStore(noChanges, readDeleted, () => false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!deleted) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('account');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, [deleted]);
  if (!deleted || dismissed) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Box role="status" sx={{ p: 2, borderRadius: 1, bgcolor: 'success.light', color: 'success.contrastText' }}>
        <Typography>
          Your account has been deleted: your stored CVs, analyses, matches, feedback and sign-in are gone, and any
          subscription was cancelled. You have been signed out.
        </Typography>
        <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
          Dismiss
        </Button>
      </Box>
    </Container>
  );
}

/** Signed-out (or still loading) home page. */
export function LandingPage() {
  return (
    <Box component="main">
      <DeletedNotice />
      <Box sx={{ background: 'linear-gradient(135deg, #e8f1fc 0%, #f7fbff 60%, #eaf7ef 100%)', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Box
            sx={{ display: 'grid', gap: 6, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' } }}
          >
            <Stack spacing={3}>
              <Typography
                variant="h2"
                component="h1"
                sx={{ fontSize: { xs: '2.4rem', md: '3.4rem' }, lineHeight: 1.1 }}
              >
                Land Your Dream Job. Hassle-Free.
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
                Your job search assistant for Australia. Check your CV against Australian hiring standards, match it to
                a job ad with ATS-ready insights, and draft selection criteria responses, with every suggestion
                explained.
              </Typography>
              <Box>
                <GetStarted />
              </Box>
              <Typography variant="body2" color="text.secondary">
                Thousands of professionals use CVMate. CV analysis is free; no card needed.
              </Typography>
            </Stack>
            <StepsIllustration />
          </Box>
        </Container>
      </Box>
      <WhyChoose />
      <Testimonials />
      <Box sx={{ py: 8, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container maxWidth="md">
          <Typography variant="h4" component="h2" gutterBottom>
            Ready to give your CV its best chance?
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.9 }}>Upload a Word CV and get your score in under a minute.</Typography>
          <GetStarted />
        </Container>
      </Box>
    </Box>
  );
}
