/**
 * Parts of a position description the ad says not to address: "Qualifications do not need to be addressed
 * separately", "You are not required to address the Desirable Characteristics". Their headings' names, read from the
 * paste once, with bounded patterns (no backtracking over what a person pastes).
 */

/** "Qualifications do not need to be addressed", "The Desirable criteria need not be addressed": a sentence's start. */
const NEED_NOT_BE =
  /^(?:the )?([\p{L}/' ]{3,40}?) (?:criteria |requirements )?(?:do|does|need) not (?:need to )?be addressed/iu;
/** "not required to address the Desirable Characteristics", "do not need to address the Mandatory Requirements". */
const NOT_REQUIRED_TO =
  /\b(?:not required to|do not need to|don't need to|need not) address (?:the )?([\p{L}/' ]{3,40}?)(?=[.,;)]| (?:separately|as|in)\b| ?$)/iu;
/** A sentence this long is read for them; a longer one holds no such instruction. */
const MAX_SENTENCE = 300;

/** A heading's name as compared: lower case, no colon or quotes. */
export const headingName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[:'‘’"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The names of the parts the ad says not to address. */
export function notAddressed(text: string): Set<string> {
  const names = new Set<string>();
  // Sentence by sentence, spaces collapsed, each bounded: a pattern never runs over what a person pastes at length.
  for (const sentence of text.slice(0, 50_000).split(/[.!?\n]+/)) {
    const said = sentence.replace(/\s+/g, ' ').trim();
    if (said.length > MAX_SENTENCE) continue;
    for (const m of [NEED_NOT_BE.exec(said), NOT_REQUIRED_TO.exec(said)]) {
      const name = m ? headingName(m[1]!) : '';
      // A part's name, not a pronoun or a whole sentence ("these", "all of the following").
      if (name && name.split(' ').length <= 5 && !/^(?:these|this|it|they|them|all|each)\b/.test(name)) names.add(name);
    }
  }
  return names;
}
