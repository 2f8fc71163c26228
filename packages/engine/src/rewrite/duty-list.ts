/**
 * A role's "Duties included: answering the phone, greeting patients, making appointments, filing, banking and other
 * duties as required." becomes bullets a recruiter can skim, in the person's own words with a past-tense opening:
 * "Answered the phone", "Greeted patients", "Made appointments"; items of one word ("filing", "banking") share a
 * bullet, and "other duties as required" goes (it says nothing a recruiter can use); a label alone above bullets
 * ("Duties included:") goes. Undo puts the line back.
 */
import { laterCoordinates, pastTense, presentTense, type Change, type Step } from './transforms';
import { dateRanges } from '../analyse/checks/dates';
import { durationRoleLine } from '../read/classify';
import { DUTY_LIST_LABEL, OTHER_DUTIES } from '../star/first-person';
import type { CvItem, StructuredCv } from './structured-cv';
import { capitalise, listed, listItems, lowerFirst } from '../star/sentence';
import { sentencesOf } from '../analyse/objective';

/** A duty that opens with its "-ing" verb ("answering the phone"); "retaining walls" names a thing. */
const GERUND = /^(?!retaining\b|existing\b|living\b|dining\b|waiting\b)\p{Ll}{2,}ing\b/u;
/** Two verbs joined before their object: "mixing and baking bread rolls", "hedging and pruning". */
const PAIR = /^(\p{Ll}{2,}ing) and (\p{Ll}{2,}ing)\b(.*)$/u;
/** A word that opens a list inside a duty ("calls about their bills, payment plans, …", "jobs like paving, …"), whose
 * commas are no longer the list of duties'. */
const INNER_LIST = /\b(?:about|like|such as|including|e\.g\.)\s/i;

/** A duty of its own after a list's last "and": "… and general labouring", "… and banking"; not "… and skid steer". */
const dutyAfterAnd = (tail: string) => GERUND.test(tail) || /ing$/.test(tail) || tail.split(/\s+/).length === 1;

/** Whether the items are plainly a list of duties: no list inside an item, and no plural objects after a duty
 * that read as more of its objects ("mixing and baking bread rolls, loaves and scrolls", "securing loads with chains,
 * straps and gates as per the Load Restraint Guide"). */
const plainList = (list: string[]) =>
  list.every(
    (item, i) =>
      !INNER_LIST.test(item) &&
      !(
        i > 0 &&
        !GERUND.test(item) &&
        (/\p{L}[^s]s$/u.test(item) || /^\p{L}+[^s\s]s\s/u.test(item)) &&
        GERUND.test(list[i - 1]!) &&
        list[i - 1]!.includes(' ')
      ),
  );

/** A duty opening in `tense`, with a second verb joined to it ("Hedged and pruned"); null if either has no tense or
 * the duty is named as a thing. */
function opened(item: string, tense: (gerund: string) => string | null): string | null {
  const pair = PAIR.exec(item);
  // Verbs take an object; a gerund before "of" or joined to a thing names a duty ("scanning and filing of results",
  // "banking and end of day reconciliation"), said as written.
  if (pair) {
    if (/^ of\b/.test(pair[3]!)) return null;
    const [a, b] = [tense(pair[1]!), tense(pair[2]!)];
    return a && b ? `${a} and ${b.toLowerCase()}${pair[3]}` : null;
  }
  const [first, ...rest] = item.split(/\s+/);
  if (/^(?:of|and|or)$/.test(rest[0] ?? '')) return null;
  const verb = rest.length && GERUND.test(item) ? tense(first!) : null;
  // The gerunds joined further along follow it into its tense ("completing incident reports and escalating …" →
  // "Complete incident reports and escalate …"), as a bullet's opening does; a line too unsure to turn stays as written.
  return verb ? laterCoordinates(`${verb} ${rest.join(' ')}`, tense, true) : null;
}

/**
 * The list's bullets, or null when it is not a list of three or more duties. Each duty that opens with its verb opens
 * in `tense` (the past, or a current role's present: "operating the excavator" → "Operate the excavator"); other
 * duties of one word ("filing", "banking") or a name ("MYOB data entry") share a bullet. A list too tangled to part
 * safely ("answering calls about their bills, payment plans, moving house and faults, …") is one bullet in the
 * person's words, without its label.
 */
export function dutyBullets(text: string, tense: (gerund: string) => string | null = pastTense): string[] | null {
  if (!DUTY_LIST_LABEL.test(text)) return null;
  // A paragraph that opens with the list ("My duties include showering and dressing residents, …. I work in the
  // dementia wing …"): the list's bullets, then each sentence after it a bullet of its own.
  const [opening, ...after] = sentencesOf(text);
  if (after.length && opening) {
    const listed = dutyBullets(opening, tense);
    return listed ? [...listed, ...after.map(capitalise)] : null;
  }
  const body = text
    .replace(DUTY_LIST_LABEL, '')
    .replace(OTHER_DUTIES, '')
    .replace(/[.;]\s*$/, '');
  if (/[.;:!?]\s/.test(body)) return null;
  const list = listItems(body, dutyAfterAnd);
  if (list.length < 3) return null;
  if (!plainList(list)) return [`${capitalise(body)}.`];
  const actions: string[] = [];
  const nouns: string[] = [];
  for (const item of list) {
    const action = opened(item, tense);
    // A short duty named as a thing shares a bullet ("Filing, MYOB data entry and banking"); a longer one or one with
    // its own "and" is a bullet of its own ("Pipe laying (stormwater and sewer)").
    if (action) actions.push(action);
    else if (item.split(/\s+/).length <= 3 && !/\band\b/.test(item)) nouns.push(lowerFirst(item));
    else actions.push(capitalise(item));
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
    /** Whether the role's dates say when it ran: a role dated by its length ("2 years (casual)") does not. */
    let dated = false;
    const items = block.items.flatMap((item, i, all): CvItem[] => {
      if (dateRanges(item.text).length) {
        tense = roleTense(item.text, isWord);
        dated = true;
      } else if (!item.bullet && durationRoleLine(item.text)) dated = false;
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
      // Undated, the person's own tense says whether the work goes on: "My duties include …" is work done now.
      const now = !dated && isWord && /\bincludes?\b/i.test(DUTY_LIST_LABEL.exec(item.text)?.[0] ?? '');
      const bullets = item.bullet ? null : dutyBullets(item.text, now ? presentTense(isWord).of : tense);
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
