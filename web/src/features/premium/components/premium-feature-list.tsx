import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { PREMIUM_FEATURES } from '@cvmate/contract';

/** The five premium features (SPEC §1), ticked. */
export function PremiumFeatureList({ dense = true }: { dense?: boolean }) {
  return (
    <List dense={dense}>
      {PREMIUM_FEATURES.map((f) => (
        <ListItem key={f} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckIcon color="success" />
          </ListItemIcon>
          <ListItemText primary={f} />
        </ListItem>
      ))}
    </List>
  );
}
