/**
 * Whether a CV shows each requirement, and the line that shows it. Each kind is shown where a recruiter would look:
 * a qualification under Education (at the level asked, in the field asked), a licence anywhere it is named, an
 * occupation in a role's title, a tool wherever it is used, a skill in one line that holds all its concepts (half of
 * them: partly), years from the roles' dates.
 */
import { awardLevel } from '../qualification/aqf-level';
import type { Requirement } from '../job-ad';
import { singulars } from '../vocabulary/phrase-index';
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
  credential: ['certifications', 'education', 'skills', 'summary', 'experience', 'other', 'contact'],
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
  'licenc',
  'licens',
  'certif',
  'certific',
  'deliveri',
  'experi',
  'skill',
]);

/** The line holding most of the concepts: met when it holds all, partly when half and one of them is specific. */
function byConcepts(r: Requirement, lines: CvLine[]): Judgement {
  let best: { line: CvLine; s: number } | null = null;
  // Partly needs two specific words when the requirement has two or more ("Conversational Samoan" shares one
  // word with "sensitive conversations" and shows nothing of it).
  const specific = r.concepts.filter((c) => !GENERAL.has(c));
  const needed = Math.min(2, specific.length);
  for (const line of lines) {
    const s = share(r.concepts, line);
    if (s < 1 && specific.filter((c) => line.concepts.has(c)).length < Math.max(1, needed)) continue;
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
  // An award's words are read once: the "degree" of "Associate Degree" is not a bachelor's degree.
  for (let i = 0; i < words.length; i++) {
    const award = awardLevel(words, i);
    if (!award) continue;
    level = Math.max(level, award.level);
    i += award.length - 1;
  }
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

/** Words that say a licence or check is not held yet. */
const PENDING = [
  'booked',
  'learner',
  'working towards',
  'in progress',
  'applied for',
  'pending',
  'training done',
  'to be completed',
  'awaiting',
  'provisional',
];
const pending = (text: string) => {
  const lower = text.toLowerCase();
  return PENDING.some((w) => lower.includes(w));
};

function judgeQualification(r: Requirement, lines: CvLine[]): Judgement {
  const award = r.award!;
  // Awards are listed under Education or Certifications, or under a heading of the person's own ("Licences &
  // Tickets"); never in a duty ("two graduate engineers").
  const listed = ordered(lines, 'qualification');
  const elsewhere = lines.filter((l) => !listed.includes(l) && l.section !== 'experience' && !l.bullet);
  const candidates = [...listed, ...elsewhere].filter((l) => lineAward(l.text) > 0);
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

/** Words that make a title a step below the job's ("Assistant Store Manager" is not yet a store manager). */
const SUBORDINATE = new Set([
  'assistant',
  'trainee',
  'apprentice',
  'junior',
  'deputy',
  '2ic',
  'student',
  'intern',
  'acting',
  'graduate',
  'cadet',
]);
/** The title's first word straight after a subordinate word in the line ("assistant store manager"). */
const subordinate = (line: CvLine, r: Requirement) => {
  const first = r.wording.toLowerCase().split(/\s+/)[0] ?? '';
  const words = line.text.toLowerCase().split(/[^\p{L}\d]+/u);
  return words.some((w, i) => SUBORDINATE.has(w) && words[i + 1] === first && !r.wording.toLowerCase().includes(w));
};

/**
 * The occupation: a role title holding the job title's words is met; one in the same occupation family under
 * another name ("Room Leader" for "Early Childhood Teacher"), a title a step below ("Assistant Store Manager"), or
 * the summary alone is partly met.
 */
export function judgeOccupation(r: Requirement, lines: CvLine[]): Judgement {
  const titles = lines.filter((l) => l.title);
  const step = (line: CvLine, met: number): Judgement => ({
    requirement: r,
    met: subordinate(line, r) ? Math.min(met, 0.5) : met,
    evidence: line.text,
  });
  // The occupation by the same name the title gives it ("speech pathologist" in "Senior Speech Pathologist").
  const words = r.occupationWords;
  const named = words && titles.find((l) => containsRun(singulars(l.text), words));
  if (named) return step(named, 1);
  // Most of the title's words in one role title ("Site Engineer" in "Site Engineer | Brightmore Civil").
  const best = titles.map((line) => ({ line, s: share(r.concepts, line) })).sort((a, b) => b.s - a.s)[0];
  // A title whose only word is a general one ("Support Coordinator" is {coordinator}) is not matched by that word.
  const weakTitle = r.concepts.length < 2 && r.concepts.every((c) => TITLE_GENERAL.has(c));
  if (best && best.s >= MOST && !weakTitle) return step(best.line, 1);
  // The same occupation under another name ("Room Leader" for an early childhood teacher), or the summary alone.
  const family = r.term && titles.find((l) => l.terms.has(r.term!.name));
  if (family) return step(family, 0.5);
  if (best && best.s >= 0.34) return step(best.line, 0.5);
  const summary = byConcepts(
    r,
    lines.filter((l) => l.section === 'summary'),
  );
  return { ...summary, met: Math.min(0.5, summary.met) };
}

/** Title words that name a level or a kind of role, not an occupation. */
const TITLE_GENERAL = new Set([
  'coordin',
  'lead',
  'assist',
  'offic',
  'manag',
  'worker',
  'consult',
  'advis',
  'specialist',
  'analyst',
  'administr',
  'senior',
  'junior',
  'head',
  'team',
]);

/** Share of a long title's words that makes a role title the same job ("senior", "based anywhere" aside). */
const MOST = 0.67;
const containsRun = (stream: string[], run: string[]) =>
  stream.some((_, i) => run.every((w, k) => stream[i + k] === w));

/** Years of work: in all dated roles, and in the roles whose titles show the occupation the ad asks for. */
export interface WorkYears {
  all: number;
  inOccupation: number;
}

/** Years asked: met by years in the occupation; years in other roles count only partly. */
function judgeYears(r: Requirement, work: WorkYears): Judgement {
  const asked = r.years!;
  if (work.inOccupation >= asked)
    return { requirement: r, met: 1, evidence: `Your roles in this line of work span ${work.inOccupation} years` };
  const met = work.all >= asked / 2 ? 0.5 : 0;
  const inIt = work.inOccupation
    ? `, ${work.inOccupation} of them in this line of work`
    : ', none of them with this title';
  return { requirement: r, met, evidence: met ? `Your roles span ${work.all} years${inIt}` : null };
}

export function judge(r: Requirement, lines: CvLine[], work: WorkYears): Judgement {
  if (r.kind === 'qualification') return judgeQualification(r, lines);
  if (r.kind === 'experience') return judgeYears(r, work);
  if (r.kind === 'occupation') return judgeOccupation(r, lines);
  const pool = ordered(lines, r.kind);
  if (r.term) {
    const names = (r.anyOf ?? [r.term]).map((t) => t.name);
    const showing = pool.filter((l) => names.some((n) => l.terms.has(n)));
    // The line that says it in the ad's words ("AHPRA registration NMW…") before one that only implies it.
    const wording = r.wording.toLowerCase();
    const line = showing.find((l) => l.text.toLowerCase().includes(wording)) ?? showing[0];
    // A licence still to be got ("test booked", "learner permit") is partly there at most.
    if (line)
      return { requirement: r, met: r.kind === 'credential' && pending(line.text) ? 0.5 : 1, evidence: line.text };
    // A licence, tool or soft skill is shown by its own name or not at all.
    if (r.kind !== 'skill') return { requirement: r, met: 0, evidence: null };
  }
  return byConcepts(r, pool);
}
