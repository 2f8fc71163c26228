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
  ])('reads %j as %j', (criterion, focus) => expect(focusOf(criterion)).toBe(focus));
});
