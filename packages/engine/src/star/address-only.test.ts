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

describe('ads that ask for part of what they list', () => {
  it('answers the targeted questions only when the ad says so, not the attributes beside them', () => {
    const text = `Our ideal candidate will have:
- a genuine interest in helping people
- good keyboard skills
Please respond to the three targeted questions below.
1. Tell us about a time you calmed an upset caller.
2. Our officers work closely with families. Give an example of how you have worked as part of a team.
3. Describe how you keep accurate records when you are busy.`;
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual([
      'Tell us about a time you calmed an upset caller.',
      // Asked in its second sentence, after a sentence of context.
      'Our officers work closely with families. Give an example of how you have worked as part of a team.',
      'Describe how you keep accurate records when you are busy.',
    ]);
    expect(skipped).toContain('a genuine interest in helping people (the ad asks you to answer its questions only)');
  });

  it('leaves out a desirable list the ad says need not be addressed, under a heading in capitals', () => {
    const text = `ESSENTIAL MINIMUM REQUIREMENTS
Ability to work accurately under pressure.
Experience in medical reception.
DESIRABLE CHARACTERISTICS
Experience with the Cerner scheduling module.
Desirable criteria do not need to be addressed.`;
    expect(readCriteria(text).criteria).toEqual([
      'Ability to work accurately under pressure.',
      'Experience in medical reception.',
    ]);
  });

  it('numbers unnumbered criteria in the order pasted when the ad asks for some by number', () => {
    const text = `Achieves Results
Communicates with Influence
Supports Strategic Direction
Please address criteria 1-2 only.`;
    expect(readCriteria(text).criteria).toEqual(['Achieves Results', 'Communicates with Influence']);
  });
});

describe('an ad that asks for the starred criteria only', () => {
  it('drafts those marked with an asterisk, without the mark, and hands the rest back', () => {
    const text = [
      'Please address the criteria marked with an asterisk (*) below.',
      '1. Demonstrated experience in tenancy management. *',
      '2. Knowledge of the Residential Tenancies Act.',
      '3. * Well-developed conflict resolution skills.',
    ].join('\n');
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual([
      'Demonstrated experience in tenancy management.',
      'Well-developed conflict resolution skills.',
    ]);
    expect(skipped).toContain(
      'Knowledge of the Residential Tenancies Act. (the ad asks you to address those marked with an asterisk only)',
    );
  });
});
