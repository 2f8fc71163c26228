/**
 * A role's "Duties included: answering the phone, greeting patients, making appointments, filing, banking and other
 * duties as required." becomes bullets a recruiter can skim, in the person's own words with a past-tense opening:
 * "Answered the phone", "Greeted patients", "Made appointments"; items of one word ("filing", "banking") share a
 * bullet, and "other duties as required" goes (it says nothing a recruiter can use); a label alone above bullets
 * ("Duties included:") goes. Undo puts the line back.
 */
import { pastTense, presentTense, type Change, type Step } from './transforms';
import { dateRanges } from '../analyse/checks/dates';
import { DUTY_LIST_LABEL, OTHER_DUTIES } from '../star/first-person';
import type { CvItem, StructuredCv } from './structured-cv';
import { capitalise, listed, lowerFirst } from '../star/sentence';

/** The list's bullets, or null when it is not a list of three or more duties; each duty opens in `tense` (the past,
 * or a current role's present: "operating the excavator" → "Operate the excavator"). */
export function dutyBullets(text: string, tense: (gerund: string) => string | null = pastTense): string[] | null {
  if (!DUTY_LIST_LABEL.test(text)) return null;
  const body = text
    .replace(DUTY_LIST_LABEL, '')
    .replace(OTHER_DUTIES, '')
    .replace(/[.;]\s*$/, '');
  const parts = body
    .split(/,\s+/)
    .flatMap((p, i, all) => (i === all.length - 1 ? p.split(/\s+and\s+/) : [p]))
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 3) return null;
  const actions: string[] = [];
  const nouns: string[] = [];
  for (const part of parts) {
    const [first, ...rest] = part.split(/\s+/);
    const past = rest.length && /ing$/i.test(first!) ? tense(first!) : null;
    if (past) actions.push(`${past} ${rest.join(' ')}`);
    else nouns.push(lowerFirst(part));
  }
  const bullets = [...actions, ...(nouns.length ? [capitalise(listed(nouns))] : [])];
  return bullets.length >= 2 ? bullets : null;
}

/** "Duties included:", "Key responsibilities –": the label with nothing after it. */
const labelOnly = (text: string) => {
  const m = DUTY_LIST_LABEL.exec(text.trim());
  return m !== null && text.trim().length === m[0].trim().length;
};

/** How a role's duties open: a current role's ("2019 – Present") in the present tense when the speller can check it. */
export function roleTense(datedLine: string, isWord?: (w: string) => boolean) {
  const current = dateRanges(datedLine).some((r) => !r.end);
  return current && isWord ? presentTense(isWord).of : pastTense;
}

export function dutyListsToBullets(cv: StructuredCv, isWord?: (w: string) => boolean): Step {
  const changes: Change[] = [];
  const sections = cv.sections.map((block) => {
    if (block.kind !== 'experience') return block;
    let tense = pastTense;
    const items = block.items.flatMap((item, i, all): CvItem[] => {
      if (dateRanges(item.text).length) tense = roleTense(item.text, isWord);
      // A line that is only "Other duties as required" says nothing a recruiter can use.
      if (!item.text.replace(OTHER_DUTIES, '').replace(/[\s.;,]/g, '')) {
        changes.push({
          kind: 'clean',
          section: block.heading,
          before: item.text,
          after: '',
          reason: '“Other duties as required” says nothing a recruiter can use',
        });
        return [];
      }
      // A label alone before its bullets ("Duties included:") says nothing the bullets do not; after other bullets
      // it parts them ("Key achievements:" … "Responsibilities:"), and stays.
      if (!item.bullet && labelOnly(item.text) && all[i + 1]?.bullet && !all[i - 1]?.bullet) {
        changes.push({
          kind: 'clean',
          section: block.heading,
          before: item.text,
          after: '',
          reason: 'A label before the bullets says nothing they do not, and reads as a list of duties',
        });
        return [];
      }
      const bullets = item.bullet ? null : dutyBullets(item.text, tense);
      if (!bullets) return [item];
      changes.push({
        kind: 'bullets',
        section: block.heading,
        before: item.text,
        after: bullets.join('\n'),
        reason: 'One bullet a duty, opening with what you did: recruiters skim bullets, not lists in a sentence',
      });
      return bullets.map((text) => ({ text, bullet: true }));
    });
    return { ...block, items };
  });
  return { cv: { ...cv, sections }, changes };
}
