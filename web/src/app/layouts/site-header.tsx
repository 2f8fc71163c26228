import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Stack, Toolbar, Typography } from '@mui/material';
import { AuthButtons } from './auth-buttons';
import DescriptionIcon from '@mui/icons-material/Description';
import { displayName } from '@cvmate/contract';
import { useAuth } from '../../features/auth/api/get-user';
import { NAV_LINKS } from './nav-links';
import { NavDrawer } from './nav-drawer';
// Signed-in only: the account menu loads with the signed-in page, not with the landing page.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** One header for every page: public (Login, Sign up) or signed in (welcome and avatar menu). */
export function SiteHeader() {
  const { user } = useAuth();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            textDecoration: 'none',
            mr: 'auto',
          }}
          aria-label="CVMate home"
        >
          <DescriptionIcon />
          <Typography variant="h6" component="span" sx={{ fontWeight: 800 }}>
            CVMate
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' } }}
        >
          {NAV_LINKS.map((l) => (
            <Button key={l.to} component={RouterLink} to={l.to} color="inherit">
              {l.label}
            </Button>
          ))}
        </Stack>
        {user ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography sx={{ display: { xs: 'none', lg: 'block' } }} data-testid="welcome">
              Welcome back, {displayName(user)}
            </Typography>
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            <AuthButtons />
          </Stack>
        )}
        <NavDrawer signedIn={!!user} />
      </Toolbar>
    </AppBar>
  );
}
