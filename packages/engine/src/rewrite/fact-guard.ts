/**
 * The fact guard: a rewrite may reword, reorder and remove, but every number and every name it contains must be in
 * the original CV, or be a job keyword the CV was shown to support. It returns what it could not trace.
 */
import { tokens } from '../match/words';
import { dateRanges, isMonth } from '../analyse/checks/dates';

/** Numbers as written ("12", "$1.2", "40%", "2021"), without their punctuation. */
const numbersOf = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);

/** The years a text's dates stand for however written ("Feb '22 – now" is 2022, "2019-21" ends in 2021), read by the
 * analysis's own date reader, line by line: "Since 2022, I have worked as …" says nothing the CV does not (a CV writing
 * "'22" had every STAR draft thrown out for an untraced "2022"). */
const yearsOf = (text: string) =>
  text
    .split('\n')
    .flatMap((line) => dateRanges(line))
    .flatMap((r) => [r.start, r.end])
    .flatMap((point) => (point ? [String(Math.floor(point.month / 12))] : []));

/** Capitalised words that are not the first of a sentence or line: names of employers, places, qualifications. */
function namesOf(text: string): Set<string> {
  const out = new Set<string>();
  // Upper-case lines are the rendered section headings, which are ours. A name keeps its digits and inner dots
  // ("Chris21", "Node.js"), as the CV's words do.
  for (const line of text.split('\n').filter((l) => l !== l.toUpperCase()))
    for (const m of line.matchAll(/(?<=[^\s.!?•:]\s+)[A-Z](?:[A-Za-z0-9’'&-]|\.(?=[A-Za-z0-9]))+/g))
      // A month is part of a date, whose year the numbers check ("03/2017" written "Mar 2017" names nothing new).
      if (!isMonth(m[0])) out.add(m[0].toLowerCase());
  return out;
}

export interface GuardResult {
  ok: boolean;
  /** Numbers and names in the rewrite that the original does not contain. */
  untraced: string[];
}

/** The original's numbers and years, read once for the many checks of one rewrite or set of drafts (each step is
 * checked against the same CV). */
let read: { text: string; numbers: Set<string> } | null = null;
const sourceNumbersOf = (original: string) => {
  if (read?.text !== original)
    read = { text: original, numbers: new Set([...numbersOf(original), ...yearsOf(original)]) };
  return read.numbers;
};

export function factGuard(
  original: string,
  rewritten: string,
  allowed: string[] = [],
  /** Lines a step wrote from the CV's own digits, whose numbers are the CV's grouped anew. */
  regrouped: string[] = [],
): GuardResult {
  const sourceWords = new Set([...tokens(original), ...allowed.flatMap((a) => tokens(a))]);
  const sourceNumbers = sourceNumbersOf(original);
  // A number a step says it wrote from the CV's own digits (a phone number spaced anew, "0491570158" → "0491 570 158").
  const allowedNumbers = new Set(regrouped.flatMap((a) => [...numbersOf(a)]));
  const untraced = [
    ...[...numbersOf(rewritten)].filter((n) => !sourceNumbers.has(n) && !allowedNumbers.has(n)),
    ...[...namesOf(rewritten)].filter((n) => tokens(n).some((t) => !sourceWords.has(t))),
  ];
  return { ok: untraced.length === 0, untraced };
}
