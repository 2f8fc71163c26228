/**
 * A table of criteria copied from a position description keeps a tab between its cells: a code or a kind in the
 * first, the criterion, and how it is assessed in the last ("E1⇥Demonstrated …⇥Application / Interview"). The rows
 * are set as the lines the reader knows: the criterion alone, its kind above it, the header row as a heading.
 * Line by line, each pattern bounded or anchored (no backtracking on what a person pastes).
 */
import { wordCount as words } from '../analyse/checks/check';
import { isCapabilityNamed } from './frameworks';
import { BULLET_GLYPH } from './criteria-pieces';

/** A criterion's code in its own cell: "E1", "D2", "SC3", "KSC 4", "1.2", "EC1". */
const CODE = /^(?:[A-Z]{1,4} ?)?\d{1,2}(?:\.\d{1,2})?[.:)]?$/;
/** How a criterion is assessed, a table's last column: "Application", "Application / Interview", "Pre-employment
 * check", "Interview & referee checks". */
const ASSESSED_BY =
  /^(?:(?:written )?application|interview|pre-employment checks?|referee(?: checks?|s)?|reference checks?|work sample|presentation|written (?:test|task)|assessment|resume|cv|cover letter|qualification|document(?:ation)?|[ ,/&+]|and|or)+$/i;
/** Words of a header row: "Ref ⇥ Essential criteria ⇥ Assessed at", "No. ⇥ Criterion ⇥ Method". */
const HEADER =
  /^(?:ref(?:erence)?|no\.?|number|code|#|criteri(?:on|a)|essential|desirable|selection|key|requirements?|assessed|at|by|how|method|assessment|stage|evidence|[ ,/&]|and)+$/i;
/** The cell of a header row that names the list: "Essential criteria", "Desirable criteria", "Selection criteria". */
const LIST_NAME = /\b(?:essential|desirable|criteri)/i;

/** A capability's level in a framework's table: NSW "Foundational" … "Highly Advanced", APS "APS 5", "EL1". */
const LEVEL = /^(?:foundational|intermediate|adept|advanced|highly advanced|aps ?\d|el ?\d)$/i;
/** A header row of a capabilities table: "Capability group | Capability name | Level". */
const CAPABILITY_HEADER = /^(?:capability|group|name|level|description|and|[ /&])+$/i;

/**
 * A row of a capabilities table ("Relationships | Communicate Effectively | Intermediate"): the capability a criterion
 * names, with its level ("Communicate Effectively (Intermediate)"); its group names no criterion. A header row heads
 * the list. Null for a row of anything else.
 */
function capabilityRow(cells: string[]): string | null {
  if (cells.every((c) => CAPABILITY_HEADER.test(c)) && cells.some((c) => /capabilit/i.test(c))) return 'Capabilities';
  const name = cells.find(isCapabilityNamed);
  if (!name) return null;
  const level = cells.find((c) => LEVEL.test(c));
  return level ? `${name} (${level})` : name;
}

/** A bullet alone in a first cell. */
const BULLET_CELL = new RegExp(`^${BULLET_GLYPH}$`);

/** One row of three cells or more, or of two whose first is a code; any other line as it stands. */
function row(line: string, separator: string): string {
  const cells = line
    .split(separator)
    .map((c) => c.trim())
    .filter(Boolean);
  // A bullet and a tab before a line ("•⇥Communicates with influence") is a list's item, no table's row.
  if (cells.length < 2 || BULLET_CELL.test(cells[0]!)) return line;
  const capability = capabilityRow(cells);
  if (capability) return capability;
  if (separator !== '\t') return line;
  if (cells.every((c) => words(c) <= 3 && HEADER.test(c))) return cells.find((c) => LIST_NAME.test(c)) ?? '';
  const body = [...cells];
  // A plain number stays the criterion's marker ("Address criteria 1 to 4" names it); a code with letters goes.
  const code = body.length > 1 && CODE.test(body[0]!) ? body.shift()! : null;
  const number = code && /^\d{1,2}[.:)]?$/.test(code) ? `${parseInt(code, 10)}. ` : '';
  if (body.length > 1 && words(body.at(-1)!) <= 6 && ASSESSED_BY.test(body.at(-1)!)) body.pop();
  return body.length === cells.length ? line : `${number}${body.join('\t')}`;
}

/** A last cell that marks a row essential or desirable: "(E)", "D", "Essential". */
const KIND_MARK = /^\(?(?:e|d|essential|desirable)\)?$/i;

/**
 * Rows marked essential or desirable in their last cell ("1⇥A relevant tertiary qualification …⇥(E)") lose the mark
 * and are set under a heading of their kind where it changes, as a list headed "Essential" and "Desirable" reads. A
 * row with no number after a numbered row that lacks its mark is the rest of that row's cell ("5⇥Advanced computer
 * skills …" / "Demonstrated ability to learn new systems quickly.⇥(E)").
 */
function markedRows(lines: string[]): string[] {
  const cellsOf = (line: string) =>
    line
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean);
  const marked = lines.filter((l) => l.includes('\t') && KIND_MARK.test(cellsOf(l).at(-1) ?? '')).length;
  if (marked < 2) return lines;
  const out: string[] = [];
  let kind = '';
  let open = -1;
  for (const line of lines) {
    const cells = line.includes('\t') ? cellsOf(line) : [];
    const mark = cells.length >= 2 && KIND_MARK.test(cells.at(-1)!) ? cells.pop()!.replace(/[()]/g, '') : '';
    const numbered = cells.length >= 2 && CODE.test(cells[0]!);
    if (open >= 0 && cells.length && !numbered) {
      out[open] = `${out[open]} ${cells.join(' ')}`;
    } else {
      const next = mark ? (/^d/i.test(mark) ? 'Desirable' : 'Essential') : kind;
      if (next !== kind) out.push(`${next} criteria`);
      kind = next;
      out.push(cells.length ? cells.join('\t') : line);
    }
    open = cells.length && numbered && !mark ? out.length - 1 : mark ? -1 : open;
  }
  return out;
}

export function tableRows(text: string): string {
  return (
    markedRows(text.split('\n'))
      // Cells kept apart by tabs, or by bars where a page's table was copied as text ("Relationships | Communicate …").
      .map((line) => (line.includes('\t') ? row(line, '\t') : line.includes(' | ') ? row(line, '|') : line))
      .join('\n')
      // A table row copied with a tab between a criterion's short name and its description: "Systems⇥Demonstrated …".
      .replace(/^((?:\d{1,2}[.)] +)?[^\t\n.:]{2,50})\t+(?=[^\t\n]{20})/gm, (m, name: string) =>
        words(name) <= 7 ? `${name}: ` : m,
      )
  );
}
