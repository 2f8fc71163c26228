import type { Finding } from '@cvmate/contract';
import { finding } from '../finding';
import { bodyParagraphs, type Check } from './check';
import { loadSpeller, type Speller } from './spelling';
import { gluedWordsIn } from './text-quality';
import { datesReadApart } from './reading-order';
import type { CvDocument } from '../../types';
import { LIGATURES } from '../../nlp/ligatures';

/** A CV with this many damage signs is damaged; one or two are a typo or an unusual name. */
const MIN_SIGNS = 4;
/** Damage needs looking at only once a CV shows it; this bounds the work on a hostile file. */
const MAX_UNKNOWN_WORDS = 400;
const MAX_WORD = 30;

/** Runs of letters (with inner apostrophes), and where each starts. */
const TOKENS = /\p{L}+(?:['’]\p{L}+)*/gu;
/** Six or more single letters, each followed by one space: running text set letter by letter. */
const LETTER_RUN = /(?:^|\s)(?:\p{L} ){5,}\p{L}(?=\s|$)/u;

/** A word the dictionary knows as written or in small letters (the speller remembers its answers). */
const known = (spell: Speller, w: string) => spell.correct(w) || spell.correct(w.toLowerCase());

/** The word a lost ligature would restore ("Educaon" → "Education"), or null. */
export function ligatureRepair(word: string, spell: Speller): string | null {
  if (word.length < 3 || word.length > MAX_WORD) return null;
  for (let i = 1; i <= word.length; i++)
    for (const l of LIGATURES) {
      const candidate = word.slice(0, i) + l + word.slice(i);
      if (known(spell, candidate)) return candidate;
    }
  return null;
}

/** Single letters that are words in their own right, so "a team" or "I led" is never a split word. */
const LONE_WORDS = new Set(['a', 'A', 'I', 'O', '&']);

/**
 * Broken words in a line: a word that is not one but becomes one with a lost ligature put back, or once joined to its
 * neighbour ("E ngineer", "te am", "M anaged").
 */
export function brokenWords(text: string, spell: Speller, budget: { left: number }): string[] {
  const tokens = [...text.matchAll(TOKENS)].map((m) => ({ w: m[0], at: m.index, end: m.index + m[0].length }));
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const isKnown = t.w.length > 1 ? known(spell, t.w) : LONE_WORDS.has(t.w);
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    // A ligature's letters standing alone between a word's halves: "Con fi gured", "o ffi ces".
    if (next && after && LIGATURES.includes(next.w) && next.at === t.end + 1 && after.at === next.end + 1) {
      if (known(spell, t.w + next.w + after.w)) {
        out.push(`${t.w} ${next.w} ${after.w}`);
        i += 2;
        continue;
      }
    }
    // Only a single space between: "E ngineer", not "E, ngineer".
    if (next && next.at === t.end + 1 && text[t.end] === ' ') {
      const nextKnown = next.w.length > 1 ? known(spell, next.w) : LONE_WORDS.has(next.w);
      // The rest of a split word goes on in lower case ("E ngineer", "te am"): "the SES" is two words.
      if ((!isKnown || !nextKnown) && /^\p{Ll}/u.test(next.w)) {
        const joined = t.w + next.w;
        if (joined.length >= 4 && (known(spell, joined) || (budget.left-- > 0 && ligatureRepair(joined, spell)))) {
          out.push(`${t.w} ${next.w}`);
          i++;
          continue;
        }
      }
    }
    if (isKnown || t.w.length < 4 || t.w === t.w.toUpperCase()) continue;
    if (budget.left-- <= 0) break;
    if (ligatureRepair(t.w, spell)) out.push(t.w);
  }
  return out;
}

/**
 * Every sign of damaged text in the CV's own flow, each quoted as it stands, and whether one sign is enough alone
 * (running text set letter by letter, or dates read apart from their roles).
 */
export async function damageSigns(doc: CvDocument): Promise<{ signs: string[]; conclusive: boolean }> {
  const spell = await loadSpeller();
  const budget = { left: MAX_UNKNOWN_WORDS };
  const signs: string[] = [];
  let conclusive = false;
  for (const p of bodyParagraphs(doc)) {
    // A letter-spaced heading ("S K I L L S") is a style; running text set letter by letter is damage.
    if (LETTER_RUN.test(p.text) && /\p{Ll}/u.test(p.text) && p.text.trim().split(/\s+/).length > 12) {
      signs.push(p.text);
      conclusive = true;
    } else signs.push(...brokenWords(p.text, spell, budget));
  }
  signs.push(...(await gluedWordsIn(doc)));
  const apart = datesReadApart(doc);
  if (apart) signs.unshift(apart);
  return { signs, conclusive: conclusive || apart !== null };
}

export const damagedText: Check = async (doc): Promise<Finding[]> => {
  const { signs, conclusive } = await damageSigns(doc);
  if (!conclusive && signs.length < MIN_SIGNS) return [];
  return [
    finding(
      'text.damaged',
      'This file’s text is damaged: words are broken, run together or spaced out letter by letter, or read out of order, as happens when a PDF is converted to Word. Applicant tracking systems read it as it is here. Open your original in Word and save it again as .docx, or retype the damaged lines.',
      signs,
    ),
  ];
};
