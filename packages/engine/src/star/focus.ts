/**
 * What a criterion asks for, as a noun phrase that fits "The work called on …": "Demonstrated experience leading a
 * team" → "my experience leading a team"; "Communicates with Influence" → "the capability Communicates with
 * Influence"; a question → "the kind of example this question asks for".
 */
import { trimEnd } from './sentence';
import { tagText } from '../nlp/tag-text';
import { capabilityOf } from './frameworks';

/** Words that open a criterion and add nothing to what it asks. */
const OPENERS =
  /^(?:demonstrated|demonstrable|proven|well[- ]developed|highly developed|high[- ]level|sound|strong|excellent|extensive|effective|solid|a|an|the)\s+/i;
/** Words a person has, never a capability name's verb ("experience", "knowledge"). */
const HAVE = new Set([
  'experience',
  'knowledge',
  'ability',
  'skills',
  'understanding',
  'capacity',
  'commitment',
  'expertise',
  'proficiency',
  'qualifications',
  'qualification',
  'background',
]);
const QUESTION = /^(?:please |can you )?(?:provide|give|describe|tell us|outline|explain|share|how|what|when)\b/i;

export function focusOf(criterion: string): string {
  const text = trimEnd(criterion, '.:;?!').trim();
  const capability = capabilityOf(text);
  if (capability && text.toLowerCase().startsWith(capability.name.toLowerCase()))
    return `the capability ${capability.name}`;
  if (QUESTION.test(text)) return 'the kind of example this question asks for';
  // "A team player who …", "A strategic thinker …": what the person is, said as "being …".
  if (/^an? /i.test(text)) return `being ${text[0]!.toLowerCase()}${text.slice(1)}`;
  // "Experienced in X", "Skilled in X", "Proficient in X" are what a person has: experience, skill, proficiency.
  let rest = text
    .replace(/^experienced in /i, 'experience in ')
    .replace(/^skilled in /i, 'skill in ')
    .replace(/^proficient in /i, 'proficiency in ');
  for (let i = 0; i < 3 && OPENERS.test(rest); i++) rest = rest.replace(OPENERS, '');
  // An imperative ("Deliver Results", "Build relationships") names a capability rather than something one has.
  const first = tagText(`They ${rest.split(/\s+/).slice(0, 4).join(' ')}`)[1];
  const noun = HAVE.has(first?.lower ?? '');
  if (first && !noun && first.pos === 'VERB' && !/(?:ed|en)$/i.test(first.text)) return `the capability “${text}”`;
  const phrase = /^\p{Lu}\p{Ll}/u.test(rest) ? rest[0]!.toLowerCase() + rest.slice(1) : rest;
  return `my ${phrase}`;
}
