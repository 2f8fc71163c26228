/**
 * Compares a CV with a job ad's requirements and scores the fit (docs/scoring.md "Job match"): the weighted share of
 * requirements the CV shows, the fit of its roles to the job's occupation and how much of what the ad talks about it
 * talks about too; a missing licence, registration or clearance the ad requires caps the score.
 */
import type { JobAd, Requirement } from '../job-ad';
import type { CvDocument } from '../types';
import { yearsInRoles, yearsOfExperience } from './cv-profile';
import { cvLines } from './cv-lines';
import { judge, judgeOccupation, type Judgement, type WorkYears } from './judge';
import { similarity } from './similarity';
import { normalise, tokens } from './words';
import { singulars } from '../vocabulary/phrase-index';

export const WEIGHTS: Record<Requirement['kind'], number> = {
  credential: 3,
  qualification: 3,
  occupation: 0,
  experience: 2,
  tool: 2,
  skill: 2,
  soft: 1,
};
export const DESIRABLE_FACTOR = 0.5;
/** A skill read from the duties is something the job does, not something the ad asks the person to bring. */
export const DUTY_FACTOR = 0.5;
/**
 * Shares of the score, and the coverage and similarity at which each part is full. What the CV shows counts in full
 * only for a person in the job's occupation: a nurse who has managed projects is not half a structural engineer.
 */
export const SHARES = { occupation: 0.3, coverage: 0.42, similarity: 0.28 } as const;
/** How much of the coverage and similarity parts a CV from another occupation keeps. */
export const OTHER_OCCUPATION_FACTOR = 0.5;
export const FULL_COVERAGE = 0.9;
/**
 * Similarity is full at 0.5, not sooner: CVs in the ad's own line of work measure 0.29–0.55 against it (others
 * 0.12–0.25), so a lower mark left most of them at full and told none of them apart, nor a CV from its version
 * written in the ad's words.
 */
export const FULL_SIMILARITY = 0.5;
/**
 * A skill or tool the CV shows only in other words counts this much of a requirement shown in the ad's words: a
 * recruiter scanning for "stakeholder engagement", and the systems that search for it, can miss "worked with partner
 * agencies". Saying it in the ad's words, where true, is worth points.
 */
export const OTHER_WORDS_FACTOR = 0.85;
/** The highest score with one required licence or registration missing, and with two or more. */
export const KNOCK_OUT_CAPS = [55, 40] as const;

export interface Comparison {
  results: Judgement[];
  coverage: number;
  occupationFit: number;
  similarity: number;
  /** Years in all dated roles and in the job's occupation. */
  work: WorkYears;
  /** Essential knock-outs the CV does not show at all (a required registration or licence missing). */
  knockedOut: number;
  /** The most the score may be: 100, or lower with a knock-out missing. */
  cap: number;
  score: number;
}

export const weightOf = (r: Requirement) =>
  WEIGHTS[r.kind] * (r.essential ? 1 : DESIRABLE_FACTOR) * (r.from === 'duties' ? DUTY_FACTOR : 1);

/**
 * Shown in full, a skill or tool (not a choice of several), and its wording nowhere in the CV's evidence lines.
 * "Experience" and "skills" are no keywords: "manufacturing experience" is said by a line that says "manufacturing",
 * "butchery skills" by a skills list's "Fish butchery".
 */
const saidOtherwise = (x: Judgement, says: (wording: string) => boolean) =>
  x.met === 1 &&
  (x.requirement.kind === 'skill' || x.requirement.kind === 'tool') &&
  !x.requirement.anyOf &&
  !says(x.requirement.wording.replace(/\b(?:experience|skills)\b/gi, ''));

/** Whether a text says words in so many words, plurals folded ("stakeholder engagements" says "stakeholder
 * engagement"): what a recruiter scanning for the ad's words, and the systems that search for them, find. */
export function saysWords(text: string): (wording: string) => boolean {
  const words = normalise(text);
  // Each versioned name also said by its base alone, apart from the text's own runs ("html5 css" stays a run).
  const bases = ` ${tokens(text).flatMap(baseName).join(' | ')} `;
  const folded = ` ${singulars(text).join(' ')} `;
  const says = (wording: string) =>
    words.includes(normalise(wording)) ||
    bases.includes(normalise(wording)) ||
    folded.includes(` ${singulars(wording).join(' ')} `);
  // An ad's short word is said by the word it stands for ("admin" by "administration").
  return (wording) => {
    const asked = normalise(wording);
    return (
      says(wording) ||
      Object.entries(SHORT_WORDS).some(
        ([short, full]) =>
          asked.includes(` ${short} `) && full.some((f) => says(asked.replace(` ${short} `, ` ${f} `))),
      )
    );
  };
}

/** A product's name without its version or platform, which the name says too: "HTML5" says "HTML", "Node.js" says
 * "Node"; none for a token without one. */
const baseName = (token: string): string[] => {
  const base = token.replace(/^([a-z]{2,})\d{1,4}$/, '$1').replace(/^([a-z]{2,})\.js$/, '$1');
  return base === token ? [] : [base];
};

/** Short words ads write for longer ones a CV says in full. */
const SHORT_WORDS: Record<string, string[]> = {
  admin: ['administration', 'administrative'],
  mgmt: ['management'],
  ops: ['operations'],
  comms: ['communications'],
};

export function compare(cv: CvDocument, job: JobAd, now: Date): Comparison {
  const lines = cvLines(cv);
  const occupation = job.requirements.find((r) => r.kind === 'occupation');
  // A role counts towards the years asked when its title shows the job's occupation in full.
  const titleLines = new Map(lines.filter((l) => l.title).map((l) => [l.text, l]));
  const all = yearsOfExperience(cv, now);
  const work: WorkYears = {
    all,
    inOccupation: occupation
      ? yearsInRoles(cv, now, (heading) => {
          const line = titleLines.get(heading.trim());
          return line !== undefined && judgeOccupation(occupation, [line]).met === 1;
        })
      : all,
  };
  const results = job.requirements.map((r) => judge(r, lines, work, now));
  const text = lines.map((l) => l.text).join('\n');
  const says = saysWords(text);
  const otherwise = new Set(results.filter((x) => saidOtherwise(x, says)));
  const weighted = results.filter((x) => weightOf(x.requirement) > 0);
  const total = weighted.reduce((s, x) => s + weightOf(x.requirement), 0);
  const credit = (x: Judgement) => weightOf(x.requirement) * x.met * (otherwise.has(x) ? OTHER_WORDS_FACTOR : 1);
  const coverage = total ? weighted.reduce((s, x) => s + credit(x), 0) / total : 0;
  const occupationResult = results.find((x) => x.requirement.kind === 'occupation');
  const sim = similarity(text, job.focusText);
  // Without an occupation asked for (none named, or an ad open to people new to the job), what the CV shows stands for
  // it; being in the occupation already still counts in full.
  const shownFit = Math.min(1, coverage / FULL_COVERAGE);
  const occupationFit = !occupationResult
    ? shownFit
    : occupationResult.requirement.essential
      ? occupationResult.met
      : Math.max(occupationResult.met, shownFit);
  const shown = SHARES.coverage * shownFit + SHARES.similarity * Math.min(1, sim / FULL_SIMILARITY);
  const raw =
    SHARES.occupation * occupationFit +
    shown * (OTHER_OCCUPATION_FACTOR + (1 - OTHER_OCCUPATION_FACTOR) * occupationFit);
  const knockedOut = results.filter((x) => x.requirement.knockOut && x.requirement.essential && x.met === 0).length;
  const cap = knockedOut ? KNOCK_OUT_CAPS[Math.min(knockedOut, 2) - 1]! : 100;
  return {
    results,
    coverage,
    occupationFit,
    similarity: sim,
    work,
    knockedOut,
    cap,
    score: Math.min(cap, Math.round(100 * raw)),
  };
}
