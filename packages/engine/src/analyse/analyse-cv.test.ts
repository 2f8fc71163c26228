import { describe, expect, it } from 'vitest';
import { buildDocx, type CvSpec } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { readCv } from '../read/read-cv';
import { analyseCv } from './analyse-cv';
import { score } from './rubric';

const clone = (): CvSpec => structuredClone(cleanCv);
const section = (spec: CvSpec, heading: string) => spec.sections.find((s) => s.heading === heading)!;
/** The day "Present" stands for, fixed so the years a CV covers (and so its findings) do not change with the calendar. */
const AS_OF = new Date('2026-11-26');
const analyse = async (spec: CvSpec) => analyseCv(await readCv(await buildDocx(spec)), AS_OF);
const codes = (a: Awaited<ReturnType<typeof analyse>>) =>
  [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance].map((f) => f.code);

type Mutation = (s: CvSpec) => void;
/**
 * One CV per problem: the clean CV with that problem added. The check's code is the only non-positive finding,
 * apart from the companions named in ALSO_FOUND (a CV cut to three bullets is also missing sections, and so on).
 */
const PROBLEMS: Record<string, Mutation> = {
  'personal.date-of-birth': (s) => s.top.push('Date of birth: 12 May 1988'),
  'personal.age': (s) => s.top.push('Age: 36'),
  'personal.marital-status': (s) => s.top.push('Marital status: Married'),
  'personal.gender': (s) => s.top.push('Gender: Female'),
  'personal.nationality-or-religion': (s) => s.top.push('Nationality: Vietnamese'),
  'personal.health-or-family': (s) => s.top.push('Health: Excellent | Children: 2'),
  'personal.photo': (s) => (s.photo = 'top'),
  'contact.missing-email': (s) => (s.top[1] = 'Parramatta NSW 2150 | 0412 345 678'),
  'contact.missing-phone': (s) => (s.top[1] = 'Parramatta NSW 2150 | olivia.nguyen@example.com.au'),
  'length.too-long': (s) => (s.repeatExperience = 16),
  'length.far-too-long': (s) => (s.repeatExperience = 25),
  'length.too-short': (s) => {
    s.sections = s.sections.filter((x) => x.heading !== 'Licences');
    section(s, 'Work Experience').bullets!.splice(4);
    section(s, 'Earlier Roles').bullets!.splice(3);
  },
  'length.brief-for-experience': (s) =>
    (section(s, 'Earlier Roles').paragraphs = [
      'Program Officer, Western Sydney Community Services, Jan 2012 – Feb 2021',
    ]),
  'length.near-empty': (s) =>
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
    s.top = ['Olivia Nguyen', 'Parramatta NSW | linkedin.com/in/olivia-nguyen | Australian citizen'];
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
      'Led the warehouse team across both shifts and kept dispatch running through the busy season.',
      'Reduced stock discrepancies by redesigning the cycle-count process with the inventory team.',
      'Negotiated new carrier contracts with the major freight companies serving the depot.',
      'Implemented a digital rostering tool that made weekly scheduling far quicker for supervisors.',
      'Trained new starters in workplace health and safety and manual handling procedures.',
      'Coordinated the relocation of the Blacktown depot over one weekend without lost orders.',
    ];
    section(s, 'Earlier Roles').bullets = [
      'Managed a community transport program serving clients across several suburbs.',
      'Organised volunteer rosters for drivers and kept the service running through the floods.',
      'Developed a client feedback survey whose results shaped the annual service plan.',
      'Delivered regular reports to the board on budget, service levels and client outcomes.',
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
  'work-rights.missing': (s) => (s.top[2] = 'linkedin.com/in/olivia-nguyen'),
  'contact.missing-location': (s) => (s.top[1] = '0412 345 678 | olivia.nguyen@example.com.au'),
  'contact.missing-linkedin': (s) => (s.top[2] = 'Australian citizen'),
  'summary.objective': (s) =>
    (section(s, 'Professional Summary').paragraphs = [
      'Career objective: to obtain a challenging position in logistics operations with a growing company.',
    ]),
  'achievements.duties-only': (s) =>
    section(s, 'Earlier Roles').bullets!.splice(
      0,
      3,
      'Responsible for the community transport program across the region.',
      'Duties included rostering volunteer drivers and booking client trips.',
      'Management of the client database and the weekly board reports.',
    ),
  'language.tense': (s) =>
    section(s, 'Earlier Roles').bullets!.splice(
      0,
      2,
      'Manages a community transport program serving 300 clients each month across four suburbs.',
      'Organising volunteer rosters for 45 drivers and keeping the service running through two floods.',
    ),
  'experience.undated-roles': (s) =>
    (section(s, 'Earlier Roles').paragraphs = ['Program Officer, Western Sydney Community Services']),
  'experience.gap': (s) =>
    (section(s, 'Earlier Roles').paragraphs = [
      'Program Officer, Western Sydney Community Services, Jan 2017 – Feb 2020',
    ]),
  'experience.not-reverse-chronological': (s) => {
    const work = s.sections.findIndex((x) => x.heading === 'Work Experience');
    const earlier = s.sections.splice(work + 1, 1)[0]!;
    s.sections.splice(work, 0, earlier);
  },
  'ats.glued-words': (s) =>
    (section(s, 'Professional Summary').paragraphs = [
      'Operationscoordinator witheight years of experience acrosslogisticsandcommunity services. Knownfororganisingcomplexrosters and strong relationships.',
    ]),
  'contact.none': (s) => (s.top[1] = 'Parramatta NSW 2150'),
  'contact.street-address': (s) =>
    (s.top[1] = 'Unit 4, 18 Station Street, Parramatta NSW 2150 | 0412 345 678 | olivia.nguyen@example.com.au'),
  'contact.email-birth-year': (s) =>
    (s.top[1] = 'Parramatta NSW 2150 | 0412 345 678 | olivia.nguyen1988@example.com.au'),
  'text.debris': (s) => s.top.push('Featured Resume', 'ID: 4e238c1a9f Last Active: 9-Sep-20'),
  'text.repeated': (s) => (section(s, 'Earlier Roles').bullets![0] = section(s, 'Work Experience').bullets![0]!),
  'text.damaged': (s) =>
    (section(s, 'Professional Summary').paragraphs = [
      'Operaons coordinator with eight years of experience across logiscs and community services in Western Sydney. Known for organising complex rosters, improving eciency and building strong relaonships with stakeholders.',
    ]),
  'language.misspelt': (s) => (section(s, 'Key Skills').bullets![1] = 'Stakeholder engagement and contract negotation'),
  'experience.no-description': (s) =>
    s.sections.splice(3, 0, {
      heading: 'Other Experience',
      paragraphs: ['Warehouse Assistant, Coles, Jan 2018 – Dec 2018'],
    }),
  'experience.no-employer': (s) =>
    (section(s, 'Work Experience').paragraphs = ['Operations Coordinator', 'Mar 2021 – Present']),
  'referees.details-included': (s) =>
    (section(s, 'Referees').paragraphs = ['Jane Smith, Operations Manager, Sydney Freight Co, 0400 111 222']),
};

/** Hand-stated: the findings that are warnings (everything else here is negative). */
const WARNINGS = new Set([
  'length.too-long',
  'contact.street-address',
  'contact.email-birth-year',
  'length.brief-for-experience',
  'language.passive-voice',
  'referees.details-included',
  'work-rights.missing',
  'contact.missing-location',
  'contact.missing-linkedin',
  'language.tense',
  'experience.gap',
]);
/** Findings that necessarily come with a problem, and why. */
const ALSO_FOUND: Record<string, string[]> = {
  // Only three bullets are left: no Education or Key Skills sections either.
  'length.near-empty': ['sections.missing-education', 'sections.missing-skills'],
  // Without its two experience sections the clean CV falls under 120 words.
  'sections.missing-experience': ['length.near-empty'],
  // The long CVs are the experience section pasted again and again, which is itself a problem.
  'length.too-long': ['text.repeated'],
  'length.far-too-long': ['text.repeated'],
  // "Responsible for" and "Duties included" are also weak openings.
  'achievements.duties-only': ['language.weak-verbs'],
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
});

describe('each check fires on its problem and quotes the text behind it', () => {
  for (const [code, mutate] of Object.entries(PROBLEMS)) {
    it(code, async () => {
      const spec = clone();
      mutate(spec);
      const a = await analyse(spec);
      const all = [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance];
      const problems = all.filter((f) => f.type !== 'positive');
      expect(problems.map((f) => f.code).sort()).toEqual([code, ...(ALSO_FOUND[code] ?? [])].sort());
      const f = problems.find((x) => x.code === code)!;
      expect(f.type).toBe(WARNINGS.has(code) ? 'warning' : 'negative');
      if (
        ![
          'sections.missing-experience',
          'sections.missing-education',
          'sections.missing-skills',
          'contact.missing-email',
          'contact.missing-phone',
          'work-rights.missing',
          'contact.missing-location',
          'contact.missing-linkedin',
          'contact.none',
        ].includes(code)
      ) {
        expect(f.evidence?.length).toBeGreaterThan(0);
      }
    });
  }
});

/** The worked examples of docs/scoring.md ("Worked examples on the test CVs"), computed there by hand. */
describe('scores of named fixtures, as worked by hand in docs/scoring.md', () => {
  const EXPECTED: Array<[string, Mutation | null, number, { structure: number; content: number; ats: number }]> = [
    ['the clean CV', null, 100, { structure: 100, content: 100, ats: 100 }],
    ['the clean CV with a photo', PROBLEMS['personal.photo']!, 95, { structure: 85, content: 100, ats: 100 }],
    ['the clean CV without bullets', PROBLEMS['format.no-bullets']!, 85, { structure: 55, content: 100, ats: 100 }],
    ['the clean CV without e-mail or phone', PROBLEMS['contact.none']!, 40, { structure: 100, content: 100, ats: 65 }],
    ['the clean CV with damaged text', PROBLEMS['text.damaged']!, 45, { structure: 100, content: 90, ats: 60 }],
    [
      'the clean CV without experience',
      PROBLEMS['sections.missing-experience']!,
      20,
      { structure: 45, content: 70, ats: 70 },
    ],
  ];
  for (const [name, mutate, total, breakdown] of EXPECTED) {
    it(name, async () => {
      const spec = clone();
      mutate?.(spec);
      const a = await analyse(spec);
      expect({ score: a.score, breakdown: a.breakdown }).toEqual({ score: total, breakdown });
    });
  }
});

describe('ats.contact-in-header names exactly what is hidden', () => {
  it('only the phone number when the e-mail is in the body', async () => {
    const spec = clone();
    spec.top = ['Olivia Nguyen', 'Parramatta NSW 2150 | olivia.nguyen@example.com.au'];
    spec.header = ['0412 345 678'];
    const f = (await analyse(spec)).feedback.atsRelevance.find((x) => x.code === 'ats.contact-in-header')!;
    expect(f.message).toMatch(/^Your phone number is only in the page header/);
    expect(f.evidence).toEqual(['0412 345 678']);
  });
});

describe('contact.missing-location says where the place is when it is only in the page header', () => {
  it('asks to move it, quoting it', async () => {
    const spec = clone();
    spec.top[1] = '0412 345 678 | olivia.nguyen@example.com.au';
    spec.header = ['Parramatta NSW 2150'];
    const f = (await analyse(spec)).feedback.atsRelevance.find((x) => x.code === 'contact.missing-location')!;
    expect(f.message).toMatch(/^Your suburb and state are only in the page header or footer/);
    expect(f.evidence).toEqual(['Parramatta NSW 2150']);
  });
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
