/**
 * What a criterion asks for, as a noun phrase that fits "The work called on …": "Demonstrated experience leading a
 * team" → "my experience leading a team"; "Communicates with Influence" → "the capability Communicates with
 * Influence"; a question → "the kind of example this question asks for".
 */
import { lowerFirst, trimEnd } from './sentence';
import { tagText } from '../nlp/tag-text';
import { capabilityOf } from './frameworks';

/** Words that open a criterion and add nothing to what it asks. */
const OPENERS =
  /^(?:demonstrated|demonstrable|dedicated|relevant|previous|proven|well[- ]developed|highly developed|high[- ]level|sound|strong|excellent|extensive|effective|solid|a|an|the)\s+/i;
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
  const first = tagText(`They ${rest.split(/\s+/).slice(0, 4).join(' ')}`)[1];
  const noun = HAVE.has(first?.lower ?? '');
  // An imperative that names no framework capability ("Maintain a high standard of work", "Build relationships")
  // asks for an ability; a known capability was named above.
  if (first && !noun && first.pos === 'VERB' && !/(?:ed|en)$/i.test(first.text))
    return `my ability to ${text[0]!.toLowerCase()}${text.slice(1)}`;
  const phrase = lowerFirst(rest);
  return `my ${phrase}`;
}
