import { describe, expect, it } from 'vitest';
import { partOpened } from './ad-parts';
import { readCriteria } from './read-criteria';

describe('a whole position description pasted', () => {
  it('knows the headings that open criteria and those that open the rest', () => {
    expect(partOpened('Key Selection Criteria')).toBe('criteria');
    expect(partOpened('What You Require')).toBe('criteria');
    expect(partOpened('Behavioural Capabilities')).toBe('criteria');
    expect(partOpened('Key Accountabilities')).toBe('other');
    expect(partOpened('Under limited direction, the successful applicant will:')).toBe('other');
    expect(partOpened('Demonstrated experience in contract management.')).toBeNull();
  });

  it('drafts only the lines under a criteria heading, whatever bullets they carry', () => {
    const text = `Senior Rates Officer
Overview
The Revenue team bills 60,000 ratepayers each quarter.
Key Accountabilities
1. Manage the quarterly rates run and reconcile receipts.
2. Respond to ratepayer enquiries and hardship applications.
Selection Criteria
\uF0B7\tDemonstrated experience in local government rating or revenue.
\uF0B7\tHigh-level customer service skills, including with distressed ratepayers.
Desirable
\uF0B7\tExperience with the Pathway rating system.
What we offer
\uF0B7\tNine-day fortnight and salary packaging.
Eligibility
\uF0B7\tA current police check.
o\tProof of identity.`;
    const { criteria, skipped } = readCriteria(text);
    expect(criteria).toEqual([
      'Demonstrated experience in local government rating or revenue.',
      'High-level customer service skills, including with distressed ratepayers.',
      'Experience with the Pathway rating system.',
    ]);
    expect(skipped).toContain('Manage the quarterly rates run and reconcile receipts.');
    expect(skipped).toContain('Proof of identity.');
  });
});

describe('capabilities and questions as position descriptions write them', () => {
  it('joins a short name to the line that says what it means, not to the next criterion', () => {
    const text = `Key Selection Criteria
Service Delivery
Delivers services that meet clients' needs and resolves complaints fairly.
Records Management
Demonstrated experience keeping accurate records in an electronic system.`;
    expect(readCriteria(text).criteria).toEqual([
      "Service Delivery: Delivers services that meet clients' needs and resolves complaints fairly.",
      'Records Management',
      'Demonstrated experience keeping accurate records in an electronic system.',
    ]);
  });

  it('answers every question when the ad asks for answers to its questions, however they open', () => {
    const text = `Selection criteria
Please answer each of the following questions.
1. Do you hold a Certificate IV in Training and Assessment?
2. How have you kept learners engaged in practical classes?
3. What experience do you have with online assessment tools?
The ideal candidate is patient and well organised.`;
    expect(readCriteria(text).criteria).toEqual([
      'Do you hold a Certificate IV in Training and Assessment?',
      'How have you kept learners engaged in practical classes?',
      'What experience do you have with online assessment tools?',
    ]);
  });
});

describe('one sentence that asks for several things', () => {
  it('is one criterion for each ask, without the words that introduce them', () => {
    const text =
      'To be successful in this role, you will have proven ability to manage contracts, you will have a customer-first outlook across all services as well as being able to build open relationships with suppliers.';
    expect(readCriteria(text).criteria).toEqual([
      'Proven ability to manage contracts',
      'A customer-first outlook across all services',
      'Able to build open relationships with suppliers.',
    ]);
  });

  it('leaves the sentence after it a criterion of its own, not part of its last ask', () => {
    const text =
      'To be successful, you will have proven ability to manage budgets, you will have a customer-first outlook as well as being able to build open relationships with suppliers. A degree in commerce or accounting would be well regarded.';
    expect(readCriteria(text).criteria).toEqual([
      'Proven ability to manage budgets',
      'A customer-first outlook',
      'Able to build open relationships with suppliers.',
      'A degree in commerce or accounting would be well regarded.',
    ]);
  });
});

describe('what sits around the criteria', () => {
  it('answers targeted questions listed under "How to apply", handing back the capabilities beside them', () => {
    const { criteria, skipped } = readCriteria(`Team Leader, Clerk Grade 9/10
Focus capabilities
Manage and Develop People - Adept
Deliver Results - Adept
How to apply
Submit a resume and respond to the following targeted questions, in no more than 250 words each.
1. Please provide an example of when you led a team through a change.
2. Describe how you have managed a complaint that reached the Minister.`);
    expect(criteria).toEqual([
      'Please provide an example of when you led a team through a change.',
      'Describe how you have managed a complaint that reached the Minister.',
    ]);
    expect(skipped.join(' ')).toMatch(/Deliver Results - Adept \(the ad asks you to answer its questions only\)/);
  });

  it('reads "Essential Requirements" after the selection criteria as conditions, but as criteria when they lead', () => {
    const after = readCriteria(`Selection Criteria
Responses to each criterion should not exceed 200 words.
Demonstrated ability to manage records and correspondence.
Well-developed written communication skills.
Essential Requirements
Current driver's licence.
Desirable Requirements
Certificate III in Business or equivalent.
Security clearance: The successful applicant must be able to obtain a Baseline clearance.
Contact officer: Sam Lee, Manager, 03 6165 4000`);
    expect(after.criteria).toEqual([
      'Demonstrated ability to manage records and correspondence.',
      'Well-developed written communication skills.',
    ]);
    const leading = readCriteria(`Selection Criteria
Essential Requirements
Demonstrated ability to manage records and correspondence.
Desirable Requirements
Experience with the Content Manager records system.`);
    expect(leading.criteria).toEqual([
      'Demonstrated ability to manage records and correspondence.',
      'Experience with the Content Manager records system.',
    ]);
  });

  it('reads an "Including …" sub-line as part of its criterion, and "respond to the patient" as no instruction', () => {
    const { criteria } = readCriteria(`Key Selection Criteria
1. Demonstrated experience in a busy emergency department.
   - Including triage of adults and children.
2. Demonstrated ability to recognise and respond to the deteriorating patient.
   • Including escalation using ISBAR.
3. Well-developed communication skills.
How to apply
Applicants are required to submit a CV and respond to the key selection criteria.`);
    expect(criteria).toEqual([
      'Demonstrated experience in a busy emergency department, including triage of adults and children.',
      'Demonstrated ability to recognise and respond to the deteriorating patient, including escalation using ISBAR.',
      'Well-developed communication skills.',
    ]);
  });

  it('ends a flattened paste’s last criterion at "How to apply" or "For more information"', () => {
    const { criteria } = readCriteria(
      'Selection Criteria: 1. Knowledge of the National Quality Framework. 2. Current first aid certificate, or a willingness to obtain one. How to apply: Submit a resume and a statement of no more than 200 words per criterion.',
    );
    expect(criteria).toEqual([
      'Knowledge of the National Quality Framework.',
      'Current first aid certificate, or a willingness to obtain one.',
    ]);
    const more = readCriteria(
      'About you A strategic thinker who uses evidence to inform policy A team player who enjoys working collaboratively to meet objectives For more information please contact Lisa Draper on 0429 512 109.',
    );
    expect(more.criteria).toContain('A team player who enjoys working collaboratively to meet objectives');
  });

  it('answers the targeted questions and hands back the focus capabilities beside them, even unasked', () => {
    const { criteria, skipped } = readCriteria(`Customer Service Officer, Clerk Grade 2
Focus capabilities
Act with Integrity
Value Diversity and Inclusion
Information Management
Targeted questions
1. Please provide an example of a time you calmed an upset customer. What was the outcome?
2. Describe how you keep track of many small tasks in a day.
Salary grading: Clerk Grade 2. The role description is attached to the ad.
A talent pool may be created to fill similar roles over the next 12 months.`);
    expect(criteria).toEqual([
      'Please provide an example of a time you calmed an upset customer. What was the outcome?',
      'Describe how you keep track of many small tasks in a day.',
    ]);
    expect(skipped).toContain('Information Management (a capability the questions assess)');
  });

  it('keeps lettered points with the numbered criterion they complete, and hands back what is "not to be addressed"', () => {
    const { criteria, skipped } = readCriteria(`Essential
1. Demonstrated experience in reserve management, including:
   (a) weed control and revegetation;
   (b) managing contractors; and
   (c) grant acquittals.
2. Well-developed written communication skills, demonstrated by:
   (a) technical reports; and
   (b) Council reports.
3. Demonstrated time management skills.
Compliance requirements (not to be addressed in your application)
- Current driver's licence
- National Police Clearance`);
    expect(criteria).toEqual([
      'Demonstrated experience in reserve management, including weed control and revegetation; managing contractors; grant acquittals.',
      'Well-developed written communication skills, demonstrated by technical reports; Council reports.',
      'Demonstrated time management skills.',
    ]);
    expect(skipped).toContain('National Police Clearance');
  });
});
