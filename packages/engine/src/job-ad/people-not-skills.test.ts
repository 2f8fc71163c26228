import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';

describe('what an ad asks for', () => {
  it('never reads the people the work is with as a skill', () => {
    const ad = readAd(
      'Senior Payroll Officer. About you: experience training or mentoring payroll staff; strong stakeholder management; experience supporting volunteers.',
    );
    const asked = ad.requirements.map((r) => r.wording.toLowerCase());
    expect(asked.some((w) => /\b(?:staff|volunteers)$/.test(w))).toBe(false);
    expect(asked).toContain('stakeholder management');
  });
});
