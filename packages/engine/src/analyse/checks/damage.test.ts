import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { brokenWords, damagedText, ligatureRepair } from './damage';
import { loadSpeller } from './spelling';

const cv = (bullets: string[], summary = 'Operations coordinator with eight years in logistics.') =>
  docFromLines({
    top: ['Olivia Nguyen', 'Parramatta NSW 2150 | 0412 345 678 | olivia@example.com.au'],
    sections: [
      { heading: 'Professional Summary', lines: [summary] },
      { heading: 'Work Experience', lines: ['Operations Coordinator, Sydney Freight Co, Mar 2021 – Present'], bullets },
    ],
  });

describe('damaged text', () => {
  it('puts lost ligatures back: ti, ft, fi, ffi, fl', async () => {
    const spell = await loadSpeller();
    expect(ligatureRepair('Educaon', spell)).toBe('Education');
    expect(ligatureRepair('Soware', spell)).toBe('Software');
    expect(ligatureRepair('cercate', spell)).toBe('certificate');
    expect(ligatureRepair('ecient', spell)).toBe('efficient');
    expect(ligatureRepair('workow', spell)).toBe('workflow');
    expect(ligatureRepair('Nguyen', spell)).toBeNull();
  });

  it('finds words split by a space, and leaves real two-word phrases alone', async () => {
    const spell = await loadSpeller();
    const budget = { left: 100 };
    expect(brokenWords('S oware E ngineer with a te am of 5', spell, budget)).toEqual([
      'S oware',
      'E ngineer',
      'te am',
    ]);
    expect(brokenWords('M anaged the o ffice roster', spell, budget)).toEqual(['M anaged', 'o ffice']);
    expect(brokenWords('Con fi gured laptops for sta ff in 20 o ffi ces', spell, budget)).toEqual([
      'Con fi gured',
      'sta ff',
      'o ffi ces',
    ]);
    expect(brokenWords('Led a team of 5 in to the new site every day with IT and HR', spell, budget)).toEqual([]);
  });

  it('names damage in three styles, each as one finding', async () => {
    const styles: Record<string, string[]> = {
      ligatures: [
        'Negoated carrier contracts and cut processing me by 30% through ecient workows.',
        'Built a new prole and cercate register.',
      ],
      'split words': ['M anaged a te am of 12 across two si tes.', 'Reduc ed costs by 8% with new carr iers.'],
      'letter-spaced text': [
        'L e d  a  t e a m  o f  1 2  w a r e h o u s e  s t a f f  a c r o s s  t w o  s h i f t s',
        'Trained 25 new starters.',
      ],
    };
    for (const [style, bullets] of Object.entries(styles)) {
      const [f] = await damagedText(cv(bullets));
      expect(f?.code, style).toBe('text.damaged');
      expect(f?.message).toContain('save it again as .docx');
      expect(f?.evidence?.length, style).toBeGreaterThan(0);
    }
  });

  it('names a reading order a two-column layout scrambled: the dates read apart from their roles', async () => {
    const scrambled = docFromLines({
      top: ['Olivia Nguyen', 'Parramatta NSW 2150 | 0412 345 678 | olivia@example.com.au'],
      sections: [
        {
          heading: 'Work Experience',
          lines: [
            'Mar 2021 – Present',
            '2017 – 2021',
            'Jan 2015 – Dec 2016',
            'Operations Coordinator, Sydney Freight Co',
          ],
          bullets: ['Led a team of 12.', 'Cut costs by 8%.'],
        },
      ],
    });
    const [f] = await damagedText(scrambled);
    expect(f?.code).toBe('text.damaged');
    expect(f?.message).toContain('read out of order');
    expect(f?.evidence?.[0]).toMatch(/^Dates read apart from their roles: Mar 2021 – Present · 2017 – 2021/);
    // Two dated roles one after the other, each with its title, are not a scrambled order.
    expect(await damagedText(cv(['Led a team of 12.'], 'Coordinator. Mar 2021 – Present'))).toEqual([]);
  });

  it('is silent on clean text: letter-spaced headings, names, places, technology', async () => {
    const clean = cv(
      [
        'Migrated 40 services to Kubernetes and Terraform on AWS.',
        'Reconciled accounts in Xero and MYOB for Nguyen & Xiaoming Pty Ltd.',
        'Coordinated rosters for Wollongong, Parramatta and Toowoomba depots.',
        'Trained a team of 5 on onboarding and telehealth workflows.',
      ],
      'S K I L L S',
    );
    expect(await damagedText(clean)).toEqual([]);
    const words = fc.constantFrom(
      ...'Led Managed Delivered Reduced Trained a team of 12 staff across two sites the budget by 8% with new carriers in Sydney Parramatta Xero MYOB SAP IT HR I'.split(
        ' ',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(words, { minLength: 3, maxLength: 12 }), { minLength: 3, maxLength: 8 }),
        async (lines) => {
          expect(await damagedText(cv(lines.map((w) => `${w.join(' ')}.`)))).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
