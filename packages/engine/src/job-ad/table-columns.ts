/**
 * A table of requirements drawn in text, its columns side by side ("MUST HAVE | NICE TO HAVE" over rows of a must-have
 * and a nice-to-have each): read down its columns, each heading over its own cells, as the ad means it. Read across,
 * the second heading had made every must-have below it a nice-to-have. Line by line, each line split once: linear.
 */

/** A column heading that says how much an item is asked: "MUST HAVE", "Nice to have", "Essential", "Desirable". */
const KIND_HEADING =
  /^(?:must[- ]haves?|nice[- ]to[- ]haves?|essential(?: criteria| requirements)?|desirable(?: criteria)?|required|requirements|preferred|bonus(?: points)?|highly regarded|mandatory|optional)\b/i;
/** A line that only rules the table: dashes, pluses, equals signs, bars. */
const RULE = /^[\s|+=:_-]+$/;
/** At most this many columns, and this many words a heading cell. */
const MAX_COLUMNS = 4;
const HEADING_WORDS = 5;

const cellsOf = (line: string) => line.split('|').map((c) => c.trim());

/** Whether a line heads such a table: two to four short cells, one of them a heading of how much is asked. */
function headsTable(line: string): boolean {
  if (!line.includes('|')) return false;
  const cells = cellsOf(line).filter(Boolean);
  return (
    cells.length >= 2 &&
    cells.length <= MAX_COLUMNS &&
    cells.every((c) => c.split(/\s+/).length <= HEADING_WORDS) &&
    cells.some((c) => KIND_HEADING.test(c))
  );
}

/** The text with each such table set out as its columns, a heading line then a bulleted line for each of its cells. */
export function tableColumns(text: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!headsTable(line)) {
      out.push(line);
      continue;
    }
    const headings = cellsOf(line);
    const columns: string[][] = headings.map(() => []);
    let j = i + 1;
    for (; j < lines.length; j++) {
      const row = lines[j]!;
      if (RULE.test(row) && row.trim()) continue;
      if (!row.includes('|')) break;
      cellsOf(row).forEach((cell, k) => {
        if (cell && k < columns.length) columns[k]!.push(cell);
      });
    }
    headings.forEach((heading, k) => {
      if (!heading) return;
      out.push(`${heading}:`);
      for (const cell of columns[k]!) out.push(`• ${cell}`);
    });
    i = j - 1;
  }
  return out.join('\n');
}
