/**
 * Skills an item names that the vocabulary does not know, read as noun phrases from the tagger's parts of speech:
 * a run of adjectives and nouns ending in a noun ("policy development", "warehousing picking experience"), with the
 * words ads wrap requirements in taken off both ends ("previous … experience"). One word alone is too vague to be a
 * requirement ("evidence", "data"), so a phrase keeps two to four words.
 */
import type { Token } from '../nlp/tag-text';
import { EVALUATIVE_OPENERS } from './ad-cues';
import { CONTACT_MARK } from './prepare-ad';
import { joinTokens } from './read-items';
import { isPlace } from '../match/words';

const IN_PHRASE = new Set(['ADJ', 'NOUN', 'PROPN']);
/** Heads that say "some of it" rather than what it is: "experience", "skills", "environment". */
const GENERIC = new Set([
  // "an equivalent combination of training and experience": the alternative to a qualification, not a skill.
  'equivalent',
  'combination',
  'months',
  'month',
  'requirements',
  'requirement',
  'criteria',
  'criterion',
  'selection',
  'mandatory',
  'bonus',
  'points',
  'nice',
  'regard',
  'experience',
  'skills',
  'skill',
  'knowledge',
  'ability',
  'abilities',
  'background',
  'understanding',
  'environment',
  'role',
  'position',
  'capacity',
  'capability',
  'capabilities',
  'opportunity',
  'attitude',
  'approach',
  'people',
  'person',
  'qualification',
  'qualifications',
  'team',
  'teams',
  'work',
  'basis',
  'range',
  'variety',
  'confidence',
  'flexibility',
  'availability',
  'priority',
  'priorities',
  'manner',
  'standard',
  'standards',
  'level',
  'levels',
  'focus',
  'part',
  'time',
  'days',
  'day',
  'hours',
  'week',
  'weeks',
  'years',
  'year',
  // "registration must be granted before the start date": when, not what.
  'date',
  'dates',
  'ethic',
  'desire',
  'passion',
  'interest',
  'mix',
  'member',
  'members',
  'player',
  'thinker',
  'reforms',
  'priorities',
  'implementation',
  'view',
  'completion',
  'products',
  'needs',
  'matters',
  'issues',
  'tasks',
  'things',
  'demands',
  // What the employer offers or is, not what it asks: "a varied pipeline of projects", "genuine career
  // progression", "a supportive team culture", "limited public transport", "a mid-size commercial business".
  'pipeline',
  'progression',
  'career',
  'culture',
  'transport',
  'business',
  'drivers',
  'eye',
  // How an agency recruits: "the RecruitAbility scheme", "Affirmative Measures".
  'scheme',
  'functions',
  'function',
  'measures',
  // Who the work is for and how much of it, not a skill: "non-technical audiences", "a varied workload".
  'audiences',
  'workload',
  'workloads',
  // How fast work comes, asked as time management: "competing and often urgent requests", "tight deadlines".
  'requests',
  'deadlines',
]);
/** Words that place a place ("Western Australian", "South East Queensland"). */
const COMPASS = new Set(['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central']);
/** Words ads wrap a requirement in, at either end of a phrase ("previous … experience", "strong", "end-to-end"). */
const TRIM = new Set([
  // A shortened "including" or "et cetera" ("all trimesters incl. morphology") ends what comes before it.
  'incl',
  'etc',
  // "the following areas" points at what comes next; it names nothing; nor does "example" in "for example UFLI".
  'following',
  'example',
  'examples',
  // "people experiencing problematic alcohol and other drugs use": the clients' difficulty, no skill of "problematic
  // alcohol".
  'problematic',
  'recent',
  'satisfactory',
  'clear',
  'full',
  'working',
  'intermediate',
  'thorough',
  'basic',
  'general',
  'a',
  'an',
  'the',
  'any',
  'some',
  'key',
  'good',
  'great',
  'relevant',
  'related',
  'similar',
  'various',
  'wide',
  'broad',
  'extensive',
  'significant',
  'thorough',
  'effective',
  'demonstrable',
  'minimum',
  'essential',
  'desirable',
  'ideal',
  'new',
  'existing',
  'basic',
  'advanced',
  'end',
  'able',
  'ability',
  'previous',
  'prior',
  'proven',
  'demonstrated',
  'sound',
  'solid',
  'strong',
  'excellent',
  'exceptional',
  'outstanding',
  'current',
  'valid',
  'general',
  'all',
  'own',
  'high',
  'higher',
  'complex',
  'crucial',
  'recent',
  'multiple',
  'successful',
  'confident',
  'friendly',
  'busy',
  'senior',
  'junior',
  'daily',
  'overall',
  'further',
  'additional',
  'other',
  'appropriate',
  'accurate',
  'reliable',
  'confident',
  'genuine',
  // "the efficient operation of administrative functions" says how the job runs, not what it asks.
  'efficient',
  // "hands-on experience", "post-qualification experience": how much, not of what.
  'hands',
  'hands-on',
  // "high level behaviour management skills": how much, as "high-level".
  'level',
  'post-qualification',
]);

/** Words that join or point, never part of a noun phrase: the tagger reads them as names in a line in capitals
 * ("NICE TO HAVE", "CONDITIONS OF EMPLOYMENT"). */
const FUNCTION_WORDS = new Set(
  'to of and or the a an for in with on at by from as is are be have has will you your we our'.split(' '),
);

/** Units of time that open a phrase only as how long it is asked for ("years broadacre experience"); at its end they
 * are part of a name ("early years"). */
const DURATION = new Set(['years', 'year', 'yrs', 'yr', 'months', 'month', 'mths']);

/** Words before a phrase that rule it out: "no expired cards", "without supervision". */
const NEGATION = new Set(['no', 'not', 'without', 'never', 'non']);
/** The last word of a body's name: "Physiotherapy Board", "Nursing and Midwifery Council", "Legal Services Commission". */
const BODY = new Set([
  'board',
  'council',
  'commission',
  'authority',
  'agency',
  'department',
  'association',
  'institute',
  'tribunal',
  'ombudsman',
  'registry',
]);
/** Words of a registered firm's name. */
const FIRM = new Set(['pty', 'ltd', 'limited', 'inc', 'llc']);

export interface NounPhrase {
  /** The phrase's own words, lower case. */
  words: string[];
  /** As the ad writes it, with the word that asked for it ("local market experience"). */
  text: string;
  /** Whether the item asks for it: it comes after "experience in", "knowledge of" …, before "experience", or the
   * item is a short list entry that is little more than the phrase. */
  asked: boolean;
  /** Every word starts with a capital: more likely a name than a skill. */
  titleCased: boolean;
}

/** Words after which (with "in", "of", "with" …) or before which a noun phrase is what the ad asks for. */
const ASKING = new Set([
  'experience',
  'experienced',
  'knowledge',
  'skills',
  'skilled',
  'understanding',
  'proficiency',
  'proficient',
  'background',
  'familiarity',
  'familiar',
  'expertise',
  'qualification',
  'qualifications',
  'degree',
  'training',
  'trained',
  'competence',
  'competency',
  'ability',
  'capability',
  'history',
  'record',
  'exposure',
]);
const LINKING = new Set([
  'in',
  'of',
  'with',
  'using',
  'across',
  'on',
  'including',
  'such',
  'as',
  'to',
  'and',
  'or',
  ',',
]);
/** A short list entry ("Previous warehousing picking experience") asks for what it names. */
const SHORT_ITEM = 8;

/** Words an asking word reaches across to its object ("experience managing projects in their entirety including
 * client liaison", "knowledge of how the construction industry works"). */
const REACHES = new Set(['VERB', 'DET', 'PRON', 'ADV', 'SCONJ']);
/** Punctuation that ends the reach of an asking word. */
const ENDS = new Set(['.', ';', ':', '!', '?', '(', ')']);

/** Whether an asking word stands before position `start`, joined to it only by linking words and noun phrases. */
function askedBefore(tokens: Token[], start: number): boolean {
  for (let k = start - 1, linked = false; k >= 0 && k >= start - 12; k--) {
    const t = tokens[k]!;
    if (ASKING.has(t.lower)) return linked;
    if (LINKING.has(t.lower)) linked = true;
    else if (!IN_PHRASE.has(t.pos) && !REACHES.has(t.pos) && !(t.pos === 'PUNCT' && !ENDS.has(t.text))) return false;
  }
  return false;
}

/** Verbs whose object, one noun after "a" or "an", is a thing a person works with: "operating a weighbridge",
 * "driving a loader", "using a till". One word then names the equipment asked for, not something vague ("data"). */
const WORKS_WITH = /^(?:operat|driv|us|run|maintain|servic|repair|programm|calibrat)(?:e|es|ed|ing)?$/;

/** What nearly everyone uses, asked only as a basic skill ("Experience using a computer"). */
const EVERYDAY_THINGS = new Set(['computer', 'pc', 'laptop', 'phone', 'telephone', 'vehicle', 'car', 'keyboard']);

/** Whether a phrase of one noun at `start` is the thing an asking word's verb works with ("Experience operating a
 * weighbridge"). */
function operatedThing(tokens: Token[], start: number, kept: Token[]): boolean {
  const [noun] = kept;
  const article = tokens[start - 1]?.lower;
  const verb = tokens[start - 2];
  return (
    kept.length === 1 &&
    noun!.pos === 'NOUN' &&
    !GENERIC.has(noun!.lower) &&
    !EVERYDAY_THINGS.has(noun!.lower) &&
    (article === 'a' || article === 'an') &&
    !!verb &&
    WORKS_WITH.test(verb.lower) &&
    // "Experience operating …", "Ability to use …", "skilled in running …".
    tokens.slice(Math.max(0, start - 5), start - 2).some((t) => ASKING.has(t.lower))
  );
}

/** Noun phrases of two to four words, each trimmed of wrapping words at both ends. */
export function nounPhrases(tokens: Token[], employerWords: Set<string>, aside = false): NounPhrase[] {
  const out: NounPhrase[] = [];
  // An item that was a bracket (`aside`) is bracketed throughout.
  const bracketed = aside ? tokens.map(() => true) : inBrackets(tokens);
  const shortItem = tokens.filter((t) => t.type === 'word').length <= SHORT_ITEM;
  let run: Token[] = [];
  let runStart = 0;
  let glued = false;
  const end = (next: Token | undefined) => {
    let a = 0;
    let b = run.length;
    // A hyphen left at an end once its word is trimmed ("month-end deadlines") goes with it.
    const trim = (t: Token) => TRIM.has(t.lower) || GENERIC.has(t.lower) || t.text === '-';
    // A name in capitals keeps its first word ("Key Word Sign" is no "Word Sign").
    // Not a word that says how good ("Solid Maptek Vulcan" asks for Maptek Vulcan).
    const named =
      run.length >= 3 &&
      run.every((t) => /^\p{Lu}/u.test(t.text)) &&
      run[0]!.text !== run[0]!.text.toUpperCase() &&
      !EVALUATIVE_OPENERS.has(run[0]!.lower);
    while (b > 0 && (trim(run[b - 1]!) || run[b - 1]!.pos === 'ADJ')) b--;
    // A generic word before a head that is none is a modifier of it ("culture media", "business analysis"), not the
    // employer's words ("a supportive team culture").
    const last = run[b - 1];
    // How long, before what ("3 years broadacre experience", "2 yrs disability experience"), is the years asked.
    const startTrim = (t: Token) =>
      DURATION.has(t.lower) || (last && !GENERIC.has(last.lower) ? TRIM.has(t.lower) || t.text === '-' : trim(t));
    // Never the first word of a compound of three ("end-to-end payroll" keeps its "end": no "to-end payroll"); a pair
    // still trims ("Hands-on experience" asks for experience).
    const gluedAt = (k: number) => run[k]?.text === '-' && run[k]!.spaced === false;
    const hyphenGlued = (k: number) => gluedAt(k + 1) && gluedAt(k + 3);
    // A word cut at a hyphen takes the rest of its word with it: "end-to-end" of "(unit or end-to-end)" leaves no
    // "end-to", and "high-traffic CBD" no "traffic CBD".
    while (b > 0 && gluedAt(b)) b = Math.max(0, b - 2);
    // "New" before a capital opens a place's name ("New Zealand citizenship"), not a new thing.
    const placeName = (k: number) =>
      run[k]!.lower === 'new' && /^\p{Lu}/u.test(run[k]!.text) && /^\p{Lu}/u.test(run[k + 1]?.text ?? '');
    while (a < b && !named && startTrim(run[a]!) && !hyphenGlued(a) && !placeName(a)) {
      a++;
      if (gluedAt(a)) a += 2;
    }
    const kept = run.slice(Math.min(a, b), b);
    const run0 = run;
    // One word is too vague to ask for ("evidence", "data") unless the ad names it as a skill ("computer skills").
    const endsAsking = run.slice(b).some((t) => ASKING.has(t.lower));
    // A brand alone before "experience" is a product the ad asks for ("Keune experience would be amazing").
    // An adjective made with a hyphen and no noun after it is no thing ("safe, evidence-based, person-centred care").
    const bare = run.at(-1)?.pos === 'VERB' && run.at(-2)?.text === '-';
    if (
      bare ||
      kept.length > 4 ||
      (kept.length < 2 &&
        !(endsAsking && (kept[0]?.pos === 'NOUN' || kept[0]?.pos === 'PROPN')) &&
        !operatedThing(tokens, runStart + a, kept))
    ) {
      run = [];
      return;
    }
    run = [];
    if (!kept.length || kept.some((t) => employerWords.has(t.lower) || t.lower === CONTACT_MARK || /\d/.test(t.text)))
      return;
    // What the ad rules out is no requirement ("no expired cards"), nor a firm's name ("ForPurpose Jobs Pty Ltd").
    if (NEGATION.has(tokens[runStart + a - 1]?.lower ?? '') || kept.some((t) => FIRM.has(t.lower))) return;
    // A body named in capitals is who registers or employs, not a skill ("the Physiotherapy Board of Australia").
    if (kept.every((t) => /^\p{Lu}/u.test(t.text)) && BODY.has(kept.at(-1)!.lower)) return;
    // So is a name after one ("Department of Human Services", "Office of the Children's Guardian").
    const before = tokens.slice(Math.max(0, runStart + a - 3), runStart + a).map((t) => t.text);
    const ofBody = before.at(-1) === 'of' || (before.at(-1) === 'the' && before.at(-2) === 'of');
    if (
      ofBody &&
      kept.every((t) => /^\p{Lu}/u.test(t.text)) &&
      before.some((w) => BODY.has(w.toLowerCase()) && /^\p{Lu}/u.test(w))
    )
      return;
    // A place alone ("Western Australian" of "Western Australian … legislation") is where, not what.
    // So is a place with a word that wraps it ("Valid NSW" of "Valid NSW Working With Children Check").
    if (kept.every((t) => isPlace(t.lower) || COMPASS.has(t.lower) || TRIM.has(t.lower))) return;
    // So is a town named with its state ("Gladstone QLD" under the employer's name at the foot of an ad).
    // A phrase that ends on "class" names the class of what follows, not a skill ("NSW Class" of "NSW Class 2D
    // security licence").
    if (/^(?:class|grade|category)$/.test(kept.at(-1)!.lower)) return;
    // The state as its code in capitals: "Act" of "Fair Work Act" is no territory.
    const state = kept.at(-1)!;
    if (
      kept.length <= 4 &&
      /^\p{Lu}{2,3}$/u.test(state.text) &&
      isPlace(state.lower) &&
      kept.every((t) => /^\p{Lu}/u.test(t.text))
    )
      return;
    const askedAround = endsAsking || ASKING.has(next?.lower ?? '') || askedBefore(tokens, runStart + a);
    // An aside in brackets in small letters explains the line, it asks nothing of its own: "(the insurer checks)",
    // "(pharmacy pref.)", unless it says so ("(aged care experience)").
    const aside = bracketed[runStart + a] && kept.every((t) => !/\p{Lu}/u.test(t.text));
    const asked = aside ? askedAround : shortItem || askedAround;
    const titleCased = kept.every((t) => /^\p{Lu}/u.test(t.text));
    // A phrase keeps the word that made it a requirement: "computer skills", "local market experience".
    const head = run0.slice(b).find((t) => ASKING.has(t.lower));
    const shown = head ? [...kept, head] : kept;
    out.push({ words: kept.map((t) => t.lower), text: joinTokens(shown), asked, titleCased });
  };
  tokens.forEach((t, i) => {
    // The tagger reads a capitalised word after a name as whatever it looks like ("Fair Work Act/VERB"): inside a
    // name it is part of the name.
    const inName = run.length > 0 && run[run.length - 1]!.pos === 'PROPN' && /^\p{Lu}/u.test(t.text);
    // A word that opens a requirement ("Excellent", "Strong") starts a new phrase inside a flattened list:
    // "…National Regulations Excellent communication" is two phrases.
    if (run.length && EVALUATIVE_OPENERS.has(t.lower)) end(t);
    // "evidence-based", "end-to-end": a hyphen with no space either side is inside a word.
    const hyphen = t.text === '-' && !t.spaced && run.length > 0 && tokens[i + 1]?.spaced === false;
    // A word glued by a hyphen to one outside the phrase ("in-house design") does not start a phrase.
    if (!run.length && tokens[i - 1]?.text === '-' && !t.spaced && t.type === 'word') {
      glued = true;
      return;
    }
    if (glued && IN_PHRASE.has(t.pos) && t.type === 'word') return;
    glued = false;
    if (FUNCTION_WORDS.has(t.lower)) {
      end(t);
      return;
    }
    if (hyphen) run.push(t);
    else if (
      (IN_PHRASE.has(t.pos) || inName || (run[run.length - 1]?.text === '-' && t.type === 'word')) &&
      t.type === 'word'
    ) {
      if (!run.length) runStart = i;
      run.push(t);
    } else end(t);
  });
  end(undefined);
  return out;
}

/** Nouns that name an activity a person can have done: "-ment", "-tion", "-ing", "-ance" … and a few plain ones. */
const ACTIVITY_SUFFIXES = ['ment', 'tion', 'sion', 'ing', 'ance', 'ence', 'ysis', 'ery', 'ship', 'ics', 'ogy'];
const ACTIVITIES = new Set([
  'design',
  'support',
  'control',
  'care',
  'research',
  'audit',
  'audits',
  'sales',
  'service',
  'services',
  'safety',
  'security',
  'payroll',
  'procurement',
  'logistics',
  'finance',
  'governance',
  'strategy',
  'policy',
  'practice',
  'operations',
  'analysis',
  'therapy',
  'treatment',
  'assessment',
  'assessments',
  'reporting',
  'reports',
  'advice',
  'programs',
  'projects',
  'surveillance',
  'compliance',
  'triage',
  'rehabilitation',
]);

/** Whether a phrase names an activity (its last word does): what a duty asks a person to be able to do. */
export const namesActivity = (np: NounPhrase) => {
  const head = np.words[np.words.length - 1]!;
  return ACTIVITIES.has(head) || ACTIVITY_SUFFIXES.some((s) => head.endsWith(s) || head.endsWith(`${s}s`));
};

/** Whether each token stands inside round brackets. */
function inBrackets(tokens: Token[]): boolean[] {
  let depth = 0;
  return tokens.map((t) => {
    if (t.text === '(') depth++;
    else if (t.text === ')') depth = Math.max(0, depth - 1);
    return depth > 0;
  });
}
