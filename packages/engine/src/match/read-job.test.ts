import { describe, expect, it } from 'vitest';
import { keyPhrases, readJob } from './read-job';

// A flattened ad of the kind job boards produce: one line, lists run together, contact details at the end.
const AD = [
  'Cold Storage Storeperson - Eastern Suburbs. We need a reliable storeperson for our cold storage distribution centre',
  'in the eastern suburbs. The role will require manual handling and pallet wrapping with RF scanners.',
  'Successful applicants should have: The availability to start immediately Previous freezer picking experience',
  "Reach truck licence A current driver's licence. You must be willing to undergo a pre-employment medical and a",
  'drug and alcohol test. Stock control and cycle counts are essential and you will build rapport easily with',
  'drivers. For a confidential discussion call Priya Raman on 02 9876 5432 or email',
  'priya.raman@coldstore.example.com.au or visit www.coldstore.example.com.au',
].join(' ');

describe('reading a job ad', () => {
  const phrases = keyPhrases(AD, 40);
  const all = phrases.join(' | ');

  it('keeps the requirement itself, without the verb or adverb an ad wraps it in', () => {
    expect(phrases).toContain('manual handling');
    expect(phrases).toContain('pallet wrapping');
    expect(all).not.toMatch(/\brequire\b|\beasily\b/);
  });

  it('never turns contact details, a start date or checks before starting into requirements', () => {
    expect(all).not.toMatch(/priya|raman|coldstore|www|immediately|pre employment|medical|alcohol test/);
  });

  it('still reads the requirements that follow a start date in a flattened list', () => {
    expect(phrases).toContain('freezer picking');
    expect(readJob(AD).requirements.map((r) => r.label)).toEqual(expect.arrayContaining(['Driver licence']));
  });

  it('does not take where the job is for a skill', () => {
    expect(all).not.toMatch(/eastern suburbs|suburbs/);
  });
});
