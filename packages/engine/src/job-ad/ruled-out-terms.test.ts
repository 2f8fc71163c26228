import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';

describe('what an ad says is no part of the job', () => {
  it('asks nothing it rules out, whatever a later line mentions in passing', () => {
    const ad = [
      'Subject: Accounts Officer – Parramatta – NO payroll',
      'Hi all, a lovely small firm needs an Accounts Officer 3 days a week.',
      'To be clear, payroll is not part of this role: their bureau runs the pays.',
      'About you:',
      '- Xero',
      '- Accounts payable',
      '- Reconcile the wages clearing account after each pay run',
    ].join('\n');
    const names = readAd(ad).requirements.map((r) => r.name);
    expect(names).not.toContain('Payroll');
    expect(names).toEqual(expect.arrayContaining(['Xero']));
    // Said of something else, "no" rules nothing out.
    const other = 'Payroll Officer\nAbout you:\n- Payroll experience, no agencies please\n- Xero';
    expect(readAd(other).requirements.map((r) => r.name)).toContain('Payroll');
  });
});
