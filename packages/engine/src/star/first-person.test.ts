import { describe, expect, it } from 'vitest';
import { firstPerson } from './first-person';
import { purposeOf } from './draft-sentences';
import { unknownKnowledge } from './knowledge-to-acquire';

describe('a CV line said in the first person', () => {
  it('says a line about the person’s team as written, and "Cover" as a verb but not in "Cover letter"', () => {
    expect(firstPerson('Our store topped the region for customer satisfaction in 2024')).toBe(
      'Our store topped the region for customer satisfaction in 2024.',
    );
    expect(firstPerson('Cover the front counter at lunch')).toBe('I covered the front counter at lunch.');
    expect(firstPerson('Cover letter clinics for jobseekers')).toBe(
      'My work included cover letter clinics for jobseekers.',
    );
  });

  it('turns "do" joined by "and" to the past, whatever the tagger reads it as', () => {
    expect(firstPerson('Count the float and do the banking')).toBe('I counted the float and did the banking.');
  });

  it('says a duty named before a comma apart from the actions after it', () => {
    expect(firstPerson('Switchboard, transfer calls and take messages for the partners')).toBe(
      'My work included switchboard, and I transferred calls and took messages for the partners.',
    );
    // A list of duties with no action after the comma stays one list.
    expect(firstPerson('Stock control, ordering and receiving')).toBe(
      'My work included stock control, ordering and receiving.',
    );
  });

  it('keeps a phrase that opens on a gerund after a comma as written, its "and" too', () => {
    expect(
      firstPerson(
        'Handled complaints about missed bins, often calming people down and finding the right officer to help.',
      ),
    ).toBe('I handled complaints about missed bins, often calming people down and finding the right officer to help.');
    expect(firstPerson('Prepared, implementing and ensuring the roster')).toBe(
      'I prepared, implemented and ensured the roster.',
    );
  });

  it('says how often after "I", never "my work included sometimes cover …"', () => {
    expect(firstPerson('Sometimes cover the front desk when short staffed')).toBe(
      'I sometimes covered the front desk when short staffed.',
    );
    expect(firstPerson('Often trained new starters on the till')).toBe('I often trained new starters on the till.');
  });

  it.each([
    // A thing named by an -ing word and a noun is no action in a list.
    [
      'Inspect properties let by landlords, boarding house operators and caravan parks.',
      'I inspected properties let by landlords, boarding house operators and caravan parks.',
    ],
    [
      'Visit clients in nursing homes, rooming houses and hospitals',
      'I visited clients in nursing homes, rooming houses and hospitals.',
    ],
    // "Also" before the verb keeps its place.
    ['Also ran the weekend roster for 12 casuals', 'I also ran the weekend roster for 12 casuals.'],
    // "Varied" before a thing describes it: no "I varied".
    [
      'Varied caseload of older clients with dementia',
      'My work included a varied caseload of older clients with dementia.',
    ],
    ['Varied duties including banking', 'My work included varied duties including banking.'],
  ])('%j → %j', (line, said) => expect(firstPerson(line)).toBe(said));

  it('reads a document named with "to" as no aim: a notice to vacate, a right to appeal', () => {
    const isWord = () => true;
    expect(
      purposeOf('I investigated complaints about rent, repairs and notice to vacate disputes.', isWord),
    ).toBeNull();
    expect(purposeOf('I explained the right to appeal to applicants.', isWord)).toBeNull();
    expect(purposeOf('I redesigned the intake form to cut waiting times.', isWord)?.purpose).toBe('cut waiting times');
    // Nor is a "to" that completes the verb before it: no "and use the." or "I am often asked." left behind.
    expect(purposeOf('I ran falls screens and use these to plan discharge.', isWord)).toBeNull();
    expect(purposeOf('I am regularly asked to train new starters.', isWord)).toBeNull();
  });
});

describe('knowledge of one system by two names', () => {
  it('is known where the CV names it either way', () => {
    const criterion = 'Knowledge of the Client Management System (CMS) / Penelope.';
    expect(unknownKnowledge(criterion, 'Kept case notes in CMS for 40 clients.')).toBeNull();
    expect(unknownKnowledge(criterion, 'Kept case notes in Penelope for 40 clients.')).toBeNull();
    expect(unknownKnowledge(criterion, 'Kept case notes in Excel.')).toMatch(/^\[Your CV does not mention/);
  });
});

describe('verbs that belong to another clause', () => {
  it('keeps a verb joined to an infinitive as the infinitive’s, and turns the first item of a list after a colon', () => {
    expect(firstPerson('Support volunteer-run groups to plan projects and write funding applications')).toBe(
      'I supported volunteer-run groups to plan projects and write funding applications.',
    );
    expect(firstPerson('Coordinate the annual round: promote the round, answer enquiries and check eligibility')).toBe(
      'I coordinated the annual round: promoted the round, answered enquiries and checked eligibility.',
    );
    expect(firstPerson('Managed the front desk: bookings, payments and enquiries')).toBe(
      'I managed the front desk: bookings, payments and enquiries.',
    );
  });

  it('reads a title given to the person as given', () => {
    expect(firstPerson('Named Team Member of the Quarter (Q3 2024)')).toBe(
      'I was named Team Member of the Quarter (Q3 2024).',
    );
  });
});
