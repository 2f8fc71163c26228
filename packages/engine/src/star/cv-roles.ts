/**
 * The CV's roles as a STAR draft needs them: title, employer, the years as words, and the bullets under each. A role
 * is its heading lines (title, employer, dates) and what follows until the next heading line after a bullet; a duty
 * paragraph under a role counts as its sentences.
 */
import type { CvDocument } from '../types';

export interface Role {
  title: string | null;
  employer: string | null;
  /** "Since 2021", "From 2018 to 2020", "In 2019", or null without dates. */
  when: string | null;
  current: boolean;
  bullets: string[];
}

/** "Operations Coordinator, Sydney Freight Co, Mar 2021 – Present" or the same over two or three lines. */
const SEPARATOR = /\s+[|–—]\s+|,\s+|\s+at\s+|\s+-\s+/;
const YEAR = /\b(?:19|20)\d{2}\b/g;
const OPEN_END = /\b(present|current|now|to date|till date|today)\b/i;
const DATE_PIECE = /\b(?:19|20)\d{2}\b|\b(present|current)\b/i;

function when(heading: string): { when: string | null; current: boolean } {
  const years = heading.match(YEAR) ?? [];
  const current = OPEN_END.test(heading);
  if (!years.length) return { when: null, current };
  const first = years[0]!;
  const last = years[years.length - 1]!;
  if (current) return { when: `Since ${first}`, current };
  return { when: first === last ? `In ${first}` : `From ${first} to ${last}`, current };
}

function roleOf(heading: string[], bullets: string[]): Role {
  const pieces = heading
    .flatMap((h) => h.split(SEPARATOR))
    .map((p) => p.replace(/[()]/g, '').trim())
    .filter((p) => p && !DATE_PIECE.test(p) && p.length <= 80);
  return { title: pieces[0] ?? null, employer: pieces[1] ?? null, ...when(heading.join(' ')), bullets };
}

/** Sentences of a duty paragraph, each a bullet. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.;])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);

export function cvRoles(cv: CvDocument): Role[] {
  const roles: Role[] = [];
  let heading: string[] = [];
  let bullets: string[] = [];
  const close = () => {
    if (heading.length || bullets.length) roles.push(roleOf(heading, bullets));
    heading = [];
    bullets = [];
  };
  for (const p of cv.paragraphs) {
    if (p.isHeading || p.section !== 'experience' || p.source === 'header' || p.source === 'footer') continue;
    const text = p.text.trim();
    const long = text.split(/\s+/).length > 14;
    if (p.isBullet || long) bullets.push(...(p.isBullet ? [text] : sentences(text)));
    else {
      if (bullets.length) close();
      heading.push(text);
    }
  }
  close();
  return roles.filter((r) => r.bullets.length);
}
