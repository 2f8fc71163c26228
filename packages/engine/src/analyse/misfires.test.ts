/**
 * Findings a CV's own text proves wrong, each pinned at its cause with variants: a dated line or a skills line inside
 * a role, inline and misspelt headings, US spelling in title case, passive voice, gaps covered by study, years as
 * achievements, and the length praise against the CV's own years of experience.
 */
import { describe, expect, it } from 'vitest';
import { docFromLines, type LinesSpec } from '../test-fixtures/doc-from-lines';
import { analyseCv } from './analyse-cv';
import { isQuantified } from './checks/language';
import { yearsOfExperience } from './checks/experience-years';
import { roleBlocks } from '../match/cv-profile';
import { readCv } from '../read/read-cv';
import { buildDocx } from '../test-fixtures/build-cv';

const AS_OF = new Date('2026-11-26');
const TOP = ['Priya Sharma', 'Penrith NSW 2750 | 0412 345 678 | priya@example.com.au', 'Australian citizen'];
const codesOf = async (sections: LinesSpec['sections']) => {
  const a = await analyseCv(docFromLines({ top: TOP, sections }), AS_OF);
  return [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].map((f) => f.code);
};
const BULLETS = ['Served 200+ customers a day at the registers.', 'Trained 4 new casuals.', 'Cut stock losses by 10%.'];
const OTHER_BULLETS = ['Restocked 3 aisles each shift.', 'Handled 40 lay-bys a week.', 'Counted 2 tills nightly.'];

describe('dates and roles', () => {
  it('a role dated on its own line ("2019 - 2020:") with a skills line under it is dated', async () => {
    const codes = await codesOf([
      {
        heading: 'Work Experience',
        lines: ['Receptionist, Penrith Dental, 2020 – Present'],
        bullets: BULLETS,
      },
      { heading: 'Sales Assistant, Kmart Penrith', lines: ['2019 - 2020:'], bullets: OTHER_BULLETS },
      {
        heading: 'Skills used: EFTPOS, rostering, stock control',
        bullets: ['Opened and closed the store 3 days a week.'],
      },
    ]);
    expect(codes).not.toContain('experience.undated-roles');
  });

  it.each(['Feb 21 - now', 'Sept 19 – Jan 21', 'Jun 23–current'])(
    'a role dated by month and two-digit year ("%s") is dated',
    async (dates) => {
      const codes = await codesOf([
        { heading: 'Work Experience', lines: [`Receptionist, Penrith Dental, ${dates}`], bullets: BULLETS },
      ]);
      expect(codes).not.toContain('experience.undated-roles');
    },
  );
});

describe('roles without dates in a CV without bullets', () => {
  it('are named when the experience holds no year at all, and not when it does', async () => {
    const lines = (role2: string) => [
      'Receptionist — Bayside Medical Centre',
      'Answered phones, booked appointments and greeted patients for a busy six-doctor practice.',
      role2,
      'Served customers at the checkout and restocked shelves during busy weekend trading.',
    ];
    const undated = await analyseCv(
      docFromLines({ top: TOP, sections: [{ heading: 'Work Experience', lines: lines('Sales Assistant — Big W') }] }),
      AS_OF,
    );
    const f = undated.feedback.atsRelevance.find((x) => x.code === 'experience.undated-roles')!;
    expect(f.message).toMatch(/each of your roles \(none has a date\)/);
    expect(f.evidence).toEqual(['Receptionist — Bayside Medical Centre', 'Sales Assistant — Big W']);
    const dated = await codesOf([{ heading: 'Work Experience', lines: lines('Sales Assistant — Big W, 2018 – 2020') }]);
    expect(dated).not.toContain('experience.undated-roles');
  });
});

describe('sections', () => {
  const base: LinesSpec['sections'] = [
    { heading: 'Work Experience', lines: ['Sales Assistant, Kmart Penrith, 2021 – Present'], bullets: BULLETS },
  ];
  it('reads inline headings in several forms', async () => {
    for (const [skills, education] of [
      ['Key Skills: EFTPOS, rostering, stock control', 'Education – Certificate III in Retail, TAFE NSW, 2020'],
      ['SKILLS – Excel, MYOB, Xero', 'Qualifications: Bachelor of Business, WSU, 2019'],
      ['Core Skills — customer service, cash handling', 'EDUCATION: Year 12, Penrith High School, 2018'],
    ]) {
      const codes = await codesOf([...base, { heading: 'Other', lines: [skills!, education!] }]);
      expect(codes, skills).not.toContain('sections.missing-skills');
      expect(codes, education).not.toContain('sections.missing-education');
    }
  });

  it('a labelled skills line inside a role counts as skills, and a misspelt heading still opens its section', async () => {
    const codes = await codesOf([
      {
        heading: 'EXPIRIENCE',
        lines: ['Sales Assistant, Kmart Penrith, 2021 – Present'],
        bullets: [...BULLETS, 'Skills: EFTPOS, rostering, stock control'],
      },
      { heading: 'EDUCATON', lines: ['Certificate III in Retail, TAFE NSW, 2020'] },
    ]);
    expect(codes).not.toContain('sections.missing-skills');
    expect(codes).not.toContain('sections.missing-experience');
    expect(codes).not.toContain('sections.missing-education');
    expect(codes).toContain('language.misspelt');
  });

  it('roles straight under the summary are read as experience, and the missing heading is still named', async () => {
    const a = await analyseCv(
      docFromLines({
        top: TOP,
        sections: [
          {
            heading: 'Career Summary',
            lines: [
              'Policy officer with five years in the APS.',
              'APS 5 Policy Officer — Department of Social Services | Aug 2022 – present',
            ],
            bullets: [
              'Drafted 60 ministerial briefs a year.',
              'Coordinated 45 stakeholders.',
              'Managed 3 Senate Estimates rounds.',
            ],
          },
          { heading: 'Education', lines: ['Bachelor of Arts, ANU, 2018'] },
          { heading: 'Key Skills', bullets: ['Policy analysis and ministerial writing'] },
        ],
      }),
      AS_OF,
    );
    const codes = [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].map((f) => f.code);
    expect(codes).toContain('sections.missing-experience');
    expect(codes).toContain('achievements.quantified');
    expect(codes).toContain('format.bullets');
  });

  it('the sections found complete are quoted by their own headings, not the first headings of the CV', async () => {
    const a = await analyseCv(
      docFromLines({
        top: TOP,
        sections: [
          { heading: 'Citizenship', lines: ['Australian citizen'] },
          { heading: 'Professional summary', lines: ['Grants officer with five years in community funding.'] },
          { heading: 'Employment', lines: ['Grants Officer, Inner West Foundation, 2021 – Present'], bullets: BULLETS },
          { heading: 'Key Skills', bullets: ['Grant assessment', 'Acquittals'] },
          { heading: 'Education', lines: ['Bachelor of Arts, Victoria University, 2015'] },
        ],
      }),
      AS_OF,
    );
    const complete = [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].find(
      (f) => f.code === 'sections.complete',
    );
    expect(complete?.evidence).toEqual(['Employment', 'Education', 'Key Skills']);
  });

  it('a heading damaged by a PDF conversion still opens its section', async () => {
    for (const heading of ['Qualicaons', 'Qualifica tions', 'Education & Certi fi cations', 'EDUCAON']) {
      const codes = await codesOf([
        { heading: 'Work Experience', lines: ['Sales Assistant, Kmart Penrith, 2021 – Present'], bullets: BULLETS },
        { heading, lines: ['Certificate III in Retail, TAFE NSW, 2020'] },
      ]);
      expect(codes, heading).not.toContain('sections.missing-education');
    }
  });
});

describe('spelling', () => {
  it('finds US spelling in title case, but not in the names of institutions, a possessive name or the Labor Party', async () => {
    const us = await codesOf([
      {
        heading: 'Work Experience',
        lines: ['Data Analyst, SA Water, 2021 – Present'],
        bullets: [...BULLETS, 'Built Predictive Modeling and Data Visualization tools.'],
      },
    ]);
    expect(us).toContain('language.us-spelling');
    const names = await codesOf([
      {
        heading: 'Work Experience',
        lines: [
          'Data Analyst, SA Water, 2021 – Present',
          'Groundie (casual) – Treetop Arbor Services, Montrose, 2019 – 2021',
        ],
        bullets: [
          ...BULLETS,
          'Seconded to the World Health Organization and the Center for Disease Control.',
          'Volunteered for the Australian Labor Party.',
          "Taught life drawing at Gray's School of Art.",
        ],
      },
    ]);
    expect(names).not.toContain('language.us-spelling');
  });
});

describe('gaps', () => {
  it('a gap covered by study, written as a range or as the end year of a degree, is no gap', async () => {
    for (const course of ['Master of Teaching, Monash University, 2019 – 2020', 'Bachelor of Nursing, UTS, 2020']) {
      const codes = await codesOf([
        { heading: 'Work Experience', lines: ['Teacher, Penrith High School, Jan 2021 – Present'], bullets: BULLETS },
        {
          heading: 'Earlier roles',
          lines: ['Retail Assistant, Myer, Jan 2015 – Dec 2018'],
          bullets: BULLETS.map((b) => `${b} `),
        },
        { heading: 'Education', lines: [course] },
      ]);
      expect(codes, course).not.toContain('experience.gap');
    }
  });
});

describe('first person', () => {
  it('"My" before a name is the name of a thing, not first person', async () => {
    const codes = await codesOf([
      {
        heading: 'Work Experience',
        lines: ['Pharmacist, Priceline Penrith, 2021 – Present'],
        bullets: [...BULLETS, 'Uploaded 400 dispensing records a month to My Health Record and My Aged Care.'],
      },
    ]);
    expect(codes).not.toContain('language.first-person');
  });
});

describe('achievement numbers', () => {
  it('years, financial years, quarters and terms are not achievements', () => {
    for (const line of [
      'Delivered the new rostering system in 2022.',
      'Led the 2022-23 budget process.',
      'Prepared the FY2023 annual report.',
      'Completed the 2021/22 stocktake.',
      'Launched the program in Q3 2022.',
      'Coordinated the Term 3 excursion.',
    ])
      expect(isQuantified(line), line).toBe(false);
    expect(isQuantified('Reduced costs by 12% in 2022.')).toBe(true);
  });
});

describe('length against years of experience', () => {
  const onePage = (start: string) =>
    analyseCv(
      docFromLines({
        top: TOP,
        sections: [
          {
            heading: 'Work Experience',
            lines: [`HR Manager, Penrith City Council, ${start} – Present`],
            bullets: BULLETS,
          },
          { heading: 'Education', lines: ['Bachelor of Business, WSU, 2012'] },
          { heading: 'Key Skills', bullets: ['Employee relations, recruitment and workforce planning across council'] },
          { heading: 'Summary', lines: [Array(90).fill('Experienced people leader.').join(' ')] },
        ],
      }),
      AS_OF,
    );
  it('praises one page as early-career only for a short career, and calls it brief after ten years', async () => {
    const early = (await onePage('Mar 2025')).feedback.formatting.find((f) => f.code.startsWith('length.'))!;
    expect(early.message).toMatch(/graduate or early-career/);
    const mid = (await onePage('Mar 2019')).feedback.formatting.find((f) => f.code.startsWith('length.'))!;
    expect(mid.code).toBe('length.appropriate');
    expect(mid.message).not.toMatch(/graduate/);
    const senior = (await onePage('Mar 2012')).feedback.formatting.find((f) => f.code.startsWith('length.'))!;
    const stated = await analyseCv(
      docFromLines({
        top: TOP,
        sections: [
          {
            heading: 'Summary',
            lines: [`HR manager with 12+ years of experience. ${Array(130).fill('Trusted adviser.').join(' ')}`],
          },
          { heading: 'Key Skills', bullets: ['Employee relations, recruitment and workforce planning across council'] },
        ],
      }),
      AS_OF,
    );
    expect(stated.feedback.formatting.find((f) => f.code.startsWith('length.'))!.code).toBe(
      'length.brief-for-experience',
    );
    expect(senior.code).toBe('length.brief-for-experience');
    expect(senior.message).toMatch(/about 14 years’ experience/);
  });
});

describe('a role dated with a two-digit year', () => {
  it('is dated: "(06/19 – Present)"', async () => {
    const codes = await codesOf([
      {
        heading: 'Work Experience',
        lines: ['Payroll Officer – Resthaven Gardens, Marion SA (06/19 – Present)'],
        bullets: ['Paid 240 staff a fortnight.', 'Cut pay errors by 30%.', 'Trained 2 new officers.'],
      },
    ]);
    expect(codes).not.toContain('experience.undated-roles');
  });
});

describe('personal details', () => {
  it('reads a line that opens on a marital status with the family after it as marital status', async () => {
    const analysed = async (line: string) =>
      analyseCv(
        docFromLines({
          top: TOP,
          sections: [
            { heading: 'Work Experience', lines: ['Bus Driver, Sunbus, 2019 – Present'], bullets: ['Drove route 1'] },
            { heading: 'Personal', lines: [], bullets: [line] },
          ],
        }),
        AS_OF,
      );
    const codes = async (line: string) =>
      Object.values((await analysed(line)).feedback)
        .flat()
        .map((f) => f.code);
    expect(await codes('Married, 3 adult children')).toContain('personal.marital-status');
    // A word that only starts the same is no status ("Single-handedly ran the depot").
    expect(await codes('Single-handedly ran the depot on weekends')).not.toContain('personal.marital-status');
  });

  it('reads "Status: Married, 2 children" as marital status, and its words never make a CV long enough', async () => {
    // About 250 words of work, just over the line with the personal details and just under without them.
    const bullets = Array.from({ length: 28 }, (_, i) => `Served customers at register ${i + 1} and restocked aisles.`);
    const withDetails = await analyseCv(
      docFromLines({
        top: [...TOP, 'Date of Birth: 12/04/1999', 'Status: Married, 2 children'],
        sections: [{ heading: 'Work Experience', lines: ['Sales Assistant, Kmart Penrith, 2019 – Present'], bullets }],
      }),
      AS_OF,
    );
    const without = await analyseCv(
      docFromLines({
        top: TOP,
        sections: [{ heading: 'Work Experience', lines: ['Sales Assistant, Kmart Penrith, 2019 – Present'], bullets }],
      }),
      AS_OF,
    );
    const codes = (a: typeof without) =>
      [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].map((f) => f.code);
    expect(codes(withDetails)).toContain('personal.marital-status');
    expect(codes(withDetails).filter((c) => c.startsWith('length.'))).toEqual(
      codes(without).filter((c) => c.startsWith('length.')),
    );
    expect(without.score).toBeGreaterThan(withDetails.score);
  });
});

describe('time away dated as an entry of its own', () => {
  it('counts no career break as years of experience, and starts no role at its dates', async () => {
    const doc = docFromLines({
      top: TOP,
      sections: [
        {
          heading: 'Career History',
          lines: ['Administration Officer, Lakeside Physio, Mar 2024 – Present'],
          bullets: ['Front desk, bookings and payments for 5 physiotherapists'],
        },
        {
          heading: '',
          lines: ['Career break – full-time parent', 'Aug 2019 – Feb 2024', 'Cared for my two children.'],
        },
        {
          heading: '',
          lines: ['Practice Manager, Glenelg Family Dental, Jan 2013 – Jul 2019'],
          bullets: ['Managed a team of 8'],
        },
      ],
    });
    expect(roleBlocks(doc).some((b) => b.heading.some((h) => /Aug 2019/.test(h)))).toBe(false);
    const read = await readCv(
      await buildDocx({
        top: TOP,
        sections: [
          {
            heading: 'Career History',
            paragraphs: ['Administration Officer – Lakeside Physio', 'Mar 2024 – Present'],
            bullets: ['Front desk, bookings and payments for 5 physiotherapists'],
          },
          {
            heading: 'Career break – full-time parent',
            paragraphs: ['Aug 2019 – Feb 2024', 'Cared for my two children.'],
          },
        ],
      }),
    );
    // Mar 2024 to now, not the four and a half years at home.
    expect(yearsOfExperience(read, AS_OF)).toBeLessThanOrEqual(3);
  });
});
