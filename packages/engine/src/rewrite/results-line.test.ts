import { describe, expect, it } from 'vitest';
import { loadSpeller } from '../analyse/checks/spelling';
import { resultsLine } from './results-line';
import type { StructuredCv } from './structured-cv';

const speller = await loadSpeller();
const isWord = (w: string) => speller.correct(w);

const cv = (bullets: string[]): StructuredCv => ({
  name: 'Amelia Kovac',
  contact: [],
  sections: [
    { kind: 'summary', heading: 'Profile', items: [{ text: 'Physiotherapist of eight years.', bullet: false }] },
    {
      kind: 'experience',
      heading: 'Experience',
      items: [
        { text: 'Senior Physiotherapist, Echuca Regional Health, 2021 – Present', bullet: false },
        ...bullets.map((text) => ({ text, bullet: true })),
      ],
    },
  ],
});
const ad = 'Physiotherapist Grade 2. Run outpatient and group programs, reduce waitlists and lead falls screening.';

describe('measured results in the summary', () => {
  it('names the CV’s measured results the ad is about, word for word, without how they were done', () => {
    const step = resultsLine(
      cv([
        'Reduced the group program waitlist from 14 weeks to 5 weeks in 2024 by adding a second weekly session.',
        'Led a falls screening audit, increasing documented screening from 48% to 91%; presented results to the committee.',
        'Ordered 40 boxes of stationery for the office.',
        'Run the weekly hydrotherapy program for 12 patients.',
      ]),
      ad,
      isWord,
    );
    expect(step.changes.map((c) => c.after)).toEqual([
      'Key achievements: reduced the group program waitlist from 14 weeks to 5 weeks in 2024; led a falls screening audit, increasing documented screening from 48% to 91%.',
    ]);
    expect(step.mayCostMatch).toBe(true);
    // A summary that states a measured result of its own gets no line of the bullets again.
    const measured = cv(['Reduced the group program waitlist from 14 weeks to 5 weeks in 2024.']);
    measured.sections[0]!.items[0]!.text = 'Physiotherapist of eight years who cut a waitlist by 60%.';
    expect(resultsLine(measured, ad, isWord).changes).toEqual([]);
  });

  it('keeps the outcome told after a semicolon with its result', () => {
    const step = resultsLine(
      cv([
        'Redesigned the falls screening form, lifting completion from 52% to 88%; the form was adopted by two wards.',
      ]),
      ad,
      isWord,
    );
    expect(step.changes[0]!.after).toBe(
      'Key achievements: redesigned the falls screening form, lifting completion from 52% to 88%; the form was adopted by two wards.',
    );
  });

  it('reads no role’s line of context, no count alone and no helper’s part as a result, and adds none beside a Key Achievements section', () => {
    const context = 'Chilled ham, bacon and sliced meats for 2 retailers; 230 staff; $26m labour and operating budget';
    expect(
      resultsLine(
        {
          ...cv([]),
          sections: [
            {
              kind: 'experience',
              heading: 'Experience',
              items: [
                { text: 'Production Manager, Wattle Grove Smallgoods, 2021 – Present', bullet: false },
                { text: context, bullet: false },
              ],
            },
          ],
        },
        'Production Manager. Lead production of chilled meats for retailers within budget.',
        isWord,
      ).changes,
    ).toEqual([]);
    expect(
      resultsLine(
        cv([
          'Ran 3 falls screening programs for waitlist patients aged over 65.',
          'Helped reduce the waitlist from 14 weeks to 5 weeks.',
        ]),
        ad,
        isWord,
      ).changes,
    ).toEqual([]);
    const apart = cv(['Reduced the group program waitlist from 14 weeks to 5 weeks in 2024.']);
    apart.sections.splice(1, 0, {
      kind: 'other',
      heading: 'Key Achievements',
      items: [{ text: 'Reduced the group program waitlist from 14 weeks to 5 weeks in 2024', bullet: true }],
    });
    expect(resultsLine(apart, ad, isWord).changes).toEqual([]);
  });

  it('says nothing of a count alone or of work the ad is not about', () => {
    expect(resultsLine(cv(['Saw 12 patients a day in the clinic.']), ad, isWord).changes).toEqual([]);
    expect(resultsLine(cv(['Cut stationery costs by 30% in 2023.']), ad, isWord).changes).toEqual([]);
  });
});
