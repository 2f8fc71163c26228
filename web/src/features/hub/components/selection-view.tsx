import { Box, Button, Typography } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import WorkIcon from '@mui/icons-material/Work';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { HubView } from '../hooks/use-hub-view';
import { ToolCard } from './tool-card';
import { loginHref } from '../../../lib/login-href';

interface Props {
  signedIn: boolean;
  /** Undefined while the subscription status loads: gated content is shown meanwhile. */
  isPremium: boolean | undefined;
  onOpen: (view: HubView) => void;
  onUpgrade: () => void;
}

/** The hub's three tools. Job Matching reflects sign-in and premium; the server enforces both. */
export function SelectionView({ signedIn, isPremium, onOpen, onUpgrade }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <ToolCard
        icon={<AssessmentIcon color="primary" sx={{ fontSize: 40 }} />}
        title="CV Analysis"
        body="Upload a Word CV for a score out of 100 against Australian hiring standards, with explained feedback. Free."
      >
        <Button variant="contained" onClick={() => onOpen('cv-analysis')}>
          Analyze My CV
        </Button>
      </ToolCard>
      <ToolCard
        icon={<WorkIcon color="primary" sx={{ fontSize: 40 }} />}
        title="Job Matching"
        body="Compare a stored CV with a job ad: match score, strengths, gaps and ATS keywords, then a tailored rewrite."
      >
        {!signedIn ? (
          <Button variant="contained" href={loginHref('/?view=job-matching')}>
            Sign In for Job Matching
          </Button>
        ) : isPremium === false ? (
          <>
            <Button variant="contained" disabled>
              Match with Job (Premium Required)
            </Button>
            <Typography variant="body2" color="text.secondary">
              Job matching is part of Premium.{' '}
              <Button size="small" onClick={onUpgrade}>
                Upgrade to Premium
              </Button>
            </Typography>
          </>
        ) : (
          <Button variant="contained" onClick={() => onOpen('job-matching')}>
            Match with Job
          </Button>
        )}
      </ToolCard>
      <ToolCard
        icon={<AccountBalanceIcon color="primary" sx={{ fontSize: 40 }} />}
        title="Government Applications"
        body="Draft STAR responses to Australian Government selection criteria from the evidence in your CV."
      >
        <Button variant="contained" onClick={() => onOpen('government-application')}>
          Analyze Application
        </Button>
      </ToolCard>
    </Box>
  );
}
