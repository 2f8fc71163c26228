/**
 * Vocabulary terms an item names, as requirements. Terms joined by "or" or "/" ("Xero or MYOB", "SAP, Chris21 or
 * Aurion") are one requirement any of which will do, so a person who uses one is never told to add the others.
 */
import { conceptsOf, tokenSpans } from '../match/words';
import { ASKED_TERMS, type PhraseHit } from '../vocabulary/phrase-index';
import type { Requirement } from './requirement';
import { stateOf } from '../vocabulary/states';

/** What may stand between two terms of one list: commas, "or", "and/or", a slash, a bracket the choice opens in
 * ("PropertyMe (or Property Tree)"). */
const LIST_GAP = /^[\s,(]*(?:or|and\/or|\/)?[\s,]*$/i;
const ALTERNATIVE = /\bor\b|\//i;
/** "or" and a few words before another term of the same kind: "citizenship, permanent residency or a valid visa with
 * unrestricted work rights" is one choice. Bounded, and only ever read on the gap between two terms. */
const OR_WORDS = /^[\s,]*or\s[^,;.]{0,40}$/i;
/** Examples of the term before: "a GDS such as Sabre, Amadeus or Galileo", "a CRM (e.g. Salesforce)". */
const EXAMPLES_GAP = /^[\s,(]*(?:such as|e\.g\.?|eg|for example|for instance|like)[\s,:]*$/i;

/** A term made the first half of an adjective: "AHPRA-compliant immunisation", "NDIS-funded supports". */
const ADJECTIVE_AFTER =
  /^-(?:compliant|approved|accredited|aligned|endorsed|recogni[sz]ed|funded|based|style|certified)\b/i;

/** The law or rule a thing is done under, just before a term: "checks … undertaken as per State Legislation" names
 * the authority for the checks, not a skill asked of the candidate. Read over the 40 characters before the term. */
const AUTHORITY_BEFORE =
  /\b(?:as per|pursuant to|as required (?:by|under))\s+(?:(?:the|relevant|applicable|state|federal|commonwealth)\s+){0,3}$/i;

/** A law's name going on after a term: " Act 2006", " Act (NSW)". */
const ACT_AFTER = /^\s(?:Act|Regulations?)\b/;

/** "No" or "without" just before a term says the job spares it: "Mon–Fri 6:30am start, no weekends". */
const NONE_BEFORE = /\b(?:no|without)\s+$/i;

/** A person just before a tool's name in small letters makes it a verb: "anyone you reckon would be keen", "where you
 * excel". Read over the 10 characters before the term. */
const SUBJECT_BEFORE = /\b(?:you|we|they|i|who)\s+$/i;

/** Every vocabulary term a text names, as a thing asked for (not the first half of an adjective, nor the law a thing
 * is done under, nor what the job spares). */
export function findTerms(text: string): PhraseHit[] {
  const spans = tokenSpans(text);
  return ASKED_TERMS.findIn(text).filter((h) => {
    const start = spans[h.start]?.[0] ?? 0;
    return (
      !ADJECTIVE_AFTER.test(text.slice(spans[h.end - 1]?.[1] ?? 0)) &&
      !AUTHORITY_BEFORE.test(text.slice(Math.max(0, start - 40), start)) &&
      !NONE_BEFORE.test(text.slice(Math.max(0, start - 10), start)) &&
      !(
        h.term.kind === 'tool' &&
        /^\p{Ll}/u.test(text.slice(start)) &&
        SUBJECT_BEFORE.test(text.slice(Math.max(0, start - 10), start))
      ) &&
      // Words of a law's name are no skill: "Financial Management Act 2006" asks no financial management.
      !ACT_AFTER.test(text.slice(spans[h.end - 1]?.[1] ?? 0, (spans[h.end - 1]?.[1] ?? 0) + 8))
    );
  });
}

/** The singular words the hits cover, of `stream`, the item's words in the singular the hits count in. */
export const coveredBy = (stream: string[], hits: PhraseHit[]) =>
  new Set(hits.flatMap((h) => stream.slice(h.start, h.end)));

/** Runs of hits that form one "X, Y or Z" list. */
function alternatives(text: string, hits: PhraseHit[]): PhraseHit[][] {
  const spans = tokenSpans(text);
  const groups: PhraseHit[][] = [];
  let run: PhraseHit[] = [];
  let joinedByOr = false;
  /** Whether the run opened on a term and the examples of it that follow: any of them shows it. */
  let examples = false;
  const close = () => {
    if (run.length) groups.push(...(joinedByOr || examples ? [run] : run.map((h) => [h])));
    run = [];
    joinedByOr = false;
    examples = false;
  };
  for (const h of hits) {
    const prev = run[run.length - 1];
    const gap = prev ? text.slice(spans[prev.end - 1]![1], spans[h.start]![0]) : null;
    const listed = gap !== null && gap.length < 12 && LIST_GAP.test(gap);
    const orWords = gap !== null && prev?.term.kind === h.term.kind && OR_WORDS.test(gap);
    const given = gap !== null && run.length === 1 && prev?.term.kind === h.term.kind && EXAMPLES_GAP.test(gap);
    if (given) examples = true;
    else if (prev && (listed || orWords)) joinedByOr ||= ALTERNATIVE.test(gap!);
    else close();
    run.push(h);
  }
  close();
  return groups;
}

/** In a choice, a licence the ad asks experience of, not the licence ("Tugger or forklift experience"), named without "licence":
 * "Tugger or Forklift", never "Tugger or Forklift licence". */
const askedAs = (term: PhraseHit['term'], group: PhraseHit[], words: (h: PhraseHit) => string) => {
  const said = group
    .filter((h) => h.term.name === term.name)
    .map(words)
    .join(' ');
  return /\s(?:licence|ticket|certificate)$/i.test(term.name) && !/licen[cs]e|ticket|certificat/i.test(said)
    ? term.name.replace(/\s\S+$/, '')
    : term.name;
};

export function termRequirements(
  text: string,
  hits: PhraseHit[],
  essential: boolean,
  from: 'candidate' | 'duties',
  /** "Ability to obtain a Baseline clearance" asks for eligibility: no knock-out. */
  obtainable: boolean,
  /** The item with the one after it, which may say what kind of licence is accepted ("Current driver licence" /
   * "(P2 accepted, P1 not accepted …)"). */
  context = text,
): Requirement[] {
  const spans = tokenSpans(text);
  // A standard's family is asked with its number ("AS/NZS 1554.1", not "AS/NZS"): a Key Skills line of "AS/NZS" alone
  // read to a recruiter as cut short.
  const words = (h: PhraseHit) => {
    const number = spans[h.end];
    const said = text.slice(spans[h.start]![0], spans[h.end - 1]![1]);
    return number && /^(?:as\/nzs|as|iso|nzs)$/i.test(said) && /^\d{3,5}(?:\.\d{1,2})*$/.test(text.slice(...number))
      ? text.slice(spans[h.start]![0], number[1])
      : said;
  };
  return alternatives(text, hits).map((group) => {
    const terms = [...new Map(group.map((h) => [h.term.name, h.term])).values()];
    const first = terms[0]!;
    // A term and its examples ("a GDS such as Sabre, Amadeus or Galileo") are asked by the term's name and words.
    const head =
      group.length > 1 && EXAMPLES_GAP.test(text.slice(spans[group[0]!.end - 1]![1], spans[group[1]!.start]![0]));
    return {
      kind: first.kind === 'occupation' ? 'skill' : first.kind,
      name: head ? first.name : terms.map((t) => (terms.length > 1 ? askedAs(t, group, words) : t.name)).join(' or '),
      // Two terms read from one word ("Tugger" as a tool and a licence) say it once: "Tugger or forklift".
      wording: head ? words(group[0]!) : [...new Set(group.map(words))].join(' or '),
      essential,
      from,
      term: first,
      ...(terms.length > 1 ? { anyOf: terms } : {}),
      concepts: [...conceptsOf(first.name)],
      knockOut: !obtainable && from === 'candidate' && terms.every((t) => t.knockOut === true),
      ...notAccepted(first.name, context),
      ...askedOfState(first.name, text),
      // Its item or the aside after it ("National Police Check and credit check" / "(we arrange these)").
      ...(AFTER_OFFER.test(context) && first.kind === 'credential' ? { afterOffer: true } : {}),
    };
  });
}

/** A driver licence asked in full: "FULL drivers licence (no P's)", "open licence", "P2 not accepted". */
const FULL_LICENCE =
  /\bnot (?:a )?(?:probationary|provisional)\b|\b(?:full|open|unrestricted)\s+(?:(?:car|driver['’]?s?)\s+)?licen[cs]e\b|\bno p['’]?s\b|\bno p[- ]?plates?\b|\bp2\s+(?:licen[cs]es?\s+)?(?:is\s+|are\s+)?not accepted\b/i;
/** A driver licence on red P plates ruled out, green ones accepted: "P2 accepted, P1 not accepted", "(P2 minimum)",
 * "P2 or above". */
const NOT_P1 =
  /\bp1\s+(?:licen[cs]es?\s+)?(?:is\s+|are\s+)?not accepted\b|\bp2\s+(?:licen[cs]e\s+)?(?:minimum|at least|or (?:above|higher|better|full|open))\b|\bminimum (?:of (?:a )?)?p2\b/i;
/** A Working with Children Check asked of an employee (Victoria's two kinds), not a volunteer's. */
const EMPLOYEE_CHECK =
  /\(\s*(?:employee|paid(?: employment| work)?|employment)\s*\)|\b(?:employee|paid) (?:wwcc|working with children)|\bfor paid (?:work|employment)\b/i;

/** A check the employer arranges or asks of the one it appoints: "(we arrange these)", "will be required for the
 * successful applicant", "a pre-employment National Police Check", "will be required to complete a national police
 * check" (a check to do, not one to hold: "required to hold" stays one to hold). */
const AFTER_OFFER =
  /\b(?:we (?:will )?(?:arrange|organise|organize|pay for|cover)|(?:for|of) the successful (?:applicant|candidate)|pre-employment|prior to (?:appointment|commencement|starting)|(?:will be|are|is) required to (?:complete|undergo|undertake|pass))\b/i;

/** Checks and cards each state issues for itself: another state's is partly there ("RSA – Responsible Service of
 * Alcohol (Victoria)" for a NSW venue's "NSW RSA AND RCG" card). */
const STATE_ISSUED = new Set(['Working with Children Check', 'RSA', 'RCG', 'Security licence']);

/** The state a check or card is asked of, where the item names one. */
function askedOfState(term: string, text: string): Pick<Requirement, 'state'> {
  const state = STATE_ISSUED.has(term) ? stateOf(text) : null;
  return state ? { state } : {};
}

/** The kind of a licence or check the ad's item rules out, if it says one. */
function notAccepted(term: string, text: string): Pick<Requirement, 'notAccepted'> {
  if (term === "Driver's licence" && FULL_LICENCE.test(text)) return { notAccepted: 'provisional' };
  if (term === "Driver's licence" && NOT_P1.test(text)) return { notAccepted: 'p1' };
  if (term === 'Working with Children Check' && EMPLOYEE_CHECK.test(text)) return { notAccepted: 'volunteer' };
  return {};
}
