import { describe, expect, it } from 'vitest';
import { docFromLines, type LinesSpec } from '../../test-fixtures/doc-from-lines';
import { currentRoleEmployer, rolesWithoutDescription } from './role-detail';

const TOP = ['Lisa Morgan', 'Mackay QLD 4740 | 0437 118 552 | lisa@example.com'];
const doc = (sections: LinesSpec['sections']) => docFromLines({ top: TOP, sections });
const codes = async (d: ReturnType<typeof doc>) => (await rolesWithoutDescription(d)).map((f) => f.code);

describe('roles without description', () => {
  it('finds a bare role whether dates come after the title, before it, or on the same line', async () => {
    const layouts: LinesSpec['sections'][] = [
      [
        {
          heading: 'Employment History',
          lines: ['Bookkeeper – Pioneer Valley Mining, Mackay – Aug 2019 – Present'],
          bullets: ['Processed payroll for 85 staff.'],
        },
        {
          heading: 'Accounts Officer – Whitsunday Plumbing, Cannonvale – Mar 2016 – Jul 2019',
          lines: ['Accounts Assistant – Harvey Norman – Jan 2013 – Feb 2016'],
          bullets: ['Processed 300+ invoices a week.'],
        },
      ],
      [
        {
          heading: 'Experience',
          lines: ['Aug 2019 – Present', 'Bookkeeper, Pioneer Valley Mining'],
          bullets: ['Processed payroll for 85 staff.'],
        },
        {
          heading: 'Mar 2016 – Jul 2019',
          lines: ['Accounts Officer, Whitsunday Plumbing', 'Jan 2013 – Feb 2016', 'Accounts Assistant, Harvey Norman'],
          bullets: ['Processed 300+ invoices a week.'],
        },
      ],
    ];
    for (const sections of layouts) {
      const [f] = await rolesWithoutDescription(doc(sections));
      expect(f?.code).toBe('experience.no-description');
      expect(f?.evidence?.join(' ')).toContain('2016');
    }
  });

  it('says "no detail" when every role is bare, and nothing when each has a bullet, a sentence or a skills line', async () => {
    expect(
      await codes(
        doc([
          {
            heading: 'Experience',
            lines: ['Cleaner, Spotless, 2020 – Present', 'Kitchen Hand, Hogs Breath, 2018 – 2020'],
          },
        ]),
      ),
    ).toEqual(['experience.no-detail']);
    expect(
      await codes(
        doc([
          {
            heading: 'Experience',
            lines: [
              'Cleaner, Spotless, 2020 – Present',
              'Cleaned 14 offices a night to the client’s audit standard.',
              'Kitchen Hand, Hogs Breath, 2018 – 2020',
              'Skills used: food safety, dishwashing, stock rotation',
            ],
          },
        ]),
      ),
    ).toEqual([]);
  });
});

describe('current role without employer', () => {
  const current = (lines: string[]) =>
    currentRoleEmployer(
      doc([{ heading: 'Experience', lines, bullets: ['Led 6 projects worth $4 million.', 'Cut rework by 20%.'] }]),
    );

  it('finds a title with dates and nothing else', async () => {
    for (const lines of [
      ['Project Coordinator', 'Mar 2021 – Present'],
      ['Project Coordinator | Mar 2021 – Present | Full-time'],
      ['Senior Project Officer, Brisbane QLD, 2021 – Current'],
    ]) {
      const [f] = await current(lines);
      expect(f?.code, lines.join(' / ')).toBe('experience.no-employer');
    }
  });

  it('is silent when an employer is named, in any layout, or the role has ended', async () => {
    for (const lines of [
      ['Project Coordinator – Lendlease, Brisbane QLD – Mar 2021 – Present'],
      ['Project Coordinator', 'Downer Group', 'Mar 2021 – Present'],
      ['Lendlease Pty Ltd', 'Mar 2021 – Present'],
      ['Project Coordinator at Queensland Health, 2021 – Present'],
      ['Project Coordinator', 'Mar 2019 – Feb 2021'],
    ])
      expect(await current(lines), lines.join(' / ')).toEqual([]);
  });
});
