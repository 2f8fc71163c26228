/**
 * Australian phone numbers in any way people write them: "0412 345 678", "04 1234 5678", "+61 (0)412 345 678",
 * "+61 412-345-678", "(02) 9876 5432", "+61 2 9876 5432", "02.9876.5432", "1300 123 456", "1800 123 456", "13 12 34".
 * Runs of digit groups are found first, then judged by their digits alone, so spacing and punctuation do not matter.
 */

// Digit groups joined by one space, dash, dot or a bracketed part: a run that could be a phone number.
const RUN = /\+?\(?\d+\)?(?:[ \u00a0.\-–]?\(?\d+\)?)*/g;
const GROUP = /\+?\(?\d+\)?/g;

/** Whether the digits (and a leading +) are an Australian number. */
function isAustralian(digits: string, plus: boolean, groups: number, spaced: boolean): boolean {
  if (digits.startsWith('61') && (plus || digits.length >= 11)) {
    const rest = digits.slice(2).replace(/^0/, ''); // "+61 (0)4..." keeps the trunk 0 in brackets
    return rest.length === 9 && /^[23478]/.test(rest);
  }
  if (plus) return false;
  if (digits.length === 10) return /^0[23478]/.test(digits) || /^1[38]00/.test(digits);
  // "13 12 34": six digits only when written in the 13 xx xx groups with spaces (never a bare six-digit number, and
  // never "13.04.06" or "13-04-06", which are dates).
  return digits.length === 6 && digits.startsWith('13') && groups === 3 && spaced;
}

/** A number has at most this many digits, so a span of groups never needs to be longer. */
const MAX_DIGITS = 12;

/** The first Australian phone number in the text, as written, or null. Linear: spans end at twelve digits. */
export function findAuPhone(text: string): string | null {
  for (const run of text.matchAll(RUN)) {
    const groups = [...run[0].matchAll(GROUP)].map((g) => ({ g, digits: g[0].replace(/\D/g, '') }));
    // A number may share its run with a date or postcode before or after it: try every span of groups that could
    // hold one (at most twelve digits), the longest first.
    for (let i = 0; i < groups.length; i++) {
      let end = i;
      let count = 0;
      while (end < groups.length && count + groups[end]!.digits.length <= MAX_DIGITS)
        count += groups[end++]!.digits.length;
      for (let j = end; j > i; j--) {
        const span = groups.slice(i, j).map((x) => x.g);
        const digits = groups
          .slice(i, j)
          .map((x) => x.digits)
          .join('');
        if (digits.length < 6) continue;
        const start = run.index! + span[0]!.index!;
        const last = span[span.length - 1]!;
        const written = text.slice(start, run.index! + last.index! + last[0].length).trim();
        const spaced = !/[.\-–]/.test(written);
        if (!isAustralian(digits, span[0]![0].startsWith('+'), span.length, spaced)) continue;
        return written;
      }
    }
  }
  return null;
}
