import { describe, expect, it } from 'vitest';
import { readCv } from '../read/read-cv';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { closingAsk, closingFor, closingLine, targetRole } from './closing-line';
import { focusOf } from './focus';
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

  it('promises what an ability criterion asks, in its own words, where the task did not say it', async () => {
    const cv = await readCv(await buildDocx(cleanCv));
    const criterion = 'Ability to manage competing priorities and work to tight deadlines.';
    const [short] = await draftStar(cv, [criterion], 400, ad);
    expect(short!.fullResponse).toMatch(
      /As a Senior Logistics Officer, I would use this experience to manage competing priorities and work to tight deadlines\.$/,
    );
    // Without a job named, the role applied for.
    const [unnamed] = await draftStar(cv, [criterion], 400, '');
    expect(unnamed!.fullResponse).toMatch(
      /In the role I am applying for, I would use this experience to manage competing/,
    );
  });

  it('promises only an ask that reads after "I would" and names nothing the CV lacks', async () => {
    const ask = (criterion: string) => closingAsk(focusOf(criterion), 0, 1);
    // A third-person verb left in a capability's description, an ask put to the reader, a long ask: none.
    expect(
      ask('Integrity: Adheres to the Code of Conduct and deals with sensitive information appropriately'),
    ).toBeNull();
    expect(ask('Your ability to work as part of a small team and to manage your own workload')).toBe(
      'use this experience to work as part of a small team and to manage my own workload',
    );
    expect(ask(`Ability to ${'plan and deliver projects '.repeat(6)}`)).toBeNull();
    // Nor a criterion said back in full: it reads to a panel as parroted.
    expect(
      ask(
        'Ability to plan and manage your own workload, prioritising competing tasks and delivering high-quality work to tight timeframes',
      ),
    ).toBeNull();
    // A capability's shorthand takes its "my": no "to take responsibility for own work".
    expect(ask('Ownership: Takes responsibility for own decisions and outcomes')).toBe(
      'use this experience to take responsibility for my own decisions and outcomes',
    );
    // Experience, or a capability's behaviours, are promised only where the examples show most of it.
    expect(closingAsk(focusOf('Experience in contract management'), 0, 0.5)).toBeNull();
    expect(closingAsk(focusOf('Communicates with influence'), 0, 0.5)).toBeNull();
    // No stock line speaks of "the same approach" a draft of duties never described.
    for (const turn of [0, 1, 2]) expect(closingLine('Project Officer', turn)).not.toMatch(/same approach/);
    expect(closingAsk(focusOf('Experience in contract management'), 0, 1)).toBe(
      'build on this experience in contract management',
    );
    expect(closingAsk(focusOf('Excellent written communication skills'), 0, 1)).toBe(
      'put these written communication skills to use',
    );
    // A capability named alone: its behaviours, as the person's own.
    expect(closingFor('Project Officer', ask('Achieves Results'), 1)).toBe(
      'In the Project Officer role, I would bring the same approach to planning my work, meeting deadlines, adapting when things change and taking responsibility for the outcome.',
    );
    // The guard's view: a name in the ask the CV lacks leaves the plain closing line.
    const cv = await readCv(await buildDocx(cleanCv));
    const [draft] = await draftStar(cv, ['Ability to use TechnologyOne to process invoices'], 400, ad);
    expect(draft!.fullResponse).not.toMatch(/TechnologyOne/);
  });
});
