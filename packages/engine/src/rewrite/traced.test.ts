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
  it('reads the words together in one line, a qualification whole, and never a sector’s experience', () => {
    const cv2 = [
      'Current National Police Check',
      'Paid 450 employees fortnightly',
      'Graduate Certificate in Emergency Nursing',
    ].join('\n');
    expect(tracedInCv('National Employment Standards', cv2)).toBe(false);
    expect(tracedInCv('Post Graduate', cv2)).toBe(false);
    expect(tracedInCv('Graduate Certificate', cv2)).toBe(true);
    expect(tracedInCv('Manufacturing experience', 'R&D claims for 3 manufacturing clients')).toBe(false);
  });
});
