/**
 * A role laid out as a table row, its title, employer and duties in one cell and its dates in the next, is read cell
 * by cell: the dates come after the duties, where they read as the next role's ("… audit JSEAs and Take 5s" / "2018 –
 * present" / "Heavy Diesel Mechanic (Field Service)"). The dates go under the row's first line, where a role's heading
 * has them.
 */
import { onlyDates } from '../analyse/checks/dates';
import type { RawParagraph } from '../types';

/** Fewer lines than this in a row is a row of details ("Forklift | LF | 2027"), read together already. */
const ROLE_LINES = 3;

export function datesWithTitles(paragraphs: RawParagraph[]): RawParagraph[] {
  const out: RawParagraph[] = [];
  let i = 0;
  while (i < paragraphs.length) {
    const row = paragraphs[i]!.row;
    let end = i + 1;
    while (row !== undefined && end < paragraphs.length && paragraphs[end]!.row === row) end++;
    const cells = paragraphs.slice(i, end);
    const last = cells.at(-1)!;
    const moves =
      cells.length >= ROLE_LINES &&
      onlyDates(last.text.trim()) &&
      !cells.slice(0, -1).some((c) => onlyDates(c.text.trim()));
    out.push(...(moves ? [cells[0]!, last, ...cells.slice(1, -1)] : cells));
    i = end;
  }
  return out;
}
