import { describe, expect, it } from 'vitest';
import { tableRoles } from './experience-table';

type Row = string[];
const table = (rows: Row[], after: string[] = []) => [
  ...rows.flatMap((cells, row) =>
    cells.map((text) => ({
      text,
      source: 'table' as const,
      isBullet: false,
      isHeading: false,
      section: 'experience' as const,
      row,
    })),
  ),
  ...after.map((text) => ({
    text,
    source: 'body' as const,
    isBullet: true,
    isHeading: false,
    section: 'experience' as const,
  })),
];

describe('roles set out as a table with a header row', () => {
  it('reads each row as a role: its name, where and how long, and the work done as a bullet', () => {
    const items = tableRoles(
      table(
        [
          ['Rotation', 'Site', 'Weeks', 'What I did'],
          [
            'Aged care',
            'Banksia Gardens Residential Care',
            '4',
            'Assisted residents with meals, showering and mobility; recorded observations for the RN',
          ],
          [
            'Surgical ward',
            'Wollongong Private Hospital',
            '6',
            'Post-op observations, wound care under supervision and discharge education for patients',
          ],
        ],
        ['Casual barista work alongside study'],
      ),
    );
    expect(items).toEqual([
      { text: 'Aged care', bullet: false },
      { text: 'Banksia Gardens Residential Care – 4 weeks', bullet: false },
      { text: 'Assisted residents with meals, showering and mobility; recorded observations for the RN', bullet: true },
      { text: 'Surgical ward', bullet: false },
      { text: 'Wollongong Private Hospital – 6 weeks', bullet: false },
      { text: 'Post-op observations, wound care under supervision and discharge education for patients', bullet: true },
      { text: 'Casual barista work alongside study', bullet: true },
    ]);
  });

  it('leaves a table of short details alone, and one without a header row', () => {
    expect(
      tableRoles(
        table([
          ['Role', 'Employer', 'Dates'],
          ['Barista', 'Cafe Nero', '2021'],
          ['Cook', 'The Pub', '2022'],
        ]),
      ),
    ).toBeNull();
    expect(
      tableRoles(
        table([['2021 – 2023', 'Barista at Cafe Nero, making coffee for a busy morning crowd of commuters', 'x']]),
      ),
    ).toBeNull();
  });
});
