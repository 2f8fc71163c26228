import { describe, expect, it } from 'vitest';
import { bandOf, summarise, type AccuracyRow, type AnalysisRow } from './feedback-summary';

const analysis = (score: number, codes: string[], outcome: string | null = null): AnalysisRow => ({
  score,
  findingCodes: codes,
  outcome,
});
const answer = (score: number, codes: string[], overall: number, wrong: string[] = []): AccuracyRow => ({
  score,
  findingCodes: codes,
  overall,
  scoreAccuracy: overall,
  wrong,
});

describe('the feedback summary', () => {
  it('averages ratings and counts interviews per finding code', () => {
    const { byCode } = summarise(
      [analysis(50, ['a', 'b'], 'interviewed'), analysis(70, ['a'], 'rejected'), analysis(90, [])],
      [answer(50, ['a', 'b'], 2, ['a']), answer(70, ['a'], 4)],
      [],
    );
    const a = byCode.find((g) => g.key === 'a')!;
    expect(a).toMatchObject({
      analyses: 2,
      answers: 2,
      avgOverall: 3,
      outcomes: 2,
      interviewOrHire: 0.5,
      calledWrong: 0.5,
    });
    expect(byCode.find((g) => g.key === 'b')).toMatchObject({ analyses: 1, calledWrong: 0, interviewOrHire: 1 });
  });

  it('groups by score band at 60 and 80, with no averages where nobody answered', () => {
    expect([bandOf(59), bandOf(60), bandOf(79), bandOf(80)]).toEqual([
      'Needs Improvement (<60)',
      'Good (60-79)',
      'Good (60-79)',
      'Excellent (80+)',
    ]);
    const { byBand } = summarise([analysis(85, [])], [], [{ score: 85, rating: 4 }]);
    expect(byBand[0]).toMatchObject({
      analyses: 1,
      answers: 0,
      avgOverall: null,
      avgUsefulness: 4,
      interviewOrHire: null,
    });
  });

  it('ranks the checks most often called wrong first, leaving out those nobody disputed', () => {
    const { mostWrong } = summarise(
      [],
      [answer(50, ['x', 'y', 'z'], 3, ['y']), answer(50, ['x', 'y'], 3, ['x', 'y']), answer(50, ['x'], 3)],
      [],
    );
    expect(mostWrong.map((g) => g.key)).toEqual(['y', 'x']);
  });
});
