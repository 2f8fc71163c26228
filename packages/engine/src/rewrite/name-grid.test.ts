import { describe, expect, it } from 'vitest';
import { nameGridRows } from './name-grid';

const cells = (rows: string[][], from = 10) => rows.flatMap((row, r) => row.map((text) => ({ text, row: from + r })));

describe('a table of names laid out in columns', () => {
  it('is a grid when its rows are short names and known tools stand in two of its columns', () => {
    const grid = cells([
      ['Revit (advanced)', 'AutoCAD'],
      ['Navisworks', 'Bluebeam Revu'],
      ['Aconex', 'Excel'],
    ]);
    expect([...nameGridRows(grid)]).toEqual([10, 11, 12]);
  });

  it('is no grid when a cell holds a list or a label, or one column alone holds the tools', () => {
    expect(
      nameGridRows(
        cells([
          ['Reporting', 'Excel, Power BI'],
          ['Design', 'AutoCAD'],
        ]),
      ).size,
    ).toBe(0);
    expect(
      nameGridRows(
        cells([
          ['Mobile:', '0491 570 110'],
          ['Email:', 'jo@example.com'],
        ]),
      ).size,
    ).toBe(0);
    expect(
      nameGridRows(
        cells([
          ['Drafting', 'AutoCAD'],
          ['Modelling', 'Revit'],
        ]),
      ).size,
    ).toBe(0);
  });
});
