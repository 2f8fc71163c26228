import { describe, expect, it } from 'vitest';
import type { CvDocument, SectionKind } from '../types';
import { documentOf, para } from './as-document';
import { matchCv } from '../match/match-report';
import { cvRoles } from '../star/cv-roles';
import { renderText, shownSections, structureCv, type StructuredCv } from './structured-cv';
import { tableHeadings } from './table-headings';
import { removePersonalDetails, standardiseHeadings } from './transforms';
import { undoChanges } from './undo';
import { buildDocx } from '../test-fixtures/build-cv';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { cleanCv } from '../test-fixtures/clean-cv';
import { readCv } from '../read/read-cv';

/** A CV as Word gives it when each role's title is set in the Heading 2 style and the name carries post-nominals. */
const headedRoles = (): CvDocument =>
  documentOf([
    para('Thomas Walker BEng (Hons) CPEng'),
    para('Charlestown NSW 2290 · 0414 882 301 · tom.walker@example.com'),
    para('Employment History', false, true),
    para('Senior Civil Engineer', false, true),
    para('Lake Macquarie City Council, Speers Point NSW | Aug 2021 – Present'),
    para('Lead the design of stormwater drainage upgrades worth $4 million a year', true),
    para('Civil Engineer', false, true),
    para('Northrop Consulting Engineers, Newcastle NSW | Feb 2017 – Jul 2021'),
    para('Designed subdivision roads and drainage in Civil 3D', true),
  ]);

describe('role titles set as Word headings', () => {
  const doc = headedRoles();

  it('stay in the rewrite, and the name line heads it once, post-nominals and all', () => {
    const cv = structureCv(doc);
    expect(cv.name).toBe('Thomas Walker BEng (Hons) CPEng');
    expect(cv.contact.join(' ')).not.toMatch(/Thomas Walker/);
    const experience = cv.sections.find((s) => s.kind === 'experience')!;
    expect(experience.items.map((i) => i.text)).toEqual(
      expect.arrayContaining(['Senior Civil Engineer', 'Civil Engineer']),
    );
  });

  it('show the occupation to the match and title the roles of a STAR draft', () => {
    const ad = 'Civil Engineer\nWe are seeking a Civil Engineer to design roads and drainage.';
    expect(matchCv(doc, ad, { now: new Date('2026-11-26') }).requirements[0]).toMatchObject({ status: 'met' });
    expect(cvRoles(doc).map((r) => [r.title, r.employer])).toEqual([
      ['Senior Civil Engineer', 'Lake Macquarie City Council'],
      ['Civil Engineer', 'Northrop Consulting Engineers'],
    ]);
  });
});

describe('a name set one word a line in a sidebar', () => {
  it('heads the rewrite once, and its words and the sidebar label are no contact lines', () => {
    const cv = structureCv(
      documentOf([
        para('ISABELLA'),
        para('RUSSO'),
        para('Senior Graphic Designer'),
        para('CONTACT'),
        para('Collingwood VIC 3066'),
        para('hello@isabellarusso.design'),
        para('Experience', false, true),
        para('Designer, Studio Nine, 2019 – Present'),
        para('Designed packaging for 40 products', true),
      ]),
    );
    expect(cv.name).toBe('ISABELLA RUSSO');
    expect(cv.contact).toEqual(['Senior Graphic Designer', 'Collingwood VIC 3066', 'hello@isabellarusso.design']);
  });
});

describe('a LinkedIn export, its name below the sidebar', () => {
  it('heads the rewrite with the name over its headline and place, the profile link with its label', async () => {
    const doc = await readCv(
      await buildDocx({
        top: [],
        headings: 'plain',
        sections: [
          {
            heading: 'Contact',
            paragraphs: ['0491 570 131 (Mobile)', 'sam.ng@example.com', 'www.linkedin.com/in/samng', '(LinkedIn)'],
          },
          { heading: 'Top Skills', paragraphs: ['Payroll', 'Xero'] },
          {
            heading: 'Certifications',
            paragraphs: [
              'Xero Payroll Certified',
              'Sam Ng',
              'Payroll Officer | Xero · KeyPay',
              'Greater Brisbane Area',
            ],
          },
          { heading: 'Summary', paragraphs: ['Payroll officer with six years in fortnightly pays for 400 staff.'] },
          { heading: 'Experience', paragraphs: ['Payroll Officer', 'Coral Coast Health', 'March 2020 - Present'] },
        ],
      }),
    );
    const cv = structureCv(doc);
    expect(cv.name).toBe('Sam Ng');
    expect(cv.contact).toContain('www.linkedin.com/in/samng (LinkedIn)');
    expect(cv.contact).toContain('Payroll Officer | Xero · KeyPay');
    expect(renderText(cv)).not.toMatch(/Xero Payroll Certified\n(?:• )?Sam Ng/);
  });
});

describe('a whole CV laid out in one table cell', () => {
  it('keeps each line of a section on its own, not joined as a row of details', () => {
    const cell = (text: string, heading = false) => ({ ...para(text, false, heading), row: 0 });
    const cv = structureCv(
      documentOf([
        cell('Dean Walsh'),
        cell('Mount Druitt NSW 2770 | 0491 570 140'),
        cell('WORK EXPERIENCE', true),
        cell('MR Driver – QuickDrop Couriers, Smithfield'),
        cell('2021–2025'),
        cell('Drove an 8 tonne pantech, 15-20 drops a day', true),
        cell('EDUCATION', true),
        cell('Year 10 School Certificate'),
        cell('Referees on request'),
      ]),
    );
    expect(cv.sections.find((x) => x.kind === 'education')?.items.map((i) => i.text)).toEqual([
      'Year 10 School Certificate',
      'Referees on request',
    ]);
  });
});

describe('placements set out as a table with a header row', () => {
  it('reads each row as a role with its work as a bullet, not cell by cell', () => {
    const cell = (text: string, row: number) => ({ ...para(text), source: 'table' as const, row });
    const row = (cells: string[], n: number) => cells.map((text) => cell(text, n));
    const cv = structureCv(
      documentOf([
        para('Hannah Ruiz'),
        para('CLINICAL PLACEMENTS', false, true),
        ...row(['Placement', 'Setting', 'Weeks', 'Key experience'], 1),
        ...row(
          [
            'Cardiorespiratory',
            'Hunter Valley Base Hospital',
            '5',
            'Post-op mobilisation, airway clearance and early mobility in ICU, discharge planning',
          ],
          2,
        ),
        ...row(
          [
            'Neurological rehabilitation',
            'Kahibah Rehabilitation Unit',
            '5',
            'Stroke and TBI rehab, gait retraining, balance and falls programs, family education',
          ],
          3,
        ),
      ]),
    );
    const items = cv.sections.find((x) => x.kind === 'experience')?.items ?? [];
    expect(items.slice(0, 3)).toEqual([
      { text: 'Cardiorespiratory', bullet: false },
      { text: 'Hunter Valley Base Hospital – 5 weeks', bullet: false },
      { text: 'Post-op mobilisation, airway clearance and early mobility in ICU, discharge planning', bullet: true },
    ]);
  });
});

describe('a table of personal details', () => {
  it('joins each label to its value, and a date of birth goes with its label', () => {
    const cv = structureCv(
      documentOf([
        para('Sharon Thompson'),
        para('Mobile:'),
        para('0491 575 254'),
        para('Date of Birth:'),
        para('5 April 1976'),
        para('Experience', false, true),
        para('Administration Officer, Harristown State School, 2016 – Present'),
        para('Entered student absences in OneSchool', true),
      ]),
    );
    expect(cv.contact).toEqual(['Mobile: 0491 575 254', 'Date of Birth: 5 April 1976']);
    const split: StructuredCv = { ...cv, contact: ['Date of Birth:', '5 April 1976', 'Mobile: 0491 575 254'] };
    const step = removePersonalDetails(split);
    expect(step.cv.contact).toEqual(['Mobile: 0491 575 254']);
    expect(step.changes.map((c) => c.before)).toEqual(['Date of Birth:', '5 April 1976']);
  });

  it('keeps the work rights a nationality line states, and drops the nationality', () => {
    const cv: StructuredCv = {
      name: 'Jayden Kowalski',
      contact: ['Nationality: Australian Citizen', 'Religion: Catholic', 'Nationality: Irish'],
      sections: [],
    };
    const step = removePersonalDetails(cv);
    expect(step.cv.contact).toEqual(['Australian citizen']);
    expect(step.changes.map((c) => c.after)).toEqual(['Australian citizen', '', '']);
    expect(undoChanges(step.cv, step.changes, [0], cv).contact).toEqual(['Nationality: Australian Citizen']);
    // An Australian nationality is a citizen's, and says the right to work an ad may ask for.
    expect(removePersonalDetails({ ...cv, contact: ['Nationality: Australian'] }).cv.contact).toEqual([
      'Australian citizen',
    ]);
    // Details on one line: only the personal ones go.
    const line = 'D.O.B: 14/02/2000  |  Australian Citizen  |  Drivers Licence (P plates)';
    expect(removePersonalDetails({ ...cv, contact: [line] }).cv.contact).toEqual([
      'Australian Citizen | Drivers Licence (P plates)',
    ]);
    // Of sentences, only the one with the detail goes: an offer to undergo a medical an ad may ask for stays.
    expect(
      removePersonalDetails({
        ...cv,
        contact: ['Non-smoker. Happy to undergo a pre-employment medical and drug and alcohol screening.'],
      }).cv.contact,
    ).toEqual(['Happy to undergo a pre-employment medical and drug and alcohol screening.']);
    // A sentence with the detail keeps what it offers after it, and a start date offered after it stays.
    expect(
      removePersonalDetails({
        ...cv,
        contact: ['Non-smoker, happy to complete a pre-start medical and D&A test. Available to start FIFO next week.'],
      }).cv.contact,
    ).toEqual(['Happy to complete a pre-start medical and D&A test. Available to start FIFO next week.']);
    // What follows a health label on its line is more of it, and goes with it; an offer of a medical stays.
    expect(
      removePersonalDetails({
        ...cv,
        contact: ['Health: Good. Knee reconstruction 2022 - fully recovered, no restrictions. Happy to do a medical.'],
      }).cv.contact,
    ).toEqual(['Happy to do a medical.']);
    // Labelled details run on one line with no bars: the date of birth goes, the e-mail and licence stay.
    const run = 'E-mail: kai.w@example.com  DOB: 03/07/2001  Driver’s Licence: Open (Vic)  Marital Status: Single';
    expect(removePersonalDetails({ ...cv, contact: [run] }).cv.contact).toEqual([
      'E-mail: kai.w@example.com Driver’s Licence: Open (Vic)',
    ]);
  });

  it('joins a label a table cell sets without its colon, so a date of birth never stays without its label', () => {
    const cv = structureCv(
      documentOf([
        para('Chloe Barnett'),
        para('Phone'),
        para('0432 775 108'),
        para('Date of Birth'),
        para('02/05/2002'),
        para('Experience', false, true),
        para('Educator, Little Explorers, 2022 – Present'),
        para('Ran daily routines in the toddler room', true),
      ]),
    );
    expect(cv.contact).toEqual(['Phone: 0432 775 108', 'Date of Birth: 02/05/2002']);
    expect(removePersonalDetails(cv).cv.contact).toEqual(['Phone: 0432 775 108']);
  });

  it('joins the labels of a table of personal details, so no "Status" is left alone when its value goes', () => {
    const cv = structureCv(
      documentOf([
        para('Kira Bell'),
        para('Status'),
        para('Single'),
        para('Transport'),
        para('Own car'),
        para('Experience', false, true),
        para('Call Centre Agent, Telco One, 2022 – Present'),
        para('Answered 70 calls a day', true),
      ]),
    );
    expect(cv.contact).toEqual(['Status: Single', 'Transport: Own car']);
    expect(removePersonalDetails(cv).cv.contact).toEqual(['Transport: Own car']);
  });

  it('takes a health label standing alone with the value under it', () => {
    const cv: StructuredCv = {
      name: 'Brett Kowal',
      contact: ['Phone: 0438 000 556', 'Health', 'Good, no workcover claims', 'Email: brett@example.com'],
      sections: [],
    };
    expect(removePersonalDetails(cv).cv.contact).toEqual(['Phone: 0438 000 556', 'Email: brett@example.com']);
    // A section of nothing but personal details goes with them, its heading too.
    const section: StructuredCv = {
      ...cv,
      sections: [
        { kind: 'other', heading: 'Personel Details', items: [{ text: 'Marital Status: Married', bullet: false }] },
      ],
    };
    expect(removePersonalDetails(section).cv.sections).toEqual([]);
  });

  it('takes an age label set above its number, as a table of details sets it', () => {
    const items = ['Age:', '26', 'Licence:', 'Open QLD driver licence'].map((text) => ({ text, bullet: false }));
    const cv: StructuredCv = {
      name: 'Tayla Brooks',
      contact: [],
      sections: [{ kind: 'other', heading: 'Personal Details', items }],
    };
    expect(removePersonalDetails(cv).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Licence:',
      'Open QLD driver licence',
    ]);
  });
});

describe('a page header that opens with the name', () => {
  it('gives the contact line without the name the document already heads with', async () => {
    const spec = structuredClone(cleanCv);
    const [name, ...rest] = spec.top;
    spec.header = [`${name} · Parramatta NSW 2150 · 0412 345 678`];
    spec.top = [name!, ...rest.slice(1)];
    const cv = structureCv(await readCv(await buildDocx(spec)));
    expect(cv.name).toBe(name);
    expect(cv.contact).toContain('Parramatta NSW 2150 · 0412 345 678');
  });

  it('adds nothing from a header that repeats the name in other case, the body’s phone and a label', async () => {
    const spec = structuredClone(cleanCv);
    const [name, contactLine] = spec.top;
    spec.top = [name!.toUpperCase(), contactLine!];
    const phone = /04\d{2} \d{3} \d{3}/.exec(contactLine!)![0];
    spec.header = [`${name} | ${phone} | Resume`];
    const cv = structureCv(await readCv(await buildDocx(spec)));
    expect(cv.contact.join(' | ')).not.toMatch(/Resume/);
    expect(cv.contact.filter((line) => line.includes(phone))).toHaveLength(1);
  });

  it('heads with the name a header sets before a job title, and drops the body’s line of it in capitals', async () => {
    const spec = structuredClone(cleanCv);
    const [name, ...rest] = spec.top;
    spec.top = [name!.toUpperCase(), ...rest];
    spec.header = [`${name} | Operations Coordinator`];
    const cv = structureCv(await readCv(await buildDocx(spec)));
    expect(cv.name).toBe(name);
    expect(cv.contact.join(' | ')).not.toContain(name!.toUpperCase());
  });
});

describe('a name set with a label or its contact details', () => {
  it('heads the CV with the name alone, not "Resume – …", and keeps the label out of the contact lines', async () => {
    const spec = structuredClone(cleanCv);
    spec.top = ['Resume – Tyson Mahoney', ...spec.top.slice(1)];
    const cv = structureCv(await readCv(await buildDocx(spec)));
    expect(cv.name).toBe('Tyson Mahoney');
    expect(cv.contact.join(' ')).not.toMatch(/Resume|Mahoney/);
  });

  it('reads the name before the details in a page header, and adds its title without the phone the body gives', async () => {
    const spec = structuredClone(cleanCv);
    const contactLine = spec.top[1]!;
    const phone = /04\d{2} \d{3} \d{3}/.exec(contactLine)![0];
    spec.top = spec.top.slice(1);
    spec.header = [`Amelia Jovanovic ${phone} | amelia.j@example.com`, `Early Childhood Educator (Diploma) ${phone}`];
    const cv = structureCv(await readCv(await buildDocx(spec)));
    expect(cv.name).toBe('Amelia Jovanovic');
    expect(cv.contact).toContain('Early Childhood Educator (Diploma)');
    expect(cv.contact.filter((line) => line.includes(phone))).toHaveLength(1);
  });
});

describe('summaries next to each other', () => {
  it('show as one, under the first heading, in the text a person reads', () => {
    const cv: StructuredCv = {
      name: 'Shane Ward',
      contact: [],
      sections: [
        {
          kind: 'summary',
          heading: 'Professional Summary',
          items: [{ text: 'Landscaper of 18 years.', bullet: false }],
        },
        { kind: 'summary', heading: 'About Me', items: [{ text: 'I take pride in my work.', bullet: false }] },
        { kind: 'skills', heading: 'Key Skills', items: [{ text: 'Paving', bullet: true }] },
      ],
    };
    const text = renderText(cv);
    expect(text).not.toContain('ABOUT ME');
    expect(text.indexOf('I take pride')).toBeLessThan(text.indexOf('KEY SKILLS'));
  });

  it('and so do licences and education sections, but not two lists of skills', () => {
    const block = (kind: SectionKind, heading: string, text: string) => ({
      kind,
      heading,
      items: [{ text, bullet: false }],
    });
    const cv: StructuredCv = {
      name: 'Brett Kowalski',
      contact: [],
      sections: [
        block('certifications', 'Licences and Certifications', 'Car licence (full)'),
        block('certifications', 'Tickets', 'White Card'),
        block('education', 'Education', 'Year 10'),
        block('education', 'Qualifications', 'Certificate II Warehousing Operations'),
        block('skills', 'Key Skills', 'RF scanning'),
        block('skills', 'Computer Skills', 'SAP'),
      ],
    };
    expect(shownSections(cv).map((s) => `${s.heading}: ${s.items.length}`)).toEqual([
      'Licences and Certifications: 2',
      'Education: 2',
      'Key Skills: 1',
      'Computer Skills: 1',
    ]);
    // A heading that shows under the one above it is not listed as renamed: it is not there to read.
    const renamed = standardiseHeadings({
      ...cv,
      sections: [
        block('certifications', 'LICENCES', 'Forklift licence (LF)'),
        block('certifications', 'MEMBERSHIPS, CHECKS AND LICENCES', 'WA C class driver’s licence'),
      ],
    });
    expect(renamed.changes.map((c) => c.before)).toEqual(['LICENCES']);
    // No second "Work Experience": the section that has that heading keeps it, the other its own.
    const two = standardiseHeadings({
      ...cv,
      sections: [
        block('experience', 'Employment History:', 'Checkout Operator – FreshWay, 2022 – now'),
        block('experience', 'Work Experience:', 'Pharmacy placement – one week, 2021'),
      ],
    });
    expect(two.cv.sections.map((s) => s.heading)).toEqual(['Employment History', 'Work Experience']);
    // Learning is not shown under licences: a conference presentation is no clearance.
    const learning: StructuredCv = {
      ...cv,
      sections: [
        block('certifications', 'Registration and Clearances', 'AHPRA registration (RN)'),
        block('certifications', 'Professional Development', 'Presented at the LHD Nursing Showcase, 2024'),
      ],
    };
    expect(shownSections(learning).map((s) => s.heading)).toEqual([
      'Registration and Clearances',
      'Professional Development',
    ]);
    // A teacher's "Professional Learning" too.
    const teacher: StructuredCv = {
      ...cv,
      sections: [
        block('certifications', 'Registration & Clearances', 'VIT registration – applied'),
        block('certifications', 'Professional Learning', 'Structured Literacy – 6-week online short course, 2025'),
      ],
    };
    expect(shownSections(teacher).map((s) => s.heading)).toEqual([
      'Registration & Clearances',
      'Professional Learning',
    ]);
  });
});

describe('a table of details', () => {
  it('reads each row as one line, a label before its value, and the header row goes with its reason', async () => {
    const spec = structuredClone(cleanCv);
    spec.sections = [
      ...spec.sections,
      {
        heading: 'Tickets and Checks',
        table: [
          ['Licence / Ticket', 'Details', 'Expiry / Status'],
          ['Driver licence', 'QLD – MR (Medium Rigid) and C', 'Current'],
          ['Forklift (LF)', 'High Risk Work Licence', 'Expired 2017'],
          ['Work Safely at Heights', '—', '2022'],
        ],
      },
      { heading: 'Technical Skills', table: [['Reporting', 'Excel (pivot tables, XLOOKUP), Power BI']] },
      { heading: 'Personal Details', table: [['Home:', '(03) 5550 1234']] },
    ];
    const cv = structureCv(await readCv(await buildDocx(spec)));
    const lines = (heading: string) => cv.sections.find((s) => s.heading === heading)!.items.map((i) => i.text);
    expect(lines('Tickets and Checks')).toEqual([
      'Licence / Ticket – Details – Expiry / Status',
      'Driver licence – QLD – MR (Medium Rigid) and C – Current',
      'Forklift (LF) – High Risk Work Licence – Expired 2017',
      'Work Safely at Heights – 2022',
    ]);
    expect(lines('Technical Skills')).toEqual(['Reporting: Excel (pivot tables, XLOOKUP), Power BI']);
    // A label with its own colon takes its value after it, no dash ("Home: – …" had been written).
    expect(lines('Personal Details')).toEqual(['Home: (03) 5550 1234']);
    const step = tableHeadings(cv);
    expect(step.cv.sections.find((s) => s.heading === 'Tickets and Checks')!.items[0]!.text).toMatch(/^Driver licence/);
    expect(step.changes[0]!.reason).toMatch(/header row/);
  });

  it('keeps a list laid out in columns entry by entry: a row of bullets is no row of details', async () => {
    const spec = structuredClone(cleanCv);
    spec.sections = [
      ...spec.sections,
      {
        heading: 'Training and Licences',
        table: [
          ['• Confined Space Entry', '• Working at Heights – 2023'],
          ['• Traffic Control (Blue Card)', '• Provide First Aid – 2024'],
        ],
      },
    ];
    const cv = structureCv(await readCv(await buildDocx(spec)));
    const section = cv.sections.find((s) => s.heading === 'Training and Licences')!;
    expect(section.kind).toBe('certifications');
    expect(section.items.map((i) => i.text)).toEqual([
      'Confined Space Entry',
      'Working at Heights – 2023',
      'Traffic Control (Blue Card)',
      'Provide First Aid – 2024',
    ]);
  });
});

describe('a paragraph of prose above the first heading', () => {
  it('is the summary, not a contact line', () => {
    const profile =
      'Warehouse supervisor with six years running night shifts for a national retailer. I am confident with SAP and RF scanning.';
    const cv = structureCv(
      documentOf([
        para('Ravi Singh'),
        para('Dandenong VIC 3175 | 0491 570 222 | ravi@example.com'),
        para(profile),
        para('Experience', false, true),
        para('Shift Supervisor, Coles DC, 2019 – Present'),
        para('Led 20 pickers a shift', true),
      ]),
    );
    expect(cv.contact).toEqual(['Dandenong VIC 3175 | 0491 570 222 | ravi@example.com']);
    expect(cv.sections[0]).toMatchObject({ kind: 'summary', items: [{ text: profile, bullet: false }] });
  });
});

describe('contact details under a personal details heading', () => {
  it('are the contact lines under the name, and what else the section holds stays in it', () => {
    const cv = structureCv(
      documentOf([
        para('Mia Lopez'),
        para('Personal Details:', false, true),
        para('Address: 12 Bent St, Rockhampton QLD 4700'),
        para('Mobile: 0491 570 444'),
        para('Email: mia@example.com'),
        para('Permanent resident'),
        para('Experience', false, true),
        para('Cleaner, Sparkle Co, 2020 – Present'),
        para('Cleaned 12 offices a night', true),
      ]),
    );
    expect(cv.contact).toEqual([
      'Address: 12 Bent St, Rockhampton QLD 4700',
      'Mobile: 0491 570 444',
      'Email: mia@example.com',
    ]);
    expect(cv.sections.find((x) => /personal/i.test(x.heading))?.items.map((i) => i.text)).toEqual([
      'Permanent resident',
    ]);
  });
});

describe('a name line with a nickname in quotes', () => {
  it('heads the rewrite as written, once, and is no contact line', () => {
    const cv = structureCv(
      docFromLines({
        top: ['Maria Cristina "Tina" Dela Cruz', 'Blacktown NSW 2148 | +61 491 570 158'],
        sections: [{ heading: 'Experience', lines: ['Night Auditor, The Makati Grand Hotel, 2019 – 2024'] }],
      }),
    );
    expect(cv.name).toBe('Maria Cristina "Tina" Dela Cruz');
    expect(cv.contact).toEqual(['Blacktown NSW 2148 | +61 491 570 158']);
  });
});

describe('a personal detail among other things on one line', () => {
  it('takes out only the part with the detail, and keeps what the line offers an employer', () => {
    const cv: StructuredCv = {
      name: 'Tane Rewiti',
      contact: ['Non-smoker, own ute and tools, available immediately', 'Married, two kids'],
      sections: [],
    };
    const step = removePersonalDetails(cv);
    expect(step.cv.contact).toEqual(['Own ute and tools, available immediately']);
  });
});

describe('a CV with no headings at all', () => {
  it('gives each section the standard heading for what it holds, so the roles read back as experience', () => {
    const doc = documentOf([
      para('Sharon Kowalczyk'),
      para('Ph 0491 570 156'),
      para('Lakeside Gardens Aged Care – Murray Bridge Personal Carer 2 years (casual)'),
      para('Showered and dressed residents', true),
      para('Cert III in Individual Support (Ageing) TAFE SA Murray Bridge 2022'),
    ]);
    expect(structureCv(doc).sections.map((s) => s.heading)).toEqual(['Work Experience', 'Education']);
  });
});

describe('a personal detail with a comma in its brackets', () => {
  it('goes whole, never leaving the bracket’s end behind', () => {
    const cv: StructuredCv = {
      name: 'Cody Marsh',
      contact: ['Health – good (had a back injury in 2019 but fully recovered, no restrictions)', '0491 570 199'],
      sections: [],
    };
    expect(removePersonalDetails(cv).cv.contact).toEqual(['0491 570 199']);
  });
});
