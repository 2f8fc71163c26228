/**
 * Property: what a recruiter rejects a CV for never raises its score. Removing the contact details, or damaging the
 * text as a PDF-to-Word conversion does, can only lower the score of any CV built from CV-like lines.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { docFromLines, type LinesSpec } from '../test-fixtures/doc-from-lines';
import { analyseCv } from './analyse-cv';

const AS_OF = new Date('2026-11-26');
const VERBS = [
  'Led',
  'Managed',
  'Delivered',
  'Reduced',
  'Trained',
  'Coordinated',
  'Organised',
  'Was responsible for',
  'I handled',
];
const OBJECTS = [
  'the rostering and staff',
  'customer complaints and feedback',
  'the stock control process',
  'a team of 12 staff',
  'payroll for 85 employees',
  'safety inspections across two sites',
  'the new booking system',
];
const RESULTS = ['', ', cutting costs by 10%', ', lifting satisfaction to 94%', ' in 2022', ' across the organization'];
const bullet = fc
  .tuple(fc.constantFrom(...VERBS), fc.constantFrom(...OBJECTS), fc.constantFrom(...RESULTS))
  .map(([v, o, r]) => `${v} ${o}${r}.`);
const spec = fc.record({
  bullets: fc.array(bullet, { minLength: 2, maxLength: 8 }),
  earlier: fc.array(bullet, { minLength: 0, maxLength: 5 }),
  summary: fc.constantFrom(
    '',
    'Hard worker and team player with great communication.',
    'Operations coordinator with eight years in logistics and community services.',
  ),
  skills: fc.boolean(),
});
const CONTACT = 'Parramatta NSW 2150 | 0412 345 678 | olivia@example.com.au';

type Spec = { bullets: string[]; earlier: string[]; summary: string; skills: boolean };
const build = (s: Spec, contact = CONTACT, damage = (t: string) => t): LinesSpec => ({
  top: ['Olivia Nguyen', contact],
  sections: [
    ...(s.summary ? [{ heading: 'Summary', lines: [damage(s.summary)] }] : []),
    {
      heading: 'Work Experience',
      lines: ['Operations Coordinator, Sydney Freight Co, Mar 2021 – Present'],
      bullets: s.bullets.map(damage),
    },
    ...(s.earlier.length
      ? [
          {
            heading: 'Earlier roles',
            lines: ['Program Officer, Western Sydney Services, Jan 2017 – Feb 2021'],
            bullets: s.earlier.map(damage),
          },
        ]
      : []),
    { heading: 'Education', lines: ['Bachelor of Business, Western Sydney University, 2016'] },
    ...(s.skills
      ? [{ heading: 'Key Skills', bullets: ['Rostering, Excel and Deputy', 'Stakeholder engagement'] }]
      : []),
  ],
});
const scoreOf = async (l: LinesSpec) => (await analyseCv(docFromLines(l), AS_OF)).score;
/** What a PDF conversion does to text: ligatures lost ("ti", "fi", "ff", "fl") and words split after their first letter. */
const damage = (t: string) => t.replace(/ti|fi|ff|fl/g, '').replace(/\b([A-Z])([a-z]{3,})/g, '$1 $2');

describe('the score never rises', () => {
  it('when the contact details are removed', async () => {
    await fc.assert(
      fc.asyncProperty(spec, async (s) => {
        const full = await scoreOf(build(s));
        for (const contact of [
          'Parramatta NSW 2150 | olivia@example.com.au',
          'Parramatta NSW 2150 | 0412 345 678',
          'Parramatta NSW 2150',
        ])
          expect(await scoreOf(build(s, contact))).toBeLessThanOrEqual(full);
      }),
      { numRuns: 60 },
    );
  });

  it('when the text is damaged', async () => {
    await fc.assert(
      fc.asyncProperty(spec, async (s) => {
        expect(await scoreOf(build(s, CONTACT, damage))).toBeLessThanOrEqual(await scoreOf(build(s)));
      }),
      { numRuns: 60 },
    );
  });
});
