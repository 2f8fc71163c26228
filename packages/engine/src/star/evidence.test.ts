import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { asDocument } from '../rewrite/as-document';
import {
  acronymsOf,
  answers,
  bulletsOf,
  chooseEvidence,
  chooseLines,
  highlightsOf,
  statedOf,
  statesResult,
  saysOutcome,
  trainingOf,
} from './choose-evidence';
import { cvRoles } from './cv-roles';
import { draftStar } from './draft-star';
import { draftFromPaste } from './draft-from-paste';
import { settingGap } from './setting-gap';
import { claims, OWN_WORDS } from './prompts';
import { AWARD_PROMPT, EQUIVALENT_PROMPT, HELD_PROMPT } from './held-credential';
import { inFirstPerson } from './profile-sentences';
import { firstPerson } from './first-person';
import { factGuard } from '../rewrite/fact-guard';
import { loadSpeller } from '../analyse/checks/spelling';
import { purposeOf, trainingSentence } from './draft-sentences';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A CV of one role: a name, the role's heading line and its bullets. */
const oneRole = (name: string, heading: string, bullets: string[]) =>
  docFromLines({ top: [name], sections: [{ heading: 'Experience', lines: [heading], bullets }] });

/** A policy officer's CV laid out as APS CVs often are: title with a bracketed note, employer line, date line. */
const policyCv = docFromLines({
  top: ['Tom Nguyen', 'Belconnen ACT 2617 | 0428 315 904 | tom@example.com'],
  sections: [
    {
      heading: 'Summary',
      lines: [
        'Policy officer with four years of experience in Commonwealth water policy. I enjoy the relationship side of working with the states as much as the analysis.',
      ],
    },
    {
      heading: 'Experience',
      lines: [
        'Policy Officer (APS 4; acting APS 5 Feb – Jul 2024)',
        'Department of Climate Change, Energy, the Environment and Water — Water Division, Canberra',
        'July 2022 – present',
      ],
      bullets: [
        'Draft ministerial briefs and correspondence on water security programs, 8–10 items a week',
        'Consulted with state agencies and peak industry bodies to shape program guidelines',
        'Negotiated data-sharing terms with eight state and territory agencies',
        'Contributed analysis and drafting to a Cabinet submission for a national water program',
        'Reduced the briefing backlog by 60% by setting up a shared clearance tracker',
      ],
    },
    {
      heading: 'Earlier roles',
      lines: ['Program Officer, Department of Agriculture, Jan 2019 – Jun 2022'],
      bullets: [
        'Liaised with regional councils and landholder groups on drought program eligibility',
        "Wrote the program's quarterly performance reports for the executive board",
        'Processed 400 grant applications a year against the program guidelines',
      ],
    },
    { heading: 'Training', lines: ['Writing for Government — IPAA ACT, 2022', 'NSW driver licence (C class)'] },
  ],
});

describe('roles read for a STAR situation', () => {
  it('takes the dates from the date line, the title without its bracketed note, the employer without its division', () => {
    const [role] = cvRoles(policyCv);
    expect(role).toMatchObject({
      title: 'Policy Officer',
      employer: 'Department of Climate Change, Energy, the Environment and Water',
      when: 'Since 2022',
      current: true,
    });
  });

  it('reads dates as the analysis does, two-digit years too', () => {
    const cv = docFromLines({
      top: ['Grace Fifita'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Disability Support Worker — Open Horizons SIL, Belmont', "Jun '19 – Jul '22"],
          bullets: ['Supported 4 residents in a SIL home'],
        },
      ],
    });
    expect(cvRoles(cv)[0]).toMatchObject({
      title: 'Disability Support Worker',
      employer: 'Open Horizons SIL',
      when: 'From 2019 to 2022',
    });
  });

  it('reads a role whose one heading line runs long (title, section, a department of many names, level, dates)', () => {
    const line = (title: string, employer: string, dates: string) =>
      `${title} – ${employer} | Executive Level 1 | ${dates}`;
    const cv = docFromLines({
      top: ['Meg Sullivan'],
      sections: [
        {
          heading: 'Professional experience',
          lines: [
            line(
              'Assistant Director, Regional Programs Section',
              'Department of Infrastructure, Transport, Regional Development, Communications and the Arts',
              'March 2020 – present',
            ),
          ],
          bullets: ['Negotiated a data-sharing agreement with four state governments'],
        },
        {
          heading: 'Earlier experience',
          lines: [line('Senior Policy Officer', 'Department of Social Services', 'July 2016 – Feb 2020')],
          bullets: ['Led consultation with 35 community organisations'],
        },
      ],
    });
    expect(cvRoles(cv).map(({ title, employer, when }) => ({ title, employer, when }))).toEqual([
      {
        title: 'Assistant Director',
        employer: 'Department of Infrastructure, Transport, Regional Development, Communications and the Arts',
        when: 'Since 2020',
      },
      { title: 'Senior Policy Officer', employer: 'Department of Social Services', when: 'From 2016 to 2020' },
    ]);
  });

  // Role headings as job seekers lay them out: employer first, a tab before the dates, dates first, a place line,
  // a store in capitals above the title, a place after the employer's comma.
  const LAYOUTS: Array<[string[], string, string]> = [
    [
      ['Corio Power Solutions | Leading Hand Electrician | 2023 – Present'],
      'Leading Hand Electrician',
      'Corio Power Solutions',
    ],
    [
      ['Senior Accountant\tJul 2020 – Present', 'Whitehorse Partners Chartered Accountants, Box Hill VIC'],
      'Senior Accountant',
      'Whitehorse Partners Chartered Accountants',
    ],
    [['2018 – 2021  Customer Service Officer, Service NSW'], 'Customer Service Officer', 'Service NSW'],
    [
      ['Digital Marketing Manager, Sunshine Organics Pty Ltd', 'Newstead QLD | February 2022 – Present'],
      'Digital Marketing Manager',
      'Sunshine Organics Pty Ltd',
    ],
    [
      ['KMART AUSTRALIA – WHITFORD CITY', 'Retail Team Member', 'November 2014 – July 2017'],
      'Retail Team Member',
      'Kmart Australia',
    ],
    [
      ['COTTON ON GROUP – LAKESIDE JOONDALUP', 'Store Manager', 'Aug 2017 – Feb 2020'],
      'Store Manager',
      'Cotton On Group',
    ],
    [['NSW HEALTH', 'Ward Clerk', '2019 – 2021'], 'Ward Clerk', 'NSW Health'],
    [
      ['Graduate, Graduate Development Program – Department of Finance | APS 3 | Feb 2018 – Jan 2019'],
      'Graduate',
      'Department of Finance',
    ],
    [
      ['Clinical Nurse Specialist – Emergency Department', 'Westmead Hospital, Westmead NSW', 'Mar 2019 – Present'],
      'Clinical Nurse Specialist',
      'Westmead Hospital',
    ],
    [['OSHC Educator (Casual), Anglicare NT – Darwin', '2016'], 'OSHC Educator', 'Anglicare NT'],
    // The employer's line above, not a team beside the title; a second job beside the title is no employer.
    [
      ['Eastlake Regional Libraries, Belconnen\tFeb 2020 – present', 'Library Technician – Collection Services (ASO4)'],
      'Library Technician',
      'Eastlake Regional Libraries',
    ],
    [
      ['Feb 2013 – Jun 2017', 'Bar Supervisor (2015–2017), Bartender (2013–2015)', 'Riverside Dining Precinct'],
      'Bar Supervisor',
      'Riverside Dining Precinct',
    ],
    [
      ['Paper Trail Books, Woden\t2012 – 2016', 'Bookseller (casual, while studying)'],
      'Bookseller',
      'Paper Trail Books',
    ],
  ];
  it.each(LAYOUTS)('reads title and employer from %j', (lines, title, employer) => {
    const cv = docFromLines({
      top: ['Sam Lee'],
      sections: [{ heading: 'Work experience', lines, bullets: ['Served customers at the front counter'] }],
    });
    expect(cvRoles(cv)[0]).toMatchObject({ title, employer });
  });

  it('reads a role whose title opens with a sub-heading\'s word ("Client Service Officer") as a role', () => {
    const item = (text: string, bullet = false) => ({ text, bullet });
    const cv = asDocument({
      name: 'Tom Nguyen',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Experience',
          items: [
            item('Senior Service Officer – Services Australia, Tuggeranong ACT'),
            item('Jul 2018 – Feb 2021'),
            item('Managed 120 payment reviews a month', true),
            item('Client Service Officer (APS 4) – Department of Home Affairs, Canberra'),
            item('Feb 2016 – Jun 2018'),
            item('Assessed 2,500 visa applications', true),
          ],
        },
      ],
    });
    expect(cvRoles(cv).map((r) => r.title)).toEqual(['Senior Service Officer', 'Client Service Officer']);
  });

  it('gives roles under one employer its name, and keeps labels inside a role out of its heading', () => {
    const item = (text: string, bullet = false) => ({ text, bullet });
    const cv = asDocument({
      name: 'Ana Silva',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Work experience',
          items: [
            item('Crown Melbourne, Southbank VIC'),
            item('Restaurant Manager — Apr 2021 – Present'),
            item('Key achievements:'),
            item('Lifted guest scores from 4.1 to 4.6', true),
            item('Responsibilities:'),
            item('Roster a team of 30 staff', true),
            item('Assistant Restaurant Manager — Jun 2018 – Mar 2021'),
            item('Ran the floor for 200-cover dinners', true),
            item('Waiter — Jan 2016 – May 2018'),
            item('Served tables in the main dining room', true),
          ],
        },
      ],
    });
    expect(cvRoles(cv).map(({ title, employer, bullets }) => ({ title, employer, bullets: bullets.length }))).toEqual([
      { title: 'Restaurant Manager', employer: 'Crown Melbourne', bullets: 2 },
      { title: 'Assistant Restaurant Manager', employer: 'Crown Melbourne', bullets: 1 },
      { title: 'Waiter', employer: 'Crown Melbourne', bullets: 1 },
    ]);
  });

  it('tells a result from a volume, a year or a classification', () => {
    expect(statesResult('Reduced the briefing backlog by 60%')).toBe(true);
    // How many a piece of work reached, and a result set against what went before.
    expect(statesResult('Ran a survey of renters that reached 2,400 households across the shire')).toBe(true);
    expect(statesResult('Built a volunteer roster twice the size of the previous year’s')).toBe(true);
    expect(statesResult('Ran the information session twice a year')).toBe(false);
    expect(statesResult('Grew attendance at the expo to three times the 2023 figure')).toBe(true);
    expect(statesResult('Reached out to 40 local businesses about the program')).toBe(false);
    expect(statesResult('Cut waiting times from 9 days to 2')).toBe(true);
    // Work delivered better than planned is a result.
    expect(statesResult('Coordinated the AV rollout, finishing two weeks early and $74,000 under budget')).toBe(true);
    expect(statesResult('Draft ministerial briefs, 8–10 items a week')).toBe(false);
    // A figure moved from one number to another, and a backlog cleared, are results; a span of years is not.
    expect(statesResult('Cleared a backlog of credit transfer applications from 140 to 25 in six weeks')).toBe(true);
    expect(saysOutcome('Cleared the enrolment backlog before census date')).toBe(true);
    // Work brought to its end or kept going, in words.
    expect(saysOutcome('Rescoped a delayed boardwalk project with the council; it was completed in May 2025')).toBe(
      true,
    );
    expect(saysOutcome('Renegotiated the milestones, keeping the grant funded')).toBe(true);
    expect(saysOutcome('Kept the project file up to date')).toBe(false);
    expect(statesResult('Worked on the enrolments team from 2019 to 2022')).toBe(false);
    // A share counted out, with what came of it.
    expect(
      statesResult('Co-ran a six-week program with a local employer; 9 of the 14 participants got part-time jobs'),
    ).toBe(true);
    expect(statesResult('Supervised 3 of the 12 cleaning staff on night shift')).toBe(false);
    expect(statesResult('While acting APS 5, managed two officers for the 2023–24 Budget')).toBe(false);
    // A volume of work done is no outcome ("The outcome was measurable: I completed three rotations" had been said).
    expect(statesResult('Completed three rotations in labour statistics, methodology and engagement')).toBe(false);
    expect(statesResult('Completed tax returns, peaking at 400+ returns per season')).toBe(false);
    // Nothing gone wrong is a result.
    expect(statesResult('Updated 14 SOPs for NATA reaccreditation, with no findings in my areas')).toBe(true);
    expect(statesResult('Supported six children home, with no re-reports in the following 12 months')).toBe(true);
    expect(statesResult('Answered no more than the phones')).toBe(false);
    // Nothing went wrong, said as a sentence: "No application was ruled ineligible."
    expect(statesResult('Coordinated 85 applications in the 2023 round. No application was ruled ineligible.')).toBe(
      true,
    );
    expect(statesResult('Processed 300 claims a month; not one was returned')).toBe(true);
    expect(statesResult('Checked that no form was missing a signature')).toBe(false);
    // Money found or won back is a result; money handled is the work.
    expect(statesResult('Led a recovery process that returned $410,000 to the program')).toBe(true);
    expect(statesResult('Processed $2 million in payments a month')).toBe(false);
    expect(statesResult('Not one of 300 claims was returned by the auditors')).toBe(true);
    // Everything passing is a result, and so is no non-compliance found.
    expect(statesResult('Redesigned assessment tools for 14 units, with all tools passing validation')).toBe(true);
    expect(statesResult('Prepared evidence for an ASQA audit (no non-compliances found)')).toBe(true);
    expect(statesResult('Checked all invoices against purchase orders')).toBe(false);
    // A measure with its figure is a result.
    expect(statesResult('Average customer satisfaction of 4.8/5 across 2,900 surveyed tickets')).toBe(true);
    // Work others took up is a result; work used by the person is not.
    expect(statesResult('Introduced a declaration register, later adopted by two other programs')).toBe(true);
    expect(statesResult('Built a checklist that is now the standard onboarding tool')).toBe(true);
    expect(statesResult('Used SAP to raise purchase orders')).toBe(false);
  });
});

describe('evidence chosen across criteria', () => {
  it('reads a colleague-of-the-month award as teamwork', () => {
    const cv = docFromLines({
      top: ['Mia Tran'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Casual Retail Assistant, Pennywise Variety, 2023 – Present'],
          bullets: ['Restock shelves and do price changes', 'Named "Team Member of the Month" in March 2024.'],
        },
      ],
    });
    const [team] = chooseEvidence(['Demonstrated ability to work as part of a team'], bulletsOf(cv));
    expect(team!.map((b) => b.text)).toContain('Named "Team Member of the Month" in March 2024.');
  });

  it('takes no line that only says where a role sat for an example', () => {
    const cv = docFromLines({
      top: ['Ana Lim'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Program Officer, Department of Industry, 2021 – Present'],
          bullets: [
            'Regional Manufacturing Grants section, Canberra.',
            'Managed 42 regional grant agreements worth $18.6 million',
            'Process invoices and send them to the accounts team',
          ],
        },
      ],
    });
    expect(bulletsOf(cv).map((b) => b.text)).toEqual([
      'Managed 42 regional grant agreements worth $18.6 million',
      'Process invoices and send them to the accounts team',
    ]);
  });

  it('answers a targeted question, not the scene it sets first', () => {
    const cv = docFromLines({
      top: ['Jo Hart'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Support Officer, Harbour Family Services, 2020 – Present'],
          bullets: [
            'Wrote contact notes within 24 hours of each visit',
            'Manage my own diary and the team vehicle roster; rarely miss deadlines despite last-minute changes',
          ],
        },
      ],
    });
    const [answer] = chooseEvidence(
      [
        'This role involves accurate record keeping while juggling transport and visits. Tell us how you organise your workload to meet deadlines when priorities change at short notice.',
      ],
      bulletsOf(cv),
    );
    expect(answer![0]!.text).toMatch(/rarely miss deadlines/);
  });

  it('lets the criterion with fewest answers choose first, so a broad one cannot take its only example', () => {
    const cv = docFromLines({
      top: ['Sam Lee'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Purchasing Officer, Acme Pty Ltd, 2020 – Present'],
          bullets: [
            'Negotiated supplier contracts worth $2 million with three vendors',
            'Managed supplier relationships and purchase orders for two sites',
            'Filed invoices and kept the asset register',
            'Answered staff queries about ordering',
          ],
        },
      ],
    });
    const [broad, narrow] = chooseEvidence(
      ['Experience managing suppliers and negotiating contracts', 'Negotiation skills'],
      bulletsOf(cv),
    );
    expect(narrow![0]!.text).toMatch(/^Negotiated supplier contracts/);
    expect(broad![0]!.text).toMatch(/^Managed supplier relationships/);
  });

  it('asks only for a figure where an action says its outcome in words, and for the result where none does', async () => {
    const said = oneRole('Daniel Kovac', 'Team Leader, Barwon Shores City Council, 2020 – Present', [
      'Analysed complaint data each quarter; my analysis of waste calls led to a rewrite of the bin-change letter, which cut related calls',
    ]);
    const [withOutcome] = await draftStar(said, ['Ability to analyse data and improve services'], 250);
    expect(withOutcome!.fullResponse).toContain('[Add a figure for this result if you have one.]');
    expect(withOutcome!.fullResponse).not.toContain('[verify: add the result');
    const plain = oneRole('Daniel Kovac', 'Team Leader, Barwon Shores City Council, 2020 – Present', [
      'Analysed complaint data each quarter and reported trends to the manager',
    ]);
    const [without] = await draftStar(plain, ['Ability to analyse data and improve services'], 250);
    expect(without!.fullResponse).toMatch(/\[verify: add the result|\[Add the result\.\]/);
  });

  it('quotes the CV in Australian spelling', async () => {
    const cv = docFromLines({
      top: ['Ethan Nguyen'],
      sections: [
        {
          heading: 'Summary',
          lines: [
            'Data analyst. Strong team player with excellent communication skills and a proven track record of delivering insights.',
          ],
        },
        {
          heading: 'Experience',
          lines: ['Junior Data Analyst, Limestone Insights, 2021 – 2023'],
          bullets: ['Cleaned and analyzed survey data in Excel and SPSS'],
        },
      ],
    });
    const { responses } = await draftFromPaste(
      cv,
      'Demonstrated capacity to support research activities and analyse data.',
      '',
    );
    const draft = responses[0];
    expect(draft!.fullResponse).toContain('analysed survey data');
  });

  it('tells each supporting line in one draft only, where the CV has two lines or more for each criterion', () => {
    const cv = oneRole('Grace Mwangi', 'Care Team Leader, Southern Cross Care, 2021 – Present', [
      'Led a team of 8 personal care workers on morning and afternoon shifts',
      'Completed care plan reviews and progress notes in AutoCare',
      'Reduced resident falls by 30% by introducing hourly rounding',
      'Trained new staff in manual handling and infection control',
      'Coached care workers on progress notes and care plan documentation',
      'Supervised the infection control audit for the care team',
      'Led handover meetings for the afternoon care team',
      'Updated care plans after each resident review with the care team',
    ]);
    const picks = chooseEvidence(
      ['Leadership of a care team', 'Accurate care plans and progress notes', 'Training staff in infection control'],
      bulletsOf(cv),
    );
    const told = picks.flat().map((b) => b.text);
    expect(told.length).toBeGreaterThan(3);
    expect(new Set(told).size).toBe(told.length);
  });

  it('reads a till balanced and payments receipted as handling cash and transactions', () => {
    const cv = oneRole('Kayla Simmons', 'Customer Service Officer, City of Onkaparinga, 2022 – Present', [
      'Enter customer requests into Pathway',
      'Answer phone enquiries',
      'Receipt payments for rates and permits',
      'Balance till at end of day',
    ]);
    const [cash] = chooseEvidence(
      ['Ability to accurately process financial transactions and handle cash in line with procedures'],
      bulletsOf(cv),
    );
    expect(cash!.slice(0, 2).map((b) => b.text)).toEqual(
      expect.arrayContaining(['Receipt payments for rates and permits', 'Balance till at end of day']),
    );
  });

  it('reads a line that referred people as facilitating referrals', () => {
    const cv = oneRole('Marcus Whitehead', 'Youth Outreach Worker, Kirwan Community Youth Hub, 2019 – Present', [
      'Ran the after-school drop-in and a weekly basketball program',
      'Referred young people to headspace and housing services, and followed up',
    ]);
    const [referrals] = chooseEvidence(['Ability to facilitate referrals to partner organisations'], bulletsOf(cv));
    expect(referrals![0]!.text).toMatch(/^Referred young people/);
  });

  it('reads a count by its period as a volume of work', () => {
    const cv = oneRole('Sophie Tran', 'Accounts Payable Officer, Department of Health, 2022 – Present', [
      'Helped the procurement team run two Requests for Quotation',
      'Processed around 1,200 supplier invoices a month in TechnologyOne',
    ]);
    const [volume] = chooseEvidence(['Ability to manage a high-volume workload'], bulletsOf(cv));
    expect(volume![0]!.text).toMatch(/1,200 supplier invoices a month/);
  });

  it('takes the main example from the current role over an as-good one from long ago', () => {
    const cv = docFromLines({
      top: ['Siobhan Kerr'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Research Officer, Deakin University, 2021 – Present'],
          bullets: ['Wrote guidance notes for researchers on grant rules'],
        },
        {
          heading: 'Earlier',
          lines: ['HR Officer, Barwon Health, 2014 – 2016'],
          bullets: ['Wrote guidance notes and reports for managers on leave rules'],
        },
      ],
    });
    const [writing] = chooseEvidence(['Well-developed written communication skills'], bulletsOf(cv));
    expect(writing![0]!.text).toMatch(/researchers/);
  });

  it('answers a check offered "or the ability to obtain one" from the line that shows it held', async () => {
    const cv = docFromLines({
      top: ['Mia Tran'],
      sections: [
        { heading: 'Experience', lines: ['Receptionist, Bay Dental, 2022 – Present'], bullets: ['Booked patients.'] },
        { heading: 'Other', lines: ['WWCC (NSW) - cleared 2023', 'First Aid certificate'] },
      ],
    });
    const [check] = await draftStar(cv, [
      'A current NSW Working with Children Check clearance, or the ability to obtain one before starting in the role.',
    ]);
    expect(check!.fullResponse).toBe('I meet this requirement: WWCC (NSW) - cleared 2023.');
  });

  it('reads a check by its state’s own name: a Tasmanian registration is the closest held to an Ochre Card', async () => {
    const cv = docFromLines({
      top: ['Ari Walsh'],
      sections: [
        { heading: 'Experience', lines: ['Youth Worker, Hobart PCYC, 2021 – Present'], bullets: ['Ran a drop-in.'] },
        { heading: 'Checks', lines: ['Registration to Work with Vulnerable People – current'] },
      ],
    });
    const [check] = await draftStar(cv, [
      'A current Working with Children Clearance (Ochre Card), or the ability to obtain one before you start.',
    ]);
    expect(check!.fullResponse).toBe('The closest I hold is Registration to Work with Vulnerable People – current.');
    // Asked with a licence held: the licence is said as held, the check as lacking for this state, and its closest.
    const both = docFromLines({
      top: ['Ari Walsh'],
      sections: [
        { heading: 'Experience', lines: ['Youth Worker, Hobart PCYC, 2021 – Present'], bullets: ['Ran a drop-in.'] },
        {
          heading: 'Checks',
          lines: ['Registration to Work with Vulnerable People – current', 'Tasmanian driver licence (full)'],
        },
      ],
    });
    const [pair] = await draftStar(both, [
      'A current Working with Children Clearance (Ochre Card) and a current driver licence, or the ability to obtain them.',
    ]);
    expect(pair!.fullResponse).toBe(
      'I meet part of this requirement: Tasmanian driver licence (full). I do not yet hold a Working with Children Check for this state; the closest I hold is Registration to Work with Vulnerable People – current.',
    );
  });

  it('reads business administration’s medical stream as health administration', async () => {
    const cv = docFromLines({
      top: ['Jo Kerr'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Ward Clerk, Royal Hobart Hospital, 2020 – Present'],
          bullets: ['Booked beds.'],
        },
        { heading: 'Education', lines: ['Certificate IV in Business Administration (Medical) — TAFE NSW, 2019'] },
      ],
    });
    const [award] = await draftStar(cv, ['Certificate IV in Health Administration or equivalent.']);
    expect(award!.fullResponse).toBe(
      'I meet this requirement: Certificate IV in Business Administration (Medical) — TAFE NSW, 2019.',
    );
  });

  it('reads experience in a tertiary education setting as work asked for, not a qualification', async () => {
    const cv = docFromLines({
      top: ['Mia Tran'],
      sections: [
        { heading: 'Experience', lines: ['Receptionist, Bay Dental, 2022 – Present'], bullets: ['Booked patients.'] },
        { heading: 'Education', lines: ['Certificate IV in Community Services - TAFE NSW (currently studying)'] },
      ],
    });
    const [setting] = await draftStar(cv, [
      'Experience working in a university or other tertiary education environment.',
    ]);
    expect(setting!.fullResponse).not.toMatch(/^I am completing/);
    expect(setting!.fullResponse).toMatch(/\[/);
  });

  it('answers a credential from the line that shows it, and asks when the CV does not', async () => {
    const [licence, clearance] = await draftStar(policyCv, [
      'Current driver licence',
      'Current Working with Children Check',
    ]);
    expect(licence!.fullResponse).toBe('I meet this requirement: NSW driver licence (C class).');
    const cv = docFromLines({
      top: ['Grace Fifita'],
      sections: [
        { heading: 'Experience', lines: ['Support Coordinator, Acme Care, 2022 – Present'], bullets: ['Ran plans.'] },
        { heading: 'Education', lines: ['Diploma of Community Services (CHC52015) — The Gordon, 2021'] },
      ],
    });
    const [qualification] = await draftStar(cv, [
      'Relevant qualifications in human services, community services or disability',
    ]);
    expect(qualification!.fullResponse).toBe(
      'I meet this requirement: Diploma of Community Services (CHC52015) — The Gordon, 2021.',
    );
    expect(clearance!.fullResponse).toBe(HELD_PROMPT);
    // An award still being studied for is worked towards, never the closest held.
    const studying = docFromLines({
      top: ['Jarrod Pellegrini'],
      sections: [
        {
          heading: 'Education',
          lines: ['Certificate IV in Leadership and Management - TAFE SA (currently studying, due to finish mid 2027)'],
        },
      ],
    });
    const [towards] = await draftStar(studying, ['Certificate IV in Leadership and Management or similar']);
    expect(towards!.fullResponse).toMatch(/^I am working towards this requirement: Certificate IV in Leadership/);
    // So is one in its second year, dated to now: the diploma completed meets the criterion, not the degree begun.
    const second = docFromLines({
      top: ['Samira Haddad'],
      sections: [
        {
          heading: 'Learning',
          lines: [
            'Bachelor of Social Work (part-time, second year) — Charles Darwin University, 2024-now',
            'Diploma of Community Services — Charles Darwin University, 2020-2021',
          ],
        },
      ],
    });
    const [tertiary] = await draftStar(second, [
      'A Certificate IV or Diploma in Youth Work, Community Services or a related field',
    ]);
    expect(tertiary!.fullResponse).toMatch(/^I meet this requirement: Diploma of Community Services/);
    const [degree] = await draftStar(second, ['A Bachelor of Social Work']);
    expect(degree!.fullResponse).toMatch(/^I am working towards this requirement: Bachelor of Social Work/);
    // One set aside years ago is studied towards, no longer worked towards.
    const left = docFromLines({
      top: ['Tess Morgan'],
      sections: [
        {
          heading: 'Education',
          lines: ['Bachelor of Social Work – Flinders University, 2012 – 2014, 9 of 32 units (did not finish)'],
        },
      ],
    });
    const [leftDegree] = await draftStar(left, ['A Bachelor of Social Work']);
    expect(leftDegree!.fullResponse).toMatch(/^I have studied towards this requirement: Bachelor of Social Work/);
    // An award has no number or expiry to give.
    const [award] = await draftStar(cv, ['Certificate IV in Alcohol and Other Drugs']);
    expect(award!.fullResponse).toBe(AWARD_PROMPT);
    // One the criterion lets training and experience stand in for asks for those, not only the award.
    const [either] = await draftStar(cv, [
      'A degree in social science or an equivalent combination of training and experience.',
    ]);
    expect(either!.fullResponse).toBe(EQUIVALENT_PROMPT);
  });
});

describe('a criterion the CV answers only in its details', () => {
  it('quotes the line, asking for the example behind it only within a fifth of the words', async () => {
    const cv = docFromLines({
      top: ['Aaliyah Haddad'],
      sections: [
        { heading: 'Experience', lines: ['Consultant, NovaLink Energy, 2021 – Present'], bullets: ['Answered calls.'] },
        { heading: 'Skills', lines: ['Typing speed 58 wpm', 'Availability: Full time, Monday – Friday'] },
      ],
    });
    const [r] = await draftStar(cv, ['Availability to work full time hours Monday to Friday']);
    expect(r!.fullResponse).toBe('Availability: Full time, Monday – Friday.');
  });
});

describe('a full answer from a CV with enough examples', async () => {
  const criteria = [
    'Well-developed stakeholder engagement and negotiation skills',
    'Excellent written communication skills, including drafting briefing material for senior audiences',
  ];
  const [engagement, writing] = await draftStar(policyCv, criteria, 150);

  it('states the task as the purpose the CV gives, once, before the action it came from', () => {
    expect(engagement!.starResponse.task).toBe('My task was to shape program guidelines.');
    expect(engagement!.fullResponse).toMatch(/I consulted with state agencies and peak industry bodies\./);
    expect(engagement!.fullResponse.match(/shape program guidelines/g)).toHaveLength(1);
  });

  it('sets the situation in words, with "the" before a department', () => {
    expect(engagement!.starResponse.situation).toMatch(
      /^Since 2022, I have worked as a Policy Officer at the Department of Climate Change, Energy, the Environment and Water\./,
    );
  });

  it('rounds off with the course that speaks to the criterion, and the summary sentence only a draft short of words', async () => {
    expect(writing!.fullResponse).toMatch(/My relevant training includes Writing for Government — IPAA ACT \(2022\)\./);
    expect(engagement!.fullResponse).not.toMatch(/More broadly/);
    const [longer] = await draftStar(policyCv, criteria, 400);
    expect(longer!.fullResponse).toMatch(/More broadly, I enjoy the relationship side of working with the states/);
  });

  it('fills 60–100 % of the limit with no more than a fifth in prompts, and claims nothing the CV lacks', () => {
    for (const r of [engagement!, writing!]) {
      expect(words(r.fullResponse)).toBeGreaterThanOrEqual(0.6 * 150);
      expect(words(r.fullResponse)).toBeLessThanOrEqual(150);
      const prompts = words((r.fullResponse.match(/\[[^\]]*\]/g) ?? []).join(' '));
      expect(prompts * 5).toBeLessThanOrEqual(words(r.fullResponse));
      expect(factGuard(policyCv.text, claims(r.fullResponse), OWN_WORDS).ok).toBe(true);
    }
  });
});

describe('a CV’s lines said in a draft', () => {
  it('keeps nouns, adjectives and prepositions as written, and turns a phrasal verb joined to the opening one', async () => {
    const isWord = (await loadSpeller()).correct;
    expect(firstPerson('Restock and face up shelves')).toBe('I restocked and faced up shelves.');
    // A clause after a semicolon that goes on to a subject of its own is a sentence of its own, not a third "and".
    expect(
      firstPerson(
        'Ran an evaluation of a pilot in six towns; presented findings to two councils and the results were adopted.',
      ),
    ).toBe(
      'I ran an evaluation of a pilot in six towns. I presented findings to two councils and the results were adopted.',
    );
    // A role in the work, not "led analyst".
    expect(firstPerson('Lead analyst on crash data analysis for 11 regional councils')).toBe(
      'I was a lead analyst on crash data analysis for 11 regional councils.',
    );
    // A laboratory's duty verbs: no "My work included calibrate …".
    expect(firstPerson('Calibrate pH, EC and dissolved oxygen meters each morning and record results')).toBe(
      'I calibrated pH, EC and dissolved oxygen meters each morning and recorded results.',
    );
    // "service providers" among the things related to is no action; "route them" after "and" is one.
    expect(firstPerson('Complete home safety assessments and prescribe equipment')).toBe(
      'I completed home safety assessments and prescribed equipment.',
    );
    expect(
      firstPerson('Interview trainers, students and CEOs, sample assessment evidence and write audit reports'),
    ).toBe('I interviewed trainers, students and CEOs, sampled assessment evidence and wrote audit reports.');
    expect(
      firstPerson(
        'Process 420 credit applications each year, checking each against the Credit Policy and program rules',
      ),
    ).toBe('I processed 420 credit applications each year, checking each against the Credit Policy and program rules.');
    expect(firstPerson('Maintain relationships with 40 community groups, sporting clubs and service providers')).toBe(
      'I maintained relationships with 40 community groups, sporting clubs and service providers.',
    );
    expect(firstPerson('Log incoming research agreements in Converis and route them to the Contracts team')).toBe(
      'I logged incoming research agreements in Converis and routed them to the Contracts team.',
    );
    expect(firstPerson('Draft letters to unsuccessful respondents and offer debriefs')).toBe(
      'I drafted letters to unsuccessful respondents and offered debriefs.',
    );
    // A line with its own subject is a sentence as written: no "My work included my role involves …".
    expect(firstPerson('My role involves helping run the Friday night youth group for 20 teenagers')).toBe(
      'My role involves helping run the Friday night youth group for 20 teenagers.',
    );
    expect(firstPerson('Coordinate the Community Grants Program: in 2025–26 managed 112 applications')).toBe(
      'I coordinated the Community Grants Program: in 2025–26, I managed 112 applications.',
    );
    // A gerund that names a thing before its outcome is no action: no "I reported errors reduced by 70%".
    expect(firstPerson('Reporting errors reduced by 70% in 12 months')).toBe(
      'I achieved this outcome: reporting errors reduced by 70% in 12 months.',
    );
    // A run of gerunds after the action stays in one form: no ", monitoring milestones, reviewed progress …".
    expect(
      firstPerson(
        'Manage 45 service agreements, monitoring milestones, reviewing progress reports and approving payments',
      ),
    ).toBe(
      'I managed 45 service agreements, monitoring milestones, reviewing progress reports and approving payments.',
    );
    // A verb done for someone, or with others, is an action: no "My work included advocate for …".
    expect(firstPerson('Advocate for tenants with the housing provider')).toBe(
      'I advocated for tenants with the housing provider.',
    );
    expect(firstPerson('Co-facilitate the monthly carers’ support group')).toBe(
      'I co-facilitated the monthly carers’ support group.',
    );
    expect(firstPerson('Serve customers at the registers and self-serve checkouts')).toBe(
      'I served customers at the registers and self-serve checkouts.',
    );
    expect(firstPerson('Worked with the nurse manager on patient flow and bed allocation')).not.toMatch(
      /\bbe allocation/,
    );
    // "to purchase orders" after "matching" is where the invoices went, not a purpose.
    expect(
      purposeOf('I processed 1,200 supplier invoices a month, matching to purchase orders and goods receipts.', isWord),
    ).toBeNull();
    // "face to face" is how the classes ran, not a purpose ("The aim was to face and online").
    expect(
      purposeOf(
        'I delivered and assessed Certificate IV units to classes of up to 25 students, face to face and online.',
        isWord,
      ),
    ).toBeNull();
    // "how to use" is what was taught ("The aim was to use the point-of-sale system … I also showed … how.").
    expect(purposeOf('I showed four new casual staff how to use the point-of-sale system in 2024.', isWord)).toBeNull();
  });

  it('says an award still being studied for as being completed, and a P2 licence as held', async () => {
    expect(
      trainingSentence('Certificate III in Business – TAFE NSW, studying part-time (expected completion 2026)', false),
    ).toMatch(/^I am completing a Certificate III in Business/);
    // A year a phrase ends on stays as written; one after a dash goes in brackets.
    expect(trainingSentence('ChemCert WA accreditation – current to 2026')).toBe(
      'My relevant training includes ChemCert WA accreditation – current to 2026.',
    );
    expect(trainingSentence('Traffic Control (Blue Card) – 2023')).toBe(
      'My relevant training includes Traffic Control (Blue Card, 2023).',
    );
    const [licence] = await draftStar(
      docFromLines({
        top: ['Chloe Barrett'],
        sections: [{ heading: 'Licences', lines: ['Provisional (P2) driver licence'] }],
      }),
      ['Current Class C drivers licence.'],
    );
    expect(licence!.fullResponse).toMatch(/^I meet this requirement/);
  });
});

describe('the main example', () => {
  it('is told first when it holds its own result, the role’s other lines after it', async () => {
    const cv = oneRole('Amara Okafor', 'Clinical Nurse Specialist, Westmead Hospital, 2019 – Present', [
      'Relieved as Nurse Unit Manager for five months, managing rosters and leave',
      'Led a falls-prevention quality improvement project on a 32-bed ward, reducing inpatient falls by 18% in 12 months',
      'Prepared monthly ward quality reports for the Nurse Unit Manager',
    ]);
    const [draft] = await draftStar(cv, ['Experience leading a quality improvement project on a ward.'], 250);
    const text = draft!.fullResponse;
    expect(text.indexOf('I led a falls-prevention')).toBeGreaterThan(0);
    for (const other of ['relieved', 'prepared']) {
      const at = text.toLowerCase().indexOf(`i also ${other}`);
      if (at >= 0) expect(at).toBeGreaterThan(text.indexOf('I led a falls-prevention'));
    }
  });
});

describe('a criterion no line of the CV answers', () => {
  it('asks for the example a role whose title names it may give, not that the CV has nothing', async () => {
    const cv = oneRole('Chloe Barrett', 'Retail Team Member, Kmart Tweed Heads, 2022 – Present', [
      'Restock and face up shelves',
      'Serve customers at the registers',
    ]);
    const [team] = await draftStar(cv, ['Ability to work effectively as part of a small team.'], 250);
    expect(team!.fullResponse).toMatch(/your role as a Retail Team Member at Kmart Tweed Heads may give one/);
    const [other] = await draftStar(cv, ['Experience in contract management.'], 250);
    expect(other!.fullResponse).not.toMatch(/may give one/);
  });
});

describe('a request for the result', () => {
  it('is not made straight after an action of the same role that states its own', async () => {
    const cv = oneRole('Marcus Ellery', 'Senior Project Officer, Department of Regional NSW, 2021 – Present', [
      'Drafted ministerial briefs and correspondence on regional grant programs',
      'Wrote the grant guidelines and assessment reports for two funding rounds',
      'Prepared the Budget Estimates pack for the portfolio and briefed the Deputy Secretary before hearings',
      'Redesigned the acquittal process, lifting on-time acquittals from 71% to 94%',
    ]);
    const [draft] = await draftStar(cv, ['Well-developed written communication skills.']);
    expect(draft!.fullResponse).toMatch(/71% to 94%/);
    expect(draft!.fullResponse).not.toMatch(/\[verify: add the result/);
  });
});

describe('summary sentences in the first person', () => {
  it('keeps first person, and turns a describing phrase or a person-noun phrase into it', () => {
    expect(inFirstPerson("I'm comfortable with complex award interpretation.")).toBe(
      "I'm comfortable with complex award interpretation.",
    );
    // Not a want addressed to one employer, which may be another than the ad's.
    expect(
      inFirstPerson('I am moving to Bendigo and would welcome the chance to join the Bendigo Health team.'),
    ).toBeNull();
    expect(inFirstPerson('Known for getting pay right the first time')).toBe(
      'I am known for getting pay right the first time.',
    );
    expect(inFirstPerson('Payroll professional with nine years of experience.')).toBe(
      'I am a payroll professional with nine years of experience.',
    );
    expect(inFirstPerson('Environmental Officer with ten years in WA local government.')).toBe(
      'I am an Environmental Officer with ten years in WA local government.',
    );
    expect(inFirstPerson('Passionate Early Childhood Educator with five years in long day care.')).toBe(
      'I am a passionate Early Childhood Educator with five years in long day care.',
    );
    expect(inFirstPerson('Delivered three programs with councils.')).toBeNull();
    expect(inFirstPerson('I am looking to bring my program delivery experience to a VPS 4 role.')).toBeNull();
    // A want said as readiness names a level that may not be the one applied for.
    expect(inFirstPerson('I coach new staff and am ready to step up to an APS 5 role.')).toBeNull();
  });
});

describe('what a draft claims about the criterion', () => {
  const grantsCv = docFromLines({
    top: ['Lena Park', 'Dandenong VIC 3175 | 0412 000 111 | lena@example.com'],
    sections: [
      {
        heading: 'Work History',
        lines: ['Grants Officer, Department of Transport, Mar 2020 – Present'],
        bullets: [
          'Responsible for checking grant applications against program guidelines',
          'Duties included: answering enquiries from councils, filing, data entry',
          'Drafted correspondence to unsuccessful applicants',
        ],
      },
      {
        heading: 'Education',
        lines: ['Bachelor of Social Science, RMIT University, 2019', 'Certificate IV in Government'],
      },
    ],
  });

  it('says a labelled duty as the person’s own', async () => {
    const [r] = await draftStar(grantsCv, ['Experience assessing grant applications against guidelines.']);
    expect(r!.fullResponse).toMatch(/I was responsible for checking grant applications/);
    expect(r!.fullResponse).not.toMatch(/included responsible|included duties/i);
  });

  it('never says the work called on an experience its examples do not show', async () => {
    const [r] = await draftStar(grantsCv, [
      'Demonstrated experience supporting human research ethics committees and correspondence.',
    ]);
    expect(r!.fullResponse).not.toMatch(/called on my experience supporting human research ethics/);
  });

  it('answers a qualification criterion with the highest award the CV holds, first', async () => {
    const [r] = await draftStar(grantsCv, [
      'Relevant tertiary qualifications in social science, public policy or a related discipline, or equivalent experience in grants administration.',
    ]);
    const sentences = r!.fullResponse.split(/(?<=\.) /);
    // It opens the answer, before the role that gives the experience beside it.
    expect(sentences[0]).toBe('I hold a Bachelor of Social Science from RMIT University (2019).');
    expect(sentences[1]).toMatch(/^Since 2020, I have worked as a Grants Officer/);
  });

  it('answers with an award held before a higher one still being studied for', async () => {
    const nurse = docFromLines({
      top: ['Rhiannon Castellano'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Nursing Workforce Manager, Westmead Hospital, 2025 – Present'],
          bullets: ['Prepared 16 briefing notes on staffing risks for the District Director of Nursing'],
        },
        {
          heading: 'Education',
          bullets: [
            'Master of Public Health (part-time, 4 of 12 courses completed) – UNSW Sydney, 2025–current',
            'Graduate Certificate in Health Management – University of New England, 2022',
            'Bachelor of Nursing – Western Sydney University, 2012',
          ],
        },
      ],
    });
    const [r] = await draftStar(nurse, [
      'Tertiary qualification in nursing, midwifery, health or public policy, or equivalent relevant experience in a health policy or workforce role.',
    ]);
    expect(r!.fullResponse).toMatch(/^I hold a Graduate Certificate in Health Management/);
  });
});

describe('the words a limit asks for', () => {
  const duties = [
    'Processed 40 supplier invoices a day in SAP, matching each to its purchase order and goods receipt',
    'Reconciled the creditors ledger to the general ledger every month and cleared variances within two days',
    'Answered supplier queries by phone and e-mail and resolved payment disputes with the purchasing team',
    'Set up new suppliers in SAP after checking ABNs, bank details and insurance certificates',
    'Prepared the weekly payment run for approval by the finance manager, averaging $1.2 million',
    'Trained two new accounts payable officers in the invoice matching procedure',
    'Reviewed duplicate payment reports each week and recovered $38,000 of duplicate payments in 2023',
    'Filed and scanned invoices and remittances into the document management system',
  ];
  const cv = oneRole('Priya Shah', 'Accounts Payable Officer, Harbour Foods Pty Ltd, 2019 – Present', duties);
  const criteria = ['Experience in accounts payable processing', 'High level of accuracy and attention to detail'];

  it('takes more of the role’s work for a larger limit on a criterion about that work, and never goes over it', async () => {
    const small = await draftStar(cv, criteria, 120);
    const large = await draftStar(cv, criteria, 400);
    expect(words(large[0]!.fullResponse)).toBeGreaterThan(words(small[0]!.fullResponse));
    for (const d of large) expect(words(d.fullResponse)).toBeLessThanOrEqual(400);
    for (const d of small) expect(words(d.fullResponse)).toBeLessThanOrEqual(120);
  });
});

describe('achievements the CV sets outside any role', () => {
  const payroll = (
    highlight: string,
    bullets = [
      'Processed fortnightly payroll for 650 nursing staff under the Nurses Award',
      'Reconciled payroll to the general ledger',
    ],
  ) =>
    docFromLines({
      top: ['Rebecca Sutton'],
      sections: [
        { heading: 'Professional Summary', lines: ['Payroll professional with ten years in aged care and health.'] },
        { heading: 'Career Highlights', bullets: [highlight] },
        {
          heading: 'Experience',
          lines: ['Payroll Officer, Southern Bay Private Hospital, 2017 – 2021'],
          bullets,
        },
      ],
    });

  it('are said as career highlights where they answer a criterion, with no role or date the CV does not give', async () => {
    const cv = payroll(
      'Identified and remediated a $186,000 underpayment affecting 212 employees under the SCHADS Award',
    );
    const [r] = await draftStar(cv, ['Experience in payroll under awards, including remediating underpayments'], 250);
    expect(r!.fullResponse).toContain(
      'Among my career highlights, I identified and remediated a $186,000 underpayment affecting 212 employees under the SCHADS Award.',
    );
  });

  it('come straight after the result, and not where they tell again an example the draft tells', async () => {
    const told = payroll('Processed fortnightly payroll for 650 nursing staff, with every pay run on time', [
      'Processed fortnightly payroll for 650 nursing staff under the Nurses Award',
      'Reconciled payroll to the general ledger',
    ]);
    const [again] = await draftStar(told, ['Experience processing payroll under awards'], 250);
    expect(again!.fullResponse).not.toContain('career highlights');
    const cv = payroll(
      'Identified and remediated a $186,000 underpayment affecting 212 employees under the SCHADS Award',
    );
    const [r] = await draftStar(cv, ['Experience in payroll under awards, including remediating underpayments'], 250);
    // Said with the result, straight after it.
    expect(r!.starResponse.result).toMatch(
      /^\[verify: add the result[^\]]*\] Among my career highlights, I identified/,
    );
  });

  it('are deeds, not awards held: "Accredited Pharmacist …" is never "I accredited …"', async () => {
    for (const award of [
      'Accredited Payroll Officer (APA) – Australian Payroll Association, 2021',
      'Australian Payroll Association Certificate – completed 2022',
    ]) {
      const [r] = await draftStar(payroll(award), ['Knowledge of payroll legislation and awards'], 250);
      expect(r!.fullResponse).not.toContain('career highlights');
    }
  });

  it('answer a criterion in the words an ad sets aside as boilerplate ("Aboriginal and Torres Strait Islander")', () => {
    const criterion =
      'Ability to build respectful relationships with young people, including Aboriginal and Torres Strait Islander young people';
    const line = 'I worked alongside Aboriginal and Torres Strait Islander families and community organisations.';
    expect(chooseLines([criterion], [line])).toEqual([line]);
  });

  it('answer a criterion on legislation by a line that names a statute with its year', () => {
    const lines = [
      'Ran environmental education days for schools',
      'Wrote site reports under the Environmental Protection Act 1986',
    ];
    expect(chooseLines(['Sound knowledge of environmental legislation.'], lines)).toEqual([lines[1]]);
  });

  it('answer a criterion that names a method by the course that names it, over one that only shares its words', () => {
    const courses = [
      'Diploma of Project Management (BSB50820) – TAFE SA, 2019',
      'PRINCE2 Practitioner – AXELOS, 2021; PRINCE2 Agile Foundation – 2023',
    ];
    expect(
      chooseLines(['Knowledge of formal project management methodologies such as PRINCE2 or Agile.'], courses),
    ).toEqual([courses[1]]);
  });

  it('quote no table label as a skill: one word alone must be a name', () => {
    const cv = docFromLines({
      top: ['Rebecca Holt'],
      sections: [{ heading: 'Skills', lines: ['Stakeholders', 'Other', 'SAP', 'Xero', 'Briefing delegates and SES'] }],
    });
    expect(statedOf(cv)).toEqual(['SAP', 'Xero', 'Briefing delegates and SES']);
  });

  it('are read from a section of their own, and each goes to the criterion it answers best', () => {
    const cv = docFromLines({
      top: ['Nathan Perera'],
      sections: [
        {
          heading: 'Key Achievements',
          lines: [
            'Cut median potassium turnaround time on night shift from 52 to 38 minutes by introducing a priority rack',
            'Trained nine new technicians and wrote the reception induction checklist',
          ],
        },
        {
          heading: 'Experience',
          lines: ['Laboratory Technician, Moreton Pathology, 2021 – Present'],
          bullets: ['Ran QC'],
        },
      ],
    });
    const highlights = highlightsOf(cv);
    expect(highlights).toHaveLength(2);
    const chosen = chooseLines(
      ['Experience working on night shift', 'Ability to prioritise work to cut turnaround times on night shift'],
      highlights,
    );
    expect(chosen[1]).toMatch(/^Cut median potassium turnaround/);
  });

  it("answer a criterion no role's line does, asking only for the role and year", async () => {
    const cv = payroll('Trained six new payroll officers and wrote the team procedure manual', [
      'Answered staff pay queries by phone',
      'Entered timesheets into Chris21',
    ]);
    const [r] = await draftStar(cv, ['Demonstrated ability to write procedure manuals'], 250);
    expect(r!.fullResponse).toBe(
      'Among my career highlights, I trained six new payroll officers and wrote the team procedure manual. [Add the role and year.]',
    );
  });
});

describe('sentences a panel reads as written by a person', () => {
  it('opens the responses of a set in different ways, every one of them with the role and when', async () => {
    const cv = docFromLines({
      top: ['Grace Mwangi'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Care Team Leader, Southern Cross Care, Jun 2021 – Present'],
          bullets: [
            'Led a team of 8 personal care workers on morning and afternoon shifts',
            'Completed care plan reviews and progress notes in AutoCare',
            'Reduced resident falls by 30% by introducing hourly rounding',
            'Trained new staff in manual handling and infection control',
            'Coached care workers on progress notes and care plan documentation',
            'Supervised the infection control audit for the care team',
            'Led handover meetings for the afternoon care team',
            'Updated care plans after each resident review with the care team',
          ],
        },
      ],
    });
    const drafts = await draftStar(
      cv,
      ['Leadership of a care team', 'Accurate care plans and progress notes', 'Training staff in infection control'],
      250,
    );
    const openings = drafts.map((d) => d.fullResponse.split('. ')[0]);
    expect(new Set(openings).size).toBe(3);
    for (const o of openings) expect(o).toMatch(/Care Team Leader at Southern Cross Care.*2021|2021.*Care Team Leader/);
    // Nor join their third actions alike.
    const leads = drafts.map(
      (d) => /(In addition|Alongside this|Beyond that|As well as this),/.exec(d.fullResponse)?.[1],
    );
    const present = leads.filter(Boolean);
    expect(present.length).toBeGreaterThan(0);
    expect(new Set(present).size).toBe(present.length);
  });

  it('says a promotion as something done to the person, and never names a person without an article', () => {
    expect(firstPerson('Promoted from AO3 to AO4 after 10 months')).toBe(
      'I was promoted from AO3 to AO4 after 10 months.',
    );
    expect(inFirstPerson('Experienced health administration officer with six years in WA hospitals') ?? '').not.toMatch(
      /^I am experienced health/,
    );
    expect(inFirstPerson('Experienced in grants administration and records')).toBe(
      'I am experienced in grants administration and records.',
    );
  });

  it('ends a draft over its limit at a full sentence and varies the openers of later actions', async () => {
    const busy = docFromLines({
      top: ['Ana Silva'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Team Leader, Service NSW, Jan 2021 – Present'],
          bullets: [
            'Led a team of eight customer service officers across a busy service centre in Parramatta',
            'Resolved escalated customer complaints about licensing and registration within two days',
            'Coached officers on handling distressed customers and de-escalating conflict at the counter',
            'Reviewed customer feedback each month and changed counter rosters to cut waiting times',
            'Trained new starters in customer service standards and privacy obligations',
          ],
        },
      ],
    });
    const criterion = 'Demonstrated ability to deliver customer service to distressed customers.';
    const [short] = await draftStar(busy, [criterion], 60);
    expect(words(short!.fullResponse)).toBeLessThanOrEqual(60);
    expect(short!.fullResponse).toMatch(/[.\]]$/);
    const [full] = await draftStar(busy, [criterion], 400);
    const openers = full!.fullResponse.match(/\b(?:In addition|Alongside this|Beyond that|As well as this),/g) ?? [];
    expect(new Set(openers).size).toBe(openers.length);
  });
});

describe('what a draft quotes and how it tells the result', () => {
  const officer = docFromLines({
    top: ['Kai Morgan'],
    sections: [
      {
        heading: 'Employment History',
        lines: ['Program Officer, Department of Housing, Feb 2020 – Present'],
        bullets: [
          'Managed a $12 million repairs program across 14 regions, delivering 96% of works on time',
          'Cut the invoice approval time from five days to one by moving approvals online',
        ],
      },
      { heading: 'Skills', lines: ['Budget monitoring | Contract management | Power BI dashboards | Minute taking'] },
    ],
  });

  it('quotes the one item of a listed Skills line that answers, not the whole list', async () => {
    const [r] = await draftStar(officer, ['Experience building Power BI dashboards for reporting.']);
    expect(r!.fullResponse).toMatch(/My skills include Power BI dashboards\./);
    expect(r!.fullResponse).not.toMatch(/Minute taking/);
  });

  it('tells a result that opens with the work as the work, and reads a figure written as a word', async () => {
    expect(statesResult('Cut the invoice approval time from five days to one')).toBe(true);
    const [r] = await draftStar(officer, ['Demonstrated experience managing programs and budgets to deliver works.']);
    expect(r!.fullResponse).not.toMatch(/The outcome was measurable: I managed/);
    expect(r!.fullResponse).not.toMatch(/\[verify: add the result/);
  });

  it('asks a targeted question back in its own words when the CV has no example', async () => {
    const [r] = await draftStar(officer, [
      'Tell us about a time when you calmed a distressed member of the public. What did you do?',
    ]);
    expect(r!.starResponse.action).toBe(
      '[Add an example of a time you calmed a distressed member of the public, or the closest experience you have: the role, what you did and the result.]',
    );
  });
});

describe('the task of a draft from a CV of duties', () => {
  const counter = (first: string) =>
    docFromLines({
      top: ['Rosa Lee'],
      sections: [
        {
          heading: 'Work History',
          lines: ['Customer Service Officer, City of Monash, Jun 2017 – Oct 2020'],
          bullets: [
            first,
            'Handling complaints from residents and escalating to relevant departments',
            'Logging customer requests in the Pathway system',
          ],
        },
      ],
    });

  it('is the main duty, in the base form after "My task was to", and not told again as an action', async () => {
    const [r] = await draftStar(counter('Answering customer enquiries at the front counter and over the phone'), [
      'Commit to Customer Service',
    ]);
    expect(r!.starResponse.task).toBe(
      'My task was to answer customer enquiries at the front counter and over the phone.',
    );
    expect(r!.starResponse.action).not.toMatch(/I answered customer enquiries/);
  });

  it('puts both verbs of a two-verb duty in the base form, never one of them', async () => {
    const [r] = await draftStar(counter('Processed rates payments and issued receipts to customers'), [
      'Commit to Customer Service',
    ]);
    expect(r!.starResponse.task).toBe('My task was to process rates payments and issue receipts to customers.');
  });

  it('puts an irregular second verb in the base form too ("sent" → "send")', async () => {
    const [r] = await draftStar(counter('Process invoices and send them to the accounts team'), [
      'Accurate processing of invoices',
    ]);
    expect(r!.starResponse.task).toBe('My task was to process invoices and send them to the accounts team.');
  });

  it('never takes the "to" a noun takes for a purpose ("access to project delivery data")', async () => {
    const [r] = await draftStar(
      counter('Negotiated a data-sharing agreement with councils, giving the team access to project delivery data'),
      ['Experience negotiating agreements with councils'],
    );
    expect(r!.fullResponse).toMatch(/giving the team access to project delivery data\./);
    expect(r!.fullResponse).not.toMatch(/My task was to project/);
    // "approaches to market" is a name for a tender, not a purpose.
    // Nor the "to" a verb takes ("contributed to case plans").
    const spellerFirst = await loadSpeller();
    expect(
      purposeOf(
        'I wrote daily case notes and incident reports and contributed to case plans with Child Safety Officers.',
        (w) => spellerFirst.correct(w),
      ),
    ).toBeNull();
    const speller = await loadSpeller();
    const sentence =
      'I managed 45+ procurements a year valued up to $14.2 million, including open approaches to market on AusTender, limited tenders and panel draw-downs through BuyICT.';
    expect(purposeOf(sentence, (w) => speller.correct(w))).toBeNull();
    // Whom the work served is no aim: no "The aim was to support the Deputy Secretary."
    expect(
      purposeOf('I prepared Senate Estimates briefs and attended hearings to support the Deputy Secretary.', (w) =>
        speller.correct(w),
      ),
    ).toBeNull();
    expect(
      purposeOf('I analysed claims data each quarter to support funding decisions for the program.', (w) =>
        speller.correct(w),
      ),
    ).toMatchObject({ purpose: 'support funding decisions for the program' });
    // "Handed over to contract managers" hands over to someone: no "My task was to contract managers".
    expect(
      purposeOf('I managed each procurement through to contract execution and handed over to contract managers.', (w) =>
        speller.correct(w),
      ),
    ).toBeNull();
    // A past tense joined on is the next action: "to" led a noun the tagger read as a verb ("to team leaders").
    expect(
      purposeOf('I referred urgent faults from the counter to team leaders and logged each one in Maximo.', (w) =>
        speller.correct(w),
      ),
    ).toBeNull();
    // "return to work plans" is a kind of plan: no "My task was to work plans."
    expect(
      purposeOf('I supported the injury management team with return to work plans for six workers.', (w) =>
        speller.correct(w),
      ),
    ).toBeNull();
  });
});

describe('evidence chosen for what the criterion asks, not for its passing words', () => {
  it('reads "head office" as no leadership and "medications" as no medical terminology', () => {
    const cv = oneRole('Chloe Nguyen', 'Retail Assistant, Myer, 2019 – 2023', [
      'Delivered visual merchandising changes to head office guidelines',
      'Assisted residents with medications',
    ]);
    const [lead, terms] = chooseEvidence(['Leadership of a team', 'Knowledge of medical terminology'], bulletsOf(cv));
    expect(lead).toEqual([]);
    expect(terms).toEqual([]);
  });

  const officer = docFromLines({
    top: ['Ruth Okafor'],
    sections: [
      {
        heading: 'Experience',
        lines: ['Senior Program Officer, Department of Housing, Mar 2020 – Present'],
        bullets: [
          "Led the department's response to an Audit Office performance audit, implementing 7 of 8 recommendations",
          'Supervised two AO4 officers; introduced a weekly workload review that reduced backlogs by 40%',
          'Administered the $18 million Local Government Grants program, assessing 150 applications a round',
        ],
      },
      { heading: 'Licences', lines: ['Queensland C class driver licence'] },
    ],
  });

  it('reads the criterion’s detail ("in line with departmental policies") and "manage" as no subject of their own', async () => {
    const [r] = await draftStar(officer, [
      'Demonstrated ability to manage difficult or distressed customers calmly, resolving issues in line with departmental policies.',
    ]);
    // The CV has no such example: it says so rather than offer the audit, the team or the grants program.
    expect(r!.fullResponse).toMatch(/does not yet show an example/);
    expect(r!.fullResponse).not.toMatch(/audit|AO4|Grants/);
  });

  it('reads what a criterion lists after "including" as asked, and two of its own general words as an answer', async () => {
    const grants = docFromLines({
      top: ['Melissa Tran'],
      sections: [
        {
          heading: 'Work History',
          lines: ['Grants Officer, Department of Families, Nov 2020 – Present'],
          bullets: [
            'Helped organise two information sessions for applicants',
            'Acted as team leader for six weeks, managing a team of five officers',
            'Entered data into the grants management system',
          ],
        },
      ],
    });
    const [engagement, team] = await draftStar(grants, [
      'Experience planning community engagement activities, including public information sessions.',
      'Ability to lead and develop a small team to deliver quality advice within tight timeframes.',
    ]);
    // Each is the draft's main example: told before the role's other work.
    const first = (text: string, a: RegExp, b: RegExp) => text.search(a) >= 0 && text.search(a) < text.search(b);
    expect(first(engagement!.fullResponse, /information sessions/, /team of five|data into/)).toBe(true);
    expect(first(team!.fullResponse, /team of five/, /information sessions|data into/)).toBe(true);
  });

  it('joins a second action after a semicolon to the first', () => {
    expect(firstPerson('Supervised two AO4 officers; introduced a weekly workload review')).toBe(
      'I supervised two AO4 officers and introduced a weekly workload review.',
    );
  });

  it('calls a licence of another state the closest held, not the requirement met', async () => {
    const [nsw, qld] = await draftStar(officer, ['Current NSW driver licence.', 'Current Queensland driver licence.']);
    expect(nsw!.fullResponse).toBe('The closest I hold is Queensland C class driver licence.');
    expect(qld!.fullResponse).toBe('I meet this requirement: Queensland C class driver licence.');
  });

  it('reads payment and booking systems as electronic business systems shown', async () => {
    const reception = docFromLines({
      top: ['Chloe Tran', 'Salisbury SA 5108 | 0491 570 999'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Reception Assistant, Northside Physio, 2022 – Present'],
          bullets: ['Processed payments with EFTPOS and HICAPS', 'Greeted patients at the front desk'],
        },
      ],
    });
    const [systems] = await draftStar(reception, ['Demonstrated proficiency in using electronic business systems.']);
    expect(systems!.fullResponse).toMatch(/EFTPOS and HICAPS/);
  });

  it('reads prescribed burns and baiting as fire and feral animal management shown', async () => {
    const ranger = docFromLines({
      top: ['Tahlia Brooks', 'Mundaring WA 6073 | 0491 570 321'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Field Officer, Parks and Wildlife Service, 2019 – Present'],
          bullets: [
            'Crew leader on 12 prescribed burns',
            'Conduct fox and rabbit baiting programs under 1080 permit',
            'Answered visitor enquiries at the visitor centre',
          ],
        },
      ],
    });
    const [ops] = await draftStar(ranger, ['Demonstrated experience in feral animal control and fire management.']);
    expect(ops!.fullResponse).toMatch(/12 prescribed burns/);
    expect(ops!.fullResponse).toMatch(/baiting/);
  });

  it('tells at most four of a role’s duties as actions for a criterion about its line of work, however short the draft', async () => {
    const duties = [
      'Processed fortnightly pays for 300 staff',
      'Reconciled payroll to the general ledger',
      'Answered staff pay queries',
      'Filed timesheets',
      'Ordered stationery',
      'Covered reception at lunch',
    ];
    const payroll = docFromLines({
      top: ['Ana Ruiz', 'Geelong VIC 3220 | 0491 570 666'],
      sections: [{ heading: 'Experience', lines: ['Payroll Officer, Coast Health, 2021 – Present'], bullets: duties }],
    });
    const [draft] = await draftStar(payroll, ['Experience in payroll processing.'], 600);
    // The role's other work may set the scene ("my work covers ordering stationery …"), never as actions told.
    expect(draft!.fullResponse).not.toMatch(/I (?:also )?ordered stationery|I (?:also )?covered reception/i);
    expect(draft!.fullResponse).toMatch(/pays for 300 staff/);
  });

  it('reads a backlog cleared as planning and prioritising shown', async () => {
    const officer2 = docFromLines({
      top: ['Ana Ruiz', 'Geelong VIC 3220 | 0491 570 666'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Program Officer, Department of Health, 2021 – Present'],
          bullets: [
            'Cleared an overdue grants acquittal backlog from 60 files to 9 in three months',
            'Answered program enquiries from community organisations',
          ],
        },
      ],
    });
    const [planning] = await draftStar(officer2, [
      'Ability to plan and prioritise work, manage multiple tasks at once and deliver outcomes to tight timeframes.',
    ]);
    expect(planning!.fullResponse).toMatch(/backlog from 60 files to 9/);
  });

  it('answers cultural capability only from a line that names Aboriginal peoples or their cultures', async () => {
    const trainer = (line: string) =>
      docFromLines({
        top: ['Mark Kowal', 'Brisbane QLD 4000 | 0491 570 777'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Teacher, TAFE Queensland, 2018 – Present'],
            bullets: ['Trained new staff and training providers in assessment', line],
          },
        ],
      });
    const criterion =
      'Works respectfully with Aboriginal and Torres Strait Islander peoples, communities and training providers.';
    const [none] = await draftStar(trainer('Ran weekly team meetings for 12 teachers'), [criterion]);
    expect(none!.fullResponse).toMatch(/does not yet show/);
    expect(none!.fullResponse).not.toMatch(/Trained new staff|trained new staff/);
    const [shown] = await draftStar(trainer('Co-designed a course with Murri Elders in Logan'), [criterion]);
    expect(shown!.fullResponse).toMatch(/Murri Elders/);
  });

  it('answers "Aboriginal … communities and/or culturally and linguistically diverse groups" from work with either', async () => {
    const either =
      'Experience working with Aboriginal and Torres Strait Islander communities and/or culturally and linguistically diverse groups.';
    const officer = docFromLines({
      top: ['Leah Tran', 'Footscray VIC 3011 | 0491 570 778'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Community Programs Officer, Maribyrnong City Council, 2020 – Present'],
          bullets: [
            'Ran a homework club with the Vietnamese and Somali community associations for 40 students',
            'Trained new staff in the booking system',
          ],
        },
      ],
    });
    const [cald] = await draftStar(officer, [either]);
    expect(cald!.fullResponse).toMatch(/Vietnamese and Somali community associations/);
    // A criterion about Aboriginal peoples alone is still answered only by a line that names them.
    const [only] = await draftStar(officer, [
      'Experience working with Aboriginal and Torres Strait Islander communities.',
    ]);
    expect(only!.fullResponse).not.toMatch(/Vietnamese/);
  });

  it('answers a degree and registration "or an equivalent combination …" with both as held, not a story', async () => {
    const nurse = docFromLines({
      top: ['Priya Raman', 'Parramatta NSW 2150 | 0491 570 157'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Clinical Nurse Specialist, Westmead Hospital, 2019 – Present'],
          bullets: ['Led a falls prevention project, reducing falls by 23%'],
        },
        { heading: 'Education', lines: ['Bachelor of Nursing, Western Sydney University, 2014'] },
        { heading: 'Registration', lines: ['AHPRA Registered Nurse (current)'] },
      ],
    });
    const [held] = await draftStar(nurse, [
      'A Bachelor of Nursing and current registration with AHPRA as a Registered Nurse, or an equivalent combination of relevant experience and/or education and training',
    ]);
    expect(held!.fullResponse).toMatch(/^I meet this requirement: .*AHPRA Registered Nurse \(current\)/);
    expect(held!.fullResponse).toMatch(/Bachelor of Nursing, Western Sydney University, 2014/);
  });

  it('calls a car licence the closest held to a heavy vehicle class, and a learner permit work towards a licence', async () => {
    const [rigid] = await draftStar(officer, ["Current 'MR' class (medium rigid) driver's licence."]);
    expect(rigid!.fullResponse).toBe(
      'I do not yet hold a heavy vehicle licence; the closest I hold is Queensland C class driver licence.',
    );
    const learner = docFromLines({
      top: ['Ella Nguyen', 'Salisbury SA 5108 | 0491 570 555'],
      sections: [{ heading: 'Licences', lines: ["Learner's permit (working towards P1 licence)"] }],
    });
    const [car] = await draftStar(learner, ["Current South Australian driver's licence (Class C)."]);
    expect(car!.fullResponse).toBe(
      "I am working towards this requirement: Learner's permit (working towards P1 licence).",
    );
  });
});

describe('a draft that reads as one account', () => {
  const career = docFromLines({
    top: ['Tom Brennan'],
    sections: [
      {
        heading: 'Work History',
        lines: ['Venue Supervisor, Surfers Hotel, Jan 2023 – Present'],
        bullets: [
          'Resolved customer complaints at the front bar on busy nights',
          'Complaint register upkeep and reporting',
        ],
      },
      {
        heading: 'Earlier',
        lines: ['Bar Attendant, Surfers Hotel, 2021 – 2022'],
        bullets: ['Resolved customer complaints at the bar on busy nights'],
      },
      {
        heading: 'Earliest',
        lines: ['Kitchen Hand, Cafe Sol, 2019 – 2020'],
        bullets: ['Handled customer complaints about orders, per month, resolved most the same day'],
      },
    ],
  });

  it('never leaves a template word out when a later action is not an “I” sentence', async () => {
    const [r] = await draftStar(career, ['Experience resolving customer complaints.'], 250);
    expect(r!.fullResponse).toMatch(
      /My task was to resolve customer complaints at the front bar on busy nights\. My work included complaint register upkeep/,
    );
    expect(r!.fullResponse).not.toMatch(/undefined/);
  });

  it('tells one other role’s example after the main one, as more recent, not a tour of every role', async () => {
    const trainer = docFromLines({
      top: ['Tom Brennan'],
      sections: [
        {
          heading: 'Work History',
          lines: ['Venue Supervisor, Surfers Hotel, Jan 2023 – Present'],
          bullets: ['Trained new staff in responsible service of alcohol'],
        },
        {
          heading: 'Earlier',
          lines: ['Bar Attendant, Surfers Hotel, 2021 – 2022'],
          bullets: ['Trained new bar staff'],
        },
        {
          heading: 'Earliest',
          lines: ['Kitchen Hand, Cafe Sol, 2019 – 2020'],
          bullets: ['Trained kitchen staff in food safety and HACCP'],
        },
      ],
    });
    const [r] = await draftStar(trainer, ['Experience training staff in food safety.'], 250);
    expect(r!.fullResponse).toMatch(/More recently, as a Venue Supervisor at Surfers Hotel, I trained new staff/);
    expect(r!.fullResponse).not.toMatch(/Bar Attendant/);
  });

  it('asks back a long criterion in few words, and reads a capability’s verbs in their base form', async () => {
    const [r] = await draftStar(career, [
      'Demonstrated experience developing and delivering complex community engagement programs with Traditional Owners across remote regions of Queensland.',
    ]);
    expect(r!.starResponse.action).toBe(
      '[Add an example where you showed this, or the closest experience you have: the role, what you did and the result.]',
    );
    const [m] = await draftStar(career, ['Manages competing priorities and works calmly under pressure.']);
    expect(m!.fullResponse).not.toMatch(/to manages|and works calmly/);
  });

  it('joins a last action after a comma with "and", never a participle that describes', () => {
    expect(firstPerson('Managed a caseload of 120 reviews per month, maintained a 98% quality rate')).toBe(
      'I managed a caseload of 120 reviews per month and maintained a 98% quality rate.',
    );
    expect(firstPerson('Wrote 14 blueprint updates during COVID-19, used by 3,000+ staff nationally')).toBe(
      'I wrote 14 blueprint updates during COVID-19, used by 3,000+ staff nationally.',
    );
    // The comma that closes an aside keeps it: no "with my team leader and made a report".
    expect(
      firstPerson('Recognised a concern during an intake and, with my team leader, made a report to Child Safety'),
    ).toBe('I recognised a concern during an intake and, with my team leader, made a report to Child Safety.');
    // A frontline duty in the present is said as done ("Patrol …" → "I patrolled …", not "My work included patrol …").
    expect(firstPerson('Patrol 28 km of foreshore reserves on foot')).toBe(
      'I patrolled 28 km of foreshore reserves on foot.',
    );
    expect(firstPerson('Escort inmates to court and hospital')).toBe('I escorted inmates to court and hospital.');
  });
});

describe('drafts from any mix of bullet shapes read as sentences', () => {
  const SHAPES = [
    'Managed the roster for 14 staff, maintained a 98% fill rate',
    'Supervised two officers; introduced a weekly workload review',
    'Wrote 14 procedure updates, used by 300 staff',
    'Responsible for processing 40 invoices a day',
    'Duties included: answering the phone, filing, banking',
    'Customer service at the front counter',
    'Promoted from AO3 to AO4 after 10 months',
    'Consistently meet call quality targets',
    'While acting APS 5, coordinated the branch budget',
    'Member of the WHS committee',
  ];
  const CRITERIA = [
    'Demonstrated customer service skills.',
    'Ability to manage a varied workload.',
    'Well-developed written communication skills.',
    'Leadership of teams.',
  ];

  it('never leaves a template word, a doubled word or an empty sentence in any draft', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(SHAPES, { minLength: 2 }),
        fc.constantFrom(60, 250),
        async (bullets, limit) => {
          const cv = docFromLines({
            top: ['Sam Lee'],
            sections: [{ heading: 'Experience', lines: ['Officer, Acme Pty Ltd, 2021 – Present'], bullets }],
          });
          for (const d of await draftStar(cv, CRITERIA, limit)) {
            const text = d.fullResponse;
            expect(text).not.toMatch(/undefined|null|\s{2}|\.\s*\.|\b(\w+) \1\b|\band and\b|; [a-z]+ed\b/);
            // Each sentence starts with a capital letter or is a [prompt].
            for (const sentence of text.split(/(?<=[.?!\]])\s+/)) expect(sentence).toMatch(/^[\p{Lu}[“]/u);
            expect(words(text)).toBeLessThanOrEqual(limit);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a result is an outcome, not a duty with a number', () => {
  it('reads "raised purchase orders for 60 buildings" as a duty and "raised $40,000" as a result', () => {
    expect(statesResult('Raised purchase orders and tracked work orders for 60 council buildings')).toBe(false);
    expect(statesResult('Raised $40,000 for the hospital appeal')).toBe(true);
  });
});

describe('a thin CV’s courses and skills', () => {
  const educator = docFromLines({
    top: ['Chloe Barnett', 'Quakers Hill NSW 2763 | 0432 775 108'],
    sections: [
      {
        heading: 'Experience',
        lines: ['Educator, Little Explorers Early Learning Centre, 2022 – Present'],
        bullets: ['Help with daily routines like meal times and rest time.'],
      },
      { heading: 'Training', lines: ['Child Protection Training – 2023'] },
      { heading: 'Skills', lines: ['Good communication skills, patient and caring, reliable and always on time'] },
    ],
  });

  it('answers a criterion from the course that speaks to it, naming the gap and asking for the example behind it', async () => {
    const [r] = await draftStar(educator, ['Understanding of child protection and mandatory reporting.']);
    expect(r!.fullResponse).toMatch(
      /^My relevant training includes Child Protection Training \(2023\)\. \[Your CV shows this course but no experience of it\. Add an example if you have one .*; if not, say so plainly/,
    );
  });

  it('never quotes praise as a skill', () => {
    expect(statedOf(educator).join(' | ')).not.toMatch(/good communication skills|patient and caring/i);
  });

  it('never quotes a role held outside work, a membership or a check held as a skill', () => {
    const coach = docFromLines({
      top: ['Tayla Brennan'],
      sections: [
        { heading: 'Skills', lines: ['Cash handling and EFTPOS'] },
        { heading: 'Professional Memberships', lines: ['Member, Australian Institute of Project Management (AIPM)'] },
        { heading: 'Volunteering', lines: ['Junior netball coach, Mount Gambier Netball Association (2020 – now)'] },
      ],
    });
    expect(statedOf(coach)).toEqual(['Cash handling and EFTPOS']);
    const checks = docFromLines({
      top: ['Tayla Brennan'],
      sections: [
        { heading: 'Skills', lines: ['Full driver’s licence • DHS Working with Children Check • Excel and Word'] },
      ],
    });
    expect(statedOf(checks)).toEqual(['Excel and Word']);
    // A table of roles and dates above the roles is no list of skills.
    const snapshot = docFromLines({
      top: ['Sarah Whitfield'],
      sections: [
        {
          heading: 'Career Snapshot',
          lines: ['Project Officer, Infrastructure Delivery', 'City of Onkaparinga', 'Jul 2018 – Jan 2022'],
        },
        { heading: 'Systems', lines: ['MS Project, Smartsheet and Power BI'] },
      ],
    });
    expect(statedOf(snapshot)).toEqual(['MS Project, Smartsheet and Power BI']);
  });
});

describe('a registration asked for beside experience', () => {
  it('is said first as held, from the line that lists it with its number', async () => {
    const nurse = docFromLines({
      top: ['Jessica Nguyen', 'Registered Nurse (Division 1) | Acute Medicine', 'AHPRA registration: NMW0002187465'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Registered Nurse, Sunshine Hospital, 2021 – Present'],
          bullets: ['Cared for four patients a shift on a 32-bed acute medical ward, many with complex comorbidities.'],
        },
      ],
    });
    const [r] = await draftStar(nurse, [
      'Current registration as a Registered Nurse with AHPRA, and demonstrated clinical experience in an acute medical setting, including patients with complex comorbidities.',
    ]);
    expect(r!.fullResponse).toMatch(/^Since 2021, [^.]+\. I hold AHPRA registration \(NMW0002187465\)\./);
  });

  it('is said from the detail of a contact line that lists it, not the address and phone beside it', async () => {
    const clerk = docFromLines({
      top: ['Priya Raman', 'Banora Point NSW 2486 | 0491 570 422 | priya@example.com | NSW Class C driver licence'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Ward Clerk, Tweed Valley Hospital, 2021 – Present'],
          bullets: ['Registered about 180 patients a day and travelled between two hospital campuses each week.'],
        },
      ],
    });
    const [r] = await draftStar(clerk, [
      'Current NSW Class C driver licence and willingness to travel between Tweed Valley Hospital and Murwillumbah District Hospital as required, with experience in patient registration.',
    ]);
    expect(r!.fullResponse).toContain('I hold an NSW Class C driver licence.');
    expect(r!.fullResponse).not.toMatch(/Banora Point|0491/);
  });

  it('is said from a short line of its own under Licences, and field work is shown by work done on site', async () => {
    const graduate = docFromLines({
      top: ['Harrison Fenech'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Placement student, Cumberland Ridge Council, 2025'],
          bullets: ['Accompanied compliance officers on 15 inspections of building sites, checking erosion controls'],
        },
        { heading: 'Skills & Certificates', lines: [], bullets: ['NSW driver licence (P2)'] },
      ],
    });
    const [r] = await draftStar(graduate, [
      'Current NSW Class C driver licence and willingness to travel and undertake field work, including in inclement weather',
    ]);
    expect(r!.fullResponse).toContain('I hold an NSW driver licence (P2).');
    // A line that opens on "Current" reads in small letters mid-sentence.
    const current = docFromLines({
      top: ['Harrison Fenech'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Inspector, Cumberland Ridge Council, 2025'],
          bullets: ['Inspected 15 sites'],
        },
        { heading: 'Licences', lines: ['Current NSW driver licence (Class C)'] },
      ],
    });
    const [held] = await draftStar(current, [
      'Current NSW Class C driver licence and willingness to travel and undertake field work, including in inclement weather',
    ]);
    expect(held!.fullResponse).toContain('I hold a current NSW driver licence (Class C).');
    expect(r!.fullResponse).toMatch(/15 inspections of building sites/);
  });
});

describe('APS capability names alone', () => {
  it('find integrity in misconduct casework and strategic direction in a plan after the Census', async () => {
    const hr = docFromLines({
      top: ['Anjali Menon'],
      sections: [
        {
          heading: 'Experience',
          lines: ['HR Officer, Department of Finance, 2018 – 2021'],
          bullets: [
            'Case managed misconduct matters with external investigators – usually 8 to 12 open cases',
            'Helped prepare the branch action plan following the APS Employee Census',
            'Ran monthly onboarding sessions for new starters',
          ],
        },
      ],
    });
    const [drive, strategy] = await draftStar(hr, [
      'Displays personal drive and integrity',
      'Supports strategic direction',
    ]);
    expect(drive!.fullResponse).toMatch(/misconduct/);
    expect(strategy!.fullResponse).toMatch(/action plan following the APS Employee Census/);
  });
});

describe('the result of a draft', () => {
  it('is a measured line that answers the criterion, not one that only fills out the role', async () => {
    const cv = docFromLines({
      top: ['Ava Chen'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Executive Officer, Department of Transport, 2020 – Present'],
          bullets: [
            'Drafted ministerial briefs and correspondence for the Deputy Secretary',
            'Cut stationery and printing costs by 15% across the division',
            'Edited the weekly staff newsletter',
          ],
        },
      ],
    });
    const [r] = await draftStar(cv, ['Well-developed written communication skills, including drafting briefs.'], 250);
    expect(r!.starResponse.result).not.toMatch(/stationery/);
  });
});

describe('a name the criterion spells out', () => {
  it('is shown by its initials in the CV', () => {
    expect(acronymsOf('Knowledge of the Work Health and Safety Act 2011.')).toContain('whs');
    const cv = docFromLines({
      top: ['Sam Ruiz'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Site Supervisor, Coastline Builders, 2019 – Present'],
          bullets: ['Ran daily toolbox talks and WHS inspections'],
        },
      ],
    });
    const [line] = bulletsOf(cv);
    expect(answers('Sound knowledge of the Work Health and Safety Act and its regulations.', line!)).toBe(true);
  });
});

describe('a name the criterion spells out in small letters', () => {
  it('is shown by the initials a CV writes in capitals, and its best example leads', () => {
    const cv = oneRole('Ana Ortiz', 'Laboratory Assistant, Hunter Pathology, 2020 – Present', [
      'Member of the laboratory safety committee, with monthly inspections',
      'Booked in 400 specimens a shift in the LIS and fixed request errors with wards',
      'Ran daily QC on the haematology analysers',
    ]);
    const bullets = bulletsOf(cv);
    const criterion = 'Computer skills, including the use of a laboratory information system and email.';
    expect(chooseEvidence([criterion], bullets)[0]![0]!.text).toMatch(/in the LIS/);
    expect(answers('Experience applying quality control procedures.', bullets[2]!)).toBe(true);
    // Capitals that spell something else show nothing: "LIS" is no "quality control".
    expect(answers('Experience applying quality control procedures.', bullets[1]!)).toBe(false);
  });
});

describe('duty lines said in the first person', () => {
  it.each([
    [
      'Answer phones, page medical officers and take messages for the ward',
      'I answered phones, paged medical officers and took messages for the ward.',
    ],
    [
      'Prepare and maintain records; collate and check charts on discharge',
      'I prepared and maintained records and collated and checked charts on discharge.',
    ],
    ['Orient and train new casual ward clerks', 'I oriented and trained new casual ward clerks.'],
    ['Lead crew of 8 on parks maintenance', 'I led a crew of 8 on parks maintenance.'],
    ['Enter rostered shifts and leave into Kronos', 'I entered rostered shifts and leave into Kronos.'],
  ])('turns every action of a list, and no noun: %j', (line, said) => expect(firstPerson(line)).toBe(said));

  it('says a list that holds a noun as work included, not as actions', () => {
    expect(firstPerson('Paving, retaining walls, turf laying')).toMatch(/^My work included paving, retaining walls/);
    expect(firstPerson('Mowing, edging, whipper snipping')).toMatch(/^My work included mowing/);
  });

  it('reads no purpose in "to" before a gerund', async () => {
    const speller = await loadSpeller();
    expect(purposeOf('I maintained 120 parks and reserves to mowing cycle.', (w) => speller.correct(w))).toBeNull();
  });
});

describe('a question that asks for one example', () => {
  it('is answered from one role, with no tour of the others and none of the role’s unrelated duties', () => {
    const bullets = bulletsOf(policyCv);
    const [question, criterion] = chooseEvidence(
      [
        'Tell us about a time you negotiated with state agencies. What was the outcome?',
        'Demonstrated ability to negotiate with state agencies.',
      ],
      bullets,
      400,
    );
    expect(new Set(question!.map((b) => b.role)).size).toBe(1);
    expect(question!.map((b) => b.text).join(' ')).not.toMatch(/Cabinet submission/);
    // A criterion draws on other roles as before.
    expect(new Set(criterion!.map((b) => b.role)).size).toBeGreaterThan(1);
  });
});

describe('courses a draft may name', () => {
  it('are the courses and awards of study, not recognition', () => {
    const cv = docFromLines({
      top: ['Lena Ho'],
      sections: [
        {
          heading: 'Education and awards',
          lines: [
            'Bachelor of Business – Deakin University (2015)',
            'Australia Day Achievement Award, 2022 – for the reporting automation project',
            'Buddy in the 2025 DCCEEW graduate program, meeting a new graduate fortnightly',
            'Member, Institute of Public Administration Australia (ACT Division)',
          ],
        },
      ],
    });
    // Nor a part the person takes in a program or a body.
    expect(trainingOf(cv)).toEqual(['Bachelor of Business – Deakin University (2015)']);
  });
});

describe('examples from unpaid work', () => {
  it('takes a volunteer role’s lines as examples, said as volunteered, after the paid roles', async () => {
    const cv = docFromLines({
      top: ['Minh Le', 'Salisbury SA 5108 | 0491 570 110'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Team Member – Big W, Salisbury', 'March 2022 – Present'],
          bullets: ['Serve customers at the registers', 'Restock shelves and complete price changes'],
        },
        {
          heading: 'Volunteering',
          lines: ['Youth Cadet – St John Ambulance SA', '2019 – 2023'],
          bullets: ['Reassured distressed spectators while treating minor injuries at community sporting events'],
        },
      ],
    });
    expect(cvRoles(cv).map((r) => r.title)).toEqual(['Team Member']);
    // A volunteer's role without an employer of its own takes none from the paid role above it.
    const withMentor = docFromLines({
      top: ['Minh Le', 'Salisbury SA 5108 | 0491 570 110'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Kmart Australia Ltd', 'Team Member', '2022 – Present'],
          bullets: ['Serve customers'],
        },
        { heading: 'Volunteering', lines: ['Youth Mentor', '2021 – 2023'], bullets: ['Mentored two Year 9 students'] },
      ],
    });
    expect(cvRoles(withMentor, { volunteering: true }).map((r) => [r.title, r.employer])).toEqual([
      ['Team Member', 'Kmart Australia Ltd'],
      ['Youth Mentor', null],
    ]);
    const [draft] = await draftStar(cv, ['Ability to remain calm with distressed members of the public'], 120);
    expect(draft!.fullResponse).toMatch(/I volunteered as a Youth Cadet with St John Ambulance SA/);
    expect(draft!.fullResponse).toMatch(/I reassured distressed spectators/);
  });

  it('reads training a new colleague as working with the team', () => {
    const bullets = bulletsOf(
      docFromLines({
        top: ['Ana Silva'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Team Member – Kmart, Elizabeth', '2022 – Present'],
            bullets: ['Helped train three new starters on the registers', 'Balanced my register each shift'],
          },
        ],
      }),
    );
    expect(answers('Ability to work effectively as part of a team', bullets[0]!)).toBe(true);
  });
});

describe('a result said as what fell or dropped', () => {
  it('reads "median wait … fell from 9 weeks to 4 weeks" as a result with its figures', () => {
    expect(
      statesResult('Led a waitlist triage project: median wait for first assessment fell from 9 weeks to 4 weeks'),
    ).toBe(true);
    expect(statesResult('Dropped off parcels to 40 clients a day')).toBe(false);
  });
});

describe('lines that name no work', () => {
  it('never takes "Various admin tasks as required" as an example', () => {
    const cv = oneRole('Jarrod Pellegrini', 'Customer Service Consultant, State Contact Centre, 2025 – Present', [
      'Various admin tasks as required',
      'Other duties as directed',
      'Answered inbound calls about concessions and payments',
    ]);
    expect(bulletsOf(cv).map((b) => b.text)).toEqual(['Answered inbound calls about concessions and payments']);
  });
});

describe('a project shown by its delivery', () => {
  it('answers a project management criterion with work delivered, not the course alone', async () => {
    const cv = docFromLines({
      top: ['Bridget Nakamura'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Executive Assistant, Kurilpa University, 2023'],
          bullets: [
            'Coordinated the School’s input to the annual operational plan report, chasing contributions from six discipline leads to meet the deadline',
            'Built an Excel tracker for academic progress cases that cut preparation time for committee papers from three days to one',
          ],
        },
        { heading: 'Training', lines: ['Certificate IV in Project Management Practice – 2022'] },
      ],
    });
    const [r] = await draftStar(cv, ['Proven ability to undertake all aspects of project management']);
    expect(r!.fullResponse).toMatch(/coordinated the School’s input|built an Excel tracker/i);
    expect(r!.fullResponse).not.toMatch(
      /^I hold a Certificate IV in Project Management Practice \(2022\)\. \[Add an example/,
    );
  });
});

describe('a setting the criterion asks for', () => {
  const metro = oneRole('Rebecca Doyle', 'Health Information Officer, Darling Range Community Care, 2014 – 2020', [
    'Maintained resident health records for three residential aged care facilities',
    'Coordinated quarterly internal audits against the Aged Care Quality Standards',
  ]);
  const rural = 'Experience working in a rural, regional or remote health setting.';

  it('names the gap where no example says it was in that setting, and only then', async () => {
    const [draft] = await draftStar(metro, [rural], 250);
    expect(draft!.fullResponse).toMatch(
      /\[Your CV does not say this work was in a rural, regional or remote setting\./,
    );
    // The examples are still told: the gap is named beside them, not put in their place.
    expect(draft!.fullResponse).toMatch(/resident health records/);
    const country = oneRole(
      'Rebecca Doyle',
      'Health Information Officer, Western NSW Local Health District, 2014 – 2020',
      [
        'Maintained health records for four rural hospitals in the Orana region',
        'Coordinated quarterly internal audits against the NSQHS Standards',
      ],
    );
    expect((await draftStar(country, [rural], 250))[0]!.fullResponse).not.toMatch(/does not say this work was/);
  });

  it('points to the CV’s own line in that setting where the examples chosen are not in it, never saying the CV lacks it', () => {
    const examples = bulletsOf(metro);
    const other = 'Helped set up a yarning-circle diabetes group with Ngurambang Aboriginal Health Service';
    const criterion = 'Ability to work in a culturally safe way with Aboriginal people and communities';
    const gap = settingGap(criterion, examples, 'I maintained records.', [...examples.map((b) => b.text), other]);
    expect(gap).toMatch(
      /^\[Your CV shows work with Aboriginal or Torres Strait Islander people and communities in another line \(“Helped set up a yarning-circle/,
    );
    expect(
      settingGap(
        criterion,
        examples,
        'I maintained records.',
        examples.map((b) => b.text),
      ),
    ).toMatch(/^\[Your CV does not say this work was with Aboriginal/);
  });

  it('names a client group asked for that no example shows ("AOD or dual diagnosis clients"), and leans on shared work for teamwork', async () => {
    const intake = oneRole('Mikaela Tran', 'Intake and Support Worker, Kingston Community Hub, 2026 – Present', [
      'Complete intake assessments and refer clients to external services',
      'Co-worked a caseload of 6 families referred by Child Safety',
      'Served customers at the front counter',
    ]);
    const [aod, team] = await draftStar(intake, [
      'Experience in the provision of assessment services with AOD or dual diagnosis clients.',
      'A demonstrated commitment to teamwork.',
    ]);
    expect(aod!.fullResponse).toMatch(/does not say this work was with people who use alcohol or other drugs/);
    expect(team!.fullResponse).toMatch(/co-worked a caseload of 6 families/i);
  });

  it('names the gap where a criterion asks for leading a team or managing a project and no example shows it', async () => {
    const officer = oneRole('Daniel Okafor', 'Service Officer, Services Australia, 2019 – Present', [
      'Handle 35–45 face-to-face and phone customers a day, including escalated matters',
      'Acted as a buddy for new starters during their first two weeks on the counter',
    ]);
    const asks = 'Demonstrated experience leading and supervising a team in a high-volume service environment.';
    const [draft] = await draftStar(officer, [asks], 250);
    expect(draft!.fullResponse).toMatch(/\[Your CV does not show you leading or supervising a team\./);
    const leader = oneRole('Daniel Okafor', 'Team Leader, Services Australia, 2019 – Present', [
      'Supervised a team of 9 service officers, allocating work and running monthly performance check-ins',
    ]);
    expect((await draftStar(leader, [asks], 250))[0]!.fullResponse).not.toMatch(/does not show you leading/);
    // So for managing projects: a complaint resolved is no project.
    const projects = 'Proven ability to undertake all aspects of project management';
    const resolver = oneRole('Daniel Okafor', 'Service Officer, Services Australia, 2019 – Present', [
      'Resolved a long-running complaint, coordinating with three teams to restore $6,400 in arrears within a week',
      'Handle 35–45 face-to-face and phone customers a day, including escalated matters',
    ]);
    const [none] = await draftStar(resolver, [projects], 250);
    expect(none!.fullResponse).toMatch(/\[Your CV does not show you managing a project\./);
    const manager = oneRole('Daniel Okafor', 'Project Officer, Services Australia, 2019 – Present', [
      'Managed the rollout of a new queue system across 4 service centres, on time and within its $80,000 budget',
    ]);
    expect((await draftStar(manager, [projects], 250))[0]!.fullResponse).not.toMatch(/managing a project/);
    // A move led and finished ahead of schedule is a project, though it never says the word.
    const mover = oneRole(
      'Priya Nandakumar',
      'Administration Officer, Department of Local Government, 2019 – Present',
      [
        'Led the branch’s move of 12,000 paper grant files into Content Manager. Finished two weeks ahead of schedule.',
        'Coordinate the branch’s incoming correspondence – around 400 items a year',
      ],
    );
    expect((await draftStar(mover, [projects], 250))[0]!.fullResponse).not.toMatch(/managing a project/);
  });

  it('reads a regional manager as a job title, not a setting, and a commission as a public body', async () => {
    const manager = 'Demonstrated experience reporting to a regional manager on health records audits.';
    expect((await draftStar(metro, [manager], 250))[0]!.fullResponse).not.toMatch(/does not say this work was/);
    const commission = oneRole(
      'Ali Reza',
      'Senior Compliance Officer, Australian Training Standards Commission, 2021 – Present',
      [
        'Audited 40 registered training organisations against the Standards for RTOs',
        'Drafted 11 briefing notes on audit findings for the Commissioner',
      ],
    );
    const government = 'Demonstrated experience conducting audits in a government setting.';
    expect((await draftStar(commission, [government], 250))[0]!.fullResponse).not.toMatch(/does not say this work was/);
    expect((await draftStar(metro, [government], 250))[0]!.fullResponse).toMatch(
      /does not say this work was in a government setting/,
    );
  });
});

describe('frontline criteria in the words of frontline work', () => {
  const officer = oneRole('Brendan Faleolo', 'Correctional Officer, Westgate Custodial Services, 06/2020 – current', [
    'Escort inmates to court, hospital and medical appointments',
    'Supervise the visits area, including searching visitors and property',
    'Respond to incidents including fights, self-harm and medical emergencies',
    'Work rotating 12 hour shifts including nights and weekends',
  ]);

  it('answers a question on a hostile person from the incidents met, and one on a workload from targets met', async () => {
    const [hostile] = await draftStar(officer, [
      'Please provide an example of a time you had to engage with someone who was hostile or resistant to your involvement.',
    ]);
    expect(hostile!.fullResponse).toMatch(/incidents including fights/);
    const agent = oneRole(
      'Brendan Faleolo',
      'Customer Service Consultant, Harbourline Telecommunications, 2016 – 2020',
      ['Update customer records in Salesforce', 'Meet KPIs for call handling time and quality'],
    );
    const [workload] = await draftStar(agent, [
      'Tell us about a time you had to manage a high workload with competing deadlines.',
    ]);
    expect(workload!.fullResponse).toMatch(/KPIs for call handling time/);
  });
});

describe('results said in other words', () => {
  it('reads work endorsed, finished on time or within its budget, and money kept, as results', () => {
    expect(statesResult('All 9 policies were endorsed by the board at their first reading.')).toBe(true);
    expect(statesResult('The rollout was completed on time and within the $400,000 project budget.')).toBe(true);
    expect(statesResult('Flagged late acquittals early, avoiding the loss of $250,000 in grant funding.')).toBe(true);
    expect(statesResult('Processed grant payments for community groups.')).toBe(false);
  });
});

describe('a law a criterion names', () => {
  it('is not shown by a line that shares a word of its name', () => {
    const cv = docFromLines({
      top: ['Sam Ruiz'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Claims Officer, Services Hub, 2019 – Present'],
          bullets: ['Processed Family Tax Benefit and Stamp Card claims within the 3-day standard'],
        },
      ],
    });
    const [line] = bulletsOf(cv);
    expect(answers('Knowledge of the Land Tax Act 1936 (SA) and the Stamp Duties Act 1923 (SA).', line!)).toBe(false);
  });
});

describe('work with schools and teachers', () => {
  it('is named as a gap where the example is a university’s school, not a school of children', async () => {
    const cv = docFromLines({
      top: ['Nina Park'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Administrative Assistant, Riverside University – School of Education, 2019 – 2022'],
          bullets: ['Took minutes for the School Research Committee and circulated papers to 14 members'],
        },
      ],
    });
    const [draft] = await draftStar(cv, ['Experience working with schools and teachers.']);
    expect(draft!.fullResponse).toMatch(/\[Your CV does not say this work was with schools and teachers\./);
    const taught = docFromLines({
      top: ['Nina Park'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Research Assistant, Riverside University, 2019 – 2022'],
          bullets: ['Ran classroom observations with 12 primary school teachers for a numeracy study'],
        },
      ],
    });
    const [shown] = await draftStar(taught, ['Experience working with schools and teachers.']);
    expect(shown!.fullResponse).not.toMatch(/does not say this work was with schools/);
  });
});

describe('a budget question', () => {
  const officer = oneRole('Rhea Mistry', 'Customer Service Officer, Services Australia, 2019 – Present', [
    'Supported customers in financial hardship and made warm referrals to social workers',
    'Member of the service centre’s Reconciliation Action Plan working group',
    'A customer became aggressive after his payment was cancelled; I explained his review rights and he left calm',
    'Applied the agency’s procedures for managing unreasonable customer behaviour',
  ]);
  const question =
    'Please provide an example where you have monitored expenditure, reconciled financial transactions or managed a budget. How did you ensure accuracy and compliance with financial delegations?';

  it('is not answered by hardship, a Reconciliation Action Plan, a cancelled payment or its follow-up’s procedures', async () => {
    const [r] = await draftStar(officer, [question]);
    expect(r!.fullResponse).toMatch(/your CV does not yet show an example/);
    expect(r!.fullResponse).not.toMatch(/hardship|Reconciliation Action Plan|payment was cancelled|procedures/);
  });

  it('is answered by takings balanced and invoices reconciled', async () => {
    const clerk = oneRole('Rhea Mistry', 'Office Administrator, Ballan Rural Supplies, 2019 – Present', [
      'Greeted customers at the front counter',
      'Balanced the daily takings and reconciled supplier invoices against purchase orders',
    ]);
    const [r] = await draftStar(clerk, [question]);
    expect(r!.fullResponse).toMatch(/reconciled supplier invoices/);
  });

  it('leaves a Reconciliation Action Plan to the criterion on First Nations peoples', () => {
    const [first, money] = chooseEvidence(
      [
        'Experience working with Aboriginal and Torres Strait Islander communities.',
        'Experience with reconciliations of accounts.',
      ],
      bulletsOf(officer),
    );
    expect(first!.map((b) => b.text)).toContain(
      'Member of the service centre’s Reconciliation Action Plan working group',
    );
    expect(money).toEqual([]);
  });
});

describe('a criterion on budgets', () => {
  it('is answered only by a line that shows money managed, whatever other words it shares', () => {
    const cv = oneRole('Daniel Okafor', 'Program Assistant, Central Vic Sports Assembly, 2018 – 2021', [
      'Provided administration support for club development programs.',
      'Organised training sessions and forums for volunteer club committees.',
      'Tracked program expenditure against the annual budget and prepared monthly reports.',
    ]);
    const criterion =
      'Experience in developing and monitoring budgets, including financial reporting against program budgets';
    const [picked] = chooseEvidence([criterion], bulletsOf(cv));
    expect(picked![0]!.text).toBe(
      'Tracked program expenditure against the annual budget and prepared monthly reports.',
    );
    const without = oneRole('Daniel Okafor', 'Program Assistant, Central Vic Sports Assembly, 2018 – 2021', [
      'Provided administration support for club development programs.',
    ]);
    expect(chooseEvidence([criterion], bulletsOf(without))[0]).toEqual([]);
  });

  it('reads applications that were successful as a result', () => {
    expect(statesResult('Helped 23 community groups submit funding applications in 2024–25; 17 were successful.')).toBe(
      true,
    );
  });
});

describe('a criterion that lists after "including:"', () => {
  it('reads its main ask before the colon, as after "including"', () => {
    const cv = oneRole('Mai Tran', 'Community Officer, City of Darebin, 2020 – Present', [
      'Led community engagement sessions on the new library plan with residents and local groups',
    ]);
    const [picked] = chooseEvidence(
      ['Experience in community engagement, including: Aboriginal and Torres Strait Islander peoples'],
      bulletsOf(cv),
    );
    expect(picked!.map((b) => b.text)).toContain(
      'Led community engagement sessions on the new library plan with residents and local groups',
    );
  });
});

describe('what a criterion names beside its ask', () => {
  it('reads "on time and within budget" as how projects are delivered, not money to manage', () => {
    const cv = oneRole('Sophie Marchetti', 'Project Officer, Department of Transport, 2021 – Present', [
      'Raised purchase orders for office supplies',
      'Coordinated delivery of 12 community facility projects, all finished on schedule',
    ]);
    const [picked] = chooseEvidence(
      ['Demonstrated ability to plan, coordinate and deliver projects on time and within budget'],
      bulletsOf(cv),
    );
    expect(picked![0]!.text).toBe('Coordinated delivery of 12 community facility projects, all finished on schedule');
  });

  it('reads a number in words as a number: six assessors are no Six Sigma', () => {
    const cv = oneRole('Sophie Marchetti', 'Project Officer, Department of Transport, 2021 – Present', [
      'Coordinated assessment of 86 grant applications with a panel of six assessors',
    ]);
    const [picked] = chooseEvidence(
      ['Experience applying LEAN, Six Sigma or other continuous improvement methods'],
      bulletsOf(cv),
    );
    expect(picked).toEqual([]);
  });

  it('reads praise from another as an outcome in words', () => {
    expect(saysOutcome('Drafted 30 ministerial briefs; commended by the Director for clear, concise writing')).toBe(
      true,
    );
  });
});

describe('words a criterion uses in passing', () => {
  it('reads "a high degree of accuracy" as how, with no award asked', async () => {
    const cv = docFromLines({
      top: ['Hannah Kowalski'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Policy Officer, Healthy Communities Alliance, 2020 – 2023'],
          bullets: ['Managed up to six concurrent submissions with deadlines set by parliamentary committees'],
        },
        { heading: 'Education', lines: ['Master of Public Health — QUT, 2021'] },
      ],
    });
    const [r] = await draftStar(cv, ['Ability to deliver work to deadlines with a high degree of accuracy.']);
    expect(r!.fullResponse).not.toMatch(/^I hold a Master/);
    expect(r!.fullResponse).toMatch(/concurrent submissions/);
  });

  it('reads clinical staff as the clinicians a line names', () => {
    const cv = oneRole('Hannah Kowalski', 'Project Officer, Sunshine Coast HHS, 2023 – Present', [
      'Delivered training sessions for 85 administrative staff and team leaders',
      'Facilitate a monthly working group of orthopaedic surgeons, physiotherapists and nurse navigators',
    ]);
    const [picked] = chooseEvidence(['Experience working with clinical staff'], bulletsOf(cv));
    expect(picked![0]!.text).toMatch(/^Facilitate a monthly working group/);
  });
});

describe('an aim set apart by a comma', () => {
  it('takes its comma with it when it becomes the task', async () => {
    const cv = oneRole('Hannah Kowalski', 'Policy Officer, Healthy Communities Alliance, 2020 – 2023', [
      'Ran consultation forums with more than 40 member organisations, including consumer groups, to shape the Alliance’s policy positions',
      'Wrote nine submissions to state and federal inquiries',
    ]);
    const [r] = await draftStar(cv, ['Experience consulting with member organisations and consumer groups']);
    expect(r!.fullResponse).not.toMatch(/,\./);
  });
});
