/**
 * What the ad asks for and the CV does not show, offered to the person instead of written in: "If you hold a
 * White Card, add it under Licences and Certifications." The line goes into the CV only when the person accepts it
 * (they say it is true), in the section it belongs to.
 */
import type { Suggestion } from '@cvmate/contract';
import { LAPSED, type Judgement } from '../match/judge';
import { STANDARD_HEADINGS, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';
import { tagText } from '../nlp/tag-text';
import { article, capitalise, lowerFirst } from '../star/sentence';
import { SCHOOLING_CREDENTIALS, STATUS_CREDENTIALS } from '../vocabulary/credentials';

/** At most this many: the requirements a recruiter screens for first. */
const MAX_SUGGESTIONS = 10;
export type { Suggestion };

/** "a White Card", but "own transport" and "current registration" take no article. */
const held = (name: string) =>
  /^(?:own|current|valid|full|unrestricted|australian|nsw|vic|qld|wa|sa|tas|act|nt)\b/i.test(name)
    ? name.charAt(0).toLowerCase() + name.slice(1)
    : // "Clinical Pilates qualifications", "Tertiary qualifications": a plural takes no "a".
      /\bqualifications$/i.test(name)
      ? name
      : `${article(name)} ${name}`;

/** The word that says what kind of thing a credential is: a certificate, a licence, a card … */
const CREDENTIAL_HEAD =
  /\b(?:certificate|cert|certification|licen[cs]e|card|check|clearance|ticket|registration|accreditation|qualification|induction|permit|screening|visa|passport|rights|transport|availability|test|endorsement|clearances|checks)\b|\([^()]{1,20}\)$|^\p{Lu}{2,6}$/iu;
/** A credential named by its course alone ("Responsible Conduct of Gambling"), said as the certificate it gives: no
 * "If you hold a Responsible Conduct of Gambling". */
const withHead = (name: string) => (CREDENTIAL_HEAD.test(name) ? name : `${name} certificate`);

/** Whether a phrase names a skill: two words or more, ending in a noun ("case management", not "customer-focused"). */
const namesSkill = (wording: string) => {
  const tokens = tagText(wording).filter((t) => t.type === 'word');
  return tokens.length >= 2 && tokens.at(-1)!.pos === 'NOUN';
};

/** How the advice on a licence the CV shows lapsed opens. */
const LAPSED_ADVICE = 'Your CV shows your ';
/** Whether a suggestion is to renew what the CV shows lapsed, not to add what it does not show. */
export const renews = (s: Suggestion) => s.advice.startsWith(LAPSED_ADVICE);

/** The suggestion for a requirement the CV does not show; null for what a line in a CV cannot claim. */
function suggestionFor(r: Judgement): Suggestion | null {
  const { kind, name, wording } = r.requirement;
  // Work rights, citizenship, transport and availability are said in a cover letter or the contact lines, not listed.
  // So is a choice among them ("Australian citizenship or Work rights in Australia").
  const choices = name.split(/ or /);
  if (kind === 'credential' && choices.every((x) => STATUS_CREDENTIALS.has(x) || SCHOOLING_CREDENTIALS.has(x)))
    return null;
  if (kind === 'credential') {
    const heading = STANDARD_HEADINGS.certifications;
    // Named as the ad names it where it gives a name of its own ("Registration to Work with Vulnerable People", a
    // state's check the vocabulary knows as a Working with Children Check; "Criminal Record Check").
    // Only where the ad's words add one the name lacks: "NDIS Worker Screening" is the check's name cut short.
    const nameWords = new Set(name.toLowerCase().split(/\s+/));
    const adds = wording
      .toLowerCase()
      .split(/\s+/)
      .some((w) => !nameWords.has(w));
    const asked = /\p{Lu}/u.test(wording) && wording.trim().split(/\s+/).length >= 2 && adds ? wording.trim() : name;
    // One held from another state ("NSW Security Licence" for a WA job): the one the ad asks for, or where it is up to.
    if (r.met > 0 && r.why === 'state')
      return {
        line: asked,
        section: 'certifications',
        advice: `Your CV shows ${held(lowerFirst(name))} from another state: if you hold the one this ad asks for (${asked}), add it under ${heading}; if you have applied, say where your application is up to.`,
      };
    // One whose class the CV leaves unsaid ("Truck licence" for the ad's "HR licence"): the class the ad asks, if held.
    if (r.met > 0 && r.why === 'class')
      return {
        line: wording.trim(),
        section: 'certifications',
        advice: `Your CV does not say which class your ${lowerFirst(name)} is: if you hold ${held(wording.trim())}, say so under ${heading}.`,
      };
    // One the CV shows lapsed ("Dangerous Goods Drivers Licence (expired 2019)"), which the ad asks to be current.
    if (r.met > 0)
      return {
        line: name,
        section: 'certifications',
        advice: `${LAPSED_ADVICE}${name.charAt(0).toLowerCase()}${name.slice(1)} as lapsed: if you have renewed it, add the current one under ${heading}.`,
      };
    return {
      line: asked,
      section: 'certifications',
      advice: `If you hold ${held(withHead(asked))}, add it under ${heading}.`,
    };
  }
  if (kind === 'qualification')
    return {
      line: name,
      section: 'education',
      advice: `If you hold ${held(name)}, add it under Education.`,
    };
  // A tool by the name the ad gives it ("Employment Hero", which the vocabulary knows by its old name, KeyPay): a
  // recruiter read "The ad also mentions KeyPay" as untrue.
  const tool = /\p{Lu}/u.test(wording) ? wording : name;
  if (kind === 'tool')
    return {
      line: tool,
      section: 'skills',
      advice: `If you have used ${usedThing(tool)}, add it under ${STANDARD_HEADINGS.skills}.`,
    };
  // A skill read from the ad's phrases rather than the vocabulary ("problematic alcohol") is not a line to offer.
  if (kind === 'skill' && !r.requirement.term) return null;
  // "If your work shows customer-focused" is no sentence: only a skill a noun names ("case management") is offered.
  if (kind === 'skill' && !namesSkill(wording)) return null;
  if (kind === 'skill') {
    const line = capitalise(wording);
    return {
      line,
      section: 'skills',
      advice: `If your work shows ${wording}, add it under ${STANDARD_HEADINGS.skills}.`,
    };
  }
  return null;
}

/** Machines and kit a person uses one of: "a reach truck", "an RF scanner". */
const COUNTED_KIT = /\b(?:truck|scanner|forklift|crane|loader|excavator|machine|lathe|printer|till|register|ute|van)$/i;

/** A tool as a sentence says it: a product by its name ("Xero", "Opera PMS"), a kind of kit in small letters with its
 * article ("If you have used a reach truck", not "If you have used Reach truck"). */
function usedThing(tool: string): string {
  const words = tool.trim().split(/\s+/);
  if (words.length < 2 || words.slice(1).some((w) => /\p{Lu}/u.test(w))) return tool;
  // A word in sentence case is written small; a short form opens a kind of kit as written ("an RF scanner").
  const said = lowerFirst(words.join(' '));
  return COUNTED_KIT.test(said) ? `${article(said)} ${said}` : said;
}

/** A suggestion for each requirement the match found missing, lapsed or of another state, essential first. */
export function suggestionsFor(results: Judgement[]): Suggestion[] {
  return (
    results
      // Not a check the employer arranges or asks only of the one it appoints ("we arrange these").
      .filter((r) => !r.requirement.afterOffer)
      // A licence held lapsed, or from another state than the one asked, is to be renewed or got: said so; one whose
      // class is unsaid is to be named by its class.
      .filter(
        (r) =>
          r.met === 0 ||
          (r.requirement.kind === 'credential' &&
            r.met < 1 &&
            (LAPSED.test(r.evidence ?? '') || r.why === 'lapsed' || r.why === 'state' || r.why === 'class')),
      )
      .sort((a, z) => Number(z.requirement.essential) - Number(a.requirement.essential))
      .map(suggestionFor)
      .filter((s): s is Suggestion => s !== null)
      .slice(0, MAX_SUGGESTIONS)
  );
}

/** The CV with the accepted suggestions' lines in their sections (a section is added where the CV has none). */
export function acceptSuggestions(cv: StructuredCv, suggestions: Suggestion[], accepted: number[]): Step {
  const changes: Change[] = [];
  let sections = cv.sections;
  for (const i of [...new Set(accepted)].sort((a, b) => a - b)) {
    const s = suggestions[i];
    if (!s) continue;
    const at = sections.findIndex((b) => b.kind === s.section);
    const heading = STANDARD_HEADINGS[s.section];
    const item = { text: s.line, bullet: true };
    sections =
      at >= 0
        ? sections.map((b, j) => (j === at ? { ...b, items: [...b.items, item] } : b))
        : [...sections, { kind: s.section, heading, items: [item] }];
    changes.push({
      kind: 'keyword',
      section: at >= 0 ? sections[at]!.heading : heading,
      before: '',
      after: s.line,
      reason: 'Added because you told us it is true for you',
    });
  }
  return { cv: { ...cv, sections }, changes };
}
