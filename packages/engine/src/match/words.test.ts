import { describe, expect, it } from 'vitest';
import { conceptsOf } from './words';

describe('concepts a CV and an ad share', () => {
  it('reads an activity named as a noun as its verb ("workspace creation" is "created workspaces")', () => {
    const asked = conceptsOf('workspace creation');
    const shown = conceptsOf('Created PEXA workspaces for each settlement');
    expect([...asked].every((c) => shown.has(c))).toBe(true);
    // Not every noun of the kind: "communities" stays apart from "communication".
    expect(conceptsOf('communities').has([...conceptsOf('communication')][0]!)).toBe(false);
  });

  it('reads an irregular past as its verb ("Drove a pantech" is the ad\'s "driving"), not a past that is a word of its own', () => {
    expect(conceptsOf('Drove an 8 tonne pantech').has([...conceptsOf('driving')][0]!)).toBe(true);
    expect(conceptsOf('Taught Year 9 maths').has([...conceptsOf('teaching')][0]!)).toBe(true);
    // "saw" is a carpenter's tool as often as a past.
    expect(conceptsOf('Used a drop saw').has([...conceptsOf('seeing')][0]!)).toBe(false);
  });
});
