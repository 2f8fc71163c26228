/** Qualifications by AQF level and field, and licences or awards not held yet. */
import { awardLevel } from '../qualification/aqf-level';
import type { Award, Requirement } from '../job-ad';
import type { CvLine } from './cv-lines';
import { concept, tokens } from './words';
import { ordered, type Judgement } from './judge-lines';
import { withFamilies, withRelated } from '../vocabulary/field-families';
import { dateRanges } from '../analyse/checks/dates';

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
  // "(part-time, second year)": a year of the course, not the award.
  'first year',
  'second year',
  'third year',
  'fourth year',
  '1st year',
  '2nd year',
  '3rd year',
  'due ',
  'ongoing',
  'underway',
  'under way',
  'to be completed',
  'studying',
  // "– commenced 2024, about half completed", "(didn't finish)"
  'half completed',
  'partly completed',
  'partially completed',
  'not yet completed',
  'not completed',
  'incomplete',
  'did not finish',
  "didn't finish",
  'didnt finish',
  'working towards',
  // "started 2025, currently on hold": begun and set aside.
  'on hold',
  'deferred',
  'paused',
];
/** Whether a line says any of these words. */
const says = (text: string, words: string[]) => {
  const lower = text.toLowerCase();
  return words.some((w) => lower.includes(w));
};
/** "3 of 8 units completed", "6/10 subjects": part of a course done. */
const UNITS_DONE = /\b(\d{1,2})\s*(?:of|\/)\s*(\d{1,2}) (?:units|subjects|modules|courses)\b/i;
const partDone = (text: string) => {
  const m = UNITS_DONE.exec(text);
  return !!m && Number(m[1]) < Number(m[2]);
};
/** Studied from a date to now ("2024-now", "2023 – present", "Feb 2025 – current"): a range the date reader leaves
 * open. */
const toNow = (text: string) => dateRanges(text).some((r) => !r.end);
export const inProgress = (text: string) => says(text, IN_PROGRESS) || partDone(text) || toNow(text);
/** Study set aside, not under way: "(not completed)", "did not finish", "on hold", or part done in a range that has
 * ended ("2013 – 2016, completed 12 of 24 units"). */
const SET_ASIDE = [
  'not completed',
  'incomplete',
  'did not finish',
  "didn't finish",
  'didnt finish',
  'on hold',
  'deferred',
  'paused',
  'discontinued',
];
export const setAside = (text: string) =>
  says(text, SET_ASIDE) || (partDone(text) && dateRanges(text).some((r) => !!r.end));

/** Words that say a licence or check is not held yet. */
const PENDING = [
  // Booked or lodged as a step still to come ("test booked for 14 March", "application lodged"), not as work done
  // ("Booked appointments for 8 doctors", "Lodged 200 BAS returns").
  'test booked',
  'exam booked',
  'assessment booked',
  'booked for',
  'booked in for',
  'learner',
  'working towards',
  'in progress',
  'applied for',
  'pending',
  'training done',
  'to be completed',
  'awaiting',
  'provisional',
  'application lodged',
  'not yet',
  // "(accreditation expected mid-2027)": a date it is due, not a credential held.
  'expected',
  // "I can drive forklift (dont have ticket yet)": the work without the licence.
  "don't have",
  'dont have',
  'do not have',
  'yet to',
];
/** A provisional driver licence ("Provisional (P2) driver licence", "P1 licence") is a current licence of its class, not
 * one still to come as a provisional registration is. */
const PROVISIONAL_DRIVER = /\bP[12]\b|\bprovisional\b[^.]{0,20}\bdriver'?s?\b/i;
export const pending = (text: string) =>
  says(text, PROVISIONAL_DRIVER.test(text) ? PENDING.filter((w) => w !== 'provisional') : PENDING);

/** Whether a line's concepts hold every concept of one of the fields asked. */
const hasField = (fields: string[][], words: Set<string>) =>
  withFamilies(fields).some((f) => f.every((c) => words.has(c)));

/** An ad that takes the fields near the ones it names: "… or a related discipline", "or a related field". */
const RELATED = /\brelated (?:discipline|field|area)s?\b/i;

/** An award asked, or the best of a choice of them ("Certificate III in Individual Support or Certificate IV in
 * Disability"). */
export function judgeQualification(r: Requirement, lines: CvLine[], now?: Date): Judgement {
  return (r.anyAward ?? [r.award!])
    .map((award) => judgeAward(r, award, lines, now))
    .reduce((a, b) => (b.met > a.met ? b : a));
}

/** Studied to a date still to come ("Bachelor of Physiotherapy – 2023 – 2026" read in November 2026: a year alone ends
 * in December): not yet held. */
const endsAfter = (text: string, now: Date | undefined) =>
  !!now && dateRanges(text).some((r) => !!r.end && r.end.month > now.getUTCFullYear() * 12 + now.getUTCMonth());

function judgeAward(r: Requirement, award: Award, lines: CvLine[], now?: Date): Judgement {
  const fields = RELATED.test(r.wording) ? withRelated(award.fields) : award.fields;
  // Awards are listed under Education or Certifications, or under a heading of the person's own ("Licences &
  // Tickets"); never in a duty ("two graduate engineers").
  const listed = ordered(lines, 'qualification');
  const inListed = new Set(listed);
  const elsewhere = lines.filter((l) => !inListed.has(l) && l.section !== 'experience' && !l.bullet);
  // A qualification named by its field alone ("3G/4G welder qualification") is shown by a line that calls itself one
  // ("Welder qualification – ISO 9606-1 (FCAW 3G & 4G)") as well as by an award.
  const namesQualification = (text: string) => award.level === 0 && /\bqualifi(?:cation|ed)\b/i.test(text);
  const candidates = [...listed, ...elsewhere]
    .map((line) => ({ line, level: lineAward(line.text) }))
    .filter((c) => c.level > 0 || namesQualification(c.line.text));
  let best: Judgement = { requirement: r, met: 0, evidence: null };
  let bestLevelOk = false;
  for (const { line, level } of candidates) {
    const levelOk = level >= award.level;
    // Every word of the line counts for a field ("Bachelor of Business": "business" is no filler here).
    const fieldOk = !fields.length || hasField(fields, new Set(tokens(line.text).map(concept)));
    // The field asked at a lower level is partly there; another field at any level is not (an M.A. in English
    // shows nothing of a Certificate III in Warehousing).
    // An award still being studied for is partly there ("final year, due Dec 2025").
    // A table's cell is read with its row, whose other cells may say so ("Diploma of … | Provider | In progress – due
    // 2025").
    const studying = inProgress(line.row ?? line.text) || endsAfter(line.row ?? line.text, now);
    const met = levelOk && fieldOk && !studying ? 1 : fieldOk ? 0.5 : 0;
    // Of two partly there, the award asked, still being studied for, before one a level below it.
    if (met > best.met || (met > 0 && met === best.met && levelOk && !bestLevelOk)) {
      best = { requirement: r, met, evidence: met < 1 && levelOk ? (line.row ?? line.text) : line.text };
      bestLevelOk = levelOk;
    }
  }
  return best;
}
