import { describe, expect, it } from 'vitest';
import { numbersAsked } from './address-only';
import { readCriteria } from './read-criteria';

describe('an ad that asks for some criteria only', () => {
  it('reads the numbers an instruction asks to address', () => {
    expect(numbersAsked('Please address selection criteria 1, 2 and 3 in a two-page statement.')).toEqual([1, 2, 3]);
    expect(numbersAsked('Your statement should address criteria 1 to 4 only.')).toEqual([1, 2, 3, 4]);
    expect(numbersAsked('Please address each criterion in no more than 300 words.')).toBeNull();
    expect(numbersAsked('Address the 3 key criteria and 2 questions.')).toBeNull();
  });

  it('drafts those of the first list it names and hands the rest back with the reason', () => {
    const text = `Essential
1. Demonstrated experience in contract management.
2. Well-developed negotiation skills.
3. Ability to manage a varied workload.
4. Current driver licence.
Desirable
1. Knowledge of the Procurement Act.
How to apply
In a statement of no more than two pages, address essential criteria 1, 2 and 3. Criterion 4 is assessed at interview.`;
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual([
      'Demonstrated experience in contract management.',
      'Well-developed negotiation skills.',
      'Ability to manage a varied workload.',
    ]);
    expect(skipped).toContain('Current driver licence. (the ad asks you to address 1, 2 and 3 only)');
    expect(skipped).toContain('Knowledge of the Procurement Act. (the ad asks you to address 1, 2 and 3 only)');
  });

  it('keeps every criterion when none is numbered or no instruction names numbers', () => {
    const text = '• Contract management experience\n• Negotiation skills\nPlease address criteria 1 and 2.';
    expect(readCriteria(text).criteria).toHaveLength(2);
  });
});
