import { describe, expect, it } from 'vitest';
import { auPhoneStyle, phoneInOneStyle } from './phone-style';
import { factGuard } from './fact-guard';

describe('a phone number in the usual Australian style', () => {
  it.each([
    ['0491570158', '0491 570 158'],
    ['04 9157 1266', '0491 571 266'],
    ['+61 (0)491 570 110', '0491 570 110'],
    ['+61 491-570-110', '0491 570 110'],
    ['02.9876.5432', '(02) 9876 5432'],
    ['(08) 5550 2217', '(08) 5550 2217'],
    ['1300123456', '1300 123 456'],
  ])('%s → %s', (written, styled) => expect(auPhoneStyle(written)).toBe(styled));

  it('keeps a short number as written, and changes only the number in its line', () => {
    expect(auPhoneStyle('13 12 34')).toBeNull();
    const step = phoneInOneStyle({
      name: 'Tayla Brennan',
      contact: ['Glenorchy TAS 7010 | 0491570158 | tayla@example.com'],
      sections: [],
    });
    expect(step.cv.contact).toEqual(['Glenorchy TAS 7010 | 0491 570 158 | tayla@example.com']);
    // A country code in brackets goes with the number, bracket and all.
    const bracketed = phoneInOneStyle({
      name: 'Renee',
      contact: ['Bayswater WA · (+61) 0491 570 110 · r@x.com'],
      sections: [],
    });
    expect(bracketed.cv.contact).toEqual(['Bayswater WA · 0491 570 110 · r@x.com']);
    // The guard takes the new groups only as the CV's digits regrouped, and only when told.
    const [before, after] = ['Tayla 0491570158', 'Tayla 0491 570 158'];
    expect(factGuard(before, after).ok).toBe(false);
    expect(factGuard(before, after, [], [after]).ok).toBe(true);
  });
});
