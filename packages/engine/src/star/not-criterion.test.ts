import { describe, expect, it } from 'vitest';
import { readCriteria } from './read-criteria';
import { notCriterion } from './not-criterion';
import { capabilityOf, classificationOf } from './frameworks';
import { responseLimit } from './word-limit';
import { statedSentence, trainingSentence } from './draft-sentences';
import { draftStar } from './draft-star';
import { docFromLines } from '../test-fixtures/doc-from-lines';

describe('what pasted with criteria is not a criterion', () => {
  it('hands back the job title, the agency and the headings of a position description', () => {
    const text = `Senior Licensing Officer – VPS Grade 5
Department of Energy, Environment and Climate Action
Key Selection Criteria
What you will bring
1. Demonstrated ability to assess applications against legislation.
2. Sound judgement.
Technical capabilities
3. Experience using case management systems.`;
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual([
      'Demonstrated ability to assess applications against legislation.',
      'Sound judgement.',
      'Experience using case management systems.',
    ]);
    expect(skipped).toEqual([
      'Senior Licensing Officer – VPS Grade 5',
      'Department of Energy, Environment and Climate Action',
      'What you will bring',
      'Technical capabilities',
    ]);
  });

  it('reads a job title without a classification, and an agency named anywhere in its line', () => {
    const text =
      'Biosecurity Field Officer\nMurray Shire Council – Environmental Services\n• Strong customer focus.\n• Attention to detail';
    expect(readCriteria(text)).toEqual({
      criteria: ['Strong customer focus.', 'Attention to detail'],
      labels: ['', ''],
      skipped: ['Biosecurity Field Officer', 'Murray Shire Council – Environmental Services'],
    });
  });

  it('keeps conditions of employment, the equal-opportunity line and a contact person out', () => {
    const text = `- Excellent written communication skills.
- Ability to manage a varied workload.
Special conditions
A current Working with Children Check.
Some weekend work may be required.
Our agency is an equal opportunity employer and encourages applications from people with disability.
Need to know more? Call Priya Shah on 02 6210 0000.
Enquiries: contact Priya Shah, Team Leader.`;
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual(['Excellent written communication skills.', 'Ability to manage a varied workload.']);
    expect(skipped).toHaveLength(6);
    expect(skipped[0]).toBe('Special conditions');
  });

  it('leaves out what the ad says of the employer and the job’s duties, in an ad pasted as its own criteria', () => {
    for (const line of [
      'The Employment, Investment and Trade Group delivers programs and services to grow the Victorian economy.',
      'Its focus is on creating jobs and raising incomes through industry development.',
      'Responsible for the effective implementation of various corporate and administrative functions.',
    ])
      expect(notCriterion(line, true), line).not.toBeNull();
    expect(notCriterion('Proven ability to undertake all aspects of project management', true)).toBeNull();
    expect(notCriterion('The ability to deliver programs to regional communities', true)).toBeNull();
  });

  it('hands back the pay copied above the criteria under any of its labels', () => {
    for (const pay of [
      'Salary range: $97,048 - $104,806 per annum',
      'Pay range: $80k',
      'Remuneration package: $120,000',
    ])
      expect(readCriteria(`${pay}\n• Procurement: Demonstrated experience planning procurement.`).skipped).toEqual([
        pay,
      ]);
  });

  it("leaves out the key to the list's marks, its first mark read as a letter or not", () => {
    const text = `SELECTION CRITERIA
(E) = Essential   (D) = Desirable
1. Demonstrated experience in research grant administration. (E)
2. Experience supporting research ethics committee processes. (D)
E – essential; HD – highly desirable
Qualifications and technical skills`;
    expect(readCriteria(text).criteria).toEqual([
      'Demonstrated experience in research grant administration. (E)',
      'Experience supporting research ethics committee processes. (D)',
    ]);
  });

  it('leaves the job board’s buttons copied under the criteria', () => {
    const text = `Key capabilities
- Achieves results.
- Communicates with influence.

Share this job   Facebook   LinkedIn   X   Email
Apply now | Save job | Print`;
    expect(readCriteria(text).criteria).toEqual(['Achieves results.', 'Communicates with influence.']);
  });

  it('does not split a line at a number inside it, and cuts page marks out of a flattened paste', () => {
    const lines = 'Library Officer (HEW Level 5) Client Services\nHigh-level customer service skills.';
    expect(readCriteria(lines).criteria).toEqual(['High-level customer service skills.']);
    const flat =
      'OFFICIAL 1. Proven ability to build relationships with stakeholders. 2. Attention to detail. Page 2 of 5 OFFICIAL Other relevant information: a police check will apply.';
    expect(readCriteria(flat).criteria).toEqual([
      'Proven ability to build relationships with stakeholders.',
      'Attention to detail.',
    ]);
  });

  it('keeps a capability name with its level, and a Queensland leadership competency', () => {
    const text =
      'Deliver Results Adept\nWork Collaboratively Intermediate\nMakes insightful decisions\nInspires others';
    expect(readCriteria(text).criteria).toHaveLength(4);
    expect(capabilityOf('Deliver Results Adept')?.name).toBe('Deliver Results');
    expect(capabilityOf('Makes insightful decisions – weighs evidence')?.framework).toBe('QLD LC4Q');
    expect(classificationOf('Program Officer (AO5)')?.framework).toBe('QLD LC4Q');
  });
});

describe('capability names beside other criteria', () => {
  it('does not take the next criterion as the description of a name that has its own, or across a heading', () => {
    const text = `Inspires others – Communicates a clear purpose and motivates others.
Demonstrated experience managing contracts.
Pursues continuous growth
Technical capabilities
Knowledge of procurement policy and practice across government agencies.`;
    expect(readCriteria(text).criteria).toEqual([
      'Inspires others – Communicates a clear purpose and motivates others.',
      'Demonstrated experience managing contracts.',
      'Pursues continuous growth',
      'Knowledge of procurement policy and practice across government agencies.',
    ]);
  });
});

describe('more of what a position description pastes around its criteria', () => {
  it('hands back conditions, references, duties of the job and category headings', () => {
    const text = `Job reference: 55120
Senior Field Officer | Band 4 | Hobart
As a Senior Field Officer you will inspect sites across the south.
Technical and specialist skills
• Demonstrated experience in regulatory inspections.
• Sound knowledge of the Dangerous Goods Act.
Successful applicants must obtain a baseline security clearance.
Australian citizenship is a condition of employment.
This is a Category A position. Applicants must comply with the vaccination policy directive.
We are committed to a diverse workforce and welcome applications from people with disability.`;
    expect(readCriteria(text).criteria).toEqual([
      'Demonstrated experience in regulatory inspections.',
      'Sound knowledge of the Dangerous Goods Act.',
    ]);
  });

  it('hands back what the job offers, run into the criteria of a position description', () => {
    const text = `Selection criteria
• Provide clinical supervision and mentoring to less experienced clinicians.
• Apart from contributing to the development of the service, you will also benefit from a competitive remuneration package.`;
    expect(readCriteria(text).criteria).toEqual([
      'Provide clinical supervision and mentoring to less experienced clinicians.',
    ]);
  });

  it('hands back the hours a job is worked and the pre-requisites of appointment, however hyphenated', () => {
    const text = `Selection criteria
• Demonstrated experience running community programs.
• Ability to work some evenings and weekends.
• Willingness to work a rotating roster, including public holidays.
Appointment pre-requisites
Evidence of eligibility to work in Australia.`;
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual(['Demonstrated experience running community programs.']);
    expect(skipped).toEqual(expect.arrayContaining(['Ability to work some evenings and weekends.']));
  });

  it('joins a flattened criterion a page footer cut in two', () => {
    const flat =
      '1. Demonstrated ability to support clients with personal care, including Page 2 of 4 manual handling and hoists. 2. Current First Aid certificate.';
    expect(readCriteria(flat).criteria).toEqual([
      'Demonstrated ability to support clients with personal care, including manual handling and hoists.',
      'Current First Aid certificate.',
    ]);
    // With the running header the page prints after its mark.
    const headed =
      '4. Stakeholder management: Ability to build and maintain productive relationships with internal and external Page 3 of 4 OFFICIAL Department of Transport and Planning | Position Description data partners, negotiate data access and respond to competing requests. 5. A tertiary qualification in statistics. Other relevant information Preferred candidates will be required to complete a Nationally Coordinated Criminal History Check prior to commencement.';
    expect(readCriteria(headed).criteria).toEqual([
      'Stakeholder management: Ability to build and maintain productive relationships with internal and external data partners, negotiate data access and respond to competing requests.',
      'A tertiary qualification in statistics.',
    ]);
  });
});

describe('limits for a whole statement', () => {
  it('reads thousands written with a comma, and a page limit as the whole statement’s', () => {
    expect(responseLimit('Responses should be no more than 1,500 words in total.', 5)).toBe(300);
    // Shares never add up past the whole.
    expect(responseLimit('A statement of no more than 750 words in total.', 4)).toBe(180);
    expect(responseLimit('Your response should be a maximum of two pages.', 4)).toBe(250);
    expect(responseLimit('Address each criterion in no more than one page per criterion.', 4)).toBe(500);
    // "Each" after the letter's limit is what the letter addresses, not the limit's unit.
    expect(responseLimit('Attach a statement of up to two pages that covers each of the key criteria.', 4)).toBe(250);
    expect(responseLimit('Please address each criterion in no more than two pages.', 4)).toBe(1000);
  });
});

describe('a whole ad pasted flat, one sentence after another', () => {
  it('hands back the ad talking about itself and drafts only what it asks of the person', () => {
    const { criteria, skipped } = readCriteria(
      'Number of vacancies available: 1 Office Location(s): Preston. We currently have a fixed term opportunity to join our team in Preston. The Branch prides itself on its commitment to making children safe, supporting stronger families and protecting future generations across the north of Melbourne. Ideal candidates will possess superior risk assessment capability and experience in a mentoring role. In return you will receive supervision by leaders in the field and ongoing professional development.',
    );
    // Said as the ask itself, without the words about the reader that introduce it.
    expect(criteria).toEqual(['Superior risk assessment capability and experience in a mentoring role.']);
    expect(skipped.join(' ')).toMatch(/prides itself/);
  });
});

describe('a course named in a draft', () => {
  it('says where and when as a sentence would, and keeps a course code as written', () => {
    expect(trainingSentence('Bachelor of Social Work (Honours) – Southern Cross University, 2018', false)).toBe(
      'I hold a Bachelor of Social Work (Honours) from Southern Cross University (2018).',
    );
    expect(trainingSentence('Applied Suicide Intervention Skills Training (ASIST), 2022')).toBe(
      'My relevant training includes Applied Suicide Intervention Skills Training (ASIST, 2022).',
    );
    // The place of study is the piece that names one, after the award's specialisation.
    expect(
      trainingSentence(
        'Bachelor of Science – Environmental Management and Sustainability, Murdoch University 2014',
        false,
      ),
    ).toBe(
      'I hold a Bachelor of Science – Environmental Management and Sustainability from Murdoch University (2014).',
    );
    // A course in sentence case reads in small letters mid-sentence; a name keeps its capitals.
    expect(trainingSentence('Occupational violence and aggression training, 2024')).toBe(
      'My relevant training includes occupational violence and aggression training (2024).',
    );
    expect(trainingSentence('Certificate IV in Training and Assessment – TAE40116, 2019')).toBe(
      'I also hold a Certificate IV in Training and Assessment – TAE40116 (2019).',
    );
    expect(trainingSentence('Certificate IV in Ageing Support (CHC43015) – TasTAFE, 2020', false)).toBe(
      'I hold a Certificate IV in Ageing Support (CHC43015) from TasTAFE (2020).',
    );
    expect(trainingSentence('Mental Health First Aid – 2024')).toBe(
      'My relevant training includes Mental Health First Aid (2024).',
    );
  });

  it('says a skills line as a sentence, keeping the capitals of what it names', () => {
    expect(statedSentence('Xero, MYOB AccountRight and Excel')).toBe(
      'My skills include Xero, MYOB AccountRight and Excel.',
    );
    expect(statedSentence('Stock control and forklift operation')).toBe(
      'My skills include stock control and forklift operation.',
    );
    expect(statedSentence('Languages: English, Mandarin')).toBe('I speak English and Mandarin.');
    expect(statedSentence('Languages: English, Vietnamese and French')).toBe('I speak English, Vietnamese and French.');
    // An achievement listed beside the skills is said as what the person did.
    expect(statedSentence('Cut median turnaround time from 52 to 38 minutes by introducing a priority rack')).toBe(
      'I cut median turnaround time from 52 to 38 minutes by introducing a priority rack.',
    );
    expect(statedSentence('Reduced specimen rejections by 30%')).toBe('I reduced specimen rejections by 30%.');
  });

  it('never offers a check or clearance held as training', async () => {
    const cv = docFromLines({
      top: ['Lena Ivanova'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Personal Care Worker, Uniting AgeWell, 2018 – 2021'],
          bullets: ['Recorded observations and fluid balance charts', 'Supported residents living with dementia'],
        },
        {
          heading: 'Certifications',
          lines: [
            'National Police Check – 2024',
            'NDIS Worker Screening Check – current',
            'Registered Nurse – AHPRA',
            'National Engineering Register (NER)',
          ],
        },
      ],
    });
    const [r] = await draftStar(cv, ['Knowledge of records management and police procedures'], 250);
    expect(r!.fullResponse).not.toMatch(/training includes/);
  });
});

describe('sentences about the framework', () => {
  it('reads what the ad says of the framework or the capabilities as no criterion', () => {
    expect(
      notCriterion('The Victorian Public Sector Capability Framework applies to every role in the department.', true),
    ).toBe('statement');
    expect(
      notCriterion('The capabilities for this position are those a new starter must show from day one.', true),
    ).toBe('statement');
    expect(notCriterion('Leadership System (ILS) capabilities at the EL 1 level.', true)).toBe('heading');
    expect(notCriterion('Demonstrated capabilities in stakeholder engagement at a senior level.', true)).toBeNull();
  });
});
