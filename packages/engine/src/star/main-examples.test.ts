import { describe, expect, it } from 'vitest';
import { mainExamples } from './main-examples';

describe('main examples chosen for the set as a whole', () => {
  it('gives a line to the criterion it answers best when the other has another nearly as good', () => {
    // Taking criterion 0's best line first (line 0) would leave criterion 1 its weak line 2.
    const answers = [
      [
        { line: 0, score: 3 },
        { line: 1, score: 2.9 },
      ],
      [
        { line: 0, score: 3.1 },
        { line: 2, score: 1 },
      ],
    ];
    expect(mainExamples(answers, 3)).toEqual([1, 0]);
  });

  it('answers every criterion it can before it scores them better, and none with a line it does not answer', () => {
    // Criterion 1's only answer is line 0; criterion 0 answers line 0 far better but has line 1 too.
    const answers = [
      [
        { line: 0, score: 9 },
        { line: 1, score: 1 },
      ],
      [{ line: 0, score: 1 }],
      [],
    ];
    expect(mainExamples(answers, 2)).toEqual([1, 0, null]);
  });
});
