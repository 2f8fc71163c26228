/** The job's occupation, shown by a role title. */
import { singulars } from '../vocabulary/phrase-index';
import { containsRun } from './words';
import type { Requirement } from '../job-ad';
import type { CvLine } from './cv-lines';
import { byConcepts, share, type Judgement } from './judge-lines';

/** A line about the role the person wants, not the work they have done. */
const TARGETING =
  /\b(?:for this|key strengths for|brings experience in|seeking|looking for|aspiring|hoping to|keen to|wish to|want to|would like to)\b/i;

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
  // The very same job under another of its names ("Senior Claims Consultant" for a claims officer) is met; a kin job
  // ("Room Leader" for an early childhood teacher) is partly met.
  const family = r.term && titles.find((l) => l.terms.has(r.term!.name));
  if (family) return step(family, sameJob(r, family) ? 1 : 0.5);
  if (best && best.s >= 0.34) return step(best.line, 0.5);
  // A background the ad welcomes in place of the job ("open to applicants from a court registry or tribunal
  // background"), named in a role's heading ("Client Service Officer (Registry)", "ACT Civil and Administrative
  // Tribunal"): the person is one the ad asks to hear from.
  const welcomed = r.welcomed?.length
    ? headings(lines).find((l) => r.welcomed!.some((b) => containsRun(singulars(l.text), singulars(b))))
    : undefined;
  if (welcomed) return { requirement: r, met: 1, evidence: welcomed.text };
  // The summary as the person describes themselves, not the role they are after ("Key strengths for this Medical
  // Receptionist role", "Seeking a Medical Receptionist position"): wanting a job is not doing it.
  // By the job's name, not a word folded into it: "Experienced in supervising a team of 6 cleaners" is no area manager
  // ("supervising" and "manager" are one concept for skills, not for a job title).
  const naming = lines.filter(
    (l) =>
      l.section === 'summary' &&
      !TARGETING.test(l.text) &&
      (containsRun(singulars(l.text), words ?? singulars(r.wording)) ||
        (r.term !== undefined && l.terms.has(r.term.name))),
  );
  const summary = byConcepts(r, naming);
  return { ...summary, met: Math.min(0.5, summary.met) };
}

/** A role's heading lines: its title line and the line under it that names the employer (not a bullet). */
const headings = (lines: CvLine[]) =>
  lines.filter((l, i) => l.title || (l.section === 'experience' && !l.bullet && lines[i - 1]?.title === true));

/** Whether the ad's title and a role title both name the job by one of its names for the very same job. */
function sameJob(r: Requirement, line: CvLine): boolean {
  const same = r.term?.same;
  if (!same) return false;
  const names = same.map((n) => singulars(n));
  const holds = (text: string) => names.some((n) => containsRun(singulars(text), n));
  return holds(r.wording) && holds(line.text);
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
