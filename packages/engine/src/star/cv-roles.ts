/**
 * The CV's roles as a STAR draft needs them: title, employer, the years as words, and the bullets under each. A role
 * is its heading lines (title, employer, dates) and what follows until the next heading line after a bullet; a duty
 * paragraph under a role counts as its sentences.
 */
import { ANY_DATE, dateRanges } from '../analyse/checks/dates';
import { roleBlocks } from '../match/cv-profile';
import { namesPlace } from '../match/words';
import type { CvDocument } from '../types';

export interface Role {
  title: string | null;
  employer: string | null;
  /** "Since 2021", "From 2018 to 2020", "In 2019", or null without dates. */
  when: string | null;
  current: boolean;
  bullets: string[];
  /** Its place in the CV, first role 0: a larger number is listed later, usually earlier in time. */
  order: number;
}

/** Between title and employer on one line: "Coordinator, Sydney Freight Co", "Coordinator | Co", "… at Co". */
const SEPARATOR = /\s+[|–—]\s+|,\s+|\s+at\s+|\s+-\s+/;
/** Between an employer and its division or place: "Department of X — Water Division, Canberra" (commas stay). */
const EMPLOYER_END = /\s+[|–—]\s+|\s+-\s+/;
/** A year written alone ("2019"), when a heading has no range. */
const YEARS = /\b(?:19|20)\d{2}\b/g;
const HAS_YEAR = /\b(?:19|20)\d{2}\b/;
/** Words that name an organisation. */
const ORGANISATION =
  /\b(?:Council|Pty|Ltd|Limited|Inc|Co|Department|Group|Services|Health|Hospitals?|University|School|College|TAFE|Agency|Authority|Commission|Bank|Foundation|Institute|Corporation|Company|Partners|Trust|Association|Society|Centre|Care)\b/;
/** A bracket is a note on the title ("(APS 4; acting APS 5 Feb – Jul 2024)", "(casual)"), not part of it. */
const BRACKETED = /\([^()]{0,120}\)/g;

/** Whether a heading line holds a date, as the analysis reads dates ("Jun '19 – Jul '22", "2021 – Present", "2019"). */
const dated = (line: string) =>
  dateRanges(line).length > 0 || line.replace(ANY_DATE, '') !== line || HAS_YEAR.test(line);
/** What a line holds besides its dates and the marks between them. */
const undated = (line: string) =>
  line
    .replace(ANY_DATE, '')
    .replace(YEARS, '')
    .replace(/[\s–—\-/:,.()|]+/g, '');

/** The line that gives the role's dates: the one that is most nearly only dates (a title's bracket may name a year). */
const dateLine = (heading: string[]) =>
  heading.filter(dated).sort((a, b) => undated(a).length - undated(b).length)[0] ?? '';

/** "Since 2021" for an open range, "From 2018 to 2020", "In 2019", from the analysis's own date reader. */
function when(line: string): { when: string | null; current: boolean } {
  const range = dateRanges(line)[0];
  if (range) {
    const first = Math.floor(range.start.month / 12);
    if (!range.end) return { when: `Since ${first}`, current: true };
    const last = Math.floor(range.end.month / 12);
    return { when: first === last ? `In ${first}` : `From ${first} to ${last}`, current: false };
  }
  const years = line.match(YEARS) ?? [];
  if (!years.length) return { when: null, current: false };
  const first = years[0]!;
  const last = years.at(-1)!;
  return { when: first === last ? `In ${first}` : `From ${first} to ${last}`, current: false };
}

/** "Department of X, Energy and Water — Division, Canberra" → "Department of X, Energy and Water". */
function employerOf(line: string): string {
  const pieces = line.split(EMPLOYER_END)[0]!.split(/,\s+/);
  while (pieces.length > 1 && namesPlace(pieces.at(-1)!)) pieces.pop();
  return pieces.join(', ').trim();
}

function roleOf(heading: string[], bullets: string[]): Omit<Role, 'order'> {
  const lines = heading
    .map((h) =>
      h
        .replace(BRACKETED, ' ')
        .replace(/\s+/g, ' ')
        .replace(/ ([,;.])/g, '$1')
        .trim(),
    )
    .filter((h) => h && !(dated(h) && undated(h).length < 3));
  // A department's name runs long ("Department of Infrastructure, Transport, Regional Development, …").
  const usable = (p: string) => p && !dated(p) && p.length <= 120;
  // Title and employer on lines of their own, or one line cut at its separators: the employer is the piece that
  // names an organisation ("Project Officer – Climate and Sustainability, Merri-bek City Council"), else the second.
  const pieces = (lines[0] ?? '').split(SEPARATOR).filter(usable);
  // Cut first at the strong marks, so an employer keeps its commas ("Department of Infrastructure, Transport, …").
  const strong = (lines[0] ?? '').split(EMPLOYER_END).filter(usable);
  const named = strong.length >= 2 ? strong.slice(1).find((p) => ORGANISATION.test(p)) : undefined;
  const [title, employer] =
    lines.length >= 2
      ? [pieces[0], employerOf(lines[1]!)]
      : [pieces[0], named ? employerOf(named) : (pieces.slice(1).find((p) => ORGANISATION.test(p)) ?? pieces[1])];
  return {
    title: title ?? null,
    employer: employer && usable(employer) ? employer : null,
    ...when(dateLine(heading)),
    bullets,
  };
}

/** A role's heading set as a bullet: "Yilgarn Lithium | Apr 2021 – Present | FIFO 8/6 ex Perth". */
const headingLike = (text: string) => dated(text) && /\s[|]\s/.test(text);

/** Sentences of a duty paragraph, each a bullet. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.;])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);

export function cvRoles(cv: CvDocument): Role[] {
  return roleBlocks(cv)
    .map((b) =>
      roleOf(
        b.heading,
        b.body.flatMap((x) => (x.bullet ? [x.text] : sentences(x.text))).filter((t) => !headingLike(t)),
      ),
    )
    .filter((r) => r.bullets.length)
    .map((r, order) => ({ ...r, order }));
}
