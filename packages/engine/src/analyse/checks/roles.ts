import type { CvDocument, Paragraph } from '../../types';
import { wordCount } from './check';
import { dateRanges, type DateRange } from './dates';
import { namesJob } from './job-title';

/** One job in the experience section: its heading lines (title, employer, dates), its bullets, its dates. */
export interface Role {
  header: Paragraph[];
  lines: Paragraph[];
  range: DateRange | null;
}

// A sub-heading or labelled line inside a role ("Key achievements:", "Responsibilities", "Skills used: Excel, SAP"),
// not a new role. A line with a date range is never one: "2019 - 2020:" dates the role it heads.
// Only a short line: "Client Service Officer – Department of Home Affairs" opens with "Client" and is a role.
const SUB_HEADING =
  /^(?:key |major |notable |selected )?(?:achievements?|accomplishments|responsibilities|duties|highlights|projects?|tasks|results|clients?|reason for leaving|technologies|tools|environment)\b/i;
// A labelled list of what the role used: "Skills used: …", "Software – …" (a title like "Skills Trainer" has no label).
const LABELLED =
  /^(?:key |core |technical )?(?:skills?|software|systems|tools|technolog(?:y|ies))(?: used| applied| gained| developed)?\s*[:–-]/i;
export const isSubHeading = (text: string) =>
  // A job's title is a role, not a heading that opens like one: "Project Nurse (secondment)" is no "Projects".
  ((SUB_HEADING.test(text) && wordCount(text) <= 4 && !namesJob(text)) ||
    /:$/.test(text.trim()) ||
    LABELLED.test(text)) &&
  !dateRanges(text).length;

/** Paragraphs of the experience sections in reading order, section headings left out (role titles kept). */
export function experienceFlow(doc: CvDocument): Paragraph[] {
  const headings = new Set(doc.sections.filter((s) => s.heading).map((s) => s.start));
  return doc.paragraphs.filter(
    (p, i) => p.section === 'experience' && p.source !== 'header' && p.source !== 'footer' && !headings.has(i),
  );
}

/** A sentence: it ends in a full stop or "!" and has eight words or more. */
const isSentence = (text: string) => /[.!]$/.test(text.trim()) && wordCount(text) >= 8;
/**
 * A role's heading line however long: a date range on a line that is no sentence ("Assistant Director, Regional
 * Programs Section – Department of Infrastructure, Transport, … | Executive Level 1 | March 2020 – present").
 */
export const isDatedTitle = (text: string) => wordCount(text) <= 40 && !isSentence(text) && dateRanges(text).length > 0;

/** A line of content (a bullet or a sentence), as opposed to a role's title, employer or dates. */
export const isContent = (p: Paragraph) =>
  p.isBullet || (wordCount(p.text) > 18 && !isDatedTitle(p.text)) || isSentence(p.text);

/** Lines to quote as a finding's evidence: the content, and a role's title, employer or dates only where no line is
 * content, as they prove nothing of its duties ("Forklift Driver / Storeman – Keystone Logistics" had been quoted as a
 * duty without numbers and as a paragraph to bullet, beside the duty paragraphs themselves). */
export const contentLines = <P extends Paragraph>(lines: P[]) => {
  const content = lines.filter(isContent);
  return content.length ? content : lines;
};

/**
 * The roles of the experience sections, when the CV's structure shows them (bullets under heading lines); null when
 * it does not (no bullets we can see), so checks that need roles stay silent rather than guess.
 */
export function experienceRoles(doc: CvDocument): Role[] | null {
  const flow = experienceFlow(doc);
  if (!flow.some((p) => p.isBullet)) return null;
  const roles: Role[] = [];
  let current: Role | null = null;
  for (const p of flow) {
    if (isContent(p) || (current && isSubHeading(p.text))) {
      if (!current) roles.push((current = { header: [], lines: [], range: null }));
      current.lines.push(p);
    } else if (!current || current.lines.length) {
      roles.push((current = { header: [p], lines: [], range: null }));
    } else current.header.push(p);
  }
  for (const r of roles) r.range = r.header.flatMap((p) => dateRanges(p.text))[0] ?? null;
  return roles;
}

/** Dated roles in the order the CV lists them: from the roles when known, else from any line with a date range. */
/** A line that dates time away from work, not a role: "Travelled in Europe (Jun – Dec 2024)", "Career break
 * 2019–2020", "Parental leave", "Full-time carer for my mother". */
export const TIME_AWAY =
  /^(?:travell?(?:ed|ing)\b|backpacking\b|career break\b|gap year\b|sabbatical\b|(?:parental|maternity|paternity|carer['’]?s?|extended|personal|study|long service) leave\b|full[- ]time (?:parent|carer|mum|mother|dad|father|caregiver|student)\b|stay[- ]at[- ]home (?:parent|mum|dad)\b|raising (?:my |a )?(?:family|children|kids)\b|caring for (?:my |a )?(?:family|children|kids|mother|father|parent|partner|husband|wife)\b)/i;

export function datedRoles(doc: CvDocument): Array<{ range: DateRange; text: string }> {
  const roles = experienceRoles(doc);
  if (roles)
    return roles
      .filter((r) => r.range)
      .map((r) => ({ range: r.range!, text: r.header.map((p) => p.text).join(' · ') }));
  return experienceFlow(doc).flatMap((p) => {
    const range = dateRanges(p.text)[0];
    return range ? [{ range, text: p.text }] : [];
  });
}
