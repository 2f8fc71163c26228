import type { CvAnalysis, Finding } from '@cvmate/contract';
import type { CvDocument } from '../types';
import type { Check } from './checks/check';
import { contactDetails } from './checks/contact';
import { contactPrivacy } from './checks/contact-privacy';
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
import { reconcile } from './reconcile';

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
  contactPrivacy,
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
