import { describe, expect, it } from 'vitest';
import { offered, sentencesOf, withoutObjective } from './objective';

describe('an objective', () => {
  it('keeps a planned move plainly, as when the person can start where the job is', () => {
    expect(withoutObjective('Hoping to move to Kalgoorlie with my family from February 2027.')).toBe(
      'Relocating to Kalgoorlie from February 2027.',
    );
    expect(withoutObjective('Looking to move into a supervisor role.')).toBeNull();
    // A want addressed to one employer ("… and would welcome the chance to join the Bega Hospital team") goes; the
    // move before it stays.
    expect(
      withoutObjective(
        'I am moving to the Sapphire Coast and would welcome the chance to join the Bega Hospital team.',
      ),
    ).toBe('I am moving to the Sapphire Coast.');
    // The want's own "who is" goes with it, and the praise heaped before the job.
    expect(
      withoutObjective('Honest and loyal baker with ten years on early shifts who is looking for a new challenge.'),
    ).toBe('Baker with ten years on early shifts.');
  });

  it('keeps what the person is or offers, and nothing of what they want', () => {
    expect(
      withoutObjective(
        'I am a recently qualified electrician who finished my apprenticeship and I am looking for a full-time job where I can learn more.',
      ),
    ).toBe('I am a recently qualified electrician who finished my apprenticeship.');
    expect(withoutObjective('Seeking a Store Manager position where I can use my 20 years of retail experience.')).toBe(
      '20 years of retail experience.',
    );
    expect(withoutObjective('Dental nurse of 6 years, seeking a full-time role in Perth.')).toBe(
      'Dental nurse of 6 years.',
    );
    // A student or graduate named before the want is what they are.
    expect(
      withoutObjective(
        'Final year Bachelor of Nursing student at the University of New England seeking a position in the 2026 Transition to Professional Practice program.',
      ),
    ).toBe('Final year Bachelor of Nursing student at the University of New England.');
    expect(
      withoutObjective(
        'Qualified light vehicle mechanic with 9 years in the trade (including apprenticeship) looking for a position with a dealership where I can develop my skills further.',
      ),
    ).toBe('Qualified light vehicle mechanic with 9 years in the trade (including apprenticeship).');
    // The offer ends where a second want begins.
    expect(
      withoutObjective(
        'To obtain a position as Technical Officer / Laboratory Technician in a microbiology laboratory where I can utilise my 8 years of experience in quality control microbiology and contribute to the growth of the organisation.',
      ),
    ).toBe('8 years of experience in quality control microbiology.');
    // A graduate's want to start a career is a want, however it is worded.
    expect(
      withoutObjective(
        'Recent environmental science graduate looking to start a career in environmental regulation or laboratory science.',
      ),
    ).toBe('Recent environmental science graduate.');
  });

  it('keeps when the person can start, which an employer asks', () => {
    expect(withoutObjective('Keen to move into civil construction – no ties, can start on 1 weeks notice.')).toBe(
      'Can start on 1 weeks notice.',
    );
    expect(withoutObjective('Looking for a warehouse role, available to start straight away.')).toBe(
      'Available to start straight away.',
    );
  });

  it('drops an objective that offers nothing, or only what the person hopes to gain', () => {
    expect(withoutObjective('To obtain a position in a pharmacy.')).toBeNull();
    expect(withoutObjective('Seeking a role where I can use my skills and grow with the company.')).toBeNull();
    expect(withoutObjective('I am looking for a job and I am keen to start now.')).toBeNull();
    // What it would offer, without its years, is no sentence of its own ("Skills, experience and caring nature to …").
    expect(
      withoutObjective(
        'Looking for a position where I can use my skills, experience and caring nature to make a difference in the lives of the elderly.',
      ),
    ).toBeNull();
    expect(offered('Seeking a receptionist role. Friendly and organised.')).toBe('Friendly and organised.');
    // Growing a career and a next step are wants too, said in any of their ways.
    expect(withoutObjective('I am looking to grow my career with a great company.')).toBeNull();
    expect(withoutObjective('Looking for my next step up into management.')).toBeNull();
    expect(withoutObjective('Motivated individual looking to break into the aged care industry.')).toBeNull();
    // Others looking to move on are no objective of the person's.
    expect(withoutObjective('Mentored juniors who were looking to get into supervisor roles.')).toBe(
      'Mentored juniors who were looking to get into supervisor roles.',
    );
    // "Looking to build on" what the person has done offers it.
    expect(withoutObjective('I am looking to build on 6 years of bar work.')).toBe(
      'I am looking to build on 6 years of bar work.',
    );
    // So is turning a passion into a career.
    expect(withoutObjective('I want to turn my passion for computers into a career.')).toBeNull();
    // The person named before the want is what they offer; praise before a job is not.
    expect(withoutObjective('Experienced commercial cleaner seeking to take the next step as a supervisor.')).toBe(
      'Experienced commercial cleaner.',
    );
    expect(withoutObjective('Hard working reliable driver looking for full time HR driving work.')).toBeNull();
    // Wants said of a workplace, or as "I'd like to …".
    expect(withoutObjective('Looking for a larger hospital with a strong team culture.')).toBeNull();
    expect(withoutObjective("I'd like to move into a studio that does packaging.")).toBeNull();
    expect(withoutObjective('I would like to lead a team and keep the clients happy.')).toBeNull();
    // "A new challenge" is what the person wants too.
    expect(
      withoutObjective('Reliable chef looking for a new challenge in a busy kitchen where I can keep learning.'),
    ).toBeNull();
    // Kinds of work joined by "or", and a want said of the person ("a … person who is looking to …").
    expect(withoutObjective('I am looking for casual or part time work, preferably around school hours.')).toBeNull();
    expect(
      withoutObjective(
        'I am a friendly and motivated person who is looking to further my career as a Dental Assistant.',
      ),
    ).toBeNull();
  });

  it('splits sentences at a full stop before a space, never inside a figure ("$8.2 million")', () => {
    expect(sentencesOf('Managed budgets of up to $8.2 million. Led 3.5 FTE! Version 2.0 shipped')).toEqual([
      'Managed budgets of up to $8.2 million.',
      'Led 3.5 FTE!',
      'Version 2.0 shipped',
    ]);
  });
});
