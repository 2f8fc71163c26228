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

  it('reads a person’s plain words for de-escalating and for being free to work any shift', () => {
    const ad = [
      'Crowd Controller',
      'You must:',
      '- be available Thursday to Sunday nights including late finishes',
      '- be skilled in conflict de-escalation',
    ].join('\n');
    const cv = (lines: string[]) =>
      docFromLines({
        top: ['Daz Kemp'],
        sections: [
          { heading: 'Experience', lines: ['Crowd Controller – The Esplanade Hotel, 2019 – Present', ...lines] },
        ],
      });
    const status = (lines: string[], name: string) =>
      matchCv(cv(lines), ad, { now: NOW }).requirements.find((r) => r.name === name)?.status;
    expect(status(['Talk people down before it turns into a blue'], 'Handling difficult situations')).toBe('met');
    expect(status(['Checked ID at the door'], 'Handling difficult situations')).toBe('missing');
    expect(status(['Any night, any day. Can start straight away.'], 'Shift and weekend availability')).toBe('met');
  });

  it('reads a freight or dispatch coordinator as the logistics coordinator an ad asks for, and its load checks as CoR', () => {
    const ad = 'Logistics Coordinator\nEssential:\n- Working knowledge of Chain of Responsibility obligations';
    const cv = (title: string, duty: string) =>
      docFromLines({
        top: ['Mick Doyle'],
        sections: [{ heading: 'Experience', lines: [`${title} – Gepps Cross Freight, 2021 – Present`, duty] }],
      });
    const status = (title: string, duty: string, name: string) =>
      matchCv(cv(title, duty), ad, { now: NOW }).requirements.find((r) => r.name === name)?.status;
    expect(status('Freight Coordinator', 'Booked consignments', 'Logistics Coordinator')).toBe('met');
    expect(status('Dispatch & Freight Coordinator', 'Booked consignments', 'Logistics Coordinator')).toBe('met');
    expect(
      status(
        'Freight Coordinator',
        'Checked trucks were not overloaded before they left the dock',
        'Chain of Responsibility',
      ),
    ).toBe('met');
    expect(status('Freight Coordinator', 'Booked consignments', 'Chain of Responsibility')).toBe('missing');
  });

  it('reads an educator’s Learning Outcomes as the EYLF, and a Quality Improvement Plan as the NQS', () => {
    const ad =
      'Early Childhood Educator\nEssential:\n- Knowledge of the Early Years Learning Framework and the National Quality Standard';
    const cv = (line: string) =>
      docFromLines({
        top: ['Mariam Khoury'],
        sections: [{ heading: 'Experience', lines: ['Educator – Little Gumnuts, 2024 – Present', line] }],
      });
    const status = (line: string, name: string) =>
      matchCv(cv(line), ad, { now: NOW }).requirements.find((r) => r.name === name)?.status;
    expect(status('Linked learning stories to the five Learning Outcomes', 'Early Years Learning Framework')).toBe(
      'met',
    );
    expect(status('Contributed to the Quality Improvement Plan', 'National Quality Standard')).toBe('met');
    expect(status('Set up the room each morning', 'Early Years Learning Framework')).toBe('missing');
  });

  it('reads PhysiApp as Physitrack, whose app it is, and an ad’s "is nice but …" as preferred', () => {
    const ad =
      'Physiotherapist\nWe use Cliniko for notes and Physitrack for home programs, so familiarity with either is nice but not something we’d hire on.';
    const cv = docFromLines({
      top: ['Olivia Brandt'],
      sections: [
        {
          heading: 'Placements',
          lines: ['Physiotherapy student – Bar Beach Physio, 2026'],
          bullets: ['Set home programs through PhysiApp'],
        },
      ],
    });
    const physitrack = matchCv(cv, ad, { now: NOW }).requirements.find((r) => r.name === 'Physitrack');
    expect(physitrack?.status).toBe('met');
    expect(physitrack?.essential).toBe(false);
  });
});
