import { describe, expect, it } from 'vitest';
import { partOpened } from './ad-parts';
import { readCriteria } from './read-criteria';

describe('a whole position description pasted', () => {
  it('knows the headings that open criteria and those that open the rest', () => {
    expect(partOpened('Key Selection Criteria')).toBe('criteria');
    expect(partOpened('What You Require')).toBe('criteria');
    expect(partOpened('Behavioural Capabilities')).toBe('criteria');
    expect(partOpened('Key Accountabilities')).toBe('other');
    expect(partOpened('Under limited direction, the successful applicant will:')).toBe('other');
    expect(partOpened('Demonstrated experience in contract management.')).toBeNull();
  });

  it('drafts only the lines under a criteria heading, whatever bullets they carry', () => {
    const text = `Senior Rates Officer
Overview
The Revenue team bills 60,000 ratepayers each quarter.
Key Accountabilities
1. Manage the quarterly rates run and reconcile receipts.
2. Respond to ratepayer enquiries and hardship applications.
Selection Criteria
\uF0B7\tDemonstrated experience in local government rating or revenue.
\uF0B7\tHigh-level customer service skills, including with distressed ratepayers.
Desirable
\uF0B7\tExperience with the Pathway rating system.
What we offer
\uF0B7\tNine-day fortnight and salary packaging.
Eligibility
\uF0B7\tA current police check.
o\tProof of identity.`;
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual([
      'Demonstrated experience in local government rating or revenue.',
      'High-level customer service skills, including with distressed ratepayers.',
      'Experience with the Pathway rating system.',
    ]);
    expect(skipped).toContain('Manage the quarterly rates run and reconcile receipts.');
    expect(skipped).toContain('Proof of identity.');
  });
});
