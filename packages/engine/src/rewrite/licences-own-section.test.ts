import { describe, expect, it } from 'vitest';
import { isCredential, isDetail, licencesToOwnSection } from './licences-own-section';
import { undoChanges } from './undo';
import type { StructuredCv } from './structured-cv';

const cv = (withLicences: boolean): StructuredCv => ({
  name: 'Amira Haddad',
  contact: [],
  sections: [
    {
      kind: 'skills',
      heading: 'Key Skills',
      items: [
        { text: 'Triage and emergency assessment', bullet: true },
        { text: 'Current Working with Children Check', bullet: true },
        { text: 'Australian citizen with full work rights', bullet: true },
        { text: 'Own car', bullet: true },
        { text: 'Forklift licence (LF)', bullet: true },
      ],
    },
    ...(withLicences
      ? [
          {
            kind: 'certifications' as const,
            heading: 'Licences',
            items: [{ text: 'NSW driver licence', bullet: false }],
          },
        ]
      : []),
  ],
});

describe('licences listed as skills', () => {
  it('move to the licences section, leaving skills and circumstances where they are', () => {
    const step = licencesToOwnSection(cv(true));
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Triage and emergency assessment',
      'Australian citizen with full work rights',
      'Own car',
    ]);
    expect(step.cv.sections[1]!.items.map((i) => i.text)).toEqual([
      'NSW driver licence',
      'Current Working with Children Check',
      'Forklift licence (LF)',
    ]);
    expect(step.changes).toHaveLength(4);
  });

  it('make a Licences and Certifications section when the CV has none, and undo puts them back', () => {
    const original = cv(false);
    const step = licencesToOwnSection(original);
    expect(step.cv.sections.at(-1)).toMatchObject({ kind: 'certifications', heading: 'Licences and Certifications' });
    const undone = undoChanges(
      step.cv,
      step.changes,
      step.changes.map((_, i) => i),
      original,
    );
    expect(undone.sections[0]!.items.map((i) => i.text).sort()).toEqual(
      original.sections[0]!.items.map((i) => i.text).sort(),
    );
    expect(undone.sections.at(-1)!.items).toEqual([]);
  });
});

describe('licences listed under Education', () => {
  it('move to the licences section, and the awards stay', () => {
    const step = licencesToOwnSection({
      name: 'Brodie Mitchell',
      contact: [],
      sections: [
        {
          kind: 'education',
          heading: 'Qualifications',
          items: [
            { text: 'Certificate III in Plumbing – North Metropolitan TAFE (2017)', bullet: false },
            { text: 'White Card', bullet: false },
            { text: 'Provide First Aid (HLTAID011) – renewed August 2024', bullet: false },
          ],
        },
      ],
    });
    expect(step.cv.sections.map((s) => [s.kind, s.items.map((i) => i.text)])).toEqual([
      ['education', ['Certificate III in Plumbing – North Metropolitan TAFE (2017)']],
      ['certifications', ['White Card', 'Provide First Aid (HLTAID011) – renewed August 2024']],
    ]);
  });
});

describe('a heading the reader took for a line', () => {
  it('goes with the licences it headed, and comes back with them', () => {
    const before: StructuredCv = {
      name: 'Rosa Diaz',
      contact: [],
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          items: [
            { text: 'Certificate III in Cleaning Operations – North Metropolitan TAFE, 2017', bullet: false },
            { text: 'OTHER', bullet: false },
            { text: 'National Police Clearance (2024)', bullet: false },
          ],
        },
      ],
    };
    const step = licencesToOwnSection(before);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Certificate III in Cleaning Operations – North Metropolitan TAFE, 2017',
    ]);
    expect(step.cv.sections[1]!.items.map((i) => i.text)).toEqual(['National Police Clearance (2024)']);
    const back = undoChanges(
      step.cv,
      step.changes,
      step.changes.map((_, i) => i),
      before,
    );
    expect(back.sections[0]!.items.map((i) => i.text)).toEqual(before.sections[0]!.items.map((i) => i.text));
  });
});

describe('a licence named in full', () => {
  it('moves, however many classes it lists', () => {
    const before: StructuredCv = {
      name: 'Ravi Kumar',
      contact: [],
      sections: [
        {
          kind: 'education',
          heading: 'Qualifications & Licences',
          items: [
            { text: 'Certificate IV in Leadership and Management – TAFE NSW, 2021', bullet: false },
            { text: 'High Risk Work Licence – LF (forklift) and LO (order picker)', bullet: false },
          ],
        },
      ],
    };
    const after = licencesToOwnSection(before).cv;
    expect(after.sections.find((s) => s.kind === 'certifications')?.items.map((i) => i.text)).toEqual([
      'High Risk Work Licence – LF (forklift) and LO (order picker)',
    ]);
  });

  it('takes the line that says who issued a credential and when with it, and undo puts both back', () => {
    const qualified: StructuredCv = {
      name: 'Chloe Tan',
      contact: [],
      sections: [
        {
          kind: 'education',
          heading: 'Qualifications',
          items: [
            { text: 'Certificate III in Dental Assisting', bullet: false },
            { text: 'Provide First Aid (HLTAID011)', bullet: false },
            { text: 'St John WA, 2024', bullet: false },
          ],
        },
      ],
    };
    const step = licencesToOwnSection(qualified);
    expect(step.cv.sections.map((x) => x.items.map((i) => i.text))).toEqual([
      ['Certificate III in Dental Assisting'],
      ['Provide First Aid (HLTAID011) – St John WA, 2024'],
    ]);
    const undone = undoChanges(
      step.cv,
      step.changes,
      step.changes.map((_, i) => i),
      qualified,
    );
    expect(undone.sections[0]!.items.map((i) => i.text)).toEqual(qualified.sections[0]!.items.map((i) => i.text));
  });

  it('moves no course with its year as a licence’s detail, and drops a catch-all heading the move leaves empty', () => {
    const skills = (lines: string[]): StructuredCv => ({
      name: 'Sophie Larkin',
      contact: [],
      sections: [{ kind: 'skills', heading: 'Skills', items: lines.map((text) => ({ text, bullet: false })) }],
    });
    const kept = licencesToOwnSection(
      skills(['D4W, HICAPS', 'Other', "WA Driver's Licence", 'Infection control training – 2023']),
    );
    expect(kept.cv.sections.find((x) => x.kind === 'certifications')!.items.map((i) => i.text)).toEqual([
      "WA Driver's Licence",
    ]);
    expect(kept.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'D4W, HICAPS',
      'Other',
      'Infection control training – 2023',
    ]);
    const emptied = licencesToOwnSection(
      skills(['D4W, HICAPS', 'Other', "WA Driver's Licence", 'First Aid (HLTAID011) – 2024']),
    );
    expect(emptied.cv.sections[0]!.items.map((i) => i.text)).toEqual(['D4W, HICAPS']);
  });
});

describe('a licence listed under Personal Details', () => {
  it('moves to the licences section, where a recruiter screening for it looks', () => {
    const step = licencesToOwnSection({
      name: 'Brooke Hart',
      contact: [],
      sections: [
        {
          kind: 'other',
          heading: 'PERSONAL DETAILS',
          items: [
            { text: 'Interests: netball', bullet: false },
            { text: 'Drivers Licence: Yes - own car', bullet: false },
          ],
        },
        { kind: 'certifications', heading: 'Certificates', items: [{ text: 'First Aid (HLTAID011)', bullet: false }] },
      ],
    });
    expect(step.cv.sections.map((s) => s.items.map((i) => i.text))).toEqual([
      ['Interests: netball'],
      ['First Aid (HLTAID011)', 'Drivers Licence: Yes - own car'],
    ]);
  });
});

describe('schooling is no licence', () => {
  it('leaves the HSC, the VCE and a year of school under Education', () => {
    for (const line of [
      'HSC – Jamison High School 2011',
      'VCE – Notre Dame College, Shepparton (2021)',
      'Year 11 - Kimba Area School, 1984',
    ])
      expect(isCredential(line), line).toBe(false);
    expect(isCredential('White Card (CPCWHS1001)')).toBe(true);
    // A credential named by its kind, with its year, is an item of its own, no detail of the line above.
    expect(isDetail('Xero Advisor Certification (renewed Mar 2026)')).toBe(false);
    expect(isDetail('St John WA, 2024')).toBe(true);
  });
});

describe('a section of courses', () => {
  it('takes no licence: they go to a Licences and Certifications section of their own', () => {
    const withCourses: StructuredCv = {
      ...cv(false),
      sections: [
        ...cv(false).sections,
        {
          kind: 'certifications',
          heading: 'Professional Development',
          items: [{ text: 'Trauma-informed practice workshop, 2024', bullet: true }],
        },
      ],
    };
    const step = licencesToOwnSection(withCourses);
    expect(step.cv.sections.map((s) => s.heading)).toEqual([
      'Key Skills',
      'Professional Development',
      'Licences and Certifications',
    ]);
    expect(step.cv.sections[1]!.items.map((i) => i.text)).toEqual(['Trauma-informed practice workshop, 2024']);
  });
});
