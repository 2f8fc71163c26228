import { describe, expect, it } from 'vitest';
import { tableHeadings } from './table-headings';
import type { CvBlock, StructuredCv } from './structured-cv';

const skills = (heading: string, lines: Array<[string, boolean]>): CvBlock => ({
  kind: 'skills',
  heading,
  items: lines.map(([text, bullet]) => ({ text, bullet })),
});
const cv = (sections: CvBlock[]): StructuredCv => ({ name: 'Priya Raman', contact: [], sections });

describe('a skills table’s column headings', () => {
  it('go when they stand together above the lists of both columns', () => {
    const step = tableHeadings(
      cv([
        skills('Skills', [
          ['Systems', false],
          ['Payroll Knowledge', false],
          ['Xero Payroll', true],
          ['SCHADS Award', true],
        ]),
      ]),
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual(['Xero Payroll', 'SCHADS Award']);
    expect(step.changes[0]).toMatchObject({ kind: 'clean', before: 'Systems\nPayroll Knowledge', after: '' });
  });

  it('go when the first was read as a section’s heading under an empty "Skills"', () => {
    const step = tableHeadings(
      cv([
        skills('Skills', []),
        skills('Systems', [
          ['Payroll Knowledge', false],
          ['Xero Payroll', true],
        ]),
      ]),
    );
    expect(step.cv.sections).toEqual([skills('Skills', [['Xero Payroll', true]])]);
  });

  it('leave a single sub-heading over its own list, and a list with no headings', () => {
    const one = cv([
      skills('Skills', [
        ['Frameworks', false],
        ['Agile', true],
        ['Scrum', true],
      ]),
    ]);
    expect(tableHeadings(one).changes).toEqual([]);
    const none = cv([skills('Skills', [['Xero', true]])]);
    expect(tableHeadings(none).cv).toEqual(none);
  });
});

describe('a table’s header row', () => {
  it('goes wherever the table stands in its section, its cells joined by a dash or a colon', () => {
    const step = tableHeadings(
      cv([
        {
          kind: 'education',
          heading: 'Education',
          items: [
            { text: 'Bachelor of Nursing – Deakin University, 2015', bullet: false },
            { text: 'Registrations', bullet: false },
            { text: 'Item – Number / detail – Status', bullet: false },
            { text: 'AHPRA – NMW0001234567 – Current', bullet: false },
          ],
        },
        skills('Technical Skills', [
          ['Area: Techniques / equipment', false],
          ['Microbiology: Aseptic technique, membrane filtration', false],
        ]),
      ]),
    );
    expect(step.cv.sections.map((b) => b.items.map((i) => i.text))).toEqual([
      ['Bachelor of Nursing – Deakin University, 2015', 'Registrations', 'AHPRA – NMW0001234567 – Current'],
      ['Microbiology: Aseptic technique, membrane filtration'],
    ]);
  });

  it('take a projects table’s header row, its columns named as a projects table names them', () => {
    const projects: CvBlock = {
      kind: 'other',
      heading: 'Key Projects',
      items: [
        { text: 'Project – Client – Budget – Result', bullet: false },
        { text: 'Hospital car park upgrade – Health agency – $4M – Delivered two weeks early', bullet: false },
      ],
    };
    const step = tableHeadings(cv([projects]));
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Hospital car park upgrade – Health agency – $4M – Delivered two weeks early',
    ]);
  });
});
