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
  /\b(?:not required to|do not need to|don't need to|need not) address (?:the )?([\p{L}/' ]{3,60}?)(?=[.,;)]| (?:separately|as|in)\b| ?$)/iu;
/** "Do not address the desirable requirements …" said to the person, at the sentence's start; not "Applications that
 * do not address the essential criteria will not be progressed". */
const DO_NOT_ADDRESS =
  /^(?:please )?(?:do not|don't) address (?:the )?([\p{L}/' ]{3,60}?)(?=[.,;)]| (?:separately|as|in)\b| ?$)/iu;
/** A line wrapped in the middle of a sentence: the break between a small letter or comma and a small letter. */
const WRAPPED = /([\p{Ll},])[ \t]*\r?\n[ \t]*(?=\p{Ll})/gu;
/** The kind of part a heading's name may end on ("Desirable requirements" heads "Desirable"). */
const KIND = / (?:requirements|criteria|characteristics)$/;
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
  // A sentence an ad wrapped over lines ("Do not address the desirable requirements or the appointment" /
  // "prerequisites in your statement.") is read whole.
  for (const sentence of text
    .slice(0, 50_000)
    .replace(WRAPPED, '$1 ')
    .split(/[.!?\n]+/)) {
    const said = sentence.replace(/\s+/g, ' ').trim();
    if (said.length > MAX_SENTENCE) continue;
    for (const m of [NEED_NOT_BE.exec(said), NOT_REQUIRED_TO.exec(said), DO_NOT_ADDRESS.exec(said)]) {
      // Two parts named at once ("the desirable requirements or the appointment prerequisites"), each by its name
      // and by the heading it may have alone ("Desirable").
      for (const part of m ? m[1]!.split(/ (?:or|and) (?:the )?/) : []) {
        const name = headingName(part);
        // A part's name, not a pronoun or a whole sentence ("these", "all of the following").
        if (!name || name.split(' ').length > 5 || /^(?:these|this|it|they|them|all|each)\b/.test(name)) continue;
        names.add(name);
        if (KIND.test(name)) names.add(name.replace(KIND, ''));
      }
    }
  }
  return names;
}
