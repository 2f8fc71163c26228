/**
 * A line of a CV opens on a capital, as a sentence does: a Key Skills list of "know Western Sydney roads well" and
 * "good with customers" reads as notes, not a finished CV. Only a first word of small letters alone: "iPhone repairs",
 * "eBay store" and a web or e-mail address keep theirs.
 */
import type { StructuredCv } from './structured-cv';
import { lineByLine, type Step } from './transforms';

/** A first word of small letters only (a hyphen or an apostrophe inside), then a space or the end. */
const SMALL_FIRST_WORD = /^\p{Ll}+(?:['’-]\p{Ll}+)*(?=\s|$|,)/u;

export const capitalFirst = (cv: StructuredCv): Step =>
  lineByLine(cv, 'wording', 'A line opens with a capital letter', (text) => {
    const line = text.trimStart();
    if (!SMALL_FIRST_WORD.test(line)) return null;
    return `${text.slice(0, text.length - line.length)}${line.charAt(0).toUpperCase()}${line.slice(1)}`;
  });
