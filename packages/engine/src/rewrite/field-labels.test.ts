import { describe, expect, it } from 'vitest';
import { withoutFieldLabels } from './field-labels';
import { withoutFieldLabel } from '../vocabulary/cv-words';
import type { StructuredCv } from './structured-cv';

const cv = (items: string[]): StructuredCv => ({
  name: 'Tess Malone',
  contact: [],
  sections: [{ kind: 'experience', heading: 'Work History', items: items.map((text) => ({ text, bullet: false })) }],
});

describe('a role written as a form', () => {
  it('loses its labels, one change each with its reason', () => {
    const step = withoutFieldLabels(
      cv([
        'Position: Rates Officer',
        'Employer: Golden Plains Shire Council',
        'Dates: Mar 2021 – Present',
        'Achievements:',
      ]),
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Rates Officer',
      'Golden Plains Shire Council',
      'Mar 2021 – Present',
      'Achievements:',
    ]);
    expect(step.changes).toHaveLength(3);
    expect(step.changes[0]!.reason).toMatch(/form/);
  });

  it('leaves one labelled detail alone: a single label makes no form', () => {
    const one = cv(['Rates Officer – Golden Plains Shire Council, 2021 – Present', 'Location: Bannockburn VIC']);
    expect(withoutFieldLabels(one).changes).toEqual([]);
  });

  it('keeps a duty label before a list of duties, and drops it before a sentence', () => {
    expect(withoutFieldLabel('Duties: making appointments, Medicare billing, reception')).toBe(
      'Duties: making appointments, Medicare billing, reception',
    );
    expect(withoutFieldLabel('Responsibilities: I lead a team of six officers.')).toBe(
      'I lead a team of six officers.',
    );
    expect(withoutFieldLabel('Duties: Answered front counter enquiries.')).toBe('Answered front counter enquiries.');
    // Lines of duties alone make no form: only a role's own fields do.
    const duties = cv([
      'Receptionist — Helena Valley Medical, 2018-2021',
      'Duties: making appointments, billing',
      'Duties: stock',
    ]);
    expect(withoutFieldLabels(duties).changes).toEqual([]);
  });
});
