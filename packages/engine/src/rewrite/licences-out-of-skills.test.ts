import { describe, expect, it } from 'vitest';
import { licencesOutOfSkills } from './licences-out-of-skills';
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
    const step = licencesOutOfSkills(cv(true));
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
    const step = licencesOutOfSkills(original);
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
