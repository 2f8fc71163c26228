import { describe, expect, it } from 'vitest';
import { strengthSentence } from './report-sentences';
import type { Judgement } from './judge';

const shown = (evidence: string): Judgement => ({
  requirement: {
    kind: 'skill',
    name: 'Child protection',
    wording: 'Child Protection',
    essential: true,
    from: 'candidate',
    concepts: ['child', 'protect'],
    knockOut: false,
  },
  met: 1,
  evidence,
});

describe('a strength quoted from a long line', () => {
  it('quotes from a word’s start, never from inside one', () => {
    const line =
      'Completed family risk and needs assessments and case plans; contacted the Strong Families, Safe Kids Advice and Referral Line when I had child safety concerns, and followed up referrals.';
    const said = strengthSentence(shown(line));
    const quote = /“…?([^”]*)”/.exec(said)![1]!;
    expect(line).toContain(quote.replace(/…$/, ''));
    const at = line.indexOf(quote.replace(/…$/, ''));
    expect(at === 0 || line[at - 1] === ' ').toBe(true);
  });
});
