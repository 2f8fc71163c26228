/**
 * The CV's roles as a STAR draft needs them: title, employer, the years as words, and the bullets under each. A role
 * is its heading lines (title, employer, dates) and what follows until the next heading line after a bullet; a duty
 * paragraph under a role counts as its sentences.
 */
import { roleBlocks } from '../match/cv-profile';
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
  return roleBlocks(cv)
    .map((b) =>
      roleOf(
        b.heading,
        b.body.flatMap((x) => (x.bullet ? [x.text] : sentences(x.text))),
      ),
    )
    .filter((r) => r.bullets.length);
}
