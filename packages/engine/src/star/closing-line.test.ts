import { describe, expect, it } from 'vitest';
import { readCv } from '../read/read-cv';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { closingLine, targetRole } from './closing-line';
import { draftStar } from './draft-star';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const ad = `Senior Logistics Officer
Department of Defence – APS Level 5, Canberra
About the role
You will coordinate freight and warehouse operations across three sites.
Selection criteria
1. Demonstrated experience leading a team to deliver operational results.
Responses of no more than 400 words per criterion.`;

describe('the closing line of a short draft', () => {
  it('reads the job applied for from the ad, and none from text that names no job', () => {
    expect(targetRole(ad)).toBe('Senior Logistics Officer');
    expect(targetRole('1. Demonstrated experience leading a team.\n2. Sound judgement.')).toBeNull();
    expect(targetRole('')).toBeNull();
  });

  it('varies its wording from one draft to the next and takes "an" before a vowel', () => {
    const lines = [0, 1, 2].map((turn) => closingLine('Administration Officer', turn));
    expect(new Set(lines).size).toBe(3);
    expect(lines[2]).toBe('This is experience I would build on as an Administration Officer.');
  });

  it('ends a draft short of 60 % of its limit on the job applied for, and passes the fact guard with it', async () => {
    const cv = await readCv(await buildDocx(cleanCv));
    const criterion = 'Demonstrated experience leading a team to deliver operational results.';
    const [short] = await draftStar(cv, [criterion], 400, ad);
    expect(short!.fullResponse).toMatch(/I would bring this experience to the Senior Logistics Officer role\.$/);
    expect(short!.starResponse.result).toMatch(/Senior Logistics Officer role\.$/);
    // A draft that fills its limit from the CV needs no line about the job.
    const [full] = await draftStar(cv, [criterion], Math.ceil(words(short!.fullResponse) * 1.2), ad);
    expect(full!.fullResponse).not.toMatch(/Senior Logistics Officer/);
  });

  it('ends one statement on several capabilities once, not once a paragraph', async () => {
    const cv = await readCv(await buildDocx(cleanCv));
    const statement =
      'One statement drawing on: Achieves results: Improves processes; Supports productive working relationships: Negotiates with suppliers; Leads people: Leads a team';
    const [pitch] = await draftStar(cv, [statement], 900, ad);
    expect(pitch!.fullResponse.match(/Senior Logistics Officer/g) ?? []).toHaveLength(1);
    expect(pitch!.fullResponse).toMatch(/Senior Logistics Officer role\.$/);
    expect(pitch!.starResponse.result.match(/Senior Logistics Officer/g) ?? []).toHaveLength(1);
  });
});
