import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { matchCv } from '../match/match-report';
import { readAd } from './read-ad';
import { DUTY_CHECKS_AD, ECT_AD, flatten, PAYROLL_AD, PLUMBER_AD } from './test-ads';

const names = (text: string, title?: string) => readAd(text, title).requirements.map((r) => r.name);
const find = (text: string, name: string) => readAd(text).requirements.find((r) => r.name === name);

describe('reading a job ad', () => {
  it('reads working "as a member of an interdisciplinary team" as teamwork', () => {
    const ad =
      'Research Assistant\nAbout you:\n- Demonstrated ability to work effectively as a member of an interdisciplinary team.';
    expect(readAd(ad).requirements.map((r) => r.name)).toContain('Teamwork');
  });

  it('keeps a word a hyphen glues into a compound: no "to-end payroll" of "end-to-end payroll"', () => {
    const ad = 'HR Officer\nAbout you:\n- 2+ years of end-to-end payroll experience in a multi-award environment';
    const wordings = readAd(ad).requirements.map((r) => r.wording);
    expect(wordings.some((w) => /^to-/.test(w))).toBe(false);
    expect(wordings).toContain('payroll');
  });

  it('reads a recruiter’s post in the first person: its title after "I’m hiring" and its list after "What I’m looking for"', () => {
    const ad = [
      'Jordan Blake • 2nd',
      'Principal Consultant | Harbour Talent',
      '🚨 I’m hiring: Office Manager for a law firm 🚨',
      '📍 Newcastle NSW',
      'What you’ll be doing 👇',
      '🔹 Running the office and managing suppliers',
      'What I’m looking for 👇',
      '✅ Proven experience with trust accounting and file-opening',
      '✅ Calm under pressure and able to juggle competing deadlines',
      '✅ Advanced Microsoft 365',
    ].join('\n');
    const read = readAd(ad);
    expect(read.title).toBe('Office Manager');
    const essential = read.requirements.filter((r) => r.essential).map((r) => r.name);
    expect(essential).toEqual(
      expect.arrayContaining(['Working under pressure', 'Time management', 'Microsoft Office']),
    );
    // A pair asked after "experience with" ends before a word a hyphen joins on: no "trust accounting and file".
    expect(read.requirements.map((r) => r.name).join(' | ')).not.toMatch(/and file\b/);
  });

  it('reads the one thing an asked verb works with ("operating a weighbridge") as a requirement, not an everyday one', () => {
    const ad = [
      'Grain Receival Officer',
      'Essential:',
      '- Experience operating a weighbridge',
      '- Ability to drive a loader',
      '- Experience using a computer',
      '- Experience in a team',
    ].join('\n');
    const all = names(ad);
    expect(all).toEqual(expect.arrayContaining(['Weighbridge', 'Loader']));
    expect(all).not.toContain('Computer');
    expect(all.join(' ')).not.toMatch(/\bteam\b/i);
  });

  for (const [layout, ad] of [
    ['headed and bulleted', PAYROLL_AD],
    ['flattened to one line', flatten(PAYROLL_AD)],
  ] as const) {
    describe(layout, () => {
      const all = names(ad).join(' | ');

      it('reads what the candidate part asks for, by kind', () => {
        const job = readAd(ad);
        const kinds = new Map(job.requirements.map((r) => [r.name, r.kind]));
        expect(kinds.get('Payroll')).toBe('skill');
        expect(kinds.get('Chris21')).toBe('tool');
        expect(kinds.get('Excel')).toBe('tool');
        expect(kinds.get('Attention to detail')).toBe('soft');
        expect(kinds.get('National police check')).toBe('credential');
        expect(job.yearsRequired).toBe(3);
        expect(all).toMatch(/Fair Work Act/i);
      });

      it('says what is desirable from the ad’s own cue, item by item', () => {
        expect(find(ad, 'Power BI')?.essential).toBe(false);
        expect(find(ad, 'Excel')?.essential).toBe(true);
        const certificate = readAd(ad).requirements.find((r) => r.kind === 'qualification');
        expect(certificate).toMatchObject({ essential: false, award: { level: 4 } });
      });

      it('never reads the employer’s blurb, benefits, contacts or equal-opportunity statement as requirements', () => {
        expect(all.toLowerCase()).not.toMatch(
          /glass ceiling|local market|long standing|parental|care givers|parking|assistance program|megan|doyle|harbourside|aboriginal|apply|salary/,
        );
      });

      it('takes the occupation the ad names as the title when none is given', () => {
        expect(readAd(ad).title).toBe('Payroll Officer');
        expect(readAd(ad, 'Payroll Coordinator').title).toBe('Payroll Coordinator');
      });
    });
  }

  it('reads the schooling an entry-level ad sets as its floor, met by any later schooling, and no floor in a class taught', () => {
    const butcher = readAd('Apprentice Butcher\nMust have own transport & a good attitude, Yr 10 minimum.');
    const floor = butcher.requirements.find((r) => r.kind === 'credential' && /yr 10/i.test(r.wording));
    expect(floor?.essential).toBe(true);
    const leaver = docFromLines({
      top: ['Ethan Cavanagh'],
      sections: [{ heading: 'Education', lines: ['Year 12 (HSC) – Mudgee High School, 2026'] }],
    });
    const report = matchCv(leaver, 'Apprentice Butcher\nMust have own transport & a good attitude, Yr 10 minimum.', {
      now: new Date('2026-11-28'),
    });
    expect(report.requirements.find((r) => /yr 10/i.test(r.wording))?.status).toBe('met');
    const teacher = readAd('Secondary Teacher\nYou will teach Year 10 English and Year 12 Literature classes.');
    expect(teacher.requirements.filter((r) => /year 1[02]/i.test(r.wording))).toEqual([]);
  });

  it('reads drawings and food safety in a tradesperson’s and a plant’s own words, and no award from where one was earned', () => {
    const cv = docFromLines({
      top: ['Luke Brannigan'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Leading Hand Boilermaker, Hunter Steel, 2015 – Present'],
          bullets: [
            'Fabricated conveyor frames from Tekla shop drawings',
            'Site held SQF certification; HACCP team member',
          ],
        },
      ],
    });
    const ad = 'Boilermaker\nAbout you\n• Able to read engineering drawings\n• Strong food safety knowledge';
    const report = matchCv(cv, ad, { now: new Date('2026-11-28') });
    expect(report.requirements.filter((r) => r.kind === 'skill').map((r) => r.status)).toEqual(['met', 'met']);
    const overseas = readAd(
      'Speech Pathologist\nApplicants who hold overseas qualifications must provide evidence of assessment by Speech Pathology Australia.',
    );
    expect(overseas.requirements.filter((r) => r.kind === 'qualification')).toEqual([]);
  });

  it('reads the backgrounds an ad welcomes in place of the job as the job, and what it asks in prose', () => {
    const ad = [
      'Conveyancing Clerk – Launceston',
      'You will prepare contracts, book settlements and keep clients informed.',
      "We would like to hear from people who have at least two years' experience in a property law support role, although we are open to applicants from a land titles office or bank lending background.",
    ].join('\n');
    const read = readAd(ad);
    const names = read.requirements.filter((r) => r.essential).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Conveyancing Clerk', '2+ years’ experience']));
    expect(names.join(' | ')).not.toMatch(/background|land titles/i);
    const cv = docFromLines({
      top: ['Mia Goss', 'Launceston TAS | 0491 570 333'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Lodgement Officer', 'Land Titles Office, Hobart, 2021 – Present'],
          bullets: ['Checked 40 transfer documents a day for lodgement'],
        },
      ],
    });
    const report = matchCv(cv, ad, { now: new Date('2026-11-28') });
    expect(report.requirements.find((r) => r.kind === 'occupation')?.status).toBe('met');
    expect(report.strengthsIdentified[0]).toMatch(/the ad welcomes applicants from a land titles office background/);
  });

  it('reads no requirement from the pay under an award or a job board’s insights on the hiring', () => {
    const ad = [
      'Bar Attendant – Hobart',
      'Nice to have:',
      'Barista experience',
      '',
      'Casual rates under the Hospitality Industry (General) Award 2020 plus weekend penalty rates. Staff meal on every shift.',
      '',
      'Hiring insights',
      'Hiring 2 candidates for this role',
      'Job activity',
      'Posted 3 days ago',
    ].join('\n');
    expect(names(ad).join(' | ')).not.toMatch(/rates|Hospitality Industry|Job activity/i);
  });

  it('reads a senior steel detailer as the structural steel detailer an ad asks for', () => {
    const cv = docFromLines({
      top: ['Ivan Kral', 'Wingfield SA | 0491 570 555'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Senior Steel Detailer', 'Gawler Steel, 2019 – Present'],
          bullets: ['Modelled structural steel in Tekla Structures'],
        },
      ],
    });
    const report = matchCv(cv, 'Structural Steel Detailer\nAbout you\n• Tekla Structures', {
      now: new Date('2026-11-28'),
    });
    expect(report.requirements.find((r) => r.kind === 'occupation')?.status).toBe('met');
  });

  it('reads "X or similar" as shown by X named', () => {
    const cv = docFromLines({
      top: ['Ivan Kral', 'Wingfield SA | 0491 570 555'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Steel Detailer', 'Gawler Steel, 2019 – Present'],
          bullets: ['Issued drawings to the workshop through FabTrol'],
        },
      ],
    });
    const ad = 'Steel Detailer\nAbout you\n• Experience with FabTrol or similar MRP software';
    const report = matchCv(cv, ad, { now: new Date('2026-11-28') });
    expect(report.requirements.find((r) => /FabTrol/.test(r.name))?.status).toBe('met');
  });

  it('reads a clinic’s client records system as a CRM', () => {
    const cv = docFromLines({
      top: ['Ava Lund', 'Newcastle NSW | 0491 570 444'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Receptionist, Hunter Physio, 2022 – Present'],
          bullets: ['Booked appointments and kept client files up to date in Power Diary'],
        },
      ],
    });
    const ad = 'Student Support Officer\nAbout you\n• Experience with client relationship management systems';
    const report = matchCv(cv, ad, { now: new Date('2026-11-28') });
    expect(report.requirements.find((r) => r.name === 'CRM')?.status).toBe('met');
  });

  it('reads a butcher’s and an officer’s asks in their own words, and "a big plus" as desirable', () => {
    const cv = docFromLines({
      top: ['Dale Mackie', 'Dubbo NSW | 0491 570 222'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Butcher, Macquarie Meats, 2019 – Present'],
          bullets: [
            'Cured and smoked bacon and hams for the Christmas trade',
            'Wrote letters to suppliers about late deliveries',
          ],
        },
        { heading: 'Training', lines: ['Food Safety Supervisor certificate (2024)'] },
      ],
    });
    const ad = [
      'Butcher',
      'About you',
      '• Knowledge of safe food handling',
      '• Good written communication skills',
      '• Smallgoods experience would be a big plus',
    ].join('\n');
    const report = matchCv(cv, ad, { now: new Date('2026-11-28') });
    const status = (name: string) => report.requirements.find((r) => r.name === name);
    expect(status('Safe food handling')).toMatchObject({ status: 'met', essential: true });
    expect(status('Communication')).toMatchObject({ status: 'met' });
    expect(status('Smallgoods')).toMatchObject({ status: 'met', essential: false });
  });

  it('reads another state’s RSA as partly there for an ad that asks the NSW card', () => {
    const cv = docFromLines({
      top: ['Tayla Brennan'],
      sections: [{ heading: 'Licences', lines: ['RSA – Responsible Service of Alcohol (Victoria) – 2020'] }],
    });
    const report = matchCv(cv, 'Bar Attendant\nYou must hold a current NSW RSA and RCG.', {
      now: new Date('2026-11-28'),
    });
    expect(report.requirements.find((r) => r.name === 'RSA')?.status).toBe('partial');
    expect(report.gapsAndImprovements.join(' ')).toMatch(/another state/);
  });

  it('reads a licence someone else holds as none of the person’s, and their own lapsed one as partly there', () => {
    const cv = docFromLines({
      top: ['Graham Tonkin'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Farm Hand, various properties, 2024 – Present'],
          bullets: ['Boom spraying for a neighbour (self-propelled) under his chem accreditation'],
        },
        { heading: 'Licences', lines: ['ChemCert accreditation - expired 2021 (will redo)'] },
      ],
    });
    const report = matchCv(cv, 'Farm Hand\nMUST HOLD CHEM ACCREDITATION.', { now: new Date('2026-11-28') });
    const chem = report.requirements.find((r) => /chem/i.test(r.name));
    expect(chem?.status).toBe('partial');
    expect(chem?.evidence).toMatch(/expired 2021/);
  });

  it('reads the pay, the way of working and how to reply after the asks as what the job offers, not asks', () => {
    const ad = readAd(
      [
        'Tax Accountant (Intermediate/Senior), Parramatta',
        'What they’re looking for',
        '• 3+ years’ Australian public practice experience',
        '• Strong working knowledge of Xero',
        'Hybrid – 3 days in the office / 2 from home after probation, with flexible start and finish times (great for school drop-offs).',
        'Salary $95k–$110k + super depending on experience, plus study support.',
        'If you’re interested, please reply with an updated CV (Word format preferred) and a good time to call.',
      ].join('\n'),
    );
    const names = ad.requirements.map((r) => r.name.toLowerCase());
    expect(names.some((n) => /xero/.test(n))).toBe(true);
    expect(names.filter((n) => /drop-off|word format|study support|flexible/.test(n))).toEqual([]);
  });

  it('reads a client focus and working relationships in an ad’s own words', () => {
    const ad = `Business Officer
About you
You will have a client centric mind-set, ensuring the needs of the client are at the centre of service design.
You will maintain open, collaborative relationships with team members, business partners and departmental clients.`;
    expect(names(ad)).toEqual(expect.arrayContaining(['Customer service', 'Stakeholder engagement']));
  });

  it('reads no skill from the law a thing is done under ("as per State Legislation"), but does from an ask', () => {
    const names = (ad: string) => readAd(ad).requirements.map((r) => r.name);
    const checks =
      'Case Worker\nTo be successful you will need:\n- Experience in case management\n- Screening checks may need to be undertaken as per State Legislation.';
    expect(names(checks)).not.toContain('Legislation and compliance');
    expect(names(checks)).toContain('Case management');
    expect(names('Case Worker\nTo be successful you will need:\n- Knowledge of relevant legislation')).toContain(
      'Legislation and compliance',
    );
  });

  it('does not take a duty that mentions a check for a check the candidate must hold', () => {
    const job = readAd(DUTY_CHECKS_AD);
    expect(job.requirements.map((r) => r.name)).not.toContain('National police check');
    expect(job.requirements.map((r) => r.name)).toEqual(expect.arrayContaining(['Communication', 'Microsoft Office']));
  });

  it('reads "qualified plumber" as a licence that rules a person in or out, and "highly regarded" as desirable', () => {
    const job = readAd(PLUMBER_AD);
    expect(job.requirements.find((r) => r.name === 'Plumbing licence')).toMatchObject({
      essential: true,
      knockOut: true,
    });
    // A White Card takes a day to get: essential, but not a knock-out.
    expect(job.requirements.find((r) => r.name === 'White Card')).toMatchObject({ essential: true, knockOut: false });
    expect(job.requirements.find((r) => /backflow/i.test(r.name))?.essential).toBe(false);
    expect(names(PLUMBER_AD).join(' ').toLowerCase()).not.toMatch(/ute|award rates|phone/);
  });

  it('reads an ECT qualification as a qualification, without the words around it', () => {
    const quals = readAd(ECT_AD).requirements.filter((r) => r.kind === 'qualification');
    expect(quals.map((q) => q.name)).toContain('ECT qualification');
    expect(quals.map((q) => q.name).join(' ')).not.toMatch(/succeed|hold an/i);
    const bachelor = quals.find((q) => q.award?.level === 7);
    expect(bachelor?.award?.fields[0]?.length).toBeGreaterThan(0);
  });

  it('reads a teaching qualification by its field, not its length or its kind, beside teaching as a skill', () => {
    const ad = [
      'Primary Teacher (Graduate and Early Career)',
      'Requirements:',
      '- A four-year teaching qualification in primary education.',
      '- Experience teaching phonics (for example UFLI, Sounds-Write or InitiaLit).',
    ].join('\n');
    const read = readAd(ad).requirements;
    // By the field after "in", which a Bachelor of Education (Primary) shows, over the kind before it.
    expect(read.filter((r) => r.kind === 'qualification').map((r) => r.name)).toEqual([
      'Teaching qualification in primary education',
    ]);
    expect(read.find((r) => r.kind === 'qualification')?.award?.fields).toEqual([['primari', 'educ']]);
    expect(read.map((r) => r.name).join(' | ')).not.toMatch(/example/i);
    // Graduates are asked for: being a teacher already is welcome, not required.
    expect(read[0]).toMatchObject({ kind: 'occupation', essential: false });
  });

  it('reads a line’s closing "highly regarded" as said of that line’s item only, and "Highly regarded:" as a heading', () => {
    const ad = [
      'Scaffolder',
      'What they’re looking for',
      '- Intermediate Scaffolding (SI) is a must. Advanced (SA) highly regarded',
      '- Medication competency (assist clients with medication) – highly regarded',
      '- White Card',
      '- Dogging ticket will be looked on favourably',
      '- Working at Heights',
      'Highly regarded:',
      '- Basic Rigging',
    ].join('\n');
    const essential = (name: RegExp) => readAd(ad).requirements.find((r) => name.test(r.name))?.essential;
    expect(essential(/scaffolding/i)).toBe(true);
    expect(essential(/medication/i)).toBe(false);
    expect(essential(/white card/i)).toBe(true);
    expect(essential(/dogging/i)).toBe(false);
    expect(essential(/working at heights/i)).toBe(true);
    expect(essential(/rigging/i)).toBe(false);
    // "High Risk Work Licence" is the kind of the licence the ad names, no skill of its own.
    expect(names('Scaffolder\nAbout you\n- High Risk Work Licence - Basic Scaffolding').join(' ')).not.toMatch(
      /risk work/i,
    );
  });

  it('reads a named thing once when a phrase names it again with a word of praise or its kind', () => {
    const ad = [
      'Paralegal',
      'About you',
      '- Proficiency in LEAP practice management software',
      '- Satisfactory National Police Check',
      '- Law degree (completed or currently studying)',
      '- Working with Children Check clearance (NSW) – paid/employee.',
    ].join('\n');
    const read = names(ad);
    expect(read.join(' | ')).not.toMatch(/children check clearance/i);
    expect(read).toEqual(expect.arrayContaining(['LEAP', 'National police check', 'Degree']));
    expect(read.join(' | ')).not.toMatch(/software|satisfactory|law degree/i);
  });

  it('reads a named term once, without its rules or a word two terms share said twice', () => {
    const ad =
      'Pick Packer\nSuccessful applicants should have:\n- Tugger or forklift experience\n- The ability to work while meeting all OH&S regulations';
    const read = readAd(ad).requirements.map((r) => r.wording);
    expect(read).toContain('Tugger or forklift');
    expect(read.filter((w) => /OH&S/.test(w))).toEqual(['OH&S']);
  });

  it('reads nothing from a job board’s screening questions and footer', () => {
    const ad = [
      'Warehouse Storeperson',
      'About you',
      '- A current forklift licence (LF)',
      '- Experience with RF scanners',
      '- Current National Police Check',
      'Employer questions',
      'Do you have a current Police Check (National Police Certificate) for employment?',
      'Your application will include the following questions:',
      'How many years have you worked in a warehouse?',
      'How many years’ experience do you have as a storeperson?',
      'Which of the following warehouse management systems have you used?',
      'Job ID 81472936',
      'Skills and credentials',
      'Add skills and credentials to see how you match',
      'Unlock job insights',
      'Salary match  Number of applicants  Skills',
      'Report this job advert',
      'Be careful',
      'Learn how to protect yourself',
    ].join('\n');
    const read = names(ad).join(' | ');
    expect(read).toMatch(/Forklift licence/);
    // The ad's own requirement stays, though a screening question names it in capitals too.
    expect(read).toMatch(/National police check/i);
    expect(read).not.toMatch(/advert|protect|careful|insights|salary match|job id|management systems/i);
  });

  it('reads nothing from a careers page’s application form and footer after a condition of the job', () => {
    const ad = [
      'Fitness Instructor',
      'About you',
      '- Certificate IV in Fitness',
      'How to apply',
      'Send your resume. The successful applicant will need to complete a pre-employment medical.',
      'Apply for this position',
      'Full name*',
      'Upload resume* (PDF or DOCX, max 5MB)',
      'Share this job:  Facebook  LinkedIn  Email',
      'Pulse Fitness Pty Ltd | Unit 4, 18 Harlow Road, Wingfield',
      'Privacy Policy | Terms',
    ].join('\n');
    const read = names(ad).join(' | ');
    expect(read).toMatch(/Certificate IV in Fitness/);
    expect(read).not.toMatch(/facebook|harlow|privacy|resume/i);
  });

  it('reads "Certificate II or III in Retail Services" as one award at either level, in its field', () => {
    const ad = 'Sales Assistant\nAbout you\n- A Certificate II or III in Retail Services is a bonus.';
    const qual = readAd(ad).requirements.find((r) => r.kind === 'qualification');
    expect(qual?.name).toBe('Certificate II or III in Retail Services');
    expect(qual?.award).toMatchObject({ level: 2 });
    expect(qual?.award?.fields.flat().length).toBeGreaterThan(0);
  });

  it('reads a field without its qualifier: a Certificate III in Education Support meets "School Based Education Support"', () => {
    const ad = 'Learning Support Officer\nAbout you\n- A Certificate III or IV in School Based Education Support.';
    const cv = docFromLines({
      top: ['Leanne Fox'],
      sections: [{ heading: 'Education', lines: ['Certificate III in Education Support – TAFE NSW (2021)'] }],
    });
    const qual = matchCv(cv, ad, { now: new Date('2026-11-27') }).requirements.find((r) => r.kind === 'qualification');
    expect(qual?.status).toBe('met');
  });

  it('reads no skill from a recruiter’s e-mail signature, and a WP licence for booms apart from an EWP yellow card', () => {
    const ad = [
      'Hi, I have a Qualified Carpenter role on a commercial site in Brisbane.',
      'You will need your White Card and an EWP licence for boom lifts over 11m (WP).',
      'Cheers,',
      'Jess Whitford',
      'Senior Recruitment Consultant – Construction & Trades',
      'BuildForce Recruitment | Level 4, 300 Adelaide Street, Brisbane QLD 4000',
    ].join('\n');
    expect(names(ad).join(' | ')).not.toMatch(/Whitford|BuildForce|Adelaide Street|Recruitment/);
    const cv = docFromLines({
      top: ['Luke Ferraro'],
      sections: [{ heading: 'Licences', lines: ['White Card', 'EWP Yellow Card (under 11m)'] }],
    });
    const status = Object.fromEntries(
      matchCv(cv, ad, { now: new Date('2026-11-27') }).requirements.map((r) => [r.name, r.status] as const),
    );
    expect(status['EWP licence']).toBe('met');
    expect(status['WP high risk work licence']).toBe('missing');
  });

  it('reads a qualification named by a code whole, shown by a line that calls itself one', () => {
    const ad = 'Boilermaker\nAbout you:\n- A current 3G/4G welder qualification is an advantage';
    const qual = readAd(ad).requirements.find((r) => r.kind === 'qualification');
    expect(qual?.name).toBe('3G/4G welder qualification');
    const cv = docFromLines({
      top: ['Aaron Pike'],
      sections: [{ heading: 'Tickets', lines: ['Welder qualification – ISO 9606-1 (FCAW 3G & 4G), 2023'] }],
    });
    const status = matchCv(cv, ad, { now: new Date('2026-11-27') }).requirements.find(
      (r) => r.kind === 'qualification',
    );
    expect(status?.status).toBe('met');
  });

  it('reads no skill from the difficulty of the people the work is for', () => {
    const ad =
      'AOD Clinician\nAbout you:\n- Proven ability to work with people and families experiencing problematic alcohol and other drugs use';
    expect(names(ad).join(' | ')).not.toMatch(/problematic/i);
  });

  it('reads a degree’s short name only as written ("BIT", "BSc"), not the word ("a bit short")', () => {
    const quals = (ad: string) => readAd(ad).requirements.filter((r) => r.kind === 'qualification');
    expect(
      quals('Kitchen Hand\nAbout you: sorry the ad was a bit short; you need a bit of kitchen experience.'),
    ).toEqual([]);
    expect(quals('Developer\nAbout you: a BIT or BSc in computing.').map((q) => q.award?.level)).toContain(7);
  });

  it('reads qualifications named by their fields alone, at any level', () => {
    const ad =
      'Planner\nTo be successful you will need:\n• Relevant qualifications in human services, allied health or disability';
    const qual = readAd(ad).requirements.find((r) => r.kind === 'qualification');
    expect(qual?.name).toBe('Qualifications in human services, allied health or disability');
    expect(qual?.award?.level).toBe(0);
    expect(qual?.award?.fields.length).toBe(3);
  });

  it('reads "X or Y" as one requirement any of which will do, and "3 to 5 years" as three', () => {
    const job = readAd(
      'About you: experience with Xero, MYOB or QuickBooks; 3 to 5 years of experience in bookkeeping.',
    );
    const choice = job.requirements.find((r) => r.anyOf);
    expect(choice?.name).toBe('Xero or MYOB or QuickBooks');
    expect(job.requirements.filter((r) => r.kind === 'tool')).toHaveLength(1);
    expect(job.yearsRequired).toBe(3);
  });

  it('reads "X, Y or something else" as one choice, so citizenship among other work rights rules nobody out', () => {
    const job = readAd(
      'Enrolled Nurse\nMandatory requirements\n- Australian citizenship, permanent residency or a valid visa with unrestricted work rights.',
    );
    const rights = job.requirements.filter((r) => r.kind === 'credential');
    expect(rights).toHaveLength(1);
    expect(rights[0]!.anyOf?.map((t) => t.name)).toEqual(['Australian citizenship', 'Work rights in Australia']);
    expect(rights[0]!.knockOut).toBe(false);
  });

  it('takes the title from the ad’s opening line, past a classification', () => {
    expect(readAd('APS Level 5 – Policy Officer\nAbout you: policy development experience.').title).toBe(
      'Policy Officer',
    );
  });

  it('never reads a duty as a requirement when the ad says plainly what it asks of the candidate', () => {
    const job = readAd(`About the role
Process supplier invoices, reconcile credit card statements and maintain vendor records.
About you
• Experience in accounts payable
• Advanced Excel skills
• Experience with Xero or MYOB
• A current police check`);
    expect(job.requirements.every((r) => r.from !== 'duties')).toBe(true);
  });

  it('never takes the employer’s own name for a skill it asks for', () => {
    const ad = `Bookkeeper. Ledger Recruitment is partnering with a Sydney firm.
About you: Xero experience and BAS preparation, and you will need payroll skills to join the Ledger Recruitment team.
Contact Ledger Recruitment on 02 9000 1111.`;
    expect(names(ad)).not.toContain('Recruitment');
  });

  it('reads how much work comes and how fast as time management, not a skill of its own', () => {
    const read = names(`Office Coordinator
About you
- Ability to prioritise competing and often urgent requests
- Able to meet tight deadlines across several workloads
- Experience with Microsoft Excel`);
    expect(read).toContain('Time management');
    expect(read).toContain('Excel');
    expect(read.filter((n) => /requests|deadlines|workloads/i.test(n))).toEqual([]);
  });

  it('reads nothing from the comments under a social post', () => {
    const read = names(`Harbourside Cafe
WE'RE HIRING!
Busy cafe in Fremantle looking for a BARISTA, weekends a must.
Must have:
- 2 years' barista experience
- Latte art
BONUS: RSA
👍 Like   💬 Comment   ↗ Share
Tom Riley
Tagging Kate Nguyen
Like · Reply · 2h
Harbourside Cafe
Hi Tom, thanks for sharing!`);
    expect(read).toContain('Latte art');
    expect(read.filter((n) => /Tom|Kate|Harbourside|Riley/.test(n))).toEqual([]);
  });

  it('reads a small business’s "MUST HAVE" list, its licences in its own words, and "no weekends" as no ask', () => {
    const ad = readAd(`Coastal Turf Care
NOW HIRING
Lawn crew in Mackay looking for a GARDENER.
You'll be:
✅ mowing and edging
✅ irrigation repairs
MUST HAVE:
👉 ChemCert accreditation
👉 Manual open drive licence
Mon–Fri 7am start, no weekends 🙌`);
    const kinds = new Map(ad.requirements.map((r) => [r.name, r.essential]));
    expect(kinds.get('Chemical accreditation')).toBe(true);
    expect(kinds.get("Driver's licence")).toBe(true);
    expect(kinds.has('Shift and weekend availability')).toBe(false);
  });

  it('reads no skill from a place named with a word that wraps it ("Valid QLD Blue Card")', () => {
    const read = names(
      'Early Childhood Educator\nEssential:\n- Valid QLD Blue Card\n- Current VIC Working With Children Check',
    );
    expect(read.filter((n) => /^(?:valid|current) (?:qld|vic)$/i.test(n))).toEqual([]);
    expect(read).toContain('Working with Children Check');
  });

  it('reads nothing from a job board’s profile insights and job details panels', () => {
    const read = names(`Store Supervisor
Profile insights
Find out how your skills align with the job description
Skills
Rostering
Job details
Here's how the job details align with your profile.
Pay
$32 an hour
Job type
Part-time
Full job description
About you
- 2 years' retail supervision experience
- Cash handling`);
    expect(read.filter((n) => /job (?:details|description)|profile/i.test(n))).toEqual([]);
    expect(read).toContain('Cash handling');
  });

  it('takes no heading for a title, and reads no pointer or place as a skill', () => {
    const ad = readAd(
      'THE ROLE Our Perth team is growing. We are seeking applicants with demonstrated experience in the following areas: Western Australian and Federal environmental legislation, environmental management plans. As an Environmental Consultant you will advise clients.',
    );
    expect(ad.title).not.toMatch(/role/i);
    const names = ad.requirements.map((r) => r.name.toLowerCase());
    expect(names).not.toContain('following areas');
    expect(names).not.toContain('western australian');
  });

  it('takes the job’s name past an employer’s name or a job board’s label above it, and says a title as written', () => {
    expect(
      readAd('Riverbend Shire Council\nPosition Vacancy\n\nYouth Support Worker\nCommunity Services Branch').title,
    ).toBe('Youth Support Worker');
    expect(readAd('APS Jobs – Vacancy N-0001234\n\nContracts Adviser\nDepartment of Finance').title).toBe(
      'Contracts Adviser',
    );
    expect(readAd('COMMIS DE CUISINE – Modern Italian | Fitzroy\n\nAbout the role: prep.').title).toBe(
      'Commis de Cuisine',
    );
    // A word that opens requirements ("Experience …") inside a title in capitals is part of it.
    expect(readAd('City of Marion – Customer Experience Officer\nAbout the role').title).toBe(
      'Customer Experience Officer',
    );
    // A recruiter's e-mail: its subject line's label is no title.
    expect(readAd('Subject: Pharmacy Technician role – Ipswich – keen for a chat?\n\nHi there,').title).toBe(
      'Pharmacy Technician',
    );
  });

  it('reads the checklist under "What we need from you", with site tickets and job apps by name', () => {
    const ad = [
      'Drainage Labourer',
      'Northway Civil – Ipswich QLD',
      '$36 – $40 per hour + super',
      'Posted 2d ago',
      'What you will do:',
      '- Trench preparation and backfilling',
      'What we need from you:',
      '- Current manual driver licence',
      '- Confined Space and Working at Heights tickets highly regarded',
      '- Experience with ServiceM8 or simPRO',
      '- Able to use a laser level',
    ].join('\n');
    const read = readAd(ad).requirements;
    const named = (name: string) => read.find((r) => r.name === name);
    expect(named("Driver's licence")?.essential).toBe(true);
    expect(named('Confined space ticket')?.essential).toBe(false);
    expect(named('Working at heights ticket')?.essential).toBe(false);
    expect(read.map((r) => r.name)).toEqual(expect.arrayContaining(['ServiceM8 or simPRO', 'Laser level']));
  });

  it('reads a product the ad says it uses and asks the candidate about as a requirement, not the employer’s name', () => {
    const ad = [
      'Sous Chef',
      'Harbourside Dining Group – Fremantle WA',
      'The role:',
      '* Running the pass on busy services',
      '* Ordering, stock control and stocktakes (we use FutureLog)',
      'About you:',
      '* Minimum 3 years in high-volume kitchens',
      '* Experience with FutureLog or similar desirable',
    ].join('\n');
    expect(readAd(ad).requirements.map((r) => r.name)).toContain('FutureLog');
  });

  it('reads asthma and anaphylaxis management as the term it is, not an award called "qualifications"', () => {
    const ad = [
      'Early Childhood Educator',
      'Key Selection Criteria',
      '1. Diploma of Early Childhood Education and Care.',
      '2. Current First Aid (HLTAID012), CPR, anaphylaxis and asthma management qualifications.',
    ].join('\n');
    const read = readAd(ad).requirements;
    expect(read.map((r) => r.name)).toContain('Asthma and anaphylaxis management');
    expect(read.filter((r) => r.kind === 'qualification').map((r) => r.name)).toEqual([
      expect.stringMatching(/^Diploma/),
    ]);
  });

  it('tells a food safety supervisor’s certificate from a food handler’s course', () => {
    const ad = 'Sous Chef\nAbout you:\n* Current Food Safety Supervisor certificate (or willing to obtain)';
    const fss = matchCv(
      docFromLines({
        top: ['Luca Ferraro'],
        sections: [{ heading: 'Certificates', lines: ['FoodSafe Food Handler Training (2021)'] }],
      }),
      ad,
      { now: new Date('2026-11-27') },
    ).requirements.find((r) => r.name === 'Food Safety Supervisor certificate');
    expect(fss?.status).toBe('missing');
  });

  it('reads no records system from a trade’s "trim", nor one product for another', () => {
    const names = (ad: string) => readAd(ad).requirements.map((r) => r.name);
    expect(names('Plant Operator\nEssential: ability to trim to level and operate an excavator.')).not.toContain(
      'TRIM / Content Manager',
    );
    expect(names('Records Officer\nEssential: experience with HP TRIM.')).toContain('TRIM / Content Manager');
  });

  it('takes no job board label, flattened location or people the job serves for a title', () => {
    expect(
      readAd(
        'JOB ID: 180305 SALARY RANGE: $61,896 to $67,562 pa EMPLOYMENT TYPE: Part-time ABOUT THE ROLE You will conduct research in primary schools, supporting primary teachers in planning lessons.',
      ).title,
    ).toBe('');
    expect(
      readAd(
        'Pharmacy Assistant - Part Time / Casual Bellarine Community Pharmacy Geelong, Barwon & Western District VIC Retail Assistants (Retail & Consumer Products) About the role You will serve customers.',
      ).title,
    ).toBe('Pharmacy Assistant');
    expect(
      readAd('Bus Drivers – Full Time & Part Time – Thomastown Depot\nAbout the role: drive route buses.').title,
    ).toBe('Bus Driver');
    // Two vacancies named in the plural are still the job.
    expect(readAd('CSIRO is looking to appoint two electrical engineers to design sensing systems.').title).toBe(
      'Electrical Engineer',
    );
  });

  it('reads an emissions inventory as greenhouse gas accounting, not stock control', () => {
    const read = names('Environmental Consultant\nDesirable\n• Experience preparing greenhouse gas inventories');
    expect(read).toContain('Greenhouse gas accounting');
    expect(read).not.toContain('Stock control');
  });

  it('reads "leadership acumen" once, as the leadership it names', () => {
    const read = names('Senior Practitioner\nEssential\n• Superior risk assessment capability and leadership acumen');
    expect(read.filter((n) => /leadership/i.test(n))).toEqual(['Leadership']);
  });

  it('reads a licence named with its state once, as the licence ("NSW driver licence" is no second skill)', () => {
    for (const place of ['NSW', 'Victorian', 'WA'])
      expect(names(`Youth Worker\nDesirable\n• Current ${place} driver licence\n• Trauma informed practice`)).toEqual([
        'Youth Worker',
        "Driver's licence",
        'Trauma-informed practice',
      ]);
  });
});

describe('words that name a tool only in its context', () => {
  it('reads "on a permanent full-time basis" as no system, and "SAP Basis administration" as one', () => {
    const casual = readAd(
      'We are looking for reliable and experienced Storepersons to join our day shift team on a permanent full-time basis. Shifts are Monday to Friday, 6:00am – 2:30pm.\nAbout you\n• Forklift licence (LF)\n• RF scanning experience',
    );
    expect(casual.requirements.map((r) => r.name)).not.toContain('SAP Basis');
    const sap = readAd('SAP Basis Consultant. Essential: 5 years of SAP Basis administration.');
    expect(sap.requirements.map((r) => r.name)).toContain('SAP Basis');
  });
});

describe('what an ad offers or says about itself is not asked of the person', () => {
  const names = (text: string) => readAd(text).requirements.map((r) => r.name);

  it('reads a title after a licence class, and a skill said in other words', () => {
    expect(readAd('HC / HR Linehaul Driver – Melbourne to Sydney\nEssential: HC licence.').title).toBe(
      'HR Linehaul Driver',
    );
    expect(names('Coordinator.\nAbout you\n• Excellent written communication with a sharp eye for detail')).toContain(
      'Attention to detail',
    );
    expect(names('Payroll Officer.\nEssential:\n• Sound knowledge of the National Employment Standards')).toContain(
      'National Employment Standards',
    );
  });

  it('leaves out the employer’s offer and its work, and how much experience without of what', () => {
    const ad = `Civil Engineer.
You will work on a varied pipeline of projects across the region.
About you
• Hands-on experience with drainage design
What's on offer
• Genuine career progression as the business grows
• A supportive team culture`;
    const read = names(ad).join(' | ');
    expect(read).not.toMatch(/pipeline|progression|culture|Hands-on/i);
    expect(read).toMatch(/Drainage design/);
  });

  it('keeps a generic word that modifies a real head, and reads no agency’s name as a skill', () => {
    const ad = `Technical Officer
About you
You will bring demonstrated experience in preparing culture media, reagents and equipment for laboratory work.
Knowledge of business analysis is highly regarded.
You will hold a current Working with Children Check (Department of Human Services, South Australia).`;
    const read = names(ad).join(' | ');
    expect(read).toMatch(/Culture media/i);
    expect(read).toMatch(/Business analysis/i);
    expect(read).not.toMatch(/Human Services/i);
  });

  it('reads a social post in a small employer’s words, and none of the comments under it', () => {
    const ad = `Fremantle Jobs Board
WE'RE HIRING!! Salt & Shear Hair Studio is looking for a QUALIFIED SENIOR STYLIST
You need to be:
- Fully qualified (Cert III in Hairdressing) with at least 3 yrs on the floor after your apprenticeship
- Keune experience would be amazing (that's our colour brand) but we can train the right person
👍😍 42   18 comments
Like          Comment          Share
Most relevant ▾
Jade Kowalczyk · Author
Tues–Sat 9–5:30 with one late night (Thurs till 8) hun 😊 you must be able to do Saturdays sorry!
Like · Reply · 3h
Darren Pike
Is this still available?
Like · Reply · 1h
View more comments`;
    const read = readAd(ad).requirements;
    expect(read.find((r) => r.kind === 'experience')?.years).toBe(3);
    expect(read.find((r) => r.wording === 'Keune experience')?.essential).toBe(false);
    expect(read.map((r) => r.name).join(' | ')).not.toMatch(/Darren|comments|Saturdays/i);
  });

  it('reads no people an ad welcomes as a skill ("Mature age apprentices welcome")', () => {
    const ad = `APPRENTICE PLUMBER (1st/2nd yr) – Lake Macquarie.
Must have manual car licence (P2 minimum) and White Card. Pre-apprenticeship cert a bonus.
Mature age apprentices welcome – attitude over experience.`;
    expect(names(ad).join(' | ')).not.toMatch(/apprentices/i);
    // Nor the crew or team one leads: "a small crew" is people, the leading is the skill.
    expect(names('Heavy Diesel Mechanic\nDesirable\n- Experience leading a small crew').join(' | ')).not.toMatch(
      /crew/i,
    );
  });
});

describe('a checklist headed in the ad’s own words', () => {
  const ad = `Drainage Pipelayer – Ipswich
The role:
- Lay stormwater pipe and build pits to design levels
To be considered you MUST have:
- A current White Card (Construction Induction)
- Forklift licence (highly regarded – for unloading pipe on site)
- Experience with GPS machine control
- Own reliable transport
What's on offer:
- A supportive crew with low turnover
- Overtime paid weekly`;
  const job = readAd(ad);
  const find = (name: RegExp) => job.requirements.find((r) => name.test(r.name));

  it('reads "To be considered you must have" as the essentials, not as how to apply', () => {
    expect(find(/White Card/)?.essential).toBe(true);
    expect(find(/Own transport/)?.essential).toBe(true);
    // "(Construction Induction)" names the White Card, not a second skill.
    expect(job.requirements.filter((r) => /induction/i.test(r.name))).toHaveLength(0);
  });

  it('reads a bracketed "highly regarded" as said of its own item only, and what is on offer as no requirement', () => {
    expect(find(/Forklift/)?.essential).toBe(false);
    expect(find(/machine control/i)?.essential).toBe(true);
    expect(job.requirements.map((r) => r.wording).join(' | ')).not.toMatch(/turnover|crew/i);
  });
});

describe('a flattened checklist with brackets', () => {
  const ad =
    "Forklift Driver – Dandenong South What you'll need: Current LF High Risk Work Licence (must be able to show the original card) Cert III in Warehousing (desirable – we will support you) At least 2 years' experience in a fast paced warehouse Experience with reach trucks";
  const job = readAd(ad);

  it('reads a licence named in capitals whole, and a bracket as said of its own item only', () => {
    expect(job.requirements.map((r) => r.name).join(' | ')).not.toMatch(/^Risk|\| Risk/);
    expect(job.requirements.find((r) => r.kind === 'credential' && /forklift/i.test(r.name))?.essential).toBe(true);
    expect(job.requirements.find((r) => r.kind === 'experience')?.essential).toBe(true);
    expect(job.requirements.find((r) => r.kind === 'qualification')?.essential).toBe(false);
  });
});

describe('what a flattened ad says after its requirements', () => {
  const ad =
    'ABOUT YOU Graduate / Post Graduate qualification in social work or an equivalent combination of training and experience. Experience working with families. For more about the role see the position description HOW TO APPLY Ms Jane Smith, Manager, Family Services, Tel: +61 3 9000 0000.';
  it('reads a heading in capitals glued to an item’s end: the contact person and her title are not requirements', () => {
    const all = names(ad).join(' | ');
    expect(all).not.toMatch(/Jane Smith|Family Services|Manager/);
  });
  it('reads "Graduate / Post Graduate qualification in X" as a degree in X, and its equivalent as no skill', () => {
    const q = readAd(ad).requirements.find((r) => r.kind === 'qualification')!;
    expect(q.name).toBe('Graduate / Post Graduate qualification in social work');
    expect(q.award?.level).toBe(7);
    expect(names(ad).join(' | ')).not.toMatch(/combination|equivalent/i);
  });
});

describe('an ad read as a recruiter reads it', () => {
  it('writes a shouted title as a person would, and reads how the job runs as no requirement', () => {
    const ad = readAd(
      'SENIOR BUSINESS OFFICER\nYou will be responsible for the efficient operation of corporate and administrative functions.\nCertification or experience in LEAN / Six Sigma would be well regarded.',
    );
    expect(ad.title).toBe('Senior Business Officer');
    const names = ad.requirements.map((r) => r.name);
    expect(names.join(' | ')).not.toMatch(/Efficient operation|Administrative functions/);
    expect(names).toContain('Continuous improvement');
  });
});

describe('an employer’s offer under "Why <name>?"', () => {
  it('reads nothing it offers as asked of the person, and a degree’s fields after "such as" in full', () => {
    const ad = readAd(`Data Analyst
About you
- A degree in a quantitative field such as statistics, mathematics or computer science
- Strong SQL skills
Why Harbourline?
- $2,000 annual learning budget
- Consistent rosters with the same team`);
    const names = ad.requirements.map((r) => r.name);
    expect(names.join(' | ')).not.toMatch(/budget|rosters|same team/i);
    expect(names).toContain('Degree in a quantitative field such as statistics, mathematics or computer science');
    expect(names).toContain('SQL');
  });
});

describe('a note in brackets after an item', () => {
  const essential = (ad: string) =>
    Object.fromEntries(readAd(ad).requirements.map((r) => [r.name, r.essential] as const));

  it('is said of that item, not of the one after it, in a list under "We’re looking for someone who"', () => {
    const ad = [
      'Payroll Officer',
      'We’re looking for someone who:',
      '- Has 3 years’ payroll experience',
      '- Knows Chris21 (highly regarded)',
      '- Is confident with Excel',
      '- Holds a Certificate IV in Accounting (desirable)',
    ].join('\n');
    expect(essential(ad)).toMatchObject({
      Chris21: false,
      Excel: true,
      'Certificate IV in Accounting': false,
      Payroll: true,
    });
  });

  it('is said of that item in an ad flattened to one line, and a capital after it starts the next', () => {
    const ad =
      'Accounts Officer. Skills and experience: Xero certification (desirable) Strong Excel skills Payroll ' +
      'experience (highly regarded) Sound knowledge of the Fair Work Act';
    expect(essential(ad)).toMatchObject({ Xero: false, Excel: true, Payroll: false, 'Fair Work Act': true });
  });
});

describe('a recruiter’s list under "What they need"', () => {
  it('reads it as asked of the person, its systems as tools and no "LEAP firm" skill', () => {
    const ad = [
      'Subject: Law Clerk – Wollongong',
      'Hi Sam,',
      'My client is a family law practice of eight people.',
      'What they need',
      '- Experience with LEAP – they’re a LEAP firm',
      '- InfoTrack searches and PEXA lodgements',
      '- Happy to undergo a National Police Check',
      'What’s on offer',
      '- Free parking',
    ].join('\n');
    const read = readAd(ad).requirements;
    expect(read.filter((r) => r.kind === 'tool').map((r) => r.name)).toEqual(['LEAP', 'InfoTrack', 'PEXA']);
    expect(read.find((r) => r.kind === 'credential')).toMatchObject({ essential: true });
    expect(read.map((r) => r.name).join(' | ')).not.toMatch(/firm|parking/i);
  });
});

describe('a name in capitals among the requirements', () => {
  it('keeps its first word ("Key Word Sign", not "Word Sign")', () => {
    const ad = 'Teacher Aide\nAbout you\n- Auslan or Key Word Sign\n- Experience with MiniLit';
    expect(names(ad).join(' | ')).toMatch(/Key Word Sign/);
  });
});

describe('a choice the ad gives', () => {
  it('names a licence the ad asks experience of without "licence": "Tugger or Forklift"', () => {
    const ad = readAd(
      'Pick Packer\nYou will have:\n- Tugger or forklift experience - will be advantageous\n- A current forklift licence',
    );
    const names = ad.requirements.map((r) => r.name);
    expect(names).toContain('Tugger or Forklift');
    expect(names).toContain('Forklift licence');
  });
});

describe('a road freight planner’s ad', () => {
  const ad = `Transport Scheduler

About you
Essential
- 2+ years' experience as a transport planner, scheduler, allocator or dispatcher in a road freight environment
- Working knowledge of Chain of Responsibility (CoR) and heavy vehicle fatigue management
- Confident using a TMS and a telematics system
- Communicate clearly with drivers, customers and the warehouse`;
  const cv = docFromLines({
    top: ['Sam Okafor'],
    sections: [
      {
        heading: 'Experience',
        lines: ['Transport Allocator | Harbour Freight | Mar 2021 – Present'],
        bullets: [
          'Allocate 40 metro runs a day in CartonCloud and track trucks on Teletrac Navman',
          "Check drivers' work diaries and rest breaks before allocating extra work",
        ],
      },
      { heading: 'Training', lines: ['Chain of Responsibility awareness training – 2024'] },
    ],
  });
  const met = (name: string) =>
    matchCv(cv, ad, { now: new Date('2026-11-27') }).requirements.find((r) => r.name === name)?.status;

  it('reads the law and the systems asked for, each shown by the CV’s own names', () => {
    expect(met('Chain of Responsibility')).toBe('met');
    expect(met('Fatigue management')).toBe('met');
    expect(met('TMS')).toBe('met');
    expect(met('Telematics')).toBe('met');
  });

  it('takes an allocator for the same job as a scheduler, and the warehouse one talks to for no skill', () => {
    expect(met('Transport Scheduler')).toBe('met');
    expect(names(ad)).not.toContain('Warehousing');
  });
});

describe('a medical receptionist’s ad read against a front desk worker’s CV', () => {
  const ad = `Medical Receptionist

You MUST have:
- Excellent phone manner and able to multitask on a multi-line phone system
Would be great if you have:
- Cert III/IV in Health Administration`;
  const cv = (duty: string) =>
    docFromLines({
      top: ['Jo Brandt', 'Phone: 0491 570 113'],
      sections: [
        {
          heading: 'Work History',
          lines: ['Front Desk (casual) — Harbour Gym', 'Aug 2023 - Present'],
          bullets: [duty],
        },
        {
          heading: 'Education',
          lines: ['Certificate III in Health Administration — TAFE NSW (online), started 2025, currently on hold'],
        },
      ],
    });
  const status = (duty: string, kind: string) =>
    matchCv(cv(duty), ad, { now: new Date('2026-11-27') }).requirements.find((r) => r.kind === kind)?.status;
  const phone = (duty: string) =>
    matchCv(cv(duty), ad, { now: new Date('2026-11-27') }).requirements.find((r) => r.name === 'Phone manner')?.status;

  it('reads a phone manner from phones answered, never from the phone number', () => {
    expect(phone('Answering phones and taking messages for the manager')).toBe('met');
    expect(phone('Greeting members and signing up new members')).toBe('missing');
  });

  it('takes a front desk for kin to reception, and a course on hold for not yet held', () => {
    expect(status('Greeting members', 'occupation')).toBe('partial');
    expect(status('Greeting members', 'qualification')).toBe('partial');
  });
});

describe('a cleaning supervisor’s ad read against a cleaner’s CV', () => {
  const ad = `Night Cleaning Supervisor
You'll need:
✅ Know your floor machines (scrubber, buffer, extraction)`;
  const cv = docFromLines({
    top: ['Ana Ruiz'],
    sections: [
      {
        heading: 'Work History',
        lines: ['2022 — now Cleaner, Northshore Facility Services — Chatswood'],
        bullets: ['I use the buffer machine and the carpet extraction machine on the night shift'],
      },
    ],
  });
  const found = (kind: string) =>
    matchCv(cv, ad, { now: new Date('2026-11-27') }).requirements.find((r) => r.kind === kind)?.status;

  it('reads the machines by name and a cleaner as kin to the supervisor', () => {
    expect(found('skill')).toBe('met');
    expect(found('occupation')).toBe('partial');
  });
});

describe('a licence the CV says is not held yet', () => {
  const ad = `Truck Driver
Essential:
- Forklift licence
- Radiation licence from the Radiological Council`;
  const status = (line: string, name: string) =>
    matchCv(docFromLines({ top: ['Lee Park'], sections: [{ heading: 'Licences', lines: [line] }] }), ad, {
      now: new Date('2026-11-27'),
    }).requirements.find((r) => r.wording.includes(name))?.status;

  it('is partly there when a short line or the clause naming it says so', () => {
    expect(status('I can drive forklift (dont have ticket yet)', 'orklift')).toBe('partial');
    expect(status('Forklift licence (LF) – 2022', 'orklift')).toBe('met');
    expect(
      status(
        'Forklift operator course at the Western Sydney training centre — completed Oct 2024; licence application lodged with SafeWork NSW (pending)',
        'orklift',
      ),
    ).toBe('partial');
    expect(
      status(
        'Radiation Safety course for Dental Assistants — completed Oct 2024; licence application lodged with the Radiological Council (pending)',
        'adiation licence',
      ),
    ).not.toBe('met');
    // The body that registers is no skill of its own.
    expect(status('Radiation licence – current', 'Radiological')).toBeUndefined();
  });
});

describe('a multi-drop driving job', () => {
  it('reads metro multi-drop as shown by the drops a day a CV counts', () => {
    const ad = 'HR Truck Driver\nEssential:\n- Minimum 2 years HR driving experience in metro multi-drop';
    const cv = (line: string) =>
      docFromLines({
        top: ['Dan Fono'],
        sections: [{ heading: 'Experience', lines: ['MR Driver – QuickDrop'], bullets: [line] }],
      });
    const status = (line: string) =>
      matchCv(cv(line), ad, { now: new Date('2026-11-27') }).requirements.find((r) => /multi-drop/.test(r.wording))
        ?.status;
    expect(status('Drove an 8 tonne pantech to homes and shops, 15-20 drops a day')).toBe('met');
    expect(status('Drove an 8 tonne pantech between two depots')).toBe('missing');
  });
});

describe('a position description’s sign-off', () => {
  it('asks nothing of the candidate', () => {
    const ad = [
      'Physiotherapist Grade 2',
      'Key Selection Criteria',
      '1. Current general registration with AHPRA.',
      '2. Experience in musculoskeletal outpatients.',
      'EMPLOYEE ACKNOWLEDGEMENT',
      'I acknowledge that I have read and understood this position description.',
      'Name: ______   Signature: ______',
    ].join('\n');
    expect(readAd(ad).requirements.some((r) => /acknowledg/i.test(r.wording))).toBe(false);
  });
});

describe('what a line asks beside what it gives or tests', () => {
  const ad = [
    'Light Vehicle Technician',
    'Requirements:',
    '- Your own tools (tool allowance paid)',
    '- Pass a drug & alcohol test (we do random testing on site)',
    '- Current First Aid and CPR certificate',
    '- Trade registration must be granted before the start date',
  ].join('\n');
  const all = names(ad).join(' | ');

  it('reads no skill from a benefit in brackets, a test to sit or the start date', () => {
    expect(all).not.toMatch(/allowance|alcohol|random|testing|start date/i);
  });

  it('reads "CPR certificate" as the first aid certificate it is part of', () => {
    expect(all).toMatch(/First aid certificate/);
    expect(all).not.toMatch(/CPR/);
  });
});

describe('a bracket on a requirement’s line', () => {
  it('gives the choice it opens on "or": PropertyMe or Property Tree is one requirement', () => {
    const ad = 'Property Manager\nRequirements:\n• Confident with PropertyMe (or Property Tree)';
    expect(names(ad)).toContain('PropertyMe or Property Tree');
    expect(names(ad)).not.toContain('Property Tree');
  });

  it('asks nothing when the employer speaks in it or it notes a heading', () => {
    const ad = [
      'Senior Stylist',
      'Requirements (copied from the role profile)',
      '- Keune experience would be amazing (that’s our colour brand)',
      '- Annual influenza vaccination (we run an onsite clinic every April)',
    ].join('\n');
    expect(names(ad).join(' | ')).not.toMatch(/colour brand|onsite clinic|role profile/i);
    expect(names(ad).join(' | ')).toMatch(/Keune/);
  });
});

describe('words around a requirement that are no skill', () => {
  const ad = [
    'Mine Surveyor',
    'Requirements:',
    '- Sound knowledge of the Financial Management Act 2006 and Treasurer’s Instructions',
    '- Solid Maptek Vulcan skills',
    '- Solid Geovia Surpac or Micromine skills',
    '- Experience supervising student sonographers',
  ].join('\n');
  const all = names(ad).join(' | ');

  it('reads no skill from a law’s name, a word of how good, or the people supervised', () => {
    expect(all).not.toMatch(/Budgeting|Solid|sonographers/);
    expect(all).toMatch(/Maptek Vulcan/);
    expect(all).toMatch(/Geovia Surpac/);
    expect(all).toMatch(/Financial Management Act/);
  });
});

describe('a job board’s details table flattened into tabs', () => {
  const ad = [
    'General Sonographer',
    'Essential Criteria\tAccredited Medical Sonographer (AMS) with ASAR – General',
    '\tCompetent in abdominal, obstetric (all trimesters incl. morphology) and MSK scanning',
    'Desirable Criteria\tCardiac or breast ultrasound experience',
    '\tExperience on Philips EPIQ and/or GE LOGIQ systems',
    'Pre-employment\tNational Police Check',
    '\tCurrent NSW driver licence (travel to visiting clinics)',
    'About us',
    'Our ultrasound team has modern equipment (Philips EPIQ Elite and GE LOGIQ E10).',
  ].join('\n');
  const read = readAd(ad).requirements;
  const byName = (name: string) => read.find((r) => r.name === name);

  it('reads each row’s first cell as the heading of its list, and the systems the employer also names', () => {
    expect(read.map((r) => r.name).join(' | ')).not.toMatch(/Desirable Criteria|incl/i);
    expect(byName('ASAR accreditation')).toMatchObject({ essential: true, knockOut: true });
    expect(byName('Philips EPIQ or GE LOGIQ')?.essential).toBe(false);
    expect(byName('National police check')?.essential).toBe(true);
    expect(byName("Driver's licence")?.essential).toBe(true);
  });
});

describe('a trade classified: pay lines, licence codes and the employer’s town', () => {
  const ad = [
    'RIGGERS WANTED – MACKAY',
    'Ongoing work on mine site shutdowns.',
    '- $48-$55/hr depending on tickets and experience, night shift loading on top',
    '- 12 hr shifts',
    'MUST HAVE',
    '- SI (Intermediate) ticket minimum, SA (Advanced) preferred',
    '- White Card',
    '- Forklift licence an advantage',
    'Call Dean on 0491 570 220',
    'Pioneer Rigging Pty Ltd – Mackay QLD',
  ].join('\n');
  const job = readAd(ad);
  const all = job.requirements.map((r) => r.name).join(' | ');

  it('reads a licence asked at a minimum as essential, though a higher class is preferred beside it', () => {
    expect(job.requirements.find((r) => r.name === 'Scaffolding licence')).toMatchObject({ essential: true });
    expect(job.requirements.find((r) => r.name === 'Forklift licence')).toMatchObject({ essential: false });
  });

  it('reads nothing from the pay line or the employer’s town', () => {
    expect(all).not.toMatch(/loading|Mackay|\$/i);
  });

  it('reads a clean record beside a licence as a condition, the licence as asked', () => {
    const names = readAd(
      'Driver\nMust have:\n- Full driver’s licence, clean record\n- Forklift licence',
    ).requirements.map((r) => r.name);
    expect(names.join(' | ')).not.toMatch(/record/i);
    expect(names).toContain('Forklift licence');
  });
});

describe('a small business’s Facebook post', () => {
  const post = [
    'Harbourside Mobile Plumbers',
    '2d · 🌏',
    'Busy winter so we need to put on another plumber!! Licensed, own ute a bonus.',
    'Most of the work is blocked drains and hot water.',
    'Some gas fitting experience would be good.',
    'Must have:',
    '- NSW Class 2 driver licence and a plumbing licence',
    '- Experience with master key systems',
    '- Tag anyone you reckon would be keen 👇',
  ].join('\n');
  const job = readAd(post);
  const all = job.requirements.map((r) => `${r.name}${r.essential ? '' : ' (desirable)'}`).join(' | ');

  it('takes the job the post offers in small letters, not the page that posted it', () => {
    expect(job.title).toBe('Plumber');
    expect(readAd("We're hiring a Graduate Civil Engineer! Apply below.").title).toBe('Graduate Civil Engineer');
  });

  it('reads what "would be good" as desirable, and no award, tool or skill from "master", "you reckon" or "Class"', () => {
    expect(all).toMatch(/Plumbing \(desirable\)/);
    expect(all).not.toMatch(/Reckon|Class\b/);
    expect(job.requirements.filter((r) => r.kind === 'qualification')).toEqual([]);
  });
});

describe('a check the applicant will be asked to do', () => {
  it('is done after the offer, where one "required to hold" is held beforehand', () => {
    const after = readAd('Claims Officer\n\nApplicants will be required to complete a national police check.');
    expect(after.requirements.find((r) => /police/i.test(r.name))?.afterOffer).toBe(true);
    const held = readAd('Youth Worker\n\nYou will be required to hold a current Working with Children Check.');
    expect(held.requirements.find((r) => /working with children/i.test(r.name))?.afterOffer).toBeUndefined();
  });
});

describe('a term and the examples the ad gives of it', () => {
  it('is one requirement by the term’s name, any example of which shows it', () => {
    const job = readAd(
      'Travel Consultant\n\nYou will need:\n- Experience with a GDS such as Sabre, Amadeus or Galileo',
    );
    const gds = job.requirements.filter((r) => /gds|sabre|amadeus|galileo/i.test(r.name));
    expect(gds.map((r) => r.name)).toEqual(['GDS']);
    expect(gds[0]!.anyOf?.map((t) => t.name)).toEqual(['GDS', 'Sabre', 'Amadeus', 'Galileo']);
  });
});

describe('"degree" as how much', () => {
  it('reads "a high degree of accuracy" as no award, where "a degree in social work" is one', () => {
    const job = readAd(
      'Policy Officer\n\nAbout you:\n- Deliver work to deadlines with a high degree of accuracy.\n- A degree in social work',
    );
    expect(job.requirements.filter((r) => r.kind === 'qualification').map((r) => r.name)).toEqual([
      'Degree in social work',
    ]);
  });
});
