/**
 * The slips a recruiter notices first, put right: the curated list of common CV misspellings ("recieve",
 * "managment", "responsibilties") and the words the analysis quotes as misspelt (a lower-case word one slip from a
 * common CV word: "superanuation"), never a guess from the whole dictionary, so a name or a product is never respelt;
 * and the apostrophe of "7 years' experience". Each is a change of its own, undoable like the Australian spelling.
 */
import { COMMON_MISSPELLINGS, MISSPELT_IN_CONTEXT } from '../vocabulary/cv-words';
import { inCaseOf, type Speller } from '../analyse/checks/spelling';
import { misspeltIn, newBudget } from '../analyse/checks/misspelt';
import { mapItems, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** "7 years experience" wants its apostrophe: "7 years' experience". */
const YEARS_EXPERIENCE = /\b(\d+\+?|two|three|four|five|six|seven|eight|nine|ten|many|several) years experience\b/gi;

/** "the companys trucks" owns them: "the company's trucks", not "the companies trucks", which the dictionary's nearest
 * word gives for a "-ys" after "the", "my", "our" … */
const possessive = (word: string, before: string, fix: string | undefined) =>
  fix &&
  /ys$/.test(word) &&
  fix === `${word.slice(0, -2)}ies` &&
  /\b(?:the|my|our|his|her|their|this)\s+$/i.test(before)
    ? `${word.slice(0, -1)}'s`
    : fix;

/** A text's slipped words put right: the curated list's, and those the analysis quotes as misspelt. `fixed` hears of
 * each. Shared by the rewrite and the STAR drafts, which quote the CV's lines. */
export function fixSlips(
  text: string,
  spell: Speller,
  budget: ReturnType<typeof newBudget>,
  fixed: (before: string, after: string) => void = () => undefined,
): string {
  const quoted = new Map(misspeltIn(text, spell, budget).map(({ word, fix }) => [word, fix]));
  return text.replace(/\p{L}+/gu, (word: string, at: number) => {
    const listed = COMMON_MISSPELLINGS.get(word.toLowerCase());
    const fix = listed
      ? inCaseOf(word, listed)
      : possessive(word, text.slice(Math.max(0, at - 8), at), quoted.get(word));
    if (!fix) return word;
    fixed(word, fix);
    return fix;
  });
}

/** A real word spelt for another, where the words around it say which was meant ("order stationary", "using there
 * CRM system"). `fixed` hears of each. */
export function fixInContext(text: string, fixed: (before: string, after: string) => void = () => undefined): string {
  return MISSPELT_IN_CONTEXT.reduce(
    (t, [re, to]) =>
      t.replace(re, (before: string, ...groups: unknown[]) => {
        const after = to.replace(/\$(\d)/g, (_m, n: string) => {
          const group = groups[Number(n) - 1];
          return typeof group === 'string' ? group : '';
        });
        fixed(before, after);
        return after;
      }),
    text,
  );
}

export function fixCommonMisspellings(cv: StructuredCv, spell: Speller): Step {
  const changes: Change[] = [];
  const budget = newBudget();
  const next = mapItems(cv, (text, block) => {
    const change = (before: string, after: string, reason: string) => {
      changes.push({ kind: 'spelling', section: block.heading, before, after, reason });
      return after;
    };
    const spelt = (before: string, after: string) => change(before, after, 'Spelling');
    const inContext = fixInContext(fixSlips(text, spell, budget, spelt), spelt);
    return inContext.replace(YEARS_EXPERIENCE, (before, count: string) =>
      change(before, `${count} years' experience`, 'Apostrophe'),
    );
  });
  return { cv: next, changes };
}
