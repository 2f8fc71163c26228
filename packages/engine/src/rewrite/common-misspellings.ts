/**
 * The slips a recruiter notices first, put right: only the curated list of common CV misspellings ("recieve",
 * "managment", "responsibilties"), never a guess from the dictionary, so a name or a product is never respelt, and
 * the apostrophe of "7 years' experience". Each is a change of its own, undoable like the Australian spelling.
 */
import { COMMON_MISSPELLINGS, MISSPELT_IN_CONTEXT } from '../vocabulary/cv-words';
import { inCaseOf } from '../analyse/checks/spelling';
import { mapItems, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** "7 years experience" wants its apostrophe: "7 years' experience". */
const YEARS_EXPERIENCE = /\b(\d+\+?|two|three|four|five|six|seven|eight|nine|ten|many|several) years experience\b/gi;

export function fixCommonMisspellings(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const next = mapItems(cv, (text, block) =>
    text
      .replace(/\p{L}+/gu, (word) => {
        const fix = COMMON_MISSPELLINGS.get(word.toLowerCase());
        if (!fix) return word;
        const after = inCaseOf(word, fix);
        changes.push({ kind: 'spelling', section: block.heading, before: word, after, reason: 'Spelling' });
        return after;
      })
      .replace(/[^]*/, (line) =>
        MISSPELT_IN_CONTEXT.reduce(
          (t, [re, to]) =>
            t.replace(re, (before: string, ...groups: unknown[]) => {
              const after = to.replace(/\$1/, String(groups[0] ?? ''));
              changes.push({ kind: 'spelling', section: block.heading, before, after, reason: 'Spelling' });
              return after;
            }),
          line,
        ),
      )
      .replace(YEARS_EXPERIENCE, (before, count: string) => {
        const after = `${count} years' experience`;
        changes.push({ kind: 'spelling', section: block.heading, before, after, reason: 'Apostrophe' });
        return after;
      }),
  );
  return { cv: next, changes };
}
