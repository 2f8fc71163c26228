import { finding } from '../finding';
import { bodyParagraphs, wordCount, type Check } from './check';
import { dateRanges, SHORT_POINT, type DateRange } from './dates';
import { datedRoles, experienceFlow, experienceRoles } from './roles';
import type { Paragraph } from '../../types';
import { baseForm, STRONG_VERBS } from './action-verbs';

/** More months than this between roles, unexplained, is a gap a recruiter will ask about. */
const GAP_MONTHS = 6;
// Words that explain time away from work: study, travel, family, health, a career break.
const EXPLAINED =
  /\b(career break|parental leave|maternity leave|paternity leave|family reasons|full[- ]time carer|caring for|sabbatical|gap year|travell?(?:ed|ing) (?:overseas|abroad|around)|full[- ]time stud(?:y|ies)|relocat(?:ed|ion|ing) to|migrated to|moved to australia|raising (?:my|a|our) )/i;
// A year anywhere in a role's heading lines (a role with only "2019", or "06/19", still has a date).
const ANY_YEAR = new RegExp(`\\b(19|20)\\d{2}\\b|['’]\\d{2}\\b|(?<![\\d/])${SHORT_POINT}`);
// A line with a date: a year, or a range of two-digit years by month ("Feb 21 – now"), which is a date only as a range.
const hasDate = (text: string) => ANY_YEAR.test(text) || dateRanges(text).length > 0;

/**
 * Without bullets the roles cannot be told apart, but an experience section that says something (two or more lines of
 * eight words or more) and holds no year at all is undated throughout: its short lines are the roles' headings.
 */
function undatedWithoutBullets(doc: Parameters<Check>[0]): Paragraph[][] {
  const flow = experienceFlow(doc);
  if (flow.some((p) => hasDate(p.text)) || flow.filter((p) => wordCount(p.text) >= 8).length < 2) return [];
  return flow.filter((p) => wordCount(p.text) < 8 && !/[.!?]$/.test(p.text)).map((p) => [p]);
}

export const undatedRoles: Check = (doc) => {
  const roles = experienceRoles(doc);
  const undated = roles
    ? roles
        .filter((r) => r.header.length && r.lines.length && !r.header.some((p) => hasDate(p.text)))
        .map((r) => r.header)
    : undatedWithoutBullets(doc);
  if (!undated.length) return [];
  const which = !roles
    ? 'each of your roles (none has a date)'
    : undated.length === 1
      ? 'this role'
      : `these ${undated.length} roles`;
  return [
    finding(
      'experience.undated-roles',
      `Add start and end dates (e.g. “Mar 2021 – Present”) to ${which}: recruiters and applicant tracking systems use them to work out your experience.`,
      undated.map((header) => header.map((p) => p.text).join(' · ')),
    ),
  ];
};

const ym = (month: number) =>
  `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month % 12]} ${Math.floor(month / 12)}`;

// A qualification and the years of full-time study it usually takes, for a course written with its end year only.
const COURSE_YEARS: Array<[RegExp, number]> = [
  [/\b(?:phd|doctor(?:ate)? of)\b/i, 3],
  [/\b(?:bachelor|b\.?\s?(?:a|sc|com|bus|ed|eng|n)\b|honours|degree)/i, 3],
  [/\b(?:master|mba|juris doctor)\b/i, 2],
  [/\b(?:graduate (?:diploma|certificate)|advanced diploma|diploma)\b/i, 1],
];
const SINGLE_YEAR = /\b(?:19|20)\d{2}\b/;

/** The study a course line covers: its own range, or the usual length of the course up to the year it names. */
function studyRanges(text: string): DateRange[] {
  const ranges = dateRanges(text);
  if (ranges.length) return ranges;
  const year = SINGLE_YEAR.exec(text);
  const course = COURSE_YEARS.find(([re]) => re.test(text));
  if (!year || !course) return [];
  const end = Number(year[0]) * 12 + 11;
  return [
    {
      start: { month: end - 11 - (course[1] - 1) * 12, monthKnown: false },
      end: { month: end, monthKnown: false },
      text: year[0],
    },
  ];
}

export const careerGaps: Check = (doc) => {
  if (bodyParagraphs(doc).some((p) => EXPLAINED.test(p.text))) return [];
  // A role without dates may fill any gap the dated ones leave: its own finding asks for the dates instead.
  if ((experienceRoles(doc) ?? []).some((r) => r.header.length && r.lines.length && !r.range)) return [];
  // Study and volunteering ranges anywhere in the CV count as time accounted for; a course with only its end year
  // covers the years such a course takes.
  const roles = datedRoles(doc);
  const covered: DateRange[] = [
    ...roles.map((r) => r.range),
    ...bodyParagraphs(doc)
      .filter((p) => p.section !== 'experience')
      .flatMap((p) => (p.section === 'education' ? studyRanges(p.text) : dateRanges(p.text))),
  ].sort((a, b) => a.start.month - b.start.month);
  // Time before the first job (finishing study, looking for work) is not a gap between roles.
  const firstRole = Math.min(...roles.map((r) => r.range.start.month));
  const gaps: string[] = [];
  let coveredTo: number | null = null;
  for (const r of covered.filter((c) => (c.end ? c.end.month : Infinity) >= firstRole)) {
    if (coveredTo !== null && r.start.month - coveredTo - 1 > GAP_MONTHS)
      gaps.push(`${ym(coveredTo)} and ${ym(r.start.month)}`);
    const end = r.end ? r.end.month : Infinity;
    coveredTo = coveredTo === null ? end : Math.max(coveredTo, end);
  }
  if (!gaps.length) return [];
  return [
    finding(
      'experience.gap',
      'There is a gap of more than 6 months between roles. Say briefly what you did (study, travel, caring, a career break): an explained gap is fine, an unexplained one raises questions.',
      gaps.map((g) => `Between ${g}`),
    ),
  ];
};

export const reverseChronology: Check = (doc) => {
  const roles = datedRoles(doc);
  let forwards = 0;
  let backwards = 0;
  for (let i = 1; i < roles.length; i++) {
    const [a, b] = [roles[i - 1]!.range, roles[i]!.range];
    // Only roles that do not overlap say anything about order (a side job may be listed after the main one).
    if (a.end && a.end.month < b.start.month) forwards++;
    else if (b.end && b.end.month < a.start.month) backwards++;
  }
  if (forwards <= backwards) return [];
  return [
    finding(
      'experience.not-reverse-chronological',
      'List your roles newest first (reverse chronological order): Australian recruiters read the most recent role first.',
      roles.map((r) => r.text),
    ),
  ];
};

const PAST_IRREGULAR = new Set([
  'led',
  'built',
  'won',
  'grew',
  'taught',
  'wrote',
  'oversaw',
  'sold',
  'drove',
  'made',
  'ran',
  'brought',
  'began',
]);
// "Manages", "Managing", or "Manage the/a/…": a present-tense opening (a bare "Design" or "Support" may be a noun).
const OBJECT_WORD =
  /^(the|a|an|and|all|our|daily|weekly|monthly|team|teams|staff|client|clients|customer|customers|new)$/i;

/** Whether a line opens with a present-tense action verb. */
export function opensInPresent(text: string): boolean {
  const [first = '', second = ''] = text.split(/\s+/);
  const w = first.toLowerCase().replace(/[^a-z]/g, '');
  if (!w || w.endsWith('ed') || PAST_IRREGULAR.has(w)) return false;
  const base = baseForm(w);
  if (!STRONG_VERBS.has(base)) return false;
  if (w.endsWith('ing') || (w.endsWith('s') && w !== base)) return true;
  return w === base && OBJECT_WORD.test(second);
}

export const tense: Check = (doc) => {
  // Past roles only: in a current role both "Manage" (ongoing) and "Delivered" (a finished achievement) are right.
  const past = (experienceRoles(doc) ?? []).filter((r) => r.range?.end);
  const present = past.flatMap((r) => r.lines.filter((p) => opensInPresent(p.text)));
  if (present.length < 2) return [];
  return [
    finding(
      'language.tense',
      'Describe roles you have left in the past tense (“Managed”, “Led”), and keep the present tense for your current role.',
      present.map((p) => p.text),
    ),
  ];
};
