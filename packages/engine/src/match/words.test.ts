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
});
