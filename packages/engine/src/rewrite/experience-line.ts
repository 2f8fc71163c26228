/**
 * The summary says what the person has done that the ad is about, in the CV's own words: "Experienced in answering
 * the phone, greeting patients and handling payments." Each phrase is one clause of a bullet or of a "Duties
 * included: …" list, put in the "-ing" form (wink-nlp reads whether it opens with a verb), and the phrases holding
 * most of the ad's concepts are chosen. Nothing is said that the CV does not say; the fact guard and the match and
 * analysis checks still decide whether the line stays.
 */
import { conceptsOf } from '../match/words';
import { baseOf } from '../star/verb-forms';
import {
  DUTY_LIST_LABEL,
  ED_ADJECTIVES,
  OTHER_DUTIES,
  pastAction,
  PASSIVE_OPENING,
  PREPOSITION_GERUNDS,
  RESPONSIBLE_FOR,
} from '../star/first-person';
import { joinTokens } from '../job-ad/read-items';
import { isListedVerb } from '../vocabulary/duty-verbs';
import { UNDER_SUPERVISION } from '../vocabulary/cv-words';
import { tagText, type Token } from '../nlp/tag-text';
import { dateRanges } from '../analyse/checks/dates';
import { durationRoleLine } from '../read/classify';
import { isPastTense } from '../analyse/checks/action-verbs';
import { summaryText, type StructuredCv } from './structured-cv';
import { wordCount } from '../analyse/checks/check';
import { addToSummary } from './tailor-summary';
import { IRREGULAR, type Step } from './transforms';

/** Phrases of this many words: long enough to say something, short enough for a summary. */
const MIN_WORDS = 2;
const MAX_WORDS = 7;
/** At most this many phrases, and at least this many for the line to be worth adding. */
const MAX_PHRASES = 2;
const MIN_PHRASES = 2;

/** "plan" → "planning", "manage" → "managing", "lead" → "leading", "tie" → "tying". */
export function gerundOf(base: string): string {
  const b = base.toLowerCase();
  if (b.endsWith('ie')) return `${b.slice(0, -2)}ying`;
  if (b.endsWith('e') && !/(?:ee|ye|oe)$/.test(b) && b.length > 2) return `${b.slice(0, -1)}ing`;
  // One syllable ending consonant-vowel-consonant doubles its last letter ("plan", "run"), not w, x or y.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(b)) return `${b}${b.at(-1)}ing`;
  return `${b}ing`;
}

/** The "-ing" form of each irregular past the rewrite knows ("began" → "beginning"). */
const GERUND_OF_PAST = new Map([...IRREGULAR].map(([gerund, past]) => [past.toLowerCase(), gerund]));

/** "managed" → "managing", "carried" → "carrying", "led" → "leading" (an irregular past through its base). */
function gerundOfPast(past: string, isWord: (w: string) => boolean): string | null {
  const irregular = GERUND_OF_PAST.get(past.toLowerCase());
  if (irregular) return irregular;
  const base = baseOf(past, isWord);
  if (!base) return null;
  // A regular past already doubles what the "-ing" form doubles ("planned" → "planning").
  if (past.endsWith('ied')) return `${past.slice(0, -3)}ying`;
  if (past.endsWith('ed') && past.startsWith(base.slice(0, -1))) return `${past.slice(0, -2)}ing`;
  return gerundOf(base);
}

/** Parts of speech of the object a verb takes: "the external audit process", "2 assistant accountants". */
const OBJECT = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PART']);
const NAMING = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** What may follow the end of a phrase: a preposition, a conjunction, punctuation, "to". */
const BOUNDARY = new Set(['ADP', 'CCONJ', 'SCONJ', 'PUNCT', 'PART', 'SYM']);
/** An "-ing" word whose verb is one of the curated duty verbs ("running", "managing", "liaising"). */
const dutyGerund = (word: string) => {
  const stem = word.replace(/ing$/, '');
  return [stem, `${stem}e`, stem.replace(/([bdgmnprt])\1$/, '$1')].some((b) => isListedVerb(b));
};

/** Nouns that say nothing without their amount ("caring for an allocation" of "… of 5–6 patients"); "leading a team" of
 * "… of 14" reads whole. */
const EMPTY_WITHOUT_AMOUNT = new Set([
  'allocation',
  'average',
  'total',
  'number',
  'maximum',
  'minimum',
  'caseload',
  'load',
]);

/** Verbs that say which way a figure went ("reducing", "lifting"), so the phrase reads without it. */
const DIRECTIONAL =
  /^(?:reduc|cut|increas|grow|grew|lift|improv|lower|rais|boost|decreas|halv|doubl|shorten|speed|slash|trim)/;

/** Words that give a figure its rate ("70 customers per day", "12 a shift"). */
const RATE = new Set(['per', 'a', 'an', 'each', 'every']);
/** What an object opens with: a participle before one starts a clause ("orders using RF scanners"). */
const OBJECT_START = new Set(['DET', 'NOUN', 'PROPN', 'ADJ', 'PRON', 'NUM']);
/** Words that lead to an amount: a phrase cut before the amount would end on them. */
const BEFORE_AMOUNT = new Set([
  'worth',
  'valued',
  'totalling',
  'totaling',
  'approximately',
  'around',
  'nearly',
  'almost',
  // "Drafted more than 60 briefs": "drafting more" names nothing; nor "triaging an average" of "… of 40 patients".
  'more',
  'average',
  'total',
  'maximum',
  'minimum',
  'less',
  'fewer',
]);
/** What a phrase may end on: what it names, or how it leaves it ("keeping the warehouse clean"). */
const HEAD = new Set(['NOUN', 'PROPN', 'ADJ']);

/** The noun phrase at the start of tokens, with "of" and "and" inside it ("dispatch of pallets and cartons"). */
function objectLength(tokens: Token[]): number {
  // A gerund that takes an object of its own is a second action ("… complaints and calming upset customers").
  const takes = (k: number) => OBJECT_START.has(tokens[k]?.pos ?? '') && tokens[k]?.pos !== 'NUM';
  // Its object may follow a particle ("calming down angry customers").
  const action = (k: number) =>
    /ing$/.test(tokens[k]?.lower ?? '') &&
    (takes(k + 1) || (['ADP', 'PART'].includes(tokens[k + 1]?.pos ?? '') && takes(k + 2)));
  let n = 0;
  while (n < tokens.length) {
    const t = tokens[n]!;
    const next = tokens[n + 1];
    // A hyphen or slash inside a word joins it ("patient-centred", "transition-to-specialty", "AP/AR").
    if (/^[-/]$/.test(t.text) && !t.spaced && next && !next.spaced && n > 0) n += 2;
    else if (OBJECT.has(t.pos)) n++;
    else if (t.lower === 'of' && next && (NAMING.has(next.pos) || next.pos === 'DET') && n > 0) n++;
    // "and" before another duty verb ends the object ("raising notifications" of "… and close out work orders").
    // A duty verb the tagger reads as a noun before a noun is a compound's first word ("incident and audit data").
    else if (
      t.pos === 'CCONJ' &&
      next &&
      NAMING.has(next.pos) &&
      n > 0 &&
      // So is one joined by a hyphen to the word after it ("complaint and call-reason data").
      (!isListedVerb(next.lower) ||
        (next.pos === 'NOUN' && tokens[n + 2]?.pos === 'NOUN') ||
        (/^[-/]$/.test(tokens[n + 2]?.text ?? '') && !tokens[n + 2]!.spaced)) &&
      !action(n + 1)
    )
      n++;
    // A noun the tagger read as a verb: between nouns ("customer churn model"), or a plural after a noun ("cycle
    // counts"), which ends the phrase as a noun would.
    else if (t.pos === 'VERB' && n > 0 && tokens[n - 1]!.pos === 'NOUN' && next?.pos === 'NOUN') n++;
    // Two nouns joined before one ("family risk and needs assessments"): a singular noun, "and", and a plural the tagger
    // read as a verb before a noun name kinds of the last; "completing family risk" had been cut from it.
    else if (
      t.pos === 'CCONJ' &&
      n > 0 &&
      tokens[n - 1]!.pos === 'NOUN' &&
      !/s$/.test(tokens[n - 1]!.lower) &&
      // A noun of its own after an article ("the phone") is a thing, not a modifier.
      tokens[n - 2]?.pos !== 'DET' &&
      next?.pos === 'VERB' &&
      /[^s]s$/.test(next.lower) &&
      // Not a duty verb of its own ("… the phone and books appointments").
      !isListedVerb(next.lower.slice(0, -1)) &&
      tokens[n + 2]?.pos === 'NOUN'
    ) {
      tokens[n + 1] = { ...next, pos: 'NOUN' };
      n++;
    } else if (t.pos === 'VERB' && n > 0 && tokens[n - 1]!.pos === 'NOUN' && /[^s]s$/.test(t.lower)) {
      tokens[n] = { ...t, pos: 'NOUN' };
      n++;
    } else break;
  }
  // It ends on what it names, not on "of", "and", an article, a number or a word that wants the number after it
  // ("claims worth" of "claims worth $1–3 million").
  while (n > 0 && (!HEAD.has(tokens[n - 1]!.pos) || BEFORE_AMOUNT.has(tokens[n - 1]!.lower))) n--;
  return n;
}

/**
 * The work a clause names, in the "-ing" form with its object and no more: "Reduced month-end close from 9 to 5
 * days by …" → "reducing month-end close"; "Supervised and coached 2 assistant accountants" → "supervising and
 * coaching 2 assistant accountants". An opening verb as the STAR drafts read it (a curated verb the tagger reads as
 * one: "Reach truck operation" is no verb). Null for a clause that opens with no verb.
 */
export function workPhrase(written: string, isWord: (w: string) => boolean, opening: boolean): string | null {
  // A short aside in brackets is no part of the work's name: "analysed monthly incident (ims+) and audit data" names
  // "monthly incident and audit data", not "monthly incident".
  const clause = written.replace(/\s*\([^()]{1,40}\)/g, '');
  const tokens = tagText(clause).filter((t) => t.sentence === 0);
  const first = tokens[0];
  // "including …", "following …" open a detail, not a piece of work; "Rostered on the desk" says what was done to
  // the person ("rostering on the desk" would say they wrote the rosters).
  if (!first || PREPOSITION_GERUNDS.has(first.lower) || PASSIVE_OPENING.test(clause.trim())) return null;
  // "acting Team Leader", "Relieving Head Teacher" is a role held for a time, not work done; later in a line, an
  // "-ing" word opens work only when it is one of the curated duty verbs ("… headspace, housing services and
  // Centrelink" names places, not housing).
  if (first.lower === 'acting' || first.lower === 'relieving') return null;
  if (!opening && /ing$/.test(first.lower) && !dutyGerund(first.lower)) return null;
  // Later in a line, a participle before "through", "by" or "via" says what was done to the last thing named ("…
  // families, referred through Child FIRST"), not what the person did.
  if (!opening && /ed$/.test(first.lower) && /^(?:through|by|via|from|under)$/.test(tokens[1]?.lower ?? ''))
    return null;
  // Later in a line, "allied health" or "qualified staff" names a thing; no "allying health".
  if (!opening && ED_ADJECTIVES.has(first.lower)) return null;
  const action = /^[a-z]+ing$/i.test(first.text) && first.pos === 'VERB' ? null : pastAction(clause);
  // A base form opens a duty only at the start of a line ("Manage rosters"); later in it, "design manager" is a noun.
  if (action && !opening && !/(?:ed|ing)$/.test(first.lower) && !isPastTense(first.lower)) return null;
  const verb = action ? (action.verb.includes(' ') ? null : gerundOfPast(action.verb, isWord)) : first.lower;
  if (!verb || (!action && !/ing$/.test(verb))) return null;
  // A second verb joined by "and" ("Picked and packed orders"), in the same form.
  let at = 1;
  let verbs = verb;
  if (tokens[1]?.lower === 'and' && tokens[2]?.pos === 'VERB') {
    const second = tokens[2].lower;
    const form = /ing$/.test(second) ? second : gerundOfPast(second, isWord);
    if (!form) return null;
    verbs = `${verb} and ${form}`;
    at = 3;
  }
  // A verb that takes its object after a preposition: "Liaised with carriers" → "liaising with carriers".
  if (tokens[at]?.pos === 'ADP' && objectLength(tokens.slice(at)) === 0 && objectLength(tokens.slice(at + 1)) > 0) {
    verbs = `${verbs} ${tokens[at]!.text}`;
    at += 1;
  }
  const length = objectLength(tokens.slice(at));
  // Two verbs with no object may stand alone at the clause's end ("picking and packing"); before a name in quotes they
  // would lose it ("designing and running" of "Designed and ran “Beats & Yarns”, an 8-week …").
  if (!length && (at === 1 || (tokens[at] !== undefined && !/^[.;:]$/.test(tokens[at]!.text)))) return null;
  // An object of one word names a thing ("running opens"), not a word that needs its phrase ("running open" of "run
  // open for inspections").
  if (length === 1 && !['NOUN', 'PROPN'].includes(tokens[at]!.pos)) return null;
  // The phrase must end where the clause's words allow: not inside a compound ("delivering patient" of "patient
  // care") nor before what completes it ("keeping the warehouse" of "… clean").
  const after = tokens[at + length];
  // A participle after the object starts a clause of its own ("… orders using RF scanners") when it takes an object
  // of its own; one with none ends a compound ("minute taking for meetings", "stock taking").
  const next = tokens[at + length + 1];
  const participle =
    after?.pos === 'VERB' && /ing$/.test(after.lower) && next !== undefined && OBJECT_START.has(next.pos);
  const boundary =
    after &&
    (BOUNDARY.has(after.pos) || participle || after.lower === 'including' || BEFORE_AMOUNT.has(after.lower)) &&
    !/^[-/]$/.test(after.text);
  if (after && !boundary && !(after.pos === 'PUNCT' && after.spaced)) return null;
  // Nor before an amount its noun is empty without ("caring for an allocation" of "… of 5–6 patients"), nor inside a name
  // ("the school's Positive Behaviour" of "… for Learning (PBL) expectations").
  const objectEnd = tokens[at + length - 1];
  if (after?.lower === 'of' && next?.pos === 'NUM' && EMPTY_WITHOUT_AMOUNT.has(objectEnd?.lower ?? '')) return null;
  // "request for quotation", "request for tender" is one name with "for" inside it: no "preparing request".
  if (after?.lower === 'for' && /^requests?$/.test(objectEnd?.lower ?? '')) return null;
  const joins = after?.lower === 'for' || after?.lower === 'of';
  if (joins && /^\p{Lu}/u.test(objectEnd?.text ?? '') && /^\p{Lu}/u.test(next?.text ?? '')) return null;
  // A figure is said with its rate or not at all ("serving an average of 70 customers" of "… per day"), and a rank
  // with what it ranks in ("achieving top 10 store" of "… in WA for conversion").
  const object = tokens.slice(at, at + length);
  const rank = object.some((t, k) => t.lower === 'top' && object[k + 1]?.pos === 'NUM');
  const counted = object.some((t) => t.pos === 'NUM');
  if ((counted && after && RATE.has(after.lower)) || (rank && after && after.pos !== 'PUNCT')) return null;
  // A change is said with its figures unless its verb says which way it went: "taking wages" of "taking wages from
  // 34% to 28.5% of revenue" says nothing ("reducing month-end close" does).
  // "supporting six children" of "Supported six children to return home": what they were helped to do completes it.
  if (after?.lower === 'to' && tokens[at + length + 1]?.pos === 'VERB') return null;
  // "drafting a strengths" of "Drafted a strengths and needs assessment": a plural before "and" and a compound's noun
  // pair shares that head; cut there, the phrase names half a thing.
  if (
    after?.lower === 'and' &&
    /s$/.test(objectEnd?.lower ?? '') &&
    /s$/.test(tokens[at + length + 1]?.lower ?? '') &&
    tokens[at + length + 2]?.pos === 'NOUN'
  )
    return null;
  // "Led the site through the 2022 EBA renewal": where it was led completes it ("leading the site" would claim the
  // site's management).
  if (after?.lower === 'through' && /^(?:lead|led|leading|guid|steer|took|taking|brought|bringing)/.test(verb))
    return null;
  const change = after && ['from', 'to', 'by'].includes(after.lower) && tokens[at + length + 1]?.pos === 'NUM';
  if (change && !DIRECTIONAL.test(verb)) return null;
  // An object cut at a comma inside it ("maintaining a safe" of "Maintaining a safe, clean environment") is none.
  const last = length ? tokens[at + length - 1] : undefined;
  const beforeLast = length > 1 ? tokens[at + length - 2] : undefined;
  if (last && (['DET', 'ADP', 'CCONJ'].includes(last.pos) || (last.pos === 'ADJ' && beforeLast?.pos === 'DET')))
    return null;
  const phrase = `${verbs}${length ? ` ${joinTokens(tokens.slice(at, at + length))}` : ''}`;
  // Never a word the dictionary does not know in small letters: damaged text ("nocaon") is not repeated.
  const damaged = phrase
    .split(/\s+/)
    .slice(verbs.split(' ').length)
    .some((w) => /^[a-z]{4,}$/.test(w) && !isWord(w));
  return phrase.split(/\s+/).length <= MAX_WORDS && !damaged ? phrase : null;
}

/** An aside that names who the work was done with, between commas. Bounded. */
const SHARED_ASIDE = /\b(?:and|or), (?:with|alongside|together with|under)\b[^,]{1,60},/i;

/** A duty sentence or list: ends as a sentence, or runs to a dozen words with no heading's separators. */
const isDutyLine = (text: string) =>
  !/\s[|–—]\s/.test(text) &&
  (/[.!]$/.test(text.trim()) ? text.split(/\s+/).length >= 4 : text.split(/\s+/).length >= 12);

/** Verbs of work any job holds, which make no headline ("driving", "completing", "opening", "using"). */
const EVERYDAY = new Set([
  'driving',
  'completing',
  'opening',
  'closing',
  'cleaning',
  'using',
  'doing',
  'attending',
  'helping',
  // A learner's or helper's part in work another does ("shadowing the pharmacy assistants", "supporting colour
  // corrections" of "Helped with colour corrections"): no headline of the person's own, unless the job is support.
  'shadowing',
  'observing',
  'learning',
  'assisting',
  'supporting',
]);
/** Whether a phrase opens on everyday work the job's title does not name. */
const everyday = (phrase: string, title: Set<string>) => {
  const verb = phrase.split(' ')[0]!.toLowerCase();
  return EVERYDAY.has(verb) && ![...conceptsOf(verb)].some((c) => title.has(c));
};

/** Roles the line draws on: the latest two (a recruiter had read "watering and looking after the plants" from a
 * garden centre job of 2005 as the headline of a landscaper of 18 years). */
const RECENT_ROLES = 2;

/** The clauses of the recent roles' bullets, duty lists and duty sentences (not their dated heading lines). */
/** Work done as a student or a volunteer ("WORK PLACEMENT", "Clinical placement – Sunhaven Aged Care (120 hours)",
 * "Vacation Student – Mine Survey", an internship):
 * "Experienced in …" would overstate it (a recruiter read "Experienced in writing progress notes" of a placement whose
 * notes were written with a supervisor as a claim the CV does not make). */
const NOT_EMPLOYED =
  /\b(?:placements?|practicum|prac|volunteer(?:ing)?|work experience student|vacation|internships?|intern)\b|\bstudent(?=\s*(?:[–—|,(-]|$))/i;

/** Whether the words after a comma go on with a list of things, not a clause of their own: they open on a word that
 * is no verb and hold "and" ("fatigue and vehicle paperwork on file", "Medicare and DVA claims"). */
function listGoesOn(next: string | undefined): boolean {
  const first = /^\p{L}+/u.exec(next?.trim() ?? '')?.[0]?.toLowerCase();
  if (!first || !/\band\b/.test(next!)) return false;
  const verbLike = /(?:ing|ed)$/.test(first) || isListedVerb(first) || isListedVerb(first.replace(/e?s$/, ''));
  return !verbLike && !/^(?:and|or|including|such|with|to|for|which|who|as|plus)$/.test(first);
}

function clausesOf(cv: StructuredCv): Array<{ text: string; opening: boolean; role: number }> {
  // A role starts at each dated line that is no bullet.
  let role = -1;
  let unpaid = false;
  const items = cv.sections
    .filter((s) => s.kind === 'experience' && !NOT_EMPLOYED.test(s.heading))
    .flatMap((s) => s.items)
    .flatMap((item, i, all) => {
      if (!item.bullet && (dateRanges(item.text).length || durationRoleLine(item.text))) {
        role++;
        // The role's title may stand on the line above its dates ("Vacation Student – Mine Survey, …" over
        // "December 2025 – February 2026").
        const above = all[i - 1] && !all[i - 1]!.bullet && !dateRanges(all[i - 1]!.text).length ? all[i - 1]!.text : '';
        unpaid = NOT_EMPLOYED.test(item.text) || NOT_EMPLOYED.test(above);
      }
      return Math.max(role, 0) < RECENT_ROLES && !unpaid ? [{ ...item, role: Math.max(role, 0) }] : [];
    });
  return (
    items
      // A line that is no bullet counts when it reads as a sentence, not a role's heading set over two lines
      // ("Service Desk Officer | University of South Australia" had been read as "servicing Desk Officer").
      .filter((item) => item.bullet || (!dateRanges(item.text).length && isDutyLine(item.text)))
      // A line with an aside of who helped ("… and, with my team leader, made a report") is cut at the aside's commas
      // into actions done alone: it names no phrase ("making a report" had dropped the team leader).
      .filter((item) => !SHARED_ASIDE.test(item.text))
      .flatMap((item) =>
        item.text
          .replace(DUTY_LIST_LABEL, '')
          // "… and other duties as required" says nothing; the rest of its clause stays.
          .replace(OTHER_DUTIES, '')
          .replace(RESPONSIBLE_FOR, '')
          // Not after an abbreviation's full stop ("approx. 160 production employees" is one clause).
          .split(/(?<!\b(?:approx|e\.g|i\.e|etc|incl|no|vs|est|min|max))[.;,]\s+/i)
          .map((c, i, all) => ({ text: c.trim().replace(/[.!]$/, ''), opening: i === 0, cut: listGoesOn(all[i + 1]) }))
          // A clause a comma cuts inside a list of things ("Keep driver licence" of "Keep driver licence, fatigue and
          // vehicle paperwork on file") says less than the line: never a line of its own.
          .filter((c) => !c.cut)
          .map(({ text, opening }) => ({ text, opening, role: item.role })),
      )
      .filter((c) => c.text.split(/\s+/).length >= MIN_WORDS)
  );
}

const summaryOpensExperienced = (cv: StructuredCv) =>
  cv.sections.some((s) => s.kind === 'summary' && s.items.some((i) => /(?:^|[.!?]\s+)Experienced\b/.test(i.text)));

/** A summary of this many words says what the person does in sentences of their own: a line of the CV's duties
 * after it repeats it (a recruiter read "Experienced in managing the CEO's diary and …" under a full profile as
 * robotic, and on two later held-out sets read it as a template under summaries of 20–60 words, 7 times of 20; it
 * raised no match there). Only a CV with next to no summary of its own takes it. */
const OWN_SUMMARY_WORDS = 20;

export function experienceLine(
  cv: StructuredCv,
  adFocus: string,
  isWord: (w: string) => boolean,
  /** The concepts of what the ad asks of the person (its requirements, not its duties): the work a phrase names that
   * the job turns on counts three times, so "greeting members and handling payments" leads over "keeping the reception area
   * clean" for a receptionist. */
  asked: Set<string> = new Set(),
  /** The job's title, whose own work an everyday verb may name ("cleaning" for a cleaner). */
  jobTitle = '',
): Step {
  const own = summaryText(cv);
  if (wordCount(own) >= OWN_SUMMARY_WORDS) return { cv, changes: [] };
  const ad = conceptsOf(adFocus);
  // The title's words and the work its agent nouns do ("Cleaner" does cleaning, "Driver" driving).
  const title = conceptsOf(
    jobTitle
      .split(/\s+/)
      .flatMap((w) => (/er$/i.test(w) ? [w, w.slice(0, -1), w.slice(0, -2)] : [w]))
      .join(' '),
  );
  const clauses = clausesOf(cv);
  // The ad's concepts a phrase holds, worth less the further down the CV it is: a recruiter wants the recent work
  // first (the latest role counts in full, the oldest clause a fifth: a recruiter had read "working on the production line" and
  // "analysing coal samples" from old roles as the headline of a forklift driver and a water chemist).
  const worth = (x: { order: number; concepts: string[] }) =>
    (x.concepts.length + 2 * x.concepts.filter((c) => asked.has(c)).length) *
    (1 - (0.8 * x.order) / Math.max(1, clauses.length));
  const ranked = clauses
    .flatMap((clause, order) => {
      // Work done under another's supervision is no headline of the person's own: the phrase would drop the qualifier
      // ("installing gas lines" of "… under supervision of the gasfitter").
      if (UNDER_SUPERVISION.test(clause.text)) return [];
      const text = workPhrase(clause.text, isWord, clause.opening);
      // A phrase with a year in it tells one piece of work ("completing 2024 site safety audit"), not a kind of work
      // the person does: it stays in its bullet.
      // Nor everyday work that any job holds ("driving the company ute", "completing an apprenticeship", "opening
      // and closing the salon", "cleaning the display cabinets"), unless it is the job's own ("cleaning" for a cleaner).
      if (text && everyday(text, title)) return [];
      return text && !/\b(?:19|20)\d{2}\b/.test(text)
        ? [{ text, order, role: clause.role, concepts: [...conceptsOf(text)].filter((c) => ad.has(c)) }]
        : [];
    })
    .filter((x) => x.concepts.length > 0)
    .sort((a, z) => worth(z) - worth(a) || a.order - z.order);
  const chosen: string[] = [];
  const said = new Set<string>();
  // Not a phrase the person's own summary says in so many words ("running the pass" under "Experienced running the
  // pass, training junior chefs …").
  const summary = own.toLowerCase();
  for (const x of ranked) {
    // All of one role: "showering and dressing residents and in serving customers" joined a carer's work to a deli's,
    // which a recruiter read as machine-made.
    if (ranked[0] && x.role !== ranked[0].role) continue;
    // Each phrase adds something the others do not say.
    if (x.concepts.every((c) => said.has(c)) || summary.includes(x.text.toLowerCase())) continue;
    // Nor one whose thing another already names: "helping customers find products and serving customers" says
    // "customers" twice (a recruiter read it as robotic).
    const things = (t: string) =>
      t
        .toLowerCase()
        .split(' ')
        .filter((w) => w.length >= 5 && !w.endsWith('ing'));
    const named = new Set(chosen.flatMap(things));
    if (things(x.text).some((w) => named.has(w))) continue;
    chosen.push(x.text);
    x.concepts.forEach((c) => said.add(c));
    if (chosen.length === MAX_PHRASES) break;
  }
  if (chosen.length < MIN_PHRASES) return { cv, changes: [] };
  // "in" before each phrase when one holds an "and" of its own, so the list reads one way only.
  const inEach = chosen.some((c) => / and /.test(c));
  const items = inEach ? chosen.map((c, i) => (i ? `in ${c}` : c)) : chosen;
  // Not "Experienced …" twice in a row when the person's own summary already opens a sentence so.
  const opener = summaryOpensExperienced(cv) ? 'Hands-on experience in' : 'Experienced in';
  const line = `${opener} ${items.slice(0, -1).join(', ')} and ${items.at(-1)}.`;
  return addToSummary(cv, line, 'Opens with the work you have done that this ad is about, in your CV’s own words');
}
