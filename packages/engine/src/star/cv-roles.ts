/**
 * The CV's roles as a STAR draft needs them: title, employer, the years as words, and the bullets under each. A role
 * is its heading lines (title, employer, dates) and what follows until the next heading line after a bullet; a duty
 * paragraph under a role counts as its sentences.
 */
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
const YEAR = /\b(?:19|20)\d{2}\b/g;
const OPEN_END = /\b(present|current|now|to date|till date|today)\b/i;
const DATE_PIECE = /\b(?:19|20)\d{2}\b|\b(present|current)\b/i;
/** What a date line holds besides its dates: months, separators, "to", "present". */
const DATE_WORDS =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?|\b(?:19|20)\d{2}\b|\b(?:present|current|now|to|date|today|till)\b|[\s–—\-/:,.()]+/gi;
/** Words that name an organisation. */
const ORGANISATION =
  /\b(?:Council|Pty|Ltd|Limited|Inc|Co|Department|Group|Services|Health|Hospitals?|University|School|College|TAFE|Agency|Authority|Commission|Bank|Foundation|Institute|Corporation|Company|Partners|Trust|Association|Society|Centre|Care)\b/;
/** A bracket is a note on the title ("(APS 4; acting APS 5 Feb – Jul 2024)", "(casual)"), not part of it. */
const BRACKETED = /\([^()]{0,120}\)/g;

/** The line that gives the role's dates: the one that is most nearly only dates (a title's bracket may name a year). */
function dateLine(heading: string[]): string {
  const dated = heading.filter((h) => DATE_PIECE.test(h));
  return dated.sort((a, b) => a.replace(DATE_WORDS, '').length - b.replace(DATE_WORDS, '').length)[0] ?? '';
}

function when(line: string): { when: string | null; current: boolean } {
  const years = line.match(YEAR) ?? [];
  const current = OPEN_END.test(line);
  if (!years.length) return { when: null, current };
  const first = years[0]!;
  const last = years[years.length - 1]!;
  if (current) return { when: `Since ${first}`, current };
  return { when: first === last ? `In ${first}` : `From ${first} to ${last}`, current };
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
    .filter((h) => h && !(DATE_PIECE.test(h) && h.replace(DATE_WORDS, '').length < 3));
  const usable = (p: string) => p && !DATE_PIECE.test(p) && p.length <= 80;
  // Title and employer on lines of their own, or one line cut at its separators: the employer is the piece that
  // names an organisation ("Project Officer – Climate and Sustainability, Merri-bek City Council"), else the second.
  const pieces = (lines[0] ?? '').split(SEPARATOR).filter(usable);
  const [title, employer] =
    lines.length >= 2
      ? [pieces[0], employerOf(lines[1]!)]
      : [pieces[0], pieces.slice(1).find((p) => ORGANISATION.test(p)) ?? pieces[1]];
  return {
    title: title ?? null,
    employer: employer && usable(employer) ? employer : null,
    ...when(dateLine(heading)),
    bullets,
  };
}

/** A role's heading set as a bullet: "Yilgarn Lithium | Apr 2021 – Present | FIFO 8/6 ex Perth". */
const headingLike = (text: string) => DATE_PIECE.test(text) && /\s[|]\s/.test(text);

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
