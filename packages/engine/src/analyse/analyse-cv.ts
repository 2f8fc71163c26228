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
import { RUBRIC_VERSION, score } from './rubric';

/** Every check, in the order its findings are listed. The order is part of the output, so it is fixed. */
export const CHECKS: Check[] = [
  // Formatting
  length,
  bullets,
  paragraphLength,
  photo,
  dateFormats,
  reverseChronology,
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
  // Clarity & Relevance
  contactDetails,
  locationAndLinkedIn,
  workRights,
  sectionPresence,
  undatedRoles,
  careerGaps,
  layoutForAts,
  gluedWords,
  personalDetails,
  refereeDetails,
];

/** Runs every check and scores the findings with the rubric. Same document in, same analysis out. */
export async function analyseCv(doc: CvDocument): Promise<CvAnalysis> {
  const findings: Finding[] = [];
  for (const check of CHECKS) findings.push(...(await check(doc)));
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
