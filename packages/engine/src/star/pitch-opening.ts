/**
 * A pitch that asks why the person wants the job ("In 750 words or less, tell us why you are interested in this role
 * and how your skills … make you a great fit") wants that said first: the CV cannot say it, so the first draft opens
 * on a prompt for it. The instruction itself is handed back with what the reading left out.
 */
import type { GovResponseItem } from '@cvmate/contract';

/** An instruction that asks for the person's interest in the job, not only their fit. */
const ASKS_WHY =
  /\bwhy (?:you are|you're|you are genuinely) (?:interested|applying|keen)\b|\bwhy you (?:want|would like) (?:this|the|to (?:join|work))\b|\b(?:your|what is your) motivation\b|\bwhat (?:attracts|interests|draws) you\b/i;

export const OPENING_PROMPT = '[Open with a sentence or two on why you are interested in this role.]';

/** The drafts, the first opening on a prompt for the person's interest when an instruction asks for it. */
export function withPitchOpening(drafts: GovResponseItem[], instructions: string[]): GovResponseItem[] {
  const [first, ...rest] = drafts;
  if (!first || !instructions.some((line) => ASKS_WHY.test(line))) return drafts;
  const opened: GovResponseItem = {
    ...first,
    starResponse: { ...first.starResponse, situation: `${OPENING_PROMPT} ${first.starResponse.situation}`.trim() },
    fullResponse: `${OPENING_PROMPT} ${first.fullResponse}`,
  };
  return [opened, ...rest];
}
