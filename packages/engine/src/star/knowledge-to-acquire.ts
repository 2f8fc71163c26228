/**
 * "Knowledge of, or the ability to rapidly acquire knowledge of, the Tasmanian community sector …": a criterion that
 * accepts learning what the person does not yet know. When the CV names nothing of what it asks for, the draft says
 * so in a prompt and asks what the person knows or how they would learn it, before the closest experience the CV has
 * (the frameworks they work in now); it never claims the knowledge.
 */

import { nameRuns } from './sentence';

/** The opening of such a criterion, up to what it asks to know (bounded, no nested repetition). */
const OPENING =
  /^(?:(?:a |an )?(?:sound |good |working |demonstrated )?(?:knowledge|understanding) of,? or (?:the |an? )?(?:demonstrated )?(?:ability|capacity|willingness) to (?:quickly |rapidly |readily )?(?:acquire|gain|develop|obtain|learn)(?: an?)?(?: sound| working)? (?:knowledge|understanding)(?: of)?,?\s+)/i;

/** Small words a name holds ("Department of Communities", "the Act"). */
const SMALL = new Set(['of', 'and', 'the', 'for', 'in', 'to', 'on']);

/** The names in what the criterion asks to know: runs of capitalised words ("Tasmanian", "Residential Tenancies Act
 * 1997"), or null when it asks to know nothing by name. */
function namesAsked(subject: string): string[] {
  const words = subject
    .replace(/[,;:()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return nameRuns(words, (w) => /^\p{Lu}/u.test(w) || /^\d{4}$/.test(w), SMALL).map((run) => run.join(' '));
}

/** The first thing asked, from its start to the end of the phrase its first name is in: "the Tasmanian community
 * sector" of "the Tasmanian community sector and the whole-of-government … frameworks". */
function firstThing(subject: string, name: string): string {
  const at = subject.indexOf(name) + name.length;
  const rest = subject.slice(at);
  const end = rest.search(/,| and | or /);
  const thing = `${subject.slice(0, at)}${end < 0 ? rest : rest.slice(0, end)}`.trim();
  return thing.split(/\s+/).length <= 10 ? thing : name;
}

/** The prompt for a criterion that accepts learning what the CV does not name, or null. */
export function unknownKnowledge(criterion: string, cvText: string): string | null {
  const opening = OPENING.exec(criterion.trim());
  if (!opening) return null;
  const subject = criterion.trim().slice(opening[0].length).replace(/\.$/, '');
  const names = namesAsked(subject);
  const cv = cvText.toLowerCase();
  // Asked by name, and the CV names none of it.
  if (!names.length || names.some((n) => cv.includes(n.toLowerCase()))) return null;
  return `[Your CV does not mention ${firstThing(subject, names[0]!)}: say what you know of it, or how you would learn it quickly.]`;
}
