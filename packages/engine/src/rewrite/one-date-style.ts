/**
 * Dates written in one style: when a CV mixes "March 2021", "03/2021" and "2021-03", every month-and-year date becomes
 * "Mar 2021". A year is never written out that the CV does not have, so a line with "3/18" is left whole.
 */
import type { StructuredCv } from './structured-cv';
import { lineByLine, type Step } from './transforms';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
// Month-and-year dates in the styles CVs mix: "March 2021", "03/2021", "2021-03", "03.2021" (not inside a full date).
const FULL_MONTH = new RegExp(`\\b(${FULL.join('|')}),? ((?:19|20)\\d{2})\\b`, 'gi');
const SLASH_MONTH = /(?<![\d/.])(0?[1-9]|1[0-2])[/.]((?:19|20)\d{2})\b/g;
const ISO_MONTH = /\b((?:19|20)\d{2})-(0[1-9]|1[0-2])\b(?!-\d)/g;

// "3/18": a two-digit year the rewrite cannot write out (the year is not the CV's to add), so its line is left whole.
const TWO_DIGIT_YEAR = /(?<![\d/])(?:0?[1-9]|1[0-2])\/\d{2}(?![\d/])/;

/** A short month with a full stop before its year: "Aug. 2019". */
const SHORT_WITH_STOP = /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\.\s(?=(?:19|20)\d{2}\b)/gi;

/** A month as a word in full: 3 → "March". */
export const fullMonth = (month: number) => FULL[month - 1]!.charAt(0).toUpperCase() + FULL[month - 1]!.slice(1);

/** A line's numbered months as words (`name`), and with `short` its months in full cut short too: "March 2021",
 * "03/2021", "2021-03" → "Mar 2021" on a date line; "expires 05/2027" → "expires May 2027" in a sentence. A line with
 * a two-digit year is left as it is. */
function monthStyle(text: string, name: (month: number) => string, short: boolean): string {
  if (TWO_DIGIT_YEAR.test(text)) return text;
  const worded = short
    ? text
        .replace(
          FULL_MONTH,
          (_m, month: string, year: string) => `${name(FULL.indexOf(month.toLowerCase()) + 1)} ${year}`,
        )
        // "Aug. 2019" is "Aug 2019", at either end of a range (the end's full stop had gone, the start's stayed).
        .replace(SHORT_WITH_STOP, '$1 ')
    : text;
  return worded
    .replace(SLASH_MONTH, (_m, month: string, year: string) => `${name(Number(month))} ${year}`)
    .replace(ISO_MONTH, (_m, year: string, month: string) => `${name(Number(month))} ${year}`);
}

/** A line's month-and-year dates written as "Mar 2021" (a line with a two-digit year is left as it is). */
export const shortMonthStyle = (text: string) => monthStyle(text, (month) => MONTHS[month - 1]!, true);

/** A sentence's numbered months as words ("expires 05/2027" → "expires May 2027"); a month already a word stays. */
export const fullMonthStyle = (text: string) => monthStyle(text, fullMonth, false);

// A date range as CVs write it: "2017 – Feb. 2021", "Jun 2014 to 2017", "2019-now", "Term 2 2022 - current". The
// date before the separator ends in a year; what follows is a date or a word for now.
const RANGE =
  /\b((?:19|20)\d{2})(\s*(?:–|—|-|to|until|till)\s*)((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? )?(?:19|20)\d{2}\b|present\b|current(?:ly)?\b|now\b|to date\b|today\b)/gi;
/** The most words a line of a role's heading and dates holds. */
const DATE_LINE_WORDS = 14;
/** Words for "still in this role". */
const NOW_WORD = /^(?:present|current|currently|now|to date|today)$/i;

/** Whether the CV's ranges vary in their separator ("-", "to", "–") or in their word for now ("now", "Present"). A
 * current role's "– Present" beside a past role's "– Jun 2020" is one style. */
const rangesVary = (all: string) => {
  const separators = new Set<string>();
  const nowWords = new Set<string>();
  for (const [, , sep, end] of all.matchAll(RANGE)) {
    separators.add(sep!.trim().toLowerCase());
    if (NOW_WORD.test(end!)) nowWords.add(end!.toLowerCase());
  }
  return separators.size >= 2 || nowWords.size >= 2;
};

/** A line's ranges in one style: "2017 – Feb 2021", "Jun 2014 – 2017", "2019 – Present". */
export function rangeStyle(text: string): string {
  return text.replace(RANGE, (m, from: string, _sep: string, end: string, at: number) =>
    // A date a licence or check was issued, its status after it ("Issued Mar 2026 – Current"), is no range of work:
    // "Current" there says it is valid, not "Present".
    ISSUED.test(text.slice(Math.max(0, at - 24), at))
      ? m
      : `${from} – ${NOW_WORD.test(end) ? 'Present' : end.replace('.', '')}`,
  );
}

/** Words before a licence's or a check's date ("Issued March 2026", "Completed 2024", "Expires …", "exp. 08/2027"). */
const ISSUED =
  /\b(?:issued|expires?|expiry|exp\.|valid(?: from| until| to)?|obtained|completed|renewed|granted)\s+(?:\p{L}+\s+)?$/iu;

/** A licence's date in a long line is a date like the career's, no word of a sentence: "… Drainer (water supply,
 * sanitary plumbing, drainage) – exp. Aug 2027", in the style of "Mar 2021 – Present" (a full "August 2027" there
 * had made the dates two styles). */
const credentialDates = (text: string) =>
  text.replace(FULL_MONTH, (m, month: string, year: string, at: number) =>
    ISSUED.test(text.slice(Math.max(0, at - 24), at)) ? `${MONTHS[FULL.indexOf(month.toLowerCase())]} ${year}` : m,
  );

/** When the CV writes dates in more than one style, every month-and-year date in one ("Mar 2021") and every range
 * with one dash and one word for now ("2019 – Present"). */
export function oneDateStyle(cv: StructuredCv): Step {
  const all = cv.sections.flatMap((s) => s.items.map((i) => i.text)).join('\n');
  const styles = [
    FULL_MONTH,
    SLASH_MONTH,
    ISO_MONTH,
    /\b(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\.? (?:19|20)\d{2}\b/gi,
  ];
  const months = styles.filter((re) => new RegExp(re.source, re.flags).test(all)).length >= 2;
  const ranges = rangesVary(all) || /\b(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\. (?:19|20)\d{2}/i.test(all);
  if (!months && !ranges) return { cv, changes: [] };
  // A role's range sits on a short line; in a long one it belongs to what the sentence names ("the Local Biodiversity
  // Strategy 2023–2033").
  return lineByLine(cv, 'clean', 'Dates in one style', (text) => {
    // Ranges put in one style take their months with them ("03/2015 to 06/2018" beside "2012 - 2015" → "Mar 2015 –
    // Jun 2018"), so no range is left in the old style for want of a month its pattern reads.
    // In a sentence a month is written in full ("endorsed in July 2024", never "in Jul 2024", which a recruiter read
    // as a slip): only a number for a month is written as a word there.
    const sentence = text.split(/\s+/).length > DATE_LINE_WORDS;
    if (sentence) return months || ranges ? credentialDates(fullMonthStyle(text)) : text;
    return rangeStyle(months || ranges ? shortMonthStyle(text) : text);
  });
}
