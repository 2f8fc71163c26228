import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCv } from '../read/read-cv';
import { factGuard } from '../rewrite/fact-guard';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { draftStar } from './draft-star';
import { statementText } from './one-statement';
import { claims, OWN_WORDS, PROMPTS } from './prompts';
import { firstPerson } from './first-person';
import { capabilityOf, classificationOf } from './frameworks';
import { readPastedCriteria } from './read-pasted-criteria';
import { readCriteria } from './read-criteria';
import { readWordLimit, responseLimit } from './word-limit';
import { article, listed } from './sentence';
import { dutyTask, joined, mergeDuties, purposeOf, resultSentence, situation } from './draft-sentences';
import { cvRoles } from './cv-roles';
import { loadSpeller } from '../analyse/checks/spelling';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const prompts = (s: string) => words((s.match(/\[[^\]]*\]/g) ?? []).join(' '));

describe('reading pasted criteria', () => {
  it('reads numbered criteria and hands back the how-to-apply line instead of dropping it', () => {
    const text = `Key Selection Criteria
1. Demonstrated experience leading a team to deliver operational results.
2) Well-developed written communication skills.
3. Knowledge of workplace health and safety.
How to apply: submit a cover letter addressing the criteria by 5 June.`;
    expect(readCriteria(text)).toEqual({
      criteria: [
        'Demonstrated experience leading a team to deliver operational results.',
        'Well-developed written communication skills.',
        'Knowledge of workplace health and safety.',
      ],
      skipped: ['How to apply: submit a cover letter addressing the criteria by 5 June.'],
      labels: ['Criterion 1', 'Criterion 2', 'Criterion 3'],
    });
  });

  it('reads a position description flattened with its running header and footer, and numbers run on', async () => {
    const header = 'Position Description | Library Officer (Band 4) | Community Services Directorate';
    const footer = 'Version 1.2 - Approved 03/2025 - Printed copies are uncontrolled';
    const text = [
      'Selection Criteria 1. A relevant tertiary qualification or equivalent experience.',
      '2. Demonstrated experience delivering programs for children and families in a public library.',
      `3. Well developed written communication skills, including the ability to write clear reports. ${header}`,
      `Riverbend Council Page 2 of 3 ${footer} ${header} 4. Demonstrated ability to manage a varied workload in a busy`,
      'customer-facing environment, and to work in a team. Desirable 5. Knowledge of library management systems and',
      'higher educa- tion databases. Organisational relationships This position reports to the Branch Coordinator.',
      `Riverbend Council Page 3 of 3 ${footer}`,
    ].join(' ');
    const read = await readPastedCriteria(text);
    expect(read.labels).toEqual(['Criterion 1', 'Criterion 2', 'Criterion 3', 'Criterion 4', 'Desirable criterion 5']);
    expect(read.criteria[3]).toBe(
      'Demonstrated ability to manage a varied workload in a busy customer-facing environment, and to work in a team.',
    );
    expect(read.criteria[4]).toBe('Knowledge of library management systems and higher education databases.');
    expect(read.criteria.join(' ')).not.toMatch(/Version|Position Description|reports to/);
  });

  it('heads each criterion as the panel lists it: its letter or number, and its list where two are named', () => {
    const lists = `Selection criteria
Essential
(a) A degree in science with subsequent relevant experience.
b) Demonstrated experience running undergraduate teaching laboratory classes.
Desirable
i. Experience using chemical inventory management systems.
ii. A current first aid certificate (or willingness to obtain one).`;
    expect(readCriteria(lists).labels).toEqual(['Essential (a)', 'Essential (b)', 'Desirable (i)', 'Desirable (ii)']);
    expect(readCriteria(lists).criteria[2]).toBe('Experience using chemical inventory management systems.');
    const questions = `Targeted questions
1. Please provide an example where you have managed a project from initiation through to delivery.
2. Tell us about a time you resolved a complaint from a member of the public.`;
    expect(readCriteria(questions).labels).toEqual(['Question 1', 'Question 2']);
    expect(readCriteria('• Strong stakeholder engagement skills\n• Ability to analyse data').labels).toEqual(['', '']);
  });

  it('keeps every criterion in every format: bullets, letters, capability names alone, targeted questions', () => {
    expect(readCriteria('• Strong stakeholder engagement skills\n• Ability to analyse data').criteria).toHaveLength(2);
    expect(
      readCriteria('(a) Leadership of teams\n(b) Budget management\n(c) Written communication').criteria,
    ).toHaveLength(3);
    const qld = 'Action Oriented\nInterpersonal Savvy\nProblem Solving\nDecision Quality\nCustomer Focus';
    expect(readCriteria(qld).criteria).toEqual(qld.split('\n'));
    const nsw = 'Focus capabilities\nCommunicate Effectively\nDeliver Results\nWork Collaboratively';
    expect(readCriteria(nsw).criteria).toEqual(['Communicate Effectively', 'Deliver Results', 'Work Collaboratively']);
    const question = 'Please provide an example where you have resolved a complaint from a member of the public.';
    expect(readCriteria(`Targeted questions\n${question}`).criteria).toEqual([question]);
  });

  it('keeps a capability and the line of description under it together', () => {
    const text =
      'Communicates with Influence\nCommunicates clearly and adapts the message to the audience\nAchieves Results';
    expect(readCriteria(text).criteria).toEqual([
      'Communicates with Influence: Communicates clearly and adapts the message to the audience',
      'Achieves Results',
    ]);
  });

  it('splits a flattened paragraph into its criteria and questions', () => {
    const flat =
      'Selection criteria 1. Demonstrated ability to manage a caseload. Selection criteria 2. Excellent written communication. Please provide an example where you have worked with a difficult stakeholder.';
    expect(readCriteria(flat).criteria).toHaveLength(3);
    // A Victorian position description flattened: its parts' headings run into the criteria around them.
    const vps =
      'Project Officer, VPS Grade 4 – Roads Branch Reference: DTP/123 Key selection criteria Knowledge and skills 1. Project coordination: Ability to plan and track small projects. 2. Written communication: Prepares clear briefs. Personal qualities 3. Integrity: Takes responsibility for own work. Specialist/technical expertise Experience with asset management systems. Qualifications Mandatory: A degree in engineering or a related field. Other requirements: A current driver licence and a National Police Check. How to apply Submit a statement of no more than two pages.';
    const read = readCriteria(vps);
    expect(read.criteria).toEqual([
      'Project coordination: Ability to plan and track small projects.',
      'Written communication: Prepares clear briefs.',
      'Integrity: Takes responsibility for own work.',
      'Experience with asset management systems.',
      'A degree in engineering or a related field.',
    ]);
    expect(read.skipped[0]).toBe('Project Officer, VPS Grade 4 – Roads Branch Reference: DTP/123');
    // A whole ad pasted flat: the role's duties and its pay are no criteria, an award asked for is one, and a list
    // after "such as:" stays with its criterion.
    const ad =
      'About the program The Western Youth Service is a partnership of three community organisations offering outreach, counselling and family support across the western suburbs. About the role The Youth Clinician is responsible for conducting assessments and providing counselling to young people and their families. About you We are seeking candidates who can demonstrate the following: A Degree in Social Work or Psychology; Certificate IV in Youth Work; Experience with approaches such as: Motivational Interviewing, Narrative Therapy; Demonstrated ability to work with families. In return, you will be part of a caring team and be paid a salary in the range of $70,000-$75,000 plus super.';
    expect(readCriteria(ad).criteria).toEqual([
      'A Degree in Social Work or Psychology',
      'Certificate IV in Youth Work',
      'Experience with approaches such as Motivational Interviewing, Narrative Therapy',
      'Demonstrated ability to work with families.',
    ]);
    const runOn =
      'To be successful you will need: An understanding of community services Ability to work within the team Dedicated experience in case management';
    expect(readCriteria(runOn).criteria).toEqual([
      'An understanding of community services',
      'Ability to work within the team',
      'Dedicated experience in case management',
    ]);
    const person =
      'You will be: A strategic planner with strong budgeting skills Experienced in contract management A team player who shares knowledge';
    expect(readCriteria(person).criteria).toEqual([
      'A strategic planner with strong budgeting skills',
      'Experienced in contract management',
      'A team player who shares knowledge',
    ]);
  });
});

describe('classifications read from the ad', () => {
  it('reads APS, EL, QLD AO, NSW Clerk Grade and VPS levels', () => {
    expect(classificationOf('Policy Officer (APS6)')?.name).toBe('APS 6');
    expect(classificationOf('Director, EL 1, ongoing')?.expects).toMatch(/led the work/);
    expect(classificationOf('Data Analyst AO6 Brisbane')?.name).toBe('AO 6');
    expect(classificationOf('Senior Project Officer, Clerk Grade 9/10')?.name).toBe('Clerk Grade 9/10');
    // The labelled classification, not a level the ad names of the team, and "Executive Level 1" in words.
    expect(
      classificationOf('Assistant Director\nClassification: Executive Level 1\nYou will lead a team of APS 4–6 staff.')
        ?.name,
    ).toBe('EL 1');
    // A band is pitched at its upper grade: Clerk Grade 7/8 stands beside APS 6.
    expect(classificationOf('Senior Data Analyst, Clerk Grade 7/8')?.expects).toMatch(/led the work/);
    expect(classificationOf('Customer Service Officer, Clerk Grade 3/4')?.expects).toMatch(/did the work reliably/);
    expect(classificationOf('Project Officer VPS Grade 4')?.name).toBe('VPS 4');
    expect(classificationOf('Project Officer VPS 4')?.expects).toMatch(/managed your own work/);
    expect(classificationOf('Warehouse Supervisor, Sydney')).toBeNull();
  });
});

describe('word limits read from the ad', () => {
  it('reads words and pages', () => {
    expect(readWordLimit('Responses should be no more than 300 words per criterion.')).toBe(300);
    expect(readWordLimit('Submit a 750-word pitch outlining your suitability.')).toBe(750);
    expect(readWordLimit('A statement of no more than one page.')).toBe(500);
    expect(readWordLimit('Address each criterion in half a page.')).toBe(250);
    expect(readWordLimit('Applications close 12 May 2026.')).toBeNull();
  });

  it('shares a limit for the whole statement among its criteria, and keeps one given per criterion', () => {
    const pitch = 'Submit your CV and a statement of no more than 750 words outlining your suitability.';
    expect(responseLimit(pitch, 3)).toBe(250);
    expect(responseLimit(pitch, 4)).toBe(180);
    expect(responseLimit('Submit a 750-word pitch.', 1)).toBe(750);
    expect(responseLimit('Address each criterion in no more than 300 words.', 4)).toBe(300);
    expect(responseLimit('Responses of 250 words per criterion; your statement as a whole is read too.', 5)).toBe(250);
    expect(responseLimit('No limit stated.', 3)).toBeNull();
    // A limit for each response outranks one for a cover letter stated before it.
    const both =
      'Submit a resume (maximum 5 pages) and a cover letter (maximum 2 pages), and respond to the targeted questions. Please limit your response to each question to a maximum of 300 words.';
    expect(responseLimit(both, 3)).toBe(300);
    // The CV's own limit is not the responses'; a cover letter's pages are the whole statement's.
    const aps = 'Submit your CV (no more than two pages) and a statement of no more than 750 words.';
    expect(responseLimit(aps, 6)).toBe(120);
    expect(responseLimit('A cover letter of no more than two pages addressing the criteria.', 5)).toBe(200);
  });
});

describe('first-person sentences from any bullet shape', () => {
  // Each opening in the past tense, the rest as written.
  const OPENINGS: Array<[string, string]> = [
    ['Consistently meet AHT and quality targets', 'I consistently met AHT and quality targets.'],
    ['Exceed billable targets each month', 'I exceeded billable targets each month.'],
    [
      'Caseload of 32 participants across two regions',
      'My work included a caseload of 32 participants across two regions.',
    ],
    [
      'Case notes and billing in ShiftCare; consistently exceed billable target',
      'My work included case notes and billing in ShiftCare, and I consistently exceeded billable target.',
    ],
    [
      'Apply the Energy Retail Code and our hardship policy',
      'I applied the Energy Retail Code and our hardship policy.',
    ],
    ['Buddy and coach new starters', 'I buddied and coached new starters.'],
    // A duty verb joined after a long object takes the tense too; a noun of the same spelling does not.
    [
      'Receive and send 40–60 referrals per day to consultants for triage, and notify patients of outcomes.',
      'I received and sent 40–60 referrals per day to consultants for triage, and notified patients of outcomes.',
    ],
    ['Contact details updated in the system', 'My work included contact details updated in the system.'],
    // A trade's everyday verbs, irregular pasts too; a noun of the same spelling stays one.
    ['Lay pipes with the pipe layers', 'I laid pipes with the pipe layers.'],
    ['Dig and trench', 'I dug and trenched.'],
    ['Strip and wax floors', 'I stripped and waxed floors.'],
    ['Spot checks on hand hygiene', 'My work included spot checks on hand hygiene.'],
    ['Refer vulnerable customers to social workers', 'I referred vulnerable customers to social workers.'],
    ['Case notes and billing in ShiftCare', 'My work included case notes and billing in ShiftCare.'],
    ['Reduced stock errors by 40%.', 'I reduced stock errors by 40%.'],
    ['Managing a caseload of 15 clients', 'I managed a caseload of 15 clients.'],
    ['Manage the weekly roster for 20 staff', 'I managed the weekly roster for 20 staff.'],
    ['Coordinates rosters across two sites', 'I coordinated rosters across two sites.'],
    ['Led the depot move', 'I led the depot move.'],
    ['Member of the WHS committee', 'I was a member of the WHS committee.'],
    // A present duty with a past one joined, a prefixed past and "do": each said once in the past.
    [
      'Write case notes daily, and wrote the 2024-25 acquittal report',
      'I wrote case notes daily, and wrote the 2024-25 acquittal report.',
    ],
    ['Co-ran a six-week program with the college', 'I co-ran a six-week program with the college.'],
    ['Do a risk assessment at every referral', 'I did a risk assessment at every referral.'],
    // A role held under a law, with what was done in it.
    [
      'Mandatory reporter under the Care and Protection of Children Act 2007 (NT); made notifications when needed',
      'I was a mandatory reporter under the Care and Protection of Children Act 2007 (NT), and made notifications when needed.',
    ],
    // A compound adjective is no verb; a headline result is an outcome.
    [
      'Patient-reported falls down 30% after hourly rounding began',
      'I achieved this outcome: patient-reported falls down 30% after hourly rounding began.',
    ],
    // A clause before the action without its comma; an "I" later in the line is no sign the line is said already.
    [
      'During the 2022 floods helped run the evacuation centre',
      'During the 2022 floods, I helped run the evacuation centre.',
    ],
    [
      'Trained 6 new officers; 5 of the 6 I trained passed probation',
      'I trained 6 new officers; 5 of the 6 I trained passed probation.',
    ],
    // A present duty's clause of time is in the past with it.
    [
      'Act as team leader when the Student Services Manager is on leave',
      'I acted as team leader when the Student Services Manager was on leave.',
    ],
    // A kind of service is no action ("Log book servicing").
    ['Log book servicing on Mazda vehicles', 'My work included log book servicing on Mazda vehicles.'],
    ['Test drives and vehicle handovers', 'My work included test drives and vehicle handovers.'],
    ['Stock replenishment and lay-by', 'My work included stock replenishment and lay-by.'],
    [
      'First point of contact for up to 60 phone and walk-in clients a day',
      'I was the first point of contact for up to 60 phone and walk-in clients a day.',
    ],
    // A clause with its own subject is said as written.
    [
      'Referrals come from schools, child safety workers and youth justice workers.',
      'Referrals come from schools, child safety workers and youth justice workers.',
    ],
    ['It has run fortnightly since early 2023.', 'It has run fortnightly since early 2023.'],
    // A word before "of" names a thing.
    [
      'Process enrolment variations, leave of absence and special consideration requests',
      'I processed enrolment variations, leave of absence and special consideration requests.',
    ],
    [
      'Audit lead for the 2023 accreditation; no actions rated not met',
      'I was the audit lead for the 2023 accreditation, with no actions rated not met.',
    ],
    // A gerund list with a noun in it is work done, not actions.
    [
      'Shelving, returns and helping with school holiday programs',
      'My work included shelving, returns and helping with school holiday programs.',
    ],
    // Two roles in one line.
    [
      'Fire warden and first aid officer for level 3; member of the social club',
      'I was a fire warden and first aid officer for level 3, and a member of the social club.',
    ],
    [
      'Payroll and rostering; member of the WHS committee',
      'My work included payroll and rostering, and I was a member of the WHS committee.',
    ],
    [
      'Secretariat lead for a working group on water data',
      'I was the secretariat lead for a working group on water data.',
    ],
    ['Budget management for 3 sites', 'My work included budget management for 3 sites.'],
    [
      'While acting APS 5, managed the workload of two officers',
      'While acting APS 5, I managed the workload of two officers.',
    ],
    ['Promoted to HR Officer in 2020', 'I was promoted to HR Officer in 2020.'],
    ['Roster a team of around 15 casual staff', 'I rostered a team of around 15 casual staff.'],
    ['Deal with customer complaints', 'I dealt with customer complaints.'],
    ['Cover the after-hours on-call roster', 'I covered the after-hours on-call roster.'],
    [
      'Counselling and case management for adults and families',
      'My work included counselling and case management for adults and families.',
    ],
    ['Part of the on-call crisis response team', 'I was part of the on-call crisis response team.'],
    ['Picking and packing orders', 'I picked and packed orders.'],
    // A listed verb done again is one too.
    ['Book and reschedule appointments', 'I booked and rescheduled appointments.'],
    // Duty verbs the tagger reads as nouns, a proper name left alone, a comma's participle kept as written.
    ['Precept new graduate nurses', 'I precepted new graduate nurses.'],
    [
      'Handover to the RN in charge and escalate clinical concerns',
      'I handed over to the RN in charge and escalated clinical concerns.',
    ],
    ['Recruit, onboard and coach team members', 'I recruited, onboarded and coached team members.'],
    [
      'Processed licence, registration and Working With Children Check transactions',
      'I processed licence, registration and Working With Children Check transactions.',
    ],
    [
      'Completed tax returns, peaking at 400+ returns per season',
      'I completed tax returns, peaking at 400+ returns per season.',
    ],
    // A label before an achievement goes; a gerund alone names a duty; a line already in the first person stays.
    ['Key achievement: reduced voluntary turnover from 38% to 24%', 'I reduced voluntary turnover from 38% to 24%.'],
    ['Banking', 'My work included banking.'],
    [
      'Project manage a capital works program worth $14M a year',
      'I project-managed a capital works program worth $14M a year.',
    ],
    ['Filing and photocopying', 'I filed and photocopied.'],
    ['During this time I volunteered in the school tuckshop', 'During this time I volunteered in the school tuckshop.'],
    [
      'Communicate with parents through daily communication books',
      'I communicated with parents through daily communication books.',
    ],
  ];
  it.each(OPENINGS)('turns each opening into the past tense without touching the rest: %s', (bullet, sentence) =>
    expect(firstPerson(bullet)).toBe(sentence),
  );

  // Verbs joined to the opening one made parallel; nouns and adjectives that look like verbs kept as written.
  const JOINED: Array<[string, string]> = [
    // A role held before a colon, then what was done in it; an outcome for all after a semicolon.
    [
      'Acting Assistant Grants Manager (APS 5), March–August 2025: supervised three officers and cleared correspondence.',
      'As acting Assistant Grants Manager (APS 5), March–August 2025, I supervised three officers and cleared correspondence.',
    ],
    [
      'Prepared quarterly reports for two funders; all acquittals lodged on time.',
      'I prepared quarterly reports for two funders, with all acquittals lodged on time.',
    ],
    // Kinds of a thing joined before it, and a list of kinds of work, are no actions.
    [
      'Maintain project plans, risk and issue registers, and change requests in Smartsheet.',
      'I maintained project plans, risk and issue registers, and change requests in Smartsheet.',
    ],
    [
      'Coordinate planning, scheduling, budget tracking and reporting for 14 projects.',
      'I coordinated planning, scheduling, budget tracking and reporting for 14 projects.',
    ],
    // A thing named by a verb and a noun stays one ("service desk"), while a second duty turns.
    [
      'Serve up to 60 customers a shift at the checkouts and service desk',
      'I served up to 60 customers a shift at the checkouts and service desk.',
    ],
    ['Answer phones and process refunds', 'I answered phones and processed refunds.'],
    // A job's title opens a line as the role held; a role and its work after a colon, as what was done in it.
    [
      'Ward clerk for a 24-bed medical ward, admitting around 20 patients a day in iPM',
      'I was a ward clerk for a 24-bed medical ward, admitting around 20 patients a day in iPM.',
    ],
    [
      'Secretariat for the Audit and Risk Committee: prepared papers for 6 meetings a year and took minutes',
      'As the secretariat for the Audit and Risk Committee, I prepared papers for 6 meetings a year and took minutes.',
    ],
    // Every verb joined by "and" in the one tense: after a list with a hyphenated word, after "report" (a verb here),
    // and after an opening verb whose past is its base ("Set up … and reconcile").
    [
      'Book follow-up visits, scans and bloods, and arrange patient transport',
      'I booked follow-up visits, scans and bloods, and arranged patient transport.',
    ],
    [
      'Check fire exits and report hazards to the duty manager',
      'I checked fire exits and reported hazards to the duty manager.',
    ],
    [
      'Set up new supplier accounts and reconcile statements monthly',
      'I set up new supplier accounts and reconciled statements monthly.',
    ],
    // What follows a semicolon with its own verb is a sentence, not "with no file was found …".
    [
      'Audited 40 client files against the standards; no file was found non-compliant',
      'I audited 40 client files against the standards. No file was found non-compliant.',
    ],
    // A duty after a semicolon in the base form is another action; "relieve" is one.
    [
      'Book outpatient appointments; liaise with Medical Imaging to coordinate urgent scans.',
      'I booked outpatient appointments and liaised with Medical Imaging to coordinate urgent scans.',
    ],
    [
      'Book follow-up appointments and imaging and pathology requests; liaise with Medical Imaging to coordinate scans.',
      'I booked follow-up appointments and imaging and pathology requests, and liaised with Medical Imaging to coordinate scans.',
    ],
    [
      'Log complaints and transfer calls to the right team.',
      'I logged complaints and transferred calls to the right team.',
    ],
    ['Arrange transfer of patients between wards.', 'I arranged transfer of patients between wards.'],
    [
      'Relieve on the Emergency Department registration desk during staff leave.',
      'I relieved on the Emergency Department registration desk during staff leave.',
    ],
    [
      'Prepared, implementing and ensuring the roster was met.',
      'I prepared, implemented and ensured the roster was met.',
    ],
    ['Finalised and facilitating employee benefits.', 'I finalised and facilitated employee benefits.'],
    [
      'Processing referrals and scanning documents into the medical record.',
      'I processed referrals and scanned documents into the medical record.',
    ],
    [
      'Preparing reports and briefing notes for the minister.',
      'I prepared reports and briefing notes for the minister.',
    ],
    [
      'Assist with personal care including toileting, feeding and using hoists.',
      'I assisted with personal care including toileting, feeding and using hoists.',
    ],
    ['Rewrote program guidelines in plain English.', 'I rewrote program guidelines in plain English.'],
    [
      'Complete discharge plans for older people and people with disability.',
      'I completed discharge plans for older people and people with disability.',
    ],
    [
      'Hold a caseload of 15 inpatients across two wards, taking referrals from nursing and allied health staff',
      'I held a caseload of 15 inpatients across two wards and took referrals from nursing and allied health staff.',
    ],
    ['Run community sessions and work with residents.', 'I ran community sessions and worked with residents.'],
    [
      'Contributed analysis and drafting to a New Policy Proposal',
      'I contributed analysis and drafting to a New Policy Proposal.',
    ],
    [
      'Drafted responses to Senate Questions and supporting material for FOI decision makers',
      'I drafted responses to Senate Questions and supporting material for FOI decision makers.',
    ],
    [
      'Supported two research projects, including stakeholder interviews',
      'I supported two research projects, including stakeholder interviews.',
    ],
    [
      'Planned and breakdown maintenance on the crushing circuit',
      'My work included planned and breakdown maintenance on the crushing circuit.',
    ],
    [
      'Assist participants to understand and implement their plans',
      'I assisted participants to understand and implement their plans.',
    ],
    [
      'Write Council reports, briefing notes for the Executive, and grant acquittal reports.',
      'I wrote Council reports, briefing notes for the Executive, and grant acquittal reports.',
    ],
    // What was done to the person, and a role the person held, said as such.
    [
      'Rostered to Emergency Department pharmacy on weekends',
      'I was rostered to Emergency Department pharmacy on weekends.',
    ],
    ['Promoted to Team Leader in 2022', 'I was promoted to Team Leader in 2022.'],
    [
      'Load, calibrate, maintain and troubleshoot Roche cobas 8000 analysers',
      'I loaded, calibrated, maintained and troubleshot Roche cobas 8000 analysers.',
    ],
    ['Case managed 10–12 families at a time', 'I case-managed 10–12 families at a time.'],
    // What a semicolon leaves that no "I" can take: a noun phrase, or a clause with its own verb.
    [
      'Raised quotes and purchase orders; data entry into MYOB AccountRight',
      'I raised quotes and purchase orders. My work also covered data entry into MYOB AccountRight.',
    ],
    [
      'Cared for four patients a shift under the Safe Patient Care Act ratios; ward average length of stay 5.8 days',
      'I cared for four patients a shift under the Safe Patient Care Act ratios (ward average length of stay 5.8 days).',
    ],
    [
      'Ward champion for falls prevention: run monthly audits; compliance rose from 71% to 94%',
      'As a ward champion for falls prevention, I ran monthly audits. Compliance rose from 71% to 94%.',
    ],
    ['Nurse-in-Charge for 2–3 shifts a fortnight', 'I was Nurse-in-Charge for 2–3 shifts a fortnight.'],
    // A role held, said as one, with the past tense it already has ("wrote", never "wroted").
    [
      'Lead officer for dieback: commissioned mapping, installed 22 stations and wrote the procedure',
      'As a lead officer for dieback, I commissioned mapping, installed 22 stations and wrote the procedure.',
    ],
    [
      'Project manager for the licensing platform replacement ($6.3m); managed 5 business units',
      'I was the project manager for the licensing platform replacement ($6.3m) and managed 5 business units.',
    ],
    [
      'Adjust programs and assessment for students with disability',
      'I adjusted programs and assessment for students with disability.',
    ],
    [
      'Recognise and respond to clinical deterioration using MET criteria',
      'I recognised and responded to clinical deterioration using MET criteria.',
    ],
    // A participle before "through" says what was done to the families, not a second action of the person's.
    [
      'Managed 10–12 families at a time, referred through Child FIRST',
      'I managed 10–12 families at a time, referred through Child FIRST.',
    ],
    // A measure with its figure is what the person achieved; a gerund before "of" names the work.
    [
      'Average customer satisfaction of 4.8/5 across 2,900 surveyed tickets in 2023',
      'I achieved average customer satisfaction of 4.8/5 across 2,900 surveyed tickets in 2023.',
    ],
    ['Rating of staff performance each quarter', 'My work included a rating of staff performance each quarter.'],
    [
      '78% of families closed with case plan goals met in 2019–20 (team average 64%)',
      '78% of families closed with case plan goals met in 2019–20 (team average 64%).',
    ],
    // A share before a noun with no verb is a measure achieved, with the article a count noun takes.
    [
      '100% result in the 2019 and 2020 store cash and compliance audits',
      'I achieved a 100% result in the 2019 and 2020 store cash and compliance audits.',
    ],
    ['98% on-time delivery across 400 jobs', 'I achieved 98% on-time delivery across 400 jobs.'],
    ['95% of calls answered within 30 seconds', '95% of calls answered within 30 seconds.'],
    // Verbs CVs open duties with, an adverb before one, a role held among others, an article before a program's size.
    [
      'Transport children and young people to school and appointments',
      'I transported children and young people to school and appointments.',
    ],
    ['Rarely miss deadlines despite last-minute changes', 'I rarely missed deadlines despite last-minute changes.'],
    [
      'One of two site administrators supporting a 180-person crew',
      'I was one of two site administrators supporting a 180-person crew.',
    ],
    ['Obtain delegate approvals and match invoices', 'I obtained delegate approvals and matched invoices.'],
    [
      'A $74 million program over four years funding 160 projects',
      'My work included a $74 million program over four years funding 160 projects.',
    ],
    // A clause whose verb takes an object is a sentence; work taken up is said of the work.
    [
      'Coordinated three assessment rounds; all rounds met the published timeframes',
      'I coordinated three assessment rounds. All rounds met the published timeframes.',
    ],
    [
      'Built a dashboard tracking milestones; now used in fortnightly reporting',
      'I built a dashboard tracking milestones, now used in fortnightly reporting.',
    ],
    [
      'Built a dashboard tracking milestones. Now used in fortnightly reporting.',
      'I built a dashboard tracking milestones, now used in fortnightly reporting.',
    ],
    // A role stood in for takes "as".
    [
      'Acting Assistant Director (EL1) for 11 weeks in 2023, leading a team of four',
      'I acted as Assistant Director (EL1) for 11 weeks in 2023 and led a team of four.',
    ],
    ['Acted Team Leader for 3 months', 'I acted as Team Leader for 3 months.'],
    // A cap is no rise: "up to 120 people" names the work's size.
    [
      'Bar and table service, functions up to 120 people',
      'My work included bar and table service, functions up to 120 people.',
    ],
    // A hyphenated verb joined to the opening one takes the tense too.
    ['Supervise and co-ordinate the night team', 'I supervised and co-ordinated the night team.'],
    ['Process and end-process new stock', 'I processed and end-processed new stock.'],
    ['Rostered on the customer service desk', 'I was rostered on the customer service desk.'],
    // A name keeps its capitals.
    [
      "Loddon Women's Safety Service – specialist family violence service (500 hours)",
      "My work included Loddon Women's Safety Service – specialist family violence service (500 hours).",
    ],
    // What a preposition's gerund joins is more of how ("by analysing … and working with …"), not another action.
    [
      'Reduced turnover from 38% to 24% by analysing exit interview data and working with managers on rosters',
      'I reduced turnover from 38% to 24% by analysing exit interview data and working with managers on rosters.',
    ],
    [
      'Generalist HR advice to nine operations managers',
      'My work included generalist HR advice to nine operations managers.',
    ],
    // A sentence of a first-person duty paragraph, as written.
    [
      'I also help students with toileting and eating when needed.',
      'I also help students with toileting and eating when needed.',
    ],
    ['I was a trainer for new staff on the checkouts.', 'I was a trainer for new staff on the checkouts.'],
    [
      'Preceptor for 5 intern pharmacists and 12 student placements',
      'I was a preceptor for 5 intern pharmacists and 12 student placements.',
    ],
    [
      'Antimicrobial stewardship team member: restricted antimicrobial approvals',
      'As an antimicrobial stewardship team member, I restricted antimicrobial approvals.',
    ],
  ];
  it.each(JOINED)('keeps joined verbs parallel and noun compounds alone: %s', (bullet, sentence) =>
    expect(firstPerson(bullet)).toBe(sentence),
  );

  it('says placements under a course as placements, not a job at the course', () => {
    const role = { title: 'Student Placements', employer: 'Master of Social Work', when: 'From 2017 to 2018' };
    expect(situation(role as Parameters<typeof situation>[0])).toBe(
      'From 2017 to 2018, I worked as a student on placement for my Master of Social Work.',
    );
  });

  it('never says "also" twice', () => {
    expect(joined('I have also done some days in mainstream classes.', 1)).toBe(
      'I have also done some days in mainstream classes.',
    );
    expect(joined('I also help the teacher.', 2)).toBe('I also help the teacher.');
  });

  it('never opens two actions in a row with the same joining words, in any draft of a set', () => {
    const said = ['My work included rosters.', 'My work included stocktakes.', 'I ran the banking.'];
    for (let turn = 0; turn < 4; turn++) {
      const leads = [1, 2, 3, 4].map((i) => joined(said[i % 3]!, i, turn).split(',')[0]);
      for (let i = 1; i < leads.length; i++) expect(leads[i]).not.toBe(leads[i - 1]);
    }
  });

  it('always gives one sentence that starts "I" or "My work" and keeps every figure of the bullet', () => {
    const verbs = ['Managed', 'Managing', 'Manage', 'Led', 'Planned', 'Coordinated', 'Prepared', 'Reconciled'];
    const objects = ['the roster', 'a team of 12', 'invoices worth $1.2m', 'the 2023 audit', 'client files'];
    fc.assert(
      fc.property(fc.constantFrom(...verbs), fc.constantFrom(...objects), fc.boolean(), (v, o, stop) => {
        const bullet = `${v} ${o}${stop ? '.' : ''}`;
        const sentence = firstPerson(bullet);
        expect(sentence).toMatch(/^(I [a-z]+ |My work included )/);
        expect(sentence).toMatch(/[^.]\.$/);
        for (const n of o.match(/\d[\d.,]*/g) ?? []) expect(sentence).toContain(n);
        expect(sentence).not.toMatch(/\bI (managing|manage|coordinating)\b/);
      }),
      { numRuns: 120 },
    );
  });
});

describe('draftStar', async () => {
  const cv = await readCv(await buildDocx(cleanCv));

  it('writes a full first-person answer from the CV’s most relevant role: situation, task, actions, result', async () => {
    const [r] = await draftStar(cv, ['Demonstrated experience leading a team to deliver operational results.']);
    expect(r!.starResponse.situation).toMatch(
      /^Since 2021, I have worked as an Operations Coordinator at Sydney Freight Co\./,
    );
    // The task is what the work called on, not the first action said twice.
    expect(r!.starResponse.task).toBe(
      'The work called on my experience leading a team to deliver operational results.',
    );
    expect(r!.starResponse.action).toMatch(/I led a team of 12 warehouse staff/);
    // A result on a line of its own is said as the role's, not as the outcome of the actions before it.
    expect(r!.starResponse.result).toMatch(/^A measurable result of my work there: I [a-z]+ .*\d/);
    expect(prompts(r!.fullResponse)).toBeLessThanOrEqual(words(r!.fullResponse) / 5);
  });

  it('reads what a criterion asks from the description after its heading, not from the heading', async () => {
    const [headed, having] = await draftStar(cv, [
      'Team leadership: experience leading a team to deliver operational results, including rostering.',
      'Teamwork: a collaborative approach and the ability to manage competing priorities.',
    ]);
    expect(headed!.starResponse.task).toBe(
      'The work called on my experience leading a team to deliver operational results.',
    );
    // What the examples show little of is asked for, not said back as a claim ("The work called on my collaborative
    // approach and …" is an echo a panel reads as hollow).
    expect(having!.starResponse.task).toBe('[Say what you were asked to achieve, in one sentence.]');
  });

  it('asks first what the person knows of a framework the criterion accepts learning and the CV does not name', async () => {
    const [r] = await draftStar(cv, [
      'Knowledge of, or the ability to rapidly acquire knowledge of, the Queensland Chain of Responsibility laws.',
    ]);
    expect(r!.fullResponse).toMatch(/^\[Your CV does not mention the Queensland Chain of Responsibility laws: /);
  });

  it('writes a pitch asked as one statement as a paragraph on each capability, each its own example, within the limit', async () => {
    const pasted = [
      'Achieves results: Improves processes and reduces errors.',
      'Supports productive working relationships: Negotiates with suppliers and contractors.',
      'Displays personal drive and integrity: Commits to workplace health and safety.',
      'Write your pitch of no more than 600 words as a single statement.',
    ].join('\n');
    const { criteria } = readCriteria(pasted);
    const [pitch, ...more] = await draftStar(cv, criteria, responseLimit(pasted, criteria.length)!);
    expect(more).toEqual([]);
    const paragraphs = pitch!.fullResponse.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(words(pitch!.fullResponse)).toBeLessThanOrEqual(600);
    expect(paragraphs[0]).toMatch(/stock discrepancies|redesign/);
    expect(paragraphs[1]).toMatch(/negotiated/i);
  });

  it('reads "do not submit separate responses" as one statement, which says no sentence twice', async () => {
    const pasted = [
      'Achieves results: Improves processes and reduces errors.',
      'Supports productive working relationships: Negotiates with suppliers and contractors.',
      'Leads people: Leads a team to deliver operational results.',
      'Please do not submit separate responses to each capability; write one pitch of no more than 600 words.',
    ].join('\n');
    const { criteria } = readCriteria(pasted);
    expect(criteria).toHaveLength(1);
    const [pitch] = await draftStar(cv, criteria, 600);
    const sentences = pitch!.fullResponse.split(/(?<=\.)\s+/).filter((x) => !x.startsWith('['));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(pitch!.fullResponse.match(/led a team of 12/g) ?? []).toHaveLength(1);
  });

  it('asks in one line, naming the capability, for an example a statement’s paragraph lacks', () => {
    const text = statementText([
      { part: 'Think strategically and see how their work fits the bigger picture', text: '[Add …]', example: false },
      { part: 'Achieves results', text: 'I reduced errors by 40%. I trained 25 starters.', example: true },
      {
        part: 'Leads people',
        text: 'I reduced errors by 40%, as a coordinator. I led a team. I reduced errors by 40%, with the team.',
        example: true,
      },
    ]);
    // A paragraph's first sentence stays, as it says whose work the paragraph tells.
    expect(text.split('\n\n')).toEqual([
      '[Add an example of how you think strategically and see how your work fits the bigger picture, or the closest experience you have.]',
      'I reduced errors by 40%. I trained 25 starters.',
      'I reduced errors by 40%, as a coordinator. I led a team.',
    ]);
  });

  it('asks whether a licence or card is held, not for an example, and never says "my role" after "the same role"', () => {
    const text = statementText([
      {
        part: 'Achieves results',
        text: 'Since 2021, I have worked as a Youth Worker at Tamar Youth Connect. I ran a group.',
        example: true,
      },
      {
        part: 'Builds relationships',
        text: 'Since 2021, I have worked as a Youth Worker at Tamar Youth Connect. My role was to coordinate care team meetings.',
        example: true,
      },
      {
        part: 'A current Working with Children Clearance (Ochre Card) and a current driver’s licence, or the ability to obtain them',
        text: '',
        example: false,
      },
    ]);
    expect(text.split('\n\n').slice(1)).toEqual([
      'In the same role, I was asked to coordinate care team meetings.',
      '[Say whether you hold a current Working with Children Clearance (Ochre Card) and a current driver’s licence, or when you will.]',
    ]);
  });

  it('names an employer whose name holds a comma in full when a later paragraph sets its role again', () => {
    const text = statementText([
      {
        part: 'Achieves results',
        text: 'Since 2020, I have worked as a Policy Officer at the Department of Climate Change, Energy and Water. I cut delays by 5%.',
        example: true,
      },
      {
        part: 'Builds relationships',
        text: 'I worked as a Ward Clerk at St John of God Murdoch from 2018 to 2020. I liaised with families.',
        example: true,
      },
      {
        part: 'Governance',
        text: 'Since 2020, I have worked as a Policy Officer at the Department of Climate Change, Energy and Water. [Add …] In this role, my work covers briefing. I kept the probity register.',
        example: true,
      },
    ]);
    expect(text.split('\n\n')[2]).toMatch(
      /^As a Policy Officer at the Department of Climate Change, Energy and Water, my work covers briefing\./,
    );
  });

  it('sets a role once: a later paragraph in it opens "In the same role", one in an earlier role by its name', () => {
    const text = statementText([
      {
        part: 'Achieves results',
        text: 'Since 2021, I have worked as an Administration Officer at Fiona Stanley Hospital. I cut DNAs by 5%.',
        example: true,
      },
      {
        part: 'Builds relationships',
        text: 'I worked as a Ward Clerk at St John of God Murdoch from 2018 to 2021. I liaised with families.',
        example: true,
      },
      {
        part: 'Leads people',
        text: 'Since 2021, I have worked as an Administration Officer at Fiona Stanley Hospital. [Add …] In this role, my work covers rostering. I trained five officers.',
        example: true,
      },
      {
        part: 'Governance',
        text: 'Since 2021, I have worked as an Administration Officer at Fiona Stanley Hospital. I filed records to BOSSnet.',
        example: true,
      },
    ]);
    expect(text.split('\n\n').slice(2)).toEqual([
      'As an Administration Officer at Fiona Stanley Hospital, my work covers rostering. [Add …] I trained five officers.',
      'In the same role, I filed records to BOSSnet.',
    ]);
    // Not after a paragraph that went on to another role: "the same role" would read as that one.
    const moved = statementText([
      {
        part: 'Achieves results',
        text: 'Since 2021, I have worked as an Administration Officer at Fiona Stanley Hospital. I cut DNAs by 5%. Earlier, as a Ward Clerk at St John of God Murdoch, I liaised with families.',
        example: true,
      },
      {
        part: 'Governance',
        text: 'Since 2021, I have worked as an Administration Officer at Fiona Stanley Hospital. I filed records to BOSSnet.',
        example: true,
      },
    ]);
    expect(moved.split('\n\n')[1]).toBe(
      'As an Administration Officer at Fiona Stanley Hospital, I filed records to BOSSnet.',
    );
  });

  it('says a role’s everyday work once, and never "In this role" after its role went as said before', () => {
    const opening = 'Since 2021, I have worked as a Senior Analyst at Murray Transport Analytics.';
    const text = statementText([
      {
        part: 'Analysis',
        text: `${opening} In this role, my work covers managing budgets and mentoring graduates. I built an R pipeline.`,
        example: true,
      },
      {
        part: 'Written communication',
        text: `${opening} In this role, my work covers managing budgets and running drop-in sessions. I wrote 12 briefs.`,
        example: true,
      },
      {
        part: 'A tertiary qualification in statistics',
        text: `I hold a Bachelor of Science (2015). ${opening} In this role, my work covers running sessions and mentoring. I led the crash study.`,
        example: true,
      },
    ]);
    expect(text.match(/my work covers/g)).toHaveLength(1);
    expect(text.split('\n\n')[1]).toBe('In the same role, I wrote 12 briefs.');
    expect(text.split('\n\n')[2]).toBe('I hold a Bachelor of Science (2015). I led the crash study.');
  });

  it('tells a line that points back to the one before it in the CV without "these" when that line is not told first', async () => {
    const connector = docFromLines({
      top: ['Rana Haddad'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Community Connector, Kororoit Creek Neighbourhood House, 2022 – Present'],
          bullets: [
            'Organised the Harmony Week community lunch in 2024 and 2025, each attended by about 250 people',
            'Recruit and support a small team of volunteers for these events',
            'Help community members connect with services such as Centrelink and the NDIS',
          ],
        },
      ],
    });
    const [r] = await draftStar(connector, [
      'Knowledge of community services, and the ability to recruit and support volunteers.',
    ]);
    // Told before the lunch it points back to: "the events".
    expect(r!.fullResponse).toMatch(/I recruited and supported a small team of volunteers for the events\./);
  });

  it('says a role’s everyday work once in a set of drafts, in whatever order its lines come', async () => {
    const analyst = docFromLines({
      top: ['Priya Shah'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Senior Analyst, Coastline Data Services, 2021 – Present'],
          bullets: [
            'Lead analyst on injury data analysis for 9 regional councils, producing local safety plans.',
            'Built an R pipeline that links 8 years of injury data with hospital admissions, cutting report preparation from two weeks to three days.',
            'Designed and ran an evaluation of a shared path pilot in four towns; presented findings to two council meetings.',
            'Manage project budgets of up to $150,000, track risks and milestones and report monthly to the Director.',
            'Ran 12 community drop-in sessions and an online survey (900 responses) for a cycling network review.',
            'Mentor two graduate analysts.',
          ],
        },
        {
          heading: 'Earlier',
          lines: ['Graduate Analyst, Harbour Insurance, 2016 – 2018'],
          bullets: ['Wrote SQL queries against the claims data warehouse.', 'Produced weekly dashboards in Power BI.'],
        },
      ],
    });
    const drafts = await draftStar(analyst, [
      'A strategic thinker with strong skills in using evidence, research and data to inform policy development and implementation',
      'Experienced in project management and leading the implementation of key policy initiatives',
      'A team player who enjoys working collaboratively and flexibly to meet objectives',
    ]);
    const scopes = drafts.flatMap((d) => d.fullResponse.match(/my work covers [^.]*/gi) ?? []);
    expect(scopes).toEqual(['my work covers managing project budgets and mentoring two graduate analysts']);
  });

  it('gives each criterion its own example while the CV has enough, and the improvement to the improvement criterion', async () => {
    const drafts = await draftStar(cv, [
      'Demonstrated ability to improve processes and reduce errors.',
      'Strong negotiation skills with suppliers and contractors.',
      'Commitment to workplace health and safety.',
    ]);
    expect(drafts[0]!.fullResponse).toMatch(/stock discrepancies|redesign/);
    expect(drafts[1]!.fullResponse).toMatch(/negotiated/i);
    expect(drafts[2]!.fullResponse).toMatch(/safety/i);
    // Each task the CV states is its own; where none is stated, the person is asked.
    const tasks = drafts.map((d) => d.starResponse.task).filter((t) => !t.startsWith('['));
    expect(new Set(tasks).size).toBe(tasks.length);
    for (const d of drafts) expect(prompts(d.fullResponse)).toBeLessThanOrEqual(words(d.fullResponse) / 5);
  });

  it('says so and asks for an example when the CV does not address a criterion, never quoting a loose match', async () => {
    const [r] = await draftStar(cv, ['Experience working with Aboriginal and Torres Strait Islander communities.']);
    expect(r!.starResponse.action).toMatch(
      /^\[Add an example where you showed your experience working with Aboriginal/,
    );
    expect(r!.fullResponse).not.toMatch(/community transport/);
  });

  it('asks for an example in the criterion’s own terms when the CV has none', async () => {
    const [r] = await draftStar(cv, ['Experienced in flying commercial aircraft'], 250);
    expect(r!.starResponse.action).toBe(
      '[Add an example where you showed your experience in flying commercial aircraft, or the closest experience you have: the role, what you did and the result.]',
    );
    // A participle clause after a past opening is good English and stays.
    expect(firstPerson('Introduced safety walks, cutting incidents from nine to two.')).toBe(
      'I introduced safety walks, cutting incidents from nine to two.',
    );
  });

  it('uses a named capability’s behaviours as evidence cues (APS ILS "Communicates with Influence")', async () => {
    expect(capabilityOf('Communicates with Influence: confident written and verbal communication')?.framework).toBe(
      'APS ILS',
    );
    const [r] = await draftStar(cv, ['Communicates with Influence']);
    expect(r!.starResponse.action).toMatch(/report|negotiated/i);
  });

  it('never adds a number or a name the CV lacks', async () => {
    const criteria = [
      'Experience managing a $5 million budget for Acme Corporation.',
      'Demonstrated knowledge of aviation safety regulations.',
      'Strong stakeholder engagement and negotiation skills.',
    ];
    for (const r of await draftStar(cv, criteria))
      expect(factGuard(cv.text, claims(r.fullResponse), OWN_WORDS).untraced).toEqual([]);
    const thin = (await draftStar(cv, ['Experience flying commercial aircraft under CASA rules.']))[0]!;
    // A criterion the CV does not show is asked for an example, its result with it: no "[verify: …]" after prompts.
    expect(thin.starResponse.action).toMatch(
      /^\[Add an example where you showed .* the role, what you did and the result\.\]$/,
    );
    expect(thin.fullResponse).not.toContain(PROMPTS.result);
  });

  it('keeps each draft within the word limit, and a thin CV’s draft asks rather than pads', async () => {
    for (const limit of [40, 250])
      for (const r of await draftStar(cv, ['Leadership of teams', 'Workplace health and safety', 'Negotiation'], limit))
        expect(words(r.fullResponse)).toBeLessThanOrEqual(limit);
    const thin = docFromLines({
      top: ['Sam Lee', 'Parramatta NSW | 0412 345 678 | sam@example.com'],
      sections: [
        { heading: 'Experience', lines: ['Clerk, Acme Pty Ltd, 2022 – Present'], bullets: ['Filed invoices.'] },
      ],
    });
    const [r] = await draftStar(thin, ['Attention to detail in filing and records'], 250);
    expect(r!.fullResponse).toMatch(/^Since 2022, I have worked as a Clerk at Acme Pty Ltd\. .*I filed invoices\./);
    // So short a draft asks for its result in three words, keeping prompts within a fifth.
    expect(r!.starResponse.result).toBe(PROMPTS.shortResult);
    expect(prompts(r!.fullResponse) * 5).toBeLessThanOrEqual(words(r!.fullResponse));
  });

  it('asks for a thin draft’s task in three words rather than leaving a panel without one', async () => {
    const thin = docFromLines({
      top: ['Kim Tran', 'Penrith NSW | 0412 345 678 | kim@example.com'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Team Member, Kmart Penrith, 2016 – 2022'],
          bullets: [
            'I was a trainer for new staff on the checkouts.',
            'I worked on the registers, layby and returns desk.',
          ],
        },
      ],
    });
    const [r] = await draftStar(thin, ['Ability to train and support new team members'], 250);
    expect(r!.fullResponse).toMatch(/I was a trainer for new staff on the checkouts\./);
    expect(r!.starResponse.task).toBe(PROMPTS.shortTask);
    // The result asked briefly, then the line tying the example to what the criterion asks.
    expect(r!.starResponse.result).toBe(
      `${PROMPTS.shortResult} In the role I am applying for, I would use this experience to train and support new team members.`,
    );
    expect(prompts(r!.fullResponse) * 5).toBeLessThanOrEqual(words(r!.fullResponse));
  });

  it('is deterministic', async () => {
    const criteria = ['Leadership of teams', 'Communication skills'];
    expect(await draftStar(cv, criteria)).toEqual(await draftStar(cv, criteria));
  });

  it('says what the panel looks for in a capability, pitched at the classification the ad names', async () => {
    const [r] = await draftStar(cv, ['Achieves Results'], 250, 'Senior Operations Officer, APS Level 6, Canberra.');
    expect(r!.panelLooksFor).toMatch(/^For “Achieves Results” \(APS ILS\) the panel looks for planning your work/);
    expect(r!.panelLooksFor).toMatch(/At APS 6, choose examples where you led the work/);
    // A Victorian role is not told the NSW framework's name for a capability it shares.
    const [vic] = await draftStar(cv, ['Project management: planning projects'], 250, 'Project Officer, VPS Grade 4');
    expect(vic!.panelLooksFor).toMatch(/^For “Project Management” the panel looks for scoping/);
    // Nor one whose ad names no classification but names its state.
    const [rdv] = await draftStar(
      cv,
      ['Project management: planning projects'],
      250,
      'Regional Development Victoria, Melbourne.',
    );
    expect(rdv!.panelLooksFor).toMatch(/^For “Project Management” the panel looks for scoping/);
    const [nsw] = await draftStar(cv, ['Project management: planning projects'], 250, 'Transport for NSW, Parramatta.');
    expect(nsw!.panelLooksFor).toMatch(/^For “Project Management” \(NSW PSCF\) the panel/);
    const [plain] = await draftStar(cv, ['Leadership of teams'], 250, 'Operations Coordinator.');
    expect(plain!.panelLooksFor).toBeUndefined();
  });
});

describe('a result sentence', () => {
  it('says "The outcome was measurable" only of a measured outcome, not of work delivered', () => {
    const role = { title: 'Project Manager', employer: null, when: null, current: true, bullets: [], order: 0 };
    const bullet = (text: string) => ({ text, role, concepts: new Set<string>(), figures: true });
    expect(resultSentence(bullet('Reduced waiting times from 9 days to 2'), 1)).toBe(
      'The outcome was measurable: I reduced waiting times from 9 days to 2.',
    );
    expect(resultSentence(bullet('Reduced waiting times from 9 days to 2'), 1, 0, false)).toBe(
      'A measurable result of my work there: I reduced waiting times from 9 days to 2.',
    );
    expect(resultSentence(bullet('Delivered 3 digital products using Scrum and Kanban'), 1)).not.toMatch(
      /The outcome was measurable/,
    );
  });
});

describe('a duty said as the task', () => {
  it('is one task, never a list of what was done after a dash', async () => {
    const speller = await loadSpeller();
    const isWord = (w: string) => speller.correct(w);
    const bullet =
      'Helped with the annual graduate intake – checked documents, set up new starters and answered enquiries';
    expect(dutyTask(bullet, firstPerson(bullet), isWord)).toBeNull();
    const one = 'Processed referrals and scanned documents into the records system';
    expect(dutyTask(one, firstPerson(one), isWord)).toMatch(
      /to process referrals and scan documents into the records system\.$/,
    );
    // A stint in another role is no task the person was set.
    const stint = 'Relieved as Senior Administration Officer for three months, rostering eight clerical staff';
    expect(dutyTask(stint, firstPerson(stint), isWord)).toBeNull();
    // A duty whose object is tasks says nothing as a task, nor does a purpose that names tasks.
    const tasks = 'Carry out case plan tasks with carers and schools';
    expect(dutyTask(tasks, firstPerson(tasks), isWord)).toBeNull();
    expect(
      purposeOf('I worked alongside Child Safety Officers, carers and schools to carry out case plan tasks.', isWord),
    ).toBeNull();
    // Two verbs joined at the start are no one task ("to draft or co-drafted").
    const pair = 'Drafted or co-drafted 14 Cabinet submissions and New Policy Proposals';
    expect(dutyTask(pair, firstPerson(pair), isWord)).toBeNull();
  });
});

describe('duties said as noun phrases', () => {
  it('are said in one sentence, with semicolons between items that hold commas of their own', () => {
    expect(
      mergeDuties([
        'I scheduled jobs for 14 plumbers.',
        'My work included reception, phones and emails.',
        'My work included new starter paperwork.',
        'My work included minutes.',
      ]),
    ).toEqual([
      'I scheduled jobs for 14 plumbers.',
      'My work included reception, phones and emails; new starter paperwork; and minutes.',
    ]);
    expect(mergeDuties(['My work included banking.', 'My work included filing.'])).toEqual([
      'My work included banking and filing.',
    ]);
  });
});

describe('work named as an activity', () => {
  it('takes no employer from the role above and is said as an activity ("while babysitting")', async () => {
    const cv = docFromLines({
      top: ['Chloe Barnett'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Kmart Blacktown', 'Team Member 2019 – 2021'],
          bullets: ['Served customers on the checkouts and helped with stock.'],
        },
        {
          heading: 'Other experience',
          lines: ['Babysitting', '2017 – 2021'],
          bullets: ['Looked after three neighbours’ children after school and on weekends.'],
        },
      ],
    });
    const roles = cvRoles(cv);
    expect(roles.map((r) => [r.title, r.employer])).toEqual([
      ['Team Member', 'Kmart Blacktown'],
      ['Babysitting', null],
    ]);
    expect(situation(roles[1]!)).toBe('From 2017 to 2021, my work included babysitting.');
  });
});

describe('a list in a sentence', () => {
  it('takes a comma before its last "and" only when an item holds an "and" of its own', () => {
    expect(listed(['payroll', 'Excel', 'MYOB'])).toBe('payroll, Excel and MYOB');
    expect(listed(['legislation and compliance', 'environmental approvals'])).toBe(
      'legislation and compliance, and environmental approvals',
    );
  });
});

describe('the article before a title', () => {
  it('goes by sound: an abbreviation letter by letter, a "u" said "you"', () => {
    const said = (x: string) => `${article(x)} ${x}`;
    expect(['HR Advisor', 'NDIS worker', 'TAFE teacher', 'user', 'Officer'].map(said)).toEqual([
      'an HR Advisor',
      'an NDIS worker',
      'a TAFE teacher',
      'a user',
      'an Officer',
    ]);
  });
});

describe('a question that asks for one time', () => {
  it('asks for that time when the CV gives duties only', async () => {
    const cv = docFromLines({
      top: ['Tayla Brooks', 'Hobart TAS | 0491 570 110'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Customer Service Officer, Southern Cross Contact Solutions, 2024 – Present'],
          bullets: [
            'Answer calls from customers about their accounts and update customer details.',
            'Log complaints and transfer calls to other teams.',
          ],
        },
      ],
    });
    const [r] = await draftStar(cv, [
      'Describe a time when you dealt with a difficult or upset customer. What did you do, and what was the outcome?',
    ]);
    expect(r!.fullResponse).toMatch(/\[Describe one time this happened[:.]/);
    expect(r!.fullResponse).not.toContain(PROMPTS.result);
  });
});

describe('a line the skills list tells again', () => {
  it('is not told twice in one draft', async () => {
    const cv = docFromLines({
      top: ['Dee Walsh'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Site Administrator, Ironbark Contracting, 2019 – Present'],
          bullets: [
            'Raised purchase orders in SAP and matched invoices (about 1,100 POs in FY2023)',
            'Processed 400 timesheets a fortnight before payroll cut-off',
          ],
        },
        { heading: 'Skills', lines: ['Raised about 1,100 purchase orders in FY2023 in SAP and matched invoices'] },
      ],
    });
    const [r] = await draftStar(cv, ['Experience in purchasing and financial processing'], 400);
    expect(r!.fullResponse.match(/1,100/g)).toHaveLength(1);
  });
});

describe('the prompts of a thin draft', () => {
  it('asks for the situation and the task in one prompt, not two in a row', async () => {
    const cv = docFromLines({
      top: ['Kim Ng'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Administration Officer, Bayside Council, 2020 – Present'],
          bullets: [
            'Took minutes for the weekly site meeting, distributed actions and chased action owners until closed',
            'Coordinated flights and camp rooms for 220 personnel each swing, and cut late roster changes from 30 to 8',
            'Processed 400 timesheets a fortnight, checked them against the roster and sent them to payroll on time',
            'Scheduled inductions for new starters around the swing roster and booked trainers weeks ahead',
          ],
        },
      ],
    });
    const [r] = await draftStar(
      cv,
      ['Demonstrated ability to plan, prioritise and organise workload to meet competing deadlines'],
      300,
    );
    expect(r!.fullResponse).not.toContain(PROMPTS.context);
    expect(r!.fullResponse).not.toContain(PROMPTS.task);
    expect(r!.fullResponse).toContain(PROMPTS.contextAndTask);
  });
});

describe('a paragraph of one statement with no example', () => {
  it('asks for one in words that fit what the criterion names: a verb "how you …", a noun "that shows …"', () => {
    const text = statementText([
      { part: 'Previous experience working in an Emergency Department.', text: '', example: false },
      { part: 'Thinks strategically about the program.', text: '', example: false },
    ]);
    expect(text).toContain(
      '[Add an example that shows previous experience working in an Emergency Department, or the closest experience you have.]',
    );
    expect(text).toContain('[Add an example of how you think strategically about the program,');
  });
});

describe('a contact centre officer’s drafts', () => {
  const cv = docFromLines({
    top: ['Lena Ortiz'],
    sections: [
      {
        heading: 'Experience',
        lines: ['Customer Service Officer, Harbour Energy, 2020 – Present'],
        bullets: [
          'Mentored 6 new Customer Service Officers through their first month on the phones.',
          'Handled 60–70 phone, email and counter enquiries per day, meeting the 5-minute wait target.',
          'Explained concession eligibility to pensioners and set up payment plans.',
        ],
      },
      { heading: 'Skills', lines: ['Legislation: Electricity Act 1996; Privacy Act 1988'] },
    ],
  });

  it('answers a high-volume contact centre criterion with the daily volume, and reads a met target as its result', async () => {
    const [volume] = await draftStar(cv, [
      'Demonstrated experience delivering customer service in a high-volume contact centre or front-counter environment.',
    ]);
    expect(volume!.fullResponse).toMatch(/I handled 60–70 phone, email and counter enquiries per day/);
    expect(volume!.fullResponse).not.toMatch(/verify: add the result/);
  });

  it('asks what the person knows of the laws the ad names, then says the laws the CV lists', async () => {
    const [laws] = await draftStar(cv, [
      'Knowledge of, or the ability to quickly acquire knowledge of, the legislation administered by the Office, including the Land Tax Act 1936 (SA).',
    ]);
    expect(laws!.fullResponse).toMatch(/^\[Your CV does not mention the Land Tax Act 1936 \(SA\)/);
    expect(laws!.fullResponse).toMatch(/My knowledge includes the Electricity Act 1996 and the Privacy Act 1988\./);
  });
});

describe('a line that names its own setting, under no role', () => {
  it('opens the draft with no prompt for the situation the line already gives', async () => {
    const cv = docFromLines({
      top: ['Priya Nair'],
      sections: [
        {
          heading: 'Employment',
          lines: ['Registered Nurse, Bayside Hospital, 2018 – Present'],
          bullets: ['Coordinated shifts for a 30-bed surgical ward.'],
        },
        {
          heading: 'Quality Experience',
          bullets: [
            'Medication Safety Committee (2021–2024): audited 300 medication charts and analysed the error data, cutting charting errors by 35%.',
          ],
        },
      ],
    });
    const [r] = await draftStar(cv, ['Ability to analyse data and audit findings to improve patient safety.']);
    expect(r!.fullResponse).toMatch(/As part of the Medication Safety Committee \(2021–2024\), I audited/);
    expect(r!.fullResponse).not.toMatch(/\[Describe the situation/);
  });
});

describe('a highlight of another time', () => {
  it('is not set beside a role it falls outside', async () => {
    const cv = docFromLines({
      top: ['Anjali Mehta'],
      sections: [
        {
          heading: 'Key Achievements',
          lines: ['Maintained a quality assurance score of 96% across 2024–25 on billing calls'],
        },
        {
          heading: 'Experience',
          lines: ['Customer Service Consultant, Brightwater Energy, 2019 – 2022'],
          bullets: ['Answered billing enquiries by phone and set up payment plans for customers'],
        },
      ],
    });
    const [r] = await draftStar(cv, ['Experience resolving billing enquiries by phone, with quality and accuracy']);
    expect(r!.fullResponse).toMatch(/billing enquiries/);
    expect(r!.fullResponse).not.toMatch(/2024/);
  });
});
