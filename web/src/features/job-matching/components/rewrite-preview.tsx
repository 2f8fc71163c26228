import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Paper,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { JOB_MATCH_WORDS as W, MAX_VERB_REPLACEMENTS_SHOWN, type ImprovementSummaryObject } from '@cvmate/contract';
import type { ImproveResult, RewriteChange } from '../api/improve-cv';
import { keyImprovements } from '../key-improvements';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';

/** What every rewrite does (docs/product.md §2 "Rewrite preview"). */

const KIND_LABEL: Record<RewriteChange['kind'], string> = {
  summary: 'Tailored summary',
  spelling: 'Spelling',
  verb: 'Stronger verb',
  wording: 'Wording',
  keyword: 'Job keyword',
  personal: 'Removed personal detail',
  clean: 'Tidied',
  bullets: 'Made bullets',
  emphasis: 'Moved up',
  heading: 'Heading',
  reorder: 'Reordered sections',
};

function Summary({ summary }: { summary: ImproveResult['improvementSummary'] }) {
  if (summary === undefined || summary === null) return <Typography>{W.summaryPending}</Typography>;
  if (typeof summary === 'string') return <Typography>{summary}</Typography>;
  if (typeof summary !== 'object' || !('overallSummary' in summary)) return <Typography>{W.summaryUnknown}</Typography>;
  const s = summary as ImprovementSummaryObject;
  return (
    <Stack spacing={1}>
      <Typography>{s.overallSummary}</Typography>
      {s.actionVerbImprovements.verbsReplaced.length > 0 && (
        <Typography>
          <strong>Verbs strengthened:</strong>{' '}
          {s.actionVerbImprovements.verbsReplaced
            .slice(0, MAX_VERB_REPLACEMENTS_SHOWN)
            .map((v) => `“${v.from}” → “${v.to}”`)
            .join(', ')}
        </Typography>
      )}
      {s.structuralChanges.australianStandardsApplied.length > 0 && (
        <Typography>
          <strong>Australian standards:</strong> {s.structuralChanges.australianStandardsApplied.join('; ')}
        </Typography>
      )}
      {s.atsOptimizations.headingsStandardized.length > 0 && (
        <Typography>
          <strong>Headings standardised:</strong> {s.atsOptimizations.headingsStandardized.join(', ')}
        </Typography>
      )}
    </Stack>
  );
}

/** The improved text with each changed line marked, and the reason for it on hover, focus or below. */
function MarkedText({ text, changes }: { text: string; changes: RewriteChange[] }) {
  const marks = changes.filter((c) => c.after && !c.undone && c.kind !== 'reorder' && c.kind !== 'heading');
  return (
    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }} data-testid="optimised-text">
      {text.split('\n').map((line, i) => {
        const change = marks.find((c) => line.includes(c.after));
        return change ? (
          <Tooltip
            key={i}
            title={`${KIND_LABEL[change.kind]}: ${change.reason}${change.before ? ` (was “${change.before}”)` : ''}`}
          >
            <Box
              component="mark"
              tabIndex={0}
              sx={{ display: 'block', bgcolor: 'rgba(15,157,88,0.12)', color: 'inherit' }}
            >
              {line}
            </Box>
          </Tooltip>
        ) : (
          <Box key={i} component="span" sx={{ display: 'block', minHeight: '1.2em' }}>
            {line}
          </Box>
        );
      })}
    </Box>
  );
}

/** Every change with its reason, and a button to undo it (or bring it back). */
function ChangeList({
  changes,
  busy,
  onToggle,
}: {
  changes: RewriteChange[];
  busy: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <Stack spacing={1} data-testid="change-list">
      {changes.map((c, id) => (
        // On a phone the kind and the button share a row and the change gets the full width below them; wider, one
        // row. The button never shrinks ("Undo" whole at 390 px).
        <Box
          key={id}
          data-testid="change-row"
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr auto', sm: 'auto 1fr auto' },
            gridTemplateAreas: { xs: '"kind action" "text text"', sm: '"kind text action"' },
            opacity: c.undone ? 0.6 : 1,
          }}
        >
          <Chip size="small" label={KIND_LABEL[c.kind]} sx={{ gridArea: 'kind', justifySelf: 'start' }} />
          <Typography
            variant="body2"
            sx={{
              gridArea: 'text',
              minWidth: 0,
              overflowWrap: 'anywhere',
              textDecoration: c.undone ? 'line-through' : 'none',
            }}
          >
            {c.before && c.after
              ? `“${c.before}” → “${c.after}”`
              : c.after
                ? `Added “${c.after}”`
                : `Removed “${c.before}”`}
            {' · '}
            {c.reason}
          </Typography>
          <Button
            size="small"
            disabled={busy}
            onClick={() => onToggle(id)}
            sx={{ gridArea: 'action', flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {c.undone ? 'Restore' : 'Undo'}
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * What the ad asks for and the CV does not show: never added by us, each offered with where it would go. "Add to my
 * CV" puts its line in (the person says it is true); "Remove" takes it out again.
 */
function Suggestions({
  suggestions,
  accepted,
  onToggle,
  updating,
}: {
  suggestions: NonNullable<ImproveResult['addIfTrue']>;
  accepted: number[];
  onToggle: (id: number) => void;
  updating: boolean;
}) {
  return (
    <Alert severity="info">
      <Typography variant="body2" sx={{ mb: 1 }}>
        The ad also asks for these. We did not add them: add one only if it is true for you.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', pl: 0, m: 0 }} data-testid="suggestions">
        {suggestions.map((s, id) => {
          const on = accepted.includes(id);
          return (
            <Stack component="li" key={s.line} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {s.advice}
              </Typography>
              <Button
                size="small"
                variant={on ? 'outlined' : 'contained'}
                disabled={updating}
                onClick={() => onToggle(id)}
                aria-label={on ? `Remove ${s.line} from my CV` : `Add ${s.line} to my CV`}
              >
                {on ? 'Remove' : 'Add to my CV'}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}

interface Props {
  rewrite: ImproveResult;
  /** Undo or restore one change; the CV and the downloads follow. */
  onToggleChange: (id: number) => void;
  /** Ids of the suggestions the person accepted as true for them. */
  accepted: number[];
  /** Accept a suggestion (its line goes into the CV) or take it back. */
  onToggleSuggestion: (id: number) => void;
  updating: boolean;
  isPremium: boolean | undefined;
  downloading: boolean;
  onDownload: (format: 'pdf' | 'word') => void;
  onUpgrade: () => void;
  onBack: () => void;
  onStartNew: () => void;
}

export function RewritePreview({
  rewrite,
  onToggleChange,
  accepted,
  onToggleSuggestion,
  updating,
  isPremium,
  downloading,
  onDownload,
  onUpgrade,
  onBack,
  onStartNew,
}: Props) {
  const [tab, setTab] = useState<'optimised' | 'original'>('optimised');
  const changes = rewrite.changes ?? [];
  const summary = rewrite.improvementSummary;
  const added = typeof summary === 'object' && summary ? summary.keywordChanges.keywordsAdded : [];
  const made = keyImprovements(changes);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {W.rewriteDone}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3">
            Key improvements
          </Typography>
          {!made.some((k) => k.done) && (
            <Typography>Your CV already reads well for this ad: we found nothing worth changing.</Typography>
          )}
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', pl: 0, my: 1 }} data-testid="key-improvements">
            {made.map((k) => (
              <Stack component="li" key={k.text} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {k.done ? (
                  <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                ) : (
                  <HorizontalRuleIcon color="disabled" fontSize="small" aria-hidden />
                )}
                <Typography variant="body2">
                  {k.text}: <strong>{k.done ? 'done' : 'not needed for your CV'}</strong>
                </Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      {added.length > 0 && (
        <Alert severity="success">
          Keywords added from the job ad, because your CV already shows them: {added.join(', ')}.
        </Alert>
      )}
      {rewrite.addIfTrue && rewrite.addIfTrue.length > 0 && (
        <Suggestions
          suggestions={rewrite.addIfTrue}
          accepted={accepted}
          onToggle={onToggleSuggestion}
          updating={updating}
        />
      )}
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_e, v) => setTab(v)} aria-label="CV version">
          <Tab value="optimised" label={W.optimisedTab} />
          <Tab value="original" label={W.originalTab} />
        </Tabs>
        <Box sx={{ p: 2 }}>
          {tab === 'optimised' ? (
            <MarkedText text={rewrite.improvedCv} changes={changes} />
          ) : (
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {rewrite.originalCv}
            </Box>
          )}
        </Box>
      </Paper>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Improvement summary
          </Typography>
          <Summary summary={summary} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Every change, and why
          </Typography>
          {changes.length ? (
            <ChangeList changes={changes} busy={updating} onToggle={onToggleChange} />
          ) : (
            <Typography color="text.secondary">Your CV already follows these standards: we changed nothing.</Typography>
          )}
        </CardContent>
      </Card>
      {isPremium === false ? (
        <Alert severity="warning" action={<Button onClick={onUpgrade}>Upgrade to Premium</Button>}>
          Downloads of your improved CV as PDF or Word come with Premium.
        </Alert>
      ) : (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={downloading} onClick={() => onDownload('pdf')}>
            {W.downloadPdf}
          </Button>
          <Button variant="outlined" disabled={downloading} onClick={() => onDownload('word')}>
            {W.downloadWord}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{W.backToAnalysis}</Button>
        <Button onClick={onStartNew}>{W.startNew}</Button>
      </Stack>
    </Stack>
  );
}
