import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { buildDocx } from '../test-fixtures/build-cv';
import { readCv } from '../read/read-cv';
import { cvRoles } from './cv-roles';
import { trainingOf } from './choose-evidence';
import { situation } from './draft-sentences';

describe('the CV’s roles for a draft', () => {
  it('says a stint of months across a new year in months, and longer roles in years', () => {
    const cv = docFromLines({
      top: ['Priya Nair'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Acting Team Leader – Services Australia, Jul 2025 – Jan 2026'],
          bullets: ['Ran daily huddles for 12 staff'],
        },
        {
          heading: 'Earlier',
          lines: ['Customer Service Officer – Services Australia, Mar 2019 – Jun 2025'],
          bullets: ['Assessed claims'],
        },
      ],
    });
    expect(cvRoles(cv).map((r) => r.when)).toEqual(['From July 2025 to January 2026', 'From 2019 to 2025']);
  });

  it('reads a role written as a form without its labels', () => {
    const cv = docFromLines({
      top: ['Tess Malone'],
      sections: [
        {
          heading: 'Work History',
          lines: [
            'Position: Rates Officer',
            'Employer: Golden Plains Shire Council',
            'Dates: Mar 2021 – Current',
            'Responsibilities: Issued rates notices, answered rates enquiries and set up payment plans for ratepayers.',
          ],
        },
      ],
    });
    const [role] = cvRoles(cv);
    expect(role).toMatchObject({ title: 'Rates Officer', employer: 'Golden Plains Shire Council', current: true });
    expect(role!.bullets[0]).toMatch(/^Issued rates notices/);
  });

  it('reads no employer from a table’s column names ("Company", "Position", "Period")', () => {
    const cv = docFromLines({
      top: ['Gurpreet Singh'],
      sections: [
        {
          heading: 'Work Experience',
          lines: [
            'Company',
            'Position',
            'Period',
            'Westgate Beverages DC, Laverton North',
            'Storeperson / Forklift Driver',
            '2019 - 2023',
          ],
          bullets: ['Loaded and unloaded trucks with a counterbalance forklift'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({ title: 'Storeperson / Forklift Driver', employer: 'Westgate Beverages DC' });
  });

  it('reads the employer’s line under a title whose second piece is its specialty, not an organisation', () => {
    const cv = docFromLines({
      top: ['Rebecca Tuilagi'],
      sections: [
        {
          heading: 'Employment History',
          lines: [
            '2019 – current   Registered Nurse, Community Nursing (Chronic & Complex Care)',
            'Central West Community Nursing Partnership, Orange NSW',
          ],
          bullets: ['Carried a caseload of around 28 clients with chronic and complex conditions'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({
      title: 'Registered Nurse',
      employer: 'Central West Community Nursing Partnership',
    });
  });

  it('dates a role by its own range, not an acting stint named beside it, and reads the employer’s line under it', () => {
    const cv = docFromLines({
      top: ['Ana Lee'],
      sections: [
        {
          heading: 'Experience',
          lines: [
            'Senior Planner – Acting Team Leader, Mar 2023 – Aug 2023\t06/2019 – current',
            'Strategic Planning Unit, Logan City Council – Logan Central',
          ],
          bullets: ['Assessed 140 development applications a year against the planning scheme'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({
      title: 'Senior Planner',
      employer: 'Logan City Council',
      when: 'Since 2019',
      current: true,
    });
  });

  it('dates a role from the earliest of the ranges on its heading lines, not an acting stint on the title’s line', () => {
    const cv = docFromLines({
      top: ['Mei-Ling Carter'],
      sections: [
        {
          heading: 'Experience',
          lines: [
            'Senior Policy Officer (APS6), including A/g Assistant Director (EL1) Aug 2023 – Mar 2024',
            'Families Policy Branch, Department of Social Services, Canberra | July 2021 – Present',
          ],
          bullets: ['Drafted 14 Cabinet submissions and New Policy Proposals'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({ when: 'Since 2021', current: true });
  });

  it('reads an employer’s line set under a title that names none as the employer, not a duty', () => {
    const cv = docFromLines({
      top: ['Cate Moore'],
      sections: [
        {
          heading: 'Experience',
          lines: [
            'Grants Officer (AO5)\tMar 2022 – Present',
            'Community Grants and Funded Services Unit, Department of Territory Families, Housing and Communities – Darwin NT (temporary contract to 30 June 2025)',
          ],
          bullets: ['Assessed 186 applications across two grant rounds'],
        },
      ],
    });
    const [role] = cvRoles(cv);
    expect(role).toMatchObject({
      employer: 'Department of Territory Families, Housing and Communities',
    });
    expect(role!.bullets).toEqual(['Assessed 186 applications across two grant rounds']);
  });

  it('takes no sentence about another person’s work as the person’s, and keeps their own beside it', () => {
    const cv = docFromLines({
      top: ['Mariam Haddad'],
      sections: [
        {
          heading: 'Experience',
          lines: [
            'Community Connector – Kororoit Creek Neighbourhood House, 2022 – Present',
            'I write a short quarterly activity report on my programs. The Coordinator manages the House’s budget and grant acquittals; I keep receipts and records for my program’s petty cash. My manager signed off every report.',
          ],
        },
      ],
    });
    const [role] = cvRoles(cv);
    expect(role!.bullets.join(' | ')).not.toMatch(/Coordinator manages|manager signed/);
    expect(role!.bullets.join(' | ')).toMatch(/I keep receipts/);
  });

  it('dates a role by its range, not by a date in the note under it', () => {
    const cv = docFromLines({
      top: ['Rosa King'],
      sections: [
        {
          heading: 'Employment History',
          lines: [
            'Patient Services Officer – Emergency, Fiona Stanley Hospital\tMar 2020 – Present',
            'Casual, then permanent full-time from July 2021',
          ],
          bullets: ['Registered 60 emergency presentations a shift in webPAS'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({ when: 'Since 2020', current: true });
  });

  it('reads placements under their own heading as roles held on placement, and a volunteer role on one line as its own', async () => {
    const cv = await readCv(
      await buildDocx({
        top: ['Mikaela Tran', 'Springwood QLD 4127 | 0491 570 156'],
        sections: [
          {
            heading: 'Field education placements',
            titles: ['Student Youth Worker (student placement)'],
            paragraphs: ['Beenleigh Youth Space | Mar 2024 - Jun 2024 (500 hours)'],
            bullets: ['Ran a weekly after-school drop-in group for 12-15 young people aged 12-17'],
          },
          {
            heading: 'Employment',
            paragraphs: ['Customer Service Assistant (casual)', 'Greenbank Fresh Market, Greenbank | 2019 - 2025'],
            bullets: ['Trained new casual staff on the registers'],
          },
          {
            heading: 'Volunteering',
            bullets: [
              'Homework Club Tutor, Woodridge Neighbourhood Centre (2021 - 2024): weekly tutoring for primary school children',
            ],
          },
        ],
      }),
    );
    const roles = cvRoles(cv, { volunteering: true }).map(({ title, employer, placement, unpaid, bullets }) => ({
      title,
      employer,
      placement,
      unpaid,
      bullets,
    }));
    expect(roles).toEqual([
      {
        title: 'Student Youth Worker',
        employer: 'Beenleigh Youth Space',
        placement: 'student placement',
        unpaid: undefined,
        bullets: ['Ran a weekly after-school drop-in group for 12-15 young people aged 12-17'],
      },
      {
        title: 'Customer Service Assistant',
        employer: 'Greenbank Fresh Market',
        placement: undefined,
        unpaid: undefined,
        bullets: ['Trained new casual staff on the registers'],
      },
      {
        title: 'Homework Club Tutor',
        employer: 'Woodridge Neighbourhood Centre',
        placement: undefined,
        unpaid: true,
        bullets: ['Weekly tutoring for primary school children'],
      },
    ]);
    // A draft tells the placement as one, never as a job held.
    expect(situation(cvRoles(cv, { volunteering: true })[0]!)).toBe(
      'In 2024, I completed a student placement as a Student Youth Worker at Beenleigh Youth Space.',
    );
  });

  it('reads a role line set as a Word heading with its dates, and no role from a career snapshot table', async () => {
    const cv = await readCv(
      await buildDocx({
        top: ['Sarah Whitfield', 'Mile End SA 5031 | 0491 570 789'],
        sections: [
          {
            heading: 'Career Snapshot',
            table: [
              ['Project Coordinator (HEO6)', 'Adelaide University', 'Feb 2022 – present'],
              ['Administration Officer (ASO3)', 'Department for Education SA', 'Mar 2016 – Jun 2018'],
            ],
          },
          { heading: 'Professional Experience' },
          {
            heading: 'Project Coordinator (HEO6) — Feb 2022 – present',
            paragraphs: [
              'Learning Environments Program, Adelaide University (University of South Australia until Dec 2025)',
            ],
            bullets: ['Coordinated 14 concurrent projects with a combined budget of $6.8 million.'],
          },
          {
            heading: 'Administration Officer (ASO3) — Mar 2016 – Jun 2018',
            paragraphs: ['Infrastructure and Capital Works, Department for Education SA'],
            bullets: ['Processed invoices for 60 school building projects.'],
          },
        ],
      }),
    );
    expect(cvRoles(cv).map(({ title, employer, when }) => ({ title, employer, when }))).toEqual([
      { title: 'Project Coordinator', employer: 'Adelaide University', when: 'Since 2022' },
      { title: 'Administration Officer', employer: 'Department for Education SA', when: 'From 2016 to 2018' },
    ]);
  });

  it('reads a role line set as a Word heading that names its employer and place, its dates on the line below', async () => {
    const cv = await readCv(
      await buildDocx({
        top: ['Tomasz Nowak', 'Brunswick VIC 3056 | 0491 570 313'],
        sections: [
          { heading: 'Work History' },
          {
            heading: 'Tenancy Officer – Northside Housing Co-operative, Brunswick',
            paragraphs: ['January 2020 – present'],
            bullets: ['Managed a portfolio of 140 community housing tenancies.'],
          },
          {
            heading: 'Sales Assistant (casual) – Myer, Highpoint Town Centre',
            paragraphs: ['2016 – 2019'],
            bullets: ['Served customers and balanced the register at close.'],
          },
        ],
      }),
    );
    expect(cvRoles(cv).map(({ title, employer, when }) => ({ title, employer, when }))).toEqual([
      { title: 'Tenancy Officer', employer: 'Northside Housing Co-operative', when: 'Since 2020' },
      { title: 'Sales Assistant', employer: 'Myer', when: 'From 2016 to 2019' },
    ]);
  });

  it('reads a line of time away as no role and no employer of the role under it', async () => {
    const cv = await readCv(
      await buildDocx({
        headings: 'plain',
        top: ['Mia Rossi', 'Brighton VIC 3186 | 0491 570 111'],
        sections: [
          {
            heading: 'Work history',
            paragraphs: ['Receptionist, Bayside Dental, Brighton     2022 – present'],
            bullets: ['Booked 60 patients a day in Dental4Windows'],
          },
          {
            heading: 'Travelled in South America (Jun - Dec 2021)',
            paragraphs: ['Cafe Supervisor, The Green Fig, North Hobart     2017-2020'],
            bullets: ['Supervised the floor on busy weekend shifts'],
          },
        ],
      }),
    );
    expect(cvRoles(cv).map(({ title, employer }) => ({ title, employer }))).toEqual([
      { title: 'Receptionist', employer: 'Bayside Dental' },
      { title: 'Cafe Supervisor', employer: 'The Green Fig' },
    ]);
  });

  it('reads "Since 2020" on a role line as held from then, no part of the employer', () => {
    const cv = docFromLines({
      top: ['Luke Vance'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Tiler (sub-contractor, ABN) – Various builders, Ballarat area Since 2020'],
          bullets: ['Laid floor and wall tiles in 60 new homes a year'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({
      title: 'Tiler',
      employer: 'Various builders, Ballarat area',
      when: 'Since 2020',
      current: true,
    });
  });
});

describe('roles under a heading many CVs give their work history', () => {
  it('reads "Career Summary" over a title, an employer and dates as the roles, the title with whom it serves', () => {
    const cv = docFromLines({
      top: ['Melissa Doran'],
      sections: [
        {
          heading: 'Profile',
          lines: ['Organised and discreet Personal Assistant with more than five years of support.'],
        },
        {
          heading: 'Career Summary',
          lines: [
            'Personal Assistant to the Director of Operations',
            'Kestrel Logistics Group, Port Melbourne',
            'March 2021 to Present',
          ],
          bullets: ['Manage the Director’s diary, inbox and phone across three sites.'],
        },
      ],
    });
    expect(cv.sections.map((s) => s.kind)).toContain('experience');
    expect(cvRoles(cv)[0]).toMatchObject({
      title: 'Personal Assistant to the Director of Operations',
      employer: 'Kestrel Logistics Group',
      current: true,
    });
  });

  it('keeps an outcome after a semicolon with the work it came of', () => {
    const cv = docFromLines({
      top: ['Sam Okafor'],
      sections: [
        {
          heading: 'Employment',
          lines: [
            'Procurement Officer, Huon Civil Contractors, 2020 – Present',
            'When one supplier repeatedly missed delivery times in 2024, I documented the issues and agreed an improvement plan; on-time deliveries improved from 70% to 95% over the next two quarters. I raise purchase orders in TechnologyOne; I check coding against the budget.',
          ],
        },
      ],
    });
    expect(cvRoles(cv)[0]!.bullets).toEqual([
      'When one supplier repeatedly missed delivery times in 2024, I documented the issues and agreed an improvement plan; on-time deliveries improved from 70% to 95% over the next two quarters.',
      'I raise purchase orders in TechnologyOne;',
      'I check coding against the budget.',
    ]);
  });

  it('keeps an agency named by its initials in capitals as written', () => {
    const cv = docFromLines({
      top: ['Mei-Lin Carraway'],
      sections: [
        {
          heading: 'Employment',
          lines: [
            'Acting Senior Policy Officer (APS 5), Water Policy Branch',
            'DCCEEW, Canberra',
            'Mar 2024 – Aug 2024',
          ],
          bullets: ['Led the drafting of a 30-page policy options paper.'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({ title: 'Acting Senior Policy Officer', employer: 'DCCEEW' });
  });
});

describe('the courses a draft may name', () => {
  it('takes no grade for a course', () => {
    const cv = docFromLines({
      top: ['Mikaela Tran'],
      sections: [
        {
          heading: 'Education',
          lines: ['Bachelor of Social Work (Honours) – Griffith University, 2025'],
          bullets: [
            'GPA 6.1 / 7; Honours research project on leaving care (High Distinction)',
            'Trauma-Informed Practice',
          ],
        },
      ],
    });
    expect(trainingOf(cv).some((l) => /GPA/.test(l))).toBe(false);
    expect(trainingOf(cv)).toContain('Trauma-Informed Practice');
    expect(trainingOf(cv).some((l) => /Honours research/.test(l))).toBe(false);
  });

  it('reads courses listed between semicolons as a course each', () => {
    const cv = docFromLines({
      top: ['Hannah Delaney'],
      sections: [
        {
          heading: 'Education and Training',
          lines: [
            'Mental Health First Aid, 2022; Trauma-informed practice, 2020; Family violence risk assessment training, 2021',
          ],
        },
      ],
    });
    expect(trainingOf(cv)).toEqual([
      'Mental Health First Aid, 2022',
      'Trauma-informed practice, 2020',
      'Family violence risk assessment training, 2021',
    ]);
  });
});

describe('a role whose title names no job the vocabulary knows', () => {
  it('reads a heading over a line of only a place and dates as the title, and no employer in small letters', async () => {
    const cv = await readCv(
      await buildDocx({
        top: ['Ethan Nguyen', 'Bibra Lake WA 6163 | 0491 570 447'],
        sections: [
          {
            heading: 'Field experience',
            titles: ['Student team leader – logistics (Vertebrate Field Ecology field camp)'],
            paragraphs: ['Dryandra Woodland  |  Apr 2025 (5 days)'],
            bullets: ['Planned the equipment list, food and daily schedule for a group of 6 students'],
          },
          {
            heading: 'Volunteering',
            titles: ['Volunteer spotter – Busselton Possum Watch'],
            paragraphs: ['Busselton  |  2023–present'],
            bullets: ['Took part in 9 night spotlighting transects for western ringtail possums'],
          },
        ],
      }),
    );
    const roles = cvRoles(cv, { volunteering: true }).map(({ title, employer }) => ({ title, employer }));
    expect(roles).toEqual([
      { title: 'Student team leader', employer: 'Dryandra Woodland' },
      { title: 'Volunteer spotter', employer: 'Busselton Possum Watch' },
    ]);
  });
});

describe('a job board’s button among the roles', () => {
  it('heads no role: "+ Add role" is no employer', () => {
    const cv = docFromLines({
      top: ['Renee Mahoney'],
      sections: [
        {
          heading: 'Career history',
          lines: ['+ Add role', 'Café Supervisor', 'Saltbush Café Terrigal', 'Jun 2018 - Present (8 yrs 6 mos)'],
          bullets: ['Supervise a team of 6 casuals and write the weekly roster in Deputy'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({ title: 'Café Supervisor', employer: 'Saltbush Café Terrigal' });
  });
});

describe('roles set out in a table, and a later section of experience', () => {
  it('reads "Project Nurse (secondment)" as the title, and keeps a later section’s work out of the last role', () => {
    const cv = docFromLines({
      top: ['Priya Nair'],
      sections: [
        {
          heading: 'Employment',
          lines: ['Mar 2022 to Sep 2022', 'Project Officer (secondment)', 'Quality Unit, Bayside Health Service'],
          bullets: ['Reviewed 8 ward procedures against the national standards.'],
        },
        {
          heading: 'Committee Experience',
          bullets: ['Chaired the ward safety huddle (2019–2024), cutting missed handovers by 30%.'],
        },
      ],
    });
    const roles = cvRoles(cv);
    expect(roles[0]).toMatchObject({ title: 'Project Officer', employer: 'Bayside Health Service', when: 'In 2022' });
    expect(roles[0]!.bullets).toEqual(['Reviewed 8 ward procedures against the national standards.']);
  });
});
