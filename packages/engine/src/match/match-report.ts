/**
 * The job match report (docs/product.md §3 "Job match result"), derived from one checklist: the ad's requirements,
 * each met, partly met or missing with the CV line that shows it. Every strength quotes the CV, every gap names the
 * ad's words, and no sentence uses a placeholder title.
 */
import { DEFAULT_JOB_TITLE, type JobMatchResult, type MatchRequirement } from '@cvmate/contract';
import { readAd, type JobAd } from '../job-ad';
import type { CvDocument } from '../types';
import { candidateName } from './cv-profile';
import { compare, saysWords, type Comparison } from './match-cv';
import type { Judgement } from './judge';
import { gapSentence, inSentence, partlySentence, strengthSentence } from './report-sentences';
import { normalise } from './words';
import { asksCriteria } from '../job-ad/asks-criteria';

type Relevance = 'good' | 'partial' | 'low';
const band = (x: number, good: number, partial: number): Relevance =>
  x >= good ? 'good' : x >= partial ? 'partial' : 'low';

const KIND_ORDER = { occupation: 0, credential: 1, qualification: 2, experience: 3, tool: 4, skill: 5, soft: 6 };
/** Essential before desirable, asked before duties, then by kind: what rules a person in or out comes first. */
const byImportance = (a: Judgement, b: Judgement) =>
  Number(b.requirement.essential) - Number(a.requirement.essential) ||
  Number(a.requirement.from === 'duties') - Number(b.requirement.from === 'duties') ||
  KIND_ORDER[a.requirement.kind] - KIND_ORDER[b.requirement.kind];

const status = (x: Judgement): MatchRequirement['status'] => (x.met === 1 ? 'met' : x.met > 0 ? 'partial' : 'missing');

function experienceLevel(job: JobAd, c: Comparison): Relevance {
  if (c.occupationFit === 0) return 'low';
  const years = c.work.all;
  if (job.yearsRequired === null) return years >= 2 ? 'good' : years > 0 ? 'partial' : 'low';
  return band(years / job.yearsRequired, 1, 0.5);
}

function skillsAlignment(c: Comparison): Relevance {
  const skills = c.results.filter((x) => x.requirement.kind !== 'occupation' && x.requirement.kind !== 'soft');
  if (!skills.length) return 'partial';
  return band(skills.reduce((s, x) => s + x.met, 0) / skills.length, 0.6, 0.35);
}

export interface MatchOptions {
  jobTitle?: string;
  /** The report date; the caller passes it so the same inputs give the same report. */
  now: Date;
}

/** Why the score sits below what the count of requirements suggests ("6 of the 12" at 22 %): the job itself not yet
 * held counts most, and a missing licence or registration caps the score. */
function scoreHeldDown(c: Comparison): string {
  const occupation = c.results.find((x) => x.requirement.kind === 'occupation' && x.requirement.essential);
  const missing = c.knockedOut;
  const parts = [
    occupation && occupation.met < 1
      ? ` The score counts the job itself most: your role titles ${occupation.met ? 'show it only in part' : 'do not show it yet'}, so what else your CV shows counts for less.`
      : '',
    missing
      ? ` ${missing > 1 ? 'Licences or registrations' : 'A licence or registration'} the ad requires ${missing > 1 ? 'are' : 'is'} missing, so the score is capped at ${c.cap}.`
      : '',
  ];
  return parts.join('');
}

export function matchCv(cv: CvDocument, jobText: string, { jobTitle, now }: MatchOptions): JobMatchResult {
  const job = readAd(jobText, jobTitle);
  const c = compare(cv, job, now);
  const sorted = [...c.results].sort(byImportance);
  const shown = sorted.filter((x) => x.met === 1 && x.evidence);
  const partly = sorted.filter((x) => x.met > 0 && x.met < 1 && x.evidence);
  const unmet = sorted.filter((x) => x.met === 0);
  const says = saysWords(cv.text);
  const adText = normalise(jobText);
  const role = job.title ? `the ${job.title} role` : 'this role';
  const inAd = (w: string) => adText.includes(normalise(w));
  // The ad's words are worth using for a skill, tool, licence or award; never for a job title the person has not held.
  // A choice ("Xero or MYOB") is worded by whichever the person has.
  const wordable = (x: Judgement) =>
    !['soft', 'experience', 'occupation'].includes(x.requirement.kind) && !x.requirement.anyOf;

  const atsKeywordSuggestions = shown
    .filter((x) => wordable(x) && inAd(x.requirement.wording) && !says(x.requirement.wording))
    .map((x) => x.requirement.wording)
    .slice(0, 10);
  const missingKeywords = [
    ...new Set(
      unmet
        .filter(wordable)
        .map((x) => x.requirement.wording)
        .filter((w) => inAd(w) && !says(w)),
    ),
  ].slice(0, 12);

  const essential = c.results.filter((x) => x.requirement.essential);
  const essentialMet = essential.filter((x) => x.met === 1);
  const essentialPartly = essential.filter((x) => x.met > 0 && x.met < 1).length;
  const essentialUnmet = unmet.filter((x) => x.requirement.essential);
  const summaryOfAlignment =
    `Your CV shows ${essentialMet.length} of the ${essential.length} essential requirements we read in the ad for ${role}` +
    (essentialPartly ? ` and partly shows ${essentialPartly} more` : '') +
    (essentialMet.length
      ? `, including ${essentialMet
          .slice(0, 3)
          .map((x) => x.requirement.name)
          .join(', ')}`
      : '') +
    '.' +
    (essentialUnmet.length
      ? ` Not shown: ${essentialUnmet
          .slice(0, 3)
          .map((x) => x.requirement.name)
          .join(', ')}.`
      : essentialPartly
        ? ' Nothing essential is missing, but the ones partly shown need a clearer example.'
        : ' It shows every essential requirement we read.') +
    scoreHeldDown(c);

  const best = shown.find((x) => x.requirement.kind !== 'occupation');
  const missingCredentials = unmet.filter((x) => x.requirement.kind === 'credential');
  const recommendedEdits = [
    {
      section: 'Professional Summary',
      suggestion: `Open with ${role} and the two or three requirements you meet best${best ? `, such as ${inSentence(best.requirement.name)}` : ''}, in the ad’s words.`,
    },
    ...(atsKeywordSuggestions.length
      ? [
          {
            section: 'Key Skills',
            suggestion: `Your CV shows these but not in the ad’s words; use them where true: ${atsKeywordSuggestions.slice(0, 5).join(', ')}.`,
          },
        ]
      : []),
    ...(missingCredentials.length
      ? [
          {
            section: 'Licences and Checks',
            suggestion: `Add only if you hold them, with numbers or expiry dates: ${missingCredentials.map((x) => x.requirement.name).join(', ')}.`,
          },
        ]
      : []),
    {
      section: 'Work Experience',
      suggestion:
        'Under your most relevant role, put first the bullets that show what this ad asks for, each with a result.',
    },
    ...(asksCriteria(jobText)
      ? [
          {
            section: 'Selection Criteria',
            suggestion:
              'The ad asks you to address its selection criteria as well as send your CV, and may not consider an application without them. Answer each with an example from your work; the Government Jobs Helper drafts them from your CV.',
          },
        ]
      : []),
  ];

  return {
    matchScore: c.score,
    candidateName: candidateName(cv),
    jobTitle: job.title || DEFAULT_JOB_TITLE,
    dateGenerated: now.toISOString(),
    summaryOfAlignment,
    strengthsIdentified: shown.slice(0, 12).map(strengthSentence),
    gapsAndImprovements: [...unmet.slice(0, 8).map(gapSentence), ...partly.slice(0, 4).map(partlySentence)],
    recommendedEdits,
    atsKeywordSuggestions,
    sectionRelevance: {
      experienceLevel: experienceLevel(job, c),
      skillsAlignment: skillsAlignment(c),
      industryFocus: band(c.similarity, 0.25, 0.12),
    },
    missingKeywords,
    requirements: sorted.map((x) => ({
      name: x.requirement.name,
      kind: x.requirement.kind,
      essential: x.requirement.essential,
      status: status(x),
      evidence: x.met > 0 ? x.evidence : null,
      wording: x.requirement.wording,
    })),
  };
}
