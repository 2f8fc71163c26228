/**
 * Requirements from the ad's tagged items. What the candidate part asks comes first, then what the duties need;
 * nothing is read from benefits, the employer's description, contacts, application instructions or equal-opportunity
 * statements. Licences and checks count only where they are asked of the candidate ("load background and police
 * checks" is a duty, not a check to hold).
 */
import { conceptsOf, conceptsWithPlaces, isPlace } from '../match/words';
import { OCCUPATION_TERMS, singulars } from '../vocabulary/phrase-index';
import { findQualifications } from './find-qualifications';
import { findYears } from './find-years';
import { namesActivity, nounPhrases } from './noun-phrases';
import type { AdItem } from './tag-parts';
import type { Requirement } from './requirement';
import type { PhraseHit } from '../vocabulary/phrase-index';
import { coveredBy, findTerms, termRequirements } from './term-requirements';
import { TITLE_HEAD } from '../analyse/checks/role-detail';
import { HIRING_NOTES } from './ad-cues';
import { experienceWith } from './experience-with';
import { welcomedBackgrounds } from './open-to-newcomers';

const CONDITIONS = new Set([
  'own',
  'ppe',
  'undergo',
  'willing',
  'availability',
  'available',
  'roster',
  'rostered',
  'pre-employment',
  'medical',
  'relocate',
  'travel',
  'overtime',
  // "Pass a drug & alcohol test", "pass a pre-employment medical": a test to sit, not something a CV shows.
  'pass',
]);
/** A test the person sits on the job ("we do random testing on site", "drug and alcohol screening"). */
const TESTS = new Set(['test', 'tests', 'testing', 'screen', 'screening']);
const TESTED_FOR = new Set(['drug', 'drugs', 'alcohol', 'random', 'fitness']);
const isCondition = (words: string[]) =>
  words.some((w) => CONDITIONS.has(w)) ||
  (words.some((w) => TESTS.has(w)) && words.some((w) => TESTED_FOR.has(w))) ||
  // "Full driver's licence, clean record": a record kept clean is a condition to meet, no skill a CV shows.
  (words.includes('clean') && words.some((w) => w === 'record' || w === 'history'));
/** Heads that add nothing to a named term before them ("payroll system", "mental health services"). */
const FILLER = new Set([
  'service',
  'system',
  'process',
  'program',
  'practice',
  'principle',
  'framework',
  'tool',
  'platform',
  'software',
  'application',
  'requirement',
  'procedure',
  // "OH&S regulations", "WHS standards": the named term's own rules.
  'regulation',
  'standard',
  'guideline',
  'activitie',
  'function',
  'task',
  // "leadership acumen", "risk assessment capability": the named term is what is asked.
  'acumen',
  'capability',
  'capabilitie',
  // "a LEAP firm", "a SAP environment", "a Xero shop": where the named tool is used.
  'firm',
  'environment',
  'shop',
  'house',
  'user',
  // "Working with Children Check clearance (NSW)": the named check's clearance is the check.
  'clearance',
  // "First Aid and CPR certificate", "forklift ticket": the named term's proof of it.
  'certificate',
  'ticket',
  // "Engineers Australia membership": the named body's membership is what is asked.
  'membership',
  // "Test & Tag competency": the named term is the competency.
  'competency',
  'competencie',
  'competence',
]);
const OBTAINABLE = new Set(['obtain', 'obtaining', 'willingness', 'eligible', 'eligibility', 'apply', 'gain']);
/** At most this many requirements read as noun phrases, from the candidate part and from the duties. */
const MAX_PHRASES = { candidate: 10, duties: 6 } as const;

const capitalise = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** Capitalised words the ad uses only about itself. */
const employerName = (wording: string, employerWords: Set<string>) =>
  /^\p{Lu}/u.test(wording) &&
  wording
    .toLowerCase()
    .split(/\s+/)
    .every((w) => employerWords.has(w));

/** A candidate part that names at least this many things is the checklist on its own. */
const ENOUGH = 4;
const askedEnough = (asked: AdItem[], terms: Map<AdItem, PhraseHit[]>) =>
  asked.reduce((n, i) => n + terms.get(i)!.length, 0) +
    asked.filter((i) => i.words.some((w) => w === 'experience' || w === 'knowledge' || w === 'qualification')).length >=
  ENOUGH;

/** Heads of phrases that name people, not what a person can do ("a CEO or C-suite executive" one supports,
 * "Interstate licence holders: …"). */
const PEOPLE = new Set(
  'holders staff employees clients customers students patients residents members volunteers officers workers children families stakeholders colleagues participants executive executives ceo ceos investors apprentices trainees graduates applicants candidates crew crews team teams squad squads tribe tribes'.split(
    ' ',
  ),
);

/** Words that say when work is done: days, parts of the day, shifts and their hours. */
const WHEN =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|days?|nights?|mornings?|afternoons?|evenings?|overnights?|shifts?|hours|rosters?|early|late|starts?|finishes|finish|public|holidays?|split|rotating|night|day|24\/7)$/i;
/** Words for the rules a term is kept under ("obligations", "requirements"), which add no skill to it. */
const RULES = new Set(
  'obligation requirement standard principle procedure policy law duty responsibility compliance'.split(' '),
);

/** Every term each item asking of the candidate or naming a duty names, read once for the whole reading of the ad;
 * which of them count depends on the item's part. */
export const itemTerms = (items: AdItem[]): Map<AdItem, PhraseHit[]> =>
  new Map(
    items.filter((i) => i.part === 'candidate' || i.part === 'duties').map((i) => [i, findTerms(i.text)] as const),
  );

export function extractRequirements(
  items: AdItem[],
  employerWords: Set<string>,
  terms: Map<AdItem, PhraseHit[]>,
): Requirement[] {
  const found: Requirement[] = [];
  const phrases = { candidate: 0, duties: 0 };
  const asked = items.filter((i) => i.part === 'candidate');
  const duties = items.filter((i) => i.part === 'duties');
  // The item before each, for a request cut in two ("…must be able to obtain" / "and maintain a clearance").
  const previous = new Map(items.map((item, i) => [item, items[i - 1]] as const));
  const following = new Map(items.map((item, i) => [item, items[i + 1]] as const));
  // What the candidate part asks is the checklist. The duties say what the job involves: they add requirements
  // only where the ad asks little of the candidate directly, and are essential only where it asks nothing.
  const parts = askedEnough(asked, terms) ? asked : [...asked, ...duties];
  const dutiesEssential = asked.length === 0;
  // Whether the ad names a licence or check the vocabulary knows, anywhere.
  const credentialNamed = [...terms.values()].some((hits) => hits.some((h) => h.term.kind === 'credential'));
  /** The last phrase read, which a line of examples after it gives examples of. */
  let previousPhrase: Requirement | undefined;
  let phraseItem: AdItem | undefined;
  for (const item of parts) {
    const from = item.part === 'candidate' ? 'candidate' : 'duties';
    // Things to bring ("own vehicle", "PPE") and conditions to accept ("willing to undergo a drug and alcohol test")
    // are not something a CV shows: such an item's licences and checks count, its other words do not.
    const conditions = isCondition(item.words);
    // The item's words in the singular, which the hits' positions count in, read once.
    const stream = singulars(item.text);
    const hits = terms
      .get(item)!
      .filter(
        (h) =>
          (from === 'candidate' || h.term.kind !== 'credential') &&
          (!conditions || h.term.kind === 'credential') &&
          !ofTheHiring(stream, h),
      );
    const covered = coveredBy(stream, hits);
    const essential = from === 'candidate' ? item.essential : dutiesEssential;
    const before = previous.get(item)?.words.slice(-4) ?? [];
    const obtainable = [...item.words, ...before].some((w) => OBTAINABLE.has(w));
    // A term that is the employer's own name ("Ledger Recruitment") asks nothing of the candidate.
    const context = `${item.text} ${following.get(item)?.text ?? ''}`;
    const requirements = termRequirements(item.text, hits, essential, from, obtainable, context);
    found.push(...requirements.filter((r) => !employerName(r.wording, employerWords)));
    if (from === 'candidate') {
      // A "qualification" a named term already reads ("anaphylaxis and asthma management qualifications" beside
      // the asthma and anaphylaxis term) is that term, not an award of its own.
      // A skill's term is no award: "a teaching qualification" beside the term "teaching" is asked as a qualification.
      const termConcepts = conceptsOf(
        hits
          .filter((h) => h.term.kind === 'credential')
          .flatMap((h) => h.term.ad)
          .join(' '),
      );
      // Only one that names no award ("Diploma of Nursing" stays beside a nursing term).
      const named = (q: Requirement) =>
        !q.award?.level && q.concepts.length > 0 && q.concepts.every((c) => termConcepts.has(c));
      // A label ("Trade qualification:") before the awards it introduces on the line after is their kind, not one more.
      const next = following.get(item);
      const label = !!item.colon && !!next && findQualifications(next.tokens, next.essential).length > 0;
      if (!label) found.push(...findQualifications(item.tokens, item.essential).filter((q) => !named(q)));
      const years = findYears(item.words);
      if (years)
        found.push({
          kind: 'experience',
          name: `${years}+ years’ experience`,
          wording: `${years} years`,
          essential: item.essential,
          from,
          concepts: [],
          years,
          knockOut: false,
        });
    }
    if (conditions) continue;
    // The people or places experience is asked with, as a pair ("Experience working with schools and teachers").
    const pair = from === 'candidate' ? experienceWith(item.text, essential, from) : null;
    if (pair && !pair.concepts.every((c) => covered.has(c))) found.push(pair);
    // Examples the ad gives ("e.g. PAT, DIBELS 8, phonics screening checks") are no requirements of their own: their
    // names show the phrase they are examples of, in this item or, on a line of their own, the one before.
    const given = examplesIn(item.text);
    if (given && !/[\p{L}\d]/u.test(given.head)) {
      if (previousPhrase && phraseItem === previous.get(item)) withExamples(previousPhrase, given.names);
      continue;
    }
    // A background the ad welcomes in place of the job ("open to applicants from a court registry or tribunal
    // background") is no requirement: it widens the occupation, which the title's requirement reads.
    const welcomed = new Set(welcomedBackgrounds(item.text).map((b) => b.toLowerCase()));
    for (const np of nounPhrases(item.tokens, employerWords, item.aside)) {
      if (given && !given.head.toLowerCase().includes(np.text.toLowerCase())) continue;
      if (welcomed.has(np.words.join(' '))) continue;
      if (phrases[from] >= MAX_PHRASES[from]) break;
      const npStems = singulars(np.words.join(' '));
      // A phrase the vocabulary already read in this item ("project management", "NSW driver licence": a term with
      // the place it is from) is not read twice, and the job's own occupation ("pick packer") is the title, not a skill.
      const read = npStems.filter((s) => !FILLER.has(s) && !isPlace(s));
      if (read.every((s) => covered.has(s)) || OCCUPATION_TERMS.findIn(np.text).length) continue;
      // A phrase that owns the next words ("C class driver" of "C class driver's licence") is part of a longer name.
      const lower = item.text.toLowerCase();
      const owner = np.text.toLowerCase();
      if (lower.includes(`${owner}'s`) || lower.includes(`${owner}’s`)) continue;
      // "High Risk Work Licence" in an ad that names the licence ("… – Intermediate Scaffolding (SI)") is that
      // licence's kind, not a skill of its own.
      if (credentialNamed && np.words.every((w) => HIGH_RISK_WORK.has(w.toLowerCase()))) continue;
      // People the work is with or for are no skill ("payroll staff" of "mentoring payroll staff"), nor are the
      // holders of a job ("student sonographers" of "supervising student sonographers").
      const head = np.words.at(-1)!.toLowerCase();
      if (PEOPLE.has(head) || (/[^s]s$/.test(head) && TITLE_HEAD.test(head))) continue;
      // When the person is free to work is no skill ("Sunday nights", "late finishes" of "available Thursday to Sunday
      // nights including late finishes"): the availability asked is read as its own requirement.
      if (np.words.every((w) => WHEN.test(w))) continue;
      // Nor is the tail of a named term with a word of rules after it ("Responsibility obligations" of "Chain of
      // Responsibility obligations"): the term is the requirement.
      const tail = npStems.filter((w) => !covered.has(w));
      if (tail.length < npStems.length && tail.every((w) => RULES.has(w))) continue;
      // A duty's phrase counts when it names an activity ("credit card reconciliation"), not a thing it touches
      // ("office supplies", "serious offenders").
      // In the duties, a phrase all in capitals of its words is a name ("Delivery Excellence", "Harper Review").
      if (from === 'duties' ? !namesActivity(np) || np.titleCased : !np.asked) continue;
      phrases[from]++;
      previousPhrase = {
        kind: 'skill',
        name: capitalise(np.text),
        wording: np.text,
        essential,
        from,
        concepts: [...conceptsWithPlaces(np.words.join(' '))],
        knockOut: false,
      };
      phraseItem = item;
      found.push(previousPhrase);
    }
    // The item's own examples are of the last phrase it asks.
    if (given && previousPhrase && phraseItem === item) withExamples(previousPhrase, given.names);
  }
  return dedupe(found);
}

/** The hiring's own runs of words, in the singular the phrase index reads ("similar position"). */
const HIRING_STEMS = HIRING_NOTES.map((run) => singulars(run.join(' ')));

/** A term that names the hiring itself: "As part of this recruitment process you will need …". The hit's positions
 * count in `stream`, the item's words in the singular. */
const ofTheHiring = (stream: string[], hit: PhraseHit) =>
  HIRING_STEMS.some((run) => run.every((w, k) => stream[hit.start + k] === w));

/** The words of Safe Work's umbrella name for the licences it classes (forklift, scaffolding, rigging, dogging …). */
const HIGH_RISK_WORK = new Set(['high', 'risk', 'work', 'licence', 'licences', 'license', 'licenses', 'hrwl']);

/** A requirement with more names the ad gives as its examples. */
const withExamples = (r: Requirement, names: string[]) => (r.examples = [...(r.examples ?? []), ...names]);

/** Where an item gives examples: "e.g.", "for example", "such as". Word by word from the marker, no pattern over
 * the whole text. */
const EXAMPLES = /\b(?:e\.g\.|eg\b|for example|such as)\s*:?\s*/i;

/** An item's words before its examples, and the examples' names (a capital or a figure: "PAT", "DIBELS 8"; a
 * phrase in small letters is a kind of thing, no name). */
function examplesIn(text: string): { head: string; names: string[] } | null {
  const m = EXAMPLES.exec(text);
  if (!m) return null;
  const names = text
    .slice(m.index + m[0].length)
    .replace(/[).;]+\s*$/, '')
    .split(/,\s*|\s+or\s+|\s+and\s+|\s*\/\s*/)
    // "InitiaLit is highly regarded": the name, not what is said of it.
    .map((x) => x.replace(/\s(?:is|are|would|will|highly|preferred)\b.*$/, '').trim())
    .filter((x) => x.length >= 2 && x.length <= 40 && /\p{Lu}|\d/u.test(x));
  return names.length ? { head: text.slice(0, m.index), names } : null;
}

/** One requirement per term or concept set: the first mention wins, essential if any mention is. */
function dedupe(found: Requirement[]): Requirement[] {
  const byKey = new Map<string, Requirement>();
  for (const r of found) {
    // An award's level is part of it: a Bachelor of Nursing is not asked by "Diploma of Nursing".
    const key = r.term
      ? `term:${r.name}`
      : `${r.kind}:${[...new Set(r.concepts)].sort().join(' ')}|${r.years ?? ''}|${r.award?.level ?? ''}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, r);
    // Asked of the candidate as essential anywhere: essential, and asked rather than a duty.
    else if (r.essential && r.from === 'candidate' && !(seen.essential && seen.from === 'candidate'))
      byKey.set(key, { ...seen, essential: true, from: 'candidate' });
    // A check the employer arranges, said so anywhere the ad names it ("… (we arrange these)"), is arranged.
    if (seen && r.afterOffer) byKey.set(key, { ...byKey.get(key)!, afterOffer: true });
  }
  const all = [...byKey.values()];
  const named = all
    .filter((r) => r.term || r.kind === 'qualification')
    .map((n) => ({ n, concepts: new Set([...n.concepts, ...conceptsOf(n.wording)]) }));
  // A phrase whose concepts are all inside a named requirement's ("current police" beside the police check) goes, and
  // so does one that names it again ("Satisfactory National Police Check").
  const namedAgain = (r: Requirement) =>
    named.some(({ n, concepts }) => r.concepts.every((c) => concepts.has(c)) || namesAgain(r, n));
  return all.filter((r) => r.term || r.kind !== 'skill' || !namedAgain(r));
}

/** Nouns that say what kind of tool a product is ("LEAP practice management software"). */
const KIND_OF_TOOL = new Set(
  'software system systems platform program programme application package suite tool tools'.split(' '),
);
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}&]+/gu) ?? [];

/**
 * A phrase that names a named requirement again with words around it: the same head ("Satisfactory National Police
 * Check", "Law degree" beside "Degree") or a tool's kind ("LEAP practice management software").
 */
function namesAgain(phrase: Requirement, named: Requirement): boolean {
  const p = wordsOf(phrase.wording);
  const n = wordsOf(named.wording);
  if (!n.length || n.length >= p.length) return false;
  const at = p.findIndex((_, i) => n.every((w, k) => p[i + k] === w));
  if (at < 0) return false;
  return p.at(-1) === n.at(-1) || (named.kind === 'tool' && KIND_OF_TOOL.has(p.at(-1)!));
}
