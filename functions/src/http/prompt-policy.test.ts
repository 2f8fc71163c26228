import { describe, expect, it } from 'vitest';
import { decidePrompt, type PromptFacts } from './prompt-policy';

const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
const facts = (over: Partial<PromptFacts> = {}): PromptFacts => ({
  now,
  submittedAt: daysAgo(0),
  hasOutcome: false,
  hasFeedback: false,
  isFirst: false,
  lastFeedbackAt: null,
  ...over,
});

describe('the feedback prompt policy', () => {
  it('asks soon after a first analysis and later after the ones that follow', () => {
    expect(decidePrompt(facts({ isFirst: true }))).toEqual({
      shouldPrompt: true,
      timing: 'immediate',
      reason: 'first_analysis',
    });
    expect(decidePrompt(facts())).toEqual({ shouldPrompt: true, timing: 'delayed', reason: 'later_analysis' });
  });

  it('does not ask again once the analysis has feedback', () => {
    expect(decidePrompt(facts({ hasFeedback: true }))).toMatchObject({ shouldPrompt: false, reason: 'feedback_given' });
  });

  it('lets a person rest for 7 days after answering, then asks again', () => {
    expect(decidePrompt(facts({ lastFeedbackAt: daysAgo(6.9) }))).toMatchObject({
      shouldPrompt: false,
      reason: 'recent_feedback',
    });
    expect(decidePrompt(facts({ lastFeedbackAt: daysAgo(7) })).shouldPrompt).toBe(true);
  });

  it('asks how the application went when an analysis is 14 days old with no outcome, and not once there is one', () => {
    expect(decidePrompt(facts({ submittedAt: daysAgo(13.9) })).timing).toBe('delayed');
    expect(decidePrompt(facts({ submittedAt: daysAgo(14), hasFeedback: true }))).toEqual({
      shouldPrompt: true,
      timing: 'follow_up',
      reason: 'awaiting_outcome',
    });
    expect(decidePrompt(facts({ submittedAt: daysAgo(30), hasOutcome: true }))).toMatchObject({
      shouldPrompt: false,
      timing: 'follow_up',
    });
  });
});
