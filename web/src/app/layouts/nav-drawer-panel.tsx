import { Link as RouterLink } from 'react-router-dom';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { AuthButtons } from './auth-buttons';
import { NAV_LINKS } from './nav-links';

/** The right-hand drawer titled 'Navigation', 280px wide (350px on larger screens); loaded on first open. */
export function NavDrawerPanel({ open, onClose, signedIn }: { open: boolean; onClose: () => void; signedIn: boolean }) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: 280, sm: 350 } }, 'aria-label': 'Navigation' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography variant="h6" component="h2">
          Navigation
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List>
        <ListItemButton component={RouterLink} to="/" onClick={onClose}>
          <ListItemText primary="Home" />
        </ListItemButton>
        {NAV_LINKS.map((l) => (
          <ListItemButton key={l.to} component={RouterLink} to={l.to} onClick={onClose}>
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
  );
}
