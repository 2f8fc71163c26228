import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Link as RouterLink } from 'react-router-dom';
import { displayName, initials, type User } from '@cvmate/contract';

/** Avatar dropdown: name and e-mail, 'Switch Account' and 'Log out' (whole-browser navigations). */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayName(user);
  return (
    <>
      {/* Named by its content, the initials it shows and then "Account menu", so speech users can say what they see. */}
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} sx={{ p: 0.5 }}>
        <Avatar
          src={user.profileImageUrl ?? undefined}
          alt={name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {initials(user)}
        </Avatar>
        <Box component="span" sx={visuallyHidden}>
          Account menu
        </Box>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/account" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <ManageAccountsIcon fontSize="small" />
          </ListItemIcon>
          Account
        </MenuItem>
        <MenuItem component="a" href="/api/force-logout">
          <ListItemIcon>
            <SwapHorizIcon fontSize="small" />
          </ListItemIcon>
          Switch Account
        </MenuItem>
        <MenuItem component="a" href="/api/logout">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
