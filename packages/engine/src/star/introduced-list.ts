/**
 * The list a sentence of the ad says to answer: "… demonstrate how you meet the following Integrated Leadership System
 * (ILS) capabilities at the EL1 level:" over "1. Achieves results / 2. Cultivates productive working relationships /
 * 3. Communicates with influence". Such a sentence names the criteria, wherever it stands ("How to apply"), over an
 * "ideal candidate" list elsewhere in the ad. Line by line, each pattern bounded (no backtracking on pasted text).
 */
import { MARKED } from './unwrap-lines';

/** A sentence that sends the applicant to the list below it: an answering verb, "the following", what is listed, ":". */
const INTRODUCES =
  /\b(?:address(?:es|ing)?|demonstrat\w{0,6}|meet|respond(?:ing)? to|against|answer(?:ing)?)\b[^.\n]{0,160}\bthe following\b[^.\n]{0,100}\b(?:capabilities|criteria|questions)\b[^.\n:]{0,60}:\s*$/i;
/** An item is a criterion or a capability's name, not a paragraph. */
const MAX_ITEM_WORDS = 60;

const words = (line: string) => line.trim().split(/\s+/).length;

/** The lines of the list the text's own instruction introduces, or null where no instruction introduces one. */
export function introducedList(text: string): string[] | null {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((line) => line.length < 1_000 && INTRODUCES.test(line));
  if (at < 0) return null;
  const items: string[] = [];
  let blankBefore = false;
  for (const line of lines.slice(at + 1)) {
    // Blank lines between items are the list's; what follows one decides whether the list goes on.
    if (!line.trim()) {
      blankBefore = true;
      continue;
    }
    const marked = MARKED.test(line);
    // A line not marked as an item after a blank line ends the list ("You are encouraged to use examples …"); without
    // one it is an item's description or the next unmarked item.
    const ended = items.length > 0 && !marked && blankBefore;
    if (ended || words(line) > MAX_ITEM_WORDS) break;
    items.push(line);
    blankBefore = false;
  }
  return items.length ? items : null;
}
