import { describe, expect, it } from 'vitest';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { loadSpeller, usSpelling, usSpellingsIn } from './spelling';

describe('Australian spelling noticed', () => {
  it('in a word that opens a sentence as well as inside one', async () => {
    const cv = (line: string) =>
      docFromLines({ top: ['Lisa Marchetti'], sections: [{ heading: 'Profile', lines: [line] }] });
    const codes = async (line: string) => (await usSpelling(cv(line))).map((f) => f.code);
    expect(await codes('Organised and accurate administration officer.')).toEqual(['language.australian-spelling']);
    expect(await codes('Accurate administration officer who is organised.')).toEqual(['language.australian-spelling']);
    expect(await codes('Accurate administration officer.')).toEqual([]);
    // A word spelt so in the US too shows nothing ("liaised", "appraised").
    expect(await codes('Liaised with state agencies and appraised their bids.')).toEqual([]);
  });

  it('reads "license" as the noun Australia spells "licence", and leaves the verb', async () => {
    const spell = await loadSpeller();
    const said = (t: string) => usSpellingsIn(t, spell).map((x) => `${x.word}→${x.au}`);
    expect(said('License: Car license (full) + Forklift License LF')).toEqual([
      'License→licence',
      'license→licence',
      'License→licence',
    ]);
    expect(said('We license our software to schools')).toEqual([]);
  });

  it('reads "-ior" as the US ending of "behaviour", and leaves "senior" and "junior" alone', async () => {
    const spell = await loadSpeller();
    const said = (t: string) => usSpellingsIn(t, spell).map((x) => `${x.word}→${x.au}`);
    expect(said('Behavior support plans for challenging behaviors')).toEqual([
      'Behavior→behaviour',
      'behaviors→behaviours',
    ]);
    expect(said('Senior and junior staff, interior fit-outs')).toEqual([]);
  });

  it('reads "Labor" as the party only before a capital or a word of politics', async () => {
    const spell = await loadSpeller();
    const said = (t: string) => usSpellingsIn(t, spell).map((x) => x.word);
    expect(said('Labor work, hand tools and power tools')).toEqual(['Labor']);
    expect(said('Volunteered for the Labor Party; Labor government policy')).toEqual([]);
  });

  it('leaves a course’s name as it is spelt, and respells the same word elsewhere', async () => {
    const spell = await loadSpeller();
    const said = (t: string) => usSpellingsIn(t, spell).map((x) => x.word);
    expect(said('Emergency Nursing Pediatric Course (ENPC), 2023')).toEqual([]);
    expect(said('Cared for pediatric patients in a mixed ward')).toEqual(['pediatric']);
  });
});
