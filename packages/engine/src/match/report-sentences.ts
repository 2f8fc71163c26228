/**
 * The match report's sentences, one builder per kind of requirement, so each gap says what to add and where, and
 * each strength quotes the CV. Every name comes from the ad or the vocabulary; nothing here invents a title.
 */
import { clip } from '../analyse/finding';
import { concept, containsRun, contentWords, tokenSpans } from './words';
import { singulars } from '../vocabulary/phrase-index';
import type { Requirement } from '../job-ad';
import type { Judgement } from './judge';
import type { Shortfall } from './judge-lines';
import { SCHOOLING_CREDENTIALS, STATUS_CREDENTIALS } from '../vocabulary/credentials';

/**
 * A long evidence line cut to a window around the words that show the requirement, so the quote shows it
 * ("…managed a $1.2M annual budget…", not the line's first 120 characters).
 */
function around(line: string, r: Requirement, max: number): string {
  if (line.length <= max) return line;
  const wanted = new Set([...r.concepts, ...contentWords(r.wording).map(concept)]);
  const spans = tokenSpans(line);
  const at = spans.find(([a, b]) => wanted.has(concept(line.slice(a, b).toLowerCase())))?.[0] ?? 0;
  const from = Math.max(0, Math.min(at - 30, line.length - max));
  // From a word's start, never inside one ("…ted the Strong Families …" had been quoted).
  const start = from === 0 ? 0 : (spans.find(([a]) => a >= from)?.[0] ?? from);
  return clip(`${start > 0 ? '…' : ''}${line.slice(start).trimStart()}`, max);
}

/** The ad's own words in brackets, when they differ from the requirement's name ("White Card" for "general
 * construction induction"); said once otherwise. */
const adWords = (r: Requirement) => (r.wording.toLowerCase() === r.name.toLowerCase() ? '' : ` (“${r.wording}”)`);
const desirable = (r: Requirement) => (r.essential ? '' : ' (desirable)');
const lower = (r: Requirement) => (r.kind === 'soft' || r.kind === 'skill' ? inSentence(r.name) : r.name);

/** A name inside a sentence: capitalised words in lower case, acronyms and names in capitals kept ("NDIS"). */
export const inSentence = (name: string) => name.replace(/\b\p{Lu}\p{Ll}+/gu, (w) => w.toLowerCase());

export function strengthSentence({ requirement: r, evidence }: Judgement): string {
  if (r.kind === 'experience') return `${r.name}: ${evidence!.replace(/^Your/, 'your')}.`;
  // A background the ad welcomes in place of the job is said as that, not as the job held.
  const background =
    r.kind === 'occupation' && !(r.occupationWords && containsRun(singulars(evidence!), r.occupationWords))
      ? r.welcomed?.find((b) => containsRun(singulars(evidence!), singulars(b)))
      : undefined;
  if (background)
    return `${r.name}: the ad welcomes applicants from a ${background} background, and your CV shows one in “${around(evidence!, r, 120)}”`;
  if (r.kind === 'occupation') return `${r.name}: your CV shows the role in “${around(evidence!, r, 120)}”`;
  return `${r.name}: your CV shows it in “${around(evidence!, r, 120)}”`;
}

export function gapSentence({ requirement: r }: Judgement): string {
  const d = desirable(r);
  switch (r.kind) {
    case 'credential':
      if (SCHOOLING_CREDENTIALS.has(r.name))
        return `The ad asks for ${r.name}${d}. If you have it, list your highest schooling under Education with the school and year.`;
      if (STATUS_CREDENTIALS.has(r.name))
        return `The ad asks for ${r.name}${d} and your CV does not say. If it is true for you, say so in your summary or contact details.`;
      // An essential licence or check is said as one: an employer screens on it first (a recruiter read "If you hold it"
      // beside a gaming room's legal requirement as no warning at all).
      return r.essential
        ? `The ad asks for ${r.name}${adWords(r)} as essential and your CV does not mention it: an employer screens on it first. If you hold it, list it under Licences and Checks with its number or expiry; if it is under way, say when it will be done.`
        : `The ad asks for ${r.name}${d}${adWords(r)} and your CV does not mention it. If you hold it, list it under Licences and Checks with its number or expiry; if it is under way, say when it will be done.`;
    case 'qualification':
      return `The ad asks for “${r.name}”${d}. If you have it or an equivalent, list it under Education with the institution and year.`;
    case 'occupation':
      return `Your role titles do not show experience as ${/^[aeiou]/i.test(r.name) ? 'an' : 'a'} ${inSentence(r.name)}. If you have done this work under another title, say so in your summary and in the duties of that role.`;
    case 'experience':
      return `The ad asks for ${r.name}${d}; the dated roles in your CV add up to less. Make sure every relevant role shows its start and end dates.`;
    case 'soft':
      return `The ad values ${lower(r)}${d}${adWords(r)}: show it with an example from a role, what you did and the result.`;
    case 'tool':
      return `The ad names ${r.name}${d}${adWords(r)}. Add it to your Key Skills only if you have used it, and say where.`;
    default:
      return `The ad asks for ${lower(r)}${d}${adWords(r)}. Add it only if it is true for you: describe where you did it.`;
  }
}

export function partlySentence({ requirement: r, evidence, why }: Judgement): string {
  if (r.kind === 'qualification')
    return `“${r.name}” is only partly shown: your CV lists “${around(evidence!, r, 100)}”, at another level or not yet finished. If you have completed it, give the year; if it is under way, give the expected completion date.`;
  if (r.kind === 'occupation')
    return `The ad is for ${/^[aeiou]/i.test(r.name) ? 'an' : 'a'} ${r.name}; the closest your CV comes is “${around(evidence!, r, 100)}”. Say plainly in your summary which parts of this job you have already done.`;
  if (r.kind === 'experience')
    return `The ad asks for ${r.name}; ${evidence!.replace(/^Your/, 'your')}. If other roles were this kind of work, say so in their duties.`;
  const quoted = `(“${around(evidence!, r, 100)}”)`;
  if (why) return `“${r.name}” in your CV ${quoted} ${SHORTFALL[why]}`;
  return `“${r.wording}” is only partly in your CV ${quoted}. If you have done it, say so in the ad’s words.`;
}

/** What to do about a licence or check the CV names but does not hold as the ad asks. */
const SHORTFALL: Record<Shortfall, string> = {
  pending: 'is not held yet. Say when you expect it, and update your CV when it comes through.',
  lapsed:
    'has expired or is past its renewal date. Renew it before you apply if you can, or say when the renewal is booked.',
  state: 'is from another state than the one the ad asks for. Apply for the one asked and say that you have applied.',
  kind: 'is not the kind the ad accepts. Say so plainly if it will change before the start date.',
  class: 'does not say its class. Name the class you hold, as the ad does.',
};
