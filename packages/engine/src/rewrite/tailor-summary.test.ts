import { describe, expect, it } from 'vitest';
import { loadSpeller } from '../analyse/checks/spelling';
import { tailorSummary } from './tailor-summary';
import { heldLightly, strengthsShown } from './strengths-shown';
import type { Judgement } from '../match/judge';
import { term } from '../vocabulary';
import type { StructuredCv } from './structured-cv';

const speller = await loadSpeller();
const isWord = (w: string) => speller.correct(w);
const cv: StructuredCv = {
  name: 'Emily Fraser',
  contact: [],
  sections: [{ kind: 'summary', heading: 'Summary', items: [{ text: 'Hospital social worker.', bullet: false }] }],
};

/** A requirement the match judged fully shown by `evidence`, named by a vocabulary term where `withTerm` is given. */
const judged = (kind: 'soft' | 'skill' | 'tool', wording: string, evidence = 'x', withTerm?: string): Judgement => ({
  requirement: {
    kind,
    name: wording,
    wording,
    essential: true,
    from: 'candidate',
    concepts: [],
    knockOut: false,
    ...(withTerm ? { term: term(kind, withTerm, [wording]) } : {}),
  },
  met: 1,
  evidence,
});

describe('the key strengths line', () => {
  it('is not written of the office tools and soft skills every job asks, but is beside a skill of the job', () => {
    const plain = [
      { text: 'Excel', name: true },
      { text: 'Attention to detail', name: false, soft: true },
    ];
    expect(tailorSummary(cv, plain, 'Payroll Officer', isWord).changes).toEqual([]);
    const withSkill = [...plain, { text: 'Award interpretation', name: false }];
    expect(tailorSummary(cv, withSkill, 'Payroll Officer', isWord).changes[0]!.after).toMatch(/award interpretation/);
  });

  it('says a licence alone where the other strengths are an office tool and a soft skill', () => {
    const shown = [
      { text: 'Excel', name: true },
      { text: 'Communication', name: false, soft: true },
      { text: 'Forklift licence', name: false, credential: true },
    ];
    expect(tailorSummary(cv, shown, 'Logistics Coordinator', isWord).changes[0]!.after).toBe(
      'Holds the forklift licence.',
    );
  });

  it('keeps a framework’s name in capitals with its article, and sets a strength with an "and" first of three', () => {
    const eylf = judged(
      'skill',
      'Early Years Learning Framework',
      'Linked learning stories to the five Learning Outcomes',
      'Early Years Learning Framework',
    );
    const whs = judged(
      'skill',
      'Work Health and Safety',
      'Completed the weekly safety checklist',
      'Work health and safety',
    );
    const storypark = judged('skill', 'Storypark documentation', 'Wrote observations in Storypark');
    expect(tailorSummary(cv, strengthsShown([eylf, whs, storypark]), 'Educator', isWord).changes[0]!.after).toBe(
      'Brings experience in work health and safety, the Early Years Learning Framework and Storypark documentation to Educator roles.',
    );
  });

  it('lists a strength that holds an "and" of its own last, so the line reads as one list', () => {
    const shown = [
      { text: 'BAS and GST', name: false },
      { text: 'progress claims', name: false },
    ];
    expect(tailorSummary(cv, shown, 'Bookkeeper', isWord).changes[0]!.after).toBe(
      'Brings experience in progress claims, BAS and GST to Bookkeeper roles.',
    );
  });

  it('writes a Title Case skill in small letters, and keeps a phrase with an abbreviation as written', () => {
    const step = tailorSummary(
      cv,
      [
        { text: 'Child Protection', name: false },
        { text: 'Payroll processing', name: false },
        { text: 'STP reporting', name: false },
      ],
      'Child Protection Practitioner',
      isWord,
    );
    expect(step.changes[0]!.after).toBe(
      'Brings experience in child protection, payroll processing and STP reporting to Child Protection Practitioner roles.',
    );
  });

  it('names a soft skill by the vocabulary’s name, never by the ad’s clause', () => {
    const teamwork = judged(
      'soft',
      'part of a team',
      'Worked with two other educators in the toddler room',
      'Teamwork',
    );
    const shown = strengthsShown([teamwork, judged('skill', 'Storypark', 'Documented learning in Storypark')]);
    expect(shown.map((x) => x.text)).toContain('Teamwork');
  });

  it('keeps the capitals of a name the vocabulary does not know, as the ad writes it', () => {
    const shown = strengthsShown([
      judged('skill', 'Viewpoint Vista', 'Processed 520 invoices a week in Viewpoint Vista'),
      judged('skill', 'Subcontractor claims', 'Reviewed 60 subcontractor claims a month'),
    ]);
    expect(tailorSummary(cv, shown, 'Accounts Payable Officer', isWord).changes[0]!.after).toMatch(
      /^Brings experience in Viewpoint Vista and subcontractor claims to Accounts Payable Officer roles\.$/,
    );
  });

  it('names one of two that say the same, the one that says more', () => {
    const step = tailorSummary(
      cv,
      [
        { text: 'Budgeting', name: false },
        { text: 'Wage budgets', name: false },
        { text: 'Visual merchandising', name: false },
      ],
      'Store Manager',
      isWord,
    );
    expect(step.changes[0]!.after).toBe(
      'Brings experience in wage budgets and visual merchandising to Store Manager roles.',
    );
  });

  it('keeps a product’s name as written, and says a licence alone is held, not a strength', () => {
    const step = tailorSummary(
      cv,
      [
        { text: 'Azure DevOps', name: false },
        { text: 'Stakeholder Management', name: false },
      ],
      'ICT Project Manager',
      isWord,
    );
    expect(step.changes[0]!.after).toBe(
      'Brings experience in Azure DevOps and stakeholder management to ICT Project Manager roles.',
    );
    // One tool or one word alone reads as a template: no line.
    expect(tailorSummary(cv, [{ text: 'CRM', name: true }], 'ICT Project Manager', isWord).changes).toEqual([]);
    // A skill of two words may stand alone, but not when Key Skills lists it already.
    const floor = [{ text: 'Floor machines', name: false }];
    expect(tailorSummary(cv, floor, 'Cleaning Supervisor', isWord).changes).toHaveLength(1);
    const listed: StructuredCv = {
      ...cv,
      sections: [
        ...cv.sections,
        { kind: 'skills', heading: 'Key Skills', items: [{ text: 'Floor machines', bullet: true }] },
      ],
    };
    expect(tailorSummary(listed, floor, 'Cleaning Supervisor', isWord).changes).toEqual([]);
    const licence = tailorSummary(
      cv,
      [{ text: 'Electrical licence', name: false, credential: true }],
      'Electrician',
      isWord,
    );
    expect(licence.changes[0]!.after).toBe('Holds the electrical licence.');
    // A licence the CV shows restricted is said restricted: "an electrical licence" claims the full one.
    const restricted: Judgement = {
      requirement: {
        kind: 'credential',
        name: 'Electrical licence',
        wording: 'electrical licence',
        essential: true,
        from: 'candidate',
        concepts: [],
        knockOut: false,
        term: term('credential', 'Electrical licence', ['electrical licence']),
      },
      met: 1,
      evidence: 'NSW Restricted Electrical Licence – disconnect/reconnect only',
    };
    expect(strengthsShown([restricted]).map((x) => x.text)).toEqual(['restricted electrical licence']);
    // Beside a skill, the awards and registrations the ad asks of everyone go unnamed: conditions met, not strengths.
    const mixed = tailorSummary(
      cv,
      [
        { text: 'AHPRA registration', name: false, credential: true, condition: true },
        { text: 'Medication administration', name: false },
        { text: 'Diploma of Nursing', name: true, credential: true, condition: true },
        { text: 'Wound Management certificate', name: false, credential: true },
      ],
      'Enrolled Nurse',
      isWord,
    );
    expect(mixed.changes[0]!.after).toBe(
      'Brings experience in medication administration to Enrolled Nurse roles. Holds the wound management certificate.',
    );
    // Credentials alone are said as held, the awards among them too.
    const held = tailorSummary(
      cv,
      [
        { text: 'Certificate III in Commercial Cookery', name: true, credential: true, condition: true },
        { text: 'Food Safety Supervisor certificate', name: false, credential: true },
      ],
      'Chef',
      isWord,
    );
    expect(held.changes[0]!.after).toMatch(/^Holds the Certificate III in Commercial Cookery and/);
    // Each held thing with its own article.
    const ticket = tailorSummary(
      cv,
      [
        { text: 'Certificate III in Carpentry', name: true, credential: true, condition: true },
        { text: 'Working at heights ticket', name: false, credential: true },
      ],
      'Carpenter',
      isWord,
    );
    expect(ticket.changes[0]!.after).toBe('Holds the Certificate III in Carpentry and a working at heights ticket.');
  });

  it('says an award alone is held, not a strength', () => {
    const met: Judgement = {
      requirement: {
        kind: 'qualification',
        name: 'Certificate IV',
        wording: 'Certificate IV in Veterinary Nursing',
        essential: true,
        from: 'candidate',
        concepts: [],
        knockOut: false,
      },
      met: 1,
      evidence: 'Certificate IV in Veterinary Nursing (ACM40418) – TAFE Tasmania, 2021',
    };
    const step = tailorSummary(cv, strengthsShown([met]), 'Veterinary Nurse', isWord);
    expect(step.changes[0]!.after).toBe('Holds the Certificate IV in Veterinary Nursing.');
    // An award the CV shortens ("Cert III") is named as the CV names it, not by the ad's "Trade qualified", and without
    // where it was studied.
    const trade: Judgement = {
      ...met,
      requirement: { ...met.requirement, name: 'Trade qualified', wording: 'trade qualified' },
      evidence: 'Cert III in Engineering - Mechanical Trade (Fitting) - South Metropolitan TAFE 2018',
    };
    expect(tailorSummary(cv, strengthsShown([trade]), 'Fitter', isWord).changes[0]!.after).toBe(
      'Holds the Cert III in Engineering.',
    );
  });

  it('names only what the summary does not already say, and nothing when it says it all', () => {
    const said: StructuredCv = {
      ...cv,
      sections: [
        {
          kind: 'summary',
          heading: 'Summary',
          items: [{ text: 'Dental receptionist skilled in Dental4Windows and HICAPS claims.', bullet: false }],
        },
      ],
    };
    const strengths = (...texts: string[]) => texts.map((text) => ({ text, name: false }));
    const step = tailorSummary(
      said,
      strengths('Dental4Windows', 'Recall management', 'Appointment books'),
      'Dental Receptionist',
      isWord,
    );
    expect(step.changes[0]!.after).toBe(
      'Brings experience in recall management and appointment books to Dental Receptionist roles.',
    );
    expect(tailorSummary(said, strengths('Dental4Windows', 'HICAPS'), 'Dental Receptionist', isWord).changes).toEqual(
      [],
    );
  });

  it('names a strength as a thing: the vocabulary’s name for an ad’s verb, and no lone word off the vocabulary', () => {
    const shown = (wording: string, kind: 'soft' | 'skill', withTerm?: string) => judged(kind, wording, 'x', withTerm);
    const named = strengthsShown([
      shown('communicates', 'soft', 'Communication'),
      shown('campaign', 'skill'),
      shown('enterprise bargaining', 'skill'),
      // A place is no strength: "shopping centre" of "shopping centre experience".
      shown('shopping centre experience', 'skill'),
    ]).map((x) => x.text);
    expect(named).toEqual(['enterprise bargaining', 'Communication']);
  });

  it('ranks as a recruiter would: the job’s skills, the award as the CV names it, a ticket last, no driver licence', () => {
    const met = (kind: Judgement['requirement']['kind'], wording: string, evidence = 'x'): Judgement => ({
      requirement: { kind, name: wording, wording, essential: true, from: 'candidate', concepts: [], knockOut: false },
      met: 1,
      evidence,
    });
    const named = strengthsShown([
      met('occupation', 'early childhood educator'),
      met('credential', 'Food safety certificate'),
      met('credential', 'Driver licence'),
      met(
        'qualification',
        'Certificate III',
        'Certificate III in Early Childhood Education and Care (Kindergarten) – TAFE NSW, 2019',
      ),
      // The job's own field, and a name cut short, are no strengths.
      met('skill', 'early childhood'),
      met('skill', 'NSW Class'),
      met('skill', 'behaviour guidance experience'),
    ]).map((x) => x.text);
    // The job's own word in another form is no strength either ("plumbing" for a plumber).
    const plumbing = met('skill', 'plumbing');
    plumbing.requirement.term = {
      kind: 'skill',
      name: 'Plumbing',
      ad: ['plumbing'],
      cv: ['plumbing'],
      knockOut: false,
    };
    const plumber = strengthsShown([met('occupation', 'licensed plumber'), plumbing]);
    expect(plumber).toEqual([]);
    expect(named).toEqual([
      'behaviour guidance',
      // Its specialisation in brackets kept.
      'Certificate III in Early Childhood Education and Care (Kindergarten)',
      'Food safety certificate',
    ]);
  });

  it('names a tool the ad asks by its kind as the CV’s product, and writes no line of soft skills alone', () => {
    const met = (kind: Judgement['requirement']['kind'], name: string, evidence: string): Judgement => ({
      requirement: {
        kind,
        name,
        wording: name.toLowerCase(),
        essential: true,
        from: 'candidate',
        concepts: [],
        knockOut: false,
        term: term(kind as 'tool', name, [name.toLowerCase()], [name.toLowerCase(), 'salesforce', 'sap']),
      },
      met: 1,
      evidence,
    });
    const crm = met('tool', 'CRM', 'Logged every call in Salesforce and Genesys while on the phone');
    expect(strengthsShown([crm]).map((x) => x.text)).toEqual(['Salesforce']);
    // The ad's own word in the line is the name to use; a product's letters inside another word are no product.
    const said = met('tool', 'CRM', 'Kept the CRM (Salesforce) up to date');
    const inside = met('tool', 'ERP', 'Sapphire Homes reception; used the ERP daily');
    expect(strengthsShown([said, inside]).map((x) => x.text)).toEqual(['CRM', 'ERP']);
    const soft = strengthsShown([met('soft', 'Communication', 'Spoke with 60 callers a day')]);
    expect(tailorSummary(cv, soft, 'Light Vehicle Technician', isWord).changes).toEqual([]);
    // Nor one skill alone that every such job asks.
    const generic = [{ text: 'Customer service', name: false }];
    expect(tailorSummary(cv, generic, 'Pharmacy Assistant', isWord).changes).toEqual([]);
    const both = strengthsShown([met('soft', 'Communication', 'x'), crm]);
    expect(tailorSummary(cv, both, 'Customer Service Officer', isWord).changes[0]!.after).toBe(
      'Brings experience in Salesforce and communication to Customer Service Officer roles.',
    );
    // Beside a licence held, soft skills alone are left out: the licence is said as held.
    const ticket = { text: 'forklift licence', name: false, credential: true };
    const softAndTicket = [...strengthsShown([met('soft', 'Communication', 'x')]), ticket];
    expect(tailorSummary(cv, softAndTicket, 'Storeperson', isWord).changes[0]!.after).toBe(
      'Holds the forklift licence.',
    );
    // An everyday ticket alone makes no line: the Licences section lists it.
    const firstAid = [
      ...strengthsShown([met('soft', 'Communication', 'x')]),
      { text: 'First aid certificate', name: false, credential: true },
    ];
    expect(tailorSummary(cv, firstAid, 'Youth Worker', isWord).changes).toEqual([]);
  });

  it('names no strength from a line that holds it a little, helped another with it, or is a course’s certificate', () => {
    const met = (kind: 'skill' | 'tool', wording: string, evidence: string) => judged(kind, wording, evidence, wording);
    const named = strengthsShown([
      met('tool', 'Python', 'Some Python – completed an online course, wrote a script to rename photos'),
      met('skill', 'SQL queries', 'Basic SQL (SQLite / GeoPackage queries)'),
      met('skill', 'grant management', 'Helped draft a $5,000 grant application for a community garden'),
      met('skill', 'mental health', 'Youth Mental Health First Aid – 2023'),
      met('tool', 'QGIS', 'QGIS (3 yrs, self taught) – digitising, georeferencing, styling, print layouts'),
    ]).map((x) => x.text);
    expect(named).toEqual(['QGIS']);
  });

  it('names no key strength the CV says it knows only a little', () => {
    const cvText = [
      'Mapping: QGIS, MapInfo Pro (basic), ESdat',
      'Logged faults in Jira; ServiceNow (end user only)',
      'Tools: basic Excel, Word',
      'Python (machine learning, pandas)',
    ].join('\n');
    expect(['QGIS', 'MapInfo', 'ServiceNow', 'Excel', 'Word', 'Python'].filter((x) => heldLightly(x, cvText))).toEqual([
      'MapInfo',
      'ServiceNow',
      'Excel',
    ]);
    // Work done beside another ("(assisted senior stylist)"), and a level short of an advanced one the ad asks for.
    const rated = [
      'Colour correction (assisted senior stylist)',
      'Microsoft PowerPoint: Intermediate',
      'Outlook: Advanced',
    ].join('\n');
    expect(heldLightly('Colour correction', rated)).toBe(true);
    expect(heldLightly('PowerPoint', rated)).toBe(false);
    expect(heldLightly('PowerPoint', rated, true)).toBe(true);
    expect(heldLightly('Outlook', rated, true)).toBe(false);
    // "some water cart" after the machines run in full is a little of it.
    const plant = 'Operating 20t excavators (Cat 320), smooth drum and padfoot rollers, some water cart.';
    expect(heldLightly('water cart', plant)).toBe(true);
    expect(heldLightly('padfoot rollers', plant)).toBe(false);
  });
});
