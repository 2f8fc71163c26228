import { describe, expect, it } from 'vitest';
import { clichesOnly, praiseOnly, recruiterReads } from './hollow-sentences';

describe('sentences a recruiter reads past', () => {
  it('reads "im" typed without its apostrophe as the person praising themselves', () => {
    expect(praiseOnly('Love being outside and im a quick learner.')).toBe(true);
    expect(praiseOnly('Mowed 25 lawns a week and im licensed for the ute.')).toBe(false);
    // A cliché's figure is none a recruiter could check; being on time and never off sick is praise too.
    expect(praiseOnly('I am very punctual and always give 110%.')).toBe(true);
    expect(praiseOnly('I am a hard worker who is always on time and never takes sick days.')).toBe(true);
    expect(praiseOnly('I am always on time for 5am starts at the Welshpool DC.')).toBe(false);
  });

  it('reads a claim of fitting the job as the person’s verdict on themselves, whatever it names', () => {
    expect(
      praiseOnly('I believe my skills in exercise and motivating people would make me a great fit for any team!!'),
    ).toBe(true);
    expect(praiseOnly('I would be an asset to the Westfield security team.')).toBe(true);
    // A figure is something a recruiter can check.
    expect(praiseOnly('My 98% audit record would make me a strong fit.')).toBe(false);
  });

  it('judges a cliché as it was meant, however spelt', () => {
    expect(clichesOnly('Team player who can work independantly or as part of a team.')).toBe(true);
    expect(clichesOnly('Team player who reconciled 40 supplier statements a month.')).toBe(false);
    // "Good leader", "drive to succeed": the promises of an objective, clichés too.
    expect(clichesOnly('I am a natural leader and I always go above and beyond.')).toBe(true);
    expect(clichesOnly('I am ready to give 110% and have the drive to succeed.')).toBe(true);
  });

  it('keeps what a summary offers and nothing else', () => {
    expect(
      recruiterReads(
        'Forklift operator with 5 years in cold storage. I am hard working, reliable and a team player. Seeking a full time role.',
      ),
    ).toBe('Forklift operator with 5 years in cold storage.');
  });
});
