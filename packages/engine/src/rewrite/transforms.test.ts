import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addSupportedKeywords, reorderSections, standardiseHeadings, strengthenVerbs } from './transforms';
import { undoChanges } from './undo';
import { loadSpeller } from '../analyse/checks/spelling';
import type { StructuredCv } from './structured-cv';

const rewrite = (lines: string[]) => {
  const cv: StructuredCv = {
    name: 'Sam Lee',
    contact: [],
    sections: [
      { kind: 'experience', heading: 'Work Experience', items: lines.map((text) => ({ text, bullet: true })) },
    ],
  };
  return strengthenVerbs(cv).cv.sections[0]!.items.map((i) => i.text);
};

describe('strong openings in a role’s own tense', () => {
  it('are present for a current role and past for an earlier one, coordinated verbs alike', async () => {
    const speller = await loadSpeller();
    const cv: StructuredCv = {
      name: 'Sam Lee',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Work Experience',
          items: [
            { text: 'Payroll Officer, Acme Health, 2021 – Present', bullet: false },
            { text: 'Responsible for processing and reconciling fortnightly pay runs', bullet: true },
            { text: 'Assisted with month-end journals', bullet: true },
            { text: 'Assisted with the 2023 move from MYOB to KeyPay', bullet: true },
            { text: 'Assisted the auditors with two end-of-year payroll audits', bullet: true },
            { text: 'Assisted with 30 new starters a month', bullet: true },
            { text: 'I was also responsible for moving payslips online', bullet: true },
            { text: 'Payroll Clerk, Acme Health, 2017 – 2021', bullet: false },
            { text: 'Responsible for processing timesheets', bullet: true },
          ],
        },
      ],
    };
    const lines = strengthenVerbs(cv, (w) => speller.correct(w)).cv.sections[0]!.items.map((i) => i.text);
    expect(lines).toEqual([
      'Payroll Officer, Acme Health, 2021 – Present',
      'Process and reconcile fortnightly pay runs',
      'Support month-end journals',
      // A dated event stays in the past the person told it in.
      'Supported the 2023 move from MYOB to KeyPay',
      // So does a one-off job counted; one that recurs is a duty of the role now.
      'Supported the auditors with two end-of-year payroll audits',
      'Support 30 new starters a month',
      // Work the person said was done stays done.
      'Moved payslips online',
      'Payroll Clerk, Acme Health, 2017 – 2021',
      'Processed timesheets',
    ]);
  });
});

describe('bullets that open on a gerund', () => {
  it('leave a pair of duties set with a slash, and a kind of group or session, as they are', async () => {
    const speller = await loadSpeller();
    const cv = section([
      'Crew Member, Burger Barn, 2021 – 2023',
      'Cleaning/restocking the dining area',
      'Reading groups with Year 1 students',
      'Serving customers at the counter',
      'Acting Shift Manager during leave',
      'Onboarding paperwork for new starters',
    ]);
    expect(strengthenVerbs(cv, (w) => speller.correct(w)).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Crew Member, Burger Barn, 2021 – 2023',
      'Cleaning/restocking the dining area',
      'Reading groups with Year 1 students',
      'Served customers at the counter',
      // A role stood in for, and a piece of work named as a thing, are no action.
      'Acting Shift Manager during leave',
      'Onboarding paperwork for new starters',
    ]);
  });
  const section = (items: string[]): StructuredCv => ({
    name: 'Sam Lee',
    contact: [],
    sections: [
      {
        kind: 'experience',
        heading: 'Work Experience',
        items: items.map((text, i) => ({ text, bullet: i > 0 })),
      },
    ],
  });
  it('open on the action in the role’s tense when every one reads as a verb, and a list of actions stays parallel', async () => {
    const speller = await loadSpeller();
    const cv = section([
      'Warehouse Hand, Coastline Freight, 2020 – 2023',
      'Loading trailers and checking manifests',
      'Picking orders with an RF scanner',
      'Responsible for receiving deliveries, counting stock, answering phones and booking couriers',
    ]);
    expect(strengthenVerbs(cv, (w) => speller.correct(w)).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Warehouse Hand, Coastline Freight, 2020 – 2023',
      'Loaded trailers and checked manifests',
      'Picked orders with an RF scanner',
      'Received deliveries, counted stock, answered phones and booked couriers',
    ]);
  });

  it('make the past of an irregular verb as the language does ("Dug", never "Digged")', async () => {
    const speller = await loadSpeller();
    const cv = section([
      'Weekend labourer – Pettigrew Plumbing, 2023 – 2024',
      'Loading trailers and checking manifests',
      'Digging trenches and cleaning up site',
    ]);
    expect(
      strengthenVerbs(cv, (w) => speller.correct(w))
        .cv.sections[0]!.items.slice(1)
        .map((i) => i.text),
    ).toEqual(['Loaded trailers and checked manifests', 'Dug trenches and cleaned up site']);
  });

  it('leave a role’s heading line as written ("Leasing Consultant", not "Leased Consultant")', async () => {
    const speller = await loadSpeller();
    const lines = strengthenVerbs(
      section(['Leasing Consultant – Harcourts, Penrith, 2021 – 2023', 'Inspecting properties before each new lease']),
      (w) => speller.correct(w),
    ).cv.sections[0]!.items.map((i) => i.text);
    expect(lines).toEqual([
      'Leasing Consultant – Harcourts, Penrith, 2021 – 2023',
      'Inspected properties before each new lease',
    ]);
  });

  it('never make work done under supervision "Managed"', () => {
    expect(
      rewrite(['Responsible for logbook services and brake jobs under supervision of the licensed mechanics']),
    ).toEqual(['Responsible for logbook services and brake jobs under supervision of the licensed mechanics']);
    expect(rewrite(['Responsible for logbook services and brake jobs'])).toEqual([
      'Managed logbook services and brake jobs',
    ]);
  });

  it('leave a list with a thing in it as written ("…, food safety and cleaning")', async () => {
    const speller = await loadSpeller();
    const lines = [
      'Crew Member, Burger Barn, 2019 – 2021',
      'Responsible for taking orders, handling cash, cooking on grill, food safety and cleaning',
      'Serving customers, restocking the fridges, price changes and cleaning',
    ];
    expect(strengthenVerbs(section(lines), (w) => speller.correct(w)).cv.sections[0]!.items.map((i) => i.text)).toEqual(
      lines,
    );
  });

  it('are left as written in a role where one names a duty as a noun, so the role keeps one form', async () => {
    const speller = await loadSpeller();
    const lines = [
      'Office Junior, Harbour Legal, 2022 – 2024',
      'Scanning and filing of client records',
      'Greeting clients at reception',
    ];
    expect(strengthenVerbs(section(lines), (w) => speller.correct(w)).cv.sections[0]!.items.map((i) => i.text)).toEqual(
      lines,
    );
  });
});

describe('strong openings keep the line grammatical', () => {
  it('puts coordinated verbs in the same tense as the new opening, or leaves the line alone', () => {
    expect(
      rewrite([
        'Responsible for preparing, implementing and ensuring compliance with WHS policy.',
        'Responsible for finalising and facilitating employee benefits.',
        'Responsible for conducting and providing innovative ideas to the team.',
        'Responsible for managing staff and ensuring compliance with policy.',
        'Responsible for planning and execution of the annual conference.',
        'Responsible for coordinating events, including planning and running workshops.',
        'Responsible for managing the rostering and ordering for the store.',
        'Duties included: answering the phone, booking appointments and filing.',
        'I was responsible for opening the store, rostering 9 staff, banking and customer complaints.',
      ]),
    ).toEqual([
      'Prepared, implemented and ensured compliance with WHS policy.',
      'Finalised and facilitated employee benefits.',
      'Conducted and provided innovative ideas to the team.',
      'Managed staff and ensured compliance with policy.',
      // "execution" is a noun: "Planned and execution of" would not be English, so the line stays as written.
      'Responsible for planning and execution of the annual conference.',
      'Coordinated events, including planning and running workshops.',
      'Managed the rostering and ordering for the store.',
      // A list after a colon: "Handled: answering …" would not be English.
      'Duties included: answering the phone, booking appointments and filing.',
      // "banking and customer complaints" is a duty beside a thing: "banked and customer complaints" is no English.
      'I was responsible for opening the store, rostering 9 staff, banking and customer complaints.',
    ]);
  });

  it('takes the "I" with a weak opening, turns a list of duties into actions, and keeps "helped" before a bare verb', () => {
    expect(
      rewrite([
        'I was responsible for supervising a night shift team of 18 pickers.',
        'My duties were serving customers, stocking shelves and cleaning the store at close.',
        'Assisted up to 12 residents per shift with showering and dressing.',
        'I assisted with the end-of-month stocktake.',
        'Helped customers find products.',
        'My duties include personal care and meal preparation.',
        'Helped in the canteen and with the P&C.',
        'Worked on the registers, layby and in the apparel department.',
        'Worked on the Westconnex tunnel project as a site engineer.',
      ]),
    ).toEqual([
      'Supervised a night shift team of 18 pickers.',
      'Served customers, stocked shelves and cleaned the store at close.',
      'Supported up to 12 residents per shift with showering and dressing.',
      'Supported the end-of-month stocktake.',
      'Helped customers find products.',
      'My duties include personal care and meal preparation.',
      // "Supported the canteen and with the P&C" would not be English; "Contributed to the registers" says nothing.
      'Helped in the canteen and with the P&C.',
      'Worked on the registers, layby and in the apparel department.',
      'Contributed to the Westconnex tunnel project as a site engineer.',
    ]);
  });

  it('puts no fixed verb before an object that holds a verb of its own', () => {
    expect(
      rewrite([
        'Responsible for chairside assisting the dentists with check ups and fillings.',
        'Responsible for sterilisation of instruments and setting up the surgery between patients.',
        'Responsible for staff training and the monthly stocktake.',
      ]),
    ).toEqual([
      'Responsible for chairside assisting the dentists with check ups and fillings.',
      'Responsible for sterilisation of instruments and setting up the surgery between patients.',
      'Managed staff training and the monthly stocktake.',
    ]);
  });

  it('never leaves a gerund coordinated with a past-tense opening, on generated duty lines', () => {
    const GERUNDS = [
      'preparing',
      'implementing',
      'ensuring',
      'managing',
      'coordinating',
      'processing',
      'answering',
      'booking',
      'developing',
      'reviewing',
    ];
    const OBJECTS = [
      'budgets',
      'the rosters',
      'compliance with policy',
      'client enquiries',
      'monthly reports',
      'staff',
    ];
    const line = fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom(...GERUNDS), fc.constantFrom('', ...OBJECTS)), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom(
          'Responsible for',
          'Was responsible for',
          'I was responsible for',
          'My duties were',
          'Tasked with',
        ),
      )
      .map(([items, lead]) => {
        const parts = items.map(([g, o]) => (o ? `${g} ${o}` : g));
        const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
        return `${lead} ${list}.`;
      });
    fc.assert(
      fc.property(line, (text) => {
        const [out] = rewrite([text]);
        if (out === text) return;
        // Changed: the opening is past tense and no gerund from the list is left behind.
        expect(out).toMatch(/^[A-Z][a-z]+ed\b|^(?:Led|Ran|Built|Wrote|Made|Kept|Met|Set)\b/);
        for (const g of GERUNDS) expect(out).not.toMatch(new RegExp(`(?:,|\\band|\\bor) ${g}\\b`));
      }),
      { numRuns: 200 },
    );
  });
});

describe('section order', () => {
  it('reads achievements set apart from the roles straight after the summary, and licences early when screened', () => {
    const block = (kind: StructuredCv['sections'][number]['kind'], heading: string) => ({ kind, heading, items: [] });
    const cv: StructuredCv = {
      name: 'Nathan Perera',
      contact: [],
      sections: [
        block('summary', 'Career Summary'),
        block('experience', 'Experience'),
        block('certifications', 'Licences'),
        block('other', 'Key Achievements'),
        block('skills', 'Skills'),
      ],
    };
    const order = (screened: boolean) => reorderSections(cv, screened).cv.sections.map((s) => s.heading);
    expect(order(false)).toEqual(['Career Summary', 'Key Achievements', 'Skills', 'Experience', 'Licences']);
    expect(order(true)).toEqual(['Career Summary', 'Key Achievements', 'Licences', 'Skills', 'Experience']);
    // A graduate who set study first keeps achievements where they set them, after the jobs.
    const graduate: StructuredCv = {
      ...cv,
      sections: [
        block('summary', 'Objective'),
        block('education', 'Education'),
        block('experience', 'Work Experience'),
        block('skills', 'Skills'),
        block('other', 'Achievements'),
      ],
    };
    expect(reorderSections(graduate, false, true).cv.sections.map((s) => s.heading)).toEqual([
      'Objective',
      'Skills',
      'Education',
      'Work Experience',
      'Achievements',
    ]);
    // Courses and conferences follow the study they add to, though the licences go first.
    const development: StructuredCv = {
      ...cv,
      sections: [
        block('summary', 'Profile'),
        block('certifications', 'Professional Development'),
        block('education', 'Education'),
        block('experience', 'Experience'),
        block('certifications', 'Registration'),
      ],
    };
    expect(reorderSections(development, true).cv.sections.map((s) => s.heading)).toEqual([
      'Profile',
      'Registration',
      'Experience',
      'Education',
      'Professional Development',
    ]);
    // Projects a career changer set above their jobs stay above them; set below, they stay below.
    const junior: StructuredCv = {
      ...cv,
      sections: [
        block('summary', 'About Me'),
        block('skills', 'Technical Skills'),
        block('other', 'Projects'),
        block('experience', 'Experience'),
        block('education', 'Education'),
      ],
    };
    expect(reorderSections(junior).cv.sections.map((s) => s.heading)).toEqual([
      'About Me',
      'Technical Skills',
      'Projects',
      'Experience',
      'Education',
    ]);
  });
});

describe('the ad’s words at the top of Key Skills', () => {
  it('make the list one list of bullets, its sub-headings left as headings', () => {
    const cv: StructuredCv = {
      name: 'Rebecca Holt',
      contact: [],
      sections: [
        {
          kind: 'skills',
          heading: 'Skills',
          items: [
            { text: 'Frameworks', bullet: false },
            { text: 'Commonwealth Procurement Rules, PGPA Act, Indigenous Procurement Policy', bullet: false },
            { text: 'Systems', bullet: false },
            { text: 'SAP, AusTender, BuyICT', bullet: false },
          ],
        },
      ],
    };
    const items = addSupportedKeywords(cv, ['contract management']).cv.sections[0]!.items;
    expect(items.map((i) => [i.text, i.bullet])).toEqual([
      ['Contract management', true],
      ['Frameworks', false],
      ['Commonwealth Procurement Rules, PGPA Act, Indigenous Procurement Policy', true],
      ['Systems', false],
      ['SAP, AusTender, BuyICT', true],
    ]);
    // A line the person set as a bullet stays one, whatever follows it.
    const listed: StructuredCv = {
      ...cv,
      sections: [
        {
          kind: 'skills',
          heading: 'Skills',
          items: [
            { text: 'Astute Payroll', bullet: true },
            { text: 'Microsoft Excel (VLOOKUP, pivot tables)', bullet: true },
          ],
        },
      ],
    };
    expect(addSupportedKeywords(listed, ['contract management']).cv.sections[0]!.items.every((i) => i.bullet)).toBe(
      true,
    );
  });

  it('set the ad’s word beside a short line that shows it another way, and undo leaves the line as it was', () => {
    const cv: StructuredCv = {
      name: 'Karen Holt',
      contact: [],
      sections: [
        {
          kind: 'skills',
          heading: 'Skills',
          items: [
            { text: 'SAP Business One', bullet: true },
            { text: 'Excel (pivot tables, VLOOKUP)', bullet: true },
          ],
        },
      ],
    };
    const shownAs = new Map([
      ['ERP', ['sap', 'oracle']],
      ['spreadsheets', ['excel']],
    ]);
    const step = addSupportedKeywords(cv, ['ERP', 'spreadsheets'], shownAs);
    // A line with brackets of its own takes no more: the keyword is a bullet of its own.
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Spreadsheets',
      'SAP Business One (ERP)',
      'Excel (pivot tables, VLOOKUP)',
    ]);
    const beside = step.changes.findIndex((c) => c.after === 'SAP Business One (ERP)');
    expect(step.changes[beside]).toMatchObject({ kind: 'keyword', before: 'SAP Business One' });
    const undone = undoChanges(step.cv, step.changes, [beside], cv);
    expect(undone.sections[0]!.items.map((i) => i.text)).toContain('SAP Business One');
  });

  it('take the place of an item that says the same in other words, rather than repeat it', () => {
    const cv: StructuredCv = {
      name: 'Brodie Kerr',
      contact: [],
      sections: [
        {
          kind: 'skills',
          heading: 'Skills',
          items: [
            { text: 'Fault finding', bullet: true },
            { text: 'Switchboard upgrades', bullet: true },
          ],
        },
      ],
    };
    const step = addSupportedKeywords(cv, ['fault-finding skills']);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual(['Fault-finding skills', 'Switchboard upgrades']);
    expect(step.changes[0]).toMatchObject({ kind: 'keyword', before: 'Fault finding', after: 'Fault-finding skills' });
  });

  it('go into a Key Skills list of their own, not a section named for software', () => {
    const cv: StructuredCv = {
      name: 'Rohan Mehta',
      contact: [],
      sections: [
        { kind: 'summary', heading: 'Profile', items: [{ text: 'Quantity surveyor of eight years.', bullet: false }] },
        { kind: 'skills', heading: 'Software', items: [{ text: 'CostX, Cubit, Aconex', bullet: false }] },
      ],
    };
    const step = addSupportedKeywords(cv, ['contract administration', 'cost planning', 'progress claims']);
    expect(step.cv.sections.map((s) => [s.heading, s.items.map((i) => i.text)])).toEqual([
      ['Profile', ['Quantity surveyor of eight years.']],
      ['Key Skills', ['Contract administration', 'Cost planning', 'Progress claims']],
      ['Software', ['CostX, Cubit, Aconex']],
    ]);
    // One or two of the ad's words make no list of their own: under its own heading it reads as pasted in.
    const thin = addSupportedKeywords(cv, ['contract administration', 'cost planning']);
    expect(thin.cv).toEqual(cv);
    expect(thin.changes).toEqual([]);
  });

  it('set the ad’s word beside the item that shows it, in a list set on one line with dots between', () => {
    const cv: StructuredCv = {
      name: 'Ana Silva',
      contact: [],
      sections: [
        { kind: 'skills', heading: 'Skills', items: [{ text: 'Koha · Libby, BorrowBox · Canva', bullet: true }] },
      ],
    };
    const step = addSupportedKeywords(
      cv,
      ['library management system'],
      new Map([['library management system', ['koha']]]),
    );
    // Not "Koha · Libby (library management system)": Libby is an eBook app.
    expect(step.cv.sections[0]!.items[0]!.text).toBe('Koha (library management system) · Libby, BorrowBox · Canva');
  });
});

describe('undoing removals', () => {
  it('puts two lines taken out together back together, in their order', () => {
    const original: StructuredCv = {
      name: 'Tayla Brennan',
      contact: [],
      sections: [
        {
          kind: 'other',
          heading: 'Availability',
          items: ['Immediately', 'Salary expectation', '$35 per hour', 'Right to work', 'Australian citizen'].map(
            (text) => ({ text, bullet: false }),
          ),
        },
      ],
    };
    const gone = (text: string) => ({
      kind: 'clean' as const,
      section: 'Availability',
      before: text,
      after: '',
      reason: 'x',
    });
    const changes = [gone('Salary expectation'), gone('$35 per hour')];
    const cv: StructuredCv = {
      ...original,
      sections: [{ ...original.sections[0]!, items: original.sections[0]!.items.filter((_, i) => i !== 1 && i !== 2) }],
    };
    expect(undoChanges(cv, changes, [0, 1], original).sections[0]!.items.map((i) => i.text)).toEqual(
      original.sections[0]!.items.map((i) => i.text),
    );
  });
});

describe('standard headings', () => {
  it('names a section as recruiters expect, unless its heading names its field', () => {
    const cv: StructuredCv = {
      name: 'Jessica Nguyen',
      contact: [],
      sections: [
        { kind: 'experience', heading: 'CLINICAL EXPERIENCE', items: [] },
        { kind: 'certifications', heading: 'Security Clearance', items: [] },
        { kind: 'education', heading: 'QUALIFICATIONS:', items: [] },
        { kind: 'skills', heading: 'SKILLS', items: [] },
        { kind: 'other', heading: 'KEY ACHIEVEMENTS', items: [] },
        { kind: 'other', heading: 'IT AND LANGUAGES', items: [] },
        { kind: 'other', heading: 'Volunteer Work:', items: [] },
        { kind: 'other', heading: 'ABOUT MY LIVED EXPERIENCE', items: [] },
      ],
    };
    // A heading kept for its field, or one of no standard kind, is written as the standard ones are.
    expect(standardiseHeadings(cv).cv.sections.map((s) => s.heading)).toEqual([
      'Clinical Experience',
      'Security Clearance',
      'Education',
      'Key Skills',
      'Key Achievements',
      'IT and Languages',
      'Volunteer Work',
      'About My Lived Experience',
    ]);
    // A section of courses and conferences keeps its own name; one that names licences too is named as licences.
    const development = (heading: string): StructuredCv => ({
      name: 'Maggie Ellison',
      contact: [],
      sections: [{ kind: 'certifications', heading, items: [] }],
    });
    expect(standardiseHeadings(development('Professional Development')).cv.sections[0]!.heading).toBe(
      'Professional Development',
    );
    expect(standardiseHeadings(development('Training and Licences')).cv.sections[0]!.heading).toBe(
      'Licences and Certifications',
    );
  });

  it('keeps "Qualifications" where it holds a registration or membership beside the degree', () => {
    const held = (text: string): StructuredCv => ({
      name: 'Michelle Tran',
      contact: [],
      sections: [
        {
          kind: 'education',
          heading: 'QUALIFICATIONS',
          items: [
            { text: 'Diploma of Accounting – TAFE SA, 2014', bullet: true },
            { text, bullet: true },
          ],
        },
      ],
    });
    expect(
      standardiseHeadings(held('Registered BAS Agent – Tax Practitioners Board, 2021')).cv.sections[0]!.heading,
    ).toBe('Qualifications');
    expect(standardiseHeadings(held('Certificate IV in Bookkeeping – TAFE SA, 2012')).cv.sections[0]!.heading).toBe(
      'Education',
    );
  });
});
