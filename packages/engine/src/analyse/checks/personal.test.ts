import { describe, expect, it } from 'vitest';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { personalDetails } from './personal';

const codesFor = async (line: string) =>
  (
    await personalDetails(
      docFromLines({ top: ['Mia Chen', line], sections: [{ heading: 'Experience', bullets: ['Served customers'] }] }),
    )
  ).map((f) => f.code);

describe('a person’s age', () => {
  it.each(['Age: 34', 'Aged 34', 'Darwin NT | Aged 29 | 0412 345 678', '34 years old'])(
    'is found in %j',
    async (line) => expect(await codesFor(line)).toContain('personal.age'),
  );

  it.each([
    'Planned a play-based program for 15 toddlers aged 18 months to 3 years',
    'Supported clients aged 65 and over in their homes',
    'Coached players aged 12–16 on weekends',
    'Worked in aged care for 4 years',
  ])('is not the age of the people a duty served: %j', async (line) =>
    expect(await codesFor(line)).not.toContain('personal.age'),
  );
});

describe('a person’s family', () => {
  it.each([
    'I am a hard working, caring and patient mum of three.',
    'Father of 2 and keen surfer',
    'Moved to Gladstone for work and my partner and kids are here now so I’m not going anywhere.',
    'I have two young children and work school hours.',
  ])('is found in %j', async (line) => expect(await codesFor(line)).toContain('personal.health-or-family'));
  it.each([
    'Supported the parent of one student through enrolment',
    'Mentored a mother of two returning to work',
    'Camping with my family, baking for the school cake stall',
    'Helped my clients’ children with homework',
  ])('is not a duty done for someone’s family: %j', async (line) =>
    expect(await codesFor(line)).not.toContain('personal.health-or-family'),
  );
});
