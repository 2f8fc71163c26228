import { describe, expect, it } from 'vitest';
import { loadSpeller } from '../analyse/checks/spelling';
import { experienceLine, gerundOf, workPhrase } from './experience-line';
import type { StructuredCv } from './structured-cv';

const speller = await loadSpeller();
const isWord = (w: string) => speller.correct(w);

describe('the work a clause names, in the "-ing" form', () => {
  it('makes the base of any verb a gerund', () => {
    expect(['plan', 'manage', 'lead', 'tie', 'see', 'run', 'liaise'].map(gerundOf)).toEqual([
      'planning',
      'managing',
      'leading',
      'tying',
      'seeing',
      'running',
      'liaising',
    ]);
  });

  it.each([
    ['Kept the warehouse clean and tidy', 'keeping the warehouse clean and tidy'],
    ['Reduced month-end close from 9 to 5 days by automating reconciliations', 'reducing month-end close'],
    ['Supervised and coached 2 assistant accountants', 'supervising and coaching 2 assistant accountants'],
    ['Picked and packed orders using RF scanners', 'picking and packing orders'],
    ['Led the migration of the payroll system to the cloud', 'leading the migration of the payroll system'],
    ['Delivered patient-centred care to a 28-bed ward', 'delivering patient-centred care'],
    ['Maintaining employee records including new starters', 'maintaining employee records'],
    ['answering the phone', 'answering the phone'],
    // A change whose verb says nothing of its direction is said with its figures or not at all; what was done to the
    // person is no work they did.
    ['taking wages from 34% to 28.5% of revenue', null],
    ['Rostered on the customer service desk: loans and returns', null],
    ['Prepared monthly progress claims worth $1–3 million', 'preparing monthly progress claims'],
    ['Began the project intake for new clients', 'beginning the project intake'],
    // An object cut at a comma inside it ("Maintaining a safe, clean environment") is none.
    ['Maintaining a safe', null],
    // A short aside in brackets is no part of the work's name, nor is a compound cut at its "and".
    ['Analysed monthly incident (ims+) and audit data', 'analysing monthly incident and audit data'],
    ['Collected and analysed monthly incident (ims+) and audit data and presented results', null],
    // "request for quotation" is one name: cut at its "for", it says nothing.
    ['Prepared request for quotation documents for purchases over $50,000', null],
  ])('%s → %s', (clause, phrase) => {
    expect(workPhrase(clause, isWord, true)).toBe(phrase);
  });

  it('says nothing rather than read a noun as a verb or repeat damaged text', () => {
    // A base form inside a line ("; design manager, TMR interface") is a noun.
    expect(workPhrase('design manager', isWord, false)).toBeNull();
    // Two verbs whose object is a name in quotes would lose it; alone at the end they stand.
    expect(workPhrase('Designed and ran “Beats & Yarns”, an 8-week music group.', isWord, true)).toBeNull();
    expect(workPhrase('Picked and packed.', isWord, true)).toBe('picking and packing');
    // Two nouns joined before a plural ("family risk and needs assessments") are never cut at the "and".
    expect(workPhrase('Completed family risk and needs assessments and case plans', isWord, true)).not.toBe(
      'completing family risk',
    );
    // A duty verb joined by a hyphen is a compound's first word: never "analysing complaint".
    expect(workPhrase('Analyse complaint and call-reason data.', isWord, true)).toBe(
      'analysing complaint and call-reason data',
    );
    // "allied health" later in a line names a thing, not work done ("allying health").
    expect(workPhrase('allied health', isWord, false)).toBeNull();
    // A role held for a time, and a ticket, are no work done ("relieving Head Teacher", "confining Space").
    expect(workPhrase('Relieving Head Teacher Mathematics, Terms 2–3 2024', isWord, true)).toBeNull();
    expect(workPhrase('confined space and working at heights', isWord, false)).toBeNull();
    expect(workPhrase('Redesigned the shipment nocaon service', isWord, true)).toBeNull();
    expect(workPhrase('Reach truck and counterbalance forklift operation', isWord, true)).toBeNull();
    // "minute taking" is one thing: "assisting with minute" would cut it in two.
    expect(workPhrase('Assisting with minute taking for monthly team meetings', isWord, true)).toBeNull();
    // What someone was helped to do completes the phrase.
    expect(workPhrase('Supported six children to return safely to their parents', isWord, true)).toBeNull();
    // A role held for a time, a place named after a comma, and a word that needs its phrase name no work.
    expect(workPhrase('acting Team Leader for three months', isWord, false)).toBeNull();
    expect(workPhrase('housing services and Centrelink', isWord, false)).toBeNull();
    expect(workPhrase('Run open for inspections, usually 8–12 each weekend', isWord, true)).toBeNull();
    // What was done to the families, not by the person.
    expect(workPhrase('referred through Child FIRST and The Orange Door', isWord, false)).toBeNull();
    // A plural that shares its head with the next noun pair is half a thing ("a strengths" of "… and needs assessment").
    expect(workPhrase('Drafted a strengths and needs assessment for a Samoan family', isWord, true)).toBeNull();
    // Where a thing was led completes it: "leading the site" of "… through the 2022 EBA renewal" claims the site.
    expect(workPhrase('Led the site through the 2022 EBA renewal with AMWU delegates', isWord, true)).toBeNull();
    // "drafting more" of "Drafted more than 60 briefs" names nothing.
    expect(workPhrase('Drafted more than 60 ministerial briefs', isWord, true)).toBeNull();
    // A compound is not cut ("fault finding and repairs"), nor a figure from its rate or a rank from what it ranks in.
    expect(workPhrase('Carried out fault finding and repairs on commercial sites', isWord, true)).toBeNull();
    expect(workPhrase('Served an average of 70 customers per day at the service centre', isWord, true)).toBeNull();
    expect(workPhrase('Achieved top 10 store in WA for conversion', isWord, true)).toBeNull();
    expect(workPhrase('Triaged an average of 40–60 presentations a shift', isWord, true)).toBeNull();
    // A participle that names a kind of work is no action; "and" before another duty verb ends the object.
    expect(workPhrase('Scheduled services and inspections on Cat 793F haul trucks', isWord, true)).toBeNull();
    expect(workPhrase('Raise notifications and close out work orders in SAP PM', isWord, true)).toBe(
      'raising notifications',
    );
    expect(workPhrase('Scheduled 40 staff across three sites', isWord, true)).toBe('scheduling 40 staff');
    expect(workPhrase('Dealing with complaints and calming down angry customers', isWord, true)).toBe(
      'dealing with complaints',
    );
    expect(workPhrase('Rostered a team of 9 pickers across day and night shifts', isWord, true)).toBe(
      'rostering a team of 9 pickers',
    );
  });
});

describe('the summary line of the work the ad is about', () => {
  const cv = (items: Array<{ text: string; bullet: boolean }>): StructuredCv => ({
    name: 'Kim Tran',
    contact: [],
    sections: [
      {
        kind: 'summary',
        heading: 'Professional Summary',
        items: [{ text: 'Receptionist of six years.', bullet: false }],
      },
      { kind: 'experience', heading: 'Work Experience', items },
    ],
  });
  const ad = 'Receptionist. Greeting patients, managing appointments and handling payments and Medicare claims.';

  it('names work of one role only, never one role’s work joined to another’s', () => {
    const step = experienceLine(
      cv([
        { text: 'Receptionist, Bayside Medical Centre, Mar 2019 – Present', bullet: false },
        { text: 'Greeted patients at the front desk', bullet: true },
        { text: 'Checkout Operator, FreshWay, 2014 – 2019', bullet: false },
        { text: 'Handled payments at the registers', bullet: true },
      ]),
      ad,
      isWord,
    );
    expect(step.changes).toEqual([]);
  });

  it('names the CV’s own work that the ad is about, from bullets and duty lists, after the summary', () => {
    const step = experienceLine(
      cv([
        { text: 'Receptionist, Bayside Medical Centre, Mar 2019 – Present', bullet: false },
        {
          text: 'Duties included: greeting patients, filing, handling payments and other duties as required.',
          bullet: false,
        },
        { text: 'Booked appointments for six GPs in Best Practice', bullet: true },
        { text: 'Ordered stationery', bullet: true },
      ]),
      ad,
      isWord,
    );
    const summary = step.cv.sections[0]!.items.map((i) => i.text);
    expect(summary).toEqual(['Receptionist of six years.', 'Experienced in greeting patients and handling payments.']);
    expect(step.changes[0]).toMatchObject({ kind: 'summary', before: '' });
  });

  it('names no phrase from a line with an aside of who helped ("and, with my team leader, made a report")', () => {
    const step = experienceLine(
      cv([
        { text: 'Intake and Support Worker, Kingston Community Hub, Mar 2026 – Present', bullet: false },
        {
          text: 'Recognised a child protection concern during an intake and, with my team leader, made a report to Child Safety Regional Intake',
          bullet: true,
        },
        { text: 'Complete intake assessments and refer clients to external services', bullet: true },
      ]),
      'Child Protection Practitioner. Recognise child protection concerns, make reports to Child Safety, complete intake assessments.',
      isWord,
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text).join(' ')).not.toMatch(/making a report/);
  });

  it('reads an abbreviation’s full stop as no end of a clause ("approx. 160 production employees")', () => {
    const step = experienceLine(
      cv([
        { text: 'Production Manager, Wattle Grove Smallgoods, Mar 2021 – Present', bullet: false },
        { text: 'Lead 5 shift managers and approx. 160 production employees across 3 shifts', bullet: true },
        { text: 'Greeted patients at the front desk of the staff clinic', bullet: true },
      ]),
      'Production Manager. Lead shift managers and production employees; greeting patients.',
      isWord,
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text).join(' ')).not.toMatch(/\bapprox\b(?!\.)/);
  });

  it('names no learner’s or helper’s part in another’s work as the person’s own ("shadowing", "supporting")', () => {
    const roles = cv([
      { text: 'Pharmacy Trainee, Chemist Hub, Mar 2025 – Present', bullet: false },
      { text: 'Shadowing the pharmacy assistants on the dispensary counter', bullet: true },
      { text: 'Supporting colour corrections for the senior stylist', bullet: true },
      { text: 'Take customer orders and process sales on the POS', bullet: true },
      { text: 'Restock shelves and check expiry dates', bullet: true },
    ]);
    const ad =
      'Pharmacy Assistant. Taking customer orders, the dispensary counter, colour corrections, restocking shelves and checking expiry dates.';
    const line = experienceLine(roles, ad, isWord, new Set(), 'Pharmacy Assistant').cv.sections[0]!.items.at(-1)!.text;
    expect(line).not.toMatch(/shadowing|supporting/);
    expect(line).toMatch(/^Experienced in /);
  });

  it("names no everyday work any job holds, unless it is the job's own", () => {
    const roles = cv([
      { text: 'Solar Installer, Sunvale Energy, Mar 2022 – Present', bullet: false },
      { text: 'Drive the company ute and trailer to sites', bullet: true },
      { text: 'Set out array layouts on tin and tile roofs', bullet: true },
      { text: 'Clean panels after each install', bullet: true },
      { text: 'Install inverters and battery systems', bullet: true },
    ]);
    const ad =
      'Solar Installer. Driving to sites, setting out array layouts, mounting rails, cleaning panels and installing inverters.';
    const line = experienceLine(roles, ad, isWord, new Set(), 'Solar Installer').cv.sections[0]!.items.at(-1)!.text;
    expect(line).not.toMatch(/driving|cleaning/);
    expect(line).toMatch(/setting out array layouts/);
    const few = cv(roles.sections[1]!.items.filter((i) => !/^Install/.test(i.text)));
    expect(experienceLine(few, ad, isWord, new Set(), 'Solar Installer').changes).toEqual([]);
    const cleaner = experienceLine(few, ad, isWord, new Set(), 'Panel Cleaner').cv.sections[0]!.items.at(-1)!.text;
    expect(cleaner).toMatch(/cleaning panels/);
  });

  it('leads with the work the ad asks of the person over work its duties only mention', () => {
    const roles = cv([
      { text: 'Front Desk, Harbour Gym, Mar 2019 – Present', bullet: false },
      { text: 'Kept the reception area clean', bullet: true },
      { text: 'Handled member payments', bullet: true },
      { text: 'Answered the phone', bullet: true },
    ]);
    const duties = 'Receptionist. Keeping the reception area clean, answering the phone and handling payments.';
    const plain = experienceLine(roles, duties, isWord).cv.sections[0]!.items.at(-1)!.text;
    expect(plain).toMatch(/^Experienced in keeping the reception area clean/);
    const asked = experienceLine(roles, duties, isWord, new Set(['handl', 'payment'])).cv.sections[0]!.items.at(
      -1,
    )!.text;
    expect(asked).not.toMatch(/^Experienced in keeping/);
  });

  it('names no thing twice ("serving customers and helping customers find products")', () => {
    const step = experienceLine(
      cv([
        { text: 'Checkout Operator, FreshWay, Jan 2022 – Present', bullet: false },
        { text: 'Serving customers on the registers and self serve', bullet: true },
        { text: 'Helping customers find products', bullet: true },
      ]),
      'Pharmacy Assistant. Serving customers, helping customers find products, cash handling and merchandising.',
      isWord,
    );
    const lines = step.cv.sections[0]!.items.map((i) => i.text).join(' ');
    expect(lines).not.toMatch(/customers.*customers/);
  });

  it('leaves a piece of work with its year in its bullet', () => {
    const step = experienceLine(
      cv([
        { text: 'Receptionist, Bayside Medical Centre, Mar 2019 – Present', bullet: false },
        { text: 'Completed 2024 patient records audit for the practice', bullet: true },
        { text: 'Greeted patients and handled payments', bullet: true },
        { text: 'Booked appointments for six GPs', bullet: true },
      ]),
      'Medical receptionist. Patient records, payments and booking appointments.',
      isWord,
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text).join(' ')).not.toMatch(/2024/);
  });

  it('takes no clause a comma cuts inside a list of things ("handling payments" of "payments, refunds and …")', () => {
    const step = experienceLine(
      cv([
        { text: 'Receptionist, Bayside Medical Centre, Mar 2019 – Present', bullet: false },
        { text: 'Handle payments, Medicare and DVA claims for six GPs', bullet: true },
        { text: 'Greet patients and manage appointments in Best Practice', bullet: true },
      ]),
      ad,
      isWord,
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text).join(' ')).not.toMatch(/handling payments/);
  });

  it('takes no headline from a student placement or volunteering', () => {
    const step = experienceLine(
      cv([
        { text: 'Clinical placement – Bayside Medical Centre (120 hours), Feb 2025 – Mar 2025', bullet: false },
        { text: 'Greeted patients and handled payments', bullet: true },
        { text: 'Booked appointments for six GPs', bullet: true },
      ]),
      ad,
      isWord,
    );
    expect(step.changes).toEqual([]);
    // Nor from a vacation student's weeks, the title on the line above the dates.
    const vacation = experienceLine(
      cv([
        { text: 'Vacation Student – Front Office, Bayside Medical Centre', bullet: false },
        { text: 'December 2025 – February 2026 (12 weeks)', bullet: false },
        { text: 'Greeted patients and handled payments', bullet: true },
        { text: 'Booked appointments for six GPs', bullet: true },
      ]),
      ad,
      isWord,
    );
    expect(vacation.changes).toEqual([]);
  });

  it('takes no headline from work done under another’s supervision', () => {
    const step = experienceLine(
      cv([
        { text: 'Plumber, Bayside Plumbing, Mar 2019 – Present', bullet: false },
        { text: 'Installed gas lines and hot water units under supervision of the gasfitter', bullet: true },
        { text: 'Cleared blocked drains with the jetter', bullet: true },
        { text: 'Repaired burst water mains', bullet: true },
      ]),
      'Maintenance plumber. Gas lines, hot water units, drains and water mains.',
      isWord,
    );
    expect(step.cv.sections[0]!.items.map((i) => i.text).join(' ')).not.toMatch(/gas lines/);
  });

  it('says nothing the person’s own summary says in so many words', () => {
    const said = cv([
      { text: 'Receptionist, Bayside Medical Centre, Mar 2019 – Present', bullet: false },
      { text: 'Greeting patients and handling payments', bullet: true },
      { text: 'Managing appointments for six GPs', bullet: true },
    ]);
    said.sections[0]!.items = [{ text: 'Receptionist of six years, greeting patients with a smile.', bullet: false }];
    const summary = experienceLine(said, ad, isWord).cv.sections[0]!.items.map((i) => i.text);
    expect(summary.join(' ')).not.toMatch(/Experienced in greeting patients/);
    // Never cut before the amount a noun is empty without, nor inside a name.
    expect(workPhrase('Cared for an allocation of 7–8 residents per shift', isWord, true)).toBeNull();
    expect(workPhrase('Lead a team of 14 across womenswear and accessories', isWord, true)).toBe('leading a team');
    expect(
      workPhrase("Applied the school's Positive Behaviour for Learning (PBL) expectations", isWord, true),
    ).toBeNull();
    expect(workPhrase('Worked with Ryde Hospital in Sydney', isWord, true)).toBe('working with Ryde Hospital');
    // A labour-hire worker placed with companies did no "placing".
    expect(workPhrase('Placed with different civil companies around western Sydney', isWord, true)).toBeNull();
  });

  it('adds nothing under a summary that says what the person does in sentences of their own', () => {
    const full = cv([
      { text: 'Receptionist, Bayside Medical Centre, Mar 2019 – Present', bullet: false },
      {
        text: 'Duties included: greeting patients, filing, handling payments and other duties as required.',
        bullet: false,
      },
    ]);
    full.sections[0]!.items = [
      {
        text: 'Medical receptionist of six years at a busy mixed-billing practice with nine GPs, known for calm front-desk service, accurate Medicare and DVA billing, and keeping the appointment book full. Trained two new receptionists in Best Practice and the practice’s own procedures last year, wrote the front-desk manual the practice still uses, and covered the practice manager’s leave twice, running the rosters and the end-of-month reports.',
        bullet: false,
      },
    ];
    expect(experienceLine(full, ad, isWord).changes).toEqual([]);
    // Nor under two sentences of the person's own: the line read to recruiters as a template stacked on a summary.
    full.sections[0]!.items = [
      {
        text: 'Medical receptionist of six years at a mixed-billing practice. Calm at a busy front desk and accurate with Medicare billing.',
        bullet: false,
      },
    ];
    expect(experienceLine(full, ad, isWord).changes).toEqual([]);
  });

  it('draws on the latest two roles only, never a role of long ago', () => {
    const step = experienceLine(
      cv([
        { text: 'Practice Manager, Bayside Medical Centre, 2019 – Present', bullet: false },
        { text: 'Ran the practice budget', bullet: true },
        { text: 'Office Manager, Coastal Dental, 2015 – 2019', bullet: false },
        { text: 'Managed rosters for 12 staff', bullet: true },
        { text: 'Receptionist, Northside GP, 2005 – 2008', bullet: false },
        { text: 'Greeted patients at the front desk', bullet: true },
        { text: 'Handled payments and Medicare claims', bullet: true },
      ]),
      ad,
      isWord,
    );
    expect(step.changes).toEqual([]);
  });

  it('repeats "in" when a phrase holds an "and" of its own, and adds nothing for fewer than two phrases', () => {
    const both = experienceLine(
      cv([
        { text: 'Processed Medicare claims and payments', bullet: true },
        { text: 'Greeted patients at the front desk', bullet: true },
      ]),
      ad,
      isWord,
    );
    expect(both.cv.sections[0]!.items[1]!.text).toBe(
      'Experienced in processing Medicare claims and payments and in greeting patients.',
    );
    const one = experienceLine(cv([{ text: 'Greeted patients', bullet: true }]), ad, isWord);
    expect(one.changes).toEqual([]);
  });

  it('never reads a role heading set over two lines as work ("Service Desk Officer | …")', () => {
    const step = experienceLine(
      cv([
        { text: 'Service Desk Officer | Bayside Medical Centre, Cleveland QLD', bullet: false },
        { text: 'Mar 2019 – Present', bullet: false },
        { text: 'Greeted patients at the front desk', bullet: true },
        { text: 'Handled payments and Medicare claims', bullet: true },
      ]),
      'Service desk officer: greeting patients at the desk, handling payments and Medicare claims.',
      isWord,
    );
    expect(step.changes[0]!.after).not.toMatch(/servicing|Officer/);
  });
});

describe('the tailored lines read as a recruiter would write them', () => {
  it('does not open two summary sentences with "Experienced"', () => {
    const cv: StructuredCv = {
      name: 'Kim Tran',
      contact: [],
      sections: [
        { kind: 'summary', heading: 'Summary', items: [{ text: 'Experienced medical receptionist.', bullet: false }] },
        {
          kind: 'experience',
          heading: 'Experience',
          items: [
            { text: 'Greeted patients at the front desk', bullet: true },
            { text: 'Booked appointments for six GPs', bullet: true },
          ],
        },
      ],
    };
    const step = experienceLine(cv, 'Receptionist: greeting patients and managing appointments.', isWord);
    expect(step.changes[0]!.after).toBe('Hands-on experience in greeting patients and booking appointments.');
  });
});
