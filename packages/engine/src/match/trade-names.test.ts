import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { matchCv } from './match-report';
import { compare } from './match-cv';
import { readAd } from '../job-ad';

const NOW = new Date('2026-11-22T00:00:00Z');

describe('one job or tool by the names an industry gives it', () => {
  it('reads an HD mechanic as the heavy duty diesel fitter a mine asks for, and a car mechanic as kin', () => {
    const ad = 'Heavy Duty Diesel Fitter – FIFO\nAbout you:\n- Trade qualified\n- HR licence';
    const cv = (title: string) =>
      docFromLines({
        top: ['Jo Prentice'],
        sections: [{ heading: 'Experience', lines: [`${title} – Hillside Quarries, Jan 2020 – Present`] }],
      });
    const occupation = (title: string) =>
      matchCv(cv(title), ad, { now: NOW }).requirements.find((r) => r.kind === 'occupation')?.status;
    expect(occupation('HD Mechanic')).toBe('met');
    expect(occupation('Heavy Vehicle Mechanic')).toBe('met');
    expect(occupation('Motor Mechanic')).toBe('partial');
    expect(occupation('Barista')).toBe('missing');
  });

  it('reads the accounting packages a CV lists as the cloud accounting software an ad asks for', () => {
    const ad = 'Assistant Accountant\nAbout you:\n- Experience with cloud accounting software\n- Excel';
    const cv = (tools: string) =>
      docFromLines({ top: ['Sam Ng'], sections: [{ heading: 'Software', lines: [tools] }] });
    const software = (tools: string) =>
      matchCv(cv(tools), ad, { now: NOW }).requirements.find((r) => r.name === 'Cloud accounting software')?.status;
    expect(software('Xero, MYOB AccountRight, Excel')).toBe('met');
    expect(software('Word, Excel, Outlook')).toBe('missing');
    expect(readAd(ad).requirements.some((r) => r.name === 'Cloud infrastructure')).toBe(false);
  });

  it('reads a skill a skills list names without the word "skills" as said in the ad’s words', () => {
    const job = readAd('Chef de Partie\nEssential:\n- Butchery skills');
    const cv = docFromLines({
      top: ['Remy Tan'],
      sections: [{ heading: 'Skills', lines: ['Fish butchery · pastry · sauces'] }],
    });
    const withSkills = docFromLines({
      top: ['Remy Tan'],
      sections: [{ heading: 'Skills', lines: ['Fish butchery skills · pastry · sauces'] }],
    });
    expect(compare(cv, job, NOW).score).toBe(compare(withSkills, job, NOW).score);
  });
});
