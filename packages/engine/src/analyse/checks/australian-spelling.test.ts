import { describe, expect, it } from 'vitest';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { usSpelling } from './spelling';

describe('Australian spelling noticed', () => {
  it('in a word that opens a sentence as well as inside one', async () => {
    const cv = (line: string) =>
      docFromLines({ top: ['Lisa Marchetti'], sections: [{ heading: 'Profile', lines: [line] }] });
    const codes = async (line: string) => (await usSpelling(cv(line))).map((f) => f.code);
    expect(await codes('Organised and accurate administration officer.')).toEqual(['language.australian-spelling']);
    expect(await codes('Accurate administration officer who is organised.')).toEqual(['language.australian-spelling']);
    expect(await codes('Accurate administration officer.')).toEqual([]);
  });
});
