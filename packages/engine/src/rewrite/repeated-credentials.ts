/**
 * A licence a CV lists in two or three places (beside the contact details, in a skills table, under Licences) ends up
 * under Licences and Certifications as many times: "MR (Medium Rigid), LF forklift" over "MR licence, LF forklift
 * licence". A line every word of which another line there already says goes, so each licence is read once, the line
 * that says more kept ("White Card – 2019" over "White Card"). Words, not the vocabulary's names: an MR and an HR
 * licence are both heavy vehicle licences, and both stay.
 */
import { isCredential } from './licences-own-section';
import type { StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

const REASON = 'Said already under Licences and Certifications: each licence listed once';

/** Words that name no licence of their own ("MR licence" says what "MR (Medium Rigid)" says). */
const FILLER = new Set(['licence', 'license', 'licences', 'licenses', 'current', 'class', 'a', 'the', 'and', 'of']);

/** A line's words, lower case, without punctuation or filler. */
const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !FILLER.has(w)),
  );

/** Whether every word of `a` is in `b`. */
const within = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));

export function repeatedCredentials(cv: StructuredCv): Step {
  const lines = cv.sections.flatMap((s) => (s.kind === 'certifications' ? s.items : []));
  const words = new Map(lines.map((item) => [item, wordsOf(item.text)]));
  // Said by another line: one that says more, or as much and comes first.
  const repeated = new Set(
    lines.filter((item, i) => {
      const mine = words.get(item)!;
      return (
        mine.size > 0 &&
        isCredential(item.text) &&
        lines.some(
          (other, j) => j !== i && within(mine, words.get(other)!) && (j < i || !within(words.get(other)!, mine)),
        )
      );
    }),
  );
  if (!repeated.size) return { cv, changes: [] };
  const changes: Change[] = [];
  const sections = cv.sections.map((s) => {
    if (s.kind !== 'certifications') return s;
    for (const item of s.items.filter((x) => repeated.has(x)))
      changes.push({ kind: 'clean', section: s.heading, before: item.text, after: '', reason: REASON });
    return { ...s, items: s.items.filter((x) => !repeated.has(x)) };
  });
  return { cv: { ...cv, sections }, changes };
}
