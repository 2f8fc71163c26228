import type { CvAnalysis, Finding } from '@cvmate/contract';
import type { CvDocument } from '../types';
import type { Check } from './checks/check';
import { contactDetails } from './checks/contact';
import { personalDetails, photo } from './checks/personal';
import { bullets, dateFormats, layoutForAts, length, paragraphLength } from './checks/layout';
import { refereeDetails, sectionPresence } from './checks/sections';
import { actionVerbs, cliches, firstPerson, quantifiedAchievements, weakVerbs } from './checks/language';
import { usSpelling } from './checks/spelling';
import { passiveVoice } from './checks/passive';
import { careerGaps, reverseChronology, tense, undatedRoles } from './checks/career';
import { locationAndLinkedIn, objectiveStatement, workRights } from './checks/profile';
import { dutiesWithoutOutcomes } from './checks/duties';
import { gluedWords } from './checks/text-quality';
import { debrisLines } from './checks/debris';
import { repeatedText } from './checks/repeated';
import { damagedText } from './checks/damage';
import { misspeltWords } from './checks/misspelt';
import { currentRoleEmployer, rolesWithoutDescription } from './checks/role-detail';
import { RUBRIC_VERSION, capOf, score } from './rubric';
import { finding } from './finding';

/** Every check, in the order its findings are listed. The order is part of the output, so it is fixed. */
export const CHECKS: Check[] = [
  // Formatting
  length,
  bullets,
  paragraphLength,
  photo,
  dateFormats,
  reverseChronology,
  debrisLines,
  repeatedText,
  // Language & Tone
  actionVerbs,
  weakVerbs,
  quantifiedAchievements,
  usSpelling,
  firstPerson,
  passiveVoice,
  cliches,
  objectiveStatement,
  dutiesWithoutOutcomes,
  tense,
  misspeltWords,
  rolesWithoutDescription,
  // Clarity & Relevance
  contactDetails,
  locationAndLinkedIn,
  workRights,
  sectionPresence,
  undatedRoles,
  currentRoleEmployer,
  careerGaps,
  layoutForAts,
  gluedWords,
  damagedText,
  personalDetails,
  refereeDetails,
];

/**
 * Findings that damaged text causes or makes untrue: a broken word reads as a misspelling or a US spelling, a lost "ti"
 * turns "time" into "me" (first person), and "ATS can read it in order" is untrue of garbled text. Held back when the
 * text is damaged, so the report says the one thing that matters. (Missing sections and long paragraphs stay: they are
 * true of the text as an applicant tracking system reads it.)
 */
const MASKED_BY_DAMAGE = new Set<string>([
  'ats.glued-words',
  'ats.simple-layout',
  'language.first-person',
  'language.us-spelling',
  'language.australian-spelling',
  'language.misspelt',
]);

/** No e-mail and no phone is one problem (nobody can reach you), said once rather than as two. */
const REPLACED_BY_NO_CONTACT = new Set<string>(['contact.missing-email', 'contact.missing-phone']);

/** The findings as the report shows them: what a serious finding makes moot is left out. */
function reconcile(findings: Finding[]): Finding[] {
  const has = (code: string) => findings.some((f) => f.code === code);
  let out = findings;
  // Praise must not quote garbled text ("Idened and xed") nor sit beside its own contradiction.
  if (has('text.damaged'))
    out = out
      .filter((f) => !MASKED_BY_DAMAGE.has(f.code))
      .map(({ evidence, ...f }) => (f.type === 'positive' || !evidence ? f : { ...f, evidence }));
  if (has('format.no-bullets') || has('text.repeated')) out = out.filter((f) => f.code !== 'format.concise-paragraphs');
  if (has('contact.missing-email') && has('contact.missing-phone'))
    out = [
      ...out.filter((f) => !REPLACED_BY_NO_CONTACT.has(f.code)),
      finding(
        'contact.none',
        'Your CV has no e-mail address and no phone number: a recruiter who likes it has no way to reach you. Put both at the top, under your name.',
      ),
    ];
  return out;
}

/**
 * Runs every check and scores the findings with the rubric. Same document and day in, same analysis out; the day
 * only says what "Present" in a date range means.
 */
export async function analyseCv(doc: CvDocument, asOf: Date = new Date()): Promise<CvAnalysis> {
  const raw: Finding[] = [];
  for (const check of CHECKS) raw.push(...(await check(doc, { asOf })));
  // What caps the score is what a recruiter sees first, so it leads its list.
  const findings = reconcile(raw).sort((a, b) => Number(capOf(b.code) < 100) - Number(capOf(a.code) < 100));
  const { score: total, breakdown } = score(findings.map((f) => f.code));
  const by = (category: Finding['category']) => findings.filter((f) => f.category === category);
  return {
    score: total,
    breakdown,
    feedback: { formatting: by('formatting'), content: by('content'), atsRelevance: by('atsRelevance') },
    provider: 'local',
    rubricVersion: RUBRIC_VERSION,
  };
}
