import { describe, expect, it } from 'vitest';
import { asRelative, wantWithoutI } from './summary-voice';

describe('what the person is, then what they do', () => {
  it.each([
    [
      'I’m a hard worker and always turn up on time, I get along with everyone on site and I’m not scared of heights or hard work.',
      'Hard worker who always turns up on time, gets along with everyone on site and is not scared of heights or hard work.',
    ],
    [
      'I am a qualified chef with an eye for detail and I work well in a team.',
      'Qualified chef with an eye for detail who works well in a team.',
    ],
    [
      'I am a registered nurse with 5 years in ICU, and I speak Tagalog, English and Spanish.',
      'Registered nurse with 5 years in ICU who speaks Tagalog, English and Spanish.',
    ],
  ])('%s → %s', (sentence, said) => expect(asRelative(sentence)).toBe(said));

  it('leaves a sentence whose clauses are not the person’s actions, or that keeps an "I", "me" or "my"', () => {
    expect(asRelative('I am a hard working and reliable young bloke looking to get into arboriculture.')).toBeNull();
    expect(asRelative('I am a people person, I love my job and I have three kids.')).toBeNull();
    expect(asRelative('I work well in a team and I am reliable.')).toBeNull();
    // One description of the person, not a person and an action.
    expect(
      asRelative('I’m an energetic and motivated personal trainer with 5 years in the fitness industry.'),
    ).toBeNull();
  });
});

describe('a want kept for the job applied for', () => {
  it('says "where I can …", "while I …" and the person’s own skills without "I" or "my"', () => {
    expect(
      wantWithoutI(
        'Student seeking a cadet position where I can apply my estimating coursework while I finish my degree.',
      ),
    ).toBe('Student seeking a cadet position to apply estimating coursework while finishing the degree.');
    // A past "while" is a story, said as written.
    expect(wantWithoutI('Seeking a role, as I learned a lot while I worked there.')).toBe(
      'Seeking a role, as I learned a lot while I worked there.',
    );
  });
});
