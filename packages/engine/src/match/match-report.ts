/**
 * The job match report (docs/product.md §3 "Job match result") from a comparison. Every sentence is built from the
 * requirements and the CV lines that meet them, so each strength cites the CV and each gap names the ad's words.
 */
import { DEFAULT_JOB_TITLE, type JobMatchResult } from '@cvmate/contract';
import { clip } from '../analyse/finding';
import type { CvDocument } from '../types';
import { candidateName, yearsOfExperience } from './cv-profile';
import { compare, type Comparison, type RequirementResult } from './match-cv';
import { readJob, type JobRequirements } from './read-job';
import { tokens } from './words';

type Relevance = 'good' | 'partial' | 'low';
const band = (x: number, good: number, partial: number): Relevance =>
  x >= good ? 'good' : x >= partial ? 'partial' : 'low';

const KIND_ORDER = { credential: 0, qualification: 1, hard: 2, soft: 3 } as const;
const words = (r: RequirementResult) => r.requirement.label.split(' ').length;
/** Essential before desirable, licences and awards before skills, and a specific phrase before a single word. */
const byImportance = (a: RequirementResult, b: RequirementResult) =>
  (a.requirement.importance === b.requirement.importance ? 0 : a.requirement.importance === 'essential' ? -1 : 1) ||
  KIND_ORDER[a.requirement.kind] - KIND_ORDER[b.requirement.kind] ||
  words(b) - words(a);

/** A requirement's name inside a sentence: soft skills in lower case, names of licences and awards as written. */
const inSentence = (r: RequirementResult['requirement']) => (r.kind === 'soft' ? r.label.toLowerCase() : r.label);

/** Words of a phrase as they stand in running text, for "is it really in there" checks. */
export const normalise = (text: string) => ` ${tokens(text).join(' ')} `;

function experienceLevel(cv: CvDocument, job: JobRequirements, now: Date): Relevance {
  const years = yearsOfExperience(cv, now);
  if (job.yearsRequired === null) return years >= 2 ? 'good' : years > 0 ? 'partial' : 'low';
  return band(years / job.yearsRequired, 1, 0.5);
}

function skillsAlignment(c: Comparison): Relevance {
  const skills = c.results.filter((x) => x.requirement.kind === 'hard' || x.requirement.kind === 'qualification');
  if (!skills.length) return 'partial';
  return band(skills.reduce((s, x) => s + x.met, 0) / skills.length, 0.6, 0.35);
}

function gapSentence({ requirement: r }: RequirementResult): string {
  const desirable = r.importance === 'desirable' ? ' (desirable)' : '';
  if (r.kind === 'credential')
    return `The ad asks for ${r.label}${desirable} (“${r.wording}”) and your CV does not mention it. If you hold it, add it with its number or expiry; if it is under way, say when it will be done.`;
  if (r.kind === 'qualification')
    return `The ad asks for a ${r.label}${desirable}. If you have it or an equivalent, list it under Education with the institution and year.`;
  if (r.kind === 'soft')
    return `The ad values ${r.label.toLowerCase()}${desirable}: show it with an example from a role (what you did and the result).`;
  return `“${r.wording}”${desirable} appears in the ad but not in your CV. If it is part of your experience, describe where you used it.`;
}

export interface MatchOptions {
  jobTitle?: string;
  /** The report date; the caller passes it so the same inputs give the same report. */
  now: Date;
}

export function matchCv(cv: CvDocument, jobText: string, { jobTitle, now }: MatchOptions): JobMatchResult {
  const title = jobTitle?.trim() || DEFAULT_JOB_TITLE;
  const job = readJob(jobText, jobTitle);
  const c = compare(cv, job);
  const sorted = [...c.results].sort(byImportance);
  const met = sorted.filter((x) => x.met > 0);
  // Only a requirement the CV shows in full is a strength; one it shows in part is said to be in part.
  const shown = met.filter((x) => x.met === 1);
  const partly = met.filter((x) => x.met < 1 && x.evidence);
  const unmet = sorted.filter((x) => x.met === 0);
  const essential = c.results.filter((x) => x.requirement.importance === 'essential');
  const cvText = normalise(cv.text);

  const strengthsIdentified = shown
    .filter((x) => x.evidence)
    .slice(0, 12)
    .map((x) => `${x.requirement.label}: your CV shows it in “${clip(x.evidence!, 120)}”`);
  const gapsAndImprovements = [
    ...unmet.slice(0, 8).map(gapSentence),
    ...partly
      .slice(0, 4)
      .map(
        (x) =>
          `“${x.requirement.wording}” is only partly in your CV (“${clip(x.evidence!, 100)}”). If you have done it, say so in the ad’s words.`,
      ),
  ];
  // Met in substance but not in the ad's words: ATS software matches words, so use the ad's wording.
  const atsKeywordSuggestions = met
    .filter((x) => x.requirement.kind !== 'soft' && !cvText.includes(normalise(x.requirement.wording)))
    .slice(0, 10)
    .map((x) => x.requirement.wording);
  const missingKeywords = unmet
    .filter((x) => x.requirement.kind !== 'soft')
    .map((x) => x.requirement.wording)
    .filter((w, i, all) => all.indexOf(w) === i)
    .slice(0, 12);

  const missingCredentials = unmet.filter((x) => x.requirement.kind === 'credential');
  const recommendedEdits = [
    {
      section: 'Professional Summary',
      suggestion: `Open with the role you are applying for (“${title}”) and the two or three strengths this ad asks for most${shown[0] ? `, such as ${inSentence(shown[0].requirement)}` : ''}.`,
    },
    ...(atsKeywordSuggestions.length
      ? [
          {
            section: 'Key Skills',
            suggestion: `Use the ad’s own wording where it is true for you: ${atsKeywordSuggestions.slice(0, 5).join(', ')}.`,
          },
        ]
      : []),
    ...(missingCredentials.length
      ? [
          {
            section: 'Licences and Checks',
            suggestion: `List ${missingCredentials.map((x) => x.requirement.label).join(', ')} if you hold them, with numbers or expiry dates.`,
          },
        ]
      : []),
    {
      section: 'Work Experience',
      suggestion:
        'Under your most relevant role, lead with the duties this ad lists and add a measurable result to each.',
    },
  ];

  const essentialMet = essential.filter((x) => x.met === 1).length;
  const essentialPartly = essential.filter((x) => x.met > 0 && x.met < 1).length;
  const shownEssential = shown.filter((x) => x.requirement.importance === 'essential');
  const summaryOfAlignment =
    `Your CV meets ${essentialMet} of the ${essential.length} essential requirements we found in this ad` +
    (essentialPartly ? ` and partly meets ${essentialPartly} more` : '') +
    (shownEssential.length
      ? `, including ${shownEssential
          .slice(0, 3)
          .map((x) => x.requirement.label.toLowerCase())
          .join(', ')}`
      : '') +
    '.' +
    (unmet.length
      ? ` The main gaps: ${unmet
          .slice(0, 3)
          .map((x) => x.requirement.label)
          .join(', ')}.`
      : ' We found no gaps.');

  return {
    matchScore: c.score,
    candidateName: candidateName(cv),
    jobTitle: title,
    dateGenerated: now.toISOString(),
    summaryOfAlignment,
    strengthsIdentified,
    gapsAndImprovements,
    recommendedEdits,
    atsKeywordSuggestions,
    sectionRelevance: {
      experienceLevel: experienceLevel(cv, job, now),
      skillsAlignment: skillsAlignment(c),
      industryFocus: band(c.titleOverlap, 0.67, 0.34),
    },
    missingKeywords,
  };
}
