/**
 * Property: whatever the ad's layout and whatever its benefits and how-to-apply parts say, no requirement is read from
 * them, and the candidate part's requirements are still read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';

/** Benefit lines full of words that look like skills ("training", "leadership", "first aid"). */
const BENEFITS = [
  'Salary packaging and novated leasing',
  'Paid parental leave for primary care givers',
  'Free first aid training and leadership development programs',
  'An Employee Assistance Program and wellbeing days',
  'Discounted private health insurance and gym membership',
  'Career progression in a company with no glass ceiling',
  'Free onsite parking close to public transport',
];
const APPLYING = [
  'Click apply now and attach your resume and cover letter.',
  'For a confidential chat call Priya Natarajan on 0412 345 678.',
  'Send your application to careers@northwind.example.com.au by Friday.',
  'Applications close 12 December; only shortlisted applicants will be contacted.',
  'Visit www.northwind.example.com.au/careers for the position description.',
];
const ASKED = [
  ['Minimum 2 years of experience in accounts payable', 'Accounts payable'],
  ['Advanced Excel skills', 'Excel'],
  ['A current driver licence', "Driver's licence"],
  ['Experience with Xero or MYOB', 'Xero or MYOB'],
  ['Excellent written and verbal communication skills', 'Communication'],
] as const;
const FORBIDDEN =
  /parental|care givers|novated|leasing|wellbeing|gym|insurance|glass ceiling|parking|transport|priya|natarajan|northwind|resume|cover letter|shortlisted|first aid|leadership/i;

const adArb = fc.record({
  asked: fc.subarray([...ASKED], { minLength: 1 }),
  benefits: fc.subarray(BENEFITS, { minLength: 1 }),
  applying: fc.subarray(APPLYING, { minLength: 1 }),
  bullets: fc.constantFrom('• ', '- ', '', '* '),
  flattened: fc.boolean(),
  benefitsFirst: fc.boolean(),
});

describe('reading an ad, whatever its layout', () => {
  it('reads no requirement from benefits or applying, and every requirement the candidate part asks', () => {
    fc.assert(
      fc.property(adArb, ({ asked, benefits, applying, bullets, flattened, benefitsFirst }) => {
        const list = (heading: string, lines: readonly string[]) =>
          [heading, ...lines.map((l) => `${bullets}${l}`)].join('\n');
        const offer = list('What we offer', benefits);
        const parts = [
          'Accounts Officer',
          'Northwind Traders is a leading wholesaler. You will process supplier invoices and reconcile statements.',
          ...(benefitsFirst ? [offer] : []),
          list(
            'About you',
            asked.map(([line]) => line),
          ),
          ...(benefitsFirst ? [] : [offer]),
          list('How to apply', applying),
        ];
        const text = flattened ? parts.join(' ').replace(/\s*\n\s*/g, ' ') : parts.join('\n');
        const job = readAd(text);
        for (const r of job.requirements) expect(`${r.name} ${r.wording}`).not.toMatch(FORBIDDEN);
        const names = job.requirements.map((r) => r.name);
        for (const [, name] of asked) expect(names).toContain(name);
      }),
      { numRuns: 150 },
    );
  });
});
