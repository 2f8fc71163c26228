import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';

const names = (text: string) => readAd(text).requirements.map((r) => r.name);
const skills = (text: string) =>
  readAd(text)
    .requirements.filter((r) => r.kind === 'skill')
    .map((r) => r.name);

describe('what an ad says around its requirements is not one of them', () => {
  it('reads an aside in brackets in small letters as a note, unless it asks for something', () => {
    const ad = [
      'Glazier',
      'Must haves:',
      '- Own ute, clean driving history (for insurance company rules)',
      '- 6 months glass experience (commercial pref.)',
      '- Glass handling',
      '- Shopfitting (glass restoration experience)',
    ].join('\n');
    const read = skills(ad).map((n) => n.toLowerCase());
    expect(read.some((n) => /insurance/.test(n))).toBe(false);
    expect(read.some((n) => /pref/.test(n))).toBe(false);
    expect(read).toContain('glass restoration experience');
  });

  it('reads a heading in capitals as no skill', () => {
    const ad = [
      'Diesel Fitter',
      'You will have:',
      '- Heavy vehicle mechanical trade certificate',
      '- HR licence',
      '',
      '3. TERMS OF APPOINTMENT',
      '- Full time, 38 hours',
      '',
      '✅ GOOD TO HAVE',
      '- Hydraulics experience',
    ].join('\n');
    expect(names(ad).some((n) => /TERMS|APPOINTMENT|GOOD TO/.test(n))).toBe(false);
    expect(names(ad)).toContain('Hydraulics experience');
  });

  it('reads a New Zealand citizen as having work rights, and a licence holder as no skill', () => {
    const ad = [
      'Ground Crew',
      'Requirements:',
      '• Australian or New Zealand citizen, or a permanent resident',
      '• Interstate card holders: transfer your licence before you start',
      '• Baggage handling',
    ].join('\n');
    const read = readAd(ad).requirements;
    expect(read.find((r) => r.name === 'Work rights in Australia')?.wording).toMatch(/New Zealand/);
    expect(read.some((r) => /zealand|holders/i.test(r.name))).toBe(false);
  });

  it('keeps a word made with hyphens whole, or not at all', () => {
    const ad = [
      'Test Analyst',
      'What you bring:',
      '- Manual testing of web apps (smoke, regression or end-to-end)',
      '- Busy, high-volume CBD retail experience',
      '- Safe, evidence-based, patient-centred practice',
    ].join('\n');
    const read = names(ad);
    expect(read.some((n) => /^End-to$|^To-end/i.test(n))).toBe(false);
    expect(read.some((n) => /^Volume CBD/i.test(n))).toBe(false);
    expect(read.some((n) => /^Evidence-based$/i.test(n))).toBe(false);
  });

  it('reads what to attach and the agency’s note on the hiring as no requirement', () => {
    const ad = [
      'Graduate Physiotherapist',
      'Essential:',
      '- Bachelor of Physiotherapy',
      '- AHPRA registration',
      '',
      'Applicants must attach: a resume; a one-page letter; an academic transcript.',
      'Harbour Recruitment is acting as an employment agency for this role.',
      'We may use this recruitment process to fill similar positions over the next year.',
    ].join('\n');
    const read = names(ad);
    expect(read.some((n) => /transcript|recruitment/i.test(n))).toBe(false);
    expect(read).toContain('AHPRA registration');
  });

  it('reads a police check asked in the hiring’s words, and no recruitment skill from them', () => {
    const ad = [
      'Store Person',
      'About you',
      '- As part of our recruitment process you will need a National Police Check',
      '- Forklift licence',
    ].join('\n');
    expect(names(ad)).toEqual(expect.arrayContaining(['National police check', 'Forklift licence']));
    expect(names(ad)).not.toContain('Recruitment');
  });

  it('names tickets and products by the vocabulary, not by the words around them', () => {
    const ad = [
      'Electrician',
      'Essential:',
      '- Current CPR and LV Rescue',
      '- Test & Tag competency',
      '- A current National Police Certificate',
      '- Salesforce Marketing Cloud',
    ].join('\n');
    const read = readAd(ad).requirements;
    expect(read.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Low voltage rescue', 'Test and tag', 'National police check', 'Salesforce']),
    );
    expect(read.some((r) => /Electrical design|Cloud infrastructure|Tag competency/.test(r.name))).toBe(false);
  });
});

describe('a position description’s policies and sign-off', () => {
  it('reads an EEO and safety policy heading and a form to sign as no requirement', () => {
    const ad = [
      'Geography Teacher',
      'Selection criteria',
      'SC1 Demonstrated high level classroom management skills.',
      'SC2 Current VIT registration.',
      '',
      'EEO AND WHS POLICY',
      'The school supports diversity and a safe workplace for all staff.',
      '',
      '6.  ACKNOWLEDGEMENT',
      'Staff member name: ____________   Signature: ____________   Date: ______',
    ].join('\n');
    const read = readAd(ad).requirements;
    expect(read.map((r) => r.name)).toContain('Classroom management skills');
    expect(read.some((r) => /level classroom|work health|policy|staff member|name/i.test(r.name))).toBe(false);
  });

  it('reads a body’s membership as the membership, once', () => {
    const ad = [
      'Structural Engineer',
      'Essential:',
      '- Bachelor of Engineering',
      '- Eligible for Engineers Australia membership; CPEng highly regarded',
    ].join('\n');
    const members = readAd(ad).requirements.filter((r) => /membership/i.test(r.name));
    expect(members.map((r) => r.kind)).toEqual(['credential']);
  });
});

describe('experience asked with a pair of people or places', () => {
  it('reads the pair as one requirement, and a project’s timelines as time management', () => {
    const ad = [
      'Project Officer',
      'About you',
      '- Experience working with councils and landholders.',
      '- Demonstrated capacity to run field trials, including managing timelines and reporting.',
    ].join('\n');
    const read = readAd(ad).requirements;
    expect(read.find((r) => r.name === 'Experience working with councils and landholders')?.essential).toBe(true);
    expect(read.map((r) => r.name)).toContain('Time management');
    // Not a pair of "any" or "the": how much or which is no one worked with.
    expect(names('Youth Worker\nAbout you\n- Experience in the sector or similar.').join(' ')).not.toMatch(
      /Experience working with/,
    );
  });
});
