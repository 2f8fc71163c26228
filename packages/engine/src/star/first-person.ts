/**
 * A CV bullet as a first-person sentence in the past tense, whatever its shape: "Reduced stock errors by 40%" → "I
 * reduced stock errors by 40%."; "Managing a caseload of 15" → "I managed a caseload of 15."; "Manage rosters" → "I
 * managed rosters."; a noun phrase ("Member of the WHS committee") → "My work included membership…" is not attempted:
 * it becomes "My work included: member of the WHS committee." Only the opening verb changes, so the bullet's own
 * words, figures and names are kept.
 */
import { article, capitalise, fromThirdPerson, lowerFirst, trimEnd } from './sentence';
import { tagText } from '../nlp/tag-text';
import { TITLE_HEAD } from '../analyse/checks/role-detail';
import { isPastTense } from '../analyse/checks/action-verbs';
import { isListedVerb } from '../vocabulary/duty-verbs';
import { ingCompound, pastTense } from '../rewrite/transforms';
import { IRREGULAR_PAST, PAST_FORMS, pastOf } from './verb-forms';

const clean = (s: string) => trimEnd(s.trim(), '.;:,');

/** The bullet's opening verb in the past tense and the rest, or null when it does not open with a verb. */
export function pastAction(bullet: string): { verb: string; rest: string } | null {
  // "Consistently meet targets" → "consistently met targets": an adverb before the verb keeps its place.
  // "Also did some telehealth …" → "also did …" too.
  const adverb = /^(\p{L}+ly|[Aa]lso) (.+)$/u.exec(clean(bullet));
  const lyWord = adverb?.[1]!.toLowerCase() ?? '';
  const verb = isListedVerb(lyWord) || /^(?:reply|rely|comply|imply|multiply)$/.test(lyWord);
  if (adverb && !verb && !/^(?:early|only|daily|weekly|monthly|yearly|quarterly|family)$/.test(lyWord)) {
    const action = openingAction(adverb[2]!);
    return action && { verb: `${adverb[1]!.toLowerCase()} ${action.verb}`, rest: action.rest };
  }
  return actedAs(openingAction(bullet));
}

/** "Acting Assistant Director (EL1) for 11 weeks", "Acted Team Leader …": a role stood in for takes "as" ("I acted as
 * Assistant Director …", never "I acted Assistant Director"). */
const actedAs = (action: { verb: string; rest: string } | null) =>
  action?.verb === 'acted' && /^\p{Lu}/u.test(action.rest) ? { ...action, verb: 'acted as' } : action;

/** Prefixes a verb takes with a hyphen: "co-authored", "re-designed", "pre-screened", "case-managed". */
const VERB_PREFIX = /^(?:co|re|pre|de|un|over|under|out|cross|up|double|fast|hand|mis|multi|project|case)-/;

function openingAction(bullet: string): { verb: string; rest: string } | null {
  const text = clean(bullet);
  const space = text.indexOf(' ');
  const opening = (space < 0 ? text : text.slice(0, space)).toLowerCase();
  // "Prepared, implemented and …": the comma after the opening verb stays with the rest.
  const first = opening.replace(/,$/, '');
  const rest = (first === opening ? '' : ', ') + (space < 0 ? '' : text.slice(space + 1));
  // One word, or two joined by a hyphen ("co-authored"); a hyphen after anything but a verb's prefix makes an
  // adjective ("Hospital-acquired pressure injuries …", "Award-winning …").
  if (!/^[a-z]+(?:-[a-z]+)?$/.test(first) || first.length < 2) return null;
  if (first.includes('-') && !VERB_PREFIX.test(first)) return null;
  // "Varied NDIS caseload of adults …": the kind of caseload, no action of varying it.
  if (first === 'varied') return null;
  // "Planned and breakdown maintenance", "Weekend and on-call roster": a word joined to a noun is an adjective.
  if (joinedToNoun(rest)) return null;
  // "Service desk for …", "Cover letter workshops": a thing named by two words, not an action.
  if (NOUN_COMPOUNDS.has(`${first} ${rest.split(/[\s,:;]/)[0]!.toLowerCase()}`)) return null;
  // "Lead officer for …", "Lead auditor on …": a role held, not "led officer".
  if (first === 'lead' && ROLE_NOUNS.has(rest.split(/[\s,:;]/)[0]!.toLowerCase())) return null;
  // "Audit lead for …", "Training coordinator on …": a role held, not "audited lead".
  const [second, third] = rest.split(/[\s,:;]+/).map((w) => w.toLowerCase());
  if ((ROLE_NOUNS.has(second ?? '') || SOLE_ROLES.has(second ?? '')) && PHRASE_END.has(third ?? '')) return null;
  // "Scheduled services and inspections on haul trucks": a participle that names a kind of work, not an action.
  if (COMPOUND_OPENINGS.get(first)?.test(rest)) return null;
  // A gerund alone ("Banking", "Filing") names a duty: "My work included banking", not "I banked"; so does one
  // before "of" ("Rating of staff performance").
  if (first.endsWith('ing') && (!rest.trim() || rest.startsWith('of '))) return null;
  if (PREPOSITION_GERUNDS.has(first)) return null;
  // "Reporting errors reduced by 70%": a gerund naming a thing, the subject of an outcome, not an action.
  if (first.endsWith('ing') && GERUND_SUBJECT.test(rest)) return null;
  if (first.endsWith('ing') && first.length >= 5) {
    // "Counselling and case management for adults": a gerund joined to a noun names work, it is no list of actions.
    const joinedWord = /^and (\S+)/.exec(rest)?.[1];
    if (joinedWord && !joinedWord.endsWith('ing')) return null;
    // So does a list with a noun in it ("Shelving, returns and helping with …", "Paving, retaining walls, turf
    // laying"): no "I shelved, returns and helped", no "I paved, retained walls, turf laying".
    if (rest.startsWith(', ')) {
      const items = rest.slice(2).split(/,\s+|\s+and\s+/);
      if (items.some((item) => !/^\p{L}+ing\b/u.test(item) || /^\p{L}+ing \p{L}+s\b/u.test(item))) return null;
    }
    const past = pastTense(first);
    return past ? { verb: past.toLowerCase(), rest: parallel(rest, 'ing') } : null;
  }
  // "Promoted to HR Officer", "Appointed as …": something done to the person, said as "I was promoted to …".
  if (PASSIVE_OPENERS.has(first) && /^(to|as|by|for|in|from)\b/.test(rest)) return { verb: `was ${first}`, rest };
  // "Named Team Member of the Quarter", "Voted Best New Salon": a title given to the person, whatever follows.
  if (/^(?:named|voted|crowned|dubbed)$/.test(first) && /^\p{Lu}/u.test(rest)) return { verb: `was ${first}`, rest };
  // Past, unless it is a listed base verb that ends in "ed" ("exceed").
  // A verb whose past is its base ("Set up accounts and reconcile reports") is read as the base: the verbs joined to it
  // say the tense, and a past one among them stays past.
  if ((first.endsWith('ed') && !isListedVerb(first)) || PAST_FORMS.has(first))
    return { verb: first, rest: parallel(rest, IRREGULAR_PAST.get(first) === first ? 'base' : 'past') };
  // A base or third-person verb ("Manage rosters", "Coordinates rosters"): a verb CVs open duties with, and the
  // tagger reads it as one here ("Budget management", "Case notes" are nouns).
  const base = first.endsWith('s') && !first.endsWith('ss') ? fromThirdPerson(first) : first;
  // Two listed verbs joined ("Buddy and coach new starters") are verbs whatever the tagger makes of the first; so is
  // a verb off the lists before "and" a listed one, where the tagger reads it as one ("Orient and train new staff").
  const pair = rest.startsWith('and ') && isListedVerb(rest.split(' ')[1] ?? '');
  // A listed verb before an article takes it as its object ("Roster a team of 15"), however the tagger reads it; one
  // before "for" is done for someone ("Advocate for clients with Centrelink", "Care for residents").
  const object = /^(?:a|an|the|all|each|for)\s/.test(rest);
  // A verb done with others is the verb ("Co-facilitate the interagency meeting", "Co-ordinate rosters").
  const bare = isListedVerb(base.replace(/-/g, '')) ? base.replace(/-/g, '') : base.replace(/^co-/, '');
  const readAsVerb = () => isVerb(bare, rest.split(' ').slice(0, 3).join(' '));
  // Off the lists, a word before an article is a verb when the tagger reads it as one ("Cover the on-call roster").
  if (
    !ALWAYS_VERBS.has(bare) &&
    (isListedVerb(bare) ? !(pair || object || readAsVerb()) : !((object || pair) && readAsVerb()))
  )
    return null;
  return {
    verb: pastOf(base),
    // "Act as team leader when the manager is on leave" → "… when the manager was on leave": one time, the past.
    rest: parallel(rest, 'base').replace(
      WHEN_NOW,
      (_m, when: string, who: string, be: string) => `${when} ${who}${be === 'is' ? 'was' : 'were'}`,
    ),
  };
}

/** After a gerund, a noun or two and an outcome's verb with its measure: "errors reduced by 70%", "times fell from". */
const GERUND_SUBJECT =
  /^(?:[\p{L}-]+ ){1,2}(?:reduced|increased|improved|fell|rose|dropped|grew|lifted|halved|doubled|decreased|cut) (?:by|from|to)\b/u;

/** A present "is" or "are" in a clause of time or condition after a present duty (bounded, no nested repetition). */
const WHEN_NOW = /\b(when|while|whenever|if) ((?:[\w'’-]+ ){1,6}?)(is|are)\b/g;

/** Participles that open a bullet as part of a noun ("Scheduled services", "Planned maintenance"), by the words
 * that make them one. */
const COMPOUND_OPENINGS = new Map([
  ['scheduled', /^(?:services?|servicing|maintenance|inspections?|shutdowns?)\b/i],
  ['planned', /^(?:maintenance|outages?|shutdowns?|servicing)\b/i],
  ['preventative', /^maintenance\b/i],
  // "Log book servicing and repairs": a kind of service, no "logged book servicing".
  ['log', /^books?\b/i],
  // "Test drives and vehicle handovers": a kind of work, no "tested drives".
  ['test', /^drives?\b/i],
  // "Stock replenishment and lay-by", "Stock rotation": a kind of work, no "stocked replenishment".
  ['stock', /^(?:replenishment|rotation|control|take|takes|counts?|management|ordering|receiving|levels?)\b/i],
]);

/** Two words that name a thing though the first is a verb too: "… on the registers and service desk" keeps its desk. */
const NOUN_COMPOUNDS = new Set([
  // "Cover letter workshops": no "covered letter workshops".
  'cover letter',
  'cover letters',
  // "… sporting clubs and service providers": no "serviced providers".
  'service providers',
  'service provider',
  'service users',
  'service delivery',
  'service agreements',
  'service requests',
  'service desk',
  'service counter',
  'service centre',
  'help desk',
  'support staff',
  'support workers',
  'support team',
  'support services',
  'process improvement',
  'process improvements',
  'stock control',
  'order picking',
  'change management',
  'project management',
  'case management',
  'record keeping',
  'work orders',
  // "… against the Credit Policy and program rules": no "programed rules".
  'program rules',
  'program guidelines',
  'program delivery',
  'program participants',
  'program staff',
  'program funding',
  'budget management',
  'budget reports',
  'file notes',
  'process mapping',
]);

/** Duty verbs that are never nouns at the start of a bullet, whatever the tagger makes of them ("Precept new
 * graduates", "Recruit, onboard and coach"). */
const ALWAYS_VERBS = new Set(
  'act precept onboard induct upskill troubleshoot upsell handover liaise escalate do'.split(' '),
);

/** Past participles that open a bullet about what was done to the person ("Promoted to HR Officer in 2020"). */
const PASSIVE_OPENERS = new Set([
  'promoted',
  'appointed',
  'selected',
  'awarded',
  'elected',
  'seconded',
  'recognised',
  'recognized',
  'nominated',
  'invited',
  'chosen',
  'employed',
  'hired',
  'tasked',
  'assigned',
  'commended',
  'asked',
]);

/** Whether the opening word is joined by "and" to a word that is no verb ("Planned and breakdown maintenance"). */
function joinedToNoun(rest: string): boolean {
  const words = rest.replace(/^,\s*/, '').split(' ');
  if (words[0] !== 'and' || !words[1]) return false;
  const next = words[1].toLowerCase();
  if (next.endsWith('ed') || next.endsWith('ing') || PAST_FORMS.has(next)) return false;
  // "co-ordinate", "re-order": a hyphenated verb is read by its parts.
  if (isListedVerb(next) || isListedVerb(next.replace(/-/g, '')) || isListedVerb(next.split('-').at(-1)!)) return false;
  return !isVerb(next, words.slice(2, 4).join(' '));
}

/** Whether the tagger reads a word as a verb where a subject stands before it. */
const isVerb = (word: string, after = '') => tagText(`They ${word} ${after}`)[1]?.pos === 'VERB';

/** Prepositions that take a gerund saying how: "by analysing …", "through renegotiating …". */
const HOW = new Set(['by', 'through', 'while', 'after', 'before', 'when', 'without', 'from']);

/** "-ing" words that work as prepositions after a comma ("…, including stakeholder interviews"): never verbs here. */
export const PREPOSITION_GERUNDS = new Set([
  'during',
  'including',
  'excluding',
  'following',
  'regarding',
  'concerning',
  'according',
]);

/** Words after which a verb joined to the opening one takes its object ("work with", "ensure the"). */
const OBJECT_OPENERS = new Set(['ADP', 'DET', 'PRON', 'ADV', 'PART']);

/** Gerunds that name a kind of thing before a noun ("briefing notes", "training materials"), not an action. */
const GERUND_MODIFIERS = new Set(
  `briefing training marketing planning building cleaning packing shipping meeting operating accounting reporting
booking learning teaching housing funding nursing banking catering parking staffing engineering programming writing
processing manufacturing mining printing spending listening speaking reading trading lending recruiting filing
warehousing consulting finishing lifting handling sporting living dining waiting boarding cooking computing
networking opening closing invoicing costing billing rostering ticketing drawing painting coaching counselling`.split(
    /\s+/,
  ),
);

/**
 * After a bullet that opens with a gerund, "and" and another gerund that takes a noun or an article is the second
 * action of the list ("Processing referrals and scanning documents" → "I processed referrals and scanned documents"),
 * though the tagger reads it as a noun; one that names a kind of thing ("and briefing notes") stays.
 */
const gerundAction = (opening: string, before: string, word: string, next: string) =>
  opening === 'ing' &&
  before === 'and' &&
  !GERUND_MODIFIERS.has(word) &&
  ['NOUN', 'PROPN', 'DET', 'NUM', 'ADJ', 'PRON'].includes(next);

/**
 * The verbs joined to the opening one by "and" or a comma, in the past tense too, so the sentence stays parallel
 * ("Prepared, implementing and ensuring" cannot be written). The tagger reads the whole bullet: a gerund it reads as
 * a verb is one ("and ensuring the roster"), not one it reads as a noun ("briefing notes"); a base verb counts when it
 * is an action verb or takes a preposition or article ("and work with residents"; not "and grant acquittal reports").
 */
function parallel(rest: string, opening: 'base' | 'ing' | 'past'): string {
  const base = opening === 'base';
  const tokens = tagText(`They did ${rest}`).slice(2);
  const words = rest.split(' ');
  // Tokens and words line up, a word the tagger split at its hyphen ("follow-up") read over its pieces; where they do
  // not, the sentence is left as written.
  const byWord = new Map<number, { pos: string; next: string }>();
  const lettersOf = (x: string) => x.toLowerCase().replace(/[^a-z]/g, '');
  for (let w = 0, t = 0; w < words.length && t < tokens.length; w++) {
    const letters = lettersOf(words[w]!);
    if (!letters) continue;
    while (t < tokens.length && tokens[t]!.type !== 'word') t++;
    let end = t;
    let read = lettersOf(tokens[t]?.lower ?? '');
    while (read.length < letters.length && letters.startsWith(read) && end + 1 < tokens.length)
      read += lettersOf(tokens[++end]!.lower);
    if (read === letters) byWord.set(w, { pos: tokens[end]!.pos, next: tokens[end + 1]?.pos ?? '' });
    t = read === letters ? end + 1 : t + 1;
  }
  // Where "including" or "such as" starts a list, if anywhere (found once: a long line stays linear).
  const listFrom = words.findIndex((x) => PREPOSITION_GERUNDS.has(x.toLowerCase()) || x.toLowerCase() === 'such');
  // Where a preposition takes a gerund ("by analysing exit data and working with managers"): what is joined to it is
  // more of how, not another action.
  const howFrom = words.findIndex(
    (x, i) => HOW.has(x.toLowerCase()) && /^\p{Ll}+ing$/u.test(words[i + 1] ?? '') && (words[i + 1]?.length ?? 0) >= 5,
  );
  // A base verb's object that opens with a gerund is a list of kinds of work ("Coordinate planning, scheduling, budget
  // tracking and reporting"): no gerund in it is an action.
  const gerundObjects = base && /^\p{Ll}+ing,?$/u.test(words[0] ?? '');
  // ", risk and issue registers": two words joined before one noun name kinds of it, not actions.
  const modifierPair = (i: number) =>
    (words[i - 1]?.endsWith(',') && words[i + 1] === 'and' && !/,$/.test(words[i] ?? '')) ||
    (words[i - 1] === 'and' && words[i - 3]?.endsWith(',') && words[i - 2] !== undefined && !/,$/.test(words[i - 2]!));
  // Where the last comma before each word stands (-1 for none), read once: a long line stays linear.
  const commaBefore: number[] = [];
  words.forEach((_, i) => commaBefore.push(i > 0 && words[i - 1]!.endsWith(',') ? i - 1 : (commaBefore[i - 1] ?? -1)));
  // Where the last "to" before each word that opens an infinitive ("to plan") stands (-1 for none), read once.
  const infinitiveBefore: number[] = [];
  words.forEach((_, i) =>
    infinitiveBefore.push(
      i > 1 && words[i - 2]!.toLowerCase() === 'to' && byWord.get(i - 1)?.pos === 'VERB'
        ? i - 2
        : (infinitiveBefore[i - 1] ?? -1),
    ),
  );
  const turned = words.map((w, i) => {
    const before = words[i - 1];
    const tag = byWord.get(i);
    // A hyphenated verb joined to a base opening ("Process and end-process new stock") turns its last part.
    const hyphened = /^([a-z]+-[a-z]+)(,?)$/.exec(w);
    // Not "self-serve checkouts": "self-" makes an adjective of a verb.
    const hyphenVerb =
      hyphened &&
      !hyphened[1]!.startsWith('self-') &&
      (isListedVerb(hyphened[1]!.replace('-', '')) || isListedVerb(hyphened[1]!.split('-')[1]!));
    if (base && hyphenVerb && (before === 'and' || before?.endsWith(',')))
      return `${pastOf(hyphened[1]!)}${hyphened[2]}`;
    // A list after a colon opens with its first item ("the annual round: promote the round, answer …").
    if (!before || !tag || !(before === 'and' || /[,;:]$/.test(before))) return w;
    const word = w.toLowerCase();
    if (PREPOSITION_GERUNDS.has(word)) return w;
    // A capitalised word inside a line is a name ("and Working With Children Check transactions").
    if (/^\p{Lu}/u.test(w)) return w;
    // What "including" or "such as" lists are its objects, not actions ("including toileting, feeding and using
    // hoists").
    if (listFrom >= 0 && i > listFrom) return w;
    if (howFrom >= 0 && i > howFrom + 1) return w;
    // A verb joined to an infinitive before it, in the same clause, is the infinitive's ("Support groups to plan
    // projects and write funding applications": the groups write them, no "and wrote").
    if (before === 'and' && infinitiveBefore[i]! > commaBefore[i]!) return w;
    // After a past opening the person chose the tense: only a list of verbs ("Prepared, implementing and ensuring")
    // or a gerund that takes "with", "the" … ("and working with residents") is made past; "and drafting to a
    // proposal" and ", cutting incidents by half" are kept as written.
    const verbList = (rest.startsWith(',') && i <= 4) || (i === 1 && words[0] === 'and');
    if (gerundObjects && word.endsWith('ing')) return w;
    // Not in a list of verbs that opens the line ("Load, calibrate and operate the machines").
    if (!verbList && modifierPair(i)) return w;
    // After "and" only: after a comma it describes what went before (", peaking at 400+ returns").
    const takesObject = before === 'and' && OBJECT_OPENERS.has(tag.next) && words[i + 1]?.toLowerCase() !== 'to';
    const asVerb = opening !== 'past' || verbList || takesObject;
    // A thing named by an -ing word and a noun ("rental providers, rooming house operators and …") is no action.
    if (ingCompound(word, words[i + 1] ?? '')) return w;
    // More of a phrase that opens on a gerund after a comma (", often calming people down and finding the right officer
    // to help"): how the action was done, as the person wrote it, never "… calming people down and found …".
    const phraseAt = commaBefore[i]!;
    const phraseOpens =
      phraseAt >= 0 && words.slice(phraseAt + 1, phraseAt + 3).some((x) => /^\p{Ll}{3,}ing$/u.test(x));
    if (opening === 'past' && word.endsWith('ing') && phraseOpens && !verbList) return w;
    if (word.endsWith('ing') && word.length >= 5)
      // Two gerunds that open the line are a pair of actions ("Picking and packing orders").
      return (tag.pos === 'VERB' && asVerb) ||
        (opening === 'ing' && verbList) ||
        gerundAction(opening, before, word, tag.next)
        ? (pastTense(word)?.toLowerCase() ?? w)
        : w;
    // "to understand and implement their plans": a verb joined to an infinitive stays one.
    if (words[i - 3]?.toLowerCase() === 'to' || words[i - 2]?.toLowerCase() === 'to') return w;
    // A word not on the verb lists is a verb only where the whole bullet reads it as one ("and people with
    // disability" is no action).
    // In a list of verbs that opens the line, a word the tagger reads as a verb is one ("Load, calibrate, …").
    // Its comma stays after it ("calibrate," → "calibrated,").
    const bare = word.replace(/[,;]+$/, '');
    // A word before "of" names a thing ("leave of absence", "proof of identity"): no "leaved of absence"; so does
    // "leave" with no object ("Enter shifts and leave into the rostering system").
    if (words[i + 1]?.toLowerCase() === 'of' && bare === word) return w;
    if (bare === 'leave' && tag.next !== 'DET' && tag.next !== 'PRON') return w;
    if (NOUN_COMPOUNDS.has(`${bare} ${(words[i + 1] ?? '').toLowerCase().replace(/[^a-z]/g, '')}`)) return w;
    // A clause after a semicolon that opens with two verbs ("; collate and check charts"), or an item of a list of
    // actions that a listed verb ends ("Answer phones, page medical officers and take messages"), is an action too.
    const nextVerb = (k: number) => isListedVerb((words[k] ?? '').toLowerCase().replace(/[,;]+$/, ''));
    const pairs = before.endsWith(';') && words[i + 1]?.toLowerCase() === 'and' && nextVerb(i + 2);
    const itemOfActions =
      before.endsWith(',') && words.slice(i + 1).some((x, k) => x.toLowerCase() === 'and' && nextVerb(i + 2 + k));
    // A word before a particle, joined to the opening verb, is a phrasal verb ("Restock and face up shelves").
    const phrasal = i === 1 && before === 'and' && /^(?:up|out|off|down|away|back)$/i.test(words[i + 1] ?? '');
    // A word that is only ever a verb ("do", "liaise") joined by "and" is an action, whatever the tagger reads it as
    // ("and do/AUX end of day balancing").
    const action =
      phrasal ||
      (before === 'and' && ALWAYS_VERBS.has(bare)) ||
      isListedVerb(bare) ||
      (OBJECT_OPENERS.has(tag.next) && tag.pos === 'VERB') ||
      (verbList && tag.pos === 'VERB') ||
      pairs ||
      itemOfActions;
    if (
      base &&
      !bare.endsWith('ed') &&
      action &&
      (ALWAYS_VERBS.has(bare) || phrasal || isVerb(bare, words.slice(i + 1, i + 3).join(' ')))
    )
      return pastOf(bare) + word.slice(bare.length);
    return w;
  });
  return inOneForm(words, turned).join(' ');
}

/**
 * A run of gerunds after the action, some turned and one before them left (", monitoring milestones, reviewed progress
 * … and approved payments"), is put back as written: the run describes the action in one form, not two.
 */
function inOneForm(words: string[], turned: string[]): string[] {
  const gerund = (i: number) => /^\p{Ll}+ing[,;]?$/u.test(words[i]!) && words[i]!.length >= 6;
  const kept = words.findIndex((w, i) => gerund(i) && turned[i] === w && /,$/.test(words[i - 1] ?? ''));
  if (kept < 0) return turned;
  const later = words.some((w, i) => i > kept && gerund(i) && turned[i] !== w);
  return later ? turned.map((t, i) => (i > kept && gerund(i) ? words[i]! : t)) : turned;
}

/** An action as a sentence: "I reduced stock errors by 40%." */
export const actionSentence = ({ verb, rest }: { verb: string; rest: string }) =>
  `I ${verb}${rest && !rest.startsWith(',') ? ' ' : ''}${afterSemicolon(joinedActions(withArticle(withOwnI(rest))))}.`;

/** "…Program: in 2025–26 managed 112 applications" → "…Program: in 2025–26, I managed …": the clause after a colon has
 * a subject of its own (a panel read "…: in 2025–26 managed …" as broken). */
const withOwnI = (rest: string) =>
  rest.replace(
    /: in ((?:19|20)\d{2}(?:[–-]\d{2,4})?),? (\p{Ll}+ed)\b/u,
    (_m, when: string, verb: string) => `: in ${when}, I ${verb}`,
  );

/** The article a CV's shorthand drops before a group and its size: "Lead crew of 8" → "I led a crew of 8". */
export const withArticle = (rest: string) =>
  rest.replace(/^(crew|team|group|caseload|portfolio|fleet|squad) of (?=\d)/i, 'a $1 of ');

/**
 * What a CV's semicolon leaves after an action that no "I" can take: "orders; data entry into MYOB" → "orders. My work
 * also covered data entry into MYOB"; "audits; compliance rose from 71% to 94%" → "audits. Compliance rose …" (a
 * clause with its own verb is its own sentence). Only the last semicolon's part, so a long line stays linear.
 */
function afterSemicolon(rest: string): string {
  const at = rest.lastIndexOf('; ');
  if (at < 0) return rest;
  const part = rest.slice(at + 2);
  if (!/^\p{Ll}/u.test(part)) return rest;
  // "…; now used in fortnightly reporting": the work taken up is said of it, after a comma.
  if (TAKEN_UP_CLAUSE.test(part)) return `${rest.slice(0, at)}, ${part}`;
  // "…; no actions rated not met", "…; all acquittals lodged on time" are no sentences: "…, with all acquittals …".
  // One with its own finite verb is a sentence ("; no application was ruled ineligible").
  // So is one whose verb takes an object ("; all rounds met the published timeframes").
  if (/^(?:no|all|every|each|both) /.test(part))
    return /\b(?:was|were|is|are|has|had|have|(?<!not )met|exceeded|achieved|beat|hit|reached)\b/.test(part)
      ? `${rest.slice(0, at)}. ${capitalise(part)}`
      : `${rest.slice(0, at)}, with ${part}`;
  // A past tense after the first word: the tagger's verb, or an irregular past it may take for a noun ("rose").
  const clause = tagText(part).some(
    (t, i) => i > 0 && isPast(t.lower) && (t.pos === 'VERB' || PAST_FORMS.has(t.lower)),
  );
  if (clause) return `${rest.slice(0, at)}. ${capitalise(part)}`;
  // A subject of its own and its verb ("; the customer withdrew their Ombudsman complaint"): a sentence.
  const tags = /^(?:the|their|our|his|her|its|this|these|those) /.test(part) ? tagText(part) : [];
  if (tags.some((t, i) => i > 1 && t.pos === 'VERB') && tags[1]?.pos === 'NOUN')
    return `${rest.slice(0, at)}. ${capitalise(part)}`;
  // A measure of the setting ("; ward average length of stay 5.8 days") is said beside the action, in brackets.
  if (/\d/.test(part)) return `${rest.slice(0, at)} (${part})`;
  // Another role held ("; member of the Practice Council") joins the first: "…, and a member of the …".
  const role = heldRole(part);
  if (role) return `${rest.slice(0, at)}, and ${role}`;
  // A duty in the base form ("…; liaise with Medical Imaging") is another action of the same "I".
  const action = /^\p{Ll}+ /u.test(part) ? pastAction(part) : null;
  if (action) return `${rest.slice(0, at)}, and ${action.verb}${action.rest.startsWith(',') ? '' : ' '}${action.rest}`;
  return `${rest.slice(0, at)}. My work also covered ${part}`;
}

/** "officers; introduced a review" → "officers and introduced a review": a second action after a semicolon shares
 * the sentence's "I" (a semicolon before a verb with no subject is a CV's shorthand, not a sentence). */
/** Words after a past participle that describes rather than acts: "used by", "adopted across", "based in". */
const PARTICIPLE_NEXT = new Set([
  'by',
  'through',
  'via',
  'across',
  'in',
  'at',
  'on',
  'to',
  'for',
  'from',
  'with',
  'as',
  'under',
]);

/** Past participles CVs use as adjectives before a noun ("allied health", "skilled trades"). */
export const ED_ADJECTIVES = new Set(
  'allied related skilled detailed advanced qualified specialised experienced registered licensed accredited integrated automated dedicated extended limited mixed shared confined varied'.split(
    ' ',
  ),
);

/** A past tense, regular or irregular ("took", "held", "rewrote"). */
const isPast = (word: string) => isPastTense(word) || PAST_FORMS.has(word);

function joinedActions(rest: string): string {
  // After a part that has its own "and" already, ", and" keeps the actions apart ("… appointments and imaging and
  // pathology requests, and liaised with …").
  // One that goes on to a subject of its own ("; presented findings … and the results were adopted …") is a sentence
  // of its own: joined by another "and" it ran on ("… in six towns and presented … and the results …").
  const joined = rest.replace(/; (\p{Ll}+)\b/gu, (whole, word: string, at: number) => {
    if (!isPast(word)) return whole;
    if (/ and (?:the|this|these|it|they|all|both)\b/.test(rest.slice(at + whole.length).split(';')[0]!))
      return `. I ${word}`;
    return `${/ and /.test(rest.slice(0, at)) ? ',' : ''} and ${word}`;
  });
  // "… per month, maintained a 98% rate": the last action after a comma, three words or more into the sentence,
  // joined by "and" too (a list of verbs at the start, "Prepared, implemented and …", is left as it is).
  // Not a participle that describes what went before ("updates …, used by 3,000 staff"): an action takes an object.
  // Three words in: after the sentence's second space (found once, so a long line stays linear).
  const third = joined.indexOf(' ', joined.indexOf(' ') + 1);
  // Not the comma that closes an aside ("… and, with my team leader, made a report …"): the action goes on after it.
  const closesAside = (at: number) =>
    /(?:^|\s|,)and,\s[^,]{1,60}$|,\s(?:with|alongside|under|together with)\s[^,]{1,60}$/.test(joined.slice(0, at));
  const commas = [...joined.matchAll(/, (\p{Ll}+) (\S+)/gu)].filter(
    (m) => isPast(m[1]!) && !PARTICIPLE_NEXT.has(m[2]!) && third >= 0 && third < m.index && !closesAside(m.index),
  );
  const last = commas.at(-1);
  // Already joined ("…, cut costs and reduced waste"): an "and" before a past tense that is no adjective ("and allied
  // health staff").
  const tail = last ? joined.slice(last.index) : '';
  const andPast = [...tail.matchAll(/ and (\p{Ll}+)\b/gu)].some((m) => isPast(m[1]!) && !ED_ADJECTIVES.has(m[1]!));
  if (!last || andPast) return joined;
  return `${joined.slice(0, last.index)} and ${joined.slice(last.index + 2)}`;
}

/** Words that open a clause set before the action: "While acting APS 5, managed …". */
const CLAUSE_OPENERS = new Set([
  'while',
  'as',
  'during',
  'after',
  'following',
  'when',
  'since',
  'in',
  'on',
  'through',
  'within',
  'across',
  'before',
]);
/** "While acting APS 5, managed the workload …" → "While acting APS 5, I managed the workload …." */
function afterClause(bullet: string): string | null {
  if (!CLAUSE_OPENERS.has(bullet.slice(0, bullet.indexOf(' ')).toLowerCase())) return null;
  const comma = bullet.indexOf(', ');
  if (comma < 0) return clauseWithoutComma(bullet);
  if (bullet.slice(0, comma).split(' ').length > 8) return null;
  const action = pastAction(bullet.slice(comma + 2));
  return action ? `${bullet.slice(0, comma)}, ${actionSentence(action)}` : null;
}

/** "During COVID-19 (2020) helped set up …" → "During COVID-19 (2020), I helped set up …": the clause ends at the
 * first word in the past tense within its first eight. */
function clauseWithoutComma(bullet: string): string | null {
  const words = bullet.split(' ');
  for (let k = 2; k < Math.min(words.length, 9); k++) {
    const word = words[k]!.toLowerCase();
    if (!(word.endsWith('ed') || PAST_FORMS.has(word))) continue;
    const action = pastAction(words.slice(k).join(' '));
    return action ? `${words.slice(0, k).join(' ')}, ${actionSentence(action)}` : null;
  }
  return null;
}

/** Nouns that name what a person was: "Secretariat lead for …", "Member of the WHS committee". */
const ROLE_NOUNS = new Set([
  'member',
  'representative',
  'delegate',
  'volunteer',
  'ambassador',
  'mentor',
  'champion',
  'contact',
  'officer',
  'coordinator',
  'advisor',
  'adviser',
  'trainer',
  'facilitator',
  'supervisor',
  'buddy',
  'liaison',
  'warden',
  'marshal',
  'preceptor',
  'assessor',
  'tutor',
  'educator',
  'examiner',
  // "Lead analyst on crash data analysis …": the person's part in the work, not "led analyst".
  'analyst',
  'auditor',
  'investigator',
  'researcher',
  'author',
  'engineer',
  'designer',
  'developer',
  'planner',
  'consultant',
  // "Mandatory reporter under the … Act", "Senior first aider for level 3", "Cheque signatory".
  'reporter',
  'aider',
  'signatory',
  'steward',
]);
/** Roles a group has one of: "the secretariat lead", "the chair". */
const SOLE_ROLES = new Set([
  'lead',
  'leader',
  'chair',
  'secretary',
  'convenor',
  'convener',
  'president',
  'treasurer',
  'secretariat',
  // "Project manager for the Azure migration program" → "I was the project manager for …".
  'manager',
]);
/** Words that end the noun phrase a role bullet opens with. */
const PHRASE_END = new Set(['for', 'of', 'on', 'to', 'in', 'at', 'with', 'across', 'within', 'under']);

/** "Secretariat lead for a working group" → "I was the secretariat lead for a working group." */
function rolePhrase(bullet: string): string | null {
  // "Part of the on-call crisis response team" → "I was part of …".
  if (/^part of /i.test(clean(bullet))) return `I was ${lowerFirst(clean(bullet))}.`;
  const words = clean(bullet).split(' ');
  const end = words.findIndex((w, i) => i > 0 && (PHRASE_END.has(w.toLowerCase()) || /[,:;]$/.test(w)));
  // The phrase ends before "for" ("Preceptor for …") and at a word its colon closes ("Stewardship team member: …").
  const last = end < 0 ? words.length - 1 : /[,:;]$/.test(words[end]!) ? end : end - 1;
  const head = words[last]!.toLowerCase().replace(/[,:;]$/, '');
  // At most four words, or seven for two roles joined ("Shift coordinator and patient flow contact for …").
  if (last + 1 > (words.slice(0, last).includes('and') ? 7 : 4)) return null;
  // What follows the role as a CV writes it: "…; managed requirements" → "… and managed requirements", the rest whole.
  const finished = (text: string) => afterSemicolon(joinedActions(text));
  const sole = SOLE_ROLES.has(head);
  // A job's own title opens it too ("Ward clerk for a 28-bed surgical ward, admitting …" → "I was a ward clerk for …").
  if (!sole && !/-in-charge$/.test(head) && !ROLE_NOUNS.has(head) && !TITLE_HEAD.test(head)) return null;
  // The role and what was done in it after its colon: "Floor support buddy: mentored 6 new starters" → "As a floor
  // support buddy, I mentored 6 new starters".
  const colon = clean(bullet).indexOf(': ');
  const work = colon > 0 ? pastAction(clean(bullet).slice(colon + 2)) : null;
  if (work && /^\p{Ll}/u.test(clean(bullet).slice(colon + 2))) {
    const role = clean(bullet).slice(0, colon);
    const as = sole ? 'the' : /-in-charge$/.test(head) ? '' : article(bullet);
    return `As ${as ? `${as} ` : ''}${/-in-charge$/.test(head) ? role : lowerFirst(role)}, ${lowerFirst(actionSentence(work))}`;
  }
  if (sole) return `I was the ${finished(lowerFirst(clean(bullet)))}.`;
  // "Nurse-in-Charge for 2–3 shifts a fortnight" → "I was Nurse-in-Charge for …", as the title is said.
  if (/-in-charge$/.test(head)) return `I was ${finished(clean(bullet))}.`;
  // "Ward champion for pressure injury prevention: run monthly audits" → "…: ran monthly audits"; a past tense
  // stays ("wrote", never "wroted").
  const said = lowerFirst(clean(bullet)).replace(/: (\p{Ll}+) /u, (whole, verb: string) =>
    isListedVerb(verb) && !isPast(verb) ? `: ${pastOf(verb)} ` : whole,
  );
  return `I was ${article(bullet)} ${finished(said)}.`;
}

/**
 * The bullet as "I … ." in the past tense; a clause before the action keeps its place; a role ("Member of …")
 * becomes "I was a member of …"; any other noun-phrase bullet keeps its words after "My work included".
 */
/** "Project manage …", "Case managed …" are one verb in two words: "I project-managed …", "I case-managed …". */
const PROJECT_MANAGE = /^(project|case)(?: manag(?:e|es|ed|ing)|-manag(?:e|es|ing))\b/i;

/** "Acting Assistant Grants Manager (APS 5), March–August 2025: supervised three officers …": a role held and what was
 * done in it. */
const ROLE_THEN_WORK = /^([^:;]{3,120}?):\s+(?=\p{Ll})/u;

/** The role a line opens with before a colon, said as "As …, I supervised …"; null for any other line. */
function roleThenWork(bullet: string): string | null {
  const m = ROLE_THEN_WORK.exec(bullet.trim());
  if (!m) return null;
  const head = m[1]!
    .replace(/\([^()]{0,40}\)/g, '')
    .split(',')[0]!
    .trim();
  // A stint with its dates or an acting title, not a team one belongs to ("Antimicrobial stewardship team member:
  // restricted antimicrobial approvals" lists what the team does).
  const stint = /\b(?:19|20)\d{2}\b/.test(m[1]!) || /^(?:acting|relieving|a\/g)\b/i.test(head);
  const action = stint && TITLE_HEAD.test(head) ? pastAction(bullet.trim().slice(m[0].length)) : null;
  return action ? `As ${lowerFirst(m[1]!)}, ${lowerFirst(actionSentence(action))}` : null;
}

/** A line whose subject is the person's role, job, work, duties or responsibilities, with its verb. */
const OWN_SUBJECT =
  /^my (?:main )?(?:role|job|work|responsibilities|tasks)(?: here| there)? (?:involves?|involved|includes?|included|covers?|covered|is|was|were|are)\b|^(?:my|our) (?:[\w-]+ ){0,2}?(?:team|unit|branch|section|store|site|crew|shift|ward|office|clinic|practice|group|program|project)s? (?:had|has|was|were|is|are|achieved|won|reached|received|became|ranked|scored|met|exceeded|grew|cut|reduced|increased|improved|delivered|recorded|finished|topped)\b/i;

export function firstPerson(line: string): string {
  // "…, and commended by the Director for clear writing": what was done to the person takes its "was".
  return laterActionsVoiced(bulletInFirstPerson(line)).replace(
    /(,? and) (\p{Ll}+ed) by (?=(?:the |a |an |my |our )?\p{Lu})/u,
    '$1 was $2 by ',
  );
}

/** A bullet's later sentence that opens on an action ("Resolved escalated complaints. Cut repeat complaints by 30% …")
 * has no subject of its own: it takes "I" ("… I cut repeat complaints by 30% …"), as the first did. */
function laterActionsVoiced(said: string): string {
  const sentences = said.split(/(?<=[.!?])\s+(?=\p{Lu}\p{Ll})/u);
  if (sentences.length < 2) return said;
  return sentences
    .map((sentence, i) => {
      // What was done to the person is said so ("Commended by the Director …" → "I was commended by …").
      const passive = PASSIVE_OPENING.test(sentence) || /^\p{L}+ed by\b/iu.test(sentence);
      if (i > 0 && passive) return `I was ${lowerFirst(sentence)}`;
      const action = i > 0 ? pastAction(sentence) : null;
      return action ? actionSentence(action).replace(/\.\.$/, '.') : sentence;
    })
    .join(' ');
}

/** A group or project named with its years before what the person did in it: "Falls Prevention Working Group
 * (2021–2024): analysed 18 months of incident data …". Bounded, anchored. */
const NAMED_WORK =
  /^(\p{Lu}[^:()]{2,80}?)\s*\(((?:19|20)\d{2}\s?[–-]\s?(?:(?:19|20)\d{2}|present|now|current))\):\s+(?=\p{Ll}+ed\b)/iu;

/** "… Working Group (2021–2024): analysed …" → "As part of the … Working Group (2021–2024), I analysed …", or null
 * for a line that names no work before what the person did in it. */
export function namedWorkSentence(line: string): string | null {
  const named = NAMED_WORK.exec(line.trim());
  const action = named ? pastAction(line.trim().slice(named[0].length)) : null;
  if (!action) return null;
  const name = named![1]!.replace(/^the /i, '');
  // A part the person played, not a group they were part of: "Quality checker for new staff (2022–2025): checked …" →
  // "As a quality checker for new staff (2022–2025), I checked …" (a panel read "as part of the Quality checker" as
  // broken).
  const played = ROLE_PLAYED.test(name.split(/ (?:for|of|on|in|with|to) /)[0]!);
  // A name in capitals throughout ("Digital Ambassador") stays so; "Quality checker" reads in small letters.
  const said = /\s\p{Lu}/u.test(name) ? name : lowerFirst(name);
  const as = played ? `As ${article(said)} ${said}` : `As part of the ${name}`;
  return `${as} (${named![2]}), ${actionSentence(action)}`;
}

/** How often, before a duty's verb: "Sometimes", "Often", "Occasionally". */
const HOW_OFTEN = /^(sometimes|often|occasionally|regularly|usually|frequently|also)\s+(?=\p{Ll})/iu;

/** The last word of a part a person plays in a workplace ("Quality checker", "Digital Ambassador", "Fire warden"). */
const ROLE_PLAYED =
  /\b(?:checker|ambassador|mentor|champion|representative|rep|warden|buddy|trainer|delegate|coordinator|officer|leader|lead|member|facilitator|assessor|auditor|marshal|contact)$/i;

function bulletInFirstPerson(line: string): string {
  // "… Working Group (2021–2024): analysed …" → "As part of the … Working Group (2021–2024), I analysed …" (a panel
  // read "My work included Falls Prevention Working Group (2021–2024): analysed …" as broken).
  const named = namedWorkSentence(line);
  if (named) return named;
  // "Built a dashboard. Now used in fortnightly reporting …": the work taken up is said of it, after a comma.
  const bullet = line.replace(TAKEN_UP_SENTENCE, (_m, when: string) => `, ${when.toLowerCase()} `);
  // "First point of contact for up to 60 phone and walk-in clients a day": a part the person played, "I was the …",
  // never "my work included first point of contact …".
  if (POINT_OF_CONTACT.test(bullet.trim()))
    return `I was the ${clean(bullet)
      .replace(/^the /i, '')
      .replace(/^\p{Lu}/u, (c) => c.toLowerCase())}.`;
  // "One of two site administrators supporting …": a role held among others.
  if (/^one of (?:two|three|four|five|six|\d{1,2}) /i.test(bullet.trim())) return `I was ${lowerFirst(clean(bullet))}.`;
  const role = roleThenWork(bullet);
  if (role) return role;
  if (PROJECT_MANAGE.test(bullet.trim()))
    return firstPerson(bullet.trim().replace(PROJECT_MANAGE, (_, kind: string) => `${capitalise(kind)}-managed`));
  // "Key achievement: reduced voluntary turnover …" is the achievement itself.
  const achievement = ACHIEVEMENT_LABEL.exec(bullet.trim());
  if (achievement && bullet.trim().length > achievement[0].length)
    return firstPerson(capitalise(bullet.trim().slice(achievement[0].length)));
  // A line that names its own subject, the person's role or duties ("My role involves helping run the youth group"), is
  // a sentence as written: no "My work included my role involves …".
  if (OWN_SUBJECT.test(bullet.trim())) return `${capitalise(clean(bullet))}.`;
  // A line already in the first person ("During this time I volunteered …") is said as written.
  // Not one that opens with an action and names "I" later ("Recruited to 9.2 FTE vacancies …; 12 of 14 graduate nurses
  // I precepted …").
  if (/\bI\b/.test(bullet) && !/^I\b/.test(bullet.trim()) && !pastAction(bullet))
    return `${capitalise(clean(bullet))}.`;
  const labelled = dutiesLabel(clean(bullet));
  if (labelled) return labelled;
  // How often before the action ("Sometimes cover the front desk when short staffed"): said after "I" ("I sometimes
  // covered …"), never "my work included sometimes cover …".
  const often = HOW_OFTEN.exec(bullet.trim());
  if (often) {
    const said = firstPerson(capitalise(bullet.trim().slice(often[0].length)));
    if (/^I \p{Ll}/u.test(said)) return `I ${often[1]!.toLowerCase()} ${said.slice(2)}`;
  }
  // A sentence of a duty paragraph that opens with "I" ("I also help students with toileting") is said as written.
  if (/^I(?:'m|’m)? /.test(bullet.trim())) return `${clean(bullet)}.`;
  // A measure with its figure ("Average customer satisfaction of 4.8/5 across 2,900 tickets") is what the person
  // achieved.
  if (MEASURE.test(bullet.trim()) && /\d/.test(bullet)) return `I achieved ${lowerFirst(clean(bullet))}.`;
  // A share that opens the line is an outcome in its own words ("78% of families closed with case plan goals met");
  // one before a noun with no verb is a measure achieved ("100% result in the 2019 store audits").
  if (/^\d+(?:\.\d+)?%\s/.test(bullet.trim())) return shareMeasure(clean(bullet)) ?? `${clean(bullet)}.`;
  // What was done to the person: "Rostered to the Emergency Department on weekends" → "I was rostered to …".
  if (PASSIVE_OPENING.test(bullet.trim())) return `I was ${lowerFirst(clean(bullet))}.`;
  const action = pastAction(bullet);
  if (action) return actionSentence(action);
  // A clause with a subject of its own ("Referrals come from schools, child safety workers and youth justice
  // workers") is said as written: no "My work included referrals come from …".
  if (ownClause(bullet)) return `${capitalise(clean(bullet))}.`;
  // A result written as a headline ("Hospital-acquired pressure injuries (stage 2+) down 45% after …") is an outcome.
  if (HEADLINE_RESULT.test(bullet.trim())) return `I achieved this outcome: ${lowerFirst(clean(bullet))}.`;
  return afterClause(clean(bullet)) ?? rolePhrase(bullet) ?? workIncluded(clean(bullet));
}

/** "First point of contact …", "Main contact for …", "Primary liaison with …". */
const POINT_OF_CONTACT =
  /^(?:the )?(?:first|main|primary|initial|single|key) (?:point of contact|contact person|contact|liaison)\b/i;

/** Whether a line opens on a noun and its verb in a tense ("Referrals come from …", "Clients range from …"), not a
 * compound ("Cash handling") or a participle that describes ("Meetings held weekly"). */
function ownClause(line: string): boolean {
  const [subject, verb] = tagText(line.trim()).slice(0, 2);
  // A pronoun and its verb are a clause ("It has run fortnightly since early 2023", "They now attend …").
  if (subject && verb && /^(?:it|they|this|these|both|all)$/i.test(subject.text) && /^(?:VERB|AUX)$/.test(verb.pos))
    return true;
  if (!subject || !verb || !['NOUN', 'PROPN'].includes(subject.pos) || verb.pos !== 'VERB') return false;
  if (/(?:ing|ed)$/.test(verb.lower)) return false;
  // Subject and verb agree, as a clause's do ("Referrals come", "The team meets"); "Audit lead" does not.
  const plural = /[^s]s$/.test(subject.lower);
  return PAST_FORMS.has(verb.lower) || (plural ? !/s$/.test(verb.lower) : /[^s]s$/.test(verb.lower));
}

/** Measures a person achieves one of: "a 100% result", "a 96% quality assurance score", "a 100% pass rate". */
const COUNT_MEASURES = new Set(['result', 'score', 'rating', 'rate', 'record', 'mark', 'grade', 'average']);

/** "100% result in the 2019 store audits" → "I achieved a 100% result in …"; "98% on-time delivery across 400 jobs" →
 * "I achieved 98% on-time delivery …"; null for a share with a verb after it ("95% of calls answered …"). */
function shareMeasure(line: string): string | null {
  const tokens = tagText(line);
  if (tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || tokens[2]?.lower === 'of') return null;
  // The measure's own noun ends before its first preposition ("score" in "96% quality assurance score in 2023").
  const end = tokens.findIndex((t, i) => i > 1 && (t.pos === 'ADP' || t.pos === 'PUNCT'));
  const head = tokens[(end < 0 ? tokens.length : end) - 1]?.lower ?? '';
  return `I achieved ${COUNT_MEASURES.has(head) ? 'a ' : ''}${line}.`;
}

/** What was done with the work once taken up: "used", "adopted", "rolled out" … */
const TAKEN_UP = '(?:used|adopted|rolled out|endorsed|approved)';
/** A sentence that says the work was taken up, after the work: ". Now used in …", ". Later adopted by …". */
const TAKEN_UP_SENTENCE = new RegExp(`\\.\\s+(Now|Later|Since|Subsequently)\\s+(?=${TAKEN_UP}\\b)`);
/** The same said after a semicolon: "…; now used in fortnightly reporting". */
const TAKEN_UP_CLAUSE = new RegExp(`^(?:now|later|since|subsequently) ${TAKEN_UP}\\b`);

/** A noun phrase and its change: "… down 45%", "… up by 12%", "… down from 14 to 6", "Reporting errors reduced by
 * 70%" (bounded, one pass); not a cap ("functions up to 120 people"). */
const HEADLINE_RESULT =
  /^[^;:]{3,80}? (?:up (?:by |from )?|(?:down|reduced|increased|improved|fell|rose|dropped|grew|decreased|cut) (?:by |from |to )?)\$?\d/;

/** A measure a line can open with: "Average customer satisfaction of …", "100% compliance in …", "First-contact
 * resolution of 78% …". */
export const MEASURE =
  /^(?:\d+(?:\.\d+)?%\s+)?(?:(?:average|overall|an?)\s+)?(?:(?:customer|client|patient|staff|student|audit)\s+)?(?:satisfaction|rating|score|accuracy|compliance|retention|attendance|uptime|first[- ]contact resolution|NPS)\b/i;

/** A participle that says what was done to the person, before "to", "as" or "for": "Promoted to Team Leader",
 * "Seconded to the Department of Health", "Selected for the leadership program", "Placed with civil companies" (a
 * labour-hire worker's). */
export const PASSIVE_OPENING =
  /^(?:rostered|seconded|appointed|promoted|assigned|selected|invited|nominated|elected|asked|chosen|shortlisted|deployed|transferred|placed|contracted|posted|stationed|based) (?:to|as|for|on|onto|into|with|at|in)\b/i;

/** "Key achievement:", "Highlight –": the label before an achievement. */
const ACHIEVEMENT_LABEL = /^(?:key |major |notable )?(?:achievements?|highlights?|accomplishments?)\s*[:–-]\s*/i;

/** A role held, named by a phrase that opens with its noun ("member of the Practice Council" → "a member of the
 * Practice Council", "chair of …" → "the chair of …"), or null when the phrase names none. */
function heldRole(phrase: string): string | null {
  const role = phrase.split(' ')[0]!;
  if (!ROLE_NOUNS.has(role) && !SOLE_ROLES.has(role)) return null;
  return `${SOLE_ROLES.has(role) ? 'the' : article(phrase)} ${phrase}`;
}

/** "Duties included: …", "Key responsibilities – …": the label before a list of duties. */
// "Duties included:", "Key responsibilities –", and with no colon once it says "include": "My jobs include pipe laying, …".
export const DUTY_LIST_LABEL =
  /^(?:key |main |my )?(duties|responsibilities|tasks|jobs)(?:\s*[:–-]\s*| (?:included|includes|include)(?:\s*[:–-]\s*| +))/i;
/** "Responsible for …", "I was accountable for …": the duty is what follows. */
export const RESPONSIBLE_FOR = /^(?:i was |was )?(responsible|accountable) for\s+/i;
/** "… and other duties as required": filler at the end of a list of duties. */
export const OTHER_DUTIES = /,?\s*(?:and )?other (?:duties|tasks)(?: as (?:required|directed))?/i;

/** "Responsible for processing grants" → "I was responsible for processing grants."; "Duties included: filing,
 * banking" → "My duties included filing, banking." */
function dutiesLabel(bullet: string): string | null {
  const responsible = RESPONSIBLE_FOR.exec(bullet);
  const list = responsible ? null : DUTY_LIST_LABEL.exec(bullet);
  const m = responsible ?? list;
  const rest = m && bullet.slice(m[0].length);
  if (!m || !rest) return null;
  if (responsible) return `I was ${responsible[1]!.toLowerCase()} for ${rest}.`;
  return `My ${list![1]!.toLowerCase()} included ${lowerFirst(rest)}.`;
}

/** Words that describe one thing before its name: "a varied caseload", "a busy front desk". */
const DESCRIBING = new Set([
  'varied',
  'busy',
  'diverse',
  'mixed',
  'complex',
  'large',
  'small',
  'high-volume',
  'fast-paced',
]);

/** A short duty named before a comma and actions after it ("Front desk, greet clients and answer phones"): the duty,
 * and the actions as a clause of their own ("My work included front desk, and I greeted clients …"), never "My work
 * included front desk, greet clients …". */
function dutyThenActions(bullet: string): [string, string] | null {
  if (bullet.includes('; ')) return null;
  const comma = bullet.indexOf(', ');
  if (comma < 0 || bullet.slice(0, comma).split(' ').length > 4) return null;
  const rest = bullet.slice(comma + 2);
  return isListedVerb(rest.slice(0, rest.indexOf(' ')).toLowerCase()) ? [bullet.slice(0, comma), rest] : null;
}

/**
 * A noun-phrase bullet after "My work included": a countable head before "of" takes "a" ("a caseload of 32
 * participants"), and an action after a semicolon becomes a clause of its own ("Case notes and billing; consistently
 * exceed billable target" → "… billing, and I consistently exceeded billable target").
 */
function workIncluded(bullet: string): string {
  const [phrase, ...more] = dutyThenActions(bullet) ?? bullet.split('; ');
  const later = more.length ? pastAction(more.join('; ')) : null;
  // A name keeps its capitals ("Loddon Women's Safety Service", "Child and Adolescent Mental Health Service").
  const name = /^\p{Lu}[\p{L}'’-]*\s+(?:(?:and|of|the|for|&)\s+)?\p{Lu}\p{Ll}/u.test(phrase!);
  // An article opens no name: "A $74 million program …" → "a $74 million program …".
  const opened = /^(?:A|An|The) /.test(phrase!) ? `${phrase![0]!.toLowerCase()}${phrase!.slice(1)}` : phrase!;
  const words = (name ? opened : lowerFirst(opened)).split(' ');
  const head = tagText(`My work included ${words.slice(0, 2).join(' ')}`)[3];
  const counted = words[1] === 'of' && head?.pos === 'NOUN' && !words[0]!.endsWith('s');
  // "Varied NDIS caseload of adults …" is "a varied NDIS caseload …": a describing word before one thing.
  const described =
    DESCRIBING.has(words[0]!) && !/s$/.test(tagText(phrase!).find((t, i) => i > 0 && t.pos === 'NOUN')?.lower ?? 's');
  const listed = `${counted || described ? `${article(words[0]!)} ` : ''}${words.join(' ')}`;
  if (later) return `My work included ${listed}, and ${actionSentence(later)}`;
  // A role held after it ("Rostering and payroll; member of the WHS committee"): "…, and I was a member of …".
  const role = more.length === 1 ? heldRole(more[0]!) : null;
  if (role) return `My work included ${listed}, and I was ${role}.`;
  return `My work included ${[listed, ...more].join('; ')}.`;
}
