/**
 * What a criterion asks for, as a noun phrase that fits "The work called on …": "Demonstrated experience leading a
 * team" → "my experience leading a team"; "Communicates with Influence" → "the capability Communicates with
 * Influence"; a question → "a time when you resolved a complaint" (else "the kind of example this question asks
 * for").
 */
import { tagText } from '../nlp/tag-text';
import { capabilityOf } from './frameworks';
import { fromThirdPerson, lowerFirst, trimEnd } from './sentence';

/** Words that open a criterion and add nothing to what it asks. */
const OPENERS =
  /^(?:demonstrated|demonstrable|dedicated|relevant|previous|proven|well[- ]developed|highly developed|high[- ]level|sound|strong|excellent|extensive|effective|solid|your|a|an|the)\s+/i;
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
/** Words that end a noun phrase's head: "skills in child protection". */
const PREPOSITIONS = new Set(['in', 'of', 'with', 'for', 'to', 'across', 'on', 'within']);
const QUESTION = /^(?:please |can you )?(?:provide|give|describe|tell us|outline|explain|share|how|what|when)\b/i;

/** The words before what a targeted question asks about: "Please provide an example of a time when …". */
const QUESTION_LEAD =
  /^(?:please |can you )?(?:(?:provide|give|share)(?: us)? an example (?:of |from )?(?:a time |a situation |an occasion )?(?:when |where |in which )?|(?:describe|tell us about|outline) (?:a time|a situation|an occasion|an example)(?: when| where| in which)? )/i;

/** "Tell us about a time when you resolved a complaint. What did you do?" → "a time when you resolved a complaint". */
function questionFocus(text: string): string {
  const lead = QUESTION_LEAD.exec(text);
  const rest = lead ? text.slice(lead[0].length) : '';
  // "you have resolved" is asked for as "you resolved".
  const asked = rest
    .split(/[.?!]/)[0]!
    .trim()
    .replace(/^you have (?=\w+ed\b)/i, 'you ');
  return /^you\s/i.test(asked) && asked.split(/\s+/).length >= 3
    ? `a time when ${asked}`
    : 'the kind of example this question asks for';
}

/** Nouns for a kind of person ("a team player", "a strategic thinker"), which "being …" suits. */
const PERSON = /^(?:player|thinker|communicator|leader|professional|person|individual|self-starter|member|learner)$/i;

/**
 * "Stakeholder engagement: the ability to build …": a short heading before a colon names the criterion, and the
 * words after it say what it asks for. The heading alone when nothing follows it.
 */
function description(text: string): string {
  const colon = text.indexOf(':');
  if (colon < 0) return text;
  const heading = text.slice(0, colon).trim().split(/\s+/);
  const rest = text.slice(colon + 1).trim();
  return heading.length <= 5 && rest.split(/\s+/).length >= 4 ? rest : text;
}

/** "manages competing priorities", "builds relationships and works collaboratively": the verbs of a capability's
 * description in their base form, to follow "my ability to". */
function baseForms(text: string): string {
  const tokens = tagText(`They ${text}`).slice(1);
  const words = text.split(' ');
  return words
    .map((w, i) => {
      const t = tokens.find((x) => x.text === w);
      const opens = i === 0 || words[i - 1] === 'and' || words[i - 1]!.endsWith(',');
      return opens && t?.pos === 'VERB' && /[^s]s$/.test(w) ? fromThirdPerson(w) : w;
    })
    .join(' ');
}

export function focusOf(criterion: string): string {
  const whole = trimEnd(criterion, '.:;?!').trim();
  const text = description(whole);
  // A capability named alone; with a description after its name, the description says what is asked.
  const capability = capabilityOf(whole);
  if (text === whole && capability && whole.toLowerCase().startsWith(capability.name.toLowerCase()))
    return `the capability ${capability.name}`;
  if (QUESTION.test(text)) return questionFocus(text);
  // "A team player who …", "A strategic thinker …": what the person is, said as "being …"; "a collaborative
  // approach" is something the person has ("my collaborative approach").
  const article = /^an? /i.exec(text);
  if (article) {
    const head = tagText(text.split(/\s+/).slice(0, 5).join(' ')).find((t, i) => i > 0 && t.pos === 'NOUN');
    if (head && PERSON.test(head.text)) return `being ${text[0]!.toLowerCase()}${text.slice(1)}`;
    return `my ${text.slice(article[0].length)}`;
  }
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
  // Not an "-ing" word, which opens a noun phrase here ("Working knowledge of medical terminology").
  // Nor a phrase whose head is a thing a person has ("practice and risk assessment skills in child protection"), whose
  // first word the tagger reads as a verb: "my ability to demonstrated high-level practice …" had been said.
  // Its words up to the first preposition, read word by word (linear on any text).
  const leading = rest.toLowerCase().split(/\s+/, 12);
  const stop = leading.findIndex((w) => PREPOSITIONS.has(w));
  const had = (stop < 0 ? leading : leading.slice(0, stop)).some((w) => HAVE.has(w));
  if (first && !noun && !had && first.pos === 'VERB' && !/(?:ed|en|ing)$/i.test(first.text))
    return `my ability to ${baseForms(rest[0]!.toLowerCase() + rest.slice(1))}`;
  // A criterion put to the reader ("Your ability to … manage your own workload") is said as the person's own.
  const phrase = lowerFirst(rest).replace(/\byour\b/g, 'my');
  return `my ${phrase}`;
}
