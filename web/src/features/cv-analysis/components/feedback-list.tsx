import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { Finding } from '@cvmate/contract';

const ICONS = {
  positive: <CheckCircleIcon sx={{ color: 'success.main' }} titleAccess="Positive" />,
  negative: <CancelIcon sx={{ color: 'error.main' }} titleAccess="Needs attention" />,
  warning: <WarningAmberIcon sx={{ color: 'warning.main' }} titleAccess="Worth a look" />,
};

/** One item: the advice, and on demand the named check and the text that triggered it. */
function FindingItem({ finding }: { finding: Finding }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-code={finding.code}
        sx={{ alignItems: 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{ICONS[finding.type]}</ListItemIcon>
        <ListItemText primary={finding.message} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon aria-label="Show why" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pl: 8, pr: 2, pb: 2 }}>
          <Typography variant="caption" color="text.secondary">
            Check: <code>{finding.code}</code>
          </Typography>
          {finding.evidence?.length ? (
            finding.evidence.map((quote) => (
              <Typography
                key={quote}
                component="blockquote"
                variant="body2"
                sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic' }}
              >
                “{quote}”
              </Typography>
            ))
          ) : (
            <Typography variant="body2" color="text.secondary">
              Found by what your CV does not contain.
            </Typography>
          )}
        </Box>
      </Collapse>
    </li>
  );
}

export function FeedbackList({ title, items, empty }: { title: string; items: Finding[]; empty: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {items.length ? (
          <List disablePadding>
            {items.map((f) => (
              <FindingItem key={f.code} finding={f} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{empty}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
