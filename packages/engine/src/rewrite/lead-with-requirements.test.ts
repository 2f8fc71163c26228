import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { rewriteCv } from './rewrite-cv';

const ROLE = 'Payroll Officer, Pioneer Mining Services, Aug 2019 – Present';
const doc = docFromLines({
  top: ['Lisa Morgan', 'Mackay QLD 4740 | 0437 118 552 | lisa@example.com'],
  sections: [
    { heading: 'Summary', lines: ['Payroll officer with seven years in mining services and retail.'] },
    {
      heading: 'Work Experience',
      lines: [ROLE],
      bullets: [
        'Answered 40 staff enquiries a week about leave balances and pay slips.',
        'Trained 3 new starters on the timesheet system and the pay calendar.',
        'Processed fortnightly payroll for 85 employees across three enterprise agreements in Aurion.',
        'Reconciled superannuation and payroll tax each month with no errors found at audit.',
      ],
    },
    { heading: 'Education', lines: ['Certificate IV in Accounting and Bookkeeping, TAFE Queensland, 2016'] },
    { heading: 'Key Skills', bullets: ['Aurion, Excel and Xero', 'Award interpretation'] },
  ],
});
const AD =
  'Payroll Officer. Essential: experience processing payroll in Aurion and reconciling payroll tax and superannuation. Apply now.';

describe('bullets that show the ad’s requirements lead their role', () => {
  it('moves them to the top of the role, says why, and undo puts the role back as it was', async () => {
    const r = await rewriteCv(doc, AD, 'Payroll Officer');
    const role = r.improved.sections.find((s) => s.kind === 'experience')!.items.map((i) => i.text);
    expect(role[0]).toBe(ROLE);
    expect(role.slice(1, 3).join(' ')).toMatch(/Processed fortnightly payroll/);
    expect(role.slice(1, 3).join(' ')).toMatch(/Reconciled superannuation/);
    const moved = r.changes.findIndex((c) => c.kind === 'emphasis');
    expect(r.changes[moved]!.reason).toBe('Moved to the top of this role: it shows what the ad asks for');
    const undone = await rewriteCv(doc, AD, 'Payroll Officer', undefined, [moved]);
    const back = undone.improved.sections.find((s) => s.kind === 'experience')!.items.map((i) => i.text);
    expect(back[1]).toMatch(/^Answered 40 staff enquiries/);
    expect(back).toHaveLength(role.length);
  });
});

describe('which of them leads', () => {
  it('the line that shows most of what the ad weighs, and never one that shows only a soft skill', async () => {
    const cv = docFromLines({
      top: ['Megan Walsh', 'Belconnen ACT 2617 | 0437 266 015'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Library Technician, Eastlake Libraries, 2020 – Present'],
          bullets: [
            'Liaised with branch staff and explained new procedures at team meetings.',
            'Worked shifts on the customer service desk: loans, returns and memberships.',
            'Copy catalogued 300 items a month in Spydus following RDA and MARC 21.',
          ],
        },
      ],
    });
    const ad = [
      'Library Technician',
      'Essential criteria',
      '• Experience in copy cataloguing to RDA and MARC 21 standards',
      '• Experience with a library management system',
      '• Customer service experience',
      '• Communication skills',
    ].join('\n');
    const r = await rewriteCv(cv, ad, 'Library Technician');
    const role = r.improved.sections.find((s) => s.kind === 'experience')!.items.map((i) => i.text);
    expect(role[1]).toMatch(/^Copy catalogued 300 items/);
    expect(role.at(-1)).toMatch(/^Liaised with branch staff/);
  });

  it('moves no line for one general word it shares with the ad ("cleaning")', async () => {
    const cv = docFromLines({
      top: ['Rosa Diaz', 'Ryde NSW 2112 | 0491 570 158'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Cleaner, Northshore Facility Services, 2022 – Present'],
          bullets: [
            'Supervise 3 cleaners on the night shift and sign off their areas.',
            'Restock washrooms and order consumables.',
            'Do the periodical cleaning on weekends, such as window tracks.',
          ],
        },
      ],
    });
    const r = await rewriteCv(cv, 'Cleaning Supervisor\nEssential\n• Cleaning\n• Own car', 'Cleaning Supervisor');
    const role = r.improved.sections.find((s) => s.kind === 'experience')!.items.map((i) => i.text);
    expect(role[1]).toMatch(/^Supervise|^Supervised/);
  });

  it('keeps the order of a role whose lead line already names what the ad asks, though the match quoted another', async () => {
    const cv = docFromLines({
      top: ['Lucy Tran', 'Parramatta NSW 2150 | 0491 570 156'],
      sections: [
        { heading: 'Top Skills', bullets: ['Power BI', 'SQL'] },
        {
          heading: 'Work Experience',
          lines: ['Senior Data Analyst, Greenway Health, 2023 – Present'],
          bullets: [
            'Built and maintain 45 Power BI reports used by 600 staff.',
            'Built Azure pipelines with data quality rules that flag 1,200 exceptions a month.',
          ],
        },
      ],
    });
    const ad = 'Data Analyst\nEssential\n• Power BI\n• Data pipelines\n• Data quality';
    const r = await rewriteCv(cv, ad, 'Data Analyst');
    const role = r.improved.sections.find((s) => s.kind === 'experience')!.items.map((i) => i.text);
    expect(role[1]).toMatch(/Power BI reports/);
  });
});
