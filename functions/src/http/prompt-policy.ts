import { FEEDBACK_PROMPT_REST_DAYS, FOLLOW_UP_AFTER_DAYS, type FeedbackPrompt } from '@cvmate/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PromptFacts {
  now: Date;
  /** When the analysis ran. */
  submittedAt: Date;
  hasOutcome: boolean;
  /** Accuracy feedback already given for this analysis. */
  hasFeedback: boolean;
  /** This is the user's only analysis so far. */
  isFirst: boolean;
  /** When the user last gave accuracy feedback on any analysis. */
  lastFeedbackAt: Date | null;
}

type Decision = Omit<FeedbackPrompt, 'success'>;

/** Analyses submitted before this moment are due a hiring-outcome follow-up. */
export const followUpDueBefore = (now: Date) => new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * DAY_MS);

/**
 * Whether to ask for accuracy feedback on an analysis, and when (docs/architecture.md "Feedback prompt policy").
 * First analysis: ask soon (immediate). Later ones: ask after the person has read a while (delayed). An analysis
 * 14+ days old with no hiring outcome: ask how the application went (follow_up). Never while the person rests from a
 * recent answer, and (enforced by the caller's one claim per analysis) never twice for the same analysis.
 */
export function decidePrompt(f: PromptFacts): Decision {
  const ageDays = (f.now.getTime() - f.submittedAt.getTime()) / DAY_MS;
  if (ageDays >= FOLLOW_UP_AFTER_DAYS) {
    if (f.hasOutcome) return { shouldPrompt: false, timing: 'follow_up', reason: 'outcome_recorded' };
    return { shouldPrompt: true, timing: 'follow_up', reason: 'awaiting_outcome' };
  }
  const timing = f.isFirst ? 'immediate' : 'delayed';
  if (f.hasFeedback) return { shouldPrompt: false, timing, reason: 'feedback_given' };
  const restDays = f.lastFeedbackAt ? (f.now.getTime() - f.lastFeedbackAt.getTime()) / DAY_MS : Infinity;
  if (restDays < FEEDBACK_PROMPT_REST_DAYS) return { shouldPrompt: false, timing, reason: 'recent_feedback' };
  return { shouldPrompt: true, timing, reason: f.isFirst ? 'first_analysis' : 'later_analysis' };
}
