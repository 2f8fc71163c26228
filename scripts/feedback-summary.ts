/**
 * The feedback report's arithmetic (`npm run feedback-report`): pure, so it is tested without Firestore. Groups
 * what users said about their analyses by finding code and by score band, so the rubric can be calibrated from real
 * ratings and hiring outcomes.
 */
export interface AnalysisRow {
  score: number;
  findingCodes: string[];
  outcome: string | null;
}
export interface AccuracyRow {
  score: number;
  findingCodes: string[];
  overall: number;
  scoreAccuracy: number;
  /** Codes the person ticked as wrong for their CV. */
  wrong: string[];
}
export interface UsefulnessRow {
  score: number;
  rating: number;
}
export interface Group {
  key: string;
  analyses: number;
  answers: number;
  avgOverall: number | null;
  avgScoreAccuracy: number | null;
  avgUsefulness: number | null;
  outcomes: number;
  /** Share of reported outcomes that were an interview or a hire. */
  interviewOrHire: number | null;
  /** Share of accuracy answers on analyses with this finding that called it wrong (finding groups only). */
  calledWrong: number | null;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const POSITIVE = new Set(['interviewed', 'hired']);

/** Score bands of docs/product.md §9. */
export const bandOf = (score: number) =>
  score >= 80 ? 'Excellent (80+)' : score >= 60 ? 'Good (60-79)' : 'Needs Improvement (<60)';

function group(
  key: string,
  analyses: AnalysisRow[],
  answers: AccuracyRow[],
  useful: UsefulnessRow[],
  wrongCode?: string,
): Group {
  const outcomes = analyses.filter((a) => a.outcome);
  return {
    key,
    analyses: analyses.length,
    answers: answers.length,
    avgOverall: mean(answers.map((a) => a.overall)),
    avgScoreAccuracy: mean(answers.map((a) => a.scoreAccuracy)),
    avgUsefulness: mean(useful.map((u) => u.rating)),
    outcomes: outcomes.length,
    interviewOrHire: outcomes.length ? outcomes.filter((a) => POSITIVE.has(a.outcome!)).length / outcomes.length : null,
    calledWrong:
      wrongCode && answers.length ? answers.filter((a) => a.wrong.includes(wrongCode)).length / answers.length : null,
  };
}

export function summarise(analyses: AnalysisRow[], answers: AccuracyRow[], useful: UsefulnessRow[]) {
  const codes = [...new Set([...analyses, ...answers].flatMap((r) => r.findingCodes))].sort();
  const byCode = codes.map((code) =>
    group(
      code,
      analyses.filter((a) => a.findingCodes.includes(code)),
      answers.filter((a) => a.findingCodes.includes(code)),
      [],
      code,
    ),
  );
  const bands = ['Excellent (80+)', 'Good (60-79)', 'Needs Improvement (<60)'];
  const byBand = bands.map((band) =>
    group(
      band,
      analyses.filter((a) => bandOf(a.score) === band),
      answers.filter((a) => bandOf(a.score) === band),
      useful.filter((u) => bandOf(u.score) === band),
    ),
  );
  const mostWrong = byCode
    .filter((g) => g.calledWrong)
    .sort((a, b) => b.calledWrong! * b.answers - a.calledWrong! * a.answers || a.key.localeCompare(b.key))
    .slice(0, 10);
  return { byCode, byBand, mostWrong };
}
