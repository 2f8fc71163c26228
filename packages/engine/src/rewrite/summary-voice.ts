/**
 * A summary's sentence said of the person without "I", where the general reading leaves one: a want for the job kept
 * ("… seeking a cadet position where I can apply my coursework while I finish my degree" → "… to apply coursework
 * while finishing the degree"), and what the person is followed by what they do ("I'm a hard worker and always turn
 * up on time, I get along with everyone" → "Hard worker who always turns up on time, gets along with everyone").
 */
import { tagText } from '../nlp/tag-text';
import { isPastTense } from '../analyse/checks/action-verbs';
import { FIRST_PERSON } from '../analyse/checks/language';
import { isListedVerb } from '../vocabulary/duty-verbs';
import { capitalise } from '../star/sentence';
import { gerundOf } from './experience-line';
import { withoutContractions } from './implied-first-person';

/** A verb as said of one person: "use" → "uses", "teach" → "teaches", "carry" → "carries", "have" → "has". */
export const thirdPerson = (verb: string) =>
  verb === 'have'
    ? 'has'
    : verb === 'am'
      ? 'is'
      : /^(?:can|could|will|would|should|may|might|must|was|is|has|does)$/.test(verb)
        ? verb
        : /(?:s|x|z|ch|sh|o)$/.test(verb)
          ? `${verb}es`
          : /[^aeiou]y$/.test(verb)
            ? `${verb.slice(0, -1)}ies`
            : `${verb}s`;

/** What a want's "my" owns that goes without saying: "apply my estimating coursework" → "apply estimating coursework". */
const MY_OWN_THINGS =
  /\bmy (?=(?:[\p{L}-]+ ){0,3}(?:skills|knowledge|experience|coursework|background|expertise|training)\b)/gu;

/** A kept want in implied first person: each "where I can …", "while I …" and "my …" said without the "I". */
export function wantWithoutI(sentence: string): string {
  return (
    sentence
      // "… a role where I can use …", "… so I can build …" → "… a role to use …".
      .replace(/ (?:where|so(?: that)?) I (?:can|could|will|would) (\p{Ll}+)\b/gu, ' to $1')
      // "… while I finish my degree" → "… while finishing my degree" (a verb in the present only).
      .replace(/ (while|whilst) I (\p{Ll}+)\b/gu, (m, w: string, verb: string) =>
        isPastTense(verb) ? m : ` ${w} ${gerundOf(verb)}`,
      )
      .replace(MY_OWN_THINGS, '')
      // "looking for my first role" → "looking for a first role".
      .replace(/\bmy (first|next) (role|job|position|opportunity)\b/g, 'a $1 $2')
      // "my Diploma" as a person writes it, its capital kept.
      .replace(/\bmy (degree|course|studies|diploma|certificate|apprenticeship|qualification)\b/gi, 'the $1')
  );
}

/** Words that may stand before a verb in a clause of the person ("always", "also"). */
const ADVERB = /^(?:\p{Ll}+ly|always|also|now|still|often|never|usually|just)$/u;

/**
 * "I am a/an <what they are> and/, <what they do>": the person named, then each clause of theirs said of them
 * ("Hard worker who always turns up on time, gets along with everyone on site and is not scared of heights"), or null
 * when a clause is not theirs or some "I", "me" or "my" would be left.
 */
export function asRelative(sentence: string): string | null {
  const text = withoutContractions(sentence);
  const opening = /^I am an? /.exec(text);
  if (!opening) return null;
  // Pieces between ", and", ",", "and" and "but", each with the joint before it.
  const parts = text.slice(opening[0].length).split(/(,\s+and\s+|,\s+|\s+and\s+|\s+but\s+)/);
  const who = parts[0]!;
  // What the person is ends on its noun ("hard worker", "chef with an eye for detail"): "an energetic and motivated
  // trainer" is one description, not a person and an action.
  if (
    !['NOUN', 'PROPN'].includes(
      tagText(who)
        .filter((t) => t.type === 'word')
        .at(-1)?.pos ?? '',
    )
  )
    return null;
  let out = '';
  let clauses = 0;
  for (let i = 1; i < parts.length; i += 2) {
    const joint = parts[i]!;
    const piece = parts[i + 1]!;
    const said = clauseOfThePerson(piece, /^\s+and\s+$/.test(joint) || /\bI\b/.test(piece.slice(0, 2)));
    if (said === null) {
      // A list inside the last clause ("heights, ladders and hard work") stays as written, after the first clause.
      if (!clauses) return null;
      out += joint + piece;
      continue;
    }
    out += (clauses ? joint : ' who ') + said;
    clauses++;
  }
  if (!clauses) return null;
  const result = capitalise(`${who}${out}`);
  return FIRST_PERSON.test(result) ? null : result;
}

/** A clause said of the person in the third person: "I get along with …" → "gets along with …", "always turn up" →
 * "always turns up", "I am not scared …" → "is not scared …"; null when it opens on no verb of theirs. */
function clauseOfThePerson(piece: string, shared: boolean): string | null {
  const own = /^I /.test(piece);
  if (!own && !shared) return null;
  const words = (own ? piece.slice(2) : piece).split(' ');
  let k = 0;
  while (k < words.length - 1 && ADVERB.test(words[k]!)) k++;
  const verb = words[k]!;
  const tokens = tagText(words.slice(k).join(' '));
  const isVerb =
    /^(?:am|have|can|will|would|do)$/.test(verb) ||
    (tokens[0]?.pos === 'VERB' && !/ing$/.test(verb)) ||
    isListedVerb(verb);
  // A verb in the past stays as it is ("… I moved to Perth"); one ending "-s" is not a base form; a clause that shares
  // the "I" opens on a verb in the present ("and always turn up"), never a word like "motivated" that may describe.
  if (!isVerb || /s$/.test(verb) || (!own && isPastTense(verb))) return null;
  words[k] = isPastTense(verb) ? verb : thirdPerson(verb);
  return words.join(' ');
}
