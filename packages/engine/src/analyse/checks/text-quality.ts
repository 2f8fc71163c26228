import { finding } from '../finding';
import { bodyParagraphs, type Check } from './check';
import { australianSpelling, loadSpeller } from './spelling';
import type { CvDocument } from '../../types';

/** Words glued together by a PDF-to-Word conversion are long runs of letters no dictionary knows. */
const GLUED_MIN_LETTERS = 16;
/** A few long unknown words are names or jargon; this many is corrupted text. */
const GLUED_MIN_COUNT = 3;
// The dictionary is English: a long word in another script ("кредитоспособность") is not glued English.
const LATIN = /^\p{Script=Latin}+$/u;
const LONG_WORD = new RegExp(`(?<![\\p{L}@./:_-])\\p{L}{${GLUED_MIN_LETTERS},}(?![\\p{L}@./:_-])`, 'gu');

/** Long runs of letters no dictionary knows, in the CV's own flow. */
export async function gluedWordsIn(doc: CvDocument): Promise<string[]> {
  const spell = await loadSpeller();
  const glued: string[] = [];
  for (const p of bodyParagraphs(doc))
    for (const [w] of p.text.matchAll(LONG_WORD))
      if (
        w !== w.toUpperCase() &&
        LATIN.test(w) &&
        !spell.correct(w) &&
        !spell.correct(w.toLowerCase()) &&
        !australianSpelling(w, spell)
      )
        glued.push(w);
  return glued;
}

export const gluedWords: Check = async (doc) => {
  const glued = await gluedWordsIn(doc);
  if (glued.length < GLUED_MIN_COUNT) return [];
  return [
    finding(
      'ats.glued-words',
      `Words run together in ${glued.length} places (e.g. “${glued[0]}”), which often happens when a PDF is converted to Word. Applicant tracking systems cannot read them: retype those lines or rebuild the CV in Word.`,
      glued,
    ),
  ];
};
