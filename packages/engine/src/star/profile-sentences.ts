/**
 * The CV's summary in the person's own voice: a sentence of it that speaks to a criterion rounds off the answer
 * ("More broadly, I'm comfortable with complex award and EA interpretation."). Only sentences that read as first
 * person as they stand, or that become so by one grammatical step, are used.
 */
import { article, lowerFirst, trimEnd } from './sentence';
import { tagText } from '../nlp/tag-text';
import type { CvDocument } from '../types';
import { OBJECTIVE_TEXT } from '../analyse/objective';

/** Words of a career objective: "looking for", "keen to", "ready to step up to an APS 4 role" (said in an application
 * for another level, or another government, it names the wrong job). */
const OBJECTIVE =
  /\b(?:looking|seeking|hoping|hope|aspire|aspiring|want|wish|eager|keen|aiming|ready to (?:step|move|take)|step up|next step|would (?:like|love))\b/i;

/** "Known for …" and "Comfortable with …" describe the person: "I am known for …". */
const DESCRIBES = /^(?:known|recognised|respected|comfortable|experienced|skilled|passionate|committed)\s/i;

/** A word that describes the person before their title: "Experienced", "Dedicated", "Reliable". */
const DESCRIBING =
  /^(?:\p{L}+ed|highly|passionate|reliable|caring|enthusiastic|friendly|hardworking|hard-working|energetic|proactive)$/iu;

/** A describing word followed by what it is about: "known for", "experienced in", "committed to". */
const DESCRIBES_WITH = /^\S+\s+(?:in|with|at|for|to|as|about|by|across|working|using|delivering|supporting)\b/i;

/** A summary sentence in the first person, or null when it cannot be said so safely. */
export function inFirstPerson(sentence: string): string | null {
  const text = trimEnd(sentence.trim(), '.;');
  // An objective speaks of the role the person wants, maybe another one: "I am looking to bring … to a VPS 4 role".
  // So does one the analysis reads as an objective ("… and would welcome the chance to join the Gosford Hospital team").
  if (OBJECTIVE.test(text) || OBJECTIVE_TEXT.test(text)) return null;
  if (/^I(?:\s|'|’)/.test(text)) return `${text}.`;
  // "Experienced in payroll" describes the person; "Experienced health administration officer with …" names them.
  if (DESCRIBES.test(text) && DESCRIBES_WITH.test(text)) return `I am ${text[0]!.toLowerCase()}${text.slice(1)}.`;
  // "Payroll professional with nine years' experience …": a noun phrase naming the person, then "with".
  const words = text.split(' ');
  const withAt = words.findIndex((w) => w.toLowerCase() === 'with');
  if (withAt < 1 || withAt > 4) return null;
  const phraseWords = words.slice(0, withAt).join(' ');
  const tags = tagText(`She is ${phraseWords[0]!.toLowerCase()}${phraseWords.slice(1)}`).slice(2);
  // Nouns and adjectives only, at least one noun: "payroll professional", "caring and reliable Enrolled Nurse".
  if (!tags.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return null;
  if (tags.some((t) => !['NOUN', 'PROPN', 'ADJ', 'CCONJ', 'PUNCT', 'ADV'].includes(t.pos))) return null;
  // A job title in capitals keeps them ("I am an Environmental Officer with …"); a describing word before it does not
  // ("I am an experienced Health Administration Officer …").
  const titled = words.slice(0, withAt).every((w) => /^\p{Lu}/u.test(w) || /^(?:and|of|&)$/.test(w));
  const phrase = titled && !DESCRIBING.test(words[0]!) ? text : lowerFirst(text);
  return `I am ${article(phrase)} ${phrase}.`;
}

/** The summary's sentences. */
export const summarySentences = (cv: CvDocument) =>
  cv.paragraphs
    .filter((p) => p.section === 'summary' && !p.isHeading)
    .flatMap((p) => p.text.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 5);
