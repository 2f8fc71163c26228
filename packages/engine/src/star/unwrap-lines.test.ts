import { describe, expect, it } from 'vitest';
import { unwrapLines } from './unwrap-lines';

describe('lines copied from a PDF', () => {
  it('joins a wrapped sentence, its number from the line above and the halves a page footer split', () => {
    const pasted = [
      'Selection Criteria',
      '1',
      'Demonstrated experience in managing a small team of library staff, including',
      'rostering, training and reviewing their work.',
      '2.',
      'Excellent written communication skills, with the ability to prepare reports for',
      'Library Services Plan 2024 – Information Officer    Page 2 of 5',
      'the executive and answer complex enquiries in writing.',
    ].join('\n');
    expect(unwrapLines(pasted).split('\n')).toEqual([
      'Selection Criteria',
      '1 Demonstrated experience in managing a small team of library staff, including rostering, training and reviewing their work.',
      '2. Excellent written communication skills, with the ability to prepare reports for the executive and answer complex enquiries in writing.',
    ]);
  });

  it('keeps short items in small letters apart, and lettered points, bullets and blank lines as they are', () => {
    const pasted = [
      'You will need:',
      'a current driver licence',
      'experience with forklifts',
      'Ability to prepare clear and accurate reports and briefs for senior managers, including:',
      '(a) ministerial correspondence',
      'o  meeting papers',
      '',
      'strong attention to detail',
    ].join('\n');
    expect(unwrapLines(pasted)).toBe(pasted);
  });

  it('keeps a sentence that ends before a page mark on the same line', () => {
    expect(unwrapLines('Knowledge of the Privacy Act. Page 3 of 4')).toBe('Knowledge of the Privacy Act.');
  });

  it('joins the halves of a sentence across a running header and a blank line', () => {
    const pasted = [
      '4. Highly developed negotiation skills, with the ability to engage clinicians in',
      'Page 2 of 4 | Position Description',
      'Project Officer – Clinical Redesign | Riverina Local Health District',
      '',
      'change processes and to manage resistance to change.',
      '5. Excellent written communication skills.',
    ].join('\n');
    expect(unwrapLines(pasted).split('\n')).toEqual([
      '4. Highly developed negotiation skills, with the ability to engage clinicians in change processes and to manage resistance to change.',
      '5. Excellent written communication skills.',
    ]);
  });

  it('joins a word a line break cut at its hyphen, and drops a running header of three parts between dashes', () => {
    const pasted = [
      '2. Demonstrated experience in co-',
      'ordinating complex projects.',
      '4. Excellent interpersonal skills, including the ability to work with academic and',
      'Flinders University – Position Description – Project Coordinator (Level 6)',
      'Page 3 of 4',
      'professional staff at all levels.',
    ].join('\n');
    expect(unwrapLines(pasted).split('\n')).toEqual([
      '2. Demonstrated experience in co-ordinating complex projects.',
      '4. Excellent interpersonal skills, including the ability to work with academic and professional staff at all levels.',
    ]);
  });
});

describe('a running header of two lines', () => {
  it('drops its short second line too, and joins the halves of the sentence it split', () => {
    const pasted = [
      '2. Demonstrated ability to work both as part of a team and independently with minimal',
      'Page 1 of 2',
      'Position Description | Ward Clerk Level 2 - Surgical Ward',
      'Nepean Hospital, Nepean Blue Mountains Local Health District',
      'supervision.',
      '3. Knowledge of medical terminology.',
    ].join('\n');
    expect(unwrapLines(pasted).split('\n')).toEqual([
      '2. Demonstrated ability to work both as part of a team and independently with minimal supervision.',
      '3. Knowledge of medical terminology.',
    ]);
  });
});

describe('a security marking between the halves of a criterion', () => {
  it('drops the OFFICIAL marking and the page mark, and joins the halves', () => {
    const pasted = [
      'Builds working relationships – Works with colleagues across the branch, listens to others,',
      '',
      'OFFICIAL: Sensitive',
      'Page 2 of 4',
      '',
      'shares information openly and supports the team',
    ].join('\n');
    expect(unwrapLines(pasted).split('\n')).toEqual([
      'Builds working relationships – Works with colleagues across the branch, listens to others, shares information openly and supports the team',
    ]);
  });
});

describe('a position description’s page break inside a criterion', () => {
  it('drops a header of two parts set apart by a wide gap, and joins a line that stops on a preposition', () => {
    const pasted = [
      '3. Experience in coordinating community events and workshops for older residents, such as seniors',
      'Lakeside Regional Council        Position Description – Community Officer',
      'Page 2 of 5',
      'week activities and library talks.',
      '4. Willingness to work a rotating roster of weekend shifts across',
      'Noosa, Tewantin and Cooroy branches, as rostered.',
    ].join('\n');
    expect(unwrapLines(pasted).split('\n')).toEqual([
      '3. Experience in coordinating community events and workshops for older residents, such as seniors week activities and library talks.',
      '4. Willingness to work a rotating roster of weekend shifts across Noosa, Tewantin and Cooroy branches, as rostered.',
    ]);
  });
});

describe('a numbered criterion with no full stop before a sentence of the ad', () => {
  it('leaves the sentence its own line', () => {
    const pasted = [
      '3. Demonstrated experience providing customer service in a busy public-facing environment',
      'Applications close at midnight on Friday 4 December 2026.',
    ].join('\n');
    expect(unwrapLines(pasted).split('\n')).toHaveLength(2);
  });
});
