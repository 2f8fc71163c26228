import { describe, expect, it } from 'vitest';
import { credentialDetailsJoined } from './credential-details';
import { undoChanges } from './undo';
import type { StructuredCv } from './structured-cv';

const cv = (lines: string[]): StructuredCv => ({
  name: 'Luke Ferraro',
  contact: [],
  sections: [{ kind: 'certifications', heading: 'Licences', items: lines.map((text) => ({ text, bullet: false })) }],
});

describe('a licence and its year on one line', () => {
  it('joins the year a table put under its licence, leaves a line that is no year, and undo parts them', () => {
    const original = cv([
      'White Card (General Construction Induction)',
      '2012',
      'Working at Heights',
      '2019 (refresher 2023)',
      'Drivers Licence',
      'QLD Open C Class',
    ]);
    const step = credentialDetailsJoined(original);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'White Card (General Construction Induction) – 2012',
      'Working at Heights – 2019 (refresher 2023)',
      'Drivers Licence',
      'QLD Open C Class',
    ]);
    const undone = undoChanges(step.cv, step.changes, [0, 1], original).sections[0]!.items.map((i) => i.text);
    // Undone, each line is back where it stood, the year under its own licence, not at the list's end.
    expect(undone.slice(0, 3)).toEqual([
      'White Card (General Construction Induction)',
      '2012',
      'Working at Heights – 2019 (refresher 2023)',
    ]);
  });

  it('joins no line that names a thing of its own before its detail', () => {
    const lines = ['First Aid and CPR (HLTAID011) – valid to March 2027', 'Manual Handling – completed 2024'];
    expect(credentialDetailsJoined(cv(lines)).cv.sections[0]!.items.map((i) => i.text)).toEqual(lines);
  });
});
