/**
 * Which part of the ad each item is in. A heading cue at an item's start begins a part that lasts until the next
 * heading; an item's own words can still say otherwise (a salary line under "About the role" is about benefits, a
 * line asking for a licence under "About us" is about the candidate). Order of precedence, each with its reason:
 * contacts and equal-opportunity statements are never requirements; applying and benefits win unless the item
 * plainly asks for something; then the candidate, the employer's self-description and the duties.
 */
import {
  APPLY_WORDS,
  BENEFIT_WORDS,
  CANDIDATE_WORDS,
  DESIRABLE_OPENERS,
  DESIRABLE_WORDS,
  EEO_WORDS,
  HIRING_NOTES,
  type AdPart,
  type Cue,
} from './ad-cues';
import { containsRun, indexOfRun } from '../match/words';

/** Words that say a line asks something at the least: "SB ticket minimum", "a must", "essential", "required". */
const MINIMUM_WORDS = new Set(['minimum', 'must', 'essential', 'required', 'mandatory']);
import { CONTACT_MARK } from './prepare-ad';
import { cueAt, type Item } from './read-items';

export interface AdItem extends Item {
  part: AdPart;
  essential: boolean;
}

const has = (words: string[], set: Set<string>) => words.some((w) => set.has(w));

/** "You will have", "you'll need", "you must": the item asks something of the reader. */
const ASKING_VERBS = new Set(['have', 'need', 'must', 'possess', 'hold', 'bring', 'should']);
const asksOfYou = (w: string[]) =>
  w.some(
    (x, i) =>
      (x === 'you' || x === 'applicants' || x === 'candidates') &&
      (ASKING_VERBS.has(w[i + 1] ?? '') ||
        ((w[i + 1] === 'will' || w[i + 1] === 'll') && ASKING_VERBS.has(w[i + 2] ?? ''))),
  );
const PLAIN_ASKING = new Set([
  'experience',
  'qualification',
  'qualifications',
  'qualified',
  'degree',
  'must',
  'essential',
  'desirable',
  'minimum',
  'proficiency',
  'demonstrated',
  'knowledge',
  'ability',
]);
const STRICT_ASKING = new Set([
  'must',
  'essential',
  'required',
  'minimum',
  'mandatory',
  'desirable',
  'experience',
  'licence',
  'check',
  'clearance',
  'registration',
]);
const LEADING = new Set(['our', 'the', 'your', 'a', 'an']);
/** "We will fund your Certificate IV", "we provide training": what the employer gives is a benefit. */
const GIVING = new Set([
  'offer',
  'offers',
  'provide',
  'provides',
  'fund',
  'funds',
  'pay',
  'pays',
  'support',
  'give',
  'reimburse',
  'sponsor',
  'cover',
]);
const weWords = new Set(['we', 'our', 'us']);
const youWords = new Set(['you', 'your']);
const NOT_DUTIES = new Set(['be', 'have', 'need', 'join', 'receive', 'enjoy', 'love', 'get', 'bring']);
/** An item that starts with a verb, says "<someone> will <do>" or "responsible for", is a duty. */
const dutyVerb = (item: Item) =>
  item.tokens[0]?.pos === 'VERB' ||
  item.tokens.some(
    (t, i) =>
      (t.lower === 'will' || t.lower === "'ll") &&
      item.tokens[i + 1]?.pos === 'VERB' &&
      !NOT_DUTIES.has(item.tokens[i + 1]!.lower),
  ) ||
  containsRun(item.words, ['responsible', 'for']) ||
  containsRun(item.words, ['reporting', 'to']);

/** What the job offers, as a line opens on it: its pay named or given ("$45-$52/hr depending on ticket and
 * experience"), or what it pays for ("Paid training and regular supervision."). */
const OPENS_ON_OFFER =
  /^(?:salary|remuneration|package|pay(?: rate)?|hourly rate|hybrid|flexible (?:work|working|hours|start)|work from home|wfh|paid (?:training|induction|leave|parental|overtime|study|breaks|uniforms?)|\$\s?\d[\d,.]*)\b/i;

function ownPart(item: Item, sticky: AdPart): AdPart | null {
  const w = item.words;
  if (w.includes(CONTACT_MARK)) return 'apply';
  // A question where the ad is about applying is a job board's screening question ("How many years' experience do you
  // have as a freight coordinator?"): the requirements it asks about are the ad's, read where the ad states them.
  if (sticky === 'apply' && /\?$/.test(item.text.trim())) return 'apply';
  // Under a duties heading, an item that opens with a verb is a duty whatever it mentions ("load police checks").
  if (sticky === 'duties' && item.tokens[0]?.pos === 'VERB') return 'duties';
  // "You will be required to operate a tugger" is a duty; "required" asks something only when nothing follows it.
  const dutyRequired = containsRun(w, ['required', 'to']);
  // Where the ad talks about itself, its benefits or applying, or under a duties heading, only a plain request makes
  // an item the candidate's ("our Leadership Capability Framework" is a benefit; a duty may mention the checks it
  // handles, "load background and police checks").
  const words = ['benefits', 'employer', 'apply', 'eeo'].includes(sticky)
    ? STRICT_ASKING
    : sticky === 'duties'
      ? PLAIN_ASKING
      : CANDIDATE_WORDS;
  const candidate =
    w.some((x, i) => words.has(x) && !(x === 'required' && (w[i + 1] === 'to' || w[i - 1] === 'as'))) ||
    (asksOfYou(w) && !dutyRequired);
  if (has(w, EEO_WORDS) && !asksOfYou(w)) return 'eeo';
  if (has(w, APPLY_WORDS) && !asksOfYou(w)) return 'apply';
  if (HIRING_NOTES.some((run) => containsRun(w, run)) && !asksOfYou(w)) return 'apply';
  // A line that opens on the pay or the way of working is what the job offers, though it says "depending on
  // experience" ("Salary $95k–$110k + super depending on experience", "Hybrid – 3 days in the office …").
  if (OPENS_ON_OFFER.test(item.text) && !asksOfYou(w)) return 'benefits';
  if (has(w, weWords) && has(w, GIVING) && !asksOfYou(w)) return 'benefits';
  if (has(w, BENEFIT_WORDS) && !candidate) return 'benefits';
  if (candidate) return 'candidate';
  if (has(w, weWords) && !has(w, youWords)) return 'employer';
  if (dutyRequired || ((sticky === 'role' || sticky === 'duties') && dutyVerb(item))) return 'duties';
  return null;
}

/**
 * The heading a flattened item ends with, when it is written in capitals and names a part of the ad: the item's last
 * words while they are all capitals ("… position description CONTACT FOR FURTHER INFORMATION"), two or more of them.
 */
function trailingHeading(item: Item): Cue | undefined {
  const run: string[] = [];
  for (let i = item.tokens.length - 1; i >= 0; i--) {
    const t = item.tokens[i]!.text;
    if (/^\p{P}+$/u.test(t) && !run.length) continue;
    if (!/^(?:\p{Lu}+|&)$/u.test(t)) break;
    run.unshift(t === '&' ? 'and' : t.toLowerCase());
  }
  if (run.length < 2) return undefined;
  for (let i = 0; i < run.length; i++) {
    const cue = cueAt(run, i, false);
    if (cue) return cue;
  }
  return undefined;
}

/** An aside that opens by calling what it stands beside desirable: "(highly regarded – to move tippers on site)". */
const desirableAside = (item: Item) =>
  item.aside === true && DESIRABLE_WORDS.some((p) => containsRun(item.words.slice(0, p.length), p));
/** A line's last words calling what came before them on it desirable ("Advanced (SA) highly regarded"): a note on
 * that item, not a heading over the list after it. */
const desirableNote = (items: Item[], i: number) => {
  const [item, before, after] = [items[i]!, items[i - 1], items[i + 1]];
  const trailing = item.line !== undefined && !item.colon && before?.line === item.line && after?.line !== item.line;
  return trailing && DESIRABLE_WORDS.some((p) => p.length === item.words.length && containsRun(item.words, p));
};

/** A newspaper's heading over its classifieds. */
const CLASSIFIEDS = /^(?:classifieds|positions vacant|situations vacant)$/i;

export function tagParts(items: Item[]): AdItem[] {
  let sticky: AdPart = 'role';
  let desirable = false;
  /** Past the end of the ad (a social post's comments): every item stays in the part its end began. */
  let ended = false;
  const notes = items.map((_, i) => desirableNote(items, i));
  // A page of a paper's classifieds: after the job's own contact line, the next ads on the page begin ("DELIVERY
  // DRIVER P/T … Must have own car", "CHILD CARE EDUCATOR (Cert III)"), none of them this job's.
  const classifieds = items.some((item) => CLASSIFIEDS.test(item.text.trim()));
  let asked = false;
  const parts: AdPart[] = [];
  const headed: boolean[] = [];
  const tagged = items.map((item, i) => {
    // A heading may open with a possessive or article ("Our ideal candidate will have"). A cue word opens a long item
    // too ("Experience with Power BI"): only a short item, or a cue that is plainly a heading, starts a new part.
    const cue =
      cueAt(item.words, 0, false) ?? (LEADING.has(item.words[0] ?? '') ? cueAt(item.words, 1, false) : undefined);
    // "Why Kestrel?", "Why Riverlink?": the employer's name after "why" heads what it offers.
    const why: Cue | undefined =
      item.words[0] === 'why' && item.words.length <= 4
        ? { part: 'benefits', words: ['why'], anywhere: true }
        : undefined;
    // A bracket heads nothing: its "highly regarded" is said of the item it stands beside, not of the list after it.
    const heading =
      item.aside || notes[i]
        ? undefined
        : cue && (cue.anywhere || item.words.length <= cue.words.length + 2)
          ? cue
          : why;
    if (heading) {
      sticky = heading.part;
      desirable = heading.desirable === true;
      ended ||= heading.final === true;
    }
    if (ended) return { ...item, part: sticky, essential: true };
    if (classifieds && asked && item.words.includes(CONTACT_MARK)) {
      [ended, sticky] = [true, 'apply'];
      return { ...item, part: sticky, essential: true };
    }
    // An item that opens on a heading of what is asked ("We would like to hear from people who have … ; we are open to
    // applicants from …") asks it, though it says "we" and what the employer is open to.
    const ownRead = heading && heading.part !== 'candidate' ? heading.part : ownPart(item, sticky);
    const own =
      heading?.part === 'candidate' && (ownRead === 'benefits' || ownRead === 'employer') ? 'candidate' : ownRead;
    // The opening lines introduce the job; the first duty ends them, and unmarked items after it are duties too
    // ("…tasks including: Reception, Managing all incoming calls…").
    if (sticky === 'role' && own === 'duties') sticky = own;
    // A plain request ("you must … provide a current") carries on into the flattened list after it.
    if (own === 'candidate' && asksOfYou(item.words)) sticky = own;
    // A bracket is part of the line it stands in ("… flexible start and finish times (great for school drop-offs)"),
    // unless it says what the job gives or the employer speaks of itself ("Your own tools (tool allowance paid)",
    // "Keune experience (that's our colour brand)").
    // One beside a heading is a note on the ad ("Requirements (copied from the role profile)"): it asks nothing.
    const sameLine = item.aside && i > 0 && items[i - 1]!.line === item.line;
    const speaksForEmployer = own === 'benefits' || own === 'employer';
    const beside = sameLine && !speaksForEmployer ? (headed[i - 1] ? 'role' : parts[i - 1]) : undefined;
    const part = beside ?? own ?? sticky;
    parts[i] = part;
    asked ||= part === 'candidate' || part === 'duties';
    // Only an item that is the heading and little else ("To succeed you will hold …" carries on after its cue).
    headed[i] = !!heading && item.words.length <= heading.words.length + 2;
    // A flattened ad glues the next heading onto the end of an item ("… position description CONTACT FOR FURTHER
    // INFORMATION"): written in capitals, it heads what follows.
    const next = trailingHeading(item);
    if (next) {
      sticky = next.part;
      desirable = next.desirable === true;
    }
    // A line that asks a minimum before it says what is preferred asks the minimum ("SB (Basic) ticket minimum, SI
    // (Intermediate) preferred"): the preference goes beyond what is asked, not instead of it.
    const firstDesirable = Math.min(...DESIRABLE_WORDS.map((p) => indexOfRun(item.words, p)).filter((k) => k >= 0));
    const minimumFirst = item.words.slice(0, firstDesirable).some((w) => MINIMUM_WORDS.has(w));
    const saysDesirable =
      (Number.isFinite(firstDesirable) && !minimumFirst) || DESIRABLE_OPENERS.has(item.words[0] ?? '');
    // A duty's line that says it would be an advantage asks it of the person ("Forklift licence (LF) an advantage").
    const asks = saysDesirable && part === 'duties' && !DESIRABLE_WORDS.some((p) => p.length === item.words.length);
    const read = asks ? 'candidate' : part;
    return { ...item, part: read, essential: !(saysDesirable || (desirable && read === 'candidate')) };
  });
  // The item a desirable aside stands beside is desirable too ("HR or MR licence (highly regarded …)").
  // So is the item a line's closing note stands for, with its asides ("Medication competency (assist …) – highly
  // regarded"), not the line's sentence before it ("Intermediate Scaffolding (SI) is a MUST. Advanced (SA) highly
  // regarded").
  const noted = new Set<number>();
  items.forEach((_, i) => {
    if (!notes[i]) return;
    for (let k = i - 1; k >= 0 && items[k]!.line === items[i]!.line; k--) {
      noted.add(k);
      if (!items[k]!.aside) break;
    }
  });
  return tagged.map((item, i) => {
    const next = items[i + 1];
    return (!item.aside && next && desirableAside(next)) || noted.has(i) ? { ...item, essential: false } : item;
  });
}
