/**
 * Job ads written for the tests (not from any corpus), in the layouts ads arrive in: headed and bulleted, and the same
 * text flattened to one line as job boards export it.
 */
export const PAYROLL_AD = `About us
Harbourside Health is one of Sydney's largest private hospital groups, with a long standing history of care in the
local market and a culture where there is no glass ceiling.
About the role
Reporting to the Payroll Manager, you will process fortnightly pay runs for 1,200 staff, reconcile payroll accounts
and respond to payroll enquiries from managers.
About you
• Minimum 3 years' experience in end-to-end payroll
• Demonstrated experience with Chris21 or a similar payroll system
• Advanced Excel skills
• Knowledge of the Fair Work Act and modern awards interpretation
• Strong attention to detail and excellent communication skills
• A current National Police Check
Desirable
• Certificate IV in Accounting or Bookkeeping
• Experience with Power BI
What we offer
• Salary packaging and paid parental leave for primary care givers
• Free onsite parking and an Employee Assistance Program
How to apply
Click apply now. For a confidential discussion call Megan Doyle on 02 9555 0192 or email megan.doyle@harbourside.example.com.au.
Applications close 5 December. Harbourside Health is an equal opportunity employer; Aboriginal and Torres Strait
Islander people are encouraged to apply.`;

/** The same ad as job boards export it: one line, headings and list items run together. */
export const flatten = (ad: string) => ad.replace(/\s*\n\s*(?:•\s*)?/g, ' ');

export const DUTY_CHECKS_AD = `Onboarding Officer. Your duties will include: load background and police checks into the HR system,
prepare employment contracts and coordinate induction. You will have: experience in onboarding or HR administration,
strong written communication and proficiency in Microsoft Office.`;

export const PLUMBER_AD = `Qualified plumber wanted for a busy maintenance team on the Gold Coast. You must be a qualified plumber
with a current QBCC licence, hold a White Card and a manual driver's licence. Experience in commercial maintenance
plumbing and backflow prevention is highly regarded. We offer a company ute, phone and above award rates.`;

export const ECT_AD = `Early Childhood Teacher - Bayside. To succeed in this role you will hold an ECT qualification (Bachelor of
Early Childhood Education or equivalent) and a current Working With Children Check, with a passion for the EYLF.`;
