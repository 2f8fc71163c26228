import type { ReactNode } from 'react';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';

/** A short list with the same icon before each line (features, standards, benefits). */
export function IconList({
  items,
  icon,
  dense = true,
}: {
  items: readonly string[];
  icon: ReactNode;
  dense?: boolean;
}) {
  return (
    <List dense={dense}>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>{icon}</ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
