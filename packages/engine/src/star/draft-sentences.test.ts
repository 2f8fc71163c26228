import { describe, expect, it } from 'vitest';
import {
  dutyTask,
  elsewhere,
  joined,
  purposeOf,
  scopeSentence,
  situation,
  statedSentence,
  trainingSentence,
} from './draft-sentences';
import { firstPerson } from './first-person';
import { shortFocus } from './draft-star';

describe('a Skills line said in a draft', () => {
  it('frames a labelled list as a sentence, "and" before its last item and brackets kept whole', () => {
    expect(statedSentence('Grants administration: guidelines, assessment, agreements, acquittal')).toBe(
      'In grants administration, my skills include guidelines, assessment, agreements and acquittal.',
    );
    expect(statedSentence('Systems: TRIM, SAP Ariba, Excel (pivot tables, XLOOKUP)')).toBe(
      'The systems I use include TRIM, SAP Ariba and Excel (pivot tables, XLOOKUP).',
    );
  });

  it('lowers a plain skill opening the line, never a name', () => {
    expect(statedSentence('Rapport building, de-escalation, case notes, Microsoft Office')).toBe(
      'My skills include rapport building, de-escalation, case notes and Microsoft Office.',
    );
    // A plain skill before its comma is lowered too, labelled or not.
    expect(statedSentence('Writing: Correspondence, briefs, assessment reports')).toBe(
      'In writing, my skills include correspondence, briefs and assessment reports.',
    );
    expect(statedSentence('Excel and Word')).toBe('My skills include Excel and Word.');
  });

  it('keeps a labelled detail of one item as it is written', () => {
    expect(statedSentence('Availability: Full time')).toBe('Availability: Full time.');
  });
});

describe('the scope of a role said in a draft', () => {
  it('names the role’s usual work, not a stint acting in another', () => {
    const role = {
      title: 'Program Officer',
      employer: 'Department of Industry',
      when: 'Since 2022',
      current: true,
      order: 0,
      bullets: [
        'Acted as Assistant Director (EL1) for 10 weeks, supervising 4 APS staff',
        'Managed a portfolio of 64 grant agreements worth $18.7 million',
        'Coordinated assessment of 412 applications in the 2023 round',
      ],
    };
    const said = scopeSentence(role, [], () => true, 0);
    expect(said).toMatch(/^In this role, my work covers managing a portfolio/);
    expect(said).not.toMatch(/act/i);
    // Another draft's turn starts from another line, with no "also" that refers to nothing.
    expect(scopeSentence(role, [], () => true, 1)).toMatch(/^My work there covers coordinating assessment/);
    // A line that states a result is an outcome, not the role's everyday work.
    const result = {
      ...role,
      bullets: ['Reduced overdue acquittals from 18 to 4 in a year', ...role.bullets.slice(1)],
    };
    expect(scopeSentence(result, [], () => true, 0)).not.toMatch(/reducing/);
    // Nor a phrase that keeps only how often ("working every day" of "Work every day with Aboriginal young people").
    const daily = {
      ...role,
      bullets: [
        'Work every day with Aboriginal young people and their families in Palmerston',
        ...role.bullets.slice(1),
      ],
    };
    expect(scopeSentence(daily, [], () => true, 0)).not.toMatch(/working every day/);
  });
});

describe('an example from another role', () => {
  const role = (order: number, title: string, employer: string) => ({
    title,
    employer,
    when: null,
    current: false,
    order,
    bullets: [],
  });
  const main = role(0, 'Child Protection Practitioner', 'Department of Families');
  const bullet = (text: string) => ({
    text,
    role: role(1, 'Case Manager', 'Goldfields Family Services'),
    concepts: new Set<string>(),
    figures: true,
  });

  it('names the role as who "I" was, and as the role held where the sentence has another subject', () => {
    expect(elsewhere(bullet('Case-managed 10–12 families at a time'), main, undefined, undefined)).toBe(
      'Earlier, as a Case Manager at Goldfields Family Services, I case-managed 10–12 families at a time.',
    );
    expect(elsewhere(bullet('78% of families closed with case plan goals met'), main, undefined, undefined)).toBe(
      'Earlier, in my role as a Case Manager at Goldfields Family Services, 78% of families closed with case plan goals met.',
    );
    // A line that names its own role takes only the employer.
    expect(
      elsewhere(bullet('Secretariat for the ethics committee: prepared meeting papers'), main, undefined, undefined),
    ).toBe(
      'Earlier, at Goldfields Family Services, as the secretariat for the ethics committee, I prepared meeting papers.',
    );
  });

  it('says the job held now is more recent than a placement the CV lists above it', () => {
    const placement = { ...role(0, 'Family Intervention Support Worker', 'Logan Family Connect'), when: 'In 2025' };
    const now = {
      ...role(2, 'Intake and Support Worker', 'Kingston Community Hub'),
      when: 'Since 2026',
      current: true,
    };
    const line = { text: 'Completed intake assessments', role: now, concepts: new Set<string>(), figures: false };
    expect(elsewhere(line, placement, undefined, undefined)).toMatch(/^More recently, as an Intake and Support Worker/);
  });

  it('says a role held within the main one’s years by its own years, not "Earlier"', () => {
    const current = { ...main, when: 'Since 2019', current: true };
    const acting = {
      text: 'Coordinated the School’s input to the annual operational plan report',
      role: { ...role(1, 'Executive Assistant', 'Kurilpa University'), when: 'In 2023' },
      concepts: new Set<string>(),
      figures: false,
    };
    expect(elsewhere(acting, current, undefined, undefined)).toMatch(/^In 2023, as an Executive Assistant at Kurilpa/);
    // One before the main role's years is earlier.
    const before = { ...acting, role: { ...acting.role, when: 'From 2014 to 2016' } };
    expect(elsewhere(before, current, undefined, undefined)).toMatch(/^Earlier, as an Executive Assistant/);
  });
});

describe('the situation a draft opens with', () => {
  it('ends on an employer’s own full stop once', () => {
    const role = {
      title: 'Program Support Officer',
      employer: 'Westside Community Connect Inc.',
      when: 'From 2019 to 2022',
      current: false,
      bullets: [],
      order: 1,
    };
    expect(situation(role, 0)).toBe(
      'From 2019 to 2022, I worked as a Program Support Officer at Westside Community Connect Inc.',
    );
    expect(situation({ ...role, employer: 'Westside Community Connect' }, 0)).toMatch(/Connect\.$/);
  });
});

describe('a placement said in a draft', () => {
  const placement = {
    title: 'Clinical Placement',
    employer: 'Fiona Stanley Hospital',
    when: 'In 2024',
    current: false,
    bullets: ['Took observations for eight patients a shift'],
    order: 1,
  };
  it('is completed, not worked as', () => {
    expect(situation(placement)).toBe('In 2024, I completed a clinical placement at Fiona Stanley Hospital.');
    const job = {
      ...placement,
      title: 'Ward Clerk',
      employer: 'St John of God',
      when: 'Since 2025',
      current: true,
      order: 0,
    };
    const line = { text: placement.bullets[0]!, role: placement, concepts: new Set<string>(), figures: false };
    expect(elsewhere(line, job, undefined, undefined)).toBe(
      'Earlier, on a clinical placement at Fiona Stanley Hospital, I took observations for eight patients a shift.',
    );
  });
});

describe('sentences joined into a draft', () => {
  it('sets "also" after a helping verb, reads "sought" as done, and ends a focus at its semicolon', () => {
    expect(joined('I am often the first point of contact for staff.', 1)).toBe(
      'I am also often the first point of contact for staff.',
    );
    // A duty whose colon opens what was done in a year is no one task ("My task was to coordinate …: in 2025–26 managed").
    const grants = 'Coordinate the Community Grants Program: in 2025–26 managed 112 applications';
    expect(dutyTask(grants, firstPerson(grants), () => true)).toBeNull();
    // A participle before a noun stays as written: no "nursing and ally health staff".
    const team = 'Work as part of a ward team with medical, nursing and allied health staff at daily huddles';
    expect(dutyTask(team, firstPerson(team), () => true, 1) ?? '').not.toMatch(/\bally\b/);
    // What a person helped someone else do is no aim of their own.
    expect(
      purposeOf('I supported a 15-year-old at risk of homelessness to attend appointments.', () => true),
    ).toBeNull();
    // Nor what others went on to do after the person's work.
    expect(
      purposeOf(
        'I designed and ran an 8-week mentoring group. 15 young people enrolled and 11 completed; two went on to enrol in further training.',
        () => true,
      ),
    ).toBeNull();
    // Nor one that runs on into the next sentence.
    expect(
      purposeOf(
        'I resolved a complaint, coordinating with three teams to restore $6,400 in arrears within a week. The customer withdrew their complaint.',
        () => true,
      ),
    ).toBeNull();
    // Nor what a noun is for: "the right person to speak with" gives no "My task was to speak with."
    expect(
      purposeOf('I always checked with Elders and family about the right person to speak with.', () => true),
    ).toBeNull();
    expect(
      purposeOf('I consulted with state agencies and peak bodies to shape program guidelines.', () => true),
    ).toEqual({
      purpose: 'shape program guidelines',
      before: 'I consulted with state agencies and peak bodies.',
    });
    // A line in the person's own voice is said as written.
    expect(trainingSentence('In GIS and Remote Sensing I used QGIS to build habitat suitability maps')).toBe(
      'In GIS and Remote Sensing, I used QGIS to build habitat suitability maps.',
    );
    // Study set aside is neither held nor under way; study under way is not held.
    expect(trainingSentence('Diploma of Community Services – TAFE NSW, 2019 – 2020, 5 of 16 units done')).toBe(
      'I also studied towards a Diploma of Community Services – TAFE NSW, 2019 – 2020, 5 of 16 units done.',
    );
    expect(trainingSentence('Graduate Certificate in Public Policy (deferred)', false)).toBe(
      'I studied towards a Graduate Certificate in Public Policy (deferred).',
    );
    expect(trainingSentence('Bachelor of Social Work – ACU, 2024 – current')).toMatch(
      /^I am also completing a Bachelor/,
    );
    // "the Institute of …", the year inside a bracket that closes the place; one course named by its kind takes "a".
    expect(trainingSentence('Graduate Certificate in Law – Institute of Legal Studies (Perth), 2021')).toBe(
      'I also hold a Graduate Certificate in Law from the Institute of Legal Studies (Perth, 2021).',
    );
    expect(trainingSentence('Trauma-Informed Practice workshop – 2024')).toBe(
      'My relevant training includes a Trauma-Informed Practice workshop (2024).',
    );
    // Study under way said as a sentence says it: where, and when it ends, no bracket of the CV's.
    expect(trainingSentence('Diploma of Nursing - TasTAFE (currently studying, due to finish March 2028)')).toBe(
      'I am also completing a Diploma of Nursing at TasTAFE, due to finish in March 2028.',
    );
    expect(trainingSentence('Bachelor of Arts, University of Adelaide (in progress, expected 2027)', false)).toBe(
      'I am completing a Bachelor of Arts at the University of Adelaide, due to finish in 2027.',
    );
    // A line of coursework is study, said without its label.
    expect(trainingSentence('Relevant courses: Child and Family Welfare Practice; Trauma-Informed Practice')).toBe(
      'My relevant study includes Child and Family Welfare Practice; Trauma-Informed Practice.',
    );
    // Nor one whose aside is followed by an irregular past ("to recognise … and, with my team leader, made a report").
    const aside = 'Recognised a concern during an intake and, with my team leader, made a report to Child Safety';
    expect(dutyTask(aside, firstPerson(aside), () => true)).toBeNull();
    // Nor what the person was given: no "My role was to receive an Area Manager's commendation".
    const given = 'Received an Area Manager’s commendation in 2024 for de-escalating a dispute with a vessel master';
    expect(dutyTask(given, firstPerson(given), () => true)).toBeNull();
    // A clause after a semicolon with a subject of its own is a sentence of its own.
    expect(firstPerson('Resolved a complaint within a week; the customer withdrew their Ombudsman complaint')).toBe(
      'I resolved a complaint within a week. The customer withdrew their Ombudsman complaint.',
    );
    expect(firstPerson('Sought mid-cycle feedback from the Director in 2023')).toBe(
      'I sought mid-cycle feedback from the Director in 2023.',
    );
    expect(
      shortFocus(
        'Well-developed written and verbal communication skills; including the ability to prepare clear correspondence.',
      ),
    ).toBe('my written and verbal communication skills');
  });
});

describe('what a draft says of a public body, a law and a course still being studied', () => {
  const role = { title: 'Client Service Officer', when: 'Since 2022', current: true, bullets: [], order: 0 };
  it('names a public body named for its nation or state with "the", and a company or a state’s health service without', () => {
    expect(situation({ ...role, employer: 'National Disability Insurance Agency' }, 0)).toMatch(
      /at the National Disability Insurance Agency\.$/,
    );
    expect(situation({ ...role, employer: 'Victorian Building Authority' }, 0)).toMatch(/at the Victorian/);
    expect(situation({ ...role, employer: 'Queensland Health' }, 0)).toMatch(/at Queensland Health\.$/);
    expect(situation({ ...role, employer: 'Australian Unity' }, 0)).toMatch(/at Australian Unity\.$/);
  });
  it('says a law as knowledge, a hyphened skill in small letters, and a course being studied as being completed', () => {
    expect(statedSentence('Privacy Act 1988 and the Australian Privacy Principles')).toBe(
      'My knowledge includes the Privacy Act 1988 and the Australian Privacy Principles.',
    );
    expect(statedSentence('Face-to-face and phone service for complex enquiries')).toBe(
      'My skills include face-to-face and phone service for complex enquiries.',
    );
    expect(trainingSentence('Currently studying Diploma of Community Services, TAFE NSW (part time)')).toBe(
      'I am also completing a Diploma of Community Services, TAFE NSW (part time).',
    );
  });
});

describe('a bullet of two sentences said in the first person', () => {
  it('gives the later action its "I", and what was done to the person its "was"', () => {
    expect(firstPerson('Answered rates enquiries at the counter. Reduced call-backs by 20% with a new script.')).toBe(
      'I answered rates enquiries at the counter. I reduced call-backs by 20% with a new script.',
    );
    expect(firstPerson('Wrote the induction guide. Recognised by the CEO at the 2023 staff awards.')).toBe(
      'I wrote the induction guide. I was recognised by the CEO at the 2023 staff awards.',
    );
    expect(firstPerson('Wrote 20 briefs for the Minister, and thanked by the Chief of Staff for their clarity.')).toBe(
      'I wrote 20 briefs for the Minister, and was thanked by the Chief of Staff for their clarity.',
    );
    expect(firstPerson('Calm distressed callers and arrange emergency payments.')).toMatch(/^I calmed distressed/);
  });
});

describe('an achievement as the task', () => {
  it('is never said as a task set: what the person noticed or started is their own', async () => {
    const speller = await (await import('../analyse/checks/spelling')).loadSpeller();
    const isWord = (w: string) => speller.correct(w);
    const noticed = 'Identified that 9 grants were at risk of lapsing and arranged extensions with the funder';
    expect(dutyTask(noticed, firstPerson(noticed), isWord)).toBeNull();
    const duty = 'Processed grant payments against the funding agreement';
    expect(dutyTask(duty, firstPerson(duty), isWord)).toBe(
      'My task was to process grant payments against the funding agreement.',
    );
  });
});

describe('work named with its years before what the person did', () => {
  it('is said as part of that work, in the first person', () => {
    expect(firstPerson('Medication Safety Committee (2022–2024): audited 300 charts and presented the findings.')).toBe(
      'As part of the Medication Safety Committee (2022–2024), I audited 300 charts and presented the findings.',
    );
  });

  it('is said as the part the person played where the name is one', () => {
    expect(firstPerson('Quality checker for new staff (2022–2025): checked 2,000 claims and gave feedback.')).toBe(
      'As a quality checker for new staff (2022–2025), I checked 2,000 claims and gave feedback.',
    );
    expect(firstPerson('Digital Ambassador (2023–2024): showed customers how to use the app.')).toBe(
      'As a Digital Ambassador (2023–2024), I showed customers how to use the app.',
    );
  });
});

describe('a labelled Skills line of two items', () => {
  it('is said as skills under a skill’s label, as written under a detail’s, and with one "and" only', () => {
    expect(statedSentence('Stakeholder engagement: workshop facilitation, council liaison')).toBe(
      'In stakeholder engagement, my skills include workshop facilitation and council liaison.',
    );
    expect(statedSentence('Availability: Full time, Monday – Friday')).toBe(
      'Availability: Full time, Monday – Friday.',
    );
    expect(statedSentence('Writing: briefs, correspondence, reports and program guidelines')).toBe(
      'In writing, my skills include briefs, correspondence, reports and program guidelines.',
    );
  });
});

describe('a course said as the person did it', () => {
  it('says a line that opens with "Completed" as done, not as a course named', () => {
    expect(trainingSentence('Completed annual Privacy Act compliance training (2022–2025)', false)).toBe(
      'I completed annual Privacy Act compliance training (2022–2025).',
    );
  });
});
