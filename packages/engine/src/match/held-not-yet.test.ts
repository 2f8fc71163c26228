import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { matchCv } from './match-report';

const NOW = new Date('2026-11-20T00:00:00Z');
const status = (ad: string, heading: string, lines: string[], name: RegExp) =>
  matchCv(docFromLines({ top: ['Ria Patel'], sections: [{ heading, lines }] }), ad, { now: NOW }).requirements.find(
    (r) => name.test(r.name),
  )?.status;

describe('what a CV shows is held, and what is not held yet', () => {
  it('reads a job board’s line under a certificate ("Issued Feb 2023 · Expired") as said of it', () => {
    const ad = 'Support Worker\nYou must have:\n- Current First Aid certificate';
    const lines = (detail: string) => ['First Aid Certificate HLTAID011', detail, 'Manual Handling'];
    expect(status(ad, 'Licences & Certifications', lines('Issued Feb 2023 · Expired'), /first aid/i)).toBe('partial');
    expect(status(ad, 'Licences & Certifications', lines('Issued Aug 2026'), /first aid/i)).toBe('met');
  });

  it('reads a degree studied to a date still to come as not yet held', () => {
    const ad = 'Graduate Physiotherapist\nYou will need:\n- Bachelor of Physiotherapy';
    const degree = (years: string) => [`Bachelor of Physiotherapy (Honours) – University of Newcastle ${years}`];
    expect(status(ad, 'Education', degree('2023 – 2026'), /bachelor/i)).toBe('partial');
    expect(status(ad, 'Education', degree('2021 – 2024'), /bachelor/i)).toBe('met');
  });

  it('reads no high voltage switching from a low voltage rescue ticket', () => {
    const ad = 'Electrician\nDesirable:\n- HV switching experience';
    expect(status(ad, 'Tickets', ['Low voltage rescue & CPR – renewed Feb 2026'], /voltage/i)).toBe('missing');
    expect(status(ad, 'Tickets', ['HV switching authorisation – Ergon, 2024'], /voltage/i)).toBe('met');
  });

  it('quotes the work that shows a skill before a course named for it', () => {
    const ad = 'Child Protection Practitioner\nYou will have:\n- Strong risk assessment skills';
    const cv = docFromLines({
      top: ['Ria Patel'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Case Worker – Riverbend Family Support, 2019 – 2024'],
          bullets: ['Completed family risk and needs assessments and case plans'],
        },
        { heading: 'Training', lines: ['Family violence risk assessment training, 2021'] },
      ],
    });
    const shown = matchCv(cv, ad, { now: NOW }).requirements.find((r) => r.name === 'Risk assessment');
    expect(shown?.evidence).toMatch(/^Completed family risk/);
  });
});
