/**
 * Whether a CV shows each requirement, and the line that shows it. Each kind is shown where a recruiter would look:
 * a qualification under Education (at the level asked, in the field asked), a licence anywhere it is named, an
 * occupation in a role's title, a tool wherever it is used, a skill in one line that holds all its concepts (half of
 * them: partly), years from the roles' dates.
 */
import { awardLevel } from '../qualification/aqf-level';
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
const PREFERRED: Record<Requirement['kind'], string[]> = {
  credential: ['certifications', 'education', 'skills', 'summary', 'experience', 'other'],
  qualification: ['education', 'certifications'],
  occupation: ['experience'],
  experience: [],
  tool: ['experience', 'skills', 'summary', 'certifications', 'education', 'other'],
  skill: ['experience', 'summary', 'skills', 'certifications', 'education', 'other'],
  soft: ['experience', 'summary', 'skills'],
};

const ordered = (lines: CvLine[], kind: Requirement['kind']) =>
  PREFERRED[kind].flatMap((s) => lines.filter((l) => l.section === s));

const share = (wanted: string[], line: CvLine) =>
  wanted.length ? wanted.filter((c) => line.concepts.has(c)).length / wanted.length : 0;

/**
 * Concepts too general to show a requirement on their own: "management" is in "courier management" and in "managed
 * diaries", so a line that shares only it shows nothing of the first.
 */
const GENERAL = new Set([
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
]);

/** The line holding most of the concepts: met when it holds all, partly when half and one of them is specific. */
function byConcepts(r: Requirement, lines: CvLine[]): Judgement {
  let best: { line: CvLine; s: number } | null = null;
  for (const line of lines) {
    const s = share(r.concepts, line);
    if (s < 1 && !r.concepts.some((c) => !GENERAL.has(c) && line.concepts.has(c))) continue;
    if (s > (best?.s ?? 0)) best = { line, s };
  }
  const met = best && best.s === 1 ? 1 : best && best.s >= 0.5 ? 0.5 : 0;
  return { requirement: r, met, evidence: met ? best!.line.text : null };
}

/** The highest award a line names (AQF level), 0 if none. */
export function lineAward(text: string): number {
  const words = text
    .toLowerCase()
    .replace(/\./g, '')
    .split(/[\s,()/]+/);
  let level = 0;
  for (let i = 0; i < words.length; i++) level = Math.max(level, awardLevel(words, i)?.level ?? 0);
  return level;
}

/** Words that say an award is not finished yet. */
const IN_PROGRESS = [
  'in progress',
  'expected',
  'currently studying',
  'currently completing',
  'completing',
  'final year',
  'due ',
  'ongoing',
  'underway',
  'under way',
  'to be completed',
  'studying',
];
const inProgress = (text: string) => {
  const lower = text.toLowerCase();
  return IN_PROGRESS.some((w) => lower.includes(w));
};

function judgeQualification(r: Requirement, lines: CvLine[]): Judgement {
  const award = r.award!;
  const listed = ordered(lines, 'qualification').filter((l) => lineAward(l.text) > 0);
  // A CV without an Education section may list its awards elsewhere, but never in a duty ("two graduate engineers").
  const candidates = listed.length ? listed : lines.filter((l) => !l.bullet && lineAward(l.text) > 0);
  let best: Judgement = { requirement: r, met: 0, evidence: null };
  for (const line of candidates) {
    const levelOk = lineAward(line.text) >= award.level;
    const fieldOk = !award.fields.length || award.fields.some((f) => f.every((c) => line.concepts.has(c)));
    // The field asked at a lower level is partly there; another field at any level is not (an M.A. in English
    // shows nothing of a Certificate III in Warehousing).
    // An award still being studied for is partly there ("final year, due Dec 2025").
    const met = levelOk && fieldOk && !inProgress(line.text) ? 1 : fieldOk ? 0.5 : 0;
    if (met > best.met) best = { requirement: r, met, evidence: line.text };
  }
  return best;
}

export function judge(r: Requirement, lines: CvLine[], yearsOfWork: number): Judgement {
  if (r.kind === 'qualification') return judgeQualification(r, lines);
  if (r.kind === 'experience') {
    const met = yearsOfWork >= r.years! ? 1 : yearsOfWork >= r.years! / 2 ? 0.5 : 0;
    return { requirement: r, met, evidence: met ? `Your roles span ${yearsOfWork} years` : null };
  }
  if (r.kind === 'occupation') {
    const titles = lines.filter((l) => l.title);
    const named = r.term && titles.find((l) => l.terms.has(r.term!.name));
    if (named) return { requirement: r, met: 1, evidence: named.text };
    const inTitles = byConcepts(r, titles);
    if (inTitles.met) return inTitles;
    const elsewhere = byConcepts(
      r,
      lines.filter((l) => l.section === 'summary'),
    );
    return { ...elsewhere, met: Math.min(0.5, elsewhere.met) };
  }
  const pool = ordered(lines, r.kind);
  if (r.term) {
    const line = pool.find((l) => l.terms.has(r.term!.name));
    if (line) return { requirement: r, met: 1, evidence: line.text };
    // A licence, tool or soft skill is shown by its own name or not at all.
    if (r.kind !== 'skill') return { requirement: r, met: 0, evidence: null };
  }
  return byConcepts(r, pool);
}
