/** What every judgement shares: the result's shape, where each kind is looked for, and matching by concepts. */
import type { Requirement } from '../job-ad';
import type { CvLine } from './cv-lines';
import { tagText } from '../nlp/tag-text';
import { concept, conceptsWithPlaces, tokens } from './words';

/** Why a licence or check the CV names is only partly there: not held yet, lapsed, another state's, or of a kind the
 * ad rules out (P plates for a full licence). */
export type Shortfall = 'pending' | 'lapsed' | 'state' | 'kind' | 'class';

export interface Judgement {
  requirement: Requirement;
  /** 1 met, 0.5 partly, 0 not. */
  met: number;
  /** The CV line that shows it (or shows the part it has). */
  evidence: string | null;
  /** For a licence or check partly there: why. */
  why?: Shortfall;
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

const bySentence = new WeakMap<CvLine, Array<Set<string>>>();
/**
 * A line's concepts a sentence at a time (wink-nlp's sentence breaks), each with the concepts the line has from its
 * heading; read once a line, and only for a line that holds a requirement's words at all.
 */
function sentenceConcepts(line: CvLine): Array<Set<string>> {
  let sets = bySentence.get(line);
  if (sets) return sets;
  const words: string[][] = [];
  for (const t of tagText(line.text)) (words[t.sentence] ??= []).push(t.text);
  sets = words.length < 2 ? [line.concepts] : words.map((w) => conceptsWithPlaces(w.join(' ')));
  const heading = [...line.concepts].filter((c) => !sets!.some((s) => s.has(c)));
  if (words.length >= 2) for (const s of sets) for (const c of heading) s.add(c);
  bySentence.set(line, sets);
  return sets;
}

/** How much of a requirement one sentence of a line says: words said apart show nothing together ("traffic control
 * when needed" and "pre-starts on all the machines", two sentences of a duty paragraph, are no "machine control"). */
const sentenceShare = (wanted: string[], line: CvLine) => {
  const whole = share(wanted, line);
  if (!whole) return { s: 0, concepts: line.concepts };
  let best = { s: 0, concepts: line.concepts };
  for (const concepts of sentenceConcepts(line)) {
    const s = wanted.filter((c) => concepts.has(c)).length / wanted.length;
    if (s > best.s) best = { s, concepts };
  }
  return best;
};

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
    const { s, concepts } = sentenceShare(wanted, line);
    if (s < 1 && specific.filter((c) => concepts.has(c)).length < Math.max(1, needed)) continue;
    if (s > (best?.s ?? 0)) best = { line, s };
  }
  const met = best && best.s === 1 ? 1 : best && best.s >= 0.5 ? 0.5 : 0;
  // A table's cell is shown with its row ("ARCtick Refrigerant Handling Licence – Training booked – In progress").
  return { requirement: r, met, evidence: met ? (best!.line.row ?? best!.line.text) : null };
}

/** Words of a phrase this far apart at most are said together. */
const NEAR = 4;

/**
 * Whether a phrase the ad asks for is said as one in a line: its words within a few words of each other ("claims for
 * home and property" says "property claims"; "motor claims (collision, theft, hail, third-party property)" does not).
 * The match counts a line that holds the words; a rewrite writes the phrase in as the person's only where the line
 * says it so. Words the line has only from its heading or place are not judged. Linear: one sweep.
 */
export function saidTogether(wanted: string[], text: string): boolean {
  const want = new Set(wanted);
  if (want.size < 2) return true;
  const hits = tokens(text).flatMap((w, i) => (want.has(concept(w)) ? [{ c: concept(w), i }] : []));
  if ([...want].some((c) => !hits.some((h) => h.c === c))) return true;
  // The narrowest stretch holding each word once: a sliding window over the hits in order.
  const count = new Map<string, number>();
  let start = 0;
  let narrowest = Infinity;
  for (const hit of hits) {
    count.set(hit.c, (count.get(hit.c) ?? 0) + 1);
    while (count.size === want.size) {
      narrowest = Math.min(narrowest, hit.i - hits[start]!.i);
      const first = hits[start++]!;
      const n = count.get(first.c)! - 1;
      if (n) count.set(first.c, n);
      else count.delete(first.c);
    }
  }
  return narrowest <= NEAR * (want.size - 1);
}
