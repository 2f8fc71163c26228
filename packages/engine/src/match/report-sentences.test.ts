import { describe, expect, it } from 'vitest';
import { gapSentence, strengthSentence } from './report-sentences';
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

describe('a gap in a licence or check', () => {
  const lacking = (essential: boolean): Judgement => ({
    requirement: {
      kind: 'credential',
      name: 'RCG',
      wording: 'Responsible Conduct of Gambling',
      essential,
      from: 'candidate',
      concepts: [],
      knockOut: false,
    },
    met: 0,
    evidence: null,
  });

  it('says an essential one is essential and screened on first, a desirable one as desirable', () => {
    expect(gapSentence(lacking(true))).toMatch(
      /^The ad asks for RCG \(“Responsible Conduct of Gambling”\) as essential and your CV does not mention it: an employer screens on it first\./,
    );
    expect(gapSentence(lacking(false))).toMatch(/^The ad asks for RCG \(desirable\)/);
  });
});
