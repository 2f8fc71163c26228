/**
 * Conformance: CVs that differ from the clean Australian CV by one realistic, harmless change (a heading synonym,
 * another date or phone style, a table layout, a letter-spaced heading ...). Each must keep its score and get no
 * negative or warning finding the clean CV does not get; where a change is a real (and named) problem, only that
 * problem may appear.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '@cvmate/contract';
import { buildDocx, type CvSpec } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { graduateCv as graduate } from '../test-fixtures/graduate-cv';
import { readCv } from '../read/read-cv';
import { analyseCv } from './analyse-cv';

type Variant = (s: CvSpec) => void;
const clone = (): CvSpec => structuredClone(cleanCv);
const section = (s: CvSpec, heading: string) => s.sections.find((x) => x.heading === heading)!;
const analyse = async (spec: CvSpec) => analyseCv(await readCv(await buildDocx(spec)), new Date('2026-11-26'));
const all = (a: Awaited<ReturnType<typeof analyse>>): Finding[] => [
  ...a.feedback.formatting,
  ...a.feedback.content,
  ...a.feedback.atsRelevance,
];
const problems = (a: Awaited<ReturnType<typeof analyse>>) => all(a).filter((f) => f.type !== 'positive');

const renameHeading =
  (from: string, to: string): Variant =>
  (s) =>
    (section(s, from).heading = to);
const roleDates =
  (current: string, earlier: string): Variant =>
  (s) => {
    section(s, 'Work Experience').paragraphs = [`Operations Coordinator, Sydney Freight Co, ${current}`];
    section(s, 'Earlier Roles').paragraphs = [`Program Officer, Western Sydney Community Services, ${earlier}`];
  };
const phone =
  (written: string): Variant =>
  (s) =>
    (s.top[1] = `Parramatta NSW 2150 | ${written} | olivia.nguyen@example.com.au`);

const HARMLESS: Record<string, Variant> = {
  ...Object.fromEntries(
    [
      'IT Skills',
      'Technical Skills',
      'Professional Skills',
      'Skills & Expertise',
      'Core Competencies',
      'Technologies',
      'SKILLS',
      'Skills:',
      'S K I L L S',
      'Technical Skills & Tools',
      'KEY SKILLS & ATTRIBUTES',
      'Systems',
      'Software',
    ].map((h) => [`skills headed "${h}"`, renameHeading('Key Skills', h)]),
  ),
  ...Object.fromEntries(
    ['Employment History', 'Career History', 'Work History', 'Professional Experience', 'EMPLOYMENT HISTORY:'].map(
      (h) => [`experience headed "${h}"`, renameHeading('Work Experience', h)],
    ),
  ),
  ...Object.fromEntries(
    ['Qualifications', 'Education & Training', 'Academic Background', 'EDUCATION', 'E D U C A T I O N'].map((h) => [
      `education headed "${h}"`,
      renameHeading('Education', h),
    ]),
  ),
  'a "Key achievements:" sub-heading inside a role (plain text, as typed)': (s) => {
    s.headings = 'plain';
    const work = section(s, 'Work Experience');
    work.paragraphs = [...work.paragraphs!, 'Key achievements:'];
  },
  'skills headed "Skills & Attributes" in plain text': (s) => {
    s.headings = 'plain';
    section(s, 'Key Skills').heading = 'Skills & Attributes';
  },
  'volunteering headed "Volunteer Work", with dates': (s) =>
    s.sections.splice(s.sections.length - 1, 0, {
      heading: 'Volunteer Work',
      paragraphs: ['Driver, Meals on Wheels Parramatta, 2018 – Present'],
    }),
  'work rights in a section of their own': (s) => {
    s.top[2] = 'linkedin.com/in/olivia-nguyen';
    s.sections.splice(s.sections.length - 1, 0, { heading: 'Work Rights', paragraphs: ['Australian citizen'] });
  },
  'headings as plain capitals (not Word heading styles)': (s) => {
    s.headings = 'plain';
    for (const x of s.sections) x.heading = x.heading.toUpperCase();
  },
  'dates as Month YYYY': roleDates('March 2021 – Present', 'January 2017 – February 2021'),
  'dates as MM/YYYY, to Current': roleDates('03/2021 – Current', '01/2017 – 02/2021'),
  "dates as Mon 'YY": roleDates("Mar '21 – Present", "Jan '17 – Feb '21"),
  'dates as YYYY-MM': roleDates('2021-03 – Present', '2017-01 – 2021-02'),
  'dates with May (both month styles)': roleDates('May 2021 – Till Date', 'Jan 2017 – May 2021'),
  'dates as years only': roleDates('2021 – Present', '2017 – 2021'),
  'phone +61 (0)412 345 678': phone('+61 (0)412 345 678'),
  'phone 04 1234 5678': phone('04 1234 5678'),
  'phone (02) 9876 5432': phone('(02) 9876 5432'),
  'phone +61 2 9876 5432': phone('+61 2 9876 5432'),
  'phone 1300 123 456': phone('1300 123 456'),
  'phone 0412-345-678': phone('0412-345-678'),
  'words that look like "I" or "me" but are not': (s) => {
    s.top.push('Telegram: t.me/olivianguyen');
    section(s, 'Work Experience').bullets!.push(
      'Configured I2C sensors on 14 forklifts with I-Tech Solutions, cutting breakdowns by 20%.',
    );
    section(s, 'Education').paragraphs!.push('M.Com (Part I), University of Sydney, 2014');
  },
  "words named like Object's members": (s) =>
    section(s, 'Work Experience').bullets!.push(
      'Supervised the constructor and 6 subcontractors, using toString and valueOf reports to cut rework by 15%.',
    ),
  'a work-rights line in other words': (s) => (s.top[2] = 'linkedin.com/in/olivia-nguyen | Permanent resident'),
  'location as a capital city': (s) => (s.top[1] = 'Sydney | 0412 345 678 | olivia.nguyen@example.com.au'),
  'an explained gap between roles': (s) => {
    section(s, 'Earlier Roles').paragraphs = [
      'Program Officer, Western Sydney Community Services, Jan 2017 – Feb 2020',
    ];
    section(s, 'Professional Summary').paragraphs!.push('Career break from Mar 2020 to Feb 2021 for parental leave.');
  },
  'a side role listed after the main one (overlapping dates)': (s) =>
    s.sections.splice(3, 0, {
      heading: 'Volunteer Experience',
      paragraphs: ['Volunteer driver, Meals on Wheels, 2019 – Present'],
      bullets: ['Delivered 40 meals a week to elderly clients in Parramatta.'],
    }),
};

describe('harmless variants of the clean CV keep its score and gain no problem', async () => {
  const base = await analyse(clone());
  it('the clean CV has no problem at all', () => {
    expect(problems(base)).toEqual([]);
    expect(base.score).toBe(100);
  });
  for (const [name, change] of Object.entries(HARMLESS)) {
    it(name, async () => {
      const spec = clone();
      change(spec);
      const a = await analyse(spec);
      expect(problems(a)).toEqual([]);
      expect(a.score).toBe(base.score);
    });
  }
});

describe('a real change finds only its own problem', () => {
  it('skills in a table: the table is named, the section is still found', async () => {
    const spec = clone();
    const skills = spec.sections.findIndex((x) => x.heading === 'Key Skills');
    const [moved] = spec.sections.splice(skills, 1);
    spec.table = [['KEY SKILLS'], ...moved!.bullets!.map((b) => [b])];
    const a = await analyse(spec);
    expect(problems(a).map((f) => f.code)).toEqual(['ats.tables-or-text-boxes']);
  });

  it('dates in two styles are named with an example of each', async () => {
    const spec = clone();
    roleDates('March 2021 – Present', '01/2017 – 02/2021')(spec);
    const f = problems(await analyse(spec));
    expect(f.map((x) => x.code)).toEqual(['dates.inconsistent-format']);
    expect(f[0]!.evidence).toEqual(['March 2021 · Month YYYY (e.g. March 2021)', '01/2017 · MM/YYYY (e.g. 03/2021)']);
  });

  it('a CV whose only numbers are dates, durations and a phone number is not praised for achievements', async () => {
    const spec = clone();
    const plain = [
      'Led the warehouse team across both shifts from Mar 2021 for 3 years.',
      'Redesigned the cycle-count process with the inventory team in 2022.',
      'Negotiated new carrier contracts with the major freight companies.',
      'Implemented a digital rostering tool for the supervisors in 2023.',
      'Trained new starters in workplace health and safety procedures.',
      'Coordinated the relocation of the Blacktown depot in 2022.',
    ];
    section(spec, 'Work Experience').bullets = plain;
    section(spec, 'Earlier Roles').bullets = plain.map((b) => b.replace(/20\d\d/, '2019'));
    const codes = all(await analyse(spec)).map((f) => f.code);
    expect(codes).toContain('achievements.not-quantified');
    expect(codes).not.toContain('achievements.quantified');
  });

  it('names every cliché, not only the first of a paragraph', async () => {
    const spec = clone();
    section(spec, 'Professional Summary').paragraphs = [
      'Results-driven team player and self-starter with eight years of experience in logistics.',
    ];
    const f = problems(await analyse(spec)).find((x) => x.code === 'language.cliches')!;
    expect(f.message).toContain('“results-driven”, “team player”, “self-starter”');
  });

  it('quotes the words that triggered a finding, even at the end of a long line', async () => {
    const spec = clone();
    const long = `${'Coordinated freight schedules across four depots with carriers and customers every week, '.repeat(2)}and I managed the roster.`;
    section(spec, 'Professional Summary').paragraphs = [long];
    const f = problems(await analyse(spec)).find((x) => x.code === 'language.first-person')!;
    expect(f.evidence![0]).toMatch(/^….*and I managed the roster\.$/);
    expect(f.evidence![0]!.length).toBeLessThanOrEqual(160);
  });
});

describe('a one-page graduate CV', () => {
  it('is praised for its length in words that fit one page, with no problem found', async () => {
    const a = await analyse(graduate);
    const length = all(a).find((f) => f.code === 'length.appropriate')!;
    expect(length.message).toMatch(/one page/);
    expect(length.message).not.toMatch(/^Good length: Australian employers expect 2–3 pages/);
    expect(problems(a).map((f) => f.code)).toEqual(['contact.missing-linkedin']);
  });
});
