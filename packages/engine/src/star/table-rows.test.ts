import { describe, expect, it } from 'vitest';
import { readCriteria } from './read-criteria';

describe('criteria pasted as a table', () => {
  it('reads each row as its criterion: no code, no column of how it is assessed, the header row a heading', () => {
    const pasted = [
      'Position criteria',
      'Code\tSelection criteria\tHow assessed',
      'SC1\tProven experience coordinating volunteers in a community organisation\tApplication & interview',
      'SC2\tWell-developed written skills, including reports to a board\tWritten application',
      'Ref\tDesirable criteria\tAssessed at',
      'DC1\tA current first aid certificate\tPre-employment checks',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Proven experience coordinating volunteers in a community organisation',
      'Well-developed written skills, including reports to a board',
      'A current first aid certificate',
    ]);
  });

  it('keeps a plain number as the criterion’s marker, so "address criteria 1 and 3" still finds them', () => {
    const pasted = [
      'Please address criteria 1 and 3 only.',
      'No.\tCriterion\tAssessed by',
      '1\tDemonstrated experience managing a caseload of young people at risk\tInterview',
      '2\tKnowledge of the Children and Young Persons (Care and Protection) Act\tInterview',
      '3\tAbility to write clear case notes and court reports\tApplication',
    ].join('\n');
    expect(readCriteria(pasted).criteria).toEqual([
      'Demonstrated experience managing a caseload of young people at risk',
      'Ability to write clear case notes and court reports',
    ]);
  });

  it('leaves a two-cell row of a short name and its meaning as the name and its description', () => {
    const pasted = 'Selection criteria\nTeamwork\tWorks with colleagues across the branch to meet shared deadlines';
    expect(readCriteria(pasted).criteria).toEqual([
      'Teamwork: Works with colleagues across the branch to meet shared deadlines',
    ]);
  });
});

describe('a capabilities table copied from a page with bars between its cells', () => {
  const table = [
    'Focus capabilities',
    'Capability group | Capability name | Level',
    'Personal Attributes | Manage Self | Intermediate',
    'Results | Think and Solve Problems | Adept',
    'Business Enablers | Finance | Foundational',
  ];
  it('reads each row as the capability it names, with its level, and its group as no criterion', () => {
    expect(readCriteria(table.join('\n')).criteria).toEqual([
      'Manage Self (Intermediate)',
      'Think and Solve Problems (Adept)',
      'Finance (Foundational)',
    ]);
  });
  it('leaves the capabilities to the targeted questions that assess them', () => {
    const pasted = [...table, 'Targeted questions', '1. Describe a time you solved a problem for a client.'].join('\n');
    const read = readCriteria(pasted);
    expect(read.criteria).toEqual(['Describe a time you solved a problem for a client.']);
    expect(read.skipped).toContain('Think and Solve Problems (Adept) (a capability the questions assess)');
  });
});

describe('a table whose rows are marked essential or desirable', () => {
  it('reads the marks as the list’s kinds and a row with no number as the rest of the row above', () => {
    const pasted = [
      '#\tSelection criterion\tE/D',
      '1\tExperience processing student enrolments in a student management system.\t(E)',
      '2\tSound knowledge of Excel, including pivot tables and lookups.',
      'Ability to pick up new software quickly.\tE',
      '3\tExperience in the higher education sector.\t(D)',
    ].join('\n');
    const read = readCriteria(pasted);
    expect(read.criteria).toEqual([
      'Experience processing student enrolments in a student management system.',
      'Sound knowledge of Excel, including pivot tables and lookups. Ability to pick up new software quickly.',
      'Experience in the higher education sector.',
    ]);
    expect(read.labels).toEqual(['Essential criterion 1', 'Essential criterion 2', 'Desirable criterion 3']);
  });
});
