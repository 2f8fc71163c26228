/**
 * Word handling shared by job reading and matching: tokens, Porter stems (the `stemmer` package) and the stop
 * words that carry no meaning in a job ad. Every lookup table is a Set or Map, never a plain object, so words such
 * as "constructor" are just words.
 */
import { stemmer } from 'stemmer';
import { IRREGULAR_PAST } from '../star/verb-forms';

/**
 * Function words, plus the vocabulary every job ad shares (apply, salary, role ...) that says nothing of the job,
 * and the verbs, adverbs and adjectives ads wrap requirements in ("require manual picking", "build relationships
 * easily"), where the job is ("western suburbs") and the words of dates ("Mar 2021 – Present", which the rewrite
 * writes for "March 2021 – now"), so a key phrase is the requirement itself.
 */
export const STOP_WORDS = new Set(
  `a about above across after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each either else etc ever every few for from further
  had has have having he her here hers him his how i if in into is it its itself just may me might more most must my
  no nor not now of off on once only or other our ours out over own per please same shall she should so some such
  than that the their them then there these they this those through to too under until up upon us very via was we
  were what when where which while who whom why will with within without would you your yours able ability
  strong excellent proven demonstrated demonstrate high highly well good great new key ideally including include
  includes various relevant related similar ensure ensuring across based within use using used
  apply applying application applications applicant applicants candidate candidates role roles position positions
  opportunity opportunities job jobs vacancy salary package benefits click submit resume cv cover letter contact
  enquiries enquiry closing date today now join looking seeking successful employer employee employees company
  organisation organization business world leading leader offer offering working work located location based
  permanent temporary contract full part time fixed term hours week weeks month months day days year years annual
  australia australian sydney melbourne brisbane perth adelaide canberra hobart darwin nsw vic qld wa sa tas act nt
  please visit website www com au http https equal diverse diversity inclusive encouraged aboriginal torres strait
  islander people person environment culture opportunity successful provide providing required requirement
  requirements essential desirable preferred advantage advantageous highly regarded must minimum experience
  experienced knowledge skills skill understanding capability capabilities responsibilities responsible duties
  including plus ongoing great exciting fantastic dynamic fast paced support supporting committed commitment
  equivalent meet meeting member members perform performing respected valued value values best outcome outcomes
  regarding motivated passionate enthusiastic proactive genuine attitude approach willing willingness keen eager
  levels level range wide broad variety number field areas area etc e.g i.e plus many range professional
  individual individuals others everyone things thing way ways part order help helping want need needs needed
  like make making get getting take taking come comes assist assisting appropriate effective effectively
  demonstrable current currently available offered involves involve involving play plays onto sound solid thorough extensive significant proven track record sector industry related
  require requires requiring undertake possess obtain establish conduct achieve achieved identifies enables means
  provides look forward ready previous prior valid immediately along however coupled easily quickly directly often
  present jan feb mar apr jun jul aug sep sept oct nov dec january february march april june july august september
  october november december
  particularly exceptionally successfully outstanding natural approachable little whole different specific
  unique growing amounts suburbs suburb western eastern northern southern north south east west cbd metro
  metropolitan campus duration usually generally qualified victoria victorian queensland tasmania tasmanian wales
  territory`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word: letters and digits, with the inner characters of "c++", "c#", "node.js". */
const WORD = /[a-z0-9][a-z0-9+#.]*[a-z0-9+#]|[a-z0-9]/g;

/** Lower-case word tokens; keeps letters, digits and the inner characters of "c++", "c#", "node.js". */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Words of a phrase as they stand in running text, for "is it really in there" checks. */
export const normalise = (text: string) => ` ${tokens(text).join(' ')} `;

/** Where each token of `tokens(text)` starts and ends in the text, to quote the text's own words back. */
export function tokenSpans(text: string): Array<[number, number]> {
  return [...text.toLowerCase().matchAll(WORD)].map((m) => [m.index, m.index + m[0].length]);
}

const stemCache = new Map<string, string>();
/** The Porter stem of a lower-case word (managed, management, manager -> manag). */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stemmer(word);
    stemCache.set(word, s);
  }
  return s;
}

/** Stems that mean the same thing in a CV and an ad (each group maps to its first stem). */
const SYNONYM_GROUPS: string[][] = [
  ['custom', 'client', 'patron'],
  ['lead', 'led', 'manag', 'supervis', 'head', 'direct'],
  ['engag', 'liais', 'consult'],
  ['develop', 'build', 'creat', 'creation', 'design'],
  ['analys', 'analyz', 'analyt', 'assess', 'evalu'],
  ['commun', 'correspond'],
  ['coordin', 'organ', 'schedul', 'plan'],
  ['improv', 'enhanc', 'optimis', 'optimiz'],
  ['report', 'document'],
  ['collabor', 'teamwork', 'cooper', 'partnership'],
  ['deliv', 'implement', 'execut'],
  ['stock', 'inventori'],
  ['warehous', 'distribut', 'depot'],
  ['patient', 'consum'],
  ['govern', 'public'],
  ['softwar', 'applic'],
  ['pick', 'pack'],
  // Spellings and agent nouns the stemmer keeps apart: adviser/advisor, reception/receptionist.
  ['advis', 'advisor'],
  ['recept', 'receptionist'],
  // "referred" and "referrals" ("facilitate referrals" is shown by "Referred young people to headspace").
  ['refer', 'referr'],
];
const CANONICAL = new Map<string, string>(SYNONYM_GROUPS.flatMap((g) => g.map((s) => [s, g[0]!] as const)));

/** Words the stemmer joins to another that means something else ("community" is not "communication"). */
const OWN_STEM = new Map([
  ['community', 'communiti'],
  ['communities', 'communiti'],
  // "Administer medication" is no "Medical Receptionist" ("medication" and "medical" both stem to "medic").
  ['medication', 'medicat'],
  ['medications', 'medicat'],
]);

/** Irregular pasts are words the stemmer never takes to their base ("drove" is no "drive"): a duty told in the past
 * ("Drove an 8 tonne pantech") reads as the ad's "driving". Not a past that is a word of its own ("saw", "found",
 * "fed", "rose", "set"). */
const OWN_WORDS = new Set(['saw', 'found', 'fed', 'fell', 'rose', 'got', 'did', 'went', 'lent', 'set', 'cut', 'put']);
for (const [base, past] of IRREGULAR_PAST)
  if (!OWN_WORDS.has(past) && !past.includes(' ') && !OWN_STEM.has(past)) OWN_STEM.set(past, stem(base));

/** A word's stem, with the project's own stems where Porter's merge meanings ("communities" is not "communication"). */
export const wordStem = (word: string) => OWN_STEM.get(word) ?? stem(word);

/** A stem with its synonyms folded together. */
export const concept = (word: string) => {
  const s = wordStem(word);
  return CANONICAL.get(s) ?? s;
};

/** Numbers written as words, which say how many as a figure does ("a panel of six assessors" shares nothing with
 * "Six Sigma"). */
const NUMBER_WORDS = new Set('one two three four five six seven eight nine ten eleven twelve twenty'.split(' '));

/** Content words of a text: tokens that are not stop words and not numbers, in figures or words. */
export const contentWords = (text: string) =>
  tokens(text).filter((t) => !STOP_WORDS.has(t) && !/^\d+$/.test(t) && !NUMBER_WORDS.has(t));

/** The set of concepts (folded stems) in a text. */
export const conceptsOf = (text: string) => new Set(contentWords(text).map(concept));

/** Where `run` first stands, word for word, in `stream`, or -1. */
export const indexOfRun = (stream: string[], run: string[]) =>
  stream.findIndex((_, i) => run.every((w, k) => stream[i + k] === w));
/** Whether `run` stands, word for word, anywhere in `stream`. */
export const containsRun = (stream: string[], run: string[]) => indexOfRun(stream, run) >= 0;

/** Australian states, territories and capitals, each as its state (stop words in an ad's running text, but part of
 * what a phrase asks: "Victorian construction industry" is not shown by a NSW road job). */
const PLACES = new Map([
  ...['australia', 'australian'].map((w) => [w, 'australia'] as const),
  ...['victoria', 'victorian', 'vic', 'melbourne'].map((w) => [w, 'vic'] as const),
  ...['nsw', 'sydney'].map((w) => [w, 'nsw'] as const),
  ...['queensland', 'qld', 'brisbane'].map((w) => [w, 'qld'] as const),
  ...['tasmania', 'tasmanian', 'tas', 'hobart'].map((w) => [w, 'tas'] as const),
  ...['wa', 'perth'].map((w) => [w, 'wa'] as const),
  ...['sa', 'adelaide'].map((w) => [w, 'sa'] as const),
  ...['act', 'canberra'].map((w) => [w, 'act'] as const),
  ...['nt', 'darwin'].map((w) => [w, 'nt'] as const),
]);

/** Whether a word names an Australian place ("NSW", "Victorian", "Perth"). */
export const isPlace = (word: string) => PLACES.has(word.toLowerCase());

/** Whether a short piece of text only names a place: "Canberra", "Parramatta NSW 2150", "Perth WA". */
export const namesPlace = (text: string) => {
  const words = tokens(text);
  return words.length > 0 && words.length <= 4 && PLACES.has(words.filter((w) => !/^\d{4}$/.test(w)).at(-1) ?? '');
};

/** A text's concepts with the places it names kept, as their state. */
export const conceptsWithPlaces = (text: string) =>
  new Set([...conceptsOf(text), ...tokens(text).flatMap((t) => PLACES.get(t) ?? [])]);
