/**
 * A role's heading line as a recruiter scans it: the title and employer in bold, the dates set apart at the right
 * margin ("Payroll Officer – Redbank Mining Services" … "Mar 2019 – Present"). Read from the structure, never parsed
 * from the rendered file: a line of an experience or education section that is no bullet and no sentence, and holds a
 * date range or heads the bullets under it.
 */
import { dateRanges } from '../analyse/checks/dates';
import type { CvBlock, CvItem } from '../rewrite/structured-cv';

/** A heading line is short: a sentence or a paragraph of duties is no role's heading. */
const MAX_WORDS = 20;
/** What may stand between the title and its dates: a bar, a comma, a dash, spaces. */
const BEFORE_DATES = new Set([' ', '\t', '|', ',', '–', '—', '-']);
/** The title without the marks before its dates, trimmed from its end character by character (linear on any run). */
function withoutMarks(text: string): string {
  let end = text.length;
  while (end > 0 && BEFORE_DATES.has(text[end - 1]!)) end--;
  return text.slice(0, end);
}

export interface RoleLine {
  /** The title and employer, in bold. */
  title: string;
  /** The dates at the line's end, set at the right margin, or '' when the line ends otherwise. */
  dates: string;
}

/** The item as a role's heading line, or null when it is a bullet, a sentence or no heading. */
export function roleLine(section: CvBlock, index: number): RoleLine | null {
  if (section.kind !== 'experience' && section.kind !== 'education') return null;
  const item: CvItem = section.items[index]!;
  const text = item.text.trim();
  if (item.bullet || !text || text.split(/\s+/).length > MAX_WORDS || /[.!?;:]$/.test(text)) return null;
  const ranges = dateRanges(text);
  const headsBullets = section.items[index + 1]?.bullet === true;
  if (!ranges.length && !headsBullets) return null;
  // The dates as the line ends on them; dates inside the line ("… (2019–2021), Bartender") stay where they are.
  const last = ranges.at(-1);
  const at = last ? text.lastIndexOf(last.text) : -1;
  const ends = at > 0 && text.slice(at + last!.text.length).trim() === '';
  if (!ends) return { title: text, dates: '' };
  const title = withoutMarks(text.slice(0, at));
  return title ? { title, dates: text.slice(at).trim() } : { title: text, dates: '' };
}
