/**
 * A table row that holds details of one thing ("Licence | Details | Status", "Reporting | Excel, Power BI"): a few short
 * cells, read together. A row of more cells or words is a page laid out in columns, read cell by cell. Word gives a
 * row's cells as paragraphs of their own; the reader keeps each paragraph's row number so the match and the rewrite can
 * read them as one.
 */
const ROW_CELLS = 5;
const ROW_WORDS = 40;

/** A cell's paragraph: its text and whether it is a list entry. */
interface Cell {
  text: string;
  isBullet: boolean;
}

/** Whether a row's cells are a row of details; not when each is a list entry of its own (a list laid out in columns:
 * "• 4WD Operation and Recovery" beside "• Senior First Aid (HLTAID011) – 2024"). */
export const isDetailsRow = (cells: Cell[]) =>
  cells.length > 1 &&
  cells.length <= ROW_CELLS &&
  !cells.every((c) => c.isBullet) &&
  cells
    .map((c) => c.text)
    .join(' ')
    .split(/\s+/).length <= ROW_WORDS;
