/**
 * Cleaning steps that reword in place: a career objective taken out of the summary, the summary's first person
 * dropped where the sentence stays whole, and dates written in one style. Each keeps the item's own words.
 */
import { mapItems, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

// A sentence about what the person wants rather than what they offer ("Looking for a role where I can develop my
// skills", "Seeking a challenging position"), as the analysis's objective check reads it.
const OBJECTIVE =
  /\b(?:to (?:obtain|secure|gain|find|get|acquire) |seeking |looking for |in search of )(?:a |an |my )?(?:[\w-]+ ){0,3}(?:position|role|job|opportunity|career|employment)\b|\bI would (?:love|like) (?:the |a )?(?:chance|opportunity) to\b|\bI(?:'m| am) (?:keen|eager|hoping) to (?:work|join|find|secure|gain|start)\b/i;
/**
 * A sentence without its objective: "…, seeking a front office role" loses the clause after its comma and keeps what
 * the person offers; a sentence that is all objective goes (null).
 */
function withoutObjective(sentence: string): string | null {
  const m = OBJECTIVE.exec(sentence);
  if (!m) return sentence;
  const comma = sentence.lastIndexOf(',', m.index);
  if (comma > 0 && sentence.slice(comma + 1, m.index).trim() === '') return `${sentence.slice(0, comma)}.`;
  return null;
}

/** Sentences of a paragraph, each with its closing punctuation. */
const sentences = (text: string) =>
  text
    .match(/[^.!?]+(?:[.!?]+|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];

/**
 * First-person openings that can be dropped with the sentence still whole: "I am a reliable nurse with …" becomes
 * "Reliable nurse with …", "I have 8 years of experience in …" becomes "8 years of experience in …".
 */
const FIRST_PERSON_OPENING: Array<[RegExp, string]> = [
  [/^I am an? /, ''],
  [/^I'm an? /, ''],
  [/^I have (?=\d|over |more than |nearly |almost )/, ''],
];
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The summary without its objective sentences, and with first-person openings dropped where that reads well. */
export function summaryInOwnVoice(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const next = mapItems(cv, (text, block) => {
    if (block.kind !== 'summary') return text;
    const kept = sentences(text)
      .map(withoutObjective)
      .filter((s): s is string => s !== null)
      .map((s) => {
        const rule = FIRST_PERSON_OPENING.find(([re]) => re.test(s));
        const rest = rule ? s.replace(rule[0], rule[1]) : s;
        // Half a sentence in implied first person and half in "I" reads worse than either: all or nothing.
        return rule && !/\b(?:I|me|my|I'm|I've)\b/.test(rest) ? capitalise(rest) : s;
      });
    const after = kept.join(' ');
    if (after === text.trim()) return text;
    changes.push({
      kind: 'clean',
      section: block.heading,
      before: text,
      after,
      reason: after
        ? 'A summary says what you offer, in implied first person; what you are looking for belongs in a cover letter'
        : 'A career objective says what you want; recruiters read the summary for what you offer',
    });
    return after || null;
  });
  return { cv: next, changes };
}

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

/** A line's month-and-year dates written as "Mar 2021" (a line with a two-digit year is left as it is). */
export function shortMonthStyle(text: string): string {
  if (TWO_DIGIT_YEAR.test(text)) return text;
  return text
    .replace(FULL_MONTH, (_m, month: string, year: string) => `${MONTHS[FULL.indexOf(month.toLowerCase())]} ${year}`)
    .replace(SLASH_MONTH, (_m, month: string, year: string) => `${MONTHS[Number(month) - 1]} ${year}`)
    .replace(ISO_MONTH, (_m, year: string, month: string) => `${MONTHS[Number(month) - 1]} ${year}`);
}

/** When the CV writes dates in more than one style, every month-and-year date in one: "Mar 2021". */
export function oneDateStyle(cv: StructuredCv): Step {
  const all = cv.sections.flatMap((s) => s.items.map((i) => i.text)).join('\n');
  const styles = [
    FULL_MONTH,
    SLASH_MONTH,
    ISO_MONTH,
    /\b(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\.? (?:19|20)\d{2}\b/gi,
  ];
  if (styles.filter((re) => new RegExp(re.source, re.flags).test(all)).length < 2) return { cv, changes: [] };
  const changes: Change[] = [];
  const next = mapItems(cv, (text, block) => {
    const after = shortMonthStyle(text);
    if (after !== text)
      changes.push({ kind: 'clean', section: block.heading, before: text, after, reason: 'Dates in one style' });
    return after;
  });
  return { cv: next, changes };
}
