import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';

// The drawer, and the modal machinery under it, load when the menu is first opened, not with every page.
const NavDrawerPanel = lazy(() => import('./nav-drawer-panel').then((m) => ({ default: m.NavDrawerPanel })));

/** Narrow screens: the menu button and, once opened, the navigation drawer. */
export function NavDrawer({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        edge="end"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NavDrawerPanel open={open} onClose={() => setOpen(false)} signedIn={signedIn} />
        </Suspense>
      )}
    </>
  );
}
