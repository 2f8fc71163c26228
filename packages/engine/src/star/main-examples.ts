/**
 * Each criterion's main example, chosen for the set as a whole: the assignment of distinct lines that answers as many
 * criteria as can be answered, and of those the one whose answers score best together (Munkres' algorithm). A
 * criterion no longer takes its best line when another criterion needs it more: the minutes of team meetings go to
 * written communication, not to teamwork, whose next best line is nearly as good.
 */
import { munkres } from 'munkres';

/** A criterion's answers: a line's index and how well it answers. */
export interface Answer {
  line: number;
  score: number;
}

/** Worth more than any difference in scores: an answered criterion comes before a better-scored set. */
const ANSWERED = 1_000;

/** For each criterion, the index of its main example's line, or null when it has no answer or none is left. */
export function mainExamples(answers: Answer[][], lines: number): Array<number | null> {
  if (!answers.length || !lines) return answers.map(() => null);
  // Cost of giving a line to a criterion: its negated worth, or nothing where the line does not answer it.
  // Scores are compared within a criterion, as shares of its best: a criterion of many words scores every line higher,
  // and would otherwise take a narrow criterion's only good line ("Negotiated supplier contracts" is what
  // "Negotiation skills" asks; "managing suppliers and negotiating contracts" has "Managed supplier relationships").
  const cost = answers.map((mine) => {
    const best = Math.max(...mine.map((a) => a.score), Number.EPSILON);
    const row = new Array<number>(lines).fill(0);
    for (const a of mine) row[a.line] = -(ANSWERED + a.score / best);
    return row;
  });
  const chosen: Array<number | null> = answers.map(() => null);
  for (const [criterion, line] of munkres(cost)) if (cost[criterion]![line]! < 0) chosen[criterion] = line;
  return chosen;
}
