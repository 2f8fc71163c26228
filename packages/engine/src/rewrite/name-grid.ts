/**
 * A table of names laid out in columns ("Tekla Structures (advanced, 8 years) | AutoCAD" over "Strumis | Trimble
 * Connect"): peers, each an item of its own, not a label and its value. Joined across, a row had read "Strumis:
 * Trimble Connect" in the Word file. A table is a grid when its rows are all short names, with no colon and no list
 * in a cell, and tools the vocabulary knows stand in two of its columns. One pass over the rows: linear.
 */
import { SHOWN_TERMS } from '../vocabulary/phrase-index';

interface GridCell {
  text: string;
  row?: number;
}

const NAME_WORDS = 6;
/** A cell that is a name: a few words, no colon, no comma outside brackets. */
const isName = (text: string) =>
  text.split(/\s+/).length <= NAME_WORDS && !text.includes(':') && !text.replace(/\([^()]*\)/g, '').includes(',');
const isTool = (text: string) => SHOWN_TERMS.findIn(text).some((h) => h.term.kind === 'tool');

/** The rows (by number) of the tables among these paragraphs that are grids of names. */
export function nameGridRows(paragraphs: GridCell[]): Set<number> {
  // Each row's cells, in order; a table is a run of rows numbered one after another.
  const rows = new Map<number, string[]>();
  for (const p of paragraphs) if (p.row !== undefined) rows.set(p.row, [...(rows.get(p.row) ?? []), p.text.trim()]);
  const numbers = [...rows.keys()].sort((a, z) => a - z);
  const grid = new Set<number>();
  for (let i = 0; i < numbers.length;) {
    let end = i + 1;
    while (end < numbers.length && numbers[end] === numbers[end - 1]! + 1) end++;
    const table = numbers.slice(i, end);
    const cells = table.map((n) => rows.get(n)!.filter(Boolean));
    const toolColumns = new Set(cells.flatMap((row) => row.flatMap((c, k) => (isTool(c) ? [k] : []))));
    if (
      table.length >= 2 &&
      cells.every((row) => row.length >= 2 && row.length <= 4 && row.every(isName)) &&
      toolColumns.size >= 2
    )
      for (const n of table) grid.add(n);
    i = end;
  }
  return grid;
}
