import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { headlineLine } from './headline-line';
import { structureCv } from './structured-cv';

const doc = (summary: string[]) =>
  docFromLines({
    top: ['Kayla Hendry'],
    sections: [
      { heading: 'Career Objective', lines: summary },
      {
        heading: 'Employment History',
        lines: ['Disability Support Worker', 'Life Without Barriers – Charlestown NSW', 'Jan 2023 - present'],
        bullets: ['Supported 6 clients with personal care each shift'],
      },
    ],
  });

describe('the role held now, opening a summary that does not name it', () => {
  it('is said in the CV’s own words: title, employer and year', () => {
    const read = doc(['I am looking for casual or part time work.']);
    const emptied = structureCv(read);
    emptied.sections = emptied.sections.map((s) => (s.kind === 'summary' ? { ...s, items: [] } : s));
    const step = headlineLine(emptied, read);
    expect(step.changes[0]!.after).toBe('Disability Support Worker at Life Without Barriers since 2023.');
  });

  it('writes a title the CV sets in capitals as a title in a sentence', () => {
    const read = docFromLines({
      top: ['Ricky Tane'],
      sections: [
        { heading: 'About Me', lines: ['Own car.'] },
        {
          heading: 'Work History',
          lines: ['STOREMAN – Welshpool Tyres, Welshpool 2022 – present'],
          bullets: ['Unloaded containers of tyres'],
        },
      ],
    });
    const step = headlineLine(structureCv(read), read);
    expect(step.changes[0]!.after).toBe('Storeman at Welshpool Tyres since 2022.');
  });

  it('is not said when the role is in another occupation than the job’s, and names clients as clients', () => {
    const read = doc(['Own car and can start early.']);
    expect(headlineLine(structureCv(read), read, 'Aged Care Cleaner').changes).toEqual([]);
    expect(headlineLine(structureCv(read), read, 'Support Worker').changes).toHaveLength(1);
    // A title the vocabulary does not know names no kin of a job it does.
    const crew = docFromLines({
      top: ['Tahlia Nguyen'],
      sections: [
        { heading: 'Profile', lines: ['Own car.'] },
        {
          heading: 'Work',
          lines: ['Crew Member – Golden Grill Burgers, 2024 – current'],
          bullets: ['Served customers'],
        },
      ],
    });
    expect(headlineLine(structureCv(crew), crew, 'Barista').changes).toEqual([]);
    const bookkeeper = docFromLines({
      top: ['Sharon Pike'],
      sections: [
        { heading: 'Profile', lines: ['Own car.'] },
        { heading: 'Work', lines: ['Bookkeeper – Various small businesses, 2023 – current'], bullets: ['Did BAS'] },
      ],
    });
    expect(headlineLine(structureCv(bookkeeper), bookkeeper, 'Bookkeeper').changes[0]!.after).toBe(
      'Bookkeeper for various small businesses since 2023.',
    );
  });

  it('is not said when the summary names the work the role and the job share', () => {
    const driver = docFromLines({
      top: ['Ray Whitfield'],
      sections: [
        { heading: 'Profile', lines: ['Safety-focused professional driver with 30 years behind the wheel.'] },
        { heading: 'Work', lines: ['Courier Driver – SunCoast Parcel Express, 2024 – current'], bullets: ['Drops'] },
      ],
    });
    expect(headlineLine(structureCv(driver), driver, 'Bus Driver').changes).toEqual([]);
  });

  it('comes before what a summary says that is not the role', () => {
    const read = doc(['Own car and can start early.']);
    const step = headlineLine(structureCv(read), read);
    const summary = step.cv.sections.find((s) => s.kind === 'summary')!;
    expect(summary.items.map((i) => i.text)).toEqual([
      'Disability Support Worker at Life Without Barriers since 2023.',
      'Own car and can start early.',
    ]);
  });

  it('is the role held now where the CV lists its roles oldest first', () => {
    const read = docFromLines({
      top: ['Steve Papadakis'],
      sections: [
        { heading: 'Objective', lines: ['Safe driver with good customer service skills.'] },
        {
          heading: 'Work History',
          lines: ['Forklift Operator – Northern Cold Storage, 1989 – 2003'],
          bullets: ['Loading and unloading trucks'],
        },
        {
          heading: 'Work History',
          lines: ['Shuttle Bus Driver – Skyport Parking, 2019 – current'],
          bullets: ['Drove airport shuttle routes'],
        },
      ],
    });
    expect(headlineLine(structureCv(read), read).changes[0]!.after).toBe(
      'Shuttle Bus Driver at Skyport Parking since 2019.',
    );
  });

  it('adds nothing where the summary names the person’s occupation in words of its own', () => {
    const read = doc(['Enthusiastic graduate primary teacher finishing a Bachelor of Education.']);
    expect(headlineLine(structureCv(read), read).changes).toEqual([]);
  });

  it('adds nothing where the summary names the role already', () => {
    const read = doc(['Support worker of four years in disability and aged care.']);
    expect(headlineLine(structureCv(read), read).changes).toEqual([]);
  });
});
