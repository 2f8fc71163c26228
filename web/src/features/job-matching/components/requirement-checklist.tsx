import { Box, Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { JOB_MATCH_WORDS as W, type MatchRequirement } from '@cvmate/contract';
import { SectionCard } from '../../../components/section-card';

const STATUS_ICON = {
  met: <CheckCircleIcon color="success" fontSize="small" />,
  partial: <RemoveCircleOutlineIcon color="warning" fontSize="small" />,
  missing: <HighlightOffIcon color="error" fontSize="small" />,
} as const;

/** One requirement: its name and kind, whether the CV shows it, and the CV line that does (or what to add). */
function Row({ item }: { item: MatchRequirement }) {
  return (
    <Box
      component="li"
      data-testid="requirement-row"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 3fr)' },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {W.requirementKind[item.kind]} · {item.essential ? W.essential : W.desirable}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {STATUS_ICON[item.status]}
        <Typography variant="body2">{W.requirementStatus[item.status]}</Typography>
      </Stack>
      <Typography
        variant="body2"
        sx={{ overflowWrap: 'anywhere' }}
        color={item.evidence ? 'text.primary' : 'text.secondary'}
      >
        {item.evidence ? `“${item.evidence}”` : W.addIfTrue}
      </Typography>
    </Box>
  );
}

/** The match checklist (Jobscan-style): every requirement read in the ad, essentials first, each with its evidence. */
export function RequirementChecklist({ items }: { items: MatchRequirement[] }) {
  const shown = items.filter((i) => i.status === 'met').length;
  return (
    <SectionCard title={W.checklistTitle} level="h3">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {items.length ? W.checklistIntro : W.checklistEmpty}
      </Typography>
      {items.length > 0 && (
        <>
          <Chip size="small" label={`${shown} of ${items.length} shown`} sx={{ mb: 1 }} />
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={W.checklistTitle}>
            {items.map((item) => (
              <Row key={`${item.kind}:${item.name}`} item={item} />
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
