import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { AuthButtons } from './auth-buttons';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { NAV_LINKS } from './nav-links';

/** Narrow screens: a right-hand drawer titled 'Navigation', 280px wide (350px on larger screens). */
export function NavDrawer({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton aria-label="Open menu" edge="end" onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: { xs: 280, sm: 350 } }, 'aria-label': 'Navigation' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Typography variant="h6" component="h2">
            Navigation
          </Typography>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List>
          <ListItemButton component={RouterLink} to="/" onClick={close}>
            <ListItemText primary="Home" />
          </ListItemButton>
          {NAV_LINKS.map((l) => (
            <ListItemButton key={l.to} component={RouterLink} to={l.to} onClick={close}>
              <ListItemText primary={l.label} />
            </ListItemButton>
          ))}
        </List>
        {!signedIn && (
          <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
            <AuthButtons />
          </Box>
        )}
      </Drawer>
    </>
  );
}
