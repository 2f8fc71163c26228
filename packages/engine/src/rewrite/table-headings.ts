/**
 * A skills table's column headings read as lines of their own: Word gives a two-column table ("Systems" | "Payroll
 * Knowledge", each column a list) row by row, so the headings stand together above the lists of both columns, and no
 * list can be told apart. The headings go (the first may have been read as a section's heading under an empty
 * "Skills"): the lists read as one, which is what the download shows.
 */
import type { Change, Step } from './transforms';
import { CELLS, type CvBlock, type StructuredCv } from './structured-cv';

/** A column heading: one to three words from a capital, no full stop, colon or figure ("Payroll Knowledge"). */
const HEADING = /^\p{Lu}[\p{L}&/-]*(?: [\p{L}&/-]+){0,2}$/u;

/** How many column headings open a block's items, straight above its bullets. */
function headingsAtTop(block: CvBlock): number {
  let n = 0;
  while (n < block.items.length && !block.items[n]!.bullet && HEADING.test(block.items[n]!.text.trim())) n++;
  return n > 0 && block.items[n]?.bullet ? n : 0;
}

/** Words a table's header row names its columns with: "Area | Tools / Methods | Level", "Licence / Ticket | Details |
 * Expiry / Status", "Item | Number / detail | Status", "Status | Notes". */
const COLUMN_WORDS =
  /\b(?:area|areas|skills?|tools?|methods?|level|proficiency|years?|experience|licen[cs]es?|tickets?|certificates?|certifications?|checks?|details?|status|expiry|expires|issued|issuer|dates?|number|type|qualifications?|institution|competency|description|category|systems?|software|name|provider|held|items?|notes?|techniques?|equipment|comments?|projects?|clients?|scope|outcomes?|results?|roles?|value|budget|location|period|deliverables?|courses?|awards?|employer|organisation)\b/i;

/** Whether an item is a table's header row with a row below it: every cell a column's name. */
const headerRowAt = (items: CvBlock['items'], i: number) => {
  const cells = items[i]!.text.split(CELLS);
  const next = items[i + 1];
  return (
    !items[i]!.bullet &&
    cells.length >= 2 &&
    !!next &&
    CELLS.test(next.text) &&
    cells.every((c) => HEADING.test(c.trim()) && COLUMN_WORDS.test(c))
  );
};

export function tableHeadings(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const sections: CvBlock[] = [];
  for (const [i, unread] of cv.sections.entries()) {
    // A table's header row above its rows goes, wherever the table stands in the section: each row says what it is.
    const headers = unread.items.filter((_, k) => headerRowAt(unread.items, k));
    for (const header of headers)
      changes.push({
        kind: 'clean',
        section: unread.heading,
        before: header.text,
        after: '',
        reason: 'The header row of a table whose rows read as lines: each line says what it is',
      });
    const before = sections.at(-1);
    const block = headers.length ? { ...unread, items: unread.items.filter((x) => !headers.includes(x)) } : unread;
    // Under an empty skills section, a skills block headed by the table's first column heading.
    const under = before?.kind === 'skills' && before.items.length === 0 && i > 0 && block.kind === 'skills';
    const n = block.kind === 'skills' ? headingsAtTop(block) : 0;
    if (!n || (!under && n < 2)) {
      sections.push(block);
      continue;
    }
    const headings = [...(under ? [block.heading] : []), ...block.items.slice(0, n).map((item) => item.text)];
    changes.push({
      kind: 'clean',
      section: under ? before!.heading : block.heading,
      before: headings.join('\n'),
      after: '',
      reason:
        'The column headings of a table whose columns run together as one list: without their columns they head nothing',
    });
    const items = block.items.slice(n);
    if (under) sections[sections.length - 1] = { ...before!, items };
    else sections.push({ ...block, items });
  }
  return { cv: { ...cv, sections }, changes };
}
