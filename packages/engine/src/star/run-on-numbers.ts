/**
 * Criteria numbered within one line ("1. Experience … 2. Sound computer skills … 3. Ability …", "Essential: 1) …;
 * 2) …", "Desirable: 6) …; 7) …"), as a heading's line or a page copied without its breaks gives them: each number set
 * on a line of its own, and a label before the first ("Essential:") on its own line too. Only two or more numbers in
 * sequence, each with the same mark and before a capital, count, so "Level 2. The role" or "$2. " in a line of prose
 * start nothing.
 */
const FIRST = /(?:^|\s)(\d{1,2})([.)])\s+(?=\p{Lu})/u;

export function runOnNumbers(text: string): string {
  return text
    .split('\n')
    .map((line) => numbered(line))
    .join('\n');
}

/** The line cut before each number after the first, in turn; each search starts where the last number was found. */
function numbered(line: string): string {
  const first = FIRST.exec(line);
  if (!first) return line;
  const start = first.index + (first[0].length - first[0].trimStart().length);
  const mark = first[2] === '.' ? '\\.' : '\\)';
  const cuts: number[] = [];
  let from = first.index + first[0].length;
  for (let n = Number(first[1]) + 1; n <= Number(first[1]) + 20; n++) {
    const next = new RegExp(`\\s${n}${mark}\\s+(?=\\p{Lu})`, 'gu');
    next.lastIndex = from;
    const found = next.exec(line);
    if (!found) break;
    cuts.push(found.index);
    from = found.index + found[0].length;
  }
  if (!cuts.length) return line;
  const label = line.slice(0, start).trim();
  // Items run together with semicolons keep none at their ends.
  const items = [start, ...cuts].map((at, i) =>
    line
      .slice(at, cuts[i] ?? line.length)
      .trim()
      .replace(/;$/, ''),
  );
  return [...(label ? [label] : []), ...items].join('\n');
}
