import nspell from 'nspell';
import { finding } from '../finding';
import { bodyParagraphs, type Check } from './check';

export type Speller = ReturnType<typeof nspell>;
/**
 * The Australian English dictionary, loaded once (about 0.3 s) on first use. It is imported dynamically
 * because the package reads its files with top-level await, which a require()d bundle cannot contain.
 */
let speller: Promise<Speller> | null = null;
export const loadSpeller = () => (speller ??= import('dictionary-en-au').then((m) => remembering(nspell(m.default))));

/** A speller whose answers are remembered, for every check that asks: a CV repeats its words, and the checks (damage,
 * glued words, misspellings, the rewrite's phrases) ask about the same ones. */
function remembering(spell: Speller): Speller {
  const ask = spell.correct.bind(spell);
  const seen = new Map<string, boolean>();
  spell.correct = (word: string) => {
    let answer = seen.get(word);
    if (answer === undefined) {
      answer = ask(word);
      if (seen.size > 50_000) seen.clear();
      seen.set(word, answer);
    }
    return answer;
  };
  return spell;
}

/** Spellings no rule below derives (a Map: a word like "constructor" must not find Object's members). */
const US_TO_AU = new Map<string, string>(
  Object.entries({
    gray: 'grey',
    aluminum: 'aluminium',
    airplane: 'aeroplane',
    mom: 'mum',
    cozy: 'cosy',
    mold: 'mould',
    plow: 'plough',
    skeptical: 'sceptical',
    jewelry: 'jewellery',
    math: 'maths',
    judgment: 'judgement',
    acknowledgment: 'acknowledgement',
    fulfill: 'fulfil',
    fulfills: 'fulfils',
    skillful: 'skilful',
    willful: 'wilful',
    pediatric: 'paediatric',
    anesthetic: 'anaesthetic',
    orthopedic: 'orthopaedic',
    maneuver: 'manoeuvre',
    program: 'program',
  }),
);

/** US -> AU spelling rules; each is tried only where the dictionary rejects the US form and accepts ours. */
const RULES: Array<[RegExp, string]> = [
  [/iz(e|es|ed|ing|ation|ations|er|ers|able)$/, 'is$1'], // organize -> organise, optimization -> optimisation
  [/yz(e|es|ed|ing|er|ers)$/, 'ys$1'], // analyze -> analyse
  [/([^aeiou])or(s|ed|ing|ful|ite|ites|able|ably)?$/, '$1our$2'], // color -> colour, favorite -> favourite
  [/ior(s|al|ally)?$/, 'iour$1'], // behavior -> behaviour, behavioral -> behavioural (never "seniour": not a word)
  [/([^aeiou])er(s)?$/, '$1re$2'], // center -> centre
  [/og(s)?$/, 'ogue$1'], // catalog -> catalogue
  [/ense(s)?$/, 'ence$1'], // defense -> defence
  [/([aeiou])l(ed|ing|er|ers|or|ors)$/, '$1ll$2'], // traveled -> travelled, counselor -> counsellor
  [/ll(ment|ments)$/, 'l$1'], // enrollment -> enrolment
];

/** A correction written in the word's own case: "EXPIRIENCE" → "EXPERIENCE", "Modeling" → "Modelling". */
export function inCaseOf(word: string, suggestion: string): string {
  if (word.length > 1 && word === word.toUpperCase()) return suggestion.toUpperCase();
  if (word[0] === word[0]!.toUpperCase()) return suggestion[0]!.toUpperCase() + suggestion.slice(1);
  return suggestion;
}

const cache = new Map<string, string | null>();
/** The Australian spelling of a US-spelt word, or null when the word is fine as it is. */
export function australianSpelling(word: string, spell: Speller): string | null {
  const w = word.toLowerCase();
  if (cache.has(w)) return cache.get(w)!;
  let result: string | null = null;
  const listed = US_TO_AU.get(w);
  if (listed && listed !== w) result = listed;
  else if (w.length > 3 && !spell.correct(w)) {
    for (const [re, to] of RULES) {
      if (!re.test(w)) continue;
      const au = w.replace(re, to);
      if (au !== w && spell.correct(au)) {
        result = au;
        break;
      }
    }
  }
  cache.set(w, result);
  return result;
}

/**
 * Words that end like Australian spellings but are spelt the same in the US ("enterprise", "supervising", "hour"):
 * they show nothing about a CV's spelling, so they are never quoted as praise.
 */
const SAME_IN_US =
  /^(?:advertis|advis|apprais|aris|liais|chastis|compris|compromis|concis|demis|despis|devis|disguis|enterpris|excis|exercis|expertis|franchis|improvis|incis|merchandis|precis|premis|revis|ris|supervis|surmis|surpris|televis|wis|otherwis|likewis|nois|rais|prais|cruis|promis|treatis|paradis|bruis|pois|four|hour|your|tour|pour|flour|sour|detour|contour|devour|velour|amour|paramour)/;

/** Words in any case: "Data Visualization" in a skills line is as US as "visualization". */
const WORDS = /\p{L}+/gu;
/** Words that make a run of capitalised words the name of an organisation or a course, which keeps its own spelling
 * ("Emergency Nursing Pediatric Course", a US course's name). */
const INSTITUTION =
  /^(?:organization|center|university|institute|foundation|association|hospital|department|corporation|inc|llc|council|society|college|school|bureau|agency|company|party|academy|laboratory|laboratories|course)$/i;
/** Words that end a business's name. */
const BUSINESS =
  /^(?:services|pty|ltd|limited|group|solutions|partners|associates|enterprises|holdings|industries|contracting|contractors|consulting)$/i;
/** Small words that may sit inside a name: "Center for Disease Control", "Department of Defense". */
const CONNECTOR = /^(?:of|for|the|and|on|in)$/;
const capitalised = (w: string) => /^\p{Lu}/u.test(w);

/**
 * Whether the word at `i` is part of a proper name: "Labor" (the party), or a run of three or more capitalised words
 * (small connecting words allowed) that names an institution, such as "World Health Organization".
 */
/** What follows "Labor" when it names the party. */
const LABOR_PARTY =
  /^(?:\p{Lu}.*|party|government|governments|mp|mps|senator|minister|ministers|candidate|campaign|member|members|leader|policy|policies|caucus|branch)$/u;

export function inProperName(words: string[], i: number): boolean {
  if (!capitalised(words[i]!)) return false;
  // "Labor" is the party before a capital or a word of politics ("Labor Party", "Labor government"), not "Labor work".
  if (/^labor$/i.test(words[i]!)) return LABOR_PARTY.test(words[i + 1] ?? '');
  let from = i;
  let to = i;
  const inRun = (j: number) => capitalised(words[j]!) || (CONNECTOR.test(words[j]!) && capitalised(words[j + 1] ?? ''));
  // The line's first word is capitalised as a sentence start, not as a name.
  while (from > 1 && inRun(from - 1)) from--;
  while (to < words.length - 1 && inRun(to + 1)) to++;
  const run = words.slice(from, to + 1).filter(capitalised);
  // A business's name is one with two words ("Arbor Services", "Harbor Group Pty Ltd"): never respelt.
  return (
    (run.length >= 3 && run.some((w) => INSTITUTION.test(w))) || (run.length >= 2 && run.some((w) => BUSINESS.test(w)))
  );
}

/**
 * The US spellings in a line, in any case, with where each starts and its Australian form; institutions' names
 * ("World Health Organization") and words of three letters or fewer are left alone. The analysis quotes them and the
 * rewrite respells them, so both see the same words.
 */
/** The text with each US spelling found in it in the Australian one, in the word's own case. */
export const withAustralianSpellings = (text: string, hits: Array<{ at: number; word: string; au: string }>) =>
  // From the end, so each word's position still holds when the one after it has been respelt.
  [...hits]
    .reverse()
    .reduce((out, { at, word, au }) => out.slice(0, at) + inCaseOf(word, au) + out.slice(at + word.length), text);

export function usSpellingsIn(text: string, spell: Speller): Array<{ at: number; word: string; au: string }> {
  const all = [...text.matchAll(WORDS)];
  const words = all.map((m) => m[0]);
  return all.flatMap((m, i) => {
    // A capitalised word with a possessive is a name ("Gray's School of Art", "Color's Bakery").
    const possessive = capitalised(m[0]) && /^['’]s\b/.test(text.slice(m.index + m[0].length));
    const au =
      m[0].length > 3 && !possessive && !inProperName(words, i)
        ? (australianSpelling(m[0], spell) ?? licenceNoun(text, m[0], m.index!, words[i - 1]))
        : null;
    return au ? [{ at: m.index, word: m[0], au }] : [];
  });
}

/** Words before "license" that make it the noun, "licence" in Australia: "Car license", "a forklift license". */
const BEFORE_NOUN = new Set(
  'car drivers driver forklift security heavy rigid full open learner learners provisional current valid the a my class truck'.split(
    ' ',
  ),
);
/** "license" as a noun, which Australia spells "licence" (the verb stays "license"): after an article or a kind of
 * licence, or before a colon, a bracket or the line's end. */
function licenceNoun(text: string, word: string, at: number, before: string | undefined): string | null {
  if (!/^licen[sc]es?$/i.test(word) || /^licences?$/i.test(word)) return null;
  const after = text.slice(at + word.length);
  const noun = BEFORE_NOUN.has((before ?? '').toLowerCase()) || /^\s*(?:[:(),;]|$)/.test(after);
  return noun ? word.toLowerCase().replace('license', 'licence') : null;
}

export const usSpelling: Check = async (doc) => {
  const spell = await loadSpeller();
  const found = new Map<string, string>();
  const evidence: string[] = [];
  for (const p of bodyParagraphs(doc))
    for (const { word, au } of usSpellingsIn(p.text, spell)) {
      if (!found.has(word.toLowerCase())) evidence.push(`${word} → ${inCaseOf(word, au)}`);
      found.set(word.toLowerCase(), au);
    }
  if (found.size)
    return [
      finding(
        'language.us-spelling',
        `Use Australian spelling: ${[...found]
          .slice(0, 8)
          .map(([us, au]) => `“${us}” (${au})`)
          .join(
            ', ',
          )}${found.size > 8 ? ` and ${found.size - 8} more` : ''}. Australian employers notice US spellings.`,
        evidence,
      ),
    ];
  // A sentence's first word counts too ("Organised and accurate, …"): read in small letters.
  const au = bodyParagraphs(doc).flatMap(
    (p) => p.text.match(/\b\p{L}\p{Ll}+(is(e|es|ed|ing|ation)|our|tre)\b/gu)?.map((w) => w.toLowerCase()) ?? [],
  );
  const examples = [...new Set(au)].filter((w) => w.length > 4 && !SAME_IN_US.test(w) && spell.correct(w)).slice(0, 3);
  return examples.length
    ? [finding('language.australian-spelling', 'Spelling follows Australian English.', examples)]
    : [];
};
