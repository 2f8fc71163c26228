import { describe, expect, it } from 'vitest';
import { buildDocx, type CvSpec } from '../test-fixtures/build-cv';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { cleanCv } from '../test-fixtures/clean-cv';
import { occupationCv, OCCUPATIONS } from '../test-fixtures/occupation-cvs';
import { readCv } from '../read/read-cv';
import { matchCv } from './match-report';
import { compare } from './match-cv';
import { readAd } from '../job-ad';
import { normalise } from './words';
import { candidateName } from './cv-profile';

const NOW = new Date('2026-11-22T00:00:00Z');
const cvOf = async (spec: CvSpec) => readCv(await buildDocx(spec));

/** An ad written here in the usual shape: about the role, essential criteria as bullets, desirable, how to apply. */
const YOUTH_WORKER_AD = `About the role
Support young people aged 12 to 25 through case management and outreach in Western Sydney.
Essential criteria
• Degree in Social Work or Youth Work
• Current Working With Children Check and National Police Check
• Experience in case management, risk assessment and referral to mental health services
• Strong communication and stakeholder engagement skills
Desirable
• Current NSW driver licence
• Experience with trauma informed practice
How to apply
Click apply now. Applications close Friday. Salary $85,000 plus super.`;

const youthWorker = (licences: string[]): CvSpec =>
  occupationCv({
    name: 'Jordan Lee',
    contact: 'Blacktown NSW 2148 | 0412 555 888 | jordan.lee@example.com.au',
    summary: 'Youth worker with five years of case management and outreach for young people in Western Sydney.',
    roles: [
      {
        title: 'Youth Case Worker',
        org: 'Western Youth Services',
        dates: 'Feb 2021 – Present',
        bullets: [
          'Manage a caseload of 15 young people, completing risk assessments and referrals to mental health services.',
          'Engaged stakeholders across schools, police and housing providers to plan support.',
          'Ran weekly outreach sessions that reached 40 young people a month.',
        ],
      },
    ],
    education: ['Bachelor of Social Work, Western Sydney University, 2020'],
    skills: ['Case management', 'Risk assessment', 'Communication with young people and families'],
    licences,
  });

const requirement = (r: ReturnType<typeof matchCv>, name: string) => r.requirements.find((x) => x.name === name);

describe('matchCv', () => {
  it('scores a CV lower when it lacks a check the ad requires, and names that gap', async () => {
    const withCheck = await cvOf(
      youthWorker(['Working With Children Check (WWC1234567E)', 'National police check, 2025']),
    );
    const without = await cvOf(youthWorker(['National police check, 2025']));
    const a = matchCv(withCheck, YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    const b = matchCv(without, YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    expect(b.matchScore).toBeLessThan(a.matchScore);
    expect(b.gapsAndImprovements.join(' ')).toMatch(/Working with Children Check/);
    expect(a.gapsAndImprovements.join(' ')).not.toMatch(/Working with Children Check/);
    expect(requirement(a, 'Working with Children Check')).toMatchObject({
      kind: 'credential',
      essential: true,
      status: 'met',
      evidence: 'Working With Children Check (WWC1234567E)',
    });
  });

  it('reads no data analysis from data entry or a project about data', () => {
    const ad = 'Policy Officer\nAbout you\n- Strong skills in data analysis';
    const cv = (line: string) =>
      docFromLines({
        top: ['Rebecca Hollis', 'Belconnen ACT | 0407 555 019'],
        sections: [
          { heading: 'Experience', lines: ['Policy Officer, Dept of Finance, 2019 – Present'], bullets: [line] },
        ],
      });
    const analysis = (line: string) =>
      compare(cv(line), readAd(ad), NOW).results.find((x) => x.requirement.term?.name === 'Data analysis')!.met;
    expect(analysis('Delivered a group project on data sharing across Commonwealth entities')).toBe(0);
    expect(analysis('Completed data entry into TRIM for 300 files a week')).toBe(0);
    expect(analysis('Led data analysis for the 2023 budget measures')).toBe(1);
  });

  it('reads a heavy vehicle licence of a lower class than the ad asks as not held', () => {
    const ad = 'Truck Driver\nAbout you\n- HR licence (minimum) is essential\n- Forklift licence';
    const driver = (licence: string) =>
      docFromLines({
        top: ['Lee Park', 'Mackay QLD | 0412 345 678'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Truck Driver, Coast Freight, 2019 – Present'],
            bullets: ['Delivered freight.'],
          },
          { heading: 'Licences', lines: [licence] },
        ],
      });
    const heavy = (licence: string) =>
      compare(driver(licence), readAd(ad), NOW).results.find(
        (x) => x.requirement.term?.name === 'Heavy vehicle licence',
      );
    expect(heavy('Driver licence – MR (Medium Rigid)')!.met).toBe(0);
    expect(heavy('Driver licence – HC (Heavy Combination)')!.met).toBe(1);
  });

  it('reads a licence in a table with its row: an expiry or "in progress" in another cell says it is not held', async () => {
    const ad =
      'Auto Electrician\nWhat you need\n- Current Standard 11 coal mine induction\n- ARCtick refrigerant handling licence\n- Current driver licence';
    const cv = await readCv(
      await buildDocx({
        top: ['Sam Roe', 'Mackay QLD | 0412 345 678'],
        sections: [
          {
            heading: 'Work Experience',
            paragraphs: ['Auto Electrician, Coast Auto, 2019 – Present'],
            bullets: ['Fitted lighting.'],
          },
          {
            heading: 'Licences',
            table: [
              ['Licence', 'Details', 'Status'],
              ['Standard 11 Coal Mine Induction', 'Generic surface induction', 'Expired 2023'],
              ['ARCtick Refrigerant Handling Licence', 'Training booked', 'In progress'],
              ['Driver licence', 'Class C', 'Current'],
            ],
          },
        ],
      }),
    );
    const results = compare(cv, readAd(ad), NOW).results;
    const met = (name: RegExp) => results.find((x) => name.test(x.requirement.wording))!;
    expect(met(/coal mine/i)).toMatchObject({ met: 0.5, evidence: expect.stringMatching(/Expired 2023/) });
    expect(met(/arctick/i).met).toBe(0.5);
    expect(met(/driver licence/i)).toMatchObject({ met: 1, evidence: 'Driver licence – Class C – Current' });
  });

  it('reads an award in a table with its row: "In progress" in another cell says it is still being studied for', async () => {
    const ad = 'WHS Advisor\nEssential\n- Diploma of Work Health and Safety\n- Incident investigation experience';
    const cv = await readCv(
      await buildDocx({
        top: ['Marcus Bell', 'Ballarat VIC | 0412 345 678'],
        sections: [
          {
            heading: 'Work Experience',
            paragraphs: ['WHS Coordinator, Apex Precast, 2020 – Present'],
            bullets: ['Led 40 incident investigations.'],
          },
          {
            heading: 'Qualifications',
            table: [
              ['Qualification', 'Provider', 'Year'],
              ['Certificate IV in Work Health and Safety', 'Skillsafe Training', '2018'],
              ['Diploma of Work Health and Safety', 'Skillsafe Training', 'In progress – due 2027'],
            ],
          },
        ],
      }),
    );
    const diploma = compare(cv, readAd(ad), NOW).results.find((x) => x.requirement.kind === 'qualification')!;
    expect(diploma).toMatchObject({ met: 0.5, evidence: expect.stringMatching(/^Diploma .*In progress/) });
  });

  it('quotes a line of the work as proof of a skill before the role title that names it', () => {
    const cv = docFromLines({
      top: ['Dan Reid', 'Canberra ACT | 0412 345 678'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Policy Officer, Department of Social Services, 2021 – Present'],
          bullets: ['Led the policy analysis for a $12.5 million parenting measure', 'Drafted 60 briefs'],
        },
      ],
    });
    const policy = compare(cv, readAd('Senior Policy Officer\nEssential: policy development.'), NOW).results.find(
      (x) => x.requirement.name === 'Policy development',
    );
    expect(policy).toMatchObject({ met: 1, evidence: 'Led the policy analysis for a $12.5 million parenting measure' });
  });

  it('calls a requirement the CV shows only in part "partly", never a strength', async () => {
    const ad = YOUTH_WORKER_AD.replace(
      '• Strong communication',
      '• Perinatal mental health support\n• Strong communication',
    );
    const cv = await cvOf(youthWorker(['Working With Children Check (WWC1234567E)']));
    const r = matchCv(cv, ad, { jobTitle: 'Youth Worker', now: NOW });
    expect(r.strengthsIdentified.join(' ')).not.toMatch(/perinatal/i);
    expect(r.requirements.find((x) => /perinatal/i.test(x.name))?.status).toBe('partial');
    expect(r.gapsAndImprovements.join(' ')).toMatch(
      /perinatal mental health.* is only partly in your CV \(“[^”]*mental health/i,
    );
    expect(r.summaryOfAlignment).toMatch(/and partly shows \d+ more/);
  });

  it('shows a qualification from the Education section, not from "graduate" in a duty; either field of "X or Y" will do', async () => {
    const spec = youthWorker(['Working With Children Check (WWC1234567E)']);
    spec.sections
      .find((x) => x.heading === 'Work Experience')!
      .bullets!.unshift('Supervised two graduate social work students on placement each year.');
    const r = matchCv(await cvOf(spec), YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    const degree = r.requirements.find((x) => x.kind === 'qualification');
    expect(degree).toMatchObject({
      status: 'met',
      evidence: 'Bachelor of Social Work, Western Sydney University, 2020',
    });
  });

  it('compares meanings, not strings: "engaged stakeholders" shows "stakeholder engagement"', async () => {
    const r = matchCv(await cvOf(youthWorker([])), YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    expect(requirement(r, 'Stakeholder engagement')).toMatchObject({ status: 'met' });
    expect(requirement(r, 'Stakeholder engagement')?.evidence).toMatch(/^Engaged stakeholders/);
    expect(r.missingKeywords).not.toContain('case management');
  });

  it('scores a skill said in the ad’s words above the same skill in other words, and names the wording to use', () => {
    const cvWith = (bullet: string) =>
      docFromLines({
        top: ['Sam Taylor', 'Parramatta NSW | 0412 345 678 | sam@example.com'],
        sections: [
          {
            heading: 'Work Experience',
            lines: ['Youth Case Worker, Western Youth Services, 2021 – Present'],
            bullets: [bullet],
          },
        ],
      });
    const ad =
      'Essential criteria\n• Stakeholder engagement across schools and housing providers\n• Current driver licence';
    const other = matchCv(cvWith('Engaged stakeholders across schools and housing providers.'), ad, { now: NOW });
    const same = matchCv(cvWith('Led stakeholder engagement across schools and housing providers.'), ad, { now: NOW });
    expect(requirement(other, 'Stakeholder engagement')?.status).toBe('met');
    expect(requirement(same, 'Stakeholder engagement')?.status).toBe('met');
    expect(same.matchScore).toBeGreaterThan(other.matchScore);
    expect(other.atsKeywordSuggestions).toContain('Stakeholder engagement');
    expect(same.atsKeywordSuggestions).toEqual([]);
    // A plural says its singular: "stakeholder engagements" is the ad's words.
    const plural = matchCv(cvWith('Ran stakeholder engagements across schools and housing providers.'), ad, {
      now: NOW,
    });
    expect(plural.atsKeywordSuggestions).toEqual([]);
    // A short word is said by the word it stands for.
    const ops = matchCv(cvWith('Ran office administration for a busy practice.'), 'Essential: • Office admin', {
      now: NOW,
    });
    expect(ops.atsKeywordSuggestions).toEqual([]);
  });

  it('tells apart two CVs of the occupation that meet the same requirements by how much of the ad they talk about', () => {
    const cvWith = (bullets: string[]) =>
      docFromLines({
        top: ['Sam Taylor', 'Parramatta NSW | 0412 345 678 | sam@example.com'],
        sections: [{ heading: 'Experience', lines: ['Youth Worker, Western Youth Services, 2021 – Present'], bullets }],
      });
    const ad = `Youth Worker
About the role: run outreach and after-school programs for young people in Western Sydney, working with schools,
families and housing providers.
Essential criteria
• Case management experience`;
    const base = ['Managed a case load of 20 young people (case management, referrals).'];
    const less = compare(cvWith(base), readAd(ad), NOW);
    const more = compare(
      cvWith([...base, 'Ran after-school programs and outreach with schools and families in Western Sydney.']),
      readAd(ad),
      NOW,
    );
    expect(less.coverage).toBe(more.coverage);
    // Both CVs are past where similarity was once full (0.3): it still counts.
    expect(less.similarity).toBeGreaterThan(0.3);
    expect(more.score).toBeGreaterThan(less.score);
  });

  it('lists as missing only words that are in the ad and not in the CV', async () => {
    const cv = await cvOf(youthWorker([]));
    const r = matchCv(cv, YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    expect(r.missingKeywords.length).toBeGreaterThan(0);
    for (const k of r.missingKeywords) {
      expect(normalise(YOUTH_WORKER_AD), k).toContain(normalise(k));
      expect(normalise(cv.text), k).not.toContain(normalise(k));
    }
    expect(r.missingKeywords.join(' ')).not.toMatch(/\b(apply|salary|click|close)\b/i);
  });

  it('lists essentials first and derives the spec’s fields from the checklist, deterministically', async () => {
    const cv = await cvOf(occupationCv(OCCUPATIONS.storeperson!.person));
    const ad =
      'Storeperson wanted. You will have a forklift licence and experience with RF scanners. Desirable: a White Card.';
    const a = matchCv(cv, ad, { now: NOW });
    expect(a).toEqual(matchCv(cv, ad, { now: NOW }));
    expect(a).toMatchObject({
      candidateName: 'Tomasi Fifita',
      jobTitle: 'Storeperson',
      dateGenerated: NOW.toISOString(),
    });
    const essential = a.requirements.map((x) => x.essential);
    expect(essential).toEqual([...essential].sort((x, y) => Number(y) - Number(x)));
    expect(a.strengthsIdentified.length).toBe(a.requirements.filter((x) => x.status === 'met').length);
    expect(a.matchScore).toBeGreaterThanOrEqual(70);
  });

  it('never puts a placeholder title in a sentence when the ad names no occupation and no title is given', async () => {
    const cv = await cvOf(youthWorker([]));
    const r = matchCv(cv, 'We need someone with case management experience and a current driver licence.', {
      now: NOW,
    });
    expect(JSON.stringify([r.summaryOfAlignment, r.recommendedEdits, r.gapsAndImprovements])).not.toMatch(
      /Target Position/,
    );
    expect(r.summaryOfAlignment).toMatch(/this role/);
  });
});

describe('knock-outs', () => {
  it('caps the score when a registration the ad requires is missing, and only then', async () => {
    const ad = `Registered Nurse - NICU. About you: current AHPRA registration as a Registered Nurse; experience in
      neonatal intensive care; a current police check.`;
    const nurse = OCCUPATIONS.nurse!.person;
    const registered = matchCv(await cvOf(occupationCv(nurse)), ad, { now: NOW });
    const unregistered = JSON.parse(
      JSON.stringify(nurse)
        .replaceAll('Registered Nurse', 'Nurse')
        .replace(/AHPRA[^"]*/, ''),
    );
    const lacking = matchCv(await cvOf(occupationCv(unregistered)), ad, { now: NOW });
    expect(registered.matchScore).toBeGreaterThan(55);
    expect(lacking.matchScore).toBeLessThanOrEqual(55);
    expect(lacking.gapsAndImprovements.join(' ')).toMatch(/AHPRA registration/);
  });
});

describe('a first aid certificate dated more than three years ago', () => {
  it('is partly shown, as lapsed, unless the line says it is current', () => {
    const ad = 'Teacher Aide. Essential: current First Aid certificate.';
    const status = (line: string) =>
      matchCv(
        docFromLines({
          top: ['Kylie Bennett'],
          sections: [
            { heading: 'Other', lines: [line] },
            { heading: 'Jobs', lines: ['Canteen Volunteer – St Mary’s, 2019 – Present'], bullets: ['Served lunches'] },
          ],
        }),
        ad,
        { now: NOW },
      ).requirements.find((r) => r.name === 'First aid certificate')?.status;
    expect(status('First Aid certificate (done 2018)')).toBe('partial');
    expect(status(`First Aid certificate (done ${NOW.getUTCFullYear() - 1})`)).toBe('met');
    expect(status('First Aid certificate 2018, current to 2027')).toBe('met');
  });
});

describe('a licence the CV says has lapsed', () => {
  it('is partly shown, never shown as held', () => {
    const ad = 'MC Driver. You will need: a current Dangerous Goods licence and a current First Aid certificate.';
    const cv = (line: string) =>
      docFromLines({
        top: ['Darren Walsh'],
        sections: [
          { heading: 'Licences', lines: [line, 'First Aid Certificate – 2024'] },
          { heading: 'Experience', lines: ['MC Driver – Hume Freight, 2020 – Present'], bullets: ['Drove B-doubles'] },
        ],
      });
    const status = (line: string) =>
      Object.fromEntries(matchCv(cv(line), ad, { now: NOW }).requirements.map((r) => [r.name, r.status] as const));
    expect(status('Dangerous Goods Drivers Licence (expired 2019)')['Dangerous goods licence']).toBe('partial');
    expect(status('Dangerous Goods Drivers Licence')['Dangerous goods licence']).toBe('met');
    expect(status('Dangerous Goods Drivers Licence (expired 2019)')['First aid certificate']).toBe('met');
  });

  it('is partly shown when its renewal or expiry date has passed, and the report says to renew it', () => {
    const ad = 'Heavy Diesel Mechanic. Essential: Current Coal Board Medical (CBM); current First Aid certificate.';
    const cv = (medical: string) =>
      docFromLines({
        top: ['Gus Kowal'],
        sections: [
          { heading: 'Tickets', lines: [medical, 'First Aid – HLTAID011 – 2025 – 2028'] },
          {
            heading: 'Experience',
            lines: ['Mechanic – Moranbah Mining, 2018 – Present'],
            bullets: ['Serviced trucks'],
          },
        ],
      });
    const report = (medical: string) => matchCv(cv(medical), ad, { now: NOW });
    const status = (medical: string) =>
      report(medical).requirements.find((r) => r.name === 'Coal Board Medical')!.status;
    expect(status('Coal Board Medical – August 2021 – Renewal due August 2026')).toBe('partial');
    expect(status('Coal Board Medical – Expiry: 03/2025')).toBe('partial');
    expect(status('Coal Board Medical – August 2023 – Renewal due August 2028')).toBe('met');
    // Read against the day of the match: the same line was current a year earlier.
    const before = matchCv(cv('Coal Board Medical – Renewal due August 2026'), ad, { now: new Date('2025-11-01') });
    expect(before.requirements.find((r) => r.name === 'Coal Board Medical')!.status).toBe('met');
    expect(report('Coal Board Medical – Renewal due August 2026').gapsAndImprovements.join(' ')).toMatch(
      /Coal Board Medical.*past its renewal date\. Renew it/,
    );
    // A dated list item lapses alone: the first aid ticket in the next item stays held.
    const list = matchCv(cv('Tickets: Coal Board Medical (exp. 2024); First Aid certificate'), ad, { now: NOW });
    expect(list.requirements.map((r) => r.status)).toContain('met');
  });
});

describe('a choice of awards', () => {
  const cv = (award: string) =>
    docFromLines({
      top: ['Mai Tran'],
      sections: [
        { heading: 'Education', lines: [award] },
        { heading: 'Experience', lines: ['Technician – Care Co, 2020 – Present'], bullets: ['Looked after clients'] },
      ],
    });
  const awards = (award: string, ad: string) =>
    matchCv(cv(award), ad, { now: NOW })
      .requirements.filter((r) => r.kind === 'qualification')
      .map((r) => r.status);

  it('is one requirement, met by any one of them', () => {
    const ad = `Support Worker
Essential
• Certificate III in Individual Support or Certificate IV in Disability
• Bachelor of Nursing, Diploma of Nursing or equivalent`;
    expect(readAd(ad).requirements.filter((r) => r.kind === 'qualification')).toHaveLength(2);
    expect(awards('Certificate IV in Disability – TAFE NSW, 2022', ad)).toEqual(['met', 'missing']);
    expect(awards('Diploma of Nursing – TAFE NSW, 2022', ad)).toEqual(['missing', 'met']);
    expect(awards('Certificate III in Hospitality – TAFE NSW, 2022', ad)).toEqual(['missing', 'missing']);
    // An abbreviation is a field, whatever the tagger reads it as ("in IT").
    expect(
      readAd('IT Support Technician\nAbout you\n- Certificate IV or Diploma in IT').requirements.find(
        (r) => r.kind === 'qualification',
      )?.name,
    ).toBe('Certificate IV or Diploma in IT');
    // A bracket that opens on the choice joins it too.
    const bracketed =
      'Library Technician\nKey Selection Criteria\n• A Diploma of Library and Information Services (or Certificate IV in Library and Information Services with two years of experience)';
    expect(
      readAd(bracketed)
        .requirements.filter((r) => r.kind === 'qualification')
        .map((r) => r.wording),
    ).toEqual(['diploma of library and information services or certificate iv in library and information services']);
  });

  it('ends in "a recognised equivalent trade certificate", met by another trade, after a label naming the kind', () => {
    const ad = `Heavy Diesel Mechanic
Essential requirements
- Trade qualification: Certificate III in Heavy Commercial Vehicle Mechanical Technology (AUR31120), Certificate III in Mobile Plant Technology, or a recognised equivalent trade certificate`;
    const asked = readAd(ad).requirements.filter((r) => r.kind === 'qualification');
    expect(asked.map((r) => r.wording)).toEqual([
      'certificate iii in heavy commercial vehicle mechanical technology (aur31120), certificate iii in mobile plant technology, or a recognised equivalent trade certificate',
    ]);
    expect(awards('Certificate III in Automotive Diesel Engine Technology – TAFE Qld, 2015', ad)).toEqual(['met']);
    expect(awards('Certificate II in Automotive Servicing – TAFE Qld, 2015', ad)).toEqual(['partial']);
  });
});

describe('what shows no knowledge of legislation', () => {
  it('is neither a heading the reader did not know nor a vaccination status', () => {
    const ad = 'Enrolled Nurse. You will need: sound knowledge of legislation relevant to aged care.';
    const cv = docFromLines({
      top: ['Sophie Lam'],
      sections: [
        {
          heading: 'Education',
          lines: [
            'Diploma of Nursing – TAFE NSW, 2019',
            'Registration & Compliance',
            'NSW Health Category A compliant – vaccinations current',
          ],
        },
        {
          heading: 'Experience',
          lines: ['Enrolled Nurse – Ryde Hospital, 2020 – Present'],
          bullets: ['Gave medications'],
        },
      ],
    });
    const legislation = matchCv(cv, ad, { now: NOW }).requirements.find((r) => /legislation/i.test(r.name));
    expect(legislation?.status).toBe('missing');
  });
});

describe('an ad open to people new to the job', () => {
  it('asks for no one already in the occupation, so a first jobseeker with what it asks scores on that', () => {
    const ad = (opening: string) => `Casual Sales Assistant – Lakeside. ${opening} You will greet customers, work the
      register and EFTPOS and restock shelves. You need customer service skills, cash handling and weekend availability.`;
    const leaver = docFromLines({
      top: ['Mia Tran'],
      sections: [
        {
          heading: 'Volunteering',
          lines: ['Canteen Volunteer – Wanneroo Netball Club, 2022 – 2025'],
          bullets: ['Served customers, handled cash and EFTPOS payments', 'Restocked the fridges'],
        },
        { heading: 'Availability', lines: ['Available weekends and school holidays'] },
      ],
    });
    const open = compare(leaver, readAd(ad('No experience? No problem, we will show you the ropes.')), NOW);
    const closed = compare(leaver, readAd(ad('')), NOW);
    expect(readAd(ad('No retail experience necessary.')).requirements[0]).toMatchObject({
      kind: 'occupation',
      essential: false,
    });
    expect(open.score).toBeGreaterThanOrEqual(closed.score + 20);
  });

  it('reads an ad that only prefers experience of the job as open to people new to it', () => {
    const ad = (asked: string) =>
      `Receptionist\nYou will answer calls and welcome visitors.\nAbout you: excellent communication skills. ${asked}`;
    expect(
      readAd(ad('Previous experience in a reception or administration role is preferred.')).requirements[0],
    ).toMatchObject({
      kind: 'occupation',
      essential: false,
    });
    expect(readAd(ad('You must have previous reception experience.')).requirements[0]).toMatchObject({
      kind: 'occupation',
      essential: true,
    });
  });

  it.each([
    'Primary Teacher – Year 2 (Graduates welcome)',
    'Primary Teacher. We welcome applications from experienced teachers and from 2026 graduates.',
    'Primary Teacher. Applications from graduate teachers are encouraged.',
  ])('reads "%s" as open to graduates', (opening) => {
    expect(readAd(`${opening}\nAbout you: VIT registration.`).requirements[0]).toMatchObject({
      kind: 'occupation',
      essential: false,
    });
  });
});

describe('evidence', () => {
  const lines = (sections: Parameters<typeof docFromLines>[0]['sections']) =>
    docFromLines({ top: ['Sam Taylor', 'Parramatta NSW | 0412 345 678 | sam@example.com'], sections });

  it('never takes a hobby or a heading as evidence of a professional requirement', () => {
    const cv = lines([
      {
        heading: 'Work Experience',
        lines: ['Data Entry Clerk, Acme Pty Ltd, 2021 – Present'],
        bullets: ['Entered 300 invoices a day.'],
      },
      { heading: 'Interests', lines: ['Junior coach, local netball club: building rapport with players and parents'] },
      { heading: 'Interpersonal Skills' },
    ]);
    const r = matchCv(cv, 'About you: excellent interpersonal skills and data entry experience.', { now: NOW });
    expect(requirement(r, 'Interpersonal skills')?.status).toBe('missing');
    expect(JSON.stringify(r.strengthsIdentified)).not.toMatch(/netball|Interpersonal Skills”/);
  });

  it('takes a list item in capitals ("ERP") as an item, while a line in capitals alone is a heading', () => {
    const cv = (bullets: string[], plain: string[]) =>
      lines([
        { heading: 'Work Experience', lines: ['Accountant, Acme Pty Ltd, 2021 – Present'] },
        { heading: 'Skills', bullets, lines: plain },
      ]);
    const ad = 'Essential: experience with an ERP system.';
    expect(requirement(matchCv(cv(['ERP'], []), ad, { now: NOW }), 'ERP')?.status).toBe('met');
    expect(requirement(matchCv(cv([], ['ERP']), ad, { now: NOW }), 'ERP')?.status).toBe('missing');
  });

  it('takes a soft skill named in the ad’s own words in a Skills list ("Teamwork and confidentiality")', () => {
    const cv = lines([
      { heading: 'Work Experience', lines: ['Administration Officer, Acme School, 2021 – Present'] },
      { heading: 'Skills', bullets: ['Teamwork and confidentiality'] },
    ]);
    const r = matchCv(cv, 'About you: a collaborative approach and teamwork.', { now: NOW });
    expect(requirement(r, 'Teamwork')?.status).toBe('met');
  });

  it('never takes a different qualification for the one asked', () => {
    const cv = lines([
      {
        heading: 'Education',
        lines: [
          'Higher School Certificate, Penrith High School, 2015',
          'M.A English Literature, University of Sydney, 2019',
        ],
      },
    ]);
    const r = matchCv(cv, 'You will have: a Bachelor degree. Certificate III in Warehousing Operations.', { now: NOW });
    const quals = r.requirements.filter((x) => x.kind === 'qualification');
    expect(quals.find((q) => /Certificate III/.test(q.name))?.status).toBe('missing');
    expect(JSON.stringify(r.strengthsIdentified)).not.toMatch(/Higher School Certificate/);
  });

  it('reads a field that ads use as filler ("business") as the field of a degree', () => {
    const cv = lines([{ heading: 'Education', lines: ['Bachelor of Business, Griffith University, 2016'] }]);
    const r = matchCv(cv, 'Officer. A relevant tertiary degree in business, commerce and/or accounting.', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'qualification')?.status).toBe('met');
  });

  it('reads a field named by its family as the fields within it (social work is human services), and no other', () => {
    const ad = 'Planner. Relevant qualifications in human services, allied health or disability are highly desirable.';
    const status = (award: string) =>
      matchCv(lines([{ heading: 'Education', lines: [award] }]), ad, { now: NOW }).requirements.find(
        (x) => x.kind === 'qualification',
      )?.status;
    expect(status('Bachelor of Social Work – Curtin University, 2017')).toBe('met');
    expect(status('Bachelor of Physiotherapy, University of Queensland, 2015')).toBe('met');
    expect(status('Certificate IV in Youth Work, TAFE NSW, 2019')).toBe('met');
    expect(status('Bachelor of Commerce, Monash University, 2016')).toBe('missing');
  });

  it('takes a higher award for "tertiary qualifications" (an MBA meets it)', () => {
    const cv = lines([{ heading: 'Education', lines: ['MBA, Macquarie University, 2018'] }]);
    const r = matchCv(cv, 'Essential: tertiary qualifications in a relevant discipline.', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'qualification')).toMatchObject({
      status: 'met',
      evidence: 'MBA, Macquarie University, 2018',
    });
  });

  it('does not take writing tests for communication skills', () => {
    const cv = lines([
      {
        heading: 'Experience',
        lines: ['Java Developer, Finch Software, 2019 – Present'],
        bullets: ['Writing and running junit tests for the billing service.'],
      },
    ]);
    const r = matchCv(cv, 'You will have excellent communication skills and Java experience.', { now: NOW });
    expect(requirement(r, 'Communication')?.status).toBe('missing');
    expect(requirement(r, 'Java')?.status).toBe('met');
  });

  it('rates a CV from another occupation low on experience and score', async () => {
    const consultant = await cvOf(occupationCv(OCCUPATIONS.sapConsultant!.person));
    const ad = `Registered Nurse - Emergency. About you: current AHPRA registration as a Registered Nurse, 2 years of
      emergency nursing experience, triage and medication administration. We offer salary packaging.`;
    const r = matchCv(consultant, ad, { now: NOW });
    expect(r.sectionRelevance.experienceLevel).toBe('low');
    expect(r.matchScore).toBeLessThanOrEqual(35);
  });

  it('meets "X or Y" with either, and never tells the person to add the other', () => {
    const cv = lines([{ heading: 'Skills', lines: ['MYOB AccountRight and Excel'] }]);
    const r = matchCv(cv, 'About you: experience with Xero or MYOB.', { now: NOW });
    expect(requirement(r, 'Xero or MYOB')).toMatchObject({ status: 'met', evidence: 'MYOB AccountRight and Excel' });
    expect(r.missingKeywords.join(' ')).not.toMatch(/xero/i);
  });

  it('counts a title a step below the job’s, or an award still being studied for, as partly met', () => {
    const cv = lines([
      { heading: 'Experience', lines: ['Assistant Store Manager, Urban Sole, 2022 – Present'] },
      { heading: 'Education', lines: ['Certificate IV in Retail Management (in progress, due 2026)'] },
    ]);
    const r = matchCv(cv, 'Store Manager. About you: Certificate IV in Retail Management.', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'occupation')?.status).toBe('partial');
    expect(r.requirements.find((x) => x.kind === 'qualification')?.status).toBe('partial');
    expect(r.strengthsIdentified).toHaveLength(0);
  });

  it('tells the person when the ad asks for a response to its selection criteria beside the CV', () => {
    const cv = lines([{ heading: 'Experience', lines: ['Library Technician, Orange City Library, 2014 – 2018'] }]);
    const edits = (ad: string) => matchCv(cv, ad, { now: NOW }).recommendedEdits.map((e) => e.section);
    expect(
      edits(
        'Library Technician. Applicants must address each of the following criteria in a separate document. Applications that do not address the KSC will not be considered.',
      ),
    ).toContain('Selection Criteria');
    expect(edits('Library Technician. About you: cataloguing in Spydus. Apply with your resume.')).not.toContain(
      'Selection Criteria',
    );
  });

  it('says why the score sits below the count: the job not yet held, a required licence missing', () => {
    const cv = lines([
      { heading: 'Experience', lines: ['Laboratory Assistant, Fleurieu Food Testing, 2025 – Present'] },
      { heading: 'Skills', lines: ['Culture media preparation, autoclaving, LIMS'] },
    ]);
    const ad =
      'Technical Officer. About you: culture media preparation, autoclaving and LIMS. Current AHPRA registration.';
    const r = matchCv(cv, ad, { now: NOW });
    expect(r.summaryOfAlignment).toMatch(/The score counts the job itself most: your role titles do not show it yet/);
    expect(r.summaryOfAlignment).toMatch(
      /A licence or registration the ad requires is missing, so the score is capped at 55\./,
    );
    const held = lines([
      { heading: 'Experience', lines: ['Technical Officer, Fleurieu Food Testing, 2025 – Present'] },
    ]);
    expect(matchCv(held, 'Technical Officer. About you: LIMS.', { now: NOW }).summaryOfAlignment).not.toMatch(
      /counts the job itself|capped/,
    );
  });

  it('counts years from dates written with an apostrophe year ("Jul \'23 – Present")', () => {
    const cv = lines([
      { heading: 'Experience', lines: ['Senior Stylist', 'Ember & Co Hair, Mandurah', "Jul '23 – Present"] },
      { heading: 'Earlier', lines: ['Stylist', 'Velvet Room Hair', "Feb '21 – Jun '23"] },
    ]);
    const r = matchCv(cv, 'Senior Stylist. You need to be: qualified with at least 3 years experience.', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'experience')?.status).toBe('met');
  });

  it('reads the job in a summary only by its name, never by a word folded into it ("supervising" for a manager)', () => {
    const cv = (summary: string) =>
      lines([
        { heading: 'Summary', lines: [summary] },
        { heading: 'Experience', lines: ['Night Shift Team Leader, Sparkle Cleaning, 2021 – Present'] },
      ]);
    const occupation = (summary: string) =>
      matchCv(cv(summary), 'Area Manager. About you: leading cleaning teams.', { now: NOW }).requirements.find(
        (x) => x.kind === 'occupation',
      )?.status;
    expect(occupation('Experienced in supervising a team of 6 cleaners and reporting incidents.')).toBe('missing');
    expect(occupation('Cleaning area manager for two years across eight sites.')).toBe('partial');
  });

  it('reads a term made the first half of an adjective as no requirement, and a kind of thing as saying nothing', () => {
    const ad = 'Dental Assistant. Essential: current AHPRA-compliant immunisation status; sterilisation procedures.';
    const r = matchCv(lines([{ heading: 'Skills', lines: ['Sterilisation and infection control'] }]), ad, { now: NOW });
    expect(r.requirements.some((x) => /AHPRA/.test(x.name))).toBe(false);
    expect(r.requirements.find((x) => /sterilisation/i.test(x.name))).toMatchObject({ status: 'met' });
    const registered = matchCv(lines([]), 'Dental Hygienist. Essential: current AHPRA registration.', { now: NOW });
    expect(registered.requirements.some((x) => /AHPRA/.test(x.name))).toBe(true);
  });

  it('reads a state’s traffic control ticket as the licence a traffic controller is screened on', () => {
    const ad = 'Traffic Controllers. You will need: current TfNSW Traffic Controller (TCT) and ITCP tickets.';
    const held = lines([
      { heading: 'Tickets', lines: ['TfNSW Traffic Control (TCT) + Implement Traffic Control Plans'] },
    ]);
    const none = lines([{ heading: 'Tickets', lines: ['White card', 'Forklift licence (LF)'] }]);
    const ticket = (cv: typeof held) =>
      matchCv(cv, ad, { now: NOW }).requirements.find((x) => x.name === 'Traffic control ticket');
    expect(ticket(held)).toMatchObject({ status: 'met' });
    expect(ticket(none)).toMatchObject({ status: 'missing' });
  });

  it('reads a state’s security licence as the licence a security officer is screened on', () => {
    const ad = 'Security Officer. Essential: current NSW Security Licence (Class 1A) and first aid.';
    const held = lines([{ heading: 'Licences', lines: ['NSW Security Licence Class 1A and 1C – expires 2026'] }]);
    const licence = matchCv(held, ad, { now: NOW }).requirements.find((x) => x.name === 'Security licence');
    expect(licence).toMatchObject({ status: 'met' });
  });

  it.each([
    'Certificate IV in Retail Management – commenced 2024, about half completed',
    'Certificate IV in Retail Management (started 2023, didn’t finish)',
    'Certificate IV in Retail Management – not yet completed',
    'Certificate IV in Retail Management – TAFE SA (part time) – 5 of 12 units completed',
  ])('counts an award written as unfinished as partly met: %s', (award) => {
    const cv = lines([{ heading: 'Education', lines: [award.replace('’', "'")] }]);
    const r = matchCv(cv, 'Store Manager. About you: Certificate IV in Retail Management.', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'qualification')?.status).toBe('partial');
  });

  it('counts the years asked in roles with the job’s title; other roles count only partly', () => {
    const cv = lines([
      {
        heading: 'Experience',
        lines: ['Payroll Officer, Acme Health', 'Mar 2024 – Present'],
        bullets: ['Processed fortnightly pay runs for 800 staff.'],
      },
      { heading: 'Earlier', lines: ['Receptionist, Acme Health', 'Jan 2015 – Feb 2024'], bullets: ['Answered calls.'] },
    ]);
    const ad = 'Payroll Officer. About you: minimum 3 years of payroll experience.';
    const years = (now: string) =>
      matchCv(cv, ad, { now: new Date(now) }).requirements.find((x) => x.kind === 'experience');
    expect(years('2025-09-01T00:00:00Z')).toMatchObject({ status: 'partial' });
    expect(years('2025-09-01T00:00:00Z')?.evidence).toMatch(/in this line of work/);
    expect(years('2027-06-01T00:00:00Z')).toMatchObject({ status: 'met' });
  });

  it('counts a licence still to be got as partly held, never as a strength', () => {
    const cv = lines([{ heading: 'Licences', lines: ['HR licence – training done, test booked for 14 March 2025'] }]);
    const r = matchCv(cv, 'Truck Driver. You must hold a current HR licence.', { now: NOW });
    expect(requirement(r, 'Heavy vehicle licence')?.status).toBe('partial');
    expect(r.summaryOfAlignment).not.toMatch(/every essential requirement/);
  });

  it('reads an Associate Degree as below a bachelor’s degree, and quotes the words that show a requirement', () => {
    const cv = lines([
      { heading: 'Education', lines: ['Associate Degree of Engineering (Civil Engineering), TAFE Queensland, 2016'] },
      {
        heading: 'Experience',
        lines: ['Project Officer, City of Logan, 2019 – Present'],
        bullets: [
          'Delivered the footpath renewal program across four wards on time, working with contractors, residents and the parks team, and managed a $1.2M annual budget for the program.',
        ],
      },
    ]);
    const r = matchCv(cv, 'About you: a Bachelor of Engineering (Civil); budget management experience.', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'qualification')?.status).toBe('partial');
    expect(r.strengthsIdentified.join(' ')).toMatch(/Budgeting: your CV shows it in “….*\$1\.2M annual budget/);
  });

  it('never counts one shared word as partly showing a two-word skill, and asks for eligibility, not a clearance', () => {
    const cv = lines([
      {
        heading: 'Experience',
        lines: ['Customer Service Officer, Centrelink, 2020 – Present'],
        bullets: ['Answered 60 calls a day.'],
      },
      { heading: 'Languages', lines: ['Conversational Samoan'] },
    ]);
    const ad = `Customer Service Officer. About you: experience handling sensitive conversations with customers.
The successful applicant must be able to obtain and maintain: a Baseline security clearance.`;
    const r = matchCv(cv, ad, { now: NOW });
    expect(r.requirements.find((x) => /sensitive conversations/i.test(x.name))?.status).toBe('missing');
    expect(r.requirements.find((x) => x.name === 'Security clearance')?.essential).toBe(true);
    // Eligibility to obtain a clearance is no knock-out: nothing caps the score.
    const clearance = compare(cv, readAd(ad), NOW).results.find((x) => /clearance/i.test(x.requirement.name));
    expect(clearance?.requirement.knockOut).toBeFalsy();
  });

  it('reads no skill from a word that only looks like it, and a registration applied for as not yet held', () => {
    const cv = docFromLines({
      top: ['Tracey Dunn'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Medical Receptionist / Administration Officer, Bayside GP Clinic, 2019 – Present'],
          bullets: ['Booked appointments for 8 doctors and processed Medicare billing.'],
        },
        {
          heading: 'Checks',
          lines: [
            'Working With Children Check – current',
            'AHPRA registration (Nursing): application lodged October 2026, expected January 2027',
          ],
        },
      ],
    });
    const ad = `Clinic Assistant.
About you:
• Experience to administer medication
• Early childhood experience
• Experience on a catastrophe (CAT) event
• Current AHPRA registration`;
    const status = (name: RegExp) => matchCv(cv, ad, { now: NOW }).requirements.find((x) => name.test(x.name))?.status;
    expect(status(/medication/i)).toBe('missing');
    expect(status(/early childhood/i)).toBe('missing');
    expect(status(/event/i) ?? 'not asked').not.toBe('met');
    expect(status(/AHPRA/i)).toBe('partial');
  });

  it('reads the software a CV names as the computer skills an ad asks for', () => {
    const cv = docFromLines({
      top: ['Tracey Dunn'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Receptionist, Bayside GP Clinic, 2019 – Present'],
          // "Booked" opening a duty is work done, not a test still booked.
          bullets: ['Booked appointments in Best Practice and kept records in Microsoft Word and Excel.'],
        },
      ],
    });
    const r = matchCv(cv, 'Receptionist. Skills required: sound computer skills.', { now: NOW });
    expect(r.requirements.find((x) => /computer skills/i.test(x.name))?.status).toBe('met');
  });

  it('reads "large animal" as asking for large animals, not any animal clinic', () => {
    const cv = docFromLines({
      top: ['Tess Bryant'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Veterinary Nurse, Sandy Bay Animal Clinic, 2021 – Present'],
          bullets: ['Monitored anaesthesia for desexing and dental procedures on cats and dogs.'],
        },
      ],
    });
    const r = matchCv(cv, 'Veterinary Nurse. Desirable: experience with large animals.', { now: NOW });
    expect(r.requirements.find((x) => /large animal/i.test(x.name))?.status).toBe('missing');
  });

  it('reads another name for the very same job as the job, and a kin job as partly it', () => {
    const titled = (title: string) =>
      docFromLines({
        top: ['Priya Nair'],
        sections: [
          {
            heading: 'Experience',
            lines: [`${title}, Harbour Mutual, 2021 – Present`],
            bullets: ['Managed 60 motor claims a month.'],
          },
        ],
      });
    const occupation = (title: string, ad: string) =>
      compare(titled(title), readAd(ad), NOW).results.find((x) => x.requirement.kind === 'occupation')?.met;
    expect(
      occupation('Senior Claims Consultant', 'Claims Officer – Home and Motor. Essential: claims experience.'),
    ).toBe(1);
    expect(
      occupation('Refrigeration Service Technician', 'HVAC Technician. Essential: a refrigerant handling licence.'),
    ).toBe(1);
    // A support coordinator is kin to a disability support worker, not the same job.
    expect(occupation('Disability Support Worker', 'Support Coordinator. Essential: NDIS experience.')).toBe(0.5);
    // A social worker or a family support caseworker does the work child protection grows from: kin, not the job.
    const practitioner = 'Child Protection Practitioner. Essential: risk assessment experience.';
    expect(occupation('Social Worker', practitioner)).toBe(0.5);
    expect(occupation('Family Support Worker', practitioner)).toBe(0.5);
    expect(occupation('Claims Case Manager', practitioner)).toBe(0);
    // A site safety officer is kin to a public service's health and safety advisor.
    expect(
      occupation('Site Safety Officer', 'Health, Safety and Wellbeing Advisor. Essential: incident investigation.'),
    ).toBe(0.5);
  });

  it('reads words said in different sentences of a paragraph as no part of a skill, and words said together as it', () => {
    const duties = (paragraph: string) =>
      docFromLines({
        top: ['Brodie Mitchell'],
        sections: [{ heading: 'Work History', lines: ['Plant Operator, Dunmore Civil, 2020 – Present', paragraph] }],
      });
    const ad = 'Plant Operator. Essential: experience with GPS machine control systems.';
    const status = (paragraph: string) =>
      matchCv(duties(paragraph), ad, { now: NOW }).requirements.find((x) => /machine control/i.test(x.name))?.status;
    // "traffic control" in one sentence and "the machines" in the next say nothing of machine control.
    expect(
      status('I do traffic control when needed and general labouring. I also do the pre-starts on all the machines.'),
    ).toBe('missing');
    expect(status('I run the excavator with machine control. I also do the pre-starts on all the machines.')).toBe(
      'partial',
    );
  });

  it('reads a long role heading as a title, and a named ITSM tool as the kind of tool the ad asks for', () => {
    const cv = lines([
      {
        heading: 'Experience',
        lines: [
          'Service Desk Analyst, End User Computing Section – Department of Climate Change, Energy, the Environment and Water | APS 5 | March 2019 – present',
        ],
        bullets: ['Resolved incidents and requests in ServiceNow for 3,000 staff.'],
      },
    ]);
    const r = matchCv(cv, 'Service Desk Analyst\nEssential:\n• Experience with an ITSM tool', { now: NOW });
    expect(r.requirements.find((x) => /service desk analyst/i.test(x.name))).toMatchObject({ status: 'met' });
    expect(r.requirements.find((x) => x.name === 'ITSM tool')).toMatchObject({ status: 'met' });
  });

  it('partly credits a skill a short line says is still to come', () => {
    const cv = lines([
      { heading: 'Experience', lines: ['Plumber, Brisbane Plumbing Co, 2019 – Present'], bullets: ['Cleared drains.'] },
      { heading: 'Licences', lines: ['Hot water systems – working towards', 'Drainage licence'] },
    ]);
    const ad = 'Maintenance Plumber\nAbout you:\n• Experience in hot water systems\n• Drainage licence';
    const r = matchCv(cv, ad, { now: NOW });
    expect(r.requirements.find((x) => /hot water/i.test(x.name))).toMatchObject({ status: 'partial' });
    expect(r.requirements.find((x) => /drainage/i.test(x.name))).toMatchObject({ status: 'met' });
  });

  it('reads a role title set in capitals as the title it is', () => {
    const cv = lines([
      {
        heading: 'Professional Experience',
        lines: ['SENIOR HR ADVISOR', 'Longreach Logistics Pty Ltd', 'Wingfield SA | March 2019 – Present'],
        bullets: ['Managed 25–30 employee relations matters a year.'],
      },
    ]);
    const r = matchCv(cv, 'HR Advisor\nEssential:\n• 5 years of HR experience', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'occupation')).toMatchObject({ status: 'met' });
  });

  it('credits a summary that says what the person is, never one that names the role they want', () => {
    const ad = 'Medical Receptionist\nWe are seeking a Medical Receptionist for our busy clinic.';
    const withSummary = (summary: string) =>
      lines([
        { heading: 'Summary', lines: [summary] },
        { heading: 'Experience', lines: ['Sales Assistant, JB Hi-Fi, 2019 – Present'], bullets: ['Served customers.'] },
      ]);
    const status = (summary: string) =>
      matchCv(withSummary(summary), ad, { now: NOW }).requirements.find((x) => /receptionist/i.test(x.name))?.status;
    expect(status('Medical receptionist with two years in general practice.')).toBe('partial');
    expect(status('Key strengths for this Medical Receptionist role: customer service.')).toBe('missing');
    expect(status('Key strengths for Medical Receptionist roles: customer service.')).toBe('missing');
    expect(status('Brings experience in customer service to Medical Receptionist roles.')).toBe('missing');
    expect(status('Friendly retail worker seeking a Medical Receptionist position.')).toBe('missing');
  });

  it('reads a storeman as a storeperson: the very same job', () => {
    const cv = docFromLines({
      top: ['Brett Kowalski'],
      sections: [
        {
          heading: 'Work History',
          lines: ['Forklift Driver / Storeman – Keystone Logistics, 2019 – Now'],
          bullets: ['Picked and packed orders with an RF scanner.'],
        },
      ],
    });
    const r = matchCv(cv, 'Storeperson\nPick packers wanted for a grocery distribution centre.', { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'occupation')?.status).toBe('met');
  });

  it.each([
    ['Mechanic – Northgate Auto Centre, 2019 – Present', 'Light Vehicle Technician'],
    ['School Learning Support Officer – Werrington Public School, 2022 – Present', 'Learning Support Assistant'],
  ])('reads a job board’s name for the occupation of “%s”: %s', (title, job) => {
    const cv = docFromLines({
      top: ['Sam Taylor'],
      sections: [{ heading: 'Experience', lines: [title], bullets: ['Worked five days a week.'] }],
    });
    const r = matchCv(cv, `${job}\nFull time role. Apply now.`, { now: NOW });
    expect(r.requirements.find((x) => x.kind === 'occupation')?.status).not.toBe('missing');
  });

  it('never reads "home care" (aged care) from children in out-of-home care', () => {
    const cv = docFromLines({
      top: ['Sam Taylor'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Caseworker, Department of Communities and Justice, 2020 – Present'],
          bullets: ['Developed cultural support plans for nine Aboriginal children in out-of-home care.'],
        },
      ],
    });
    const r = matchCv(cv, 'Caseworker. Essential: experience in home care services for older people.', { now: NOW });
    expect(r.requirements.find((x) => x.name === 'Aged care')?.status).toBe('missing');
  });

  it('takes one product for another never: D4W shows no Dentally', () => {
    const cv = docFromLines({
      top: ['Sophie Tran'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Dental Receptionist, Smile Co, 2021 – Present'],
          bullets: ['Managed the appointment book in D4W.'],
        },
      ],
    });
    const r = matchCv(cv, 'Dental Receptionist. Essential: experience with Dentally practice software.', { now: NOW });
    expect(r.requirements.find((x) => x.name === 'Dentally')?.status).toBe('missing');
  });

  it('reads no check from loving to work with children', () => {
    const cv = docFromLines({
      top: ['Kirsty Andrews'],
      sections: [
        { heading: 'Profile', lines: ['I love working with children and I am patient and reliable.'] },
        {
          heading: 'Experience',
          lines: ['Teacher Aide, Werrington Public School, 2022 – Present'],
          bullets: ['Supported reading groups.'],
        },
      ],
    });
    const r = matchCv(cv, 'Teacher Aide. Essential: a current Working with Children Check.', { now: NOW });
    expect(r.requirements.find((x) => x.name === 'Working with Children Check')?.status).toBe('missing');
  });

  it('reads a check named in capitals in a table of details ("WWCC" above its number) as held', () => {
    const cv = docFromLines({
      top: ['Chloe Barnett', 'Phone', '0432 775 108', 'WWCC', 'WWC1739204E'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Educator, Little Explorers Early Learning Centre, 2022 – Present'],
          bullets: ['Ran daily routines in the toddler room.'],
        },
      ],
    });
    const r = matchCv(cv, 'Educator. Essential: a current Working with Children Check.', { now: NOW });
    expect(r.requirements.find((x) => x.name === 'Working with Children Check')?.status).toBe('met');
  });

  it('reads a licence under "Personal Details" as held, and nothing else there; "References available" is no availability', () => {
    const cv = docFromLines({
      top: ['Jayden Kowalski'],
      sections: [
        {
          heading: 'Personal Details',
          lines: ['Licence: C class, own ute and hand tools', 'Excellent at fault finding'],
        },
        {
          heading: 'Experience',
          lines: ['Electrician, Sparkright Electrical, Feb 20 to Apr 24'],
          bullets: ['Wired commercial fit-outs and switchboards.'],
        },
        { heading: 'Hobbies', lines: ['Fishing and footy', 'References available on request.'] },
      ],
    });
    const ad = readAd(
      "Electrician. Essential: WA Electrical Worker's Licence, a current C class driver's licence and availability for weekend work.",
    );
    const r = compare(cv, ad, NOW);
    const met = (name: string) => r.results.find((x) => x.requirement.name === name)?.met;
    expect(met("Driver's licence")).toBe(1);
    expect(r.results.map((x) => x.requirement.name)).toContain('Electrical licence');
    expect(r.results.map((x) => x.requirement.name).join(' | ')).not.toMatch(/C class driver\b(?!')/);
    expect(met('Shift and weekend availability')).toBe(0);
    // Nor "upon request", as many write it.
    const upon = docFromLines({
      top: ['Jayden Kowalski'],
      sections: [{ heading: 'Hobbies', lines: ['Fishing and footy', 'Referees available upon request'] }],
    });
    expect(
      compare(upon, ad, NOW).results.find((x) => x.requirement.name === 'Shift and weekend availability')?.met,
    ).toBe(0);
  });

  it('reads a requirement as shown by a name the ad gives as its example, on its line or the line under it', () => {
    const cv = docFromLines({
      top: ['Ella Whitford'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Graduate Teacher, Marshall Fields Primary School, 2026'],
          bullets: ['Administered DIBELS 8 and PAT Reading and used the results to set up three reading groups'],
        },
      ],
    });
    const ad = [
      'Primary Teacher',
      'Requirements',
      '- Ability to use assessment data to plan and differentiate learning.',
      '  - e.g. PAT, DIBELS 8, phonics screening checks, running records.',
      '- Experience with a structured program such as Little Learners Love Literacy, UFLI or InitiaLit.',
    ].join('\n');
    const report = matchCv(cv, ad, { now: NOW });
    expect(requirement(report, 'Assessment data')?.status).toBe('met');
    expect(requirement(report, 'Structured program')?.status).toBe('missing');
    // The examples are no requirements of their own.
    expect(report.requirements.map((r) => r.name).join(' | ')).not.toMatch(/phonics screening|UFLI|InitiaLit/i);
  });

  it('reads no environmental approvals or sustainability work from contaminated land assessments', () => {
    const cv = docFromLines({
      top: ['Priya Raman'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Senior Environmental Scientist / Project Manager – Envirocore Consulting, 2019 – Present'],
          bullets: ['Project managed 46 contaminated land projects (PSI, DSI, RAP and validation)'],
        },
      ],
    });
    const ad =
      'Environmental Consultant\nAbout you:\n- Experience in environmental approvals\n- A passion for sustainability';
    const report = matchCv(cv, ad, { now: NOW });
    const shown = report.requirements.filter((r) => r.status === 'met').map((r) => r.wording.toLowerCase());
    expect(shown.join(' | ')).not.toMatch(/approvals|sustainability/);
  });

  it('reads a registration whose details say it is awaited as partly there, the details after its name', () => {
    const cv = docFromLines({
      top: ['Ella Whitford'],
      sections: [
        {
          heading: 'Registration',
          lines: [
            'Victorian Institute of Teaching (VIT) – Provisional registration: application submitted 30 October 2026, awaiting approval (expected before January 2027)',
          ],
        },
      ],
    });
    const ad = 'Primary Teacher. Requirements: - Current registration with the Victorian Institute of Teaching (VIT).';
    expect(requirement(matchCv(cv, ad, { now: NOW }), 'Teacher registration')?.status).toBe('partial');
  });

  it('reads "awaiting" in a long summary as no licence awaited', () => {
    const cv = docFromLines({
      top: ['Jessica Nguyen', 'AHPRA registration: NMW0002187465'],
      sections: [
        {
          heading: 'Summary',
          lines: [
            'Registered Nurse caring for patients with sepsis, heart failure and stroke awaiting rehab on a busy ward.',
          ],
        },
        {
          heading: 'Experience',
          lines: ['Registered Nurse, Sunshine Hospital, 2021 – Present'],
          bullets: ['Cared for four patients a shift.'],
        },
      ],
    });
    const r = compare(
      cv,
      readAd('Registered Nurse. Essential: current AHPRA registration as a Registered Nurse.'),
      NOW,
    );
    expect(r.results.find((x) => x.requirement.name === 'AHPRA registration')?.met).toBe(1);
  });

  it('reads the heavy classes listed after a driver licence as those licences, each at its own class', () => {
    const cv = docFromLines({
      top: ['Liam Walsh'],
      sections: [{ heading: 'Licences', lines: ['Drivers licence – C and MR'] }],
    });
    const met = (ad: string) =>
      compare(cv, readAd(ad), NOW).results.find((x) => x.requirement.name === 'Heavy vehicle licence')?.met;
    expect(met('Landscape Gardener. Highly regarded: - MR licence (to drive the tipper)')).toBe(1);
    expect(met('Truck Driver. Essential: - HR licence')).toBe(0);
  });

  it('reads a refrigerant handling licence (ARCtick) as the licence it is, in the ad’s words or the CV’s', () => {
    const cv = docFromLines({
      top: ['Jarrod Finnegan'],
      sections: [
        { heading: 'Qualifications & Licences', lines: ['Refrigerant Handling Licence – Automotive (ARCtick)'] },
      ],
    });
    const ad = 'Light Vehicle Technician. Highly regarded: - Automotive refrigerant handling licence (ARCtick)';
    const r = compare(cv, readAd(ad), NOW).results.find((x) => x.requirement.name === 'Refrigerant handling licence');
    expect(r).toMatchObject({ met: 1, requirement: { kind: 'credential' } });
  });

  it('reads no credential from an employer’s name in a role’s heading, and one from its title', () => {
    const cv = docFromLines({
      top: ['Mei Tan'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Accounts Assistant – Hallett & Moore Chartered Accountants, Albion QLD, 2019 – 2021'],
          bullets: ['Processed 300 invoices a week'],
        },
      ],
    });
    const ad = 'Accounts Payable Officer. Highly regarded: CPA or CA membership.';
    expect(compare(cv, readAd(ad), NOW).results.find((x) => x.requirement.kind === 'credential')?.met).toBe(0);
  });

  it('reads a graduate’s registration applied for and a degree whose dates say it is not finished as partly there', () => {
    const cv = docFromLines({
      top: [
        'Chloe Marchant',
        'Graduate Registered Nurse',
        'AHPRA: Application for general registration submitted (Oct 2025) – awaiting outcome on course completion',
      ],
      sections: [
        {
          heading: 'Education',
          lines: [
            'Bachelor of Nursing – University of New England, Armidale',
            'February 2023 – November 2025 (expected completion) | Credit average',
            'Higher School Certificate – Armidale Secondary College, 2022',
          ],
        },
      ],
    });
    const ad =
      'Registered Nurse – Graduate Program. Essential: Bachelor of Nursing. Eligible for registration as a Registered Nurse with AHPRA.';
    const met = (name: string) => compare(cv, readAd(ad), NOW).results.find((x) => x.requirement.name === name)?.met;
    expect(met('AHPRA registration')).toBe(0.5);
    expect(met('Bachelor of Nursing')).toBe(0.5);
  });

  it('reads an environmental degree as no assessment done, and quality assurance as no software testing', () => {
    const cv = docFromLines({
      top: ['Emily Harrington'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Environmental Officer, City of Swan, 2019 – Present'],
          bullets: ['Coordinated the planting of 85,000 seedlings with 14 Friends groups.'],
        },
        { heading: 'Education', lines: ['Bachelor of Science – Environmental Management and Sustainability, 2014'] },
      ],
    });
    const ad = readAd(
      'Environmental Consultant. Essential: environmental assessment and quality assurance of reports.',
    );
    const r = compare(cv, ad, NOW);
    expect(r.results.find((x) => x.requirement.name === 'Environmental assessment')?.met).toBeLessThan(1);
    expect(r.results.map((x) => x.requirement.name)).not.toContain('Testing');
  });

  it('reads GIS as shown by the GIS a person names ("ArcGIS Pro, QGIS")', () => {
    const cv = docFromLines({
      top: ['Emily Harrington'],
      sections: [
        { heading: 'Systems', lines: ['ArcGIS Pro, QGIS, IntraMaps, Survey123'] },
        {
          heading: 'Experience',
          lines: ['Environmental Officer, City of Swan, 2019 – Present'],
          bullets: ['Mapped 310 ha of bushland.'],
        },
      ],
    });
    const r = compare(cv, readAd('Environmental Officer. Essential: experience with GIS.'), NOW);
    expect(r.results.find((x) => x.requirement.name === 'GIS')?.met).toBe(1);
  });

  it('reads "Teams" in a list of office software as the product, not teamwork', () => {
    const cv = docFromLines({
      top: ['Lisa Marchetti'],
      sections: [
        { heading: 'Computer Skills', lines: ['Microsoft 365 (Word, Excel, Outlook, Teams), MYOB AccountRight'] },
        {
          heading: 'Experience',
          lines: ['Office Administrator, Nepean Plumbing, 2019 – Present'],
          bullets: ['Scheduled 300 jobs a month in simPRO.'],
        },
      ],
    });
    const r = compare(cv, readAd('Administration Officer. Essential: ability to work collaboratively.'), NOW);
    expect(r.results.find((x) => x.requirement.kind === 'soft')?.met).toBe(0);
  });

  it('reads nothing from what the person wants: an objective is no evidence', () => {
    const cvWith = (summary: string[]) =>
      docFromLines({
        top: ['Brendan Taylor', 'Caboolture QLD 4510 | 0466 918 024'],
        sections: [
          { heading: 'Objective', lines: summary },
          {
            heading: 'Employment',
            lines: ['Console Operator, Bruce Hwy Service Centre, 2016 – 2021'],
            bullets: ['Served customers at the console.'],
          },
        ],
      });
    const ad = 'Customer Service Officer, contact centre. Essential: contact centre experience and CRM systems.';
    const plain = compare(cvWith(['Reliable console operator.']), readAd(ad), NOW);
    const wanting = compare(
      cvWith(['Reliable console operator. Seeking a customer service role in a contact centre using CRM systems.']),
      readAd(ad),
      NOW,
    );
    expect(wanting.similarity).toBe(plain.similarity);
    expect(wanting.results.filter((x) => x.met > 0).length).toBe(plain.results.filter((x) => x.met > 0).length);
  });

  it('takes a line under a heading of the person’s own as showing that heading', () => {
    const cv = lines([
      { heading: 'Experience', lines: ['Team Leader, Acme Logistics, 2019 – Present'], bullets: ['Led 14 pickers.'] },
      { heading: 'Computer Skills', lines: ['Excel (intermediate), Outlook, Manhattan WMS'] },
    ]);
    const r = matchCv(cv, 'About you: sound computer skills and month-end deadlines experience.', { now: NOW });
    expect(r.requirements.find((x) => x.name === 'Computer skills')).toMatchObject({ status: 'met' });
    expect(r.requirements.map((x) => x.name).join(' ')).not.toMatch(/^-|\s-end/);
  });

  it('keeps the place a phrase names, takes the opening line as the title, and says the ad’s words once', () => {
    const cv = lines([
      {
        heading: 'Experience',
        lines: ['Early Childhood Educator, Little Gums, Ballina NSW, 2020 – Present'],
        bullets: ['Delivered the NSW construction industry induction program for families.'],
      },
    ]);
    const ad = `Early Childhood Educator (Certificate III)
Moonah, TAS
About you: knowledge of the Victorian construction industry and local market experience.`;
    const r = matchCv(cv, ad, { now: NOW });
    expect(r.jobTitle).toBe('Early Childhood Educator');
    expect(r.requirements.find((x) => x.name === 'Victorian construction industry')?.status).toBe('missing');
    expect(r.requirements.map((x) => x.name)).toContain('Local market experience');
    expect(r.gapsAndImprovements.join(' ')).toMatch(/asks for local market experience\. Add it only/);
  });
});

describe('the name read from a CV', () => {
  const named = (top: string[]) =>
    candidateName(docFromLines({ top, sections: [{ heading: 'Experience', bullets: ['Drove trucks.'] }] }));
  it('sets aside a nickname, post-nominals and "RN", and never takes a title line, a heading or a placeholder', () => {
    expect(named(['JESSICA (JESS) HARDING', 'Kingswood NSW 2747'])).toBe('JESSICA HARDING');
    expect(named(['Maria Cristina "Tina" Dela Cruz', 'Blacktown NSW 2148'])).toBe('Maria Cristina Dela Cruz');
    expect(named(['ANJALI SHARMA, CCBA', 'Senior Business Analyst'])).toBe('ANJALI SHARMA');
    expect(named(['REBECCA LAU RN', 'Emergency nurse'])).toBe('REBECCA LAU');
    expect(named(['0422 718 046 | mick@example.com'])).toBe('');
  });

  it('reads a name set one word a line, takes no three-word title for one, and keeps a surname that is a job', () => {
    expect(named(['Senior Graphic Designer', 'ISABELLA', 'RUSSO', 'Collingwood VIC 3066'])).toBe('ISABELLA RUSSO');
    expect(named(['James Cook', 'Cairns QLD 4870'])).toBe('James Cook');
  });

  it('reads the name before a job title on its line, and never a suburb before the phone', () => {
    const top = ['MARCUS DELANEY — Automotive Electrician', 'Andergrove QLD 4740 · Mobile 0438 662 915'];
    expect(named(top)).toBe('MARCUS DELANEY');
    expect(named(['Curriculum Vitae', 'Andergrove QLD 4740 · Mobile 0438 662 915'])).toBe('');
    expect(named(['Name: Brodie Kowalski', 'Armadale WA 6112'])).toBe('Brodie Kowalski');
    // A title tabbed to the right of the name reads with a space between.
    expect(named(['TANIA OKONJO Senior Pharmacy Technician', 'Mackay QLD 4740'])).toBe('TANIA OKONJO');
    // A surname that is a job stays the name's when nothing follows it.
    expect(named(['Jane Porter', 'Mackay QLD 4740'])).toBe('Jane Porter');
  });

  it('finds a name read after a two-column page’s sidebar, over its job title', () => {
    const cv = docFromLines({
      top: ['CONTACT', '0491 570 737', 'priya@example.com', 'Golden Square VIC 3555'],
      sections: [
        { heading: 'Key Skills', lines: ['Teller & cash handling', 'Lending referrals'] },
        {
          heading: 'Interests',
          lines: ['Netball, baking', 'PRIYA RAMAN', 'Customer Service Officer – Retail Banking'],
        },
      ],
    });
    expect(candidateName(cv)).toBe('PRIYA RAMAN');
  });

  it('finds a name set in the page header, which Word keeps apart from the body', async () => {
    const spec = structuredClone(cleanCv);
    spec.header = [spec.top[0]!];
    spec.top = spec.top.slice(1);
    expect(candidateName(await cvOf(spec))).toBe(cleanCv.top[0]);
  });
});

describe('a statute named with its year', () => {
  it('shows knowledge of legislation, quoting the line that names it', () => {
    const cv = docFromLines({
      top: ['Dana Whitfield'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Records Officer – Shire of Mundaring, 2020 – Present'],
          bullets: ['Handled access requests under the Freedom of Information Act 1992', 'Filed incoming mail daily'],
        },
      ],
    });
    const ad = 'Records Officer\nAbout you:\n• Sound knowledge of relevant legislation';
    const legislation = matchCv(cv, ad, { now: NOW }).requirements.find((r) => /legislation/i.test(r.name));
    expect(legislation).toMatchObject({ status: 'met', evidence: expect.stringMatching(/Information Act 1992/) });
  });

  it('is shown too by a unit of study that names law and regulation', () => {
    const cv = docFromLines({
      top: ['Harrison Fenech'],
      sections: [
        {
          heading: 'Education',
          lines: ['Bachelor of Environmental Science – Western Sydney University, 2025'],
          bullets: ['Relevant units: Environmental Chemistry, Environmental Law and Regulation'],
        },
      ],
    });
    const ad = 'Environmental Consultant\nAbout you:\n• Knowledge of environmental legislation';
    const legislation = matchCv(cv, ad, { now: NOW }).requirements.find((r) => /legislation/i.test(r.name));
    expect(legislation?.status).toBe('met');
  });
});

describe('an ad forwarded in an e-mail', () => {
  it('reads past its quote marks, and reads discretion, not the executive one supports, as what it asks', async () => {
    const ad = [
      'Executive Assistant',
      '> About you',
      "> * 5+ years' experience as an EA supporting a CEO or C-suite executive",
      '> * Absolute discretion and sound judgement with confidential information',
      '> * Experience in infrastructure, engineering or an ASX-listed environment',
      '>   would be highly regarded',
    ].join('\n');
    const asked = readAd(ad).requirements;
    expect(asked.some((r) => /executive$/i.test(r.wording) && r.kind === 'skill')).toBe(false);
    expect(asked.find((r) => /asx/i.test(r.wording))?.essential).toBe(false);
    const cv = docFromLines({
      top: ['Melissa Doran'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Personal Assistant, Kestrel Logistics Group, March 2021 to Present'],
          bullets: ['Handle confidential HR and commercial documents.'],
        },
      ],
    });
    expect(requirement(matchCv(cv, ad, { now: NOW }), 'Discretion and confidentiality')?.status).toBe('met');
    // The title with whom it serves is a title of the job's kin.
    const pa = docFromLines({
      top: ['Melissa Doran'],
      sections: [
        {
          heading: 'Work Experience',
          lines: [
            'Personal Assistant to the Director of Operations',
            'Kestrel Logistics Group',
            'March 2021 to Present',
          ],
          bullets: ['Manage the Director’s diary, inbox and phone across three sites.'],
        },
      ],
    });
    expect(requirement(matchCv(pa, ad, { now: NOW }), 'Executive Assistant')).toMatchObject({
      status: 'partial',
      evidence: 'Personal Assistant to the Director of Operations',
    });
    // So too set as a Word heading.
    const styled = await cvOf({
      top: ['Melissa Doran'],
      sections: [
        {
          heading: 'Work Experience',
          titles: ['Personal Assistant to the Director of Operations'],
          paragraphs: ['Kestrel Logistics Group', 'March 2021 to Present'],
          bullets: ['Manage the Director’s diary, inbox and phone across three sites.'],
        },
      ],
    });
    expect(requirement(matchCv(styled, ad, { now: NOW }), 'Executive Assistant')?.evidence).toBe(
      'Personal Assistant to the Director of Operations',
    );
  });
});

describe('a licence or check of a kind the ad rules out', () => {
  const cvWith = (licences: string[]) =>
    docFromLines({
      top: ['Jesse Parata'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Traffic Controller, Geelong Stop Slow, 2020 – 2021'],
          bullets: ['Stop slow on council roads'],
        },
        { heading: 'Licences', lines: licences },
      ],
    });
  it('reads a P plate against "FULL drivers licence (no P\'s)" and "P1 not accepted" as partly there', () => {
    const full =
      "Traffic Controller. What we need: FULL drivers licence (no P's, our insurance won't cover it). Must be current, no expired cards sorry!";
    const p2 = cvWith(['Drivers licence - P2 (full licence Aug 2027)']);
    expect(requirement(matchCv(p2, full, { now: NOW }), "Driver's licence")?.status).toBe('partial');
    expect(readAd(full).requirements.some((r) => /expired/i.test(r.wording))).toBe(false);
    const redOnly =
      'Youth Worker. You will need: * Current driver licence (P2 accepted, P1 not accepted due to our insurance)';
    expect(requirement(matchCv(p2, redOnly, { now: NOW }), "Driver's licence")?.status).toBe('met');
    const p1 = cvWith(['Drivers licence – P1']);
    expect(requirement(matchCv(p1, redOnly, { now: NOW }), "Driver's licence")?.status).toBe('partial');
    const p2Minimum = 'APPRENTICE PLUMBER. Must have manual car licence (P2 minimum) and White Card.';
    expect(requirement(matchCv(p1, p2Minimum, { now: NOW }), "Driver's licence")?.status).toBe('partial');
    expect(requirement(matchCv(p2, p2Minimum, { now: NOW }), "Driver's licence")?.status).toBe('met');
    const notProbationary =
      'Visual Merchandiser. What you’ll bring: ✨ A full (not probationary) driver licence and your own reliable car';
    const plates = cvWith(['Drivers licence: Yes (P plates)']);
    expect(requirement(matchCv(plates, notProbationary, { now: NOW }), "Driver's licence")?.status).toBe('partial');
  });

  it("reads a volunteer's Working with Children Check against an employee's as partly there, and no firm as a skill", () => {
    const ad =
      'Youth Worker. You will need: * Current Victorian Working with Children Check (Employee). Posted by ForPurpose Jobs Pty Ltd. Experience with ForPurpose Jobs Pty Ltd systems.';
    const volunteer = cvWith(['Working with Children Check (Volunteer) – current']);
    expect(requirement(matchCv(volunteer, ad, { now: NOW }), 'Working with Children Check')?.status).toBe('partial');
    const employee = cvWith(['Working with Children Check (Employee) – current']);
    expect(requirement(matchCv(employee, ad, { now: NOW }), 'Working with Children Check')?.status).toBe('met');
    expect(readAd(ad).requirements.some((r) => /pty/i.test(r.wording))).toBe(false);
    // NSW's paid check, however an ad asks it: "(paid employment)", "for paid work".
    for (const asked of [
      'Physiotherapist. You will need a current NSW Working with Children Check for paid work.',
      'Educator. Essential: Current NSW Working with Children Check clearance (paid employment).',
    ])
      expect(requirement(matchCv(volunteer, asked, { now: NOW }), 'Working with Children Check')?.status, asked).toBe(
        'partial',
      );
  });

  it('takes an award in a field of the same family where the ad takes a related discipline', () => {
    const ad = (asked: string) => `Community Development Officer. Key selection criteria: • ${asked}`;
    const status = (asked: string) =>
      requirement(
        matchCv(cvWith(['Diploma of Community Services – Victoria University Polytechnic, 2014']), ad(asked), {
          now: NOW,
        }),
        `Tertiary qualifications in ${asked.split(' in ')[1]}`,
      )?.status;
    expect(status('Tertiary qualifications in community development, social work or a related discipline')).toBe('met');
    expect(status('Tertiary qualifications in community development or social work')).toBe('missing');
  });

  it('reads another state’s Working with Children Check as partly there, one naming no state as there', () => {
    const ad = 'Enrolled Nurse. Mandatory requirements: - Working with Children Check clearance (NSW) – paid/employee.';
    const status = (line: string) =>
      requirement(matchCv(cvWith([line]), ad, { now: NOW }), 'Working with Children Check')?.status;
    expect(status('Working with Children Check (Victoria) – Employee, expires 2029')).toBe('partial');
    expect(status('NSW Working with Children Check – WWC0123456E')).toBe('met');
    expect(status('Working with Children Check – current')).toBe('met');
    // A security licence is issued by a state too: a NSW licence for a WA job is to be got again.
    const wa =
      'Security Officer. Essentials: - Current WA Security Officer licence issued by WA Police Licensing Services.';
    const security = (line: string) =>
      requirement(matchCv(cvWith([line]), wa, { now: NOW }), 'Security licence')?.status;
    expect(security('NSW Security Licence Class 1A 1C')).toBe('partial');
    expect(security('WA Security Officer Licence – current')).toBe('met');
  });
});

describe('the job not yet held, in the report’s words', () => {
  it('keeps an abbreviation in the job’s name as written ("an AOD clinician", not "an aod clinician")', () => {
    const cv = docFromLines({
      top: ['Mikaela Tran'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Intake Worker, Kingston Community Hub, 2026 – Present'],
          bullets: ['Completed intake assessments'],
        },
      ],
    });
    const report = matchCv(cv, 'AOD Clinician\nAbout you\n• Experience in counselling', {
      now: new Date('2026-11-28'),
    });
    expect(report.gapsAndImprovements.join(' ')).toMatch(/experience as an AOD clinician\./);
  });
});

describe('what a job board left in a CV', () => {
  it('shows nothing: the jobs it suggests add no similarity to the ad', () => {
    const cv = (other: string[]) =>
      docFromLines({
        top: ['Renee Mahoney', '0491 570 006'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Café Supervisor', 'Saltbush Café Terrigal, Jun 2018 – Present'],
            bullets: ['Supervise a team of 6 casuals and write the weekly roster'],
          },
          { heading: 'Languages', lines: ['English', ...other] },
        ],
      });
    const ad = readAd('Specimen Collector\nAbout you:\n- Patient services experience\n- Rostering experience');
    const suggested = cv([
      'Jobs you might like    Specimen Collector – Wyong    Patient Services Assistant – Gosford    View all',
    ]);
    expect(compare(suggested, ad, NOW).similarity).toBe(compare(cv([]), ad, NOW).similarity);
  });
});

describe('a student’s registration with the registry that accredits', () => {
  it('is no accreditation, and one "expected mid-2027" is not held yet', () => {
    const ad = 'General Sonographer\nEssential Criteria\n- Accredited Medical Sonographer (AMS) with ASAR';
    const cv = (line: string) =>
      docFromLines({
        top: ['Megan Li', '0491 570 264'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Student Sonographer, Valley Ultrasound, 2025 – Present'],
            bullets: ['Scanned 650 logged general ultrasound cases under supervision'],
          },
          { heading: 'Registration', lines: [line] },
        ],
      });
    const status = (line: string) =>
      matchCv(cv(line), ad, { now: NOW }).requirements.find((r) => r.kind === 'credential')?.status;
    expect(status('ASAR: Student Sonographer registration – current')).toBe('missing');
    expect(status('ASAR accreditation expected mid-2027')).toBe('partial');
    expect(status('Accredited Medical Sonographer (ASAR) – General, 2019')).toBe('met');
  });
});

describe('a role’s title set as a Word heading with its employer beside it', () => {
  it('shows the occupation, and a counter’s guest enquiries show communication', async () => {
    const spec: CvSpec = {
      top: ['Tina Dela Cruz', 'Blacktown NSW 2148 | 0491 570 158'],
      sections: [
        {
          heading: 'Work Experience',
          titles: ['Front Desk Agent – The Makati Grand Hotel'],
          paragraphs: ['June 2016 – December 2018'],
          bullets: ['Check-ins and check-outs, reservations, foreign exchange and guest enquiries'],
        },
      ],
    };
    const ad =
      'Receptionist\nSkills & Experience Required:\n- Previous reception experience\n- Strong communication skills';
    const report = matchCv(await cvOf(spec), ad, { now: NOW });
    const status = (kind: string) => report.requirements.find((r) => r.kind === kind)?.status;
    expect(status('occupation')).not.toBe('missing');
    expect(status('soft')).toBe('met');
  });
});

describe('a word in another sense', () => {
  it('reads a Reconciliation Action Plan as no account reconciled', () => {
    const ad = `Accounts Officer\n\nAbout you\n- Experience with bank reconciliation\n- Accounts payable experience\n- Strong Excel skills`;
    const cv = (line: string) =>
      docFromLines({
        top: ['Mia Tran'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Customer Service Officer, Services Australia, 2019 – Present'],
            bullets: ['Processed accounts payable invoices in Excel', line],
          },
        ],
      });
    const reconciled = (line: string) =>
      matchCv(cv(line), ad, { now: NOW }).requirements.find((x) => /reconciliation/i.test(x.name))!.status;
    expect(reconciled('Member of the Reconciliation Action Plan working group')).toBe('missing');
    expect(reconciled('Completed the monthly bank reconciliation')).toBe('met');
  });
});

describe('a project officer’s logs and records system', () => {
  const cv = docFromLines({
    top: ['Sophie Marchetti'],
    sections: [
      {
        heading: 'Experience',
        lines: ['Project Officer (VPS 4), Department of Regional Growth, 2021 – Present'],
        bullets: [
          'Responsible for coordinating delivery of projects funded under the Regional Facilities Fund',
          'Maintained the risk and issues registers and the document register in Content Manager',
        ],
      },
      { heading: 'Education', lines: ['Certificate IV in Project Management Practice, 2020'] },
    ],
  });
  const ad = `Senior Business Officer\n\nAbout you\n- Proven project management skills\n- Cash handling experience`;
  const met = (name: RegExp) => matchCv(cv, ad, { now: NOW }).requirements.find((x) => name.test(x.name))!;

  it('reads a risk register as no till, and "Content Manager" as no management', () => {
    expect(met(/cash handling/i).status).toBe('missing');
  });

  it('quotes the role’s line that names the work over the course', () => {
    expect(met(/project management/i).evidence).toMatch(/^Responsible for coordinating delivery of projects/);
  });
});

describe('a nationality that gives the right to work', () => {
  it('reads "Nationality: Australian" as work rights', () => {
    const cv = docFromLines({
      top: ['Chloe Nguyen', 'Age: 24 Nationality: Australian Languages: English, Vietnamese'],
      sections: [{ heading: 'Experience', lines: ['Sales Assistant – Kit & Kaboodle, 2021 – Present'] }],
    });
    const r = matchCv(cv, 'Travel Consultant\n\nYou must have full Australian working rights.', { now: NOW });
    expect(r.requirements.find((x) => /work rights/i.test(x.name))?.status).toBe('met');
  });
});

describe('tickets and terms of the water and traffic trades', () => {
  const oneLine = (line: string) =>
    docFromLines({
      top: ['Sam Lee'],
      sections: [{ heading: 'Experience', lines: ['Operator, 2020 – Present'], bullets: [line] }],
    });
  const status = (line: string, ad: string, name: RegExp) =>
    matchCv(oneLine(line), ad, { now: NOW }).requirements.find((x) => name.test(x.name))?.status;

  it('reads samples for turbidity and chlorine as water quality sampling, and a TMI ticket as its own', () => {
    const water = 'Water Treatment Operator\n\nEssential:\n- Water quality sampling procedures';
    expect(status('Take daily samples for turbidity, pH and free chlorine', water, /water quality/i)).toBe('met');
    expect(status('Cleaned the filters', water, /water quality/i)).toBe('missing');
    const traffic = 'Traffic Controller\n\nYou must have a Traffic Management Implementer (TMI) ticket.';
    expect(status('Traffic Controller Card - QLD (TMR)', traffic, /implementer/i)).toBe('missing');
    expect(status('TMI ticket (2024)', traffic, /implementer/i)).toBe('met');
  });
});

describe('quality assurance in a site engineer’s words', () => {
  it('is shown by inspection and test plans and non-conformance reports', () => {
    const cv = docFromLines({
      top: ['Marcus Ferreira'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Project Engineer – Northgate Civil, 2022 – Present'],
          bullets: ['Wrote and maintained 36 ITPs; zero open NCRs at practical completion'],
        },
      ],
    });
    const r = matchCv(cv, 'Consultant\n\nYou will bring:\n- Quality assurance\n- Report writing', { now: NOW });
    expect(r.requirements.find((x) => /quality assurance/i.test(x.name))?.status).toBe('met');
  });
});
