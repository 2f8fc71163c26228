import { describe, expect, it } from 'vitest';
import { asksCriteria } from './asks-criteria';

describe('an ad that asks for a response to its selection criteria', () => {
  it('reads the ways ads ask it', () => {
    for (const ad of [
      'Applicants must address each of the Essential criteria in a cover letter of no more than two pages.',
      'Include a cover letter addressing the Essential Key Selection Criteria.',
      'Applications that do not address the KSC will not be considered.',
      'Please provide a statement addressing the key selection criteria (max 2 pages).',
      'Your response to each selection criterion should be no more than 300 words.',
    ])
      expect(asksCriteria(ad), ad).toBe(true);
  });

  it('reads no ask from an ad that only mentions criteria or addresses', () => {
    for (const ad of [
      'Send your resume to jobs@example.com. Our address is 12 Smith St, Parramatta.',
      'You will assess claims against eligibility criteria and address customer enquiries.',
      'For this role, you are not required to address each of the key selection criteria in a separate written document.',
    ])
      expect(asksCriteria(ad), ad).toBe(false);
  });
});
