import { describe, expect, it } from 'vitest';
import { titleAndEmployer } from './role-heading';

describe('a role’s title and employer from its heading lines', () => {
  it('reads a heading whose place ends on a full stop before its dates: the employer, without the place', () => {
    expect(
      titleAndEmployer(['Field Officer — Parks Tasmania, Huon Valley District. March 2020 to present']),
    ).toMatchObject({ title: 'Field Officer', employer: 'Parks Tasmania' });
  });

  it('reads the team after a title’s comma as the title’s, and the firm after a bar as the employer', () => {
    expect(
      titleAndEmployer(['Shift Supervisor, Inbound Freight | Harbourline Logistics, Port Melbourne']),
    ).toMatchObject({ title: 'Shift Supervisor', employer: 'Harbourline Logistics' });
    // With no other name on the line, what follows the comma is the employer.
    expect(titleAndEmployer(['Shift Supervisor, Harbourline Logistics'])).toMatchObject({
      employer: 'Harbourline Logistics',
    });
  });

  it('takes an agency by its initials on a line of its own over a branch of it', () => {
    expect(
      titleAndEmployer([
        'Acting Senior Policy Officer (APS 5), Water Policy Branch',
        'DCCEEW, Canberra',
        'Mar 2024 – Aug 2024',
      ]),
    ).toMatchObject({ title: 'Acting Senior Policy Officer', employer: 'DCCEEW' });
  });

  it('reads a title with whom it serves before its employer after a comma', () => {
    expect(
      titleAndEmployer(['Personal Assistant to the Director of Operations, Kestrel Logistics Group – 2021 – Present']),
    ).toMatchObject({ title: 'Personal Assistant to the Director of Operations', employer: 'Kestrel Logistics Group' });
  });

  it('reads "Customer Service" in a title as work, not a firm', () => {
    expect(titleAndEmployer(['Front Desk / Customer Service (casual) — FlexZone Fitness Belmore'])).toMatchObject({
      title: 'Front Desk / Customer Service',
      employer: 'FlexZone Fitness Belmore',
    });
  });

  it('takes the organisation, not the part of it named first', () => {
    const role = titleAndEmployer([
      'Student Administration Officer (HEW Level 5)\tAug 2020 – Present',
      'Faculty of Medicine, Health and Human Sciences – Macquarie University, Macquarie Park',
    ]);
    expect(role).toMatchObject({ title: 'Student Administration Officer', employer: 'Macquarie University' });
  });

  it('takes the body that employs over a unit of it, and keeps a hospital named after a comma', () => {
    expect(
      titleAndEmployer(['Ward Clerk 03/2016 - 07/2020', 'Renal Outpatient Clinics – Nepean Hospital, Penrith']),
    ).toMatchObject({ title: 'Ward Clerk', employer: 'Nepean Hospital' });
    expect(
      titleAndEmployer(['Enrolled Nurse 2019 – 2022', 'Ward 4A Surgical, Redcliffe Hospital – Metro North']),
    ).toMatchObject({
      employer: 'Redcliffe Hospital',
    });
    expect(
      titleAndEmployer([
        'Grants Officer 2021 – 2023',
        'Community Grants Unit, Department of Communities, Housing and Sport',
      ]),
    ).toMatchObject({ employer: 'Department of Communities, Housing and Sport' });
  });

  it('takes the employer before a shopping centre and a suburb with its state, and the body after a unit’s commas', () => {
    const employer = (...lines: string[]) => titleAndEmployer(lines).employer;
    expect(employer('Retail Team Member', 'Kmart, Colonnades Shopping Centre, Morphett Vale SA | 2018 – 2022')).toBe(
      'Kmart',
    );
    expect(employer('Customer Service Officer', 'City of Playford, Elizabeth Park SA | 2022 – Present')).toBe(
      'City of Playford',
    );
    expect(
      employer(
        'Research Officer',
        'Research Office, Faculty of Arts, Law and Education, The University of Tasmania | 2020 – Present',
      ),
    ).toBe('The University of Tasmania');
    // An organisation named for a state stays.
    expect(employer('Customer Service Consultant', 'Service NSW, Parramatta NSW | 2019 – 2021')).toBe('Service NSW');
  });

  it('takes the role the person was promoted to as the title', () => {
    expect(
      titleAndEmployer([
        'Grants Assistant (HEW 4), promoted to Grants Officer (HEW 5) in 2022',
        'Research Office, Deakin University | 2019 – Present',
      ]),
    ).toMatchObject({ title: 'Grants Officer', employer: 'Deakin University' });
    expect(titleAndEmployer(['Clerk promoted to Team Leader', 'City of Casey | 2020 – Present'])).toMatchObject({
      title: 'Team Leader',
    });
  });

  it('takes the firm on the title’s line over the site where the work was done', () => {
    expect(
      titleAndEmployer([
        'Security Officer – Sentinel Guard Services Pty Ltd',
        'Site: Macarthur Square Shopping Centre  Jan 2020 – Present',
      ]),
    ).toMatchObject({ title: 'Security Officer', employer: 'Sentinel Guard Services Pty Ltd' });
  });

  it('keeps an organisation named with its division, and the employer’s line above the title', () => {
    expect(
      titleAndEmployer(['Senior Policy Officer – Department of Health, Energy and Water, Canberra']),
    ).toMatchObject({
      title: 'Senior Policy Officer',
      employer: 'Department of Health, Energy and Water',
    });
    expect(titleAndEmployer(['Crown Melbourne, Southbank VIC', 'Restaurant Manager | 2019 – 2022'])).toMatchObject({
      title: 'Restaurant Manager',
      employer: 'Crown Melbourne',
      above: true,
    });
  });
});
