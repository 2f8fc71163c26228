import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { format } from 'date-fns';
import { scoreColour } from '../../../lib/score-colour';
import { DATE_FORMAT, JOB_MATCH_WORDS as W, type JobMatchResult } from '@cvmate/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { IconList } from '../../../components/icon-list';
import { SectionCard } from '../../../components/section-card';
import { RequirementChecklist } from './requirement-checklist';

const relevanceLabel = (value: string) => W.relevance[value] ?? W.relevanceUnknown;
const relevanceColour = (value: string) =>
  value === 'good' ? 'success' : value === 'partial' ? 'warning' : value === 'low' ? 'error' : 'default';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <SectionCard title={title} level="h3">
    {children}
  </SectionCard>
);

interface Props {
  result: JobMatchResult;
  improving: boolean;
  onImprove: () => void;
  onAnotherJob: () => void;
  onBack: () => void;
}

/**
 * The match report: score, alignment, the requirements checklist, strengths with evidence, gaps, edits, keywords and
 * section relevance.
 */
export function MatchReport({ result, improving, onImprove, onAnotherJob, onBack }: Props) {
  const colour = scoreColour(result.matchScore);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h5" component="h2">
                {result.candidateName} · {result.jobTitle}
              </Typography>
              <Typography color="text.secondary">
                Generated {format(new Date(result.dateGenerated), DATE_FORMAT)}
              </Typography>
            </Box>
            <Typography
              variant="h3"
              component="p"
              sx={{ color: `${colour}.dark`, fontWeight: 700 }}
              data-testid="match-score"
            >
              {result.matchScore}%
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={result.matchScore}
            color={colour}
            sx={{ my: 2, height: 8, borderRadius: 4 }}
            aria-label="Match score"
          />
          <Typography>{result.summaryOfAlignment}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {(
              [
                ['Experience level', result.sectionRelevance.experienceLevel],
                ['Skills alignment', result.sectionRelevance.skillsAlignment],
                ['Industry focus', result.sectionRelevance.industryFocus],
              ] as const
            ).map(([label, value]) => (
              <Chip key={label} color={relevanceColour(value)} label={`${label}: ${relevanceLabel(value)}`} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      {(!result.strengthsIdentified.length || !result.gapsAndImprovements.length) && (
        <Alert severity="info">
          {!result.strengthsIdentified.length
            ? 'We found none of this ad’s requirements in your CV. Check that you pasted the whole ad, and that your CV describes your experience in words.'
            : 'We found no gaps against this ad.'}
        </Alert>
      )}
      <RequirementChecklist items={result.requirements} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Strengths identified">
          <IconList items={result.strengthsIdentified} icon={<CheckCircleIcon color="success" fontSize="small" />} />
        </Section>
        <Section title="Gaps and improvements">
          <IconList items={result.gapsAndImprovements} icon={<ReportProblemIcon color="warning" fontSize="small" />} />
        </Section>
      </Box>
      <Section title="Recommended edits">
        <Stack spacing={1}>
          {result.recommendedEdits.map((e) => (
            <Typography key={e.section + e.suggestion}>
              <strong>{e.section}:</strong> {e.suggestion}
            </Typography>
          ))}
        </Stack>
      </Section>
      <Section title="ATS keyword suggestions">
        {result.atsKeywordSuggestions.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {result.atsKeywordSuggestions.map((k) => (
              <Chip key={k} label={k} variant="outlined" />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">Your CV already uses the ad’s words for what it shows.</Typography>
        )}
        {result.missingKeywords.length > 0 && (
          <Typography sx={{ mt: 2 }}>
            <strong>In the ad but not in your CV:</strong> {result.missingKeywords.join(', ')}. Add them only if they
            are true for you.
          </Typography>
        )}
      </Section>
      {improving && <Alert severity="info">{W.optimising}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1}>
          <Button onClick={onBack}>Back to CV Review</Button>
          <Button onClick={onAnotherJob}>{W.analyseAnother}</Button>
        </Stack>
        <Button variant="contained" size="large" disabled={improving} onClick={onImprove}>
          {W.improve}
        </Button>
      </Stack>
    </Stack>
  );
}
