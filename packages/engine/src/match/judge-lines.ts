/** What every judgement shares: the result's shape, where each kind is looked for, and matching by concepts. */
import type { Requirement } from '../job-ad';
import type { CvLine } from './cv-lines';

export interface Judgement {
  requirement: Requirement;
  /** 1 met, 0.5 partly, 0 not. */
  met: number;
  /** The CV line that shows it (or shows the part it has). */
  evidence: string | null;
}

/** Sections searched first for each kind; lines elsewhere count only when none of these has it. */
export const PREFERRED: Record<Requirement['kind'], string[]> = {
  // A licence listed in the contact block ("AHPRA registration: NMW…") before a summary that only names the job.
  credential: ['certifications', 'education', 'contact', 'skills', 'summary', 'experience', 'other'],
  qualification: ['education', 'certifications'],
  occupation: ['experience'],
  experience: [],
  tool: ['experience', 'skills', 'summary', 'certifications', 'education', 'other'],
  skill: ['experience', 'summary', 'skills', 'certifications', 'education', 'other'],
  soft: ['experience', 'summary', 'skills'],
};

const pools = new WeakMap<CvLine[], Map<Requirement['kind'], CvLine[]>>();
/** A CV's lines for a kind, preferred sections first: worked out once per CV and kind, not once per requirement. */
export function ordered(lines: CvLine[], kind: Requirement['kind']): CvLine[] {
  const byKind = pools.get(lines) ?? new Map<Requirement['kind'], CvLine[]>();
  pools.set(lines, byKind);
  let pool = byKind.get(kind);
  if (!pool) {
    pool = PREFERRED[kind].flatMap((s) => lines.filter((l) => l.section === s));
    byKind.set(kind, pool);
  }
  return pool;
}

export const share = (wanted: string[], line: CvLine) =>
  wanted.length ? wanted.filter((c) => line.concepts.has(c)).length / wanted.length : 0;

/** Kinds of thing a requirement names after what it asks: "procedures", "techniques", "methods", "principles". */
const KINDS = new Set(['procedur', 'techniqu', 'method', 'principl', 'guidelin']);

/**
 * Concepts too general to show a requirement on their own: "management" is in "courier management" and in "managed
 * diaries", so a line that shares only it shows nothing of the first.
 */
export const GENERAL = new Set([
  'lead',
  'develop',
  'support',
  'servic',
  'coordin',
  'deliv',
  'work',
  'administr',
  'process',
  'improv',
  'custom',
  'report',
  'commun',
  'engag',
  'analys',
  'system',
  'oper',
  'licenc',
  'licens',
  'certif',
  'certific',
  'deliveri',
  'experi',
  'skill',
]);

/** The line holding most of the concepts: met when it holds all, partly when half and one of them is specific. */
export function byConcepts(r: Requirement, lines: CvLine[]): Judgement {
  let best: { line: CvLine; s: number } | null = null;
  // A kind of thing after what is asked says nothing of its own ("sterilisation procedures" is shown by
  // "Sterilisation and infection control").
  const named = r.concepts.filter((c) => !KINDS.has(c));
  const wanted = named.length ? named : r.concepts;
  // Partly needs two specific words when the requirement has two or more ("Conversational Samoan" shares one
  // word with "sensitive conversations" and shows nothing of it).
  const specific = wanted.filter((c) => !GENERAL.has(c));
  const needed = Math.min(2, specific.length);
  for (const line of lines) {
    const s = share(wanted, line);
    if (s < 1 && specific.filter((c) => line.concepts.has(c)).length < Math.max(1, needed)) continue;
    if (s > (best?.s ?? 0)) best = { line, s };
  }
  const met = best && best.s === 1 ? 1 : best && best.s >= 0.5 ? 0.5 : 0;
  return { requirement: r, met, evidence: met ? best!.line.text : null };
}
