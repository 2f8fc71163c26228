/**
 * Roles or placements set out as a table with a header row ("Placement | Setting | Weeks | Key experience"), which
 * Word gives cell by cell: each row as a role reads, its name on a line, where and how long on the next, and the work
 * done as a bullet ("Cardiorespiratory" / "Hunter Valley Base Hospital – 5 weeks" / "• Post-op mobilisation, airway
 * clearance …"). Set cell by cell, the download had lost which setting went with which work (a recruiter read it as
 * harmful).
 */
import type { CvDocument } from '../types';
import type { CvItem } from './structured-cv';

type DocParagraph = CvDocument['paragraphs'][number];

/** A header cell: a few words from a capital, no figure and no full stop ("Key experience", "Weeks"). */
const HEADER_CELL = /^\p{Lu}[\p{L}&/ -]{0,30}$/u;
/** Words a column of the work done runs to on average, more than a name or a place has. */
const WORK_WORDS = 9;
/** A count alone ("5"), which its column's name says of what ("5 weeks"). */
const COUNT = /^\d{1,3}(?:\.\d)?$/;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The paragraphs in runs of one table row each (a paragraph outside a table is a run of its own). */
function rowRuns(paragraphs: DocParagraph[]): DocParagraph[][] {
  const runs: DocParagraph[][] = [];
  for (const p of paragraphs) {
    const last = runs.at(-1);
    if (last && p.row !== undefined && last[0]!.row === p.row) last.push(p);
    else runs.push([p]);
  }
  return runs;
}

/** The experience section's items, a table of roles with a header row read row by row; else `null`. */
export function tableRoles(paragraphs: DocParagraph[]): CvItem[] | null {
  const runs = rowRuns(paragraphs);
  const at = runs.findIndex(
    (run, i) =>
      run.length >= 3 &&
      run[0]!.row !== undefined &&
      run.every((p) => HEADER_CELL.test(p.text.trim())) &&
      runs[i + 1]?.length === run.length &&
      runs[i + 2]?.length === run.length,
  );
  if (at < 0) return null;
  const header = runs[at]!.map((p) => p.text.trim().toLowerCase());
  // The column of the work done: the one whose cells run longest, on the rows of the table.
  const rows = runs.filter((run, i) => i > at && run.length === header.length && run[0]!.row !== undefined);
  const length = header.map((_, k) => rows.reduce((n, run) => n + wordsIn(run[k]!.text), 0) / (rows.length || 1));
  const workColumn = length.indexOf(Math.max(...length));
  if (length[workColumn]! < WORK_WORDS) return null;
  const items: CvItem[] = [];
  for (const [i, run] of runs.entries()) {
    if (i === at) continue;
    const inTable = i > at && run.length === header.length && run[0]!.row !== undefined;
    if (!inTable) {
      items.push(...run.map((p) => ({ text: p.text.trim(), bullet: p.isBullet })));
      continue;
    }
    const cells = run.map((p, k) => ({ text: p.text.trim(), column: header[k]! }));
    const details = cells.filter((c, k) => c.text && k !== workColumn);
    const work = cells.filter((c, k) => c.text && k === workColumn);
    // Set as a role is: its name on a line, where and how long on the next ("Cardiorespiratory" / "Hunter Valley
    // Base Hospital – ICU and surgical wards – 5 weeks").
    const said = details.map((c) => (COUNT.test(c.text) ? `${c.text} ${c.column}` : c.text));
    if (said.length) items.push({ text: said[0]!, bullet: false });
    if (said.length > 1) items.push({ text: said.slice(1).join(' – '), bullet: false });
    items.push(...work.map((c) => ({ text: c.text, bullet: true })));
  }
  return items;
}
