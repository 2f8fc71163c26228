/**
 * The summary names what the ad asks for and the CV shows, in the ad's words, at the top where a recruiter reads
 * first: "Key strengths for this Payroll Officer role: award interpretation, STP reporting and payroll tax." Only
 * requirements the match judged fully shown are named (a requirement the CV lacks goes to "add if true", never
 * here), so the line adds words, not claims.
 */
import type { Judgement } from '../match/judge';
import { STANDARD_HEADINGS, type StructuredCv } from './structured-cv';
import type { Step } from './transforms';
import { listed } from '../star/sentence';
import { tagText } from '../nlp/tag-text';

/** At most this many: a summary line, not a keyword list. */
const MAX_NAMED = 3;

/** A requirement as the ad words it, and whether it is a name (a tool, a licence: its capitals stay). */
export interface Shown {
  text: string;
  name: boolean;
}

/** Requirements the summary may name: what a person has or can do, not an occupation or a number of years. */
const TAILORED_KINDS = new Set(['skill', 'tool', 'soft', 'credential', 'qualification']);
/** Of credentials, only what a person trained for, not work rights or a check. */
const LICENCES = /licen[cs]e|ticket|registration|accreditation|certificat/i;

/** Whether a phrase names a thing: two words or more, not opening with a verb, ending on a noun. */
function isNamedThing(phrase: string): boolean {
  const words = tagText(phrase).filter((t) => t.type === 'word');
  return words.length >= 2 && words[0]!.pos !== 'VERB' && ['NOUN', 'PROPN'].includes(words.at(-1)!.pos);
}

/** The requirements the match judged fully shown that a summary may name, essential first, in the ad's words. */
export function strengthsShown(results: Judgement[]): Shown[] {
  return (
    results
      // One thing each: a choice ("warehouse or distribution centre") or an availability is not a strength.
      .filter(
        (r) =>
          r.met === 1 &&
          TAILORED_KINDS.has(r.requirement.kind) &&
          !/\bor\b|availab/i.test(`${r.requirement.name} ${r.requirement.wording}`),
      )
      .filter((r) => r.requirement.kind !== 'credential' || LICENCES.test(r.requirement.name))
      .map((r) => ({ r, named: isNamedThing(r.requirement.wording) }))
      // A strength off the vocabulary is named only as a noun phrase of two words or more ("enterprise bargaining"):
      // not a verb ("communicates", "work unsupervised") nor a lone word ("campaign").
      .filter(({ r, named }) => r.requirement.term !== undefined || r.requirement.kind === 'qualification' || named)
      .sort((a, z) => Number(z.r.requirement.essential) - Number(a.r.requirement.essential))
      .map(({ r, named }) => ({
        // A skill in the ad's words when they name it; in the vocabulary's when the ad's are a verb or a lone word
        // ("communicates" → "Communication", "work unsupervised" → "Working independently").
        text:
          r.requirement.kind === 'skill' || r.requirement.kind === 'soft'
            ? named
              ? r.requirement.wording
              : (r.requirement.term?.name ?? r.requirement.wording)
            : r.requirement.name,
        name: r.requirement.kind === 'tool' || r.requirement.kind === 'qualification',
      }))
  );
}

/**
 * A requirement as it reads inside a sentence: "Payroll processing" and "Child Protection" → "payroll processing",
 * "child protection"; a name ("Microsoft Excel"), a phrase with an abbreviation ("STP reporting") and a word the
 * dictionary knows only with its capital ("Medicare") stay as written.
 */
const inSentence = ({ text, name }: Shown, isWord: (w: string) => boolean) =>
  name || /\p{Lu}{2}/u.test(text)
    ? text
    : text.replace(/\p{Lu}\p{Ll}+/gu, (w) => (isWord(w.toLowerCase()) ? w.toLowerCase() : w));

export function tailorSummary(
  cv: StructuredCv,
  shown: Shown[],
  jobTitle: string,
  isWord: (w: string) => boolean,
): Step {
  const seen = new Set<string>();
  // Each once, and not one inside another ("distribution centre" after "warehouse or distribution centre").
  const named = shown
    .filter((s) => {
      const key = s.text.trim().toLowerCase();
      if (!key || [...seen].some((k) => k.includes(key) || key.includes(k))) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_NAMED);
  if (!named.length) return { cv, changes: [] };
  const role = jobTitle.trim() ? `this ${jobTitle.trim()} role` : 'this role';
  const line = `Key strengths for ${role}: ${listed(named.map((x) => inSentence(x, isWord)))}.`;
  return addToSummary(cv, line, 'Names, in the ad’s words, what the ad asks for and your CV already shows');
}

/** A line at the end of the summary (a summary made for it when the CV has none), as one change with its reason. */
export function addToSummary(cv: StructuredCv, line: string, reason: string): Step {
  const index = cv.sections.findIndex((s) => s.kind === 'summary');
  const item = { text: line, bullet: false };
  const sections =
    index >= 0
      ? cv.sections.map((s, i) => (i === index ? { ...s, items: [...s.items, item] } : s))
      : [{ kind: 'summary' as const, heading: STANDARD_HEADINGS.summary, items: [item] }, ...cv.sections];
  const change = { kind: 'summary' as const, section: STANDARD_HEADINGS.summary, before: '', after: line, reason };
  return { cv: { ...cv, sections }, changes: [change] };
}
