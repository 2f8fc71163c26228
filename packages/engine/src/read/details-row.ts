/**
 * A table row that holds details of one thing ("Licence | Details | Status", "Reporting | Excel, Power BI"): a few short
 * cells, read together. A row of more cells or words is a page laid out in columns, read cell by cell. Word gives a
 * row's cells as paragraphs of their own; the reader keeps each paragraph's row number so the match and the rewrite can
 * read them as one.
 */
const ROW_CELLS = 5;
const ROW_WORDS = 40;

/** Whether a row's cells (their texts) are a row of details. */
export const isDetailsRow = (cells: string[]) =>
  cells.length > 1 && cells.length <= ROW_CELLS && cells.join(' ').split(/\s+/).length <= ROW_WORDS;
