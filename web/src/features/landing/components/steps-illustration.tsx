import { Box, Paper, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import WorkIcon from '@mui/icons-material/Work';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

const STEPS = [
  { label: 'Resume', icon: DescriptionIcon, colour: '#0b5cad' },
  { label: 'Job Match', icon: WorkIcon, colour: '#7c3aed' },
  { label: 'Success', icon: EmojiEventsIcon, colour: '#15803d' },
];

/** Three-step illustration: Resume, Job Match, Success. */
export function StepsIllustration() {
  return (
    <Box
      role="img"
      aria-label="Three steps: Resume, Job Match, Success"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 1, sm: 2 } }}
    >
      {STEPS.map(({ label, icon: Icon, colour }, i) => (
        <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
          <Paper
            elevation={3}
            sx={{ p: { xs: 1.5, sm: 3 }, textAlign: 'center', borderRadius: 4, minWidth: { xs: 84, sm: 120 } }}
          >
            <Icon sx={{ fontSize: { xs: 36, sm: 56 }, color: colour }} />
            <Typography sx={{ fontWeight: 700, mt: 1 }}>{label}</Typography>
          </Paper>
          {i < STEPS.length - 1 && <ArrowForwardIcon color="action" />}
        </Box>
      ))}
    </Box>
  );
}
