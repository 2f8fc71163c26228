import { describe, expect, it } from 'vitest';
import { credentialDates, isDated } from './credential-date';

describe('the dates a licence or ticket line gives', () => {
  it('reads a year, and a month with a two-digit year as people list them', () => {
    expect(credentialDates('First Aid – 2024')).toEqual([2024 * 12]);
    expect(credentialDates('First Aid and CPR (HLTAID011) - Feb 25')).toEqual([2025 * 12 + 1]);
    expect(credentialDates("White Card, Sept '21")).toEqual([2021 * 12 + 8]);
    expect(credentialDates('CPR 03/25')).toEqual([2025 * 12 + 2]);
  });

  it('reads no date in a unit code, a class or a day of the month', () => {
    expect(isDated('First Aid (HLTAID011)')).toBe(false);
    expect(isDated('Forklift licence LF, 12 hours')).toBe(false);
    expect(credentialDates('Police check 12/03/2024')).toEqual([2024 * 12]);
  });
});
