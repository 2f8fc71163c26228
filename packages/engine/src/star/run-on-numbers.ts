/**
 * Criteria numbered within one line ("1. Experience … 2. Sound computer skills … 3. Ability …"), as a heading's line or
 * a page copied without its breaks gives them: each number set on a line of its own. Only numbers in sequence from 1,
 * each before a capital, count, so "Level 2. The role" or "$2. " in a line of prose start nothing.
 */
const FIRST = /^\s*1\.\s+\p{Lu}/u;

export function runOnNumbers(text: string): string {
  return text
    .split('\n')
    .map((line) => (FIRST.test(line) ? numbered(line) : line))
    .join('\n');
}

/** The line cut before "2. ", "3. ", … in turn; each search starts where the last number was found. */
function numbered(line: string): string {
  const cuts: number[] = [];
  let from = 0;
  for (let n = 2; n <= 20; n++) {
    const next = new RegExp(`\\s${n}\\.\\s+(?=\\p{Lu})`, 'gu');
    next.lastIndex = from;
    const found = next.exec(line);
    if (!found) break;
    cuts.push(found.index);
    from = found.index + found[0].length;
  }
  if (!cuts.length) return line;
  return [0, ...cuts].map((at, i) => line.slice(at, cuts[i] ?? line.length).trim()).join('\n');
}
