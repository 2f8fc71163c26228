/**
 * The phone number in the contact lines written as Australians write it, so it reads and dials at a glance:
 * "0491570158" and "04 9157 1266" → "0491 570 158" and "0491 571 266", "+61 (0)491 570 110" → "0491 570 110",
 * "02.9876.5432" → "(02) 9876 5432", "1300123456" → "1300 123 456". Only the spacing changes: the digits are the CV's.
 */
import { findAuPhone } from '../read/phone';
import type { StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

const REASON = 'Your phone number in the usual Australian style, easy to read and to dial';

/** The number in the usual style, or null for one kept as written ("13 12 34"). */
export function auPhoneStyle(written: string): string | null {
  let digits = written.replace(/\D/g, '');
  // "+61 4…", "+61 (0)4…": the number as dialled within Australia.
  if (digits.startsWith('61') && digits.length >= 11) digits = `0${digits.slice(2).replace(/^0/, '')}`;
  if (digits.length !== 10) return null;
  if (/^04/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]/.test(digits)) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^1[38]00/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return null;
}

export function phoneInOneStyle(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const contact = cv.contact.map((line) => {
    const found = findAuPhone(line);
    // A bracket the number opened inside ("(+61) 0491 570 110" is found as "+61) 0491 570 110") goes with it.
    const at = found ? line.indexOf(found) : -1;
    const written = found && line[at - 1] === '(' && found.includes(')') && !found.includes('(') ? `(${found}` : found;
    const styled = written ? auPhoneStyle(written) : null;
    if (!written || !styled || styled === written) return line;
    const after = line.replace(written, styled);
    changes.push({ kind: 'clean', section: 'Contact', before: line, after, reason: REASON });
    return after;
  });
  return { cv: { ...cv, contact }, changes };
}
