import type { CvDocument, Paragraph } from '../../types';
import { finding } from '../finding';
import { LOCATION } from '../../read/contact';
import { wordCount, type Check } from './check';
import { dateRanges } from './dates';
import { experienceFlow, experienceRoles, isContent, isSubHeading } from './roles';
import { TITLE_HEAD } from './job-title';

/** A role's dated line and what the CV says under it before the next dated line. */
interface RoleBlock {
  dated: Paragraph;
  /** The title or employer line just above a line that holds only dates, for a readable quote. */
  above: Paragraph | null;
  content: number;
}

/** A role's heading line with its dates: not a bullet or a sentence, and holding a date range. */
const isDatedHeading = (p: Paragraph) => !isContent(p) && dateRanges(p.text).length > 0;
// A line that points elsewhere instead of describing the role.
const NO_DESCRIPTION = /^(?:same as above|as above|see above|ditto|various duties|general duties)\.?$/i;
/**
 * A line that says something about the work: a bullet, a sentence (even a short one: "Casual roles in food
 * packaging."), a line of 8+ words, or a labelled list of tools; never "Same as above."
 */
const saysSomething = (p: Paragraph) =>
  !NO_DESCRIPTION.test(p.text.trim()) &&
  (isContent(p) || wordCount(p.text) >= 8 || (/[.!]$/.test(p.text) && wordCount(p.text) >= 3) || isSubHeading(p.text));

/**
 * The experience sections cut at each dated heading line, with or without bullets. Content between one dated line and
 * the next belongs to the first whether the CV puts dates before or after the title.
 */
export function roleBlocks(doc: CvDocument): RoleBlock[] {
  const blocks: RoleBlock[] = [];
  let previous: Paragraph | null = null;
  for (const p of experienceFlow(doc)) {
    if (isDatedHeading(p)) blocks.push({ dated: p, above: wordCount(p.text) <= 5 ? previous : null, content: 0 });
    else if (saysSomething(p) && blocks.length) blocks.at(-1)!.content++;
    previous = p;
  }
  return blocks;
}

const quoteRole = (b: RoleBlock) => (b.above ? `${b.above.text} · ${b.dated.text}` : b.dated.text);

export const rolesWithoutDescription: Check = (doc) => {
  const blocks = roleBlocks(doc);
  const bare = blocks.filter((b) => b.content === 0);
  if (!bare.length) return [];
  if (bare.length === blocks.length)
    return [
      finding(
        'experience.no-detail',
        'Your roles are listed with no description at all. Under each, add 3–5 bullet points on what you did and achieved: without them a recruiter cannot tell what you can do.',
        bare.map(quoteRole),
      ),
    ];
  return [
    finding(
      'experience.no-description',
      `${bare.length === 1 ? 'This role has' : `These ${bare.length} roles have`} no description. Add 2–4 bullet points on what you did and achieved, or fold ${bare.length === 1 ? 'it' : 'them'} into one line under “Earlier roles” if ${bare.length === 1 ? 'it is' : 'they are'} old or short.`,
      bare.map(quoteRole),
    ),
  ];
};

export { TITLE_HEAD, beforeServed, namesTitle } from './job-title';
// Pieces of a role heading that are neither title nor employer.
const NOT_EMPLOYER =
  /^(?:full[- ]time|part[- ]time|casual|contract|permanent|temporary|fixed[- ]term|current|present|remote|hybrid)$/i;
// Separators between title, employer, place and dates on a role's heading lines.
const SEPARATOR = /\s+(?:at|with|for|[-–—|•·@])\s+|\s*[,|•·@–—(]\s*|\)/i;

/** A piece that is only a place ("Parramatta NSW", "Sydney"), not an employer that has a place in its name. */
const isPlace = (s: string) => LOCATION.exec(s)?.[0] === s;

export const currentRoleEmployer: Check = (doc) => {
  const current = (experienceRoles(doc) ?? []).find((r) => r.range && !r.range.end);
  if (!current) return [];
  const pieces = current.header
    .flatMap((p) => p.text.replace(current.range!.text, ' ').split(SEPARATOR))
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s) && !NOT_EMPLOYER.test(s) && !isPlace(s) && !dateRanges(s).length);
  if (pieces.length !== 1 || !TITLE_HEAD.test(pieces[0]!)) return [];
  return [
    finding(
      'experience.no-employer',
      'Your current role does not name the employer. Add it (“Sales Manager, Harvey Norman, Penrith”): recruiters check where you work now first, and a missing employer looks like something hidden.',
      current.header.map((p) => p.text),
    ),
  ];
};
