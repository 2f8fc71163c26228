import { finding } from '../finding';
import { COMMON_MISSPELLINGS, CV_WORDS } from '../../vocabulary/cv-words';
import { editDistance } from '../../nlp/edit-distance';
import type { Check } from './check';
import { australianSpelling, inCaseOf, loadSpeller, type Speller } from './spelling';

/** Shorter words are too often initials, abbreviations or names to call misspelt. */
const MIN_LETTERS = 5;
/** The work per CV is bounded whatever it holds. */
const MAX_UNKNOWN_WORDS = 400;
/** The message names this many misspelt words; the evidence shows the first with their corrections. */
const MAX_LISTED = 10;

const BY_FIRST_LETTER = new Map<string, string[]>();
for (const w of CV_WORDS) BY_FIRST_LETTER.set(w[0]!, [...(BY_FIRST_LETTER.get(w[0]!) ?? []), w]);
const LISTED = new Set(CV_WORDS);

/** The common CV word one slip (a letter added, dropped, changed or two swapped) from a lower-case word, or null. */
const nearestCvWord = (lower: string): string | null =>
  (BY_FIRST_LETTER.get(lower[0]!) ?? []).find((w) => editDistance(lower, w, 1) <= 1) ?? null;

/** The verbs an agent noun may come from: "certifier" → "certify", "uploader" → "upload", "baker" → "bake". */
const AGENT_BASES = (lower: string): string[] => {
  const noun = lower.replace(/s$/, '');
  if (noun.endsWith('ier')) return [`${noun.slice(0, -3)}y`];
  // A verb in "-ate" makes "-ator" ("communicator"): "communicater" is a slip.
  return noun.endsWith('er') && !noun.endsWith('ater') ? [noun.slice(0, -2), noun.slice(0, -1)] : [];
};

/** A misspelling and its correction, or null for a word that is right, a US spelling, or not one we can judge. */
export function misspelling(word: string, spell: Speller): string | null {
  const lower = word.toLowerCase();
  if (LISTED.has(lower) || spell.correct(word) || spell.correct(lower)) return null;
  if (australianSpelling(word, spell)) return null; // a US spelling: its own check says so
  // A plural of a word in "-y" spelt with "-ys" ("deliverys") is its "-ies" plural, not the singular one slip away.
  const plural = /[^aeiou]ys$/.test(lower) ? `${lower.slice(0, -2)}ies` : null;
  if (plural && spell.correct(plural)) return inCaseOf(word, plural);
  // So is one of a word in "-x", "-ch", "-sh" or "-ss" spelt with "-s" ("gearboxs"): its "-es" plural.
  const esPlural = /(?:x|ch|sh|ss)s$/.test(lower) ? `${lower.slice(0, -1)}es` : null;
  if (esPlural && spell.correct(esPlural)) return inCaseOf(word, esPlural);
  // One who does what a known verb says ("certifier" of "certify", "uploader" of "upload") is a word the dictionary
  // lacks, not a slip from a common one ("certified").
  if (AGENT_BASES(lower).some((base) => base.length >= 4 && spell.correct(base))) return null;
  // A last letter typed twice ("beautifull", "successfull"): the word without it, where the dictionary has that.
  const doubled = /(\p{Ll})\1$/u.test(lower) && spell.correct(lower.slice(0, -1)) ? lower.slice(0, -1) : null;
  const fix = COMMON_MISSPELLINGS.get(lower) ?? doubled ?? nearestCvWord(lower);
  return fix ? inCaseOf(word, fix) : null;
}

/** Pieces of a line that are addresses, not words: e-mail, web and file names. */
const isAddress = (chunk: string) => chunk.includes('@') || chunk.includes('://') || /^www\.|\.\w{2,4}$/i.test(chunk);

/** Unknown words judged so far, and how many more may be (the work per CV is bounded whatever it holds). */
export const newBudget = () => ({ left: MAX_UNKNOWN_WORDS, seen: new Map<string, string | null>() });

/**
 * The misspelt words of a line with their corrections, shared by the analysis, which quotes them, and the rewrite,
 * which puts them right: the same words either way. `budget` bounds the dictionary work per CV.
 */
export function misspeltIn(text: string, spell: Speller, budget = newBudget()) {
  const found: Array<{ word: string; fix: string }> = [];
  for (const chunk of text.split(/\s+/)) {
    // A name with a digit in it ("ServiceM8", "HLTAID011") is a product or a code, not a word to spell.
    if (isAddress(chunk) || /\p{L}\d|\d\p{L}/u.test(chunk)) continue;
    for (const [word] of chunk.matchAll(/\p{L}+/gu)) {
      // A short word only when the curated list has it ("yong", "ect").
      const listed = COMMON_MISSPELLINGS.has(word.toLowerCase());
      if ((word.length < MIN_LETTERS && !listed) || spell.correct(word)) continue;
      if (!budget.seen.has(word) && budget.left-- > 0) budget.seen.set(word, misspelling(word, spell));
      const fix = budget.seen.get(word);
      if (fix) found.push({ word, fix });
    }
  }
  return found;
}

export const misspeltWords: Check = async (doc) => {
  const spell = await loadSpeller();
  const found = new Map<string, string>();
  const budget = newBudget();
  // Headings too: "EXPIRIENCE" at the top of a section is the first thing a recruiter reads.
  for (const p of doc.paragraphs) {
    if (p.source === 'header' || p.source === 'footer') continue;
    for (const { word, fix } of misspeltIn(p.text, spell, budget)) if (!found.has(word)) found.set(word, fix);
  }
  if (!found.size) return [];
  return [
    finding(
      'language.misspelt',
      `Check the spelling of ${[...found.keys()]
        .slice(0, MAX_LISTED)
        .map((w) => `“${w}”`)
        .join(
          ', ',
        )}${found.size > MAX_LISTED ? ` and ${found.size - MAX_LISTED} more` : ''}: a misspelt word is one of the first things a recruiter notices.`,
      [...found].map(([word, fix]) => `${word} → ${fix}`),
    ),
  ];
};
