/**
 * The rewrite's steps, each a small function over the structured CV that returns the new CV and the changes it
 * made, with the reason a person is shown for each. None of them adds a fact: they respell, reword an opening
 * verb, drop a personal detail, rename a heading or reorder sections.
 */
import type { RewriteChangeKind } from '@cvmate/contract';
import type { SectionKind } from '../types';
import { PERSONAL_DETAILS } from '../analyse/checks/personal';
import { inCaseOf, loadSpeller, usSpellingsIn, withAustralianSpellings } from '../analyse/checks/spelling';
import { dateRanges } from '../analyse/checks/dates';
import {
  DETAIL_LABELS,
  joinsAbove,
  LABEL,
  mapItems,
  STANDARD_HEADINGS,
  type CvBlock,
  type CvItem,
  type StructuredCv,
} from './structured-cv';
import { tagText } from '../nlp/tag-text';
import { ACHIEVEMENTS_HEADING } from '../read/classify';
import { capitalise, commaParts } from '../star/sentence';
import { IRREGULAR_PAST } from '../star/verb-forms';
import { isListedVerb } from '../vocabulary/duty-verbs';
import { UNDER_SUPERVISION } from '../vocabulary/cv-words';
import { unshout } from '../nlp/unshout';
import { conceptsOf } from '../match/words';

export type ChangeKind = RewriteChangeKind;
export interface Change {
  kind: ChangeKind;
  section: string;
  before: string;
  after: string;
  reason: string;
}
export interface Step {
  cv: StructuredCv;
  changes: Change[];
  /** What a recruiter wants more than a point of similarity (a summary's measured results): it may cost the match for
   * a while, and goes back at the end if the finished CV would score below the original. */
  mayCostMatch?: boolean;
}

/** A detail's label inside a line, matched left to right, each once, so one is never cut inside another ("Home
 * Address:", "Driver's Licence:", "Marital Status:"). */
const DETAIL_LABEL = new RegExp(`(?<![^\\s])(?:${DETAIL_LABELS})\\s?:`, 'gi');

/** A line of labelled details cut before each label after its first: "Email: … DOB: … Licence: …". */
function labelledDetails(text: string): string[] {
  const starts = [...text.matchAll(DETAIL_LABEL)].map((m) => m.index).filter((at) => at > 0);
  return [0, ...starts].map((at, i, all) => text.slice(at, all[i + 1]).trim());
}

/** Removes lines Australian employers don't expect: date of birth, age, marital status, gender, nationality. */
export function removePersonalDetails(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const personal = (text: string) => PERSONAL_DETAILS.find(([, re]) => re.test(text));
  /** A detail as kept: "Nationality: Australian Citizen" states work rights, which an employer needs, so the right
   * stays and the label goes; any other personal detail goes. */
  const asKept = (text: string, code: string) => {
    // "Nationality: Australian" is a citizen's: said as the right it gives ("Australian citizen").
    const national = /\bnationality\s*[:\-–]\s*(australian|new zealand(?:er)?)\s*$/i.exec(text)?.[1];
    if (code === 'personal.nationality-or-religion' && national)
      return `${/^a/i.test(national) ? 'Australian' : 'New Zealand'} citizen`;
    const rights = code === 'personal.nationality-or-religion' ? WORK_RIGHTS.exec(text)?.[0] : undefined;
    return rights
      ? capitalise(rights.replace(/\b(?:Citizen|Resident|Full|Working|Work|Rights)/g, (w) => w.toLowerCase()))
      : '';
  };
  /** Each line as kept: unchanged, without its personal details, or null when it goes. A label set apart from its
   * value, as a table of details sets it ("Date of Birth:" above "5 April 1976"), takes its value with it. */
  const kept = (section: string, texts: string[]) => {
    // A label alone, with no colon, as a table of details sets it ("Health" above "Good, no workcover claims"), is
    // read with its colon: the label and its value go together.
    // So is one with its colon whose value is a number ("Age:" above "26").
    const bare = (text: string) => {
      const label = text.trim().replace(/:$/, '');
      if (label.split(/\s+/).length > 3 || /[:|]/.test(label)) return undefined;
      return personal(`${label}: x`) ?? personal(`${label}: 00`);
    };
    const hits = texts.map((text, i) => personal(text) ?? (texts[i + 1] !== undefined ? bare(text) : undefined));
    return texts.map((text, i) => {
      const above = i > 0 ? texts[i - 1]! : '';
      const label =
        (LABEL.test(above) && !LABEL.test(text)) || (i > 0 && bare(above) && !hits[i]) ? hits[i - 1] : undefined;
      const found = hits[i] ?? label;
      if (!found) return text;
      // "D.O.B: 14/02/2000 | Australian Citizen | Drivers Licence (P plates)": only the personal parts go; so too on a
      // line of labelled details with no bars ("Email: tyler@example.com DOB: 22/11/1999 Licence: Full NSW").
      const barred = text.split(/\s+[|•·]\s+/);
      // "Non-smoker. Happy to undergo a pre-employment medical …": only the sentence with the detail goes; one that
      // offers what an ad may ask stays.
      const sentences = text.split(/(?<=[.!])\s+(?=\p{Lu})/u);
      const labelled = labelledDetails(text);
      // "Non smoker, have own car and tools, can start straight away": only the part with the detail goes; the rest
      // offers what an ad may ask (own transport, an early start). Not after a marital status ("Married, two kids"):
      // what follows it is family too.
      // Not at a comma inside brackets: "Health – good (had a back injury …, no restrictions)" is one detail.
      const commas = commaParts(text).map((x) => x.trim());
      const parts =
        barred.length > 1
          ? barred
          : sentences.length > 1
            ? sentences
            : labelled.length > 1 || found[0] !== 'personal.health-or-family' || commas.every((x) => personal(x))
              ? labelled
              : commas;
      const after =
        parts.length > 1 && !label
          ? capitalise(
              parts
                .map((part, k) => {
                  const hit = personal(part);
                  // What follows a health label on its line says more of it ("Health: Good. Knee reconstruction 2022 –
                  // fully recovered"), unless it offers what an ad may ask ("Happy to undergo a pre-employment medical").
                  const healthBefore = parts.slice(0, k).some((x) => personal(x)?.[0] === 'personal.health-or-family');
                  if (!hit && barred.length === 1 && parts !== commas && healthBefore && !OFFERS_CHECK.test(part))
                    return '';
                  // A sentence that offers what an ad may ask after the detail keeps the offer: "Non smoker, fit, happy
                  // to do pre employment medical and D&A." → "Happy to do pre employment medical and D&A.".
                  if (hit && parts !== commas && OFFERS_CHECK.test(part)) {
                    const offered = commaParts(part)
                      .map((x) => x.trim())
                      .filter((x) => !personal(x));
                    if (offered.length) return capitalise(offered.join(', '));
                  }
                  return hit ? asKept(part, hit[0]) : part;
                })
                .filter(Boolean)
                .join(barred.length > 1 ? ' | ' : parts === commas ? ', ' : ' '),
            )
          : asKept(text, found[0]);
      changes.push({ kind: 'personal', section, before: text, after, reason: found[2] });
      return after || null;
    });
  };
  const keep = <T>(items: T[], texts: Array<string | null>, withText: (x: T, t: string) => T) =>
    items.flatMap((x, i) => (texts[i] === null ? [] : [withText(x, texts[i]!)]));
  return {
    cv: {
      ...cv,
      contact: keep(cv.contact, kept('Contact', cv.contact), (_, t) => t),
      sections: cv.sections
        .map((b) => {
          const texts = kept(
            b.heading,
            b.items.map((x) => x.text),
          );
          return { ...b, items: keep(b.items, texts, (x, t) => ({ ...x, text: t })) };
        })
        // A section of personal details left with nothing under it goes with them ("Personel Details" had stayed, empty).
        .filter((b, i) => b.items.length > 0 || cv.sections[i]!.items.length === 0),
    },
    changes,
  };
}

/** A sentence that offers a check or an availability an ad may ask for ("Ready to start FIFO ASAP"), kept beside a
 * health detail that goes. */
const OFFERS_CHECK =
  /\b(?:happy|willing|able|ready) to (?:undergo|complete|provide|do|pass)\b|\bmedical\b[^.]{0,40}\b(?:check|assessment|test)\b|\b(?:ready|available|able) to start\b|\bcan start\b|\bstart (?:fifo|immediately|asap)\b|\bwilling to relocate\b/i;

/** Work rights a nationality line may state: "Australian Citizen", "Permanent Resident", "NZ citizen". */
const WORK_RIGHTS =
  /\b(?:australian|new zealand|nz)\s+citizen(?:ship)?\b|\bpermanent resident(?:cy)?\b|\bfull (?:working|work) rights\b/i;

/** US spellings to Australian ones (organize -> organise), the words the analysis flags, in their own case. */
export async function useAustralianSpelling(cv: StructuredCv): Promise<Step> {
  const spell = await loadSpeller();
  const changes: Change[] = [];
  const next = mapItems(cv, (text, block) => {
    const hits = usSpellingsIn(text, spell);
    const out = withAustralianSpellings(text, hits);
    for (const { word, au } of hits)
      changes.push({
        kind: 'spelling',
        section: block.heading,
        before: word,
        after: inCaseOf(word, au),
        reason: 'Australian spelling',
      });
    return out;
  });
  return { cv: next, changes };
}

/**
 * Each item through `rewrite` (null or the same text leaves it), every line it changes one change with `reason`, its
 * whole text before and after, so undo puts the line back as it was.
 */
export function lineByLine(
  cv: StructuredCv,
  kind: Change['kind'],
  reason: string,
  rewrite: (text: string, block: CvBlock) => string | null,
): Step {
  const changes: Change[] = [];
  const next = mapItems(cv, (text, block) => {
    const after = rewrite(text, block);
    if (after === null || after === text) return text;
    changes.push({ kind, section: block.heading, before: text, after, reason });
    return after;
  });
  return { cv: next, changes };
}

/** Past-tense forms the suffix rules below cannot make, by their "-ing" form. */
export const IRREGULAR = new Map(
  Object.entries({
    leading: 'Led',
    running: 'Ran',
    building: 'Built',
    writing: 'Wrote',
    making: 'Made',
    teaching: 'Taught',
    overseeing: 'Oversaw',
    selling: 'Sold',
    setting: 'Set',
    keeping: 'Kept',
    meeting: 'Met',
    handling: 'Handled',
    driving: 'Drove',
    getting: 'Got',
    buying: 'Bought',
    taking: 'Took',
    giving: 'Gave',
    cutting: 'Cut',
    putting: 'Put',
    winning: 'Won',
    bringing: 'Brought',
    holding: 'Held',
    sending: 'Sent',
    spending: 'Spent',
    beginning: 'Began',
    speaking: 'Spoke',
    finding: 'Found',
    undertaking: 'Undertook',
    dealing: 'Dealt',
    feeding: 'Fed',
    lending: 'Lent',
    // Too short for the suffix rules: "using the hoist" → "Used the hoist", not left "Using …" among past bullets.
    using: 'Used',
    doing: 'Did',
  }),
);

/** "managing" -> "Managed", "planning" -> "Planned", "coordinating" -> "Coordinated". */
export function pastTense(gerund: string): string | null {
  const g = gerund.toLowerCase();
  if (IRREGULAR.has(g)) return IRREGULAR.get(g)!;
  if (!g.endsWith('ing') || g.length < 6) return null;
  const stem = g.slice(0, -3);
  const doubled = /([bdgmnprt])\1$/.test(stem) ? stem.slice(0, -1) : null;
  const base = doubled ?? (/(at|iz|is|ag|uc|ur|ov|iv|in|ng|ul)$/.test(stem) ? `${stem}e` : stem);
  // A verb whose past no suffix makes, by its base: "digging" → "Dug", "sweeping" → "Swept" (not "Digged").
  const irregular = IRREGULAR_PAST.get(base) ?? IRREGULAR_PAST.get(stem) ?? IRREGULAR_PAST.get(`${stem}e`);
  if (irregular) return irregular[0]!.toUpperCase() + irregular.slice(1);
  // "photocopying" → "photocopied", "applying" → "applied": a consonant's "y" becomes "ied".
  const past = doubled
    ? `${stem}ed`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ied`
      : base.endsWith('e')
        ? `${base}d`
        : `${base}ed`;
  return past[0]!.toUpperCase() + past.slice(1);
}

/** The tense a rewritten opening takes: the past, or the present for a current role ("Process invoices …"). */
interface Tense {
  /** "processing" → "Processed", or "Process". */
  of: (gerund: string) => string | null;
  /** A fixed verb in this tense. */
  word: (past: string, present: string) => string;
}
const PAST: Tense = { of: pastTense, word: (past) => past };

/** Present tenses a dictionary check gets wrong ("doing" → "Doe", a word too). */
const IRREGULAR_PRESENT = new Map([
  ['doing', 'Do'],
  ['going', 'Go'],
  ['being', 'Be'],
  ['seeing', 'See'],
  ['having', 'Have'],
  ['lying', 'Lie'],
  ['tying', 'Tie'],
  ['dying', 'Die'],
]);

/** The present tense of a current role, its base form checked against the dictionary ("processing" → "Process",
 * "making" → "Make", "planning" → "Plan"); null when no base is a word. */
export const presentTense = (isWord: (w: string) => boolean): Tense => ({
  of: (gerund) => {
    const g = gerund.toLowerCase();
    if (IRREGULAR_PRESENT.has(g)) return IRREGULAR_PRESENT.get(g)!;
    if (!g.endsWith('ing') || g.length < 5) return null;
    const stem = g.slice(0, -3);
    const undoubled = /([bdgmnprt])\1$/.test(stem) ? stem.slice(0, -1) : null;
    const base = [undoubled, `${stem}e`, stem].find(
      (b) => b && b.length > 1 && isWord(b) && (b !== stem || !isWord(`${stem}e`)),
    );
    return base ? base[0]!.toUpperCase() + base.slice(1) : null;
  },
  word: (_past, present) => present,
});

/** Weak openings and what replaces them; each keeps the claim the same size. */
// Each may follow a past-tense "I" ("I was responsible for supervising …"): the "I" goes with the weak phrase.
const OPENINGS: Array<[RegExp, (m: RegExpExecArray, tense: Tense) => string | null, string]> = [
  [
    /^(?:I (?:also )?)?(?:was |am )?(?:also )?responsible for (\w+ing)\b/i,
    (m, tense) => tense.of(m[1]!),
    'Starts with what you did instead of “Responsible for”',
  ],
  // Not for work done under another's eye: "Managed … under supervision of the licenced mechanics" claims more.
  [
    /^(?:I (?:also )?)?(?:was |am )?(?:also )?responsible for\b/i,
    (m, tense) => (UNDER_SUPERVISION.test(m.input) ? null : tense.word('Managed', 'Manage')),
    'Starts with what you did instead of “Responsible for”',
  ],
  // "My duties were serving customers, stocking shelves …" → "Served customers, stocked shelves …".
  [
    /^(?:my )?(?:main )?duties (?:were|included) (\w+ing)\b/i,
    (m, tense) => tense.of(m[1]!),
    'Starts with what you did instead of “Duties included”',
  ],
  // "Duties included: a, b and c" introduces a list, which "Handled:" would not read as English: it is left.
  [
    /^duties included\b(?!\s*:)/i,
    (_m, tense) => tense.word('Handled', 'Handle'),
    'Starts with an action verb instead of “Duties included”',
  ],
  // Not before a second "and with …" ("Helped in the canteen and with the P&C" cannot become "Supported the canteen
  // and with …").
  [
    /^(?:I )?(?:helped|assisted) (?:with|in)\b(?!.*\band (?:with|in)\b)/i,
    (_m, tense) => tense.word('Supported', 'Support'),
    'A clearer verb than “helped with”',
  ],
  // "Assisted 12 residents with showering" → "Supported 12 residents with …" (never "helped": "Helped customers find
  // products" takes a bare verb that "supported" cannot).
  [
    /^(?:I )?assisted\b(?! (?:with|in)\b)/i,
    (_m, tense) => tense.word('Supported', 'Support'),
    'A clearer verb than “assisted”',
  ],
  [
    /^(?:I )?(?:was involved in|involved in|participated in)\b/i,
    (_m, tense) => tense.word('Contributed to', 'Contribute to'),
    'A clearer verb than “involved in”',
  ],
  // "Worked on" a piece of work only: "Worked on the registers" is a place, which "contributed to" would not fit.
  [
    /^(?:I )?worked on\b(?=(?: [\w'’&-]+){0,6}? (?:projects?|programs?|programmes?|campaigns?|initiatives?|rollouts?|upgrades?|implementations?|launch|redesign|reviews?|tenders?|bids?|submissions?|strategy|migrations?|websites?)\b)/i,
    (_m, tense) => tense.word('Contributed to', 'Contribute to'),
    'A clearer verb than “worked on”',
  ],
  [/^(?:I was )?tasked with (\w+ing)\b/i, (m, tense) => tense.of(m[1]!), 'Starts with what you did'],
];

/**
 * A bullet that opens on a gerund taking an object ("Placing IV catheters and setting up fluid pumps") → "Place IV
 * catheters and set up fluid pumps". Only in a section whose every such bullet reads so (a listed duty verb the tagger
 * reads as a verb with what follows it), so a role's bullets stay in one form; never a duty named as a noun
 * ("Scanning and filing of x-rays", "Pruning hedges" as the tagger reads it).
 */
const GERUND_OPENING: (typeof OPENINGS)[number] = [
  // Not one of a pair set with a slash ("Opening/closing" had become "Opened/closing"), nor one that names a kind of
  // group or session ("Reading groups with Kindy …" had become "Read groups …").
  // Nor a role stood in for ("Acting Area Manager (Jun–Oct 2025) …" had become "Act Area Manager"), nor a piece of
  // work named as a thing ("Onboarding paperwork" had become "Onboarded paperwork").
  /^(?!(?:acting|relieving|onboarding) )(\w+ing)\b(?!\/\w)(?! (?:groups?|classes|class|sessions?|lessons?|meetings?|programs?|clubs?|circles?|materials|activities|rooms?)\b)/i,
  (m, tense) => tense.of(m[1]!),
  'Starts with an action verb',
];
/** Gerunds before "of": a duty named as a noun ("Scanning and filing of x-rays", "Ordering of stock"). */
const GERUND_DUTY_NOUN = /^\w+ing(?:(?:,| and| or) \w+ing){0,3} of\b/i;
/** Whether a line opens on a gerund that is a listed duty verb (its base form by `present`) read as a verb with what
 * follows it. */
const opensOnVerb = (line: string, present: Tense) => {
  const base = present.of(/^\w+/.exec(line)![0])?.toLowerCase();
  return (
    !!base &&
    !GERUND_DUTY_NOUN.test(line) &&
    !mixedList(line) &&
    isListedVerb(base) &&
    tagText(`I was ${line.charAt(0).toLowerCase()}${line.slice(1, 200)}`)[2]?.pos === 'VERB'
  );
};
/** Whether every bullet of a section that opens on a gerund opens on a verb. */
const gerundsAreVerbs = (block: CvBlock, present: Tense) =>
  block.items.filter((i) => i.bullet && /^\w+ing\b/.test(i.text)).every((i) => opensOnVerb(i.text, present));

/** An "-ing" word the tagger reads as a verb ("assisting the dentists", "and setting up"), not a noun ("staff
 * training"). */
const verbalGerund = (text: string) => tagText(text).some((t) => t.pos === 'VERB' && /ing$/.test(t.lower));

/** Words that join coordinated verbs: "preparing, implementing and ensuring". */
const JOINER = /^(?:,|and|or|&)$/i;

/**
 * The verbs coordinated with a rewritten opening, put in the same tense so the list stays parallel: after
 * "Responsible for preparing" became "Prepared", ", implementing and ensuring" become ", implemented and ensured".
 * Null when a coordinate is not a gerund we can turn ("planning and execution of"): the opening is then left alone
 * rather than made ungrammatical.
 */
export function parallelTail(rest: string, of: Tense['of'] = pastTense): { text: string; turned: number } | null {
  const parts = rest.split(/(\s+|,)/);
  let joined = false;
  let turned = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.trim()) continue;
    if (JOINER.test(part)) {
      joined = true;
      continue;
    }
    if (!joined) break;
    const [, word = '', stop = ''] = /^(\w+)(\W*)$/.exec(part) ?? [];
    const past = /ing$/i.test(word) ? of(word) : null;
    if (!past) return null;
    parts[i] = past.toLowerCase() + stop;
    turned++;
    joined = false;
  }
  return { text: parts.join(''), turned };
}

/** Things named by an -ing word and a noun, which a list of them holds as nouns ("rooming house operators"). */
export const ING_COMPOUNDS = new Set(
  // Singular: `ingCompound` reads a plural after them as its singular ("boarding houses").
  [
    'rooming house',
    'boarding house',
    'nursing home',
    'dining room',
    'waiting room',
    'waiting list',
    'living room',
    'operating theatre',
    'training room',
    'building site',
    'shopping centre',
    'swimming pool',
    'sporting club',
    'housing provider',
    'parking area',
  ],
);

/** Whether an -ing word and the word after it name a thing ("rooming house", "boarding houses"). */
export const ingCompound = (ing: string, next: string) => {
  const noun = next.toLowerCase().replace(/[^a-z]/g, '');
  return ING_COMPOUNDS.has(`${ing} ${noun}`) || ING_COMPOUNDS.has(`${ing} ${noun.replace(/s$/, '')}`);
};

/**
 * Gerunds coordinated further along the line with the opening verb ("Managed staff and ensuring compliance"), found by
 * their parts of speech: an -ing word after "and", "or" or a comma whose left neighbour is not itself an -ing word
 * ("the rostering and ordering" is a list of nouns) and that does not follow "including" or "such as". Each is put
 * in the past tense; null when one cannot be, or when wink-nlp does not read it as a verb.
 */
export function laterCoordinates(
  text: string,
  of: Tense['of'] = pastTense,
  /** Whether the line opened on a gerund, so its list is one of actions: a duty verb's gerund there is one of them. */
  gerundList = false,
): string | null {
  const tokens = tagText(text);
  const turned = new Set<number>();
  // How many -ing words in a coordinate's place the tagger reads as verbs: a line that lists three or more verb phrases
  // ("…, preparing patients, monitoring anaesthetic, cleaning and sterilising …") is a list of actions, so one it reads
  // as a noun there ("monitoring anaesthetic", "answering phones") is an action too.
  const verbs = tokens.filter(
    (t, i) => i > 0 && t.pos === 'VERB' && /ing$/.test(t.lower) && /^(?:,|and|or)$/.test(tokens[i - 1]!.lower),
  ).length;
  let out = text;
  let from = 0;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (['including', 'such', 'e.g.', 'eg'].includes(t.lower)) break;
    const joiner = tokens[i - 1]!;
    const l = tokens[i - 2]?.lower === ',' && joiner.lower === 'and' ? i - 3 : i - 2;
    const left = tokens[l];
    const isJoin = joiner.lower === 'and' || joiner.lower === 'or' || joiner.lower === ',';
    const nounList = !!left && /ing$/.test(left.lower) && !turned.has(l);
    if (!isJoin || !/ing$/.test(t.lower) || !left || nounList) continue;
    // A thing named by an -ing word and a noun is no action: "rental providers, rooming house operators and …".
    if (ingCompound(t.lower, tokens[i + 1]?.lower ?? '')) continue;
    // One joined to a thing after it ("…, banking and customer complaints") names a duty beside a thing, no action:
    // "banked and customer complaints" is no English, so the line is left.
    const after = tokens[i + 2];
    if (tokens[i + 1]?.lower === 'and' && after && !/ing$/.test(after.lower) && after.pos !== 'VERB') return null;
    // An -ing word in a verb's place that is not read as a verb ("… and answering.") is too unsure to rewrite, unless
    // the line lists actions, or opened on a gerund and this one is a duty verb's ("Loading trailers and checking
    // manifests").
    if (t.pos !== 'VERB' && !(listsGerunds(text) && (verbs >= VERB_LIST || (gerundList && listedGerund(t.lower)))))
      return null;
    const past = of(t.lower);
    if (!past) return null;
    const at = out.indexOf(t.text, from);
    if (at < 0) return null;
    out = out.slice(0, at) + past.toLowerCase() + out.slice(at + t.text.length);
    from = at + past.length;
    turned.add(i);
  }
  return out;
}

/** For each item of a line's comma list after the first, whether it opens on an -ing word. */
const gerundItems = (line: string) =>
  line
    .split(/,\s*/)
    .slice(1)
    .map((item) => /^(?:and |or )?\p{L}+ing\b/u.test(item.trim()));

/** Whether each item of a line's comma list opens on an -ing word: a list of actions, not one with a thing in it
 * ("helping customers find products, price changes, stocktake and cleaning" lists duties as nouns). */
const listsGerunds = (line: string) => gerundItems(line).every(Boolean);

/** Whether a line's comma list mixes actions and things: some items open on an -ing word, some do not. */
const mixedList = (line: string) => {
  const items = gerundItems(line);
  return items.some(Boolean) && !items.every(Boolean);
};

/** The base forms of the listed duty verbs, read from a gerund as the present tense reads one. */
const LISTED = presentTense(isListedVerb);
/** Whether an -ing word is the gerund of a listed duty verb ("checking", "placing", "mopping"). */
const listedGerund = (word: string) => isListedVerb(LISTED.of(word)?.toLowerCase() ?? '');

/** Coordinated -ing verbs that make a line a list of actions. */
const VERB_LIST = 3;

/** Whether the rewritten line opens with at least `count` verbs, as wink-nlp's parts of speech read it. */
const readsAsVerbs = (text: string, count: number) => tagText(text).filter((t) => t.pos === 'VERB').length >= count;

/** A job done a counted number of times, not said to recur: "commissioning two Daikin VRV systems", not "40 installs
 * a month". Bounded. */
const oneOff = (text: string) =>
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,3}) (?:[\p{L}-]+ ){0,3}[\p{L}-]+s\b/u.test(text) &&
  !/\b(?:a|per|each|every) (?:day|night|week|fortnight|month|quarter|year|shift|season)\b|\bdaily\b|\bweekly\b|\bmonthly\b/i.test(
    text,
  );

/** Strong action verbs for weak bullet openings in experience sections, with coordinated verbs kept parallel. */
export function strengthenVerbs(cv: StructuredCv, isWord?: (w: string) => boolean): Step {
  const changes: Change[] = [];
  // A role is current when its dates are open ("2019 – Present"): its lines open in the present tense.
  let current = false;
  const present = isWord ? presentTense(isWord) : PAST;
  /** For each section, read once: whether its gerund openings are all verbs, and its bullets. */
  const read = new Map<CvBlock, { gerundVerbs: boolean; bullets: Set<string> }>();
  const next = mapItems(cv, (text, block) => {
    if (block.kind !== 'experience') return text;
    const ranges = dateRanges(text);
    if (ranges.length) current = ranges.some((r) => !r.end);
    const tense = current ? present : PAST;
    if (!read.has(block))
      read.set(block, {
        gerundVerbs: !!isWord && gerundsAreVerbs(block, present),
        bullets: new Set(block.items.filter((i) => i.bullet).map((i) => i.text)),
      });
    const section = read.get(block)!;
    // Only a bullet opens on the action: a role's heading line keeps its title ("Leasing Consultant – Raine & Horne").
    const openings = section.bullets.has(text) && section.gerundVerbs ? [...OPENINGS, GERUND_OPENING] : OPENINGS;
    for (const [re, verb, reason] of openings) {
      const m = re.exec(text);
      // A dated event the person told in the past tense stays in it, in a current role too: "Assisted with the 2022
      // changeover" is done, "Supported", not "Support" ("Assisted with month-end journals", a duty, turns present).
      // So does work the person said was done ("I was also responsible for moving our ordering …" → "Moved", never
      // "Move", which reads as an instruction).
      // So does a one-off job told in the past, counted and not said to recur ("Assisted a senior tech with
      // commissioning two Daikin VRV systems at a school"): "Support …" read as a claim it goes on.
      const own =
        m &&
        ((/^\s*\p{L}+ed\b/u.test(m[0]) && (/\b(?:19|20)\d{2}\b/.test(text) || oneOff(text))) || /\bwas\b/i.test(m[0]))
          ? PAST
          : tense;
      const to = m && verb(m, own);
      if (!m || !to) continue;
      const rest = text.slice(m[0].length);
      // A fixed verb before an object that holds a verb of its own ("Manage chairside assisting the dentists", "…
      // of instruments and setting up the surgery") would not be English: the line is left as written.
      if (!m[1] && /responsible for/i.test(m[0]) && verbalGerund(rest)) return text;
      const tail = m[1] ? parallelTail(rest, own.of) : { text: rest, turned: 0 };
      if (tail === null) return text;
      if (tail.turned && !readsAsVerbs(`${to}${tail.text}`, tail.turned + 1)) return text;
      // The rest of the line's coordinated gerunds follow the opening into its tense ("… and ensured …").
      const opened = `${to}${tail.text}`;
      const after = m[1] ? laterCoordinates(opened, own.of, true) : opened;
      if (after === null) return text;
      // A parallel list changes more than the opening: the change holds the whole line, so undo restores it all.
      const [from, into] = tail.turned || after !== opened ? [text, after] : [m[0], to];
      changes.push({ kind: 'verb', section: block.heading, before: from, after: into, reason });
      return after;
    }
    return text;
  });
  return { cv: next, changes };
}

/** Standard headings, so people and applicant tracking systems find each section. */
export function standardiseHeadings(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const seen = new Set<SectionKind>();
  let above: CvBlock | undefined;
  // A standard heading another section of the kind already has ("Employment History" above a school placement's "Work
  // Experience:") is not given to a second: two "Work Experience" headings read as a fault.
  const taken = (b: CvBlock, standard: string) =>
    cv.sections.some((x) => x !== b && x.kind === b.kind && inTitleCase(x.heading) === standard);
  const sections = cv.sections.map((b) => {
    // One that shows under the heading above it keeps its own unseen heading, and no change says it was renamed.
    const joins = b.items.length > 0 && joinsAbove(above, b);
    if (b.items.length) above = b;
    if (joins) return b;
    const standard = b.kind === 'other' || b.kind === 'contact' ? null : STANDARD_HEADINGS[b.kind];
    // A second experience section ("Earlier Roles") keeps its own heading, and so does one that names its field; one
    // set in capitals is written as the standard ones are ("LANGUAGES" → "Languages" beside "Key Skills").
    if (
      !standard ||
      seen.has(b.kind) ||
      b.heading === standard ||
      namesItsField(b.heading) ||
      keepsQualifications(b) ||
      taken(b, standard)
    ) {
      seen.add(b.kind);
      const titled = inTitleCase(b.heading);
      if (titled === b.heading) return b;
      changes.push({ kind: 'heading', section: titled, before: b.heading, after: titled, reason: 'Standard heading' });
      return { ...b, heading: titled };
    }
    seen.add(b.kind);
    changes.push({
      kind: 'heading',
      section: standard,
      before: b.heading,
      after: standard,
      reason: 'Standard heading',
    });
    return { ...b, heading: standard };
  });
  return { cv: { ...cv, sections }, changes };
}

/** A heading in capitals as the standard ones are written: "KEY ACHIEVEMENTS" → "Key Achievements", "IT SKILLS"
 * keeps its abbreviation; a heading in small letters or already titled stays, without a colon after it ("Volunteer
 * Work:" → "Volunteer Work", as the standard headings are written). */
function inTitleCase(heading: string): string {
  const text = heading.trim().replace(/\s*:$/, '');
  // Two letters are an abbreviation ("IT", "HR"), not a small word written in capitals ("MY", "ME", "AT", "ON").
  return unshout(
    text,
    (w) =>
      (w.length <= 2 && !/^(?:MY|ME|AT|ON|BY|OR|AN|AS|IS|UP|WE|US)$/.test(w)) ||
      /^(?:ICT|WHS|OHS|NDIS|RSA|TAFE|CPD)$/.test(w),
  );
}

/** Words that say which field a section is about ("Clinical Experience", "Security Clearance", "Technical Skills"):
 * a heading with one keeps its name, which says more than the standard one. */
const FIELD_WORDS = new Set(
  `clinical nursing medical teaching research placement placements practicum military defence volunteer volunteering
  security clearance clearances technical computer software digital it trade trades`.split(/\s+/),
);
const namesItsField = (heading: string) =>
  heading
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => FIELD_WORDS.has(w)) || DEVELOPMENT.test(heading.trim());

/** "Qualifications", a heading Australian CVs use as it is, where it holds a registration, membership or certification
 * beside the degree ("Registered BAS Agent", "Member, Institute of Certified Bookkeepers"): "Education" misfiles them
 * (a recruiter's read). Of degrees alone, "Education" says the same. */
const QUALIFICATIONS = /^(?:professional |formal )?qualifications\b/i;
const NO_STUDY =
  /\b(?:registered|registration|member|membership|licen[cs]ed?|certification|certified|accredited|accreditation)\b/i;
const keepsQualifications = (b: CvBlock) =>
  QUALIFICATIONS.test(b.heading.trim()) && b.items.some((i) => NO_STUDY.test(i.text));

/** A section of courses and conferences, a heading Australian CVs use as it is: "Professional Development" renamed
 * "Licences and Certifications" set a conference talk under certifications (a recruiter's word). Not one that names
 * licences or certificates too ("Training and Licences"). */
const DEVELOPMENT =
  /^(?:professional (?:development|learning)|(?:professional )?training|(?:short )?courses|continuing (?:professional )?(?:education|development)|cpd)(?![^]*\b(?:licen|certif|ticket))/i;

/** The order Australian recruiters read: summary, skills, experience, education, licences, other, referees. */
const ORDER: SectionKind[] = ['summary', 'skills', 'experience', 'education', 'certifications', 'other', 'referees'];
/** For a job that screens on a licence or check the CV holds (a security licence, AHPRA registration, a Working with
 * Children Check): the licences straight after the summary, where the screener looks first (a recruiter read a
 * property manager's registration moved below two skills lists, under the reason "your licences early", as moved
 * down). */
const SCREENED: SectionKind[] = ['summary', 'certifications', 'skills', 'experience', 'education', 'other', 'referees'];

/** A heading of projects or a portfolio: "Projects", "Selected Projects", "Portfolio". */
const PROJECTS = /\b(?:projects?|portfolio)\b/i;

export function reorderSections(cv: StructuredCv, screened = false, educationFirst = false): Step {
  const order = screened ? SCREENED : ORDER;
  const experienceAt = cv.sections.findIndex((s) => s.kind === 'experience');
  /** Projects the person set above their jobs (a bootcamp graduate's, a career changer's) are their best evidence. */
  const projectsFirst = (b: CvBlock) =>
    b.kind === 'other' && PROJECTS.test(b.heading) && experienceAt >= 0 && cv.sections.indexOf(b) < experienceAt;
  /** Achievements set apart from the roles: the strongest evidence a CV has, read straight after the summary; but for
   * a person new to the job who set their study first, where they set them (a graduate's "Dean's Merit List" moved
   * above Key Skills and Education read to a recruiter as the wrong order). */
  const achievementsFirst = (b: CvBlock) =>
    b.kind === 'other' &&
    ACHIEVEMENTS_HEADING.test(b.heading) &&
    (!educationFirst || experienceAt < 0 || cv.sections.indexOf(b) < experienceAt);
  const place = (b: CvBlock) =>
    achievementsFirst(b)
      ? order.indexOf('summary') + 0.5
      : projectsFirst(b)
        ? order.indexOf('experience') - 0.25
        : // Study the person set above their jobs, for a job they are new to, stays above them.
          b.kind === 'education' && educationFirst
          ? order.indexOf('experience') - 0.5
          : // Courses and conferences are read after the study they add to, wherever the licences go.
            b.kind === 'certifications' && DEVELOPMENT.test(b.heading.trim())
            ? order.indexOf('education') + 0.5
            : order.indexOf(b.kind);
  const sections = [...cv.sections].sort((a, b) => place(a) - place(b));
  const moved = sections.filter((s, i) => s !== cv.sections[i]).map((s) => s.heading);
  const changes: Change[] = moved.length
    ? [
        {
          kind: 'reorder',
          section: moved.join(', '),
          before: cv.sections.map((s) => s.heading).join(' → '),
          after: sections.map((s) => s.heading).join(' → '),
          reason: screened
            ? 'Sections in the order Australian recruiters expect, your licences early: the ad screens on one you hold'
            : 'Sections in the order Australian recruiters expect',
        },
      ]
    : [];
  return { cv: { ...cv, sections }, changes };
}

/** A few capitalised words alone over a longer line of items ("Frameworks" over "CPRs, PGPA Act, IPP"). */
const subHeading = (item: CvItem, next: CvItem | undefined) =>
  !!next &&
  /^\p{Lu}[\p{L}&/ -]{1,30}:?$/u.test(item.text.trim()) &&
  item.text.trim().split(/\s+/).length <= 3 &&
  (next.text.includes(',') || next.text.split(/\s+/).length >= 2 * item.text.trim().split(/\s+/).length + 2);

/** Where a name is written as a word of its own, any case (built per name: names hold no pattern characters). */
const nameAt = (line: string, name: string) => {
  const lower = line.toLowerCase();
  const n = name.toLowerCase();
  for (let at = lower.indexOf(n); at >= 0; at = lower.indexOf(n, at + 1)) {
    const before = lower[at - 1] ?? ' ';
    const after = lower[at + n.length] ?? ' ';
    if (!/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after)) return at;
  }
  return -1;
};

/** A line with the keyword in brackets after the first name it shows it by, at the end of that name's item of the
 * list ("SAP Business One (ERP), MYOB"), or null when no name is there, its item has brackets already or the line is
 * a sentence rather than a list of names. */
function besideName(line: string, names: readonly string[], keyword: string): string | null {
  for (const name of names) {
    const at = nameAt(line, name);
    if (at < 0) continue;
    // The item ends at a comma, or at the dot or bar a list set on one line between its items ("Spydus LMS · Libby").
    const comma = line.slice(at).search(/[,;·|•]/);
    const end = comma < 0 ? line.length : at + comma;
    if (/[()]/.test(line.slice(at, end)) || line.slice(0, end).split(/\s+/).length > 8) return null;
    // A name that labels a list ("Front end: React, Next.js") is no item: the ad's words would land on its first item.
    if (line.slice(at, end).includes(':')) return null;
    const head = line.slice(0, end);
    // The space before a dot or bar stays ("Spydus LMS (library management system) · Libby").
    return `${head.trimEnd()} (${keyword})${head.slice(head.trimEnd().length)}${line.slice(end)}`;
  }
  return null;
}

/** Whether a skills item names just what a keyword names, "skills" aside ("Fault finding", "fault-finding skills"). */
const sameSkill = (item: string, keyword: string) => {
  const of = (t: string) => new Set([...conceptsOf(t.replace(/-/g, ' '))].filter((c) => c !== 'skill'));
  const [a, b] = [of(item), of(keyword)];
  return a.size > 0 && a.size === b.size && [...a].every((c) => b.has(c));
};

/** A skills section named for one kind of skill, where a skill of another kind would be misfiled. */
const FIELD_SKILLS = /\b(?:software|systems|computer|it|languages?|tools|equipment|programs|applications)\b/i;

/** The fewest skills a Key Skills section of the rewrite's own holds: one or two under their own heading read as the ad's
 * words pasted in ("KEY SKILLS • Teaching strategies" above a strong teacher's experience, a recruiter's read). */
const MIN_NEW_LIST = 3;

/**
 * Job keywords the CV already supports (its words show the skill, in other words than the ad's) go into Key Skills
 * in the ad's wording. Nothing the CV does not support is added.
 */
export function addSupportedKeywords(
  cv: StructuredCv,
  keywords: string[],
  /** The names the CV may show each keyword by ("SAP" for "ERP"), by the keyword. */
  shownAs: ReadonlyMap<string, readonly string[]> = new Map(),
): Step {
  if (!keywords.length) return { cv, changes: [] };
  const label = (k: string) => k[0]!.toUpperCase() + k.slice(1);
  const have = new Set(cv.sections.flatMap((s) => s.items.map((i) => i.text.toLowerCase())));
  const fresh = keywords.filter((k) => !have.has(k.toLowerCase()));
  if (!fresh.length) return { cv, changes: [] };
  // The skills section that lists skills at large, not one named for a kind of them ("Software", "Languages"): a skill
  // put under "Software" is misfiled ("SOFTWARE • Contract administration").
  const index = cv.sections.findIndex((s) => s.kind === 'skills' && !FIELD_SKILLS.test(s.heading));
  // A keyword a skills line shows by another name goes beside that name, in brackets ("SAP Business One (ERP), MYOB
  // …"), in whichever skills section lists it, not as a bullet of its own ("• ERP" above the list read as clutter).
  // One keyword a line.
  const beside = new Map<string, { keyword: string; text: string }>();
  const lines = cv.sections.flatMap((s) => (s.kind === 'skills' ? s.items : []));
  for (const k of fresh) {
    // A skills item that says the same in other words ("Fault finding" for "fault-finding skills") takes the ad's
    // words in its place, rather than standing beside a bullet that repeats it.
    const same = lines.find((item) => !beside.has(item.text) && sameSkill(item.text, k));
    if (same) {
      beside.set(same.text, { keyword: k, text: label(k) });
      continue;
    }
    for (const item of lines) {
      const text = beside.has(item.text) ? null : besideName(item.text, shownAs.get(k) ?? [], k);
      if (!text) continue;
      beside.set(item.text, { keyword: k, text });
      break;
    }
  }
  const annotated = new Set([...beside.values()].map((x) => x.keyword));
  const added = fresh.filter((k) => !annotated.has(k)).map((k) => ({ text: label(k), bullet: true }));
  // Into the CV's own list, or a list of the rewrite's own only with enough in it.
  const items = index >= 0 || added.length >= MIN_NEW_LIST ? added : [];
  const inPlace = (s: StructuredCv['sections'][number]) =>
    s.items.map((x) => (beside.has(x.text) ? { ...x, text: beside.get(x.text)!.text } : x));
  const annotatedSections = cv.sections.map((s) =>
    s.kind === 'skills' && s.items.some((x) => beside.has(x.text)) ? { ...s, items: inPlace(s) } : s,
  );
  const sections =
    index >= 0
      ? // The ad's words lead the list: a recruiter checks the first few skills against the ad. The section's own
        // lines become bullets too, so one list reads as one ("• GST" above a bare "Xero, MYOB, …" line did not).
        // A sub-heading of the list ("Frameworks", "Other" above a line of items) stays a heading, not a bullet.
        annotatedSections.map((s, i) =>
          i === index
            ? {
                ...s,
                // A line set as a bullet stays one ("Astute Payroll" above "Microsoft Excel (VLOOKUP, pivot tables)").
                items: [
                  ...items,
                  ...s.items.map((x, k) => ({ ...x, bullet: x.bullet || !subHeading(x, s.items[k + 1]) })),
                ],
              }
            : s,
        )
      : items.length
        ? // A new Key Skills section goes where Australian CVs keep it: after the summary.
          // After the last summary: an objective's section emptied above the person's own summary is not shown.
          annotatedSections.toSpliced(annotatedSections.findLastIndex((s) => s.kind === 'summary') + 1, 0, {
            kind: 'skills' as const,
            heading: STANDARD_HEADINGS.skills,
            items,
          })
        : annotatedSections;
  const keyword = (before: string, after: string): Change => ({
    kind: 'keyword',
    section: STANDARD_HEADINGS.skills,
    before,
    after,
    reason: 'The job ad’s wording for something your CV already shows',
  });
  const changes = [...[...beside].map(([line, x]) => keyword(line, x.text)), ...items.map((x) => keyword('', x.text))];
  return { cv: { ...cv, sections }, changes };
}
