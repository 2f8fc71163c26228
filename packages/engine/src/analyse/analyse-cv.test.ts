import { describe, expect, it } from 'vitest';
import { buildDocx, type CvSpec } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { readCv } from '../read/read-cv';
import { analyseCv } from './analyse-cv';
import { RUBRIC, score } from './rubric';

const clone = (): CvSpec => structuredClone(cleanCv);
const section = (spec: CvSpec, heading: string) => spec.sections.find((s) => s.heading === heading)!;
const analyse = async (spec: CvSpec) => analyseCv(await readCv(await buildDocx(spec)));
const codes = (a: Awaited<ReturnType<typeof analyse>>) =>
  [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].map((f) => f.code);

/** One CV per problem: the clean CV with exactly that problem added. */
const PROBLEMS: Record<string, (s: CvSpec) => void> = {
  'personal.date-of-birth': (s) => s.top.push('Date of birth: 12/05/1988'),
  'personal.age': (s) => s.top.push('Age: 36'),
  'personal.marital-status': (s) => s.top.push('Marital status: Married'),
  'personal.gender': (s) => s.top.push('Gender: Female'),
  'personal.nationality-or-religion': (s) => s.top.push('Nationality: Vietnamese'),
  'personal.photo': (s) => (s.photo = 'top'),
  'contact.missing-email': (s) => (s.top[1] = 'Parramatta NSW 2150 | 0412 345 678'),
  'contact.missing-phone': (s) => (s.top[1] = 'Parramatta NSW 2150 | olivia.nguyen@example.com.au'),
  'length.too-long': (s) => (s.repeatExperience = 16),
  'length.far-too-long': (s) => (s.repeatExperience = 25),
  'length.too-short': (s) =>
    (s.sections = [
      {
        heading: 'Work Experience',
        bullets: ['Led a team of 12 staff.', 'Cut costs by 8%.', 'Trained 25 new starters.'],
      },
    ]),
  'format.no-bullets': (s) => {
    for (const exp of [section(s, 'Work Experience'), section(s, 'Earlier Roles')]) {
      exp.paragraphs = [...exp.paragraphs!, ...exp.bullets!];
      exp.bullets = [];
    }
  },
  'format.long-paragraphs': (s) =>
    (section(s, 'Professional Summary').paragraphs = [
      Array(18).fill('Experienced coordinator of busy teams.').join(' '),
    ]),
  'ats.tables-or-text-boxes': (s) =>
    (s.table = [
      ['Skill', 'Level'],
      ['Excel', 'Advanced'],
    ]),
  'ats.contact-in-header': (s) => {
    s.top = ['Olivia Nguyen'];
    s.header = ['Parramatta NSW 2150 | 0412 345 678 | olivia.nguyen@example.com.au'];
  },
  'language.weak-verbs': (s) =>
    (section(s, 'Work Experience').bullets![0] = 'Responsible for the dispatch team of 12 and the daily reports.'),
  'language.first-person': (s) =>
    (section(s, 'Professional Summary').paragraphs = ['I am an operations coordinator and my focus is logistics.']),
  'language.passive-voice': (s) =>
    section(s, 'Work Experience').bullets!.push(
      'The budget was cut by the board in 2022.',
      'The depot was built in 12 weeks.',
    ),
  'language.us-spelling': (s) =>
    (section(s, 'Work Experience').bullets![5] =
      'Organized the relocation of the distribution center over one weekend.'),
  'language.cliches': (s) =>
    (section(s, 'Professional Summary').paragraphs = ['Results-driven team player with eight years in logistics.']),
  'achievements.not-quantified': (s) => {
    section(s, 'Work Experience').bullets = [
      'Led the warehouse team.',
      'Reduced stock discrepancies.',
      'Negotiated carrier contracts.',
      'Implemented a rostering tool.',
    ];
    section(s, 'Earlier Roles').bullets = [
      'Managed a community transport program.',
      'Organised volunteer rosters for drivers.',
    ];
  },
  'sections.missing-experience': (s) =>
    (s.sections = s.sections.filter((x) => !['Work Experience', 'Earlier Roles'].includes(x.heading))),
  'sections.missing-education': (s) => (s.sections = s.sections.filter((x) => x.heading !== 'Education')),
  'sections.missing-skills': (s) => (s.sections = s.sections.filter((x) => x.heading !== 'Key Skills')),
  'dates.inconsistent-format': (s) =>
    (section(s, 'Earlier Roles').paragraphs = [
      'Program Officer, Western Sydney Community Services, 01/2017 – 02/2021',
    ]),
  'referees.details-included': (s) =>
    (section(s, 'Referees').paragraphs = ['Jane Smith, Operations Manager, Sydney Freight Co, 0400 111 222']),
};

describe('analyseCv on a clean Australian CV', () => {
  it('finds nothing negative and scores full marks', async () => {
    const a = await analyse(clone());
    const problems = [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].filter(
      (f) => f.type !== 'positive',
    );
    expect(problems).toEqual([]);
    expect(a.score).toBe(100);
    expect(codes(a)).toEqual(
      expect.arrayContaining([
        'length.appropriate',
        'format.bullets',
        'language.action-verbs',
        'achievements.quantified',
        'contact.complete',
        'sections.complete',
        'ats.simple-layout',
      ]),
    );
  });

  it('is deterministic: the same file gives byte-identical JSON', async () => {
    const bytes = await buildDocx(clone());
    const [a, b] = await Promise.all([readCv(bytes).then(analyseCv), readCv(bytes).then(analyseCv)]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('each check fires on its problem and quotes the text behind it', () => {
  for (const [code, mutate] of Object.entries(PROBLEMS)) {
    it(code, async () => {
      const spec = clone();
      mutate(spec);
      const a = await analyse(spec);
      expect(codes(a)).toContain(code);
      const f = [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].find(
        (x) => x.code === code,
      )!;
      expect(f.type).toBe(RUBRIC[code as keyof typeof RUBRIC].type);
      if (
        ![
          'sections.missing-experience',
          'sections.missing-education',
          'sections.missing-skills',
          'contact.missing-email',
          'contact.missing-phone',
        ].includes(code)
      ) {
        expect(f.evidence?.length).toBeGreaterThan(0);
      }
      // The score is the rubric applied to the codes, nothing else.
      expect(score(codes(a))).toEqual({ score: a.score, breakdown: a.breakdown });
    });
  }
});

describe('score', () => {
  it('starts each sub-score at 60, adds positives, subtracts negatives and clamps', () => {
    expect(score([])).toEqual({ score: 60, breakdown: { structure: 60, content: 60, ats: 60 } });
    expect(score(['format.no-bullets', 'personal.photo', 'language.cliches'])).toEqual({
      score: 46,
      breakdown: { structure: 25, content: 52, ats: 60 },
    });
    expect(score(['referees.details-included']).score).toBe(60);
  });
});
