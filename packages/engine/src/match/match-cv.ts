/**
 * Compares a CV with a job's requirements. Words are compared as concepts (Porter stems with synonyms folded), so
 * "managed" meets "management" and "engaged stakeholders" meets "stakeholder engagement". Each requirement has a
 * weight (docs/scoring.md "Job match"): licences and checks 3, qualifications and hard skills 2, soft skills 1;
 * desirable ones count half. The score is the weighted share met, blended with how much of the job title the CV
 * shows, less 8 points for each essential licence or check the CV lacks.
 */
import type { CvDocument } from '../types';
import type { JobRequirements, Requirement } from './read-job';
import { concept, conceptsOf, contentWords } from './words';

export const WEIGHTS = { credential: 3, qualification: 2, hard: 2, soft: 1 } as const;
export const DESIRABLE_FACTOR = 0.5;
/** Share of the weighted requirements met at which a CV is a full match. */
export const FULL_COVERAGE = 0.6;
export const TITLE_SHARE = 0.3;
export const MISSING_CREDENTIAL_PENALTY = 8;

export interface RequirementResult {
  requirement: Requirement;
  /** 1 met, 0.5 partly (most of a phrase's words), 0 not. */
  met: number;
  /** The CV line that shows it, when met. */
  evidence: string | null;
}
export interface Comparison {
  results: RequirementResult[];
  coverage: number;
  titleOverlap: number;
  score: number;
}

const weightOf = (r: Requirement) => WEIGHTS[r.kind] * (r.importance === 'desirable' ? DESIRABLE_FACTOR : 1);

/** The CV's lines with their concepts, for evidence (a heading such as "Education" shows nothing by itself). */
function cvLines(cv: CvDocument) {
  return cv.paragraphs
    .filter((p) => p.text.trim().length > 2 && !p.isHeading)
    .map((p) => ({ text: p.text.trim(), section: p.section, concepts: conceptsOf(p.text) }));
}

function judge(r: Requirement, lines: ReturnType<typeof cvLines>, all: Set<string>, cvText: string): RequirementResult {
  if (r.credential) {
    const line = lines.find((l) => r.credential!.cv.test(l.text));
    return { requirement: r, met: line || r.credential.cv.test(cvText) ? 1 : 0, evidence: line?.text ?? null };
  }
  if (r.soft) {
    const line = lines.find((l) => r.soft!.cv.test(l.text));
    return { requirement: r, met: line ? 1 : 0, evidence: line?.text ?? null };
  }
  if (r.kind === 'qualification') return judgeQualification(r, lines);
  const wanted = [...conceptsOf(r.label)];
  if (!wanted.length) return { requirement: r, met: 0, evidence: null };
  const have = wanted.filter((c) => all.has(c)).length;
  // A phrase is met when every word is in the CV, half met when at least half are.
  const met = have === wanted.length ? 1 : have * 2 >= wanted.length ? 0.5 : 0;
  // The line with most of the words; ties go to the experience section, where skills are shown.
  let best: { text: string; n: number } | null = null;
  for (const l of lines) {
    const n = wanted.filter((c) => l.concepts.has(c)).length + (l.section === 'experience' ? 0.5 : 0);
    if (n >= 1 && (!best || n > best.n)) best = { text: l.text, n };
  }
  return { requirement: r, met, evidence: met ? (best?.text ?? null) : null };
}

const AWARD = /\b(bachelor|master|diploma|certificate|degree|doctor|phd|graduate)\w*/i;
const AWARD_WORDS = new Set([
  'bachelor',
  'master',
  'masters',
  'diploma',
  'advanced',
  'certificate',
  'degree',
  'graduate',
  'post',
  'postgraduate',
  'phd',
  'doctorate',
  'iv',
  'iii',
  'ii',
  'i',
]);

/**
 * A qualification is met by a CV line that names an award in the same field ("Bachelor of Business (Logistics)"
 * meets "Diploma of Logistics": a higher award in the field is accepted, as ads usually say "or equivalent"). An ad's
 * "Degree in Social Work or Youth Work" is met by either field.
 */
function judgeQualification(r: Requirement, lines: ReturnType<typeof cvLines>): RequirementResult {
  // An award is named under Education; elsewhere "graduate" is as likely a person ("two graduate engineers").
  const named = lines.filter((l) => AWARD.test(l.text));
  const educated = named.filter((l) => l.section === 'education');
  const awards = educated.length ? educated : named;
  const results = r.label.split(/\s+or\s+/i).map((alternative) => {
    const field = [
      ...new Set(
        contentWords(alternative)
          .filter((w) => !AWARD_WORDS.has(w))
          .map(concept),
      ),
    ];
    const best = awards
      .map((l) => ({ l, n: field.filter((c) => l.concepts.has(c)).length }))
      .sort((a, b) => b.n - a.n)[0];
    if (!best) return { requirement: r, met: 0, evidence: null };
    const met = !field.length || best.n === field.length ? 1 : best.n * 2 >= field.length ? 0.5 : 0;
    return { requirement: r, met, evidence: met ? best.l.text : null };
  });
  return results.sort((a, b) => b.met - a.met)[0]!;
}

export function compare(cv: CvDocument, job: JobRequirements): Comparison {
  const lines = cvLines(cv);
  const all = new Set(lines.flatMap((l) => [...l.concepts]));
  const results = job.requirements.map((r) => judge(r, lines, all, cv.text));
  const total = results.reduce((s, x) => s + weightOf(x.requirement), 0);
  const met = results.reduce((s, x) => s + weightOf(x.requirement) * x.met, 0);
  const coverage = total ? met / total : 0;
  const titleConcepts = [...conceptsOf(job.title)];
  const titleOverlap = titleConcepts.length
    ? titleConcepts.filter((c) => all.has(c)).length / titleConcepts.length
    : coverage;
  const missingEssentialCredentials = results.filter(
    (x) => x.requirement.kind === 'credential' && x.requirement.importance === 'essential' && !x.met,
  ).length;
  const raw = (1 - TITLE_SHARE) * Math.min(1, coverage / FULL_COVERAGE) + TITLE_SHARE * titleOverlap;
  const score = Math.max(
    0,
    Math.min(100, Math.round(100 * raw) - MISSING_CREDENTIAL_PENALTY * missingEssentialCredentials),
  );
  return { results, coverage, titleOverlap, score };
}
