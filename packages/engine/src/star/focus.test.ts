import { describe, expect, it } from 'vitest';
import { focusOf } from './focus';

describe('what a criterion asks, said after "The work called on"', () => {
  it.each([
    ['Working knowledge of medical terminology.', 'my working knowledge of medical terminology'],
    ['Demonstrated experience leading a small team.', 'my experience leading a small team'],
    [
      'Build effective relationships with stakeholders.',
      'my ability to build effective relationships with stakeholders',
    ],
    // Something a person has, not something they are ("being a …").
    [
      'Teamwork: a collaborative approach and the ability to manage competing priorities.',
      'my collaborative approach and the ability to manage competing priorities',
    ],
    [
      'Casework: Demonstrated high-level practice and assessment skills in family support.',
      'my practice and assessment skills in family support',
    ],
  ])('reads %j as %j', (criterion, focus) => expect(focusOf(criterion)).toBe(focus));
});
