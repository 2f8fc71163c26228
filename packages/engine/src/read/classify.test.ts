import { describe, expect, it } from 'vitest';
import { classify, headingKind, stripBullet } from './classify';

const raw = (lines: string[]) =>
  lines.map((text) => ({ text, source: 'body' as const, listItem: false, headingStyle: false }));

describe('sections as a person sets them', () => {
  it('reads a skills table’s first category under "Technical Skills" as part of the skills, not a section', () => {
    const { sections } = classify(
      raw([
        'Marcus Lee',
        'Experience',
        'Data Analyst, Endeavour Group, 2022 – Present',
        'Technical Skills',
        'Languages',
        'SQL, Python, DAX',
        'Education',
        'Bachelor of Science – UNSW Sydney, 2019',
      ]),
    );
    expect(sections.map((s) => `${s.kind}:${s.heading}`)).toEqual([
      'contact:null',
      'experience:Experience',
      'skills:Technical Skills',
      'education:Education',
    ]);
  });

  it('reads a skills table’s rows below its header row as categories, and "Languages: …" inside skills as one', () => {
    const cell = (text: string, row: number) => ({
      text,
      source: 'table' as const,
      listItem: false,
      headingStyle: false,
      row,
    });
    const { sections } = classify([
      ...raw(['Ethan Tran', 'Experience', 'Developer, Acme Apps, 2024 – Present', 'Technical skills']),
      cell('Area', 1),
      cell('Tools', 1),
      cell('Languages', 2),
      cell('TypeScript, SQL, Python', 2),
      cell('Front end', 3),
      cell('React, Next.js', 3),
      ...raw(['Education', 'Bachelor of IT – QUT, 2023']),
    ]);
    expect(sections.map((s) => `${s.kind}:${s.heading}`)).toEqual([
      'contact:null',
      'experience:Experience',
      'skills:Technical skills',
      'education:Education',
    ]);
    const inline = classify(raw(['Ana Diaz', 'Skills', 'Excel, MYOB', 'Languages: TypeScript, SQL']));
    expect(inline.sections.map((s) => s.kind)).toEqual(['contact', 'skills']);
  });

  it('still reads "Languages" as a section of its own after other lines', () => {
    const { sections } = classify(raw(['Ana Diaz', 'Skills', 'Excel, MYOB', 'Languages', 'Spanish (fluent)']));
    expect(sections.map((s) => s.kind)).toEqual(['contact', 'skills', 'other']);
  });

  it('knows the headings people write in their own words ("My Jobs", "Licence’s and Tickets", "Schooling")', () => {
    const { sections } = classify(
      raw([
        'Jayden Mitchell',
        'My Jobs',
        'Plumber – Hills Plumbing & Gas, 2020 – now',
        'Licence’s and Tickets',
        'White Card',
        'Schooling',
        'Cert III in Plumbing – TAFE SA, 2024',
        'Courses & CPD',
        'Dry needling – Level 1 (2019)',
      ]),
    );
    expect(sections.map((s) => s.kind)).toEqual([
      'contact',
      'experience',
      'certifications',
      'education',
      'certifications',
    ]);
  });

  it.each([
    ['TRAINING AND LICENCES', 'certifications'],
    ['Training & Certifications', 'certifications'],
    ['Education and Training', 'education'],
    ['Training', 'education'],
    ['Registration', 'certifications'],
    ['Registration & Checks', 'certifications'],
    ['Profile Summary:', 'summary'],
    ['Technical Updates (2024–2026)', 'certifications'],
    ['Mandatory requirements', 'certifications'],
  ])('reads %j as a section of %s: training beside licences earns them', (text, kind) =>
    expect(headingKind(text)).toBe(kind),
  );
});

describe('the history of one’s work as a heading', () => {
  it.each([
    ['Farming History', 'experience'],
    ['HOSPITALITY HISTORY', 'experience'],
    ['Education History', 'education'],
    ['Medical History', null],
  ])('reads %j as %s', (text, kind) => expect(headingKind(text)).toBe(kind));
});

describe('a heading with a note in brackets', () => {
  it.each([
    ['CLINICAL PLACEMENTS (1,040 HOURS)', 'experience'],
    ['Skills (technical)', 'skills'],
    ['Referees (available on request)', 'referees'],
    ['Availability (casual or part time)', 'other'],
  ])('reads %j as the heading before the note', (text, kind) => expect(headingKind(text)).toBe(kind));

  it('reads no heading from a line that only ends in brackets', () => {
    expect(headingKind('Bachelor of Nursing (Honours)')).toBeNull();
  });
});

describe('a section of projects after the roles', () => {
  it('reads "Selected Projects" as a section of its own, not a line of the last role', () => {
    const { sections } = classify(
      raw([
        'Aisha Karim',
        'Experience',
        'Environmental Scientist, Terra Consulting, 2019 – Present',
        'Selected Projects',
        'Former depot, Lismore – Council – DSI and validation – Site cleared for sale',
        'Education',
        'Bachelor of Environmental Science, 2015',
      ]),
    );
    expect(sections.map((s) => `${s.kind}:${s.heading}`)).toEqual([
      'contact:null',
      'experience:Experience',
      'other:Selected Projects',
      'education:Education',
    ]);
  });
});

describe('a typed bullet', () => {
  it('reads Word’s second-level "o" typed before a line as a bullet, not a word of it', () => {
    expect(stripBullet('o  Sales and negotiating')).toEqual({ text: 'Sales and negotiating', glyph: true });
    expect(stripBullet('o')).toEqual({ text: 'o', glyph: false });
    expect(stripBullet('organised the roster')).toEqual({ text: 'organised the roster', glyph: false });
  });

  it('reads a typed ">" as a bullet', () => {
    expect(stripBullet('> Rosters and banking')).toEqual({ text: 'Rosters and banking', glyph: true });
  });
});

describe('a section of the person’s own', () => {
  it('reads "About my lived experience" and "Personal" as sections of their own, not the work history', () => {
    expect(headingKind('ABOUT MY LIVED EXPERIENCE')).toBe('other');
    expect(headingKind('PERSONAL')).toBe('other');
    // A teacher's "Professional Learning" is courses, never more work.
    expect(headingKind('Professional Learning')).toBe('certifications');
  });
});

describe('headings in a person’s own words', () => {
  it.each([
    ['WHERE I’VE BEEN WORKING', 'experience'],
    ['LEARNING', 'education'],
    ['Quals', 'education'],
    ['BITS AND PIECES', 'other'],
    ['ROLES HELD', 'experience'],
    ['Bachelor of Education (Birth to Five Years)', null],
    ['Positions held', 'experience'],
    ['PEOPLE WHO KNOW MY WORK', 'referees'],
  ])('reads %j as %s', (text, kind) => expect(headingKind(text)).toBe(kind));
});

describe('a CV with no headings at all', () => {
  it('reads the dated roles after the contact details as experience, not contact lines', () => {
    const { sections } = classify(
      raw([
        'Tane Rewiti',
        'Mackay QLD 4740',
        'Mob 0491 570 112 tane.r@example.com',
        'Keen to get into the mines, happy to work away.',
        'Jan 2021 – now  Trade Assistant, Pioneer Valley Fabrication',
        'grinding and prep for the boilermakers',
        '2018-2020 Farmhand – Eungella Dairy',
        'Tickets',
        'White card',
      ]),
    );
    expect(sections.map((s) => `${s.kind}:${s.heading}`)).toEqual([
      'contact:null',
      'experience:null',
      'certifications:Tickets',
    ]);
    // A date in the contact block is no role: nothing above it reaches the person.
    const undated = classify(raw(['Jo Pham', 'Available from 2025 to 2026', 'Mob 0491 570 113', 'Skills', 'Excel']));
    expect(undated.sections[0]).toMatchObject({ kind: 'contact', start: 0 });
    expect(undated.sections[1]!.kind).toBe('skills');
  });

  it('reads an award, a line of skills and a labelled line after the roles as their own sections, no duties', () => {
    const { sections, paragraphs } = classify(
      raw([
        'Aiden Park',
        'Baldivis WA 6171 · 0451 773 092 · aiden@example.com',
        'Commis Chef  Salt & Ember, Fremantle WA  June 2023 to now',
        'Working on the larder and grill sections',
        'Kitchen Hand  Golden Wattle Aged Care  2020 – 2021',
        'Dishwashing and cleaning, helping the cooks plate up meals',
        'Certificate III in Commercial Cookery (SIT30821) – South Metropolitan TAFE, 2023',
        'Responsible Service of Alcohol (WA) – 2022',
        'Knife skills · stocks & sauces · larder · grill · bulk prep for functions · HACCP records',
        'Interests: Korean home cooking, AFL, fishing',
      ]),
    );
    const kindOf = (text: string) => paragraphs.find((p) => p.text.startsWith(text))!.section;
    expect(sections.map((s) => s.kind)).toEqual(['contact', 'experience', 'education', 'skills', 'other']);
    expect(kindOf('Dishwashing')).toBe('experience');
    expect(kindOf('Certificate III')).toBe('education');
    expect(kindOf('Knife skills')).toBe('skills');
    expect(kindOf('Korean home cooking')).toBe('other');
    // A duty that lists a few things with dots stays the role's: too few to be a line of skills.
    // A role dated by how long it lasted, beside its title, starts the roles too; "Cert III in …" is an award.
    const carer = classify(
      raw([
        'Sharon Kowalczyk',
        'Ph 0491 570 156',
        'I am a hard working and caring person who is looking for a permanent position in aged care.',
        'Lakeside Gardens Aged Care – Murray Bridge Personal Carer 2 years (casual)',
        'My duties include showering and dressing residents.',
        'Cert III in Individual Support (Ageing) TAFE SA Murray Bridge 2022',
      ]),
    );
    expect(carer.sections.map((s) => s.kind)).toEqual(['contact', 'experience', 'education']);
    const duty = classify(
      raw(['Ana Lee', '0491 570 114', 'Cook  The Jetty  2021 – 2023', 'Breakfast · lunch · functions']),
    );
    expect(duty.sections.map((s) => s.kind)).toEqual(['contact', 'experience']);
  });
});

describe('headings named for what they hold', () => {
  it('reads "SYSTEMS & KNOWLEDGE" and "Payroll Systems and Knowledge" as skills, and an award’s name as no heading', () => {
    expect(headingKind('SYSTEMS & KNOWLEDGE', true)).toBe('skills');
    expect(headingKind('Payroll Systems and Knowledge')).toBe('skills');
    expect(headingKind('Bachelor of Information Systems')).toBeNull();
  });
});

describe('a teacher’s and a tradesperson’s headings', () => {
  it.each([
    ['Registration & Compliance', 'certifications'],
    ['Professional Learning & Leadership', 'certifications'],
    ['Tools', 'skills'],
    ['Tools & Equipment', 'skills'],
  ])('reads %j as %s', (text, kind) => expect(headingKind(text)).toBe(kind));
});

describe('a skills table under its heading', () => {
  it('reads a kind of skill in a row’s first cell as the table’s category, no section of its own', async () => {
    const { buildDocx } = await import('../test-fixtures/build-cv');
    const { readCv } = await import('./read-cv');
    const doc = await readCv(
      await buildDocx({
        top: ['Sara Khalil', 'Auburn NSW 2144 | 0491 570 220 | sara@example.com'],
        sections: [
          { heading: 'Experience', paragraphs: ['Accounts Clerk, Auburn Motors, 2023 – Present'] },
          {
            heading: 'Skills',
            table: [
              ['Software', 'Xero, MYOB, Excel (pivot tables)'],
              ['Accounting', 'Bank reconciliations, BAS, payroll'],
            ],
          },
        ],
      }),
    );
    expect(doc.sections.map((s) => s.kind)).toEqual(['contact', 'experience', 'skills']);
  });
});
