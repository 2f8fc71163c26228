import { namedCapabilities } from './named-capabilities';
import { describe, expect, it } from 'vitest';
import { ASKS_ONE_STATEMENT, readCriteria } from './read-criteria';
import { readPastedCriteria } from './read-pasted-criteria';
import { responseLimit } from './word-limit';

describe('criteria in the layouts of a whole position description', () => {
  it('reads a table with a header row and roman numerals, and leaves the conditions table below it', () => {
    const pasted = [
      'Selection Criteria',
      'No.\tCriterion',
      '(i)\tA relevant degree in environmental health or science.',
      '(ii)\tDemonstrated experience in food safety inspections and enforcement.',
      '(iii)\tSound knowledge of the Public Health Act 2008.',
      '(iv)\tAbility to write clear inspection reports.',
      '',
      'Mandatory Requirements',
      'Requirement\tEvidence',
      'Current driver licence\tCopy to be provided',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'A relevant degree in environmental health or science.',
      'Demonstrated experience in food safety inspections and enforcement.',
      'Sound knowledge of the Public Health Act 2008.',
      'Ability to write clear inspection reports.',
    ]);
  });

  it('reads the kinds of criteria under the heading as headings, and drops the desirable ones the ad says to leave', () => {
    const pasted = [
      'ESSENTIAL MINIMUM REQUIREMENTS',
      'Knowledge',
      '• Knowledge of work health and safety legislation.',
      'Skills and Abilities',
      '• Ability to lead a small maintenance crew.',
      '• Sound negotiation skills.',
      'Experience',
      '• Experience in scheduling preventive maintenance.',
      'DESIRABLE CHARACTERISTICS',
      '• Experience with the Maximo asset system.',
      'How to apply',
      // One paragraph of instructions, long enough to be read as prose and cut into items.
      'Please send a cover letter and a CV of no more than three pages, with the names of two referees who know your work well. Write a response to each of the Essential Minimum Requirements listed under Knowledge, Skills and Abilities, and Experience. You are not required to address the Desirable Characteristics.',
      'For further information about this position please contact:',
      'Dana Howell',
      'Phone: (08) 8123 4567',
    ].join('\n');
    const { criteria } = readCriteria(pasted);
    expect(criteria).toEqual([
      'Knowledge of work health and safety legislation.',
      'Ability to lead a small maintenance crew.',
      'Sound negotiation skills.',
      'Experience in scheduling preventive maintenance.',
    ]);
  });

  it('joins each name to the line of description under it when names and descriptions come by turns', () => {
    const pasted = [
      'How you will be assessed',
      'Customer focus',
      'Demonstrated ability to resolve complex enquiries from members of the public.',
      'Records and compliance',
      'Accurate record keeping in line with the Public Records Act.',
      'Teamwork',
      'Works with others in a small regional office to meet service targets.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Customer focus: Demonstrated ability to resolve complex enquiries from members of the public.',
      'Records and compliance: Accurate record keeping in line with the Public Records Act.',
      'Teamwork: Works with others in a small regional office to meet service targets.',
    ]);
    // A list of short and long criteria is no list of names: "Sound negotiation skills" asks for something itself.
    const mixed = ['Sound negotiation skills', 'Demonstrated ability to manage a varied caseload under pressure.'];
    expect(
      readCriteria(['Selection criteria', ...mixed, ...mixed.map((m) => `${m} Again`)].join('\n')).criteria,
    ).toHaveLength(4);
  });

  it('keeps the essential criteria only when the ad asks for them, in any words', () => {
    const pasted = [
      'Your pitch should show how you meet each of the essential selection criteria below.',
      'Essential',
      '1. Experience in coordinating volunteers.',
      '2. Strong written communication skills.',
      'Desirable',
      '1. A Certificate IV in Community Services.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Experience in coordinating volunteers.',
      'Strong written communication skills.',
    ]);
  });

  it('reads one statement when the ad asks for its capabilities in a single pitch', () => {
    const pasted = [
      'Achieves results: Delivers the unit’s program on time.',
      'Communicates with influence: Writes clear briefs.',
      'Submit a pitch of no more than 600 words. Write it as a single statement; you do not need to respond to each capability separately.',
    ].join('\n');
    const { criteria } = readCriteria(pasted);
    expect(criteria).toHaveLength(1);
    expect(criteria[0]).toMatch(/^One statement drawing on: Achieves results: .*; Communicates with influence: /);
    expect(responseLimit(pasted, criteria.length)).toBe(600);
    // However long the descriptions, the one criterion stays within what a criterion may hold (names alone then).
    const names = Array.from({ length: 15 }, (_, i) => `Focus area ${String.fromCharCode(65 + i)}`);
    const long = [
      ...names.map((name) => `${name}: ${'Delivers the program with care and close attention to quality. '.repeat(4)}`),
      'Submit a pitch of no more than 700 words, written as a single statement.',
    ].join('\n');
    const [statement] = readCriteria(long).criteria;
    expect(statement!.length).toBeLessThanOrEqual(4000);
    expect(statement).toBe(`One statement drawing on: ${names.join('; ')}`);
  });

  it('reads a bullet of one word as an item of its list, never lost', () => {
    const pasted = [
      'Key selection criteria',
      '1. Case management – Demonstrated ability to manage a caseload of young people.',
      '',
      'Personal qualities',
      '- Resilience – stays calm under pressure',
      '- Empathy',
      '- Self-awareness',
    ].join('\n');
    const read = readCriteria(pasted);
    expect(read.criteria).toEqual(
      expect.arrayContaining(['Resilience – stays calm under pressure', 'Empathy', 'Self-awareness']),
    );
    // Everything pasted is read as a criterion or listed as skipped: nothing is lost.
    for (const line of ['Empathy', 'Self-awareness'])
      expect([...read.criteria, ...read.skipped].some((x) => x.includes(line))).toBe(true);
  });

  it('reads one statement where the ad says no separate response to each criterion is needed', () => {
    expect(
      ASKS_ONE_STATEMENT.test(
        'It is not necessary to write a separate response to each criterion under headings, but the panel will be assessing your pitch against all of the selection criteria.',
      ),
    ).toBe(true);
    expect(ASKS_ONE_STATEMENT.test('Please write a separate response to each criterion.')).toBe(false);
  });

  it('reads one pitch where the ad says not to answer each of the points above, under a heading of kinds', () => {
    const pasted = [
      'What you will bring',
      'Knowledge and experience',
      '•\tExperience assessing grant applications against published guidelines.',
      '•\tSound knowledge of the Public Governance, Performance and Accountability Act 2013.',
      'Capabilities',
      '•\tCommunicates with influence – writes clear briefs and correspondence.',
      'How to apply',
      'Send a pitch of up to 800 words. You do not need to respond to each of the items listed above separately.',
    ].join('\n');
    const read = readCriteria(pasted);
    expect(read.criteria).toHaveLength(1);
    expect(read.criteria[0]).toMatch(/^One statement drawing on: Experience assessing grant applications/);
    expect(read.criteria[0]).not.toMatch(/Knowledge and experience/);
    // Queensland's cover letter on how one's experience relates to the key capabilities is one letter.
    expect(
      ASKS_ONE_STATEMENT.test(
        'A cover letter (max 2 pages) outlining how your skills and abilities relate to the key capabilities.',
      ),
    ).toBe(true);
    // Dot points under each capability are still the capability's, answered with it.
    expect(ASKS_ONE_STATEMENT.test('You do not need to address each of the dot points separately.')).toBe(false);
  });

  it('reads a response to each capability when the ad says only its dot points need no answer of their own', () => {
    const pasted = [
      'Selection criteria',
      'In this section we have described the capabilities the ideal candidate will bring. They are based on the APS Integrated Leadership System (ILS) at the APS 6 level.',
      'Achieves results',
      '•\tSets clear expectations for the team and monitors performance.',
      'Communicates with influence',
      '•\tCommunicates clearly and confidently, tailoring messages to a range of audiences.',
      'You do not need to address each dot point separately; the dot points describe the behaviours we will be looking for under each criterion.',
    ].join('\n');
    const read = readCriteria(pasted);
    expect(read.criteria.map((c) => c.split(':')[0])).toEqual(['Achieves results', 'Communicates with influence']);
    expect(read.skipped.join(' ')).toMatch(/^In this section we have described/);
  });
});

describe('criteria marked with check marks under a dashed heading', () => {
  it('reads "Selection criteria — Essential" as the list’s label and a check mark or an asterisk as a bullet', async () => {
    const pasted = [
      'Selection criteria — Essential',
      '✔ Demonstrated experience engaging young people who are disengaged from education.',
      '✔️ Ability to maintain accurate records using electronic client management systems.',
      '',
      'Selection criteria — Desirable',
      '* A qualification in youth work or community services.',
    ].join('\n');
    const read = await readPastedCriteria(pasted, '');
    expect(read.criteria).toEqual([
      'Demonstrated experience engaging young people who are disengaged from education.',
      'Ability to maintain accurate records using electronic client management systems.',
      'A qualification in youth work or community services.',
    ]);
    expect(read.labels).toEqual(['Essential', 'Essential', 'Desirable']);
  });
});

describe('page limits in other words', () => {
  it('reads "2-page" and a limit for each response said earlier in its sentence', () => {
    expect(responseLimit('Include a maximum 2-page cover letter addressing the attributes.', 4)).toBe(250);
    expect(responseLimit('Your response to each requirement should be no more than half a page.', 7)).toBe(250);
    // "each" of the questions, but the limit is the document's.
    expect(responseLimit('Respond to each of the questions in a separate document (maximum 2 pages).', 4)).toBe(250);
    // A page for each criterion after a one-page cover letter is each criterion's page, not the letter's again.
    const ad = [
      '1. A cover letter (maximum one page)',
      'Please address each selection criterion, maximum 1 page each.',
    ].join('\n');
    expect(responseLimit(ad, 9)).toBe(500);
  });
});

describe('criteria in more layouts', () => {
  it('joins each capability to every line under it that says what it means', () => {
    const pasted = [
      'How you will be assessed',
      'Leads strategically',
      '• Understands how the depot’s work supports the region’s service targets.',
      '• Identifies risks in the maintenance program and acts on them.',
      'Builds enduring relationships',
      '• Builds trust with contractors and council staff.',
      '• Communicates plans clearly to crews and residents.',
    ].join('\n');
    const { criteria } = readCriteria(pasted);
    expect(criteria).toHaveLength(2);
    expect(criteria[0]).toMatch(/^Leads strategically: Understands .*; identifies risks/);
    expect(criteria[1]).toMatch(/^Builds enduring relationships: Builds trust .*; communicates plans/);
  });

  it('keeps a criterion that ends on "including:" with every point listed under it', () => {
    const pasted = [
      'Selection criteria',
      'o Strong written communication skills, including:',
      '    - drafting briefs and correspondence',
      '    - writing plain-English web content',
      'o Proven ability to manage a small team.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Strong written communication skills, including drafting briefs and correspondence; writing plain-English web content',
      'Proven ability to manage a small team.',
    ]);
  });

  it('drops what is marked desirable or headed as not to address, and the marks themselves', () => {
    const marked = [
      'These are the key selection criteria for the position.',
      '1. Experience in assessing building permits. (Essential)',
      '2. Knowledge of the Building Act 1993. (Desirable)',
      '3. Sound written communication skills. (Essential)',
      'Special Requirements/Licences',
      '- A current driver’s licence.',
      'Please address the essential work-related requirements only.',
    ].join('\n');
    expect(readCriteria(marked).criteria).toEqual([
      'Experience in assessing building permits.',
      'Sound written communication skills.',
    ]);
    const grouped = [
      'Key Selection Criteria',
      'Knowledge and skills',
      'Written communication – Writes clear reports for a range of readers.',
      'Qualifications',
      'A degree in planning or a related discipline.',
      'Qualifications do not need to be addressed separately.',
    ].join('\n');
    expect(readCriteria(grouped).criteria).toEqual([
      'Written communication – Writes clear reports for a range of readers.',
    ]);
  });

  it('leaves out requirements listed above the criteria heading, and a scheme named under the capabilities', () => {
    const tas = [
      'Requirements:',
      'Essential Requirements:',
      '- Registered with the Occupational Therapy Board of Australia.',
      'Selection Criteria:',
      '1. Demonstrated clinical skills in hand therapy.',
      '2. Ability to supervise students.',
    ].join('\n');
    expect(readCriteria(tas).criteria).toEqual([
      'Demonstrated clinical skills in hand therapy.',
      'Ability to supervise students.',
    ]);
    const aps = [
      'Targeted questions',
      '1. Tell us about a time you delivered a project under pressure.',
      'Capabilities (for information)',
      '- Achieves results',
      '- Communicates with influence',
      '',
      'RecruitAbility',
      'RecruitAbility applies to this vacancy. Under the scheme you may be invited to further assessment.',
    ].join('\n');
    expect(readCriteria(aps).criteria).toEqual(['Tell us about a time you delivered a project under pressure.']);
  });

  it('puts back the spaces a web page lost between a heading or a sentence and the next', () => {
    const pasted =
      'About YouYou will hold a relevant degree.Key Selection CriteriaDemonstrated experience in case management with families.Sound knowledge of the NDIS.Proficiency in client record systems such as Lumary.';
    expect(readCriteria(pasted).criteria).toEqual([
      'Demonstrated experience in case management with families.',
      'Sound knowledge of the NDIS.',
      'Proficiency in client record systems such as Lumary.',
    ]);
  });
});

describe('limits in characters', () => {
  it('reads characters as words, and a count of words beside them first', () => {
    expect(responseLimit('Maximum 2,000 characters per criterion (including spaces).', 5)).toBe(310);
    expect(responseLimit('Each response is limited to 2,500 characters (approximately 400 words).', 5)).toBe(400);
  });
});

describe('criteria pasted with the rest of an ad', () => {
  it('keeps the desirable criteria when the ad asks for the essential and desirable ones', () => {
    const pasted = [
      'Applicants must address each of the Essential and Desirable criteria below, in no more than 250 words each.',
      'Essential',
      '1. Demonstrated experience leading a library branch team.',
      '2. Sound knowledge of collection management systems.',
      'Desirable',
      '• Experience running school holiday programs.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Demonstrated experience leading a library branch team.',
      'Sound knowledge of collection management systems.',
      'Experience running school holiday programs.',
    ]);
  });

  it('reads questions run into one paragraph as criteria, however they open, and no question about the applicant', () => {
    const pasted =
      'Selection Criteria Please answer the following questions in your pitch. How have you kept a busy front counter running when two staff were away, and what was the outcome? Can you describe a time you calmed a customer who was upset about a fee? When have you changed a process to cut errors, and how did you know it worked? Are you an Aboriginal and/or Torres Strait Islander person? You are encouraged to apply. Want to know more? Contact Sam on the number above.';
    expect(readCriteria(pasted).criteria).toEqual([
      'How have you kept a busy front counter running when two staff were away, and what was the outcome?',
      'Can you describe a time you calmed a customer who was upset about a fee?',
      'When have you changed a process to cut errors, and how did you know it worked?',
    ]);
  });

  it('reads capabilities named and described across a dash, run on with semicolons in one paragraph', () => {
    const pasted = [
      'How you will be assessed',
      'You will be assessed on your ability to demonstrate the following key attributes. Within the context of the duties above, the ideal applicant will be someone who can demonstrate the following: Thinks ahead – plans the roster so that weekend cover never lapses; Works through people – guides, coaches and checks the work of two junior officers; Keeps good records – maintains accurate files and complies with the Records Act 2002.',
      '',
      'Mandatory requirements',
      '• A current driver licence is required.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Thinks ahead - plans the roster so that weekend cover never lapses',
      'Works through people - guides, coaches and checks the work of two junior officers',
      'Keeps good records - maintains accurate files and complies with the Records Act 2002.',
    ]);
  });

  it('reads capabilities named with a colon in a page copied without its spaces, one criterion each', () => {
    const pasted =
      'Records Officer VPS Grade 2 Geelong About you You will demonstrate these key selection criteria:Attention to detail: Checks files and registers for errors and keeps them complete and current.Service focus: Responds to staff requests for files promptly and courteously.Working with others: Shares information and helps colleagues meet the team goals. Qualifications A Certificate III in Business Administration is desirable. How to apply Submit a resume and a statement of no more than 200 words for each criterion.';
    expect(readCriteria(pasted).criteria).toEqual([
      'Attention to detail: Checks files and registers for errors and keeps them complete and current.',
      'Service focus: Responds to staff requests for files promptly and courteously.',
      'Working with others: Shares information and helps colleagues meet the team goals.',
    ]);
  });

  it('joins a criterion a PDF page break cut, past the footer and the running header, and leaves the prerequisites', () => {
    const pasted = [
      'Selection Criteria',
      '1. Demonstrated ability to book outpatient appointments and keep waitlists current in',
      'electronic systems such as iPM',
      'Page 3 of 5 Position Description – Clinic Receptionist',
      'South Metropolitan Health Service | Fremantle Hospital',
      'and Microsoft Outlook.',
      '2. Knowledge of medical terminology.',
      'Appointment Prerequisites',
      'Appointment is subject to:',
      '• Successful Criminal Record Screening clearance.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Demonstrated ability to book outpatient appointments and keep waitlists current in electronic systems such as iPM and Microsoft Outlook.',
      'Knowledge of medical terminology.',
    ]);
  });

  it('joins a criterion cut past a versioned running header and a control note, and stops at the key relationships', () => {
    const pasted = [
      '6.  KEY SELECTION CRITERIA',
      '',
      '(a)  Sound computer skills, including the ability to quickly learn a customer request system, a rating system and electronic',
      '',
      'Position Description – Page 3 of 5',
      'Bayside Shire Council  |  Rates Officer  |  Band 4  |  PD Version 3.2 – Reviewed May 2025',
      'Printed copies of this document are uncontrolled.',
      '',
      'records systems.',
      '',
      '(b)  Experience in cash handling and receipting.',
      '',
      '7.  KEY RELATIONSHIPS',
      'Internal',
      '•  Revenue Coordinator and the Rates team',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Sound computer skills, including the ability to quickly learn a customer request system, a rating system and electronic records systems.',
      'Experience in cash handling and receipting.',
    ]);
    // A capability group named "Relationships" is no such part: its capabilities are criteria.
    const grouped = [
      'Results',
      'Delivers results; plans the team’s work.',
      'Relationships',
      'Builds enduring relationships; works with providers.',
    ];
    expect(readCriteria(grouped.join('\n')).criteria).toHaveLength(2);
  });

  it('takes no note on how applications are assessed into the last capability’s description', () => {
    const pasted = [
      'Achieves results',
      'Delivers audit findings accurately and on time.',
      '',
      'Communicates with influence',
      'Writes clearly for boards and executives.',
      '',
      'Applications will be assessed against the ILS capabilities for the APS 6 classification. A merit pool may be established.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Achieves results: Delivers audit findings accurately and on time.',
      'Communicates with influence: Writes clearly for boards and executives.',
    ]);
  });

  it('reads the competencies under a stream heading, not the stream', () => {
    const pasted = [
      'How you will be assessed',
      'Leadership competency streams – Individual contributor (leading self)',
      '',
      'Builds enduring relationships',
      '• Listens to clients and works with them to resolve their concerns.',
      '',
      'Drives accountability and outcomes',
      '• Delivers inspections on time and to standard.',
    ].join('\n');
    expect(readCriteria(pasted).criteria.map((c) => c.split(':')[0])).toEqual([
      'Builds enduring relationships',
      'Drives accountability and outcomes',
    ]);
  });

  it('reads capabilities an ad names in a sentence for one pitch, not its duties, pay or places', () => {
    const pasted = [
      'Policy Officer',
      'Regional Programs Division',
      '$88,510 – $95,204 plus 15.4% superannuation',
      'Ongoing, full-time',
      'Brisbane QLD | Townsville QLD',
      'Key duties',
      '• Draft briefs and correspondence for the Branch Manager.',
      '• Support consultation with regional stakeholders.',
      'How to apply',
      'Submit a pitch of no more than 700 words showing the following capabilities: Supports strategic direction, Achieves results and Communicates with influence. Write it as a single pitch, not as responses to each capability.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'One statement drawing on: Supports strategic direction; Achieves results; Communicates with influence',
    ]);
  });
});

describe('criteria in a whole ad pasted', () => {
  it('reads criteria run onto the line of their heading, and not the title, pay and place above it', () => {
    const pasted = [
      'Shire of Esperance – Library Services Officer',
      'Casual pool – Level 2 – $34.10 per hour plus super',
      'Esperance Public Library, Windich Street',
      '',
      'Selection Criteria: 1. Experience delivering programs to children and families. 2. Sound computer skills, including a library management system. 3. Ability to work weekends on a roster.',
      '',
      'Applications close 4pm Monday 3 March.',
    ].join('\n');
    const { criteria, skipped } = readCriteria(pasted);
    expect(criteria).toEqual([
      'Experience delivering programs to children and families.',
      'Sound computer skills, including a library management system.',
      'Ability to work weekends on a roster.',
    ]);
    expect(skipped).toContain('Esperance Public Library, Windich Street');
  });

  it('hands back a qualification the ad calls desirable under its own heading, after the numbered criteria', () => {
    const pasted = [
      'Selection criteria',
      '1. Demonstrated experience preparing reports for a board.',
      '2. Excellent attention to detail.',
      'Qualifications',
      'A relevant degree in accounting or finance would be an advantage.',
    ].join('\n');
    const { criteria, skipped } = readCriteria(pasted);
    expect(criteria).toEqual([
      'Demonstrated experience preparing reports for a board.',
      'Excellent attention to detail.',
    ]);
    expect(skipped).toContain('A relevant degree in accounting or finance would be an advantage.');
  });

  it('reads only what a whole ad pasted flat asks of the person, after its "About you" heading', () => {
    const pasted =
      'ABOUT THE ROLE: A great chance to join a busy regional emergency department with a supportive team of senior clinicians and educators. Provide high quality care to patients and their families across a 24-bed unit. Work across all rostered shifts, with a salary packaging and professional development on offer. ABOUT YOU: Registered Nurse with current AHPRA registration. Demonstrated experience in emergency nursing. Effective communication and interpersonal skills.';
    const { criteria } = readCriteria(pasted);
    expect(criteria[0]).toMatch(/^Registered Nurse with current AHPRA registration/);
    expect(criteria.join(' ')).not.toMatch(/great chance|rostered shifts|ABOUT YOU/);
    expect(criteria.at(-1)).toMatch(/^Effective communication and interpersonal skills/);
  });

  it('reads a pitch with no criteria listed from the sentence that says who the ad looks for', () => {
    const pasted = [
      'EL1 Assistant Director, Data Governance',
      'About you',
      'We are seeking a leader who can set the direction for a small team, explain complex data issues to senior executives in plain language, and manage risks and competing priorities across several projects.',
      'How to apply',
      'Tell us in a pitch of up to 800 words why you are suited to this role.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'One statement drawing on: Set the direction for a small team; Explain complex data issues to senior executives in plain language; Manage risks and competing priorities across several projects',
    ]);
  });

  it('reads the pitch’s own ask when the ad says nothing of who it looks for', () => {
    const pasted = [
      'APS 4 Client Liaison Officer',
      'How to apply',
      'Submit a one-page statement explaining how your experience would help our clients get the right support first time. Include your CV.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Explain how your experience would help our clients get the right support first time.',
    ]);
  });

  it('reads the list the ad tells you to answer under "How to apply", over its "ideal candidate" list', () => {
    const pasted = [
      'Director, Water Programs (EL2)',
      'What we are looking for',
      'Our ideal candidate will have:',
      '• experience leading a program team in a government setting',
      '• strong written communication skills',
      '',
      'How to apply',
      'Submit a pitch of no more than 900 words showing how you meet the following ILS capabilities at the EL2 level:',
      '',
      '1. Shapes strategic thinking',
      '2. Achieves results',
      '3. Exemplifies personal drive and integrity',
      '',
      'The panel will only read the first 900 words.',
    ].join('\n');
    const read = readCriteria(pasted);
    expect(read.criteria).toEqual([
      'Shapes strategic thinking',
      'Achieves results',
      'Exemplifies personal drive and integrity',
    ]);
    expect(read.skipped).toContain('strong written communication skills');
    // The whole pitch's limit, said again without "pitch", is shared among the three.
    expect(responseLimit(pasted, read.criteria.length)).toBe(300);
  });

  it('reads an instruction as one, not as a criterion and an ask', () => {
    const pasted = [
      'How you will be assessed',
      'In line with the Leadership competencies for Queensland, you will be assessed on your ability to demonstrate the following key attributes.',
      '▪ Your ability to handle court documents accurately and keep records.',
      '▪ Your ability to work as part of a small team.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Your ability to handle court documents accurately and keep records.',
      'Your ability to work as part of a small team.',
    ]);
  });

  it('reads criteria numbered "1)" run together with semicolons, the numbering going on into the desirable ones', () => {
    const pasted = [
      'Key Selection Criteria:',
      'Essential: 1) Demonstrated experience in a library or records role; 2) Sound computer skills, including Microsoft Office (e.g. Word, Excel); 3) Ability to work to deadlines.',
      'Desirable: 4) Experience in a council; 5) Knowledge of the State Records Act.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Demonstrated experience in a library or records role',
      'Sound computer skills, including Microsoft Office (e.g. Word, Excel)',
      'Ability to work to deadlines.',
      'Experience in a council',
      'Knowledge of the State Records Act.',
    ]);
  });

  it('reads a table copied with tabs: name and description as one, a spilled bracket its own, the appointment row not', () => {
    const pasted = [
      'Work Related Requirements',
      'Essential\t',
      '1. Records management\tDemonstrated experience in records management in a public sector agency.',
      '(e.g. TRIM, Objective)',
      '2. Written communication\tWell-developed written communication skills, including preparing reports.',
      'Appointment Factors\tThis position requires a current National Police Clearance.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Records management: Demonstrated experience in records management in a public sector agency (e.g. TRIM, Objective)',
      'Written communication: Well-developed written communication skills, including preparing reports.',
    ]);
  });

  it('reads a PDF copy: a line ending on a comma or "and" goes on, ligatures read, a qualification note and "Requirements" left', () => {
    const pasted = [
      'Selection Criteria',
      'Essential',
      '1. High-level skills with finance systems (e.g. TechnologyOne,',
      'SAP or Oracle) and advanced Excel skills.',
      '2. Experience reconciling accounts for a large ﬁnance team and',
      'Purchasing modules.',
      'Qualifications and experience',
      '• A qualification in accounting or business is highly desirable.',
      '• Current registration with CPA Australia is desirable but not essential.',
      'Requirements',
      '• The University is a smoke-free workplace.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'High-level skills with finance systems (e.g. TechnologyOne, SAP or Oracle) and advanced Excel skills.',
      'Experience reconciling accounts for a large finance team and Purchasing modules.',
    ]);
  });
});

describe('criteria as a person pastes them from a web page', () => {
  it('reads a numbered name with bullets under it as one criterion, bold marks and all', () => {
    const pasted = [
      '**Key Selection Criteria**',
      '**1. Program and contract management**',
      '- Demonstrated experience administering grants from application to acquittal.',
      '- Monitors performance against agreed outputs.',
      '**2. Written communication**',
      '- Prepares clear briefings for senior executives.',
      '**Qualifications and Experience**',
      '- A tertiary qualification in social science is desirable but not required.',
      '**How to apply**',
      'Applications should include a cover letter (maximum 1000 words).',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Program and contract management: Demonstrated experience administering grants from application to acquittal; monitors performance against agreed outputs.',
      'Written communication: Prepares clear briefings for senior executives.',
    ]);
  });

  it('reads the capabilities an APS pitch names to the reader in a sentence, verbs in their base form', () => {
    const pasted = [
      'Grants Program Officer',
      'The opportunity',
      '- assess grant applications against eligibility criteria',
      'How to apply',
      'Submit a one-page pitch. The panel will be looking for evidence that you Support strategic direction, Achieve results, and Communicate with influence.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Support strategic direction',
      'Achieve results',
      'Communicate with influence',
    ]);
    // In prose, a capability's words in small letters are no name: "help us achieve results".
    expect(namedCapabilities('We help communities achieve results and communicate with influence.')).toEqual([]);
  });
});

describe('capabilities with their behaviours as bullets', () => {
  it('reads each capability heading with the bullets under it as one criterion, short behaviour names and all', () => {
    const pasted = [
      'Your pitch should show the EL 1 capabilities below.',
      '',
      'Supports productive working relationships',
      '• Nurtures internal and external relationships',
      '• Facilitates cooperation and partnerships',
      '• Guides, mentors and develops people',
      '',
      'Displays personal drive and integrity',
      '• Commits to action',
      '• Demonstrates self-awareness and a commitment to personal development',
      '',
      'Communicates with influence',
      '• Communicates clearly',
      '• Negotiates persuasively',
    ].join('\n');
    const { criteria } = readCriteria(pasted);
    expect(criteria).toHaveLength(3);
    expect(criteria[0]).toMatch(
      /^Supports productive working relationships: Nurtures .*; facilitates .*; guides, mentors/,
    );
    expect(criteria[1]).toMatch(
      /^Displays personal drive and integrity: Commits to action; demonstrates self-awareness/,
    );
    expect(criteria[2]).toMatch(/^Communicates with influence: Communicates clearly; negotiates persuasively/);
  });
});

describe('a framework’s groups over its capabilities', () => {
  it('reads LC4Q’s "Vision", "Results" and "Accountability" as groups, not part of the capability under them', () => {
    const pasted = [
      'Your key capabilities',
      'Vision',
      'Makes insightful decisions – Weighs up options and risks and gives timely advice to senior executives.',
      'Results',
      'Drives accountability and outcomes – Tracks deadlines and checks documents before they go to the Minister.',
      'Accountability',
      'Demonstrates sound governance – Applies the delegations and the records policy to every file.',
    ].join('\n');
    const { criteria } = readCriteria(pasted);
    expect(criteria).toHaveLength(3);
    expect(criteria.map((c) => c.split(' – ')[0])).toEqual([
      'Makes insightful decisions',
      'Drives accountability and outcomes',
      'Demonstrates sound governance',
    ]);
  });
});

describe('the word limit', () => {
  it('reads a whole statement’s limit in pages up to three, and a quoted "pitch" as the whole', () => {
    expect(responseLimit('A statement of no more than three (3) pages addressing the requirements.', 6)).toBe(250);
    expect(responseLimit('Please submit a “pitch” of no more than 600 words.', 3)).toBe(200);
  });
});

describe('points a level down and tables of kinds', () => {
  it('joins a point set a level down (indented, or Word’s "o") to the numbered criterion above it', () => {
    const pasted = [
      'Selection criteria',
      '1. Client focus: Listens to clients and tailors services to what they need.',
      '   o Proven ability to support culturally diverse families.',
      '2. Planning: Plans and prioritises work to meet deadlines.',
      'o Experience coordinating rosters across several sites.',
      '3. Teamwork: Works with colleagues to reach shared goals.',
      '  - Shares knowledge with others.',
      '4. Current driver licence.',
    ].join('\r\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Client focus: Listens to clients and tailors services to what they need; proven ability to support culturally diverse families.',
      'Planning: Plans and prioritises work to meet deadlines; experience coordinating rosters across several sites.',
      'Teamwork: Works with colleagues to reach shared goals; shares knowledge with others.',
      'Current driver licence.',
    ]);
  });

  it('keeps bullets indented alike as criteria of their own, and a tab alone as a table’s next row', () => {
    const indented = ['Selection criteria', '  • Experience in records management.', '  • Attention to detail.'];
    expect(readCriteria(indented.join('\n')).criteria).toEqual([
      'Experience in records management.',
      'Attention to detail.',
    ]);
    const table = [
      'ESSENTIAL REQUIREMENTS',
      'Personal Abilities/Aptitudes/Skills\t•\tAbility to resolve complaints calmly and fairly.',
      '\t•\tAbility to key data accurately at speed.',
      'Experience\t•\tExperience in a busy front counter or call centre.',
    ].join('\n');
    expect(readCriteria(table).criteria).toEqual([
      'Ability to resolve complaints calmly and fairly.',
      'Ability to key data accurately at speed.',
      'Experience in a busy front counter or call centre.',
    ]);
  });

  it("reads one statement for a pitch with no heading for each question, and for the NT's one-page summary", () => {
    const questions = [
      '- Describe how you manage competing priorities and deadlines.',
      '- Give an example of when you resolved an issue with a client.',
      'Your pitch should be written as a single document; there is no need to address each question under a separate heading.',
    ].join('\n');
    expect(readCriteria(questions).criteria).toHaveLength(1);
    const summary = [
      'Essential:',
      '1. Demonstrated experience in a health administration role.',
      '2. Well-developed interpersonal and communication skills.',
      'Further Information:',
      'Information for applicants - applicants are to submit a summary of no more than one (1) page outlining how their skills meet the selection criteria.',
    ].join('\n');
    expect(readCriteria(summary).criteria).toHaveLength(1);
    // Responses to each in one document are still responses to each.
    const each = [
      '1. Ability to key data accurately.',
      '2. Ability to resolve complaints.',
      'Address each criterion in a single document.',
    ];
    expect(readCriteria(each.join('\n')).criteria).toHaveLength(2);
  });

  it('reads one statement when separate responses to the attributes are not to be sent', () => {
    const pasted = [
      'How you will be assessed',
      '• Builds enduring relationships',
      '• Makes insightful decisions',
      'Applicants should not submit responses to the individual attributes as separate documents.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toHaveLength(1);
  });

  it('reads one statement when the capabilities are not to be answered as separate criteria', () => {
    const pasted = [
      'Shapes strategic thinking',
      '• Thinks strategically',
      'Achieves results',
      '• Commits to action',
      'Do not respond to the capabilities as separate selection criteria; we will assess your pitch as a whole.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toHaveLength(1);
    // A cover letter that refers to the capabilities is one document too.
    const letter = [
      'Vision',
      'Leads strategically – Understands the department’s priorities.',
      'Results',
      'Drives accountability and outcomes – Tracks deadlines and checks documents.',
      'How to apply',
      'Please provide a cover letter (max 2 pages) outlining your suitability for the role, with reference to the key capabilities above.',
    ].join('\n');
    expect(readCriteria(letter).criteria).toHaveLength(1);
  });
});

describe('limits named with their document', () => {
  it('reads a one-page statement beside a resume, and pages of A4', () => {
    expect(responseLimit('Send your resume and a one-page statement addressing the abilities listed.', 5)).toBe(100);
    expect(responseLimit('A statement addressing the criteria (two A4 pages maximum).', 4)).toBe(250);
    // A limit on the resume stays the resume's.
    expect(responseLimit('Your resume (no more than two pages) and responses to each criterion.', 4)).toBeNull();
    // Words said beside pages for the same statement are its limit.
    expect(responseLimit('A one-page pitch (no more than 600 words) on the capabilities below.', 3)).toBe(200);
  });
});

describe('a council’s criteria flattened into one paragraph, and a PDF line cut before a name', () => {
  it('cuts at "Essential", "Desirable", a licence and the closing date, each criterion whole', () => {
    const pasted =
      'Key Selection Criteria Please address the following criteria. Essential Demonstrated experience coordinating volunteer programs. Well-developed time management skills. Current NSW Class C driver licence. Desirable Knowledge of the Volunteer Management Act. Experience using Better Impact (e.g. rostering). Applications close 4pm Monday 3 March 2025.';
    const { criteria, skipped } = readCriteria(pasted);
    expect(criteria).toEqual([
      'Demonstrated experience coordinating volunteer programs.',
      'Well-developed time management skills.',
      'Current NSW Class C driver licence.',
      'Knowledge of the Volunteer Management Act.',
      'Experience using Better Impact (e.g. rostering).',
    ]);
    expect(skipped).toContain('Applications close 4pm Monday 3 March 2025.');
  });

  it('reads a list run on with semicolons after a lead-in, each item a criterion however it starts', () => {
    const pasted =
      'The successful applicant will need: a Certificate IV in Work Health and Safety or equivalent; demonstrated experience conducting workplace inspections and incident investigations; sound knowledge of the Work Health and Safety Act 2011; and well-developed written skills, including preparing reports for senior managers.';
    expect(readCriteria(pasted).criteria).toEqual([
      'A Certificate IV in Work Health and Safety or equivalent',
      'Demonstrated experience conducting workplace inspections and incident investigations',
      'Sound knowledge of the Work Health and Safety Act 2011',
      'Well-developed written skills, including preparing reports for senior managers.',
    ]);
  });

  it('joins a page-wide line to the few words that end its sentence on the next', () => {
    const pasted = [
      'Selection criteria',
      'a) Demonstrated understanding of the cultural protocols of working with the Torres Strait',
      'Islander community.',
      'b) Excellent written communication skills.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Demonstrated understanding of the cultural protocols of working with the Torres Strait Islander community.',
      'Excellent written communication skills.',
    ]);
  });
});

describe('a note on qualifications beside the criteria', () => {
  it('reads "A relevant tertiary qualification … is desirable but not essential." as a note, not a criterion', () => {
    const pasted = [
      'Key selection criteria',
      '1. Demonstrated experience in contract administration.',
      'Qualifications',
      'A relevant tertiary qualification in business or law is desirable but not essential.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual(['Demonstrated experience in contract administration.']);
  });
});

describe('the ways a list of criteria is labelled', () => {
  it('reads "Focus areas" over bullets as the list’s heading, not a criterion', () => {
    const pasted = [
      'Your pitch (up to 600 words) should show how you meet the key focus areas.',
      'Key focus areas',
      '• Resolving complex enquiries from business owners by phone and web chat',
      '• Explaining obligations in plain English',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Resolving complex enquiries from business owners by phone and web chat',
      'Explaining obligations in plain English',
    ]);
  });

  it('drops a line’s "Essential:" or "Desirable:" label and the note on how desirable criteria are used', () => {
    const pasted = [
      'Essential: Proven ability to manage a caseload of 40 tenancies.',
      'Desirable: Experience with the Residential Tenancies Act.',
      'Desirable criteria may be used to differentiate between equally ranked candidates.',
    ].join('\n');
    const { criteria, skipped } = readCriteria(pasted);
    expect(criteria).toEqual([
      'Proven ability to manage a caseload of 40 tenancies.',
      'Experience with the Residential Tenancies Act.',
    ]);
    expect(skipped).toEqual(['Desirable criteria may be used to differentiate between equally ranked candidates.']);
  });

  it('reads "Essential Requirements: …" on its line after the criteria as conditions of the job', () => {
    const pasted = [
      '1. Sound knowledge of medical terminology.',
      '2. Ability to use an electronic patient administration system.',
      'Essential Requirements: a current Working with Children Check and Category A vaccination compliance.',
    ].join('\n');
    const { criteria, skipped } = readCriteria(pasted);
    expect(criteria).toHaveLength(2);
    expect(skipped[0]).toMatch(/^Essential Requirements: a current Working/);
  });

  it('joins a bracketed line under a short name to it as what the name means, without its brackets', () => {
    const pasted = [
      'Selection criteria',
      '1. Client focus',
      '(The ability to give prompt and courteous service to people at the counter and by phone.)',
      '2. Teamwork',
      '(Works with others to share the load at busy times.)',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Client focus: The ability to give prompt and courteous service to people at the counter and by phone.',
      'Teamwork: Works with others to share the load at busy times.',
    ]);
  });

  it('reads a numbered section of a position description ("4.1 Essential") as a heading', () => {
    const pasted = [
      '4. Selection Criteria',
      '4.1 Essential',
      '• Demonstrated experience processing accounts payable in an ERP system.',
      '4.2 Desirable',
      '• Experience with TechnologyOne.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Demonstrated experience processing accounts payable in an ERP system.',
      'Experience with TechnologyOne.',
    ]);
  });

  it('joins a word a PDF broke at a line’s end where the dictionary knows it, and keeps a compound’s hyphen', async () => {
    const pasted = [
      '• Demonstrated experience in the prepa-',
      'ration of board papers and the manage-',
      'ment of a high-volume, self-',
      'directed workload across multiple projects at once.',
    ].join('\n');
    const [criterion] = (await readPastedCriteria(pasted)).criteria;
    expect(criterion).toBe(
      'Demonstrated experience in the preparation of board papers and the management of a high-volume, self-directed workload across multiple projects at once.',
    );
    // Without the dictionary, the hyphen stays where it was.
    expect(readCriteria(pasted).criteria[0]).toMatch(/prepa-ration/);
  });

  it('reads the markers a panel pastes on their own line or as "SC1", and a lead-in over lettered criteria', () => {
    const questions = readCriteria(
      'Targeted questions (please answer each question in max 250 words each)\n\nQuestion 1\nTell us about a time you managed urgent tasks.\n\nQuestion 2\nDescribe a situation where you calmed an upset person.',
    );
    expect(questions.labels).toEqual(['Question 1', 'Question 2']);
    expect(questions.criteria[0]).toBe('Tell us about a time you managed urgent tasks.');
    const numbered = readCriteria(
      'Essential\nSC1  Demonstrated experience providing administrative support.\nDesirable\nSC2  Experience working in a tertiary education setting.',
    );
    expect(numbered.labels).toEqual(['SC1', 'SC2']);
    expect(numbered.criteria[0]).toBe('Demonstrated experience providing administrative support.');
    const lettered = readCriteria(
      'Essential criteria\nTo be successful you will need to demonstrate:\ni. Experience planning programs for young people.\nii. Knowledge of child safe practice.',
    );
    expect(lettered.labels).toEqual(['(i)', '(ii)']);
  });

  it('joins a wrapped line that goes on with a year, and reads further job requirements and a list of names as no criteria', () => {
    const pasted = [
      '1. Knowledge of, or the ability to rapidly acquire knowledge of, the Biosecurity Act',
      '2019 (Tas) and associated regulations.',
      '2. Demonstrated ability to record inspection information accurately.',
      'Further job requirements',
      '1. Current Northern Territory driver licence.',
      'Behavioural capabilities sought: Leadership, Accountability, Collaboration.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Knowledge of, or the ability to rapidly acquire knowledge of, the Biosecurity Act 2019 (Tas) and associated regulations.',
      'Demonstrated ability to record inspection information accurately.',
    ]);
    // The ACT's "What you require" lists qualifications before the criteria, none of them one to address.
    const act = [
      'What you require',
      'Compulsory requirements: nil',
      'Desirable: A Certificate IV in Government (Regulatory Compliance) or similar.',
      'Selection criteria',
      '• Leadership: Demonstrated experience leading and supervising a team.',
    ].join('\n');
    expect(readCriteria(act).criteria).toEqual(['Leadership: Demonstrated experience leading and supervising a team.']);
  });
});

describe('criteria with their points and criteria asked in prose', () => {
  it('keeps bullets in small letters under a numbered criterion as its points, though it ended on a full stop', () => {
    const pasted = [
      'Selection criteria',
      'SC1. Program delivery: Demonstrated experience delivering community programs on time and on budget.',
      '• experience reporting to funding bodies',
      '• ability to recruit and support volunteers',
      'SC2. Written skills: Well-developed writing skills for reports and grant applications.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Program delivery: Demonstrated experience delivering community programs on time and on budget; experience reporting to funding bodies; ability to recruit and support volunteers',
      'Written skills: Well-developed writing skills for reports and grant applications.',
    ]);
  });

  it('reads the asks of a "How you will be assessed" paragraph said about the reader', () => {
    const pasted = [
      'How you will be assessed',
      'You will be assessed on your ability to demonstrate the following key capabilities.',
      'You will be assessed on your ability to manage contracts with external providers and hold them to agreed service levels, using sound judgement when things go wrong. We are looking for someone who can lead a small team through change, and who can coach staff new to the sector.',
      'In addition, the panel will consider your knowledge of the Disability Services Act 2006 (Qld) or your capacity to learn it quickly. The work is busy, so the successful applicant will also need excellent organisational skills and the ability to meet deadlines.',
      'Central to success in this role, ideal candidates will possess sound case management skills.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Ability to manage contracts with external providers and hold them to agreed service levels, using sound judgement when things go wrong.',
      'Ability to lead a small team through change, and to coach staff new to the sector.',
      'Knowledge of the Disability Services Act 2006 (Qld) or your capacity to learn it quickly.',
      'Excellent organisational skills and the ability to meet deadlines.',
      'Sound case management skills.',
    ]);
  });
});

describe('names with a description and its points, and capabilities run together', () => {
  it('reads a name, its line of description and the bullets under it as one criterion, a name that asks included', () => {
    const pasted = [
      'Selection Criteria',
      '',
      'Case coordination',
      'Demonstrated ability to coordinate support for clients with complex needs across several services, including:',
      '\uF0B7\tbuilding a plan with the client and their carers',
      'o\treviewing the plan when circumstances change',
      '',
      'Knowledge of the housing system',
      'Sound knowledge of social and community housing programs in the ACT and the policies that govern them.',
      '\uF0B7\teligibility and priority housing assessment',
      '',
      'Written communication',
      'Well-developed writing skills, with the ability to prepare clear case notes, reports and letters.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Case coordination: Demonstrated ability to coordinate support for clients with complex needs across several services, including: building a plan with the client and their carers; reviewing the plan when circumstances change',
      'Knowledge of the housing system: Sound knowledge of social and community housing programs in the ACT and the policies that govern them; eligibility and priority housing assessment',
      'Written communication: Well-developed writing skills, with the ability to prepare clear case notes, reports and letters.',
    ]);
  });

  it('keeps bullets that are criteria of their own as a list, in small letters or not', () => {
    const pasted = [
      'Key selection criteria',
      '• Demonstrated experience in a busy reception role.',
      '• sound knowledge of Microsoft Office.',
      '• Current driver licence.',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toHaveLength(3);
  });

  it('reads the capabilities of a paragraph that runs them together with their behaviours, each once', () => {
    const pasted = [
      'Capabilities sought (APS 5)',
      'Supports strategic direction Thinks strategically Harnesses information and opportunities Achieves results Identifies and uses resources wisely Demonstrates sound judgement in managing competing priorities Supports productive working relationships Nurtures internal and external relationships Values individual differences and diversity Communicates with influence Communicates clearly Negotiates confidently',
    ].join('\n');
    const read = readCriteria(pasted);
    expect(read.criteria).toEqual([
      'Supports strategic direction',
      'Achieves results',
      'Supports productive working relationships',
      'Communicates with influence',
    ]);
    expect(read.skipped.join(' ')).not.toMatch(/Thinks strategically|Demonstrates sound judgement/);
  });
});

describe('a paste from a PDF or a Word table', () => {
  it('reads Symbol-font bullets shown as "ï‚§" as bullets, each name with the description under it', () => {
    const paste = [
      'Key capabilities',
      '',
      'ï‚§\tCommunicates with influence',
      'Explains tax and super information clearly and adapts your approach to each client.',
      '',
      'ï‚§\tDelivers results and resolves issues',
      'Investigates client account discrepancies and follows issues through to resolution.',
      '',
      '\uF0A7\tDemonstrates accuracy and attention to detail',
      'Keeps accurate records of client interactions.',
    ].join('\n');
    expect(readCriteria(paste).criteria).toEqual([
      'Communicates with influence: Explains tax and super information clearly and adapts your approach to each client.',
      'Delivers results and resolves issues: Investigates client account discrepancies and follows issues through to resolution.',
      'Demonstrates accuracy and attention to detail: Keeps accurate records of client interactions.',
    ]);
  });

  it('reads a behavioural capability column flattened under each numbered criterion as part of it', () => {
    const paste = [
      'Selection criteria',
      'Professional/technical skills and knowledge\tBehavioural capability',
      '1. Demonstrated ability to research and analyse complex policy issues.',
      'Thinks strategically',
      '2. Experience managing contracts and procurement activities.',
      'Collaborates',
      '3. Ability to manage competing priorities and deliver work to deadlines.',
      'Personal integrity and self-awareness',
    ].join('\n');
    expect(readCriteria(paste).criteria).toEqual([
      'Demonstrated ability to research and analyse complex policy issues. (Thinks strategically)',
      'Experience managing contracts and procurement activities. (Collaborates)',
      'Ability to manage competing priorities and deliver work to deadlines. (Personal integrity and self-awareness)',
    ]);
  });

  it('reads an ad that asks not to address the capabilities separately as asking for one statement', () => {
    expect(ASKS_ONE_STATEMENT.test('Please do not address the capabilities separately as individual statements.')).toBe(
      true,
    );
    expect(ASKS_ONE_STATEMENT.test('Please address the capabilities separately, in no more than 300 words each.')).toBe(
      false,
    );
  });
});

describe('lettered requirements with their points, and names numbered over their description', () => {
  it('keeps a lettered criterion’s "o" points with it, and the next lettered line a criterion of its own', () => {
    const paste = [
      'Work-related requirements',
      '(a) Demonstrated experience supervising a small team.',
      '(b) Highly developed written communication skills, including:',
      'o\tdrafting letters to members of the public;',
      'o\tpreparing minutes of meetings with external agencies; and',
      'o\twriting short reports for senior staff.',
      '(c) Ability to apply policies and procedures in a regulatory setting.',
    ].join('\n');
    const { criteria } = readCriteria(paste);
    expect(criteria).toEqual([
      'Demonstrated experience supervising a small team.',
      'Highly developed written communication skills, including: drafting letters to members of the public; preparing minutes of meetings with external agencies; and writing short reports for senior staff.',
      'Ability to apply policies and procedures in a regulatory setting.',
    ]);
  });

  it('reads a numbered name in sentence case with its description on the next line as one criterion', () => {
    const paste = [
      '1. Client focus: Demonstrated ability to deliver a high standard of service to clients.',
      '2. Planning and organising',
      'Ability to plan work, set priorities and meet deadlines with little supervision.',
      '3. Teamwork: Proven ability to work well within a small team.',
    ].join('\n');
    expect(readCriteria(paste).criteria).toEqual([
      'Client focus: Demonstrated ability to deliver a high standard of service to clients.',
      'Planning and organising: Ability to plan work, set priorities and meet deadlines with little supervision.',
      'Teamwork: Proven ability to work well within a small team.',
    ]);
  });
});

describe('a statement of duties pasted from a PDF', () => {
  it('joins a page-wide numbered line to the next though it opens on a name, drops the page’s title under its mark, and leaves the employer’s statement', () => {
    const paste = [
      'Selection Criteria:',
      '1. Demonstrated experience in records management, including the use of an electronic document and',
      'records management system such as TRIM or Content Manager.',
      '2. Sound knowledge of, or the ability to quickly acquire knowledge of, the Privacy and Personal Information',
      'Protection Act 1998 and its application in a government agency.',
      '3. Well-developed organisational skills, including the ability to prioritise tasks and',
      'Department of Justice – Statement of Duties                         Page 2 of 3',
      'Statement of Duties',
      'meet deadlines.',
      'Working Environment:',
      'The Department of Justice is committed to a safe workplace and to delivering services that are fair and accessible.',
    ].join('\n');
    expect(readCriteria(paste).criteria).toEqual([
      'Demonstrated experience in records management, including the use of an electronic document and records management system such as TRIM or Content Manager.',
      'Sound knowledge of, or the ability to quickly acquire knowledge of, the Privacy and Personal Information Protection Act 1998 and its application in a government agency.',
      'Well-developed organisational skills, including the ability to prioritise tasks and meet deadlines.',
    ]);
  });

  it('reads "You do not need to address the selection criteria individually" as asking for one statement', () => {
    expect(ASKS_ONE_STATEMENT.test('You do not need to address the selection criteria individually.')).toBe(true);
  });
});
