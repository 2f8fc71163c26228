import { describe, expect, it } from 'vitest';
import { analyseCv } from '../analyse/analyse-cv';
import { matchCv } from '../match/match-report';
import { readCv } from '../read/read-cv';
import { renderDocx } from '../render/render-docx';
import { buildDocx, type CvSpec } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { occupationCv, OCCUPATIONS } from '../test-fixtures/occupation-cvs';
import { factGuard } from './fact-guard';
import { rewriteCv } from './rewrite-cv';

const NOW = new Date('2026-11-22T00:00:00Z');
const AD = [
  'Operations Coordinator. About the role: coordinate warehouse operations and rostering in Western Sydney.',
  'Essential: stakeholder management, workforce planning, inventory management and WHS leadership; a current forklift licence; experience with SAP EWM.',
  'Desirable: Power BI reporting and a Diploma of Supply Chain Management. Apply now.',
].join('\n');

/** The clean CV made worse in the ways people's CVs are: US spelling, weak openings, a birth date, odd order. */
function rougherCv(): CvSpec {
  const spec = structuredClone(cleanCv);
  spec.top.push('Date of birth: 12 May 1988');
  const work = spec.sections.find((s) => s.heading === 'Work Experience')!;
  work.bullets![0] = 'Responsible for managing a team of 12 warehouse staff across two shifts.';
  work.bullets![5] = 'Organized the relocation of the Blacktown depot over one weekend with no lost orders.';
  spec.sections.find((s) => s.heading === 'Key Skills')!.heading = 'Skills';
  // Referees before education, skills last.
  const order = [
    'Professional Summary',
    'Work Experience',
    'Earlier Roles',
    'Referees',
    'Education',
    'Licences',
    'Skills',
  ];
  spec.sections.sort((a, b) => order.indexOf(a.heading) - order.indexOf(b.heading));
  return spec;
}

describe('rewriteCv', () => {
  it('keeps licences the person set above their experience there, when the ad asks for one they hold', async () => {
    const doc = docFromLines({
      top: ['Jake Thornton', 'Kirrawee NSW 2232 | 0417 382 615 | jake@example.com'],
      sections: [
        { heading: 'Licences & Tickets', bullets: ['White Card (General Construction Induction)', 'C class licence'] },
        {
          heading: 'Experience',
          lines: ['Plumber, Shire Plumbing, 2018 – Present'],
          bullets: ['Completed 6–8 residential service calls a day', 'Cleared blocked drains with a jetter'],
        },
        { heading: 'Education', lines: ['Certificate III in Plumbing, TAFE NSW, 2017'] },
      ],
    });
    const ad = 'Plumber\nEssential:\n- White Card\n- Residential service and maintenance experience';
    const r = await rewriteCv(doc, ad);
    const headings = r.improved.sections.map((s) => s.heading);
    expect(headings.indexOf('Licences and Certifications')).toBeLessThan(headings.indexOf('Work Experience'));
  });

  it('writes the phone number in the usual Australian style, its digits the CV’s', async () => {
    const doc = docFromLines({
      top: ['Dale Whitmore', 'Scarborough WA | 04 9157 1266 | dale@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Security Officer, Vigilant Eagle Security, 2019 – 2025'],
          bullets: ['Patrolled a 300-store shopping centre and wrote incident reports'],
        },
      ],
    });
    const r = await rewriteCv(doc, 'Security Officer\nEssential:\n- Incident reports');
    expect(r.improved.contact.join(' ')).toContain('0491 571 266');
    // Every later step reads the whole CV: the new groups must not keep its changes out.
    expect(r.improved.sections.map((s) => s.heading)).toContain('Work Experience');
  });

  it('names the questions the ad asks every applicant, for the person to answer and back', async () => {
    const doc = docFromLines({
      top: ['Jarrod Finnegan', 'Kirwan QLD | 0491 570 157'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Service Technician, Northern Fleet Services, 2022 – Present'],
          bullets: ['Carried out logbook services on fleet vehicles'],
        },
      ],
    });
    const ad =
      'Light Vehicle Technician\nApplication question(s):\n- Do you have your own hand tools?\nWhat will you do?';
    const r = await rewriteCv(doc, ad);
    expect(r.summary.overallSummary).toContain('The ad asks each applicant “Do you have your own hand tools?”');
    expect(r.summary.overallSummary).not.toContain('What will you do?');
    expect(r.summary.overallSummary).not.toMatch(/Add start and end dates/);
    expect(r.summary.overallSummary).not.toMatch(/selection criteria/);
    // A council's ask for a response to its criteria, however worded, is named for the person too.
    const council = await rewriteCv(
      doc,
      'Fleet Technician\nApplicants must address each of the Essential criteria in a cover letter of no more than two pages.\nEssential\n1. Trade qualification',
    );
    expect(council.summary.overallSummary).toMatch(/address its selection criteria/);
    // A check held, but not of the kind the ad asks (a volunteer's for paid work), is named for the person to change.
    const volunteer = docFromLines({
      top: ['Olivia Brandt', 'Adamstown NSW | 0491 570 958'],
      sections: [
        { heading: 'Checks', lines: ['NSW Working with Children Check – WWC3318264V (volunteer)'] },
        {
          heading: 'Experience',
          lines: ['Sports Trainer, Merewether Netball Club, 2022 – Present'],
          bullets: ['Strapped ankles on game days'],
        },
      ],
    });
    const paid = await rewriteCv(
      volunteer,
      'Sports Trainer\nYou will need a current NSW Working with Children Check for paid work.',
    );
    expect(paid.summary.overallSummary).toMatch(
      /Your Working with Children Check is not the kind or state the ad asks for/,
    );
    // A role the finished CV still gives no dates for is asked for its dates.
    const undated = docFromLines({
      top: ['Sharon Kowalczyk', 'Murray Bridge SA | 0491 570 156'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Personal Carer, Lakeside Gardens Aged Care, 2 years (casual)'],
          bullets: ['Showered and dressed residents in the dementia wing'],
        },
      ],
    });
    const asked = await rewriteCv(undated, 'Personal Care Worker\nEssential:\n- Cert III in Individual Support');
    expect(asked.summary.overallSummary).toMatch(
      /Add start and end dates \(e\.g\. “Mar 2021 – Present”\) to this role/,
    );
    // A first aid certificate with no date is asked for its expiry; one dated is not.
    const firstAid = (line: string) =>
      docFromLines({
        top: ['Sharon Kowalczyk', 'Murray Bridge SA | 0491 570 156'],
        sections: [
          { heading: 'Licences', lines: [line] },
          {
            heading: 'Experience',
            lines: ['Personal Carer, Lakeside Gardens Aged Care, 2022 – Present'],
            bullets: ['Showered and dressed residents in the dementia wing'],
          },
        ],
      });
    const carerAd = 'Personal Care Worker\nEssential:\n- Current First Aid certificate';
    expect((await rewriteCv(firstAid('First Aid certificate'), carerAd)).summary.overallSummary).toContain(
      'Your CV gives no date for your first aid certificate',
    );
    const dated = await rewriteCv(firstAid('First Aid certificate (HLTAID011) – expires 2027'), carerAd);
    expect(dated.summary.overallSummary).not.toContain('gives no date');
    // Nor one dated by its month and a two-digit year, as lists of tickets often are.
    const short = await rewriteCv(firstAid('First Aid and CPR (HLTAID011) - Jun 25'), carerAd);
    expect(short.summary.overallSummary).not.toContain('gives no date');
  });

  it('fixes spelling, weak openings, personal details, headings and order, and says why for each', async () => {
    const doc = await readCv(await buildDocx(rougherCv()));
    const r = await rewriteCv(doc, AD, 'Operations Coordinator');
    const kinds = new Set(r.changes.map((c) => c.kind));
    expect([...kinds].sort()).toEqual([
      'emphasis',
      'heading',
      'keyword',
      'personal',
      'reorder',
      'spelling',
      'summary',
      'verb',
    ]);
    // The current role's weak opening in the present tense, an earlier role's in the past.
    expect(r.improvedText).toContain('• Manage a team of 12 warehouse staff');
    expect(r.improvedText).toContain('Organised the relocation');
    expect(r.improvedText).not.toMatch(/Date of birth/);
    // The ad screens on a forklift licence the CV holds: the licences come straight after the summary.
    expect(r.improved.sections.map((s) => s.heading)).toEqual([
      'Professional Summary',
      'Licences and Certifications',
      'Key Skills',
      'Work Experience',
      'Earlier Roles',
      'Education',
      'Referees',
    ]);
    expect(r.summary.actionVerbImprovements.verbsReplaced).toContainEqual({
      from: 'Responsible for managing',
      to: 'Manage',
    });
    for (const c of r.changes) expect(c.reason.length).toBeGreaterThan(5);
  });

  it('opens a duty with what was done though the ad says "Responsible" in every licence it names', async () => {
    const doc = docFromLines({
      top: ['Kira Doyle', 'Glenorchy TAS 7010 | 0491 570 110 | kira@example.com'],
      sections: [
        {
          heading: 'Work History',
          lines: [
            'Bar Attendant – Harbour Tavern, Hobart (03/2022 - current)',
            'Responsible for serving drinks, pouring beers, making cocktails and clearing tables. Responsible for opening and closing the bar and counting the till. Also changed kegs and helped with stocktake. Used the Square POS system. Busy Friday nights with up to 250 people.',
          ],
        },
        { heading: 'Licences', lines: ['RSA – Tasmania'] },
      ],
    });
    const ad = [
      'Bar and Gaming Attendant – Glenorchy',
      'About you:',
      '- A current Tasmanian Responsible Service of Alcohol (RSA)',
      '- Responsible Conduct of Gambling (RCG), or willing to complete it before starting',
      '- Bar experience and cash handling',
      'Our venue takes responsible service and responsible gambling seriously.',
    ].join('\n');
    const r = await rewriteCv(doc, ad, 'Bar and Gaming Attendant');
    expect(r.improvedText).toMatch(/Serve drinks, pour beers, make cocktails and clear tables/);
    expect(r.improvedText).not.toMatch(/Responsible for serving/);
  });

  it('adds only keywords the CV supports, so the match rises, and lists the rest as add-if-true', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    const r = await rewriteCv(doc, AD, 'Operations Coordinator');
    const added = r.summary.keywordChanges.keywordsAdded.map((k) => k.toLowerCase());
    // "inventory management": the CV shows "Inventory control" and "warehouse management systems".
    expect(added).toContain('inventory management');
    // Said in the ad's words, it counts in full: the match of the Word file read back rises.
    const match = (d: typeof doc) => matchCv(d, AD, { jobTitle: 'Operations Coordinator', now: NOW });
    const after = match(await readCv(await renderDocx(r.improved, 'test')));
    expect(match(doc).atsKeywordSuggestions.map((k) => k.toLowerCase())).toContain('inventory management');
    expect(after.atsKeywordSuggestions.map((k) => k.toLowerCase())).not.toContain('inventory management');
    expect(after.matchScore).toBeGreaterThan(match(doc).matchScore);
    expect(added.join(' ')).not.toMatch(/diploma|supply chain/);
    expect(r.addIfTrue.map((x) => x.line).join(' ')).toMatch(/Diploma Of Supply Chain Management/i);
    expect(r.summary.overallSummary).toMatch(/add (them only if they are|it only if it is) true for you/);
  });

  it('never adds a number or a name the original lacks, on every test CV', async () => {
    const specs = [cleanCv, rougherCv(), ...Object.values(OCCUPATIONS).map((o) => occupationCv(o.person))];
    for (const spec of specs) {
      const r = await rewriteCv(await readCv(await buildDocx(spec)), AD, 'Operations Coordinator');
      // The job's title names the job the person applies for, not a claim about them.
      const guard = factGuard(r.originalText, r.improvedText, [
        ...r.summary.keywordChanges.keywordsAdded,
        'Operations Coordinator',
      ]);
      expect(guard.untraced, spec.top[0]).toEqual([]);
    }
  });

  it('is an improvement by our own measures: read back from Word, it scores at least as high', async () => {
    const specs = [cleanCv, rougherCv(), ...Object.values(OCCUPATIONS).map((o) => occupationCv(o.person))];
    for (const spec of specs) {
      const before = await readCv(await buildDocx(spec));
      const r = await rewriteCv(before, AD, 'Operations Coordinator');
      const after = await readCv(await renderDocx(r.improved, 'test'));
      const name = spec.top[0]!;
      expect((await analyseCv(after)).score, name).toBeGreaterThanOrEqual((await analyseCv(before)).score);
      const match = (d: typeof before) => matchCv(d, AD, { jobTitle: 'Operations Coordinator', now: NOW }).matchScore;
      expect(match(after), name).toBeGreaterThanOrEqual(match(before));
    }
  });
});

describe('keywords from the ad', () => {
  it('lists no adjective of the ad as a skill ("Client centric")', async () => {
    const doc = docFromLines({
      top: ['Megan Kost', 'Gungahlin ACT 2912 | 0491 570 156 | megan@example.com'],
      sections: [
        { heading: 'Summary', lines: ['Program officer with nine years in grants and service delivery.'] },
        {
          heading: 'Experience',
          lines: ['Customer Service Officer, Services Australia, 2014 – 2018'],
          bullets: [
            'Answered customer enquiries on the Families line',
            'Managed a project to redesign the intake form',
          ],
        },
      ],
    });
    const ad =
      'Senior Business Officer. To be successful in this role, you will have proven ability to undertake all aspects of project management, you will have a client centric mind-set, ensuring the needs of the client are always at the centre of service design.';
    const r = await rewriteCv(doc, ad, 'Senior Business Officer');
    expect(r.improvedText).not.toMatch(/Client centric/i);
  });

  it('names no tool as a key strength that the CV rates short of the advanced level the ad asks', async () => {
    const doc = docFromLines({
      top: ['Melissa Doran', 'Port Melbourne VIC 3207 | 0491 570 157 | melissa@example.com'],
      sections: [
        { heading: 'Profile', lines: ['Personal assistant of five years.'] },
        {
          heading: 'Experience',
          lines: ['Personal Assistant, Kestrel Logistics, 2021 – Present'],
          bullets: ['Built monthly cost reports in Excel and Power BI', 'Managed diaries in Outlook'],
        },
        {
          heading: 'Skills',
          lines: ['Microsoft Excel: Intermediate', 'Microsoft Outlook: Advanced', 'Power BI: Advanced'],
        },
      ],
    });
    const ad = 'Executive Assistant. About you: advanced Excel, Outlook and Power BI skills.';
    const summary = (await rewriteCv(doc, ad, 'Executive Assistant')).changes
      .filter((c) => c.kind === 'summary')
      .map((c) => c.after)
      .join(' ');
    expect(summary).toMatch(/Brings experience in/);
    expect(summary).not.toMatch(/Excel/);
  });

  it('names no skill the CV only claims in its summary, as a key strength or under Key Skills', async () => {
    const doc = docFromLines({
      top: ['Brianna Walsh', 'Seaford VIC 3198 | 0491 570 110 | bree@example.com'],
      sections: [
        {
          heading: 'Career Objective',
          lines: ['Caring person. I am trauma informed and keen to work with young people.'],
        },
        {
          heading: 'Experience',
          lines: ['Youth Group Leader (volunteer), Seaford Community Church, 2021 – Present'],
          bullets: [
            'Plan games and activities for 20 young people aged 12 to 17',
            'Wrote case notes with my supervisor',
          ],
        },
      ],
    });
    const ad =
      'Youth Outreach Worker. Essential: trauma-informed practice and case notes; experience engaging young people.';
    const r = await rewriteCv(doc, ad, 'Youth Outreach Worker');
    const added = r.changes.filter((c) => c.kind === 'summary' || c.kind === 'keyword').map((c) => c.after);
    expect(added.join(' ')).not.toMatch(/trauma/i);
    // What the roles show is still named.
    expect(added.join(' ')).toMatch(/case notes/i);
  });

  it('names no skill shown only by a role’s title, whose words name the job', async () => {
    const doc = docFromLines({
      top: ['Aisha Karimi', 'Morningside QLD 4170 | 0491 572 983 | aisha@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: [
            'Senior Environmental Scientist / Project Manager – Envirocore Consulting, Brisbane',
            '2019 – present',
          ],
          bullets: ['Led validation of a 3.2 ha former service station site for residential redevelopment'],
        },
      ],
    });
    const ad =
      'Environmental Consultant\nRequirements:\n- Demonstrated experience in environmental management\n- Site validation experience';
    const r = await rewriteCv(doc, ad);
    const added = r.changes.filter((c) => c.kind === 'summary' || c.kind === 'keyword').map((c) => c.after);
    expect(added.join(' ')).not.toMatch(/Environmental Management/i);
  });

  it('never lists a choice as a skill, and puts a new Key Skills section after the summary', async () => {
    const doc = docFromLines({
      top: ['Tanya Hollis', 'Corrimal NSW 2518 | 0491 573 770 | tanya@example.com'],
      sections: [
        { heading: 'Summary', lines: ['Medical receptionist with six years in general practice.'] },
        {
          heading: 'Experience',
          lines: ['Senior Medical Receptionist | Figtree Family Practice | 02/2019 – present'],
          bullets: ['Front desk reception for a 9-GP practice', 'Inventory control of clinical supplies'],
        },
      ],
    });
    const ad =
      'Receptionist\nSkills & Experience Required:\n• Previous reception or administration experience\n• Inventory management\n• Front desk reception\n• Clinical supplies';
    const r = await rewriteCv(doc, ad, 'Receptionist');
    expect(r.summary.keywordChanges.keywordsAdded.join(' ')).not.toMatch(/\bor\b/);
    const kinds = r.improved.sections.map((s) => s.kind);
    expect(kinds.indexOf('skills')).toBe(kinds.indexOf('summary') + 1);
    expect(kinds.indexOf('summary')).toBe(0);
  });

  it('keeps study above work for a person new to the job who put it there, and puts it below for one in the job', async () => {
    const cv = (title: string) =>
      docFromLines({
        top: ['Olivia Hartley', 'Ngunnawal ACT 2913 | 0466 381 025 | olivia@example.com'],
        sections: [
          { heading: 'Education', lines: ['Bachelor of Education (Primary) – University of Canberra, 2023 – 2026'] },
          {
            heading: 'Work Experience',
            lines: [`${title} | Camp Australia | Feb 2023 – Present`],
            bullets: ['Planned and ran activities for up to 45 children aged 5–12'],
          },
        ],
      });
    const ad = 'Primary Teacher\nAbout you:\n• A four-year teaching qualification\n• Planning lessons for children';
    const order = async (title: string) =>
      (await rewriteCv(cv(title), ad, 'Primary Teacher')).improved.sections
        .map((s) => s.kind)
        .filter((k) => k === 'education' || k === 'experience');
    expect(await order('OSHC Educator')).toEqual(['education', 'experience']);
    expect(await order('Primary Teacher')).toEqual(['experience', 'education']);
  });

  it('never lists one common word as a skill ("Till" for cash handling)', async () => {
    const doc = docFromLines({
      top: ['Chloe Bennett', 'Ocean Reef WA 6027 | 0451 773 208 | chloe@example.com'],
      sections: [
        { heading: 'Skills', lines: ['Cash handling and EFTPOS (Square)', 'Customer service'] },
        {
          heading: 'Volunteering',
          lines: ['Canteen Volunteer | Joondalup Netball Association | 2021 – 2025'],
          bullets: ['Served customers, took orders and handled cash on Saturday mornings'],
        },
      ],
    });
    const ad = 'Sales Assistant\nAbout you:\n• Confident handling cash and counting down a till\n• Customer service';
    const r = await rewriteCv(doc, ad, 'Sales Assistant');
    const skills = r.improved.sections.find((s) => s.kind === 'skills');
    expect(skills?.items.map((i) => i.text)).not.toContain('Till');
  });

  it('lists one common word of the ad by the name that holds it ("Stakeholder engagement", not "Stakeholder")', async () => {
    const doc = docFromLines({
      top: ['Grace Liu', 'Fitzroy VIC 3065 | 0412 555 019 | grace@example.com'],
      sections: [
        { heading: 'Skills', lines: ['Campaign budgets, agency briefs and reporting to stakeholders', 'Mailchimp'] },
        {
          heading: 'Experience',
          lines: ['Marketing Coordinator | Yarra Arts | 2021 – Present'],
          bullets: ['Reported campaign results to internal stakeholders and the board each month'],
        },
      ],
    });
    const ad =
      'Marketing Coordinator\nAbout you:\n• You will work with every stakeholder across the business\n• Mailchimp';
    const r = await rewriteCv(doc, ad, 'Marketing Coordinator');
    const listed = r.improved.sections.find((s) => s.kind === 'skills')!.items.map((i) => i.text);
    expect(listed).not.toContain('Stakeholder');
    expect(r.summary.keywordChanges.keywordsAdded).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Stakeholder \w+/)]),
    );
  });

  it('gives a CV without a skills section a Key Skills list of what the ad asks and it shows, never a licence', async () => {
    const doc = docFromLines({
      top: ['Mei Tran', 'Sunnybank QLD 4109 | 0432 118 907 | mei.tran@example.com'],
      sections: [
        {
          heading: 'Work History',
          lines: ['Maintenance Plumber | Southside Plumbing | 2019 – present'],
          bullets: [
            'Cleared blocked drains with the jetter and camera for 6 real estate agencies',
            'Installed gas hot water systems under my gas work licence',
            'Priced jobs and took payment on site in ServiceM8',
            'Handled customer service calls and bookings for the office on Fridays',
          ],
        },
      ],
    });
    const ad =
      'Maintenance Plumber\nAbout you:\n• Current gas work licence\n• Excellent customer service\n• CCTV drain inspection\n• ServiceM8\n• Hot water systems';
    const r = await rewriteCv(doc, ad, 'Maintenance Plumber');
    const skills = r.improved.sections.find((s) => s.kind === 'skills');
    expect(skills?.items.map((i) => i.text).join(' | ')).toMatch(/customer service/i);
    expect(skills?.items.map((i) => i.text).join(' | ')).not.toMatch(/licen[cs]e/i);
  });

  it('makes no key strength or Key Skills line of coursework ("Relevant units: Environmental Law and Regulation")', async () => {
    const doc = docFromLines({
      top: ['Harrison Fenech', 'Kingswood NSW 2747 | 0491 570 738'],
      sections: [
        { heading: 'Profile', lines: ['Recent environmental science graduate with field sampling experience.'] },
        {
          heading: 'Education',
          lines: ['Bachelor of Environmental Science – Western Sydney University, 2025'],
          bullets: ['Relevant units: Environmental Law and Regulation, Environmental Management, Water Quality'],
        },
        {
          heading: 'Experience',
          lines: ['Laboratory Assistant – Hawkesbury Analytical, 2026 – Present'],
          bullets: ['Prepare soil and water samples for metals analysis'],
        },
      ],
    });
    const ad =
      'Environmental Consultant\nAbout you\n- Knowledge of environmental legislation\n- Environmental management\n- Soil and water sampling';
    const r = await rewriteCv(doc, ad, 'Environmental Consultant');
    const text = r.improved.sections
      .filter((s) => s.kind === 'summary' || s.kind === 'skills')
      .flatMap((s) => s.items.map((i) => i.text))
      .join(' | ');
    expect(text).not.toMatch(/legislation|environmental management/i);
  });

  it('names an award held from a choice the ad gives as a key strength, as the CV names it', async () => {
    const doc = docFromLines({
      top: ['Liam Ortiz', 'Parramatta NSW | 0491 570 110'],
      sections: [
        {
          heading: 'Experience',
          lines: ['IT Support Technician – Westside Computers, 2022 – Present'],
          bullets: ['Set up Microsoft 365 accounts for 40 small business clients', 'Diagnose and repair laptops'],
        },
        { heading: 'Education', lines: ['Certificate IV in Information Technology (Networking) – TAFE NSW, 2021'] },
      ],
    });
    const ad =
      'IT Support Technician\nAbout you\n- Microsoft 365 administration\nDesirable\n- Certificate IV or Diploma in IT';
    const r = await rewriteCv(doc, ad, 'IT Support Technician');
    const summary =
      r.improved.sections
        .find((s) => s.kind === 'summary')
        ?.items.map((i) => i.text)
        .join(' ') ?? '';
    expect(summary).toMatch(/Holds the .*Certificate IV in Information Technology/);
  });

  it('lists a skill an ad shouts as a person writes it ("CUSTOMER SERVICE" → "Customer service")', async () => {
    const doc = docFromLines({
      top: ['Ray Whitfield', 'Nambour QLD 4560 | 0491 570 481'],
      sections: [
        {
          heading: 'Work',
          lines: ['Courier Driver – SunCoast Parcel Express, 2024 – Present'],
          bullets: [
            'Customer service face to face and by phone',
            'Multi-drop parcel deliveries',
            'Route planning each morning with the dispatch app',
            'Cash handling and end-of-day reconciliation',
          ],
        },
      ],
    });
    const ad =
      'BUS DRIVERS WANTED\nYOU MUST HAVE:\n- GREAT CUSTOMER SERVICE\n- MR LICENCE OR HIGHER\n- ROUTE PLANNING\n- CASH HANDLING';
    const r = await rewriteCv(doc, ad);
    const skills = r.improved.sections.find((s) => s.kind === 'skills')?.items.map((i) => i.text) ?? [];
    expect(skills.join(' | ')).toMatch(/Customer service/);
    expect(skills.join(' | ')).not.toMatch(/CUSTOMER/);
  });

  it('names each change by its section without the heading’s colon', async () => {
    const doc = docFromLines({
      top: ['Sam Lee', 'Penrith NSW | 0491 570 110'],
      sections: [
        { heading: 'Personal Details:', lines: ['Date of birth: 12 May 1988'] },
        { heading: 'Experience:', lines: ['Store Manager, Kmart Penrith, 2019 – Present'], bullets: ['Led 20 staff'] },
      ],
    });
    const r = await rewriteCv(doc, 'Store Manager. About you: leading retail teams.', 'Store Manager');
    expect(r.changes.map((c) => c.section)).toContain('Personal Details');
    expect(r.changes.some((c) => c.section.endsWith(':'))).toBe(false);
  });

  it('lists no skill that is only the job’s own field ("Plumbing" for an apprentice plumber)', async () => {
    const doc = docFromLines({
      top: ['Jordan Pettigrew', 'Cardiff NSW 2285 | 0491 570 737 | jordan@example.com'],
      sections: [
        {
          heading: 'Where I have worked',
          lines: [
            'Sous Chef – Harbourlight Bistro, 2018 – Present',
            'Weekend labourer – Pettigrew Plumbing, 2025 – Present',
          ],
          bullets: [
            'Helped my uncle on his plumbing jobs on weekends',
            'Ordering, stock control and costing',
            'Food safety and kitchen cleaning schedules',
            'Weekly orders and costings in Excel',
          ],
        },
      ],
    });
    const ad =
      'APPRENTICE PLUMBER (1st/2nd yr). Must have a White Card, stock control skills, food safety and Excel.\nPlumbing experience a bonus.';
    const r = await rewriteCv(doc, ad, 'Apprentice Plumber');
    const skills = r.improved.sections.find((s) => s.kind === 'skills');
    expect(skills?.items.map((i) => i.text).join(' | ')).toMatch(/stock control/i);
    expect(skills?.items.map((i) => i.text).join(' | ')).not.toMatch(/plumbing/i);
  });

  it('shows one summary when an objective above the person’s own is taken out, Key Skills after it', async () => {
    const doc = docFromLines({
      top: ['Jade Price', 'Geelong VIC 3220 | 0411 203 555 | jade@example.com'],
      sections: [
        { heading: 'Career Objective', lines: ['I want to work for a bakery where I can grow my career.'] },
        { heading: 'About Me', lines: ['Qualified baker with 8 years in supermarket and hot bread bakeries.'] },
        {
          heading: 'Work History',
          lines: ['Baker, FreshMart Bakery, 2019 – Present'],
          bullets: ['Baked 600 loaves a night on the overnight shift', 'Trained 4 apprentices in dough handling'],
        },
      ],
    });
    const r = await rewriteCv(doc, 'Baker. Essential: dough handling, customer service and food safety.', 'Baker');
    const shown = r.improved.sections.filter((s) => s.items.length);
    expect(shown.filter((s) => s.kind === 'summary')).toHaveLength(1);
    expect(shown.map((s) => s.kind).indexOf('summary')).toBeLessThan(shown.map((s) => s.kind).indexOf('experience'));
    expect(r.improvedText).not.toContain('I want to work for a bakery');
  });

  it('goes on rewriting after putting right a word the guard reads as a name ("KPI’s" → "KPIs")', async () => {
    const doc = docFromLines({
      top: ['Mia Webb', 'Logan QLD 4114 | 0411 222 333 | mia@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Contact Centre Agent, Voltra Energy, 2021 – Present'],
          bullets: [
            'Consistently met all KPI’s for call handling',
            'Responsible for training new starters on the phones',
          ],
        },
      ],
    });
    const r = await rewriteCv(
      doc,
      'Customer Service Officer. Essential: contact centre experience.',
      'Customer Service Officer',
    );
    expect(r.improvedText).toContain('KPIs');
    expect(r.changes.some((c) => c.kind === 'verb')).toBe(true);
  });

  it('puts a slip right though the word it was shows a weak phrase ("responsable for" is "responsible for")', async () => {
    const spec = structuredClone(cleanCv);
    spec.sections[1]!.bullets![4] = 'I was responsable for training 25 new starters in workplace health and safety.';
    const r = await rewriteCv(
      await readCv(await buildDocx(spec)),
      'Operations Coordinator. Essential: rostering.',
      'Operations Coordinator',
    );
    expect(r.improvedText).not.toMatch(/responsable/);
  });

  it('writes in no phrase the CV holds only word by word ("property claims" from motor claims of every kind)', async () => {
    const doc = docFromLines({
      top: ['Marco Lee', 'Parramatta NSW 2150 | 0414 000 958 | marco@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Claims Consultant, Harbour Insurance, 2021 – Present'],
          bullets: ['Managed 120 motor claims (collision, theft, hail and third-party property) to settlement'],
        },
      ],
    });
    const r = await rewriteCv(doc, 'Claims Officer. Essential: property claims experience.', 'Claims Officer');
    expect(r.improvedText.toLowerCase()).not.toContain('property claims');
  });

  it('sets a duty paragraph as bullets though it costs a point of similarity for a while, and never ends lower', async () => {
    const doc = docFromLines({
      top: ['Jo Bell', 'Cardiff NSW 2285 | 0412 000 111 | jo@example.com'],
      sections: [
        { heading: 'Summary', lines: ['I have 8 years experience in busy front office roles.'] },
        {
          heading: 'Work History',
          lines: [
            'Receptionist / Administration Officer, Lakeside Dental, Feb 2017 – Present',
            'I am responsible for the front desk of a busy dental practice with 5 dentists. My duties include answering phones, booking appointments, greeting patients, private billing, banking and end of day reconciliation, scanning and filing of x-rays, ordering stationery and general office duties. I use Dental4Windows every day as well as Microsoft Word, Excel and Outlook.',
          ],
        },
        { heading: 'Skills', lines: ['Dental4Windows, Microsoft Word, Excel and Outlook'] },
      ],
    });
    const ad =
      'Receptionist. We are a busy accounting office in Newcastle. Your role will consist of a variety of tasks including: Reception Managing all incoming calls Welcoming visitors and clients to the office Meeting room set up Administration Mail management Printing, scanning and filing Ordering of office supplies Accounting support Credit card reconciliation Payment of invoices. Skills & Experience Required: Previous reception or administration experience preferred Strong communication skills Sound computer skills.';
    const r = await rewriteCv(doc, ad, 'Receptionist');
    expect(r.improvedText).toContain('• Answer phones');
    // A gerund before "of" or joined to a thing names a duty, said as written.
    expect(r.improvedText).toContain('• Scanning and filing of x-rays');
    expect(r.improvedText).toContain('• Banking and end of day reconciliation');
    // Key Skills says "skills" once, but never leaves one word of a skill ("Computer").
    expect(r.improvedText).toContain('• Computer skills');
    const now = new Date(0);
    const before = matchCv(doc, ad, { jobTitle: 'Receptionist', now }).matchScore;
    const after = matchCv(await readCv(await renderDocx(r.improved, 'x.docx')), ad, { jobTitle: 'Receptionist', now });
    expect(after.matchScore).toBeGreaterThanOrEqual(before);
  });

  it('writes in no kind of employer as a skill ("Government organisation")', async () => {
    const doc = docFromLines({
      top: ['Rajesh Iyer', 'Belconnen ACT 2617 | 0412 784 023 | raj@example.com'],
      sections: [
        { heading: 'Summary', lines: ['ICT project manager for eight years.'] },
        {
          heading: 'Experience',
          lines: ['ICT Project Manager | ACT Government | 2017 – present'],
          bullets: [
            'Delivered projects for organisations across the ACT Government',
            'Managed three vendor contracts and ran security risk assessments',
          ],
        },
      ],
    });
    const ad =
      'ICT Project Manager\nEssential:\n• Experience in a government organisation\n• Vendor contract management';
    const r = await rewriteCv(doc, ad, 'ICT Project Manager');
    expect(r.summary.keywordChanges.keywordsAdded.join(' ')).not.toMatch(/organisation/i);
  });

  it('names no choice as a strength ("warehouse or distribution centre")', async () => {
    const doc = docFromLines({
      top: ['Tevita Fifita', 'Richlands QLD 4077 | 0422 876 540 | tevita@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Operations Team Leader, Coles Distribution Centre, Jan 2023 – Present'],
          bullets: ['Supervised inbound and outbound operations in a 24/7 distribution centre'],
        },
      ],
    });
    const ad = 'Warehouse Storeperson\nEssential:\n• Previous experience in a warehouse or distribution centre';
    expect((await rewriteCv(doc, ad, 'Storeperson')).improvedText).not.toMatch(/warehouse or distribution/i);
  });

  it('writes in a suite only where the CV names it, not for one of its parts', async () => {
    const designer = (tool: string) =>
      docFromLines({
        top: ['Olivia Bennett', 'Newstead QLD 4006 | 0455 678 321 | olivia@example.com'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Marketing Coordinator, Lumen Property Group, Sep 2018 – Jan 2022'],
            bullets: [`Designed flyers and social posts in ${tool}`, 'Coordinated campaigns for apartment launches'],
          },
          { heading: 'Skills', lines: [`${tool}, Canva, Mailchimp`] },
        ],
      });
    const ad = 'Marketing Coordinator\nEssential:\n• Proficiency in Adobe Creative Suite';
    const part = await rewriteCv(designer('Adobe Photoshop'), ad, 'Marketing Coordinator');
    expect(part.improvedText).not.toMatch(/Creative Suite/);
    const whole = await rewriteCv(designer('Adobe CC'), ad, 'Marketing Coordinator');
    expect(whole.improvedText).toMatch(/Adobe Creative Suite/);
  });

  it('writes a skill the CV shows in other words as a line of its own, never in brackets beside a product', async () => {
    const doc = docFromLines({
      top: ['Sam Ko', 'Brisbane QLD 4000 | 0491 570 888 | sam@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Developer, Acme Apps, Feb 2024 – Present'],
          bullets: ['Built booking features in React and Node.js', 'Wrote 140 Jest unit tests'],
        },
        { heading: 'Technical skills', lines: ['Back end: Node.js, Express, REST APIs', 'Front end: React, Next.js'] },
      ],
    });
    const ad = 'Junior Developer\nAbout you\n- Software engineering fundamentals\n- React';
    const text = (await rewriteCv(doc, ad, 'Junior Developer')).improvedText;
    expect(text).not.toMatch(/\((?:software engineering)\)/i);
    expect(text).not.toMatch(/React \(/);
  });

  it('lists no clause the ad asks in ("using evidence, research and data") as a skill the CV names already', async () => {
    const doc = docFromLines({
      top: ['Dan Reid', 'Canberra ACT 2600 | 0491 570 222 | dan@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Policy Officer, Department of Social Services, Mar 2021 – Present'],
          bullets: ['Analysed program data for 38,000 participants', 'Drafted 60 ministerial briefs'],
        },
        { heading: 'Skills', lines: ['Data analysis in Excel and Power BI', 'Ministerial briefing'] },
      ],
    });
    const ad =
      'Senior Policy Officer\nTo be successful in this role you will be: A strategic thinker with strong skills in using evidence, research and data to inform policy.';
    expect((await rewriteCv(doc, ad, 'Senior Policy Officer')).improvedText).not.toMatch(/using evidence/i);
  });

  it('writes in no other edition of a product the CV names ("MYOB Advanced" beside "MYOB AccountRight")', async () => {
    const doc = docFromLines({
      top: ['Dev Patel', 'Belconnen ACT 2617 | 0491 570 333 | dev@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Payroll Officer, Capital Clubs, Feb 2021 – Present'],
          bullets: ['Process fortnightly pays for 300 staff', 'Lodge STP each pay run'],
        },
        { heading: 'Skills', lines: ['Payroll systems: MYOB AccountRight, Deputy'] },
      ],
    });
    const ad =
      'Payroll Officer\nWhat we are looking for:\n- Experience with a payroll system (MYOB Advanced, Employment Hero or similar)\n- Single Touch Payroll';
    expect((await rewriteCv(doc, ad, 'Payroll Officer')).improvedText).not.toMatch(/MYOB Advanced/);
  });

  it('never writes in administering what the CV calls assisting, and keeps Key Skills one bulleted list', async () => {
    const carer = (duty: string) =>
      docFromLines({
        top: ['Grace Mwangi', 'Newstead TAS 7250 | 0419 003 562 | grace@example.com'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Personal Care Worker, Uniting AgeWell, Apr 2018 – May 2021'],
            bullets: [duty, 'Followed infection prevention procedures during a gastro outbreak'],
          },
          { heading: 'Skills', lines: ['Dementia care, manual handling, AutoCare, progress notes'] },
        ],
      });
    const ad = 'Disability Support Worker\nEssential:\n• Medication administration\n• Infection control';
    const assisting = await rewriteCv(
      carer('Assist residents with medications from Webster packs'),
      ad,
      'Support Worker',
    );
    expect(assisting.improvedText).not.toMatch(/Medication administration/i);
    const skills = assisting.improved.sections.find((x) => x.kind === 'skills')!;
    expect(skills.items.map((i) => i.text)).toContain('Infection control');
    expect(skills.items.every((i) => i.bullet)).toBe(true);
    const administering = matchCv(carer('Administered medications to 20 residents on each shift'), ad, { now: NOW });
    expect(administering.requirements.find((r) => /medication/i.test(r.name))).toMatchObject({ status: 'met' });
  });
});

describe('a summary tailored to the ad', () => {
  it('names, in the ad’s words, what the ad asks and the CV shows, never what it lacks; undo takes it out', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    const r = await rewriteCv(doc, AD, 'Operations Coordinator');
    const id = r.changes.findIndex((c) => c.kind === 'summary' && c.after.startsWith('Brings experience in'));
    const line = r.changes[id]!.after;
    expect(line).toMatch(/^Brings experience in [a-z].* and .* to Operations Coordinator roles\.$/);
    expect(line).not.toMatch(/Diploma|SAP EWM/);
    expect(r.improved.sections.find((s) => s.kind === 'summary')!.items.at(-1)!.text).toBe(line);
    const undone = await rewriteCv(doc, AD, 'Operations Coordinator', undefined, [id]);
    expect(undone.improvedText).not.toContain('Brings experience in');
  });

  it('opens with the CV’s own work that the ad is about, and the match rises for it', async () => {
    const doc = docFromLines({
      top: ['Dean Walsh', 'Penrith NSW 2750 | 0412 555 019 | dean.walsh@example.com'],
      sections: [
        {
          heading: 'Work History',
          lines: ['Warehouse Team Leader, Linfox, Eastern Creek, Feb 2019 – Present'],
          bullets: [
            'Rostered a team of 9 pickers across day and night shifts',
            'Ran weekly inventory counts and investigated stock variances',
            'Led WHS toolbox talks for the night shift',
            'Liaised with carriers on dispatch times and damaged freight',
          ],
        },
        // A skills section of its own, so nothing else in the rewrite adds the ad's words for this work.
        { heading: 'Skills', lines: ['Forklift (LF)'] },
      ],
    });
    const r = await rewriteCv(doc, AD, 'Operations Coordinator');
    const line = r.changes.find((c) => c.kind === 'summary' && c.after.startsWith('Experienced in'))!.after;
    // Phrases of the CV's own bullets, in the "-ing" form, none of them an invented claim.
    expect(line).toMatch(/^Experienced in [a-z]+ing .*\.$/);
    for (const phrase of line.replace(/^Experienced in |\.$/g, '').split(/, | and in | and (?=[a-z]+ing )/))
      expect(doc.text.toLowerCase()).toContain(phrase.replace(/^in /, '').split(' ').slice(1).join(' ').toLowerCase());
    const now = new Date(0);
    const before = matchCv(doc, AD, { jobTitle: 'Operations Coordinator', now }).matchScore;
    const after = matchCv(await readCv(await renderDocx(r.improved, 'x.docx')), AD, {
      jobTitle: 'Operations Coordinator',
      now,
    }).matchScore;
    expect(after).toBeGreaterThan(before);
  });

  it('makes a duty paragraph bullets even where its sentences had together seemed to show a skill', async () => {
    const doc = docFromLines({
      top: ['Kye Robson', 'Beenleigh QLD 4207 | 0433 781 220 | kye.robson@example.com'],
      sections: [
        {
          heading: 'Employment',
          lines: [
            'Earthworks Labourer, Logan Civil Group, Mar 2019 – Present',
            'I lay stormwater pipe and help with kerb and channel on new estates. I run the trench roller and do traffic control on the local roads. I also check the oil and tyres on all the machines before each shift.',
          ],
        },
      ],
    });
    const ad = 'Civil Labourer. Essential: experience with GPS machine control systems and pipe laying.';
    const r = await rewriteCv(doc, ad, 'Civil Labourer');
    // Its sentences are the bullets, the "I" gone; "traffic control" and "the machines" no longer seem machine control.
    expect(r.changes.some((c) => c.kind === 'bullets')).toBe(true);
    const text = (await readCv(await renderDocx(r.improved, 'x.docx'))).text;
    expect(text).toContain('Lay stormwater pipe and help with kerb and channel on new estates.');
    expect(text).not.toContain('I run the trench roller');
  });

  it('says so in plain words when nothing was worth changing', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    const all = await rewriteCv(doc, AD, 'Operations Coordinator');
    const r = await rewriteCv(
      doc,
      AD,
      'Operations Coordinator',
      undefined,
      all.changes.map((_, i) => i),
    );
    expect(r.summary.overallSummary).toMatch(
      /^Your CV already reads well for this ad: we found nothing worth changing/,
    );
    expect(r.summary.overallSummary).not.toMatch(/\b0 changes\b/);
  });
});

describe('undoing changes', () => {
  it('reverts exactly the changes a person undoes and keeps the rest', async () => {
    const doc = await readCv(await buildDocx(rougherCv()));
    const all = await rewriteCv(doc, AD, 'Operations Coordinator');
    const id = (kind: string) => all.changes.findIndex((c) => c.kind === kind);
    const r = await rewriteCv(doc, AD, 'Operations Coordinator', undefined, [
      id('verb'),
      id('personal'),
      id('keyword'),
    ]);
    expect(r.improvedText).toContain('Responsible for managing a team of 12 warehouse staff');
    expect(r.improvedText).toContain('Date of birth: 12 May 1988');
    expect(r.improvedText).toContain('Organised the relocation');
    expect(r.improvedText).not.toContain(all.changes[id('keyword')]!.after);
    expect(
      r.changes
        .filter((c) => c.undone)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['keyword', 'personal', 'verb']);
    expect(r.summary.actionVerbImprovements.totalVerbsStrengthened).toBe(0);
    const unordered = await rewriteCv(doc, AD, 'Operations Coordinator', undefined, [id('reorder')]);
    expect(unordered.improved.sections.map((s) => s.heading).indexOf('Key Skills')).toBeGreaterThan(3);
  });
});

describe('factGuard', () => {
  it('flags a number or an employer the original does not contain, and passes allowed keywords', () => {
    const original = 'Olivia Nguyen\nLed a team of 12 at Sydney Freight Co.';
    expect(factGuard(original, 'Olivia Nguyen\nLed a team of 15 at Sydney Freight Co.').untraced).toEqual(['15']);
    expect(factGuard(original, 'Olivia Nguyen\nLed a team of 12 at Acme Logistics.').untraced).toEqual([
      'acme',
      'logistics',
    ]);
    expect(
      factGuard(original, 'Olivia Nguyen\nLed a team of 12 at Sydney Freight Co.\nUsed SAP EWM daily.', ['SAP EWM']).ok,
    ).toBe(true);
  });

  it('reads a name with digits or inner dots as the CV writes it ("Chris21", "Node.js")', () => {
    const original = 'Rahul Menon\nPayroll in Chris21. Developed Node.js APIs.';
    expect(factGuard(original, 'Rahul Menon\nI used Chris21 and Node.js daily.').ok).toBe(true);
    expect(factGuard(original, 'Rahul Menon\nI used Aurion and Node.js daily.').untraced).toEqual(['aurion']);
  });

  it('reads a month as part of a date, whose year the numbers check ("11/2020" written "Nov 2020")', () => {
    const original = 'Amir Haddad\nService Desk Officer, 03/2017 - 11/2020';
    expect(factGuard(original, 'Amir Haddad\nService Desk Officer, Mar 2017 - Nov 2020').ok).toBe(true);
    expect(factGuard(original, 'Amir Haddad\nService Desk Officer, Mar 2017 - Nov 2021').untraced).toEqual(['2021']);
  });
});

describe('a CV copied from a job board’s profile page', () => {
  it('keeps the phone under the page’s own label, takes the board’s buttons out and names the real employer', async () => {
    const doc = await readCv(
      await buildDocx({
        top: [
          'SEEK    Job search    Profile    Career advice    Company reviews    Renee ▾',
          'Profile',
          'Renee Mahoney',
          'Wyoming NSW 2250',
          'renee.mahoney@example.com',
          '0491 570 006',
          'Edit',
        ],
        sections: [
          {
            heading: 'Career history',
            paragraphs: ['+ Add role', 'Café Supervisor', 'Saltbush Café Terrigal', 'Jun 2018 - Present (8 yrs 6 mos)'],
            bullets: ['Supervise a team of 6 casuals and write the weekly roster in Deputy'],
          },
          {
            heading: 'Volunteering',
            paragraphs: [
              'Lifestyle Volunteer',
              'Banksia Grove Aged Care, Kanwal',
              'Mar 2023 - Present',
              'Fortnightly afternoon activities with residents – morning tea, bingo, helping residents to and from the lounge.',
            ],
          },
          {
            heading: 'Skills',
            paragraphs: ['Customer service    Cash handling    Rostering', '+ Add skill    Show all 10'],
          },
        ],
      }),
    );
    const ad = 'Pathology Collector\nAbout you:\n- Excellent customer service\n- Rostering experience';
    const { improvedText } = await rewriteCv(doc, ad);
    expect(improvedText).toContain('0491 570 006');
    expect(improvedText).not.toMatch(/SEEK|\+ Add|Show all|^Edit$|^Profile$/m);
    expect(improvedText).not.toMatch(/at \+ Add/);
    expect(improvedText).toContain('helping residents to and from the lounge');
  });
});

describe('a career changer’s want for the job the ad offers', () => {
  it('stays in the summary, as the reason they apply, where no role of theirs is that job', async () => {
    const doc = docFromLines({
      top: ['Brody Saunders', 'Mooroolbark VIC 3138 | 0491 570 156'],
      sections: [
        {
          heading: 'Objective',
          lines: [
            'I am a hard working and reliable young bloke looking to get into arboriculture full time with council.',
          ],
        },
        {
          heading: 'Experience',
          lines: ['Groundie (casual), Treetop Arbor Services, Montrose, June 2023 – Present'],
          bullets: ['Drag brush and feed the chipper', 'Cut up logs on the ground with the chainsaw'],
        },
      ],
    });
    const ad = 'Arborist (Climber)\nEssential:\n- Certificate III in Arboriculture\n- Chainsaw operation';
    const { improvedText } = await rewriteCv(doc, ad);
    expect(improvedText).toMatch(/Looking to get into arboriculture full time with council\./);
    expect(improvedText).not.toMatch(/young bloke/);
  });
});

describe('the improvement summary tells the truth', () => {
  it('counts no tense change as a stronger verb, and says a detail reworded as work rights was kept', async () => {
    const doc = docFromLines({
      top: ['Simran Dhillon', 'Broadmeadows VIC 3047 | 0491 570 222', 'Nationality: Australian'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Crew Member, Burger Barn, 2019 – 2022'],
          bullets: ['Serving customers at the counter and drive-through', 'Responsible for ordering stock each week'],
        },
      ],
    });
    const r = await rewriteCv(doc, 'Customer Service Agent\nEssential: customer service experience.');
    const verbs = r.summary.actionVerbImprovements.verbsReplaced.map((v) => v.to);
    expect(verbs.some((v) => /^Served/.test(v))).toBe(false);
    expect(r.changes.some((c) => c.kind === 'verb' && /^Served/.test(c.after))).toBe(true);
    expect(r.summary.structuralChanges.australianStandardsApplied.join(' ')).toMatch(
      /Kept only what an employer needs of “Nationality: Australian”: “Australian citizen”/,
    );
  });
});

describe('the improvement summary’s list of standards', () => {
  it('says each entry once, though the same line went from two sections', async () => {
    const doc = docFromLines({
      top: ['Tayla Robinson', 'Frankston VIC 3199 | 0491 570 302'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Crew Member, Burger Barn, 2022 – Present'],
          bullets: ['Served 200 customers a shift at the counter', 'Show more'],
        },
        { heading: 'Skills', lines: ['Cash handling', 'Show more'] },
      ],
    });
    const r = await rewriteCv(doc, 'Pharmacy Assistant\nEssential: customer service, cash handling.');
    const entries = r.summary.structuralChanges.australianStandardsApplied.filter((x) => x.includes('“Show more”'));
    expect(r.changes.filter((c) => c.before === 'Show more')).toHaveLength(2);
    expect(entries).toHaveLength(1);
  });
});

describe('what the ad screens on that a CV line cannot claim', () => {
  it('is asked of the person for their cover letter when the CV does not say it', async () => {
    const doc = docFromLines({
      top: ['Tayla Robinson', 'Frankston VIC 3199 | 0491 570 302'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Crew Member, Burger Barn, 2022 – Present'],
          bullets: ['Served 200 customers a shift at the counter'],
        },
      ],
    });
    const ad = 'Pharmacy Assistant\nEssential:\n• Customer service experience\n• Available Saturday mornings';
    const r = await rewriteCv(doc, ad, 'Pharmacy Assistant');
    expect(r.summary.overallSummary).toMatch(
      /The ad asks for shift and weekend availability: if that is true of you, say so in your cover letter/,
    );
    const said = docFromLines({ top: ['Tayla Robinson', 'Available Saturdays and Sundays'], sections: [] });
    expect((await rewriteCv(said, ad, 'Pharmacy Assistant')).summary.overallSummary).not.toMatch(/availability/);
  });
});

describe('a trade certificate the ad screens on', () => {
  it('stays above the work where the person set it, and the standard is said with its number', async () => {
    const doc = docFromLines({
      top: ['Connor Walsh', 'Rockingham WA 6168 | 0491 570 275 | connor@example.com'],
      sections: [
        { heading: 'Trade Qualification', lines: ['Certificate III in Engineering – Fabrication Trade, TAFE, 2016'] },
        { heading: 'Licences', lines: ['Forklift (LF) High Risk Work Licence'] },
        {
          heading: 'Work Experience',
          lines: ['Boilermaker / Welder – Cockburn Structural, Jun 2020 – Oct 2026'],
          bullets: ['FCAW and MMAW welding of structural steel to AS/NZS 1554.1 SP category'],
        },
      ],
    });
    const ad = [
      'Boilermaker',
      'You will need:',
      '- Trade certificate: Certificate III in Engineering – Fabrication Trade (Boilermaker)',
      '- Forklift licence (LF)',
      '- Able to weld to AS/NZS 1554.1 SP using FCAW and MMAW',
    ].join('\n');
    const r = await rewriteCv(doc, ad, 'Boilermaker');
    const headings = r.improved.sections.map((s) => s.heading);
    expect(headings.indexOf('Trade Qualification')).toBeLessThan(headings.indexOf('Work Experience'));
    expect(r.improvedText).not.toMatch(/AS\/NZS(?! 1554)/);
  });
});
