/**
 * Parts of a position description the ad says not to address: "Qualifications do not need to be addressed
 * separately", "You are not required to address the Desirable Characteristics". Their headings' names, read from the
 * paste once, with bounded patterns (no backtracking over what a person pastes).
 */

/** "Qualifications do not need to be addressed", "The Desirable criteria need not be addressed". */
const NEED_NOT_BE =
  /(?:^|[.!?:]\s+|\n)\s*(?:the )?([\p{L}/' ]{3,40}?)\s+(?:criteria\s+|requirements\s+)?(?:do|does|need) not (?:need to )?be addressed/giu;
/** "not required to address the Desirable Characteristics", "do not need to address the Mandatory Requirements". */
const NOT_REQUIRED_TO =
  /\b(?:not required to|do not need to|don't need to|need not) address (?:the )?([\p{L}/' ]{3,40}?)(?=[.,;)]|\s+(?:separately|as|in)\b|\s*$)/giu;

/** A heading's name as compared: lower case, no colon or quotes. */
export const headingName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[:'‘’"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The names of the parts the ad says not to address. */
export function notAddressed(text: string): Set<string> {
  const input = text.slice(0, 50_000);
  const names = new Set<string>();
  for (const re of [NEED_NOT_BE, NOT_REQUIRED_TO])
    for (const m of input.matchAll(re)) {
      const name = headingName(m[1]!);
      // A part's name, not a pronoun or a whole sentence ("these", "all of the following").
      if (name.split(' ').length <= 5 && !/^(?:these|this|it|they|them|all|each)\b/.test(name)) names.add(name);
    }
  return names;
}
