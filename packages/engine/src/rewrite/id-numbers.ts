/**
 * A driver licence, passport, Medicare or tax file number leaves the CV: "Drivers Licence: MC Class (Vic) – Licence
 * No. 038 421 775" keeps "Drivers Licence: MC Class (Vic)". An employer needs to know the licence is held, not its
 * number, and a CV is sent to people the person never meets. A registration number a profession expects on the CV
 * (AHPRA's "NMW0001234567") has no such label and stays, as does a licence an employer checks on a public register
 * ("NSW Security Licence – Class 1A (Licence No. 000123456, exp 2027)").
 */
import { mapItems, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** A labelled identity number with the mark before it: " – Licence No. 038 421 775", ", TFN: 123 456 789". Bounded
 * runs only (no backtracking on a long line). */
const ID_NUMBER =
  /[\s,;|•·–—-]{0,4}\(?\b(?:(?:licen[cs]e|passport|medicare(?: card)?|tax file)\s{0,2}(?:no\.?|number|num\.?|#)|tfn)\s{0,2}[:\-–]?\s{0,2}[A-Z]{0,2}\d[\d ]{4,14}\d\b\)?/gi;
const REASON =
  'An identity number (licence, passport, Medicare or tax file) is not needed on a CV: say what you hold, and give the number only when an employer asks for it.';

/** A licence whose number an employer checks on a public register (a security, building, electrical, plumbing, gas,
 * real estate or firearms licence): its number stays, as AHPRA's does. */
const REGISTER_LICENCE =
  /\b(?:security|crowd control|builder'?s?|building|contractor'?s?|electrical|electrician'?s?|plumb\w*|gas\w*|real estate|agent'?s?|firearms?|pest\w*|asbestos)\b[^()]{0,40}\blicen[cs]e\b|\blicen[cs]e\b[^()]{0,10}\bclass (?:1[a-f]|2[a-d])\b/i;

/** The line without its number; a number that opened a bracket leaves the bracket open for the rest ("Drivers Licence
 * (Licence No. 12345678, exp 2027)" → "Drivers Licence (exp 2027)"). */
const without = (text: string) =>
  REGISTER_LICENCE.test(text)
    ? text.trim()
    : text
        .replace(ID_NUMBER, (m) => (/^[\s,;|•·–—-]{0,4}\(/.test(m) && !m.endsWith(')') ? ' (' : ''))
        .replace(/\(\s*[,;]\s*/g, '(')
        .trim();

export function withoutIdNumbers(cv: StructuredCv): Step {
  const changes: Change[] = [];
  /** The line without its number (null when that was all it held), or the line as it was. */
  const kept = (text: string, section: string) => {
    const after = without(text);
    if (after === text.trim()) return text;
    changes.push({ kind: 'personal', section, before: text, after, reason: REASON });
    return after || null;
  };
  const next = mapItems(cv, (text, block) => kept(text, block.heading));
  const contact = cv.contact.flatMap((line) => kept(line, 'Contact') ?? []);
  return { cv: { ...next, contact }, changes };
}
