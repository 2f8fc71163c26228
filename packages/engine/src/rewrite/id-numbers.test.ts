import { describe, expect, it } from 'vitest';
import { withoutIdNumbers } from './id-numbers';
import { undoChanges } from './undo';
import type { StructuredCv } from './structured-cv';

const cv = (lines: string[], contact: string[] = []): StructuredCv => ({
  name: 'Darren Walsh',
  contact,
  sections: [{ kind: 'other', heading: 'Personal Details', items: lines.map((text) => ({ text, bullet: false })) }],
});

describe('identity numbers leave the CV', () => {
  it('keeps the licence held without its number, drops a line of a number alone, and undo puts them back', () => {
    const original = cv(
      ['Drivers Licence: MC Class (Vic) – Licence No. 038 421 775', 'TFN: 123 456 789', 'Australian citizen'],
      ['0412 587 903 | Passport number N1234567'],
    );
    const step = withoutIdNumbers(original);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Drivers Licence: MC Class (Vic)',
      'Australian citizen',
    ]);
    expect(step.cv.contact).toEqual(['0412 587 903']);
    expect(undoChanges(step.cv, step.changes, [0], original).sections[0]!.items[0]!.text).toMatch(/038 421 775/);
  });

  it('keeps a licence an employer checks on the register, and a bracket the number opened', () => {
    const step = withoutIdNumbers(
      cv([
        'NSW Security Licence – Class 1A (Licence No. 000123456, exp 2027)',
        'Drivers Licence (Licence No. 12345678, exp 2027)',
      ]),
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'NSW Security Licence – Class 1A (Licence No. 000123456, exp 2027)',
      'Drivers Licence (exp 2027)',
    ]);
  });

  it('leaves a registration number a profession expects, and a licence held since a year', () => {
    const lines = ['AHPRA registration: NMW0001234567', 'HR Licence (held since 2006)', 'Licence class C, 2019 – 2024'];
    expect(withoutIdNumbers(cv(lines)).changes).toEqual([]);
  });
});
