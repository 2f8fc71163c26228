import { PRIVACY_DETAIL, PRIVACY_FOOTER } from '@cvmate/contract';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';

const LINKS = [
  ['/about', 'About'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
  ['/support', 'Support'],
  ['/feedback', 'Feedback'],
] as const;

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f172a', color: '#e2e8f0', mt: 'auto', py: 6 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr' } }}>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Our mission
            </Typography>
            <Typography variant="body2">
              To give every job seeker in Australia clear, honest and explainable advice that helps their CV get the
              interview it deserves.
            </Typography>
          </Box>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Core values
            </Typography>
            <Typography variant="body2" component="ul" sx={{ pl: 2, m: 0 }}>
              <li>Honesty: we never suggest claims your CV does not support.</li>
              <li>Privacy: your documents are yours, checked by our own engine by default.</li>
              <li>Clarity: every point of advice shows the check and the text behind it.</li>
            </Typography>
          </Box>
          <Stack component="nav" aria-label="Footer" spacing={0.5}>
            {LINKS.map(([to, label]) => (
              <Link key={to} component={RouterLink} to={to} color="inherit" underline="hover">
                {label}
              </Link>
            ))}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 4, alignItems: 'center' }}>
          <LockIcon fontSize="small" />
          <Typography variant="body2">
            {PRIVACY_FOOTER} {PRIVACY_DETAIL}
          </Typography>
        </Stack>
        <Typography variant="caption" sx={{ display: 'block', mt: 2, opacity: 0.7 }}>
          © {new Date().getFullYear()} CVMate. Made in Australia.
        </Typography>
      </Container>
    </Box>
  );
}
