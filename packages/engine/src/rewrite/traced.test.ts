import { describe, expect, it } from 'vitest';
import { tracedInCv } from './traced';

describe('a phrase the CV’s own words carry', () => {
  const cv =
    'Inventory control of clinical supplies. Receiving and dispatch of pallets. Reconciling payroll tax monthly.';
  it('allows the ad’s wording for what the CV says in its own words', () => {
    expect(tracedInCv('inventory management', cv)).toBe(true);
    expect(tracedInCv('payroll tax reconciliation', cv)).toBe(true);
  });
  it('refuses what a loose reading credited but the CV never says', () => {
    expect(tracedInCv('shrink wrapping', cv)).toBe(false);
    expect(tracedInCv('communication skills', cv)).toBe(false);
    expect(tracedInCv('stakeholder engagement and negotiation', cv)).toBe(false);
  });
});
