import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { rewriteCv } from './rewrite-cv';
import { structureCv } from './structured-cv';
import { paragraphsToBullets } from './paragraphs-to-bullets';

const DUTIES =
  'I managed the rosters for 30 casual staff across two stores. Trained new starters on the registers and the returns desk. I reduced stock losses by 12% with weekly counts of e.g. high-theft lines.';
const doc = docFromLines({
  top: ['Jordan Smith', 'Penrith NSW 2750 | 0412 345 678 | jordan@example.com'],
  sections: [
    { heading: 'Work Experience', lines: ['Store Supervisor, Kmart Penrith, Mar 2021 – Present', DUTIES] },
    { heading: 'Education', lines: ['Certificate III in Retail, TAFE NSW, 2017'] },
    { heading: 'Key Skills', bullets: ['Cash handling, EFTPOS and stock control'] },
  ],
});

describe('a duty paragraph becomes bullets', () => {
  it('one a sentence, in the person’s words, with a leading "I" before a past-tense verb dropped', () => {
    const { cv, changes } = paragraphsToBullets(structureCv(doc));
    expect(cv.sections[0]!.items).toEqual([
      { text: 'Store Supervisor, Kmart Penrith, Mar 2021 – Present', bullet: false },
      { text: 'Managed the rosters for 30 casual staff across two stores.', bullet: true },
      { text: 'Trained new starters on the registers and the returns desk.', bullet: true },
      { text: 'Reduced stock losses by 12% with weekly counts of e.g. high-theft lines.', bullet: true },
    ]);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'bullets', before: DUTIES });
  });

  it('keeps an outcome that names no one with the work it came of', () => {
    const work = docFromLines({
      top: ['Daniel Okafor'],
      sections: [
        {
          heading: 'Work Experience',
          lines: [
            'Purchasing Manager, Riverway Hotel Group, 2021 – Present',
            'In 2024 I ran a formal request for quote for linen and waste services, evaluating five suppliers. The new contracts saved $118,000 over two years. I maintain a supplier and contract register in Excel.',
          ],
        },
      ],
    });
    expect(
      paragraphsToBullets(structureCv(work))
        .cv.sections[0]!.items.filter((i) => i.bullet)
        .map((i) => i.text),
    ).toEqual([
      'In 2024 I ran a formal request for quote for linen and waste services, evaluating five suppliers. The new contracts saved $118,000 over two years.',
      'Maintain a supplier and contract register in Excel.',
    ]);
  });

  it('reads a role dated "Since 2020" as dated, its duty paragraph made bullets', () => {
    const since = docFromLines({
      top: ['Fiona Reid'],
      sections: [
        {
          heading: 'Work Experience',
          lines: [
            'Senior Receptionist, Berwick Medical Centre',
            'Since 2020',
            'Run the front desk of a 9-GP practice with two other receptionists. Process Medicare and private billing and prepare the banking each day.',
          ],
        },
      ],
    });
    expect(paragraphsToBullets(structureCv(since)).cv.sections[0]!.items.filter((i) => i.bullet)).toHaveLength(2);
  });

  it('takes a sentence of two words as a sentence of its own ("Unloaded deliveries.")', () => {
    const duties =
      'Served customers at the timber yard counter and helped load heavy trade orders onto utes and trailers for builders. Unloaded deliveries.';
    const two = docFromLines({
      top: ['Jordan Smith'],
      sections: [{ heading: 'Work Experience', lines: ['Team Member, Bunnings Penrith, 2018 – 2019', duties] }],
    });
    const items = paragraphsToBullets(structureCv(two)).cv.sections[0]!.items;
    expect(items.filter((i) => i.bullet).map((i) => i.text)).toEqual([
      'Served customers at the timber yard counter and helped load heavy trade orders onto utes and trailers for builders.',
      'Unloaded deliveries.',
    ]);
  });

  it('in the rewrite, and undo puts the paragraph back', async () => {
    const ad = 'Store Supervisor. Essential: rostering and stock control in retail.';
    const r = await rewriteCv(doc, ad, 'Store Supervisor');
    expect(r.improvedText).toContain('• Trained new starters on the registers');
    const made = r.changes.findIndex((c) => c.kind === 'bullets');
    const undone = await rewriteCv(doc, ad, 'Store Supervisor', undefined, [made]);
    expect(undone.improvedText).toContain(DUTIES);
  });

  it('keeps a web address whole and drops "I" (and "also") before a current role’s present tense', () => {
    const duties =
      'I lead the digital team for a skincare brand sold through 400 stockists. I also manage two coordinators and an SEO agency. Managed display suite collateral and realestate.com.au listings. I brief the agency each week and I review its reports. I enjoy working with data.';
    const cv = docFromLines({
      top: ['Olivia Bennett'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Digital Marketing Manager, Sunshine Organics, Feb 2022 – Present', duties],
        },
      ],
    });
    expect(
      paragraphsToBullets(structureCv(cv))
        .cv.sections[0]!.items.slice(1)
        .map((i) => i.text),
    ).toEqual([
      'Lead the digital team for a skincare brand sold through 400 stockists.',
      'Manage two coordinators and an SEO agency.',
      'Managed display suite collateral and realestate.com.au listings.',
      // A second "I" joined by "and" goes with the first.
      'Brief the agency each week and review its reports.',
      'I enjoy working with data.',
    ]);
  });
});

describe('a sentence of a duty paragraph that lists duties', () => {
  const isWord = (w: string) => ['operate', 'compact', 'help', 'serve', 'restock', 'count'].includes(w);
  const roleWith = (dates: string, duties: string) =>
    structureCv(
      docFromLines({
        top: ['Kye Robson'],
        sections: [{ heading: 'Employment', lines: [`Plant Operator, Logan Civil Group, ${dates}`, duties] }],
      }),
    );
  const DUTIES =
    'I work on estates and road jobs around Logan. My jobs include operating the excavator, compacting with the roller, helping the foreman with set out and general labouring.';

  it('gives a bullet a duty, in the present tense for a current role and the past for an earlier one', () => {
    const current = paragraphsToBullets(roleWith('Mar 2019 – Present', DUTIES), isWord).cv.sections[0]!.items;
    expect(current.slice(1).map((i) => i.text)).toEqual([
      'Work on estates and road jobs around Logan.',
      'Operate the excavator',
      'Compact with the roller',
      'Help the foreman with set out',
      'General labouring',
    ]);
    const earlier = paragraphsToBullets(roleWith('2015 – 2019', DUTIES), isWord).cv.sections[0]!.items;
    expect(earlier.map((i) => i.text)).toContain('Operated the excavator');
    expect(earlier.map((i) => i.text).join(' ')).not.toMatch(/\bMy jobs\b/);
  });

  it('reads a duty paragraph under a line about the employer as the role’s, and "I am responsible for" as a duty', async () => {
    const cv = docFromLines({
      top: ['Mia Webb'],
      sections: [
        {
          heading: 'Work Experience',
          lines: [
            'Contact Centre Officer – Voltra Energy, Milton',
            'Mar 2021 – Present',
            'Voltra is an energy retailer with 300,000 customers in Queensland.',
            'I am responsible for answering billing calls from residential customers. I also help new staff on the floor when they come out of training.',
          ],
        },
      ],
    });
    const r = await rewriteCv(cv, 'Customer Service Officer. Essential: contact centre experience.');
    expect(r.improvedText).toContain('• Answer billing calls from residential customers.');
    expect(r.improvedText).toContain('• Help new staff on the floor');
  });
});
