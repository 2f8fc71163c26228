/**
 * Which CV bullets answer which criterion: the criterion's own words (never stop words), a named capability's cues and
 * the cues of the topics it names; each main example one criterion's while the CV has enough to go round.
 */
import { inItsSense } from '../vocabulary/word-senses';
import type { CvDocument, SectionKind } from '../types';
import { concept, conceptsOf, tokens } from '../match/words';
import { cvRoles, VOLUNTEERING, type Role } from './cv-roles';
import { capabilityOf } from './frameworks';
import { topicCues } from './topics';
import { isTargetedQuestion } from './address-only';
import { firstPerson, MEASURE } from './first-person';
import { SHOWN_TERMS } from '../vocabulary/phrase-index';
import { ACHIEVEMENTS_HEADING } from '../read/classify';
import { mainExamples } from './main-examples';
import { nameRuns } from './sentence';
import { dateRanges } from '../analyse/checks/dates';
import { NAMED_ACT } from '../vocabulary/named-act';

export interface Bullet {
  text: string;
  role: Role;
  concepts: Set<string>;
  figures: boolean;
}

/** Words a criterion is made of that say nothing of its subject (its own subject words are never dropped, unlike an
 * ad's: "Aboriginal", "community" count here). */
const CRITERION_FILLER = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'to',
  'for',
  'with',
  'by',
  'as',
  'at',
  'your',
  'you',
  'have',
  'has',
  'where',
  'when',
  'how',
  'that',
  'this',
  'which',
  'who',
  'what',
  'please',
  'provide',
  'example',
  'describe',
  'demonstrated',
  'demonstrate',
  'experience',
  'experienced',
  'ability',
  'skills',
  'skill',
  'knowledge',
  'proven',
  'strong',
  'excellent',
  'well',
  'developed',
  'high',
  'level',
  'sound',
  'effective',
  'capacity',
  'understanding',
  'work',
  'working',
  'including',
  'within',
  'across',
  'time',
  'both',
  'able',
  'tell',
  'us',
  'about',
  'my',
  // A capability's level, pasted after its name ("Deliver Results Adept").
  'foundational',
  'intermediate',
  'adept',
  'advanced',
  'highly',
]);
/**
 * Words the matcher folds together that a selection panel keeps apart: "head office" is no leadership ("head" folds
 * into "lead"), "medications" no "medical terminology" (both stem to "medic"); and words it drops that a panel reads
 * ("Team Member of the Month" is teamwork).
 */
const PANEL_WORDS: Array<[RegExp, string]> = [
  [/\bhead offices?\b/gi, 'headquarters'],
  [/\bmedications?\b/gi, 'medicines'],
  // An award for being a good colleague is teamwork shown: "Named 'Team Member of the Month' in March 2024".
  [/\b(?:team member|staff member|employee) of the (?:month|quarter|year)\b/gi, 'teamwork award colleagues'],
];
const asPanelReads = (text: string) => PANEL_WORDS.reduce((t, [re, word]) => t.replace(re, word), inItsSense(text));
/** Words the ad reader sets aside as an ad's equal-opportunity boilerplate, which a criterion can ask about ("including
 * Aboriginal and Torres Strait Islander young people") and a CV line can show. */
const EEO_WORDS = new Set([
  'aboriginal',
  'torres',
  'strait',
  'islander',
  'diversity',
  'diverse',
  'inclusive',
  'culture',
]);
/** A word in capitals that a CV writes for a name spelt out elsewhere: "LIS", "WHS", "QC". */
const INITIALS = /^\p{Lu}{2,6}$/u;
/** The concept an initialism stands for, kept apart from words ("#lis" is no "lis"). */
const initialism = (letters: string) => `#${letters.toLowerCase()}`;

/** A count by its period ("1,200 supplier invoices a month", "45–55 phone and face-to-face contacts per day"): a volume of work, whose
 * period words are stop words to matching. Bounded runs only. */
const COUNT_BY_PERIOD =
  /\d[\d,]{0,9}\s(?:[\p{L}-]{1,20}\s){0,5}(?:a|per|each|every)\s(?:day|week|month|shift|fortnight)\b/iu;

/** A line's concepts as a panel reads them, with the initialisms it writes in capitals. */
const panelConcepts = (text: string) =>
  new Set([
    ...conceptsOf(asPanelReads(text)),
    ...(COUNT_BY_PERIOD.test(text) ? [concept('volume')] : []),
    ...(NAMED_ACT.test(text) ? [concept('legislation')] : []),
    ...tokens(text)
      .filter((t) => EEO_WORDS.has(t))
      .map(concept),
    ...text
      .split(/[^\p{L}]+/u)
      .filter((w) => INITIALS.test(w))
      .map(initialism),
  ]);

/**
 * The initials of each run of two to five words a criterion spells out in small letters, small joining words left out
 * ("laboratory information system" → LIS, "work health and safety" → WHS, "quality control" → QC): a CV that writes
 * the initials shows what the criterion names. Linear: five runs at most from each word.
 */
export function spelledOut(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}&]+/u)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (NAME_JOINERS.has(words[i]!)) continue;
    const letters: string[] = [];
    for (let k = i; k < words.length && letters.length < 5; k++) {
      if (NAME_JOINERS.has(words[k]!)) continue;
      letters.push(words[k]![0]!);
      if (letters.length >= 2) out.add(initialism(letters.join('')));
    }
  }
  return [...out];
}

/** Small words a name skips in its initials ("National Safety and Quality Health Service" → NSQHS). */
const NAME_JOINERS = new Set(['and', 'of', 'the', 'for', 'in', '&']);

/** What a name's initials may leave off at its end: "NSQHS" of "… Health Service Standards", "WHS" of "… Safety Act". */
const NAME_KINDS = /^(?:standards?|act|framework|scheme|program|programme|policy|principles|guidelines|regulations?)$/i;

/**
 * The initials of each name of three words or more written in capitals in the text, in small letters ("nsqhs"), with
 * and without a word that opens a sentence ("Knowledge of Work Health and Safety") and a kind of name at the end.
 */
export function acronymsOf(text: string): string[] {
  const out = new Set<string>();
  const words = text.split(/[\s,;:()]+/).map((w) => w.replace(/[.!?'’]+$/, ''));
  for (const run of nameRuns(words, (w) => /^\p{Lu}\p{Ll}/u.test(w), NAME_JOINERS)) {
    const named = run.filter((w) => !NAME_JOINERS.has(w.toLowerCase()));
    const kindless = NAME_KINDS.test(named.at(-1) ?? '') ? named.slice(0, -1) : named;
    for (const each of [named, kindless, named.slice(1), kindless.slice(1)])
      if (each.length >= 3) out.add(each.map((w) => w[0]!.toLowerCase()).join(''));
  }
  return [...out];
}

/** The words of a criterion that name its subject: not filler, numbers or single letters. */
const subjectWords = (text: string) =>
  tokens(asPanelReads(text)).filter((t) => !CRITERION_FILLER.has(t) && !/^\d+$/.test(t) && t.length > 1);
const criterionConcepts = (text: string) => new Set(subjectWords(text).map(concept));

/** A criterion without how it is to be done ("in line with departmental policies", "while protecting privacy");
 * what it lists after "including" or "such as" is what it asks for, and stays. */
const DETAIL = /,? (?:in line with|in accordance with|consistent with|while|whilst) /i;
/** A question's follow-up ("… or managed a budget. How did you ensure accuracy and compliance with financial
 * delegations?") asks how, not what: the example is of the first sentence's work (its "compliance" had drawn a line
 * on applying procedures to a budget question). */
const FOLLOW_UP = /(?<=[.?!])\s+(?=(?:how|what|why|and how|in your answer|include|describe|explain|outline)\b)/i;
const mainClause = (criterion: string) => criterion.split(FOLLOW_UP)[0]!.split(DETAIL)[0]!;

/** Concepts too general to show a criterion on their own. */
const STAR_GENERAL = new Set([
  'lead',
  'team',
  'deliv',
  'oper',
  'result',
  'work',
  'communiti',
  'servic',
  'support',
  'develop',
  'improv',
  'process',
  'achiev',
  'coordin',
  'organ',
  'staff',
  'custom',
  'manag',
  'project',
  'role',
  // Verbs and qualifiers that any example could hold ("build and maintain relationships", "a range of audiences").
  'maintain',
  'ensur',
  'provid',
  'use',
  'rang',
  'intern',
  'extern',
  'product',
  'varieti',
  // "Microsoft Office" is not shown by a cash office or office administration.
  'offic',
  // "completion of the IAP2 Certificate" is not shown by "complete end-of-night reports".
  'complet',
]);

/**
 * How much of what a phrase names the chosen lines show: the share of its subject words that a line holds, itself or
 * through its topic's cues ("written communication" is shown by "drafted briefs"). "The work called on my experience
 * supporting ethics committees" is said only when the examples show it.
 */
export function shownShare(phrase: string, lines: Matchable[]): number {
  // Each subject word with its concept; a word's topic is read from the word itself.
  const subject = subjectWords(phrase)
    .map((w) => ({ w, c: concept(w) }))
    .filter(({ c }) => !STAR_GENERAL.has(c));
  if (!subject.length) return 1;
  // A word of the same family counts ("contracts" for "contractors": the first six letters of the stem).
  const family = (c: string, l: Matchable) => c.length >= 6 && [...l.concepts].some((x) => x.startsWith(c.slice(0, 6)));
  const shown = subject.filter(({ w, c }) => {
    const cues = [...topicCues(w, STAR_GENERAL)];
    return lines.some((l) => l.concepts.has(c) || family(c, l) || cues.some((cue) => l.concepts.has(cue)));
  });
  return shown.length / subject.length;
}

/** A figure moved from one number to another: "from 140 to 25", "from 10 to 6 days", "from $2.1m down to $1.6m" (read
 * with years and classifications taken out, so "from 2019 to 2022" is none). Bounded gaps. */
const FROM_TO = /\bfrom \$?\d[\d,.]*\s?(?:%|[kmb]\b)?(?:\s[\p{L}-]+){0,2}\s(?:down |up )?to \$?\d/iu;
/** A share: "by 40%", "12 per cent" (an amount alone, "a $1.2M budget", is the scope of the work, not its result). */
const SHARE = /\d\s?%|\d\s?per ?cent/i;
/** A share counted out ("9 of the 14 participants got part-time jobs") with what came of it: a result. */
const COUNTED_OUT =
  /\b\d{1,4} (?:were|was) (?:successful|funded|approved|awarded|accepted|shortlisted|hired|placed)\b|\b\d{1,4} (?:of|out of) (?:the |our |my )?\d{1,5} [\p{L}-]+ (?:got|gained|found|secured|completed|passed|moved|returned|finished|graduated|achieved|were|went)\b/iu;
/** Verbs that report an outcome ("raised" only money: "raised purchase orders" is a duty; "reached" not "reached
 * out"), and an outcome set against what went before ("three times the council's previous engagement"). */
const OUTCOME =
  /\b(?:reduc|increas|improv|sav|achiev|exceed|deliver|resolv|lift|halv|doubl|secur|decreas|shorten|boost)(?:e|ed|es|ing)\b|\breach(?:ed|ing)\b(?! out)|\b(?:twice|(?:two|three|four|five|\d{1,2}) times) (?:the|as many|as much|more than|our|its|their)\b|\bclear(?:ed|ing) (?:[\w-]+ ){0,3}backlogs?\b|\b(?:cut|cutting|grew|won)\b|\b(?:fell|dropped|declined) (?:from|by|to)\b|\brais(?:e|ed|es|ing) (?:over |more than )?(?:\$|funds)/i;
/** Money found, won back or brought in: "returned $410,000 to the program", "identified $1.2 million in at-risk
 * payments", "generated $80k in new sales". */
const MONEY_FOUND =
  /\b(?:recovered|returned|identified|generated|won|recouped|brought in) (?:over |more than |about |around |nearly )?\$\d|\bavoid(?:ed|ing) (?:the )?(?:loss|return|repayment|write-off) of (?:over |more than |about |around |nearly )?\$\d/i;
/** A number that is a year, a span of years or a classification ("2023–24", "APS 5", "Level 3"), not a figure. */
const NOT_FIGURE = /\b(?:19|20)\d{2}\b(?:[–-]\d{2,4})?|\b(?:aps|el|ao|vps|level|grade|band|step|year)\s?\d+\b/gi;

/** An outcome said in words, a figure or not: "which cut related calls", "led to a rewrite of the letter". */
export const saysOutcome = (text: string) =>
  OUTCOME.test(text) ||
  /\bled to\b|\bresult(?:ed|ing) in\b/i.test(text) ||
  PRAISED.test(text) ||
  DONE_IN_WORDS.test(text) ||
  statesResult(text);

/** Work brought to its end or kept going, said in words: "It was completed in March 2025", "keeping the project
 * funded instead of terminating the agreement". Bounded gaps. */
const DONE_IN_WORDS =
  /\b(?:was|were) (?:completed|finished|delivered|approved|adopted|funded|accepted|endorsed|published|opened|launched)\b|\bkeeping (?:the |it |them )?(?:[\w-]+ ){0,3}(?:funded|on track|on schedule|open|running|viable)\b/i;

/** Work another praised, an outcome in words: "commended by the Director for clear, concise writing". */
const PRAISED = /\b(?:commended|praised|recognised|recognized|thanked|acknowledged) (?:by|for)\b/i;

/** An outcome verb at the start ("Reduced …", "Cut …"): the bullet is a result in itself. */
export const opensWithOutcome = (text: string) => OUTCOME.test(text.trim().split(/\s+/)[0] ?? '');

/** Nothing went wrong, which is a result too: "with no findings in my areas", "no re-reports in the following 12
 * months", "zero lost-time injuries", "No application was ruled ineligible", "not one was returned". */
const NONE_WENT_WRONG =
  /\b(?:no|zero|nil)\s+(?:[\w-]+\s+){0,2}(?:findings?|breach(?:es)?|errors?|complaints?|incidents?|injur(?:y|ies)|re-?reports?|rework|defects?|infringements?|non-?conformances?|non-?compliances?|adjudication losses|escalations?)\b|\b(?:no\s+(?:[\w-]+\s+){1,2}|(?:not one|not a single|none)\s+(?:[\w-]+\s+){0,3})(?:was|were)\s+(?:ruled |found |deemed |returned as )?(?:ineligible|late|lost|rejected|returned|overdue|incomplete|non-compliant|missed)\b/i;

/** Everything passed, which is a result too: "with all tools passing validation", "all 14 audits passed". */
const ALL_PASSED =
  /\ball (?:[\w-]+ ){0,3}(?:were |was )?(?:passing|passed|met|approved|compliant|signed off|endorsed|accepted|adopted|finalised)\b/i;

/** Work taken up beyond the person's own, which is a result in itself: "later adopted by two other programs", "now
 * used in every monthly review", "now the lab's standard onboarding tool". */
const TAKEN_UP =
  /\b(?:later|now|since|subsequently) (?:adopted|used|rolled out|endorsed|approved|implemented|the (?:\w+ )?standard)\b|\badopted (?:by|across|as)\b/i;

/** Work delivered better than planned, a result in itself: "$74,000 under budget", "two weeks early", "ahead of
 * schedule". */
/** A target met, a result in itself: "consistently meeting the 12-minute average handling time target", "met all
 * KPIs". */
const MET_TARGET =
  /\b(?:meeting|met|exceeding|exceeded|achieving|achieved|beating|beat) (?:the |all |my |our |every |each )?(?:[\w-]+ ){0,5}?(?:targets?|kpis?|benchmarks?)\b/i;

const BEAT_PLAN =
  /\b(?:under|within) (?:the |its |our )?(?:[\w$.,-]+ ){0,4}?budget\b|\bahead of (?:schedule|time)\b|\b(?:days?|weeks?|months?) (?:early|ahead)\b|\b(?:finalised|completed|delivered|finished) on (?:schedule|time)\b/i;

/** A bullet that states a result: a share, an outcome verb with a figure ("cut waits from 9 to 2", "saved $80k"),
 * nothing gone wrong, or work taken up by others. */
export const statesResult = (text: string) => {
  const figures = text.replace(NOT_FIGURE, ' ');
  // A figure may be written as a word ("from five days to one", "halved").
  const figure =
    /\d/.test(figures) || /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|twice)\b/i.test(text);
  return (
    SHARE.test(figures) ||
    COUNTED_OUT.test(text) ||
    FROM_TO.test(figures) ||
    (figure && OUTCOME.test(text)) ||
    MONEY_FOUND.test(text) ||
    NONE_WENT_WRONG.test(text) ||
    ALL_PASSED.test(text) ||
    TAKEN_UP.test(text) ||
    BEAT_PLAN.test(text) ||
    MET_TARGET.test(text) ||
    (MEASURE.test(text.trim()) && /\d/.test(figures))
  );
};

/** Where a role sat, said without a verb: "Regional Manufacturing Capability Grants section, Canberra." (the unit and
 * place a role's first line gives), the setting of its work, no example of it. */
const UNIT_ONLY =
  /^(?:\p{Lu}[\p{L}&'’-]*\s(?:(?:and|of|for|the)\s)?){1,8}(?:section|branch|unit|team|division|directorate|program|ward)(?:,\s\p{Lu}[\p{L} ]{2,30})?\.?$/u;

/** A line that names no work: "Various admin tasks as required", "Other duties as directed", "General duties". */
const NO_WORK =
  /^(?:and )?(?:various|other|general|miscellaneous|misc\.?|ad hoc|additional)\s(?:(?:admin|administrative|office|clerical|general)\s)?(?:tasks|duties|jobs)(?:\s(?:as (?:required|directed|needed)))?\.?$/i;

export function bulletsOf(cv: CvDocument): Bullet[] {
  return cvRoles(cv, { volunteering: true }).flatMap((role) =>
    role.bullets
      .filter((text) => !UNIT_ONLY.test(text.trim()) && !NO_WORK.test(text.trim()))
      .map((text) => ({
        text,
        role,
        concepts: panelConcepts(text),
        figures: statesResult(text),
      })),
  );
}

/** What a criterion can be matched against: a bullet, or a course or summary line. */
interface Matchable {
  concepts: Set<string>;
  figures?: boolean;
  role?: Role;
}

/** What a line from a recent role is worth over one as good from long ago, at most: a panel reads the current job
 * first ("from my 2016 HR role" had opened a communication answer for a research officer of today). */
const RECENCY = 0.5;

/** A line and how well it answers one criterion. */
interface Ranked<T> {
  b: T;
  s: number;
  /** How many of the criterion's concepts and cues it holds. */
  matches: number;
}

/** A criterion about working with Aboriginal and Torres Strait Islander peoples, which only a line that names them or
 * their cultures shows ("trained new staff" is no evidence of cultural capability, whatever words it shares). */
const FIRST_PEOPLES = /\b(?:aboriginal|torres strait|indigenous|first nations|first peoples)\b/i;
/** Words of a line that names them or their cultures (read in its text: matching sets some aside as boilerplate). */
const FIRST_PEOPLES_LINE =
  /\b(?:aboriginal|torres strait|islander|indigenous|first nations|first peoples|cultural(?:ly)?|koori|murri|noongar|nunga|palawa|yolngu|anangu|elders?|traditional owners?|naidoc|reconciliation action plans?|reconciliation week)\b/i;

/** Where a criterion lists what its main ask includes: "…, including", "… such as", "including:". */
const LISTED_AFTER = /,? (?:including|such as|for example)\b/i;

/** A criterion whose main ask is money managed: a budget, spending, accounts reconciled, buying. */
const MONEY_ASKED =
  /\b(?:budgets?|budgeting|expenditure|financial (?:reporting|management|delegations?|transactions)|reconcil(?:e|ed|ing|iations?)|procurement|purchasing)\b/i;
/** A budget as how work is delivered ("on time and within budget"), not money the criterion asks to manage. */
const WITHIN_BUDGET = /\b(?:within|on|under|to) (?:the |a |its |agreed )?budgets?\b/gi;
/** A line that shows money handled (not a customer's "financial hardship", not a group's "funding applications"). */
const MONEY_LINE =
  /\b(?:budgets?|budgeting|expenditure|spend(?:ing)?|costs?|costings?|invoices?|reconcil\w*|takings|banking|ledgers?|accounts (?:payable|receivable)|purchase orders?|procure\w*|purchasing|petty cash|float|quotes?|acquittals?|financial (?:reports?|reporting|statements?)|receipt\w* (?:of )?payments?|tills?|cash|eftpos)\b|\$\d/i;

/** A criterion that also accepts work with culturally and linguistically diverse communities ("Aboriginal and Torres
 * Strait Islander communities and/or culturally and linguistically diverse community groups"). */
const CALD = /\b(?:cald|culturally and linguistically|multicultural|culturally diverse|diverse communit)/i;
/** Words of a line that shows such work: the communities, their languages, the ways of reaching them. */
const CALD_LINE =
  /\b(?:cald|culturally|linguistically|multicultural|harmony week|migrants?|refugees?|interpret(?:er|ers|ing)|translat(?:or|ors|ed|ion|ions)|ethnic|newly arrived|community associations?|community languages?|mandarin|cantonese|vietnamese|arabic|punjabi|hindi|tamil|greek|italian|tagalog|filipino|korean|spanish|nepali|urdu|persian|dari|somali|sudanese|karen|hazara)\b/i;

/** The lines that answer a criterion, best first, and the looser ones that share any of its words. */
/** A targeted question without the scene it sets first ("This role involves accurate record keeping while juggling
 * … schedules. Tell us how you organise your workload …"): the question is what the evidence must answer. */
function questionAsked(criterion: string): string {
  const sentences = criterion.split(/(?<=[.?!])\s+/);
  const at = sentences.findIndex((s) => isTargetedQuestion(s));
  return at > 0 ? sentences.slice(at).join(' ') : criterion;
}

/** A law the criterion names ("the Stamp Duties Act 1923 (SA)"), shown by a line that names a law, not by the words
 * of its name ("Family Tax Benefit" is no land tax); and the body an ad names by its kind ("the Office"), whose word
 * is no one's work ("Customer Service Officers"). Bounded runs, one pass. */
const LAW_NAME =
  /\b(?:the )?(?:\p{Lu}[\p{L}’'-]*\s(?:(?:and|of|the)\s)?){1,8}Act\b(?:\s(?:19|20)\d{2})?(?:\s\([A-Za-z]{2,4}\))?/gu;
const BODY_BY_KIND = /\bthe (?:Office|Department|Agency|Commission|Authority|Minister|Branch)\b/g;

function rank<T extends Matchable>(pasted: string, bullets: T[]): { ranked: Ranked<T>[]; loose: Set<T> } {
  const asAsked = questionAsked(pasted);
  const criterion = asAsked.replace(LAW_NAME, 'legislation').replace(BODY_BY_KIND, 'it');
  // Its main ask, not one it lists after "including" ("equity, diversity and inclusion principles, including an
  // understanding of the needs of Aboriginal and Torres Strait Islander students" is shown by inclusion work).
  const mainAsk = criterion.split(LISTED_AFTER)[0]!;
  const aboutFirstPeoples = FIRST_PEOPLES.test(mainAsk);
  // Likewise money: a line that shows none is no example of managing it, whatever words it shares ("club development
  // programs" under "developing and monitoring budgets, including financial reporting against program budgets").
  // Not work done "within budget" or "on budget": how a project is delivered, no money managed as the ask.
  const aboutMoney = MONEY_ASKED.test(mainAsk.replace(WITHIN_BUDGET, ''));
  const orDiverse = CALD.test(criterion);
  /** A line's own words (matching sets some aside as boilerplate). */
  const textOf = (b: T) => (b as { text?: string }).text ?? '';
  const namesFirstPeoples = (b: T) => FIRST_PEOPLES_LINE.test(textOf(b)) || (orDiverse && CALD_LINE.test(textOf(b)));
  /** A line about money handled, where the criterion asks for it. */
  const onSubject = (b: T) => !aboutMoney || MONEY_LINE.test(textOf(b));
  const capability = capabilityOf(criterion);
  // What the criterion asks, not the detail after it ("… resolving issues in line with departmental policies" asks
  // nothing about a department or policy), unless the detail is all there is of its subject.
  const asked = criterionConcepts(mainClause(criterion));
  const whole = [...asked].filter((c) => !STAR_GENERAL.has(c)).length >= 2 ? asked : criterionConcepts(criterion);
  // A standard or body the criterion names in full is shown by its initials too, wherever it is named ("consistent
  // with the National Safety and Quality Health Service Standards" is shown by "NSQHS").
  // (Read on the law's name as written: the "Work Health and Safety Act" is shown by "WHS inspections".)
  const own = new Set([...whole, ...acronymsOf(asAsked).map(concept), ...spelledOut(mainClause(asAsked))]);
  // A named capability's cues and the topics its words name ("stakeholder engagement" → consulted, liaised …).
  const topical = topicCues(mainClause(criterion), STAR_GENERAL);
  const cues = new Set([...conceptsOf(capability?.cues.join(' ') ?? ''), ...topical]);
  // A bullet must hold one of the criterion's specific words or its topics' cues when it has any ("Aboriginal and
  // Torres Strait Islander communities" is not shown by "community transport"); a criterion made only of general
  // words ("leading a team to deliver results") is shown by one of them.
  const specific = [...own].filter((c) => !STAR_GENERAL.has(c));
  // Whether it names anything specific in words (initials it might stand for do not make a general criterion specific).
  const namesSpecific = specific.some((c) => c[0] !== '#');
  // Paid roles by their place in the CV; a volunteer's role, listed after them, no more recent than the oldest.
  const latest = Math.max(0, ...bullets.map((b) => (b.role && !b.role.unpaid ? b.role.order : 0)));
  const recency = (b: T) => (b.role && !b.role.unpaid && latest ? RECENCY * (1 - b.role.order / latest) : 0);
  const ranked = bullets
    .map((b) => {
      // Initials stand for every word they spell ("LIS" shows laboratory, information and system).
      const weigh = (cs: string[]) =>
        cs.reduce((n, c) => n + (b.concepts.has(c) ? (c[0] === '#' ? c.length - 1 : 1) : 0), 0);
      const mine = weigh([...own]);
      const mineSpecific = weigh(specific);
      const cue = [...cues].filter((c) => b.concepts.has(c) && !own.has(c)).length;
      // A word of the topic the criterion names ("writing" for written communication) counts twice: it is the subject.
      const onTopic = [...topical].filter((c) => b.concepts.has(c) && !own.has(c)).length;
      // Or two of its own words, general as they are, when they are what it asks ("lead … a small team": "managed a
      // team of five"), not the subject a bullet merely shares.
      // A criterion about Aboriginal and Torres Strait Islander peoples is shown by a line that names them or their
      // cultures, and only by one ("Co-designed a course with Murri Elders").
      const ok = aboutFirstPeoples
        ? namesFirstPeoples(b)
        : onSubject(b) && (namesSpecific ? mineSpecific + cue >= 1 || mine >= 2 : mine + cue >= 1);
      return {
        b,
        ok,
        matches: mine + cue + onTopic,
        s: mine + mineSpecific + 0.5 * Math.min(cue, 3) + (b.figures ? 0.5 : 0) + recency(b),
      };
    })
    .filter((x) => x.ok)
    .sort((a, z) => z.s - a.s);
  const loose = new Set(
    bullets.filter(
      (b) =>
        [...own, ...cues].some((c) => b.concepts.has(c)) &&
        (!aboutFirstPeoples || namesFirstPeoples(b)) &&
        onSubject(b),
    ),
  );
  return { ranked, loose };
}

/** Whether a line answers the criterion itself, not only fills out its role's setting. */
export const answers = <T extends Matchable>(criterion: string, line: T) => rank(criterion, [line]).ranked.length > 0;

/** A question that asks for one example: "Tell us about a time …", "Please provide an example of …", "Describe a
 * situation where …". */
export const ASKS_FOR_AN_EXAMPLE =
  /\b(?:tell us about a time|describe a (?:time|situation|project|challenge)|(?:provide|give) (?:us )?an example|an example of (?:a time|when|where|how))\b/i;

/** Up to this many bullets from the main example's role (a draft over its word limit drops the last added first), this
 * many more while the limit asks for more words; another role's example only then, one (a panel read more as a tour
 * of the CV). */
const SAME_ROLE = 4;
const MORE = 2;
/** Lines that only share a word with the criterion (more while the draft is short of its words), and the role's other
 * work, only while a draft has fewer actions than these: a panel read "I also restocked shelves" in an answer on
 * difficult customers as padding. */
const LOOSE_BELOW = 3;
const SETTING_BELOW = 2;
/** A supporting line appears in at most this many drafts, so the set does not read as one example told four times:
 * once where the CV has two lines or more for each criterion (a panel counted 39 lines told twice across six
 * applications), twice where it has fewer. */
const MAX_USES = { enough: 1, few: 2 };

/**
 * The bullets each criterion draws on, its main example first. Criteria with the fewest answers choose first, one
 * bullet a round, so the best example goes where it fits and a broad criterion cannot take every example; a bullet
 * is another's main example only when the CV has fewer than two a criterion or the criterion has nothing else.
 */
export function chooseEvidence(
  criteria: string[],
  bullets: Bullet[],
  /** The words of CV lines a draft wants: a draft with this many takes no more, one short of it may take more (one
   * number for every criterion, or one each). */
  wantedWords: number | number[] = Infinity,
): Bullet[][] {
  const rankings = criteria.map((c) => rank(c, bullets));
  const asked = criteria.map((c) => criterionConcepts(c));
  const oneExample = criteria.map((c) => ASKS_FOR_AN_EXAMPLE.test(c));
  const spread = bullets.length >= criteria.length * 2;
  // Fewest answers first; of two with as many, the one that asks for less ("Negotiation skills" before "managing
  // suppliers and negotiating contracts"), whose example the broader one can spare.
  const order = criteria
    .map((_, i) => i)
    .sort((a, z) => rankings[a]!.ranked.length - rankings[z]!.ranked.length || asked[a]!.size - asked[z]!.size);
  const picks: Bullet[][] = criteria.map(() => []);
  const mains = new Set<Bullet>();
  /** How many drafts each supporting line is in. */
  const uses = new Map<Bullet, number>();
  const used = (b: Bullet) => mains.has(b) || uses.has(b);
  // The main examples: distinct lines, as many criteria answered as can be and the best together; a criterion left
  // without one (more criteria than answers) takes its best answer anyway.
  const index = new Map(bullets.map((b, k) => [b, k]));
  const assigned = mainExamples(
    rankings.map((r) => r.ranked.map((x) => ({ line: index.get(x.b)!, score: x.s }))),
    bullets.length,
  );
  for (const i of order) {
    const main = assigned[i] !== null ? bullets[assigned[i]!] : rankings[i]!.ranked[0]?.b;
    if (!main) continue;
    picks[i]!.push(main);
    mains.add(main);
  }
  const wordsOf = (mine: Bullet[]) => mine.reduce((n, b) => n + b.text.split(/\s+/).length, 0);
  // Then more actions from the main role (its looser bullets while it has few), and one example from another role only
  // while the draft is short of its words.
  for (let round = 0; round < SAME_ROLE + 2 * MORE; round++)
    for (const i of order) {
      const mine = picks[i]!;
      const role = mine[0]?.role;
      if (!role) continue;
      // Past the usual rounds only while the draft is short of the words its limit wants.
      const wanted = Array.isArray(wantedWords) ? (wantedWords[i] ?? Infinity) : wantedWords;
      const short = wordsOf(mine) < wanted;
      if (!short && (wanted !== Infinity || round >= SAME_ROLE)) continue;
      const wanting = short && wanted !== Infinity;
      const sameMax = SAME_ROLE + (wanting ? MORE : 0);
      // A question asks for one example ("Tell us about a time you …"): its own role only, no tour of others.
      const rolesMax = !oneExample[i] && wanting ? 1 : 0;
      const roles = new Set(mine.map((b) => b.role));
      const same = mine.filter((b) => b.role === role).length;
      const { ranked, loose } = rankings[i]!;
      // Another criterion's main example is never reused while the CV has enough; its supporting lines may be, after
      // every unused one, when they answer this criterion too.
      // A looser line (one that only shares a word) comes only from the main role.
      // Last, the main role's other work, as the setting of the example ("I also entered data into …"), so a draft
      // from a CV of plain duty lines is more than one sentence.
      // Not for a question that asks for one example: its answer is that example, not the role's other work.
      // A criterion about the role's own line of work ("Experience in accounts payable processing" for an Accounts
      // Payable Officer) is shown by the role's duties while it has fewer than four of them (a panel read a policy
      // officer's correspondence backlog under "using evidence … to inform policy" as filler).
      const aboutRole = [...conceptsOf(role.title ?? '')].some((c) => !STAR_GENERAL.has(c) && asked[i]!.has(c));
      const setting =
        !oneExample[i] && (same < SETTING_BELOW || (aboutRole && short && same < SAME_ROLE))
          ? bullets.filter((b) => b.role === role && !loose.has(b))
          : [];
      const looser = !oneExample[i] && (same < LOOSE_BELOW || short) ? [...loose] : [];
      const candidates = [
        ...ranked.map((x) => ({ ...x, isLoose: false })),
        ...looser.map((b) => ({ b, s: 0.1, isLoose: true })),
        ...setting.map((b) => ({ b, s: -0.5, isLoose: true })),
      ].filter(
        (x) =>
          !mine.includes(x.b) &&
          (!mains.has(x.b) || !spread) &&
          (uses.get(x.b) ?? 0) < (spread ? MAX_USES.enough : MAX_USES.few) &&
          (x.b.role === role ? same < sameMax : roles.size <= rolesMax && !roles.has(x.b.role) && !x.isLoose),
      );
      const best = candidates
        .map((x) => ({ ...x, s: x.s + (x.b.role === role ? 1 : 0) - (used(x.b) ? 0.75 : 0) }))
        .sort((a, z) => z.s - a.s)[0];
      if (!best) continue;
      mine.push(best.b);
      uses.set(best.b, (uses.get(best.b) ?? 0) + 1);
    }
  // A draft without a result takes its role's best unused result ("Reduced 90+ day debt from 11% to 4%"): the same
  // work's outcome, which a panel wants more than another duty.
  for (const mine of picks) {
    const role = mine[0]?.role;
    if (!role || mine.some((b) => b.role === role && b.figures)) continue;
    const outcome = bullets.find((b) => b.role === role && b.figures && !mains.has(b) && (uses.get(b) ?? 0) === 0);
    if (!outcome) continue;
    mine.push(outcome);
    uses.set(outcome, 1);
  }
  return picks;
}

/** The lines of some sections, of two words or more and at most `maxLength` characters. */
const sectionLines = (cv: CvDocument, kinds: SectionKind[], maxLength: number) =>
  cv.paragraphs
    .filter((p) => !p.isHeading && kinds.includes(p.section))
    .map((p) => p.text.trim())
    .filter((t) => t.split(/\s+/).length >= 2 && t.length <= maxLength);

/** Lines of Skills and other details ("Typing speed 58 wpm", "Availability: Full time"), quoted when they answer; a
 * line that lists several ("Policy analysis | Stakeholder consultation | Power BI") gives each item on its own, so a
 * draft quotes the one that answers, not the whole list. */

export const statedOf = (cv: CvDocument) => {
  // Achievements are told as what the person did (highlightsOf), not quoted as skills; nor are roles held outside work
  // ("Junior netball coach, Mount Gambier Netball Association" had been said as "My skills include Junior netball …").
  const achievements = achievementLines(cv);
  // Nor a table of roles and dates outside the roles ("Career Snapshot": "Project Officer, Infrastructure Delivery").
  const listsRoles = (s: CvDocument['sections'][number]) =>
    s.kind === 'other' && cv.paragraphs.slice(s.start, s.end).some((p) => dateRanges(p.text).length > 0);
  const notSkills = new Set(
    cv.sections
      .filter((s) => VOLUNTEERING.test(s.heading ?? '') || listsRoles(s))
      .flatMap((s) => Array.from({ length: s.end - s.start }, (_, k) => s.start + k)),
  );
  return (
    cv.paragraphs
      .filter(
        (p, i) =>
          !p.isHeading &&
          !achievements.has(i) &&
          !notSkills.has(i) &&
          (p.section === 'skills' || p.section === 'other') &&
          p.text.length <= 400,
      )
      .flatMap((p) => {
        const items = p.text.split(/\s*[|•·;]\s*/).filter((x) => x.trim());
        return items.length >= 3 ? items.map((x) => x.trim()) : p.text.length <= 200 ? [p.text.trim()] : [];
      })
      // Praise is no evidence to quote ("Good with children, patient and caring, reliable and always on time"); nor is a
      // membership ("Member, Australian Institute of Project Management"), which is no skill.
      .filter((t) => !PRAISE_OPENING.test(t) && !/^(?:member|fellow|associate member)\b/i.test(t))
      // A licence or check held is no skill ("My skills include DHS Working with Children Check."): a criterion that
      // asks for one is answered from it as held (held-credential.ts).
      .filter((t) => !(t.split(/\s+/).length <= 8 && SHOWN_TERMS.findIn(t).some((h) => h.term.kind === 'credential')))
      // One word alone is a name ("SAP", "AutoCAD", "Xero") or a table's label ("Stakeholders", "Other"): names only.
      .filter(
        (t) =>
          t.split(/\s+/).length >= 2 ||
          /\p{Lu}.*\p{Lu}|\d/u.test(t) ||
          SHOWN_TERMS.findIn(t).some((h) => h.term.kind === 'tool'),
      )
  );
};

/** A line that opens by praising the person: what a panel cannot check. */
const PRAISE_OPENING =
  /^(?:good|great|excellent|patient|caring|reliable|friendly|honest|punctual|hard[- ]?working|motivated|enthusiastic|positive|passionate|dedicated|fast|quick)\b/i;

/** A check, clearance or licence held: a credential, not training ("National Police Check – 2024"). */
const CREDENTIAL_HELD =
  /\b(?:check|screening|clearance|licen[cs]e|vaccinat|immunis|visa|citizen|registration|registered|register|ahpra|member)/i;

/** Bullets of the summary ("Career Highlights": "Identified and remediated a $186,000 underpayment …"): achievements
 * the CV sets outside any role, worth a sentence of their own where they answer a criterion. */
export const highlightsOf = (cv: CvDocument) => {
  const own = achievementLines(cv);
  return (
    cv.paragraphs
      .filter(
        (p, i) =>
          !p.isHeading && ((p.section === 'summary' && p.isBullet) || own.has(i)) && p.text.split(/\s+/).length >= 5,
      )
      .map((p) => p.text.trim())
      // A deed, said as one ("I identified …"): not an award held ("Accredited Pharmacist (AACP) – …", "SHPA
      // Foundation Residency – completed 2022"), which reads as "I accredited …" or "My work included …".
      .filter((t) => !CREDENTIAL_TITLE.test(t) && /^I (?!was )/.test(firstPerson(t)))
  );
};

/** The lines of a section of their own for achievements ("Key Achievements", "Career Highlights") outside the roles,
 * bullets or not. */
const achievementLines = (cv: CvDocument) =>
  new Set(
    cv.sections
      .filter((s) => s.kind !== 'experience' && s.heading && ACHIEVEMENTS_HEADING.test(s.heading))
      .flatMap((s) => Array.from({ length: s.end - s.start }, (_, k) => s.start + k)),
  );

/** A title a person holds, opening a line: "Accredited Pharmacist", "Certified Practising Accountant". */
const CREDENTIAL_TITLE = /^(?:Accredited|Certified|Registered|Chartered|Licensed|Qualified)\s+\p{Lu}/u;

/** Work a person published or presented is no course: "Poster: …", "Co-author, … guideline". */
const PUBLISHED = /^(?:poster|co-?author|author|presenter|presentation|publication|paper|article|abstract)\b/i;
/** Recognition is no course either: "Australia Day Achievement Award (2022)", "Dean's Medal" (a Modern Award or an
 * award in the AQF sense is another word's). */
const RECOGNITION =
  /\b(?:achievement|excellence|service|staff|team|innovation|recognition|australia day) awards?\b|\b(?:medal|prize|commendation)\b/i;

/** A part a person takes, opening a line: "Buddy in the 2025 graduate program", "Member, Institute of Public
 * Administration Australia", "Organising committee member, Pride Network" (a panel read "My relevant training includes
 * Buddy in …" as nonsense). */
const PART_TAKEN =
  /^(?:buddy|mentor|member|(?:organising |steering |social )?committee member|volunteer|representative|delegate|chair(?:person)?|secretary|treasurer|convenor|ambassador)\b/i;

/** Lines of Education, Training and Certifications: a course that speaks to a criterion is worth a sentence. */
export const trainingOf = (cv: CvDocument) =>
  sectionLines(cv, ['education', 'certifications'], 160)
    // A grade is no training, nor what its line goes on to say of the study ("GPA 6.1 / 7; Honours research project …").
    .filter((line) => !/^[\s•·*-]*(?:GPA|WAM|ATAR|grade point average)\b/i.test(line))
    // A line that lists courses between semicolons ("Mental Health First Aid, 2022; Trauma-informed practice, 2020; …")
    // is a course each: only the one that speaks to a criterion is said (a panel read the three under a research
    // criterion as filler).
    .flatMap((line) => line.split(/;\s+/).map((x) => x.trim()))
    .filter(
      (line) =>
        line.split(/\s+/).length >= 2 &&
        !CREDENTIAL_HELD.test(line) &&
        !CREDENTIAL_TITLE.test(line) &&
        !PUBLISHED.test(line) &&
        !RECOGNITION.test(line) &&
        !PART_TAKEN.test(line),
    );

/** A name a criterion asks for by name and a line holds as written: a word with a figure in it ("PRINCE2", "ITIL4")
 * or four capitals or more ("NDIS", "MYOB"). */
const NAMED = /\b(?:\p{Lu}\p{L}{0,30}\d[\p{L}\d]{0,30}|\p{Lu}{4,40})\b/gu;
const namesIn = (text: string) => new Set(text.slice(0, 2000).match(NAMED) ?? []);

/** For each criterion, the line (a course, a summary sentence) that answers it best, each line once, or null. */
export function chooseLines(criteria: string[], lines: string[]): Array<string | null> {
  const read = lines.map((text) => ({ text, concepts: panelConcepts(text), names: namesIn(text) }));
  // A line that names what the criterion names ("PRINCE2 Practitioner" for "methodologies such as PRINCE2 or Agile")
  // answers it before one that only shares its words ("Diploma of Project Management").
  const named = criteria.flatMap((c, i) => {
    const asked = namesIn(c);
    return asked.size
      ? read.filter((l) => [...l.names].some((n) => asked.has(n))).map(({ text }) => ({ i, text, s: 100 }))
      : [];
  });
  // Two of the criterion's words or cues in the line, not one ("practical" in a learner permit's line). The best
  // pairs first, so a line goes to the criterion it answers best, not to the first it answers at all ("cut
  // turnaround time … by introducing a priority rack" to prioritising, not to communication).
  const pairs = criteria
    .flatMap((c, i) =>
      rank(c, read)
        .ranked.filter((x) => x.matches >= 2)
        .map((x) => ({ i, text: x.b.text, s: x.s })),
    )
    .concat(named)
    .sort((a, z) => z.s - a.s || a.i - z.i);
  const chosen: Array<string | null> = criteria.map(() => null);
  const used = new Set<string>();
  for (const { i, text } of pairs)
    if (chosen[i] === null && !used.has(text)) {
      chosen[i] = text;
      used.add(text);
    }
  return chosen;
}
