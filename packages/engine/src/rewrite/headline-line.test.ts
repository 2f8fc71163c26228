import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { headlineLine } from './headline-line';
import { structureCv } from './structured-cv';

const doc = (summary: string[]) =>
  docFromLines({
    top: ['Kayla Hendry'],
    sections: [
      { heading: 'Career Objective', lines: summary },
      {
        heading: 'Employment History',
        lines: ['Disability Support Worker', 'Life Without Barriers – Charlestown NSW', 'Jan 2023 - present'],
        bullets: ['Supported 6 clients with personal care each shift'],
      },
    ],
  });

describe('the role held now, opening a summary the cleaning left empty', () => {
  it('is said in the CV’s own words: title, employer and year', () => {
    const read = doc(['I am looking for casual or part time work.']);
    const emptied = structureCv(read);
    emptied.sections = emptied.sections.map((s) => (s.kind === 'summary' ? { ...s, items: [] } : s));
    const step = headlineLine(emptied, read);
    expect(step.changes[0]!.after).toBe('Disability Support Worker at Life Without Barriers since 2023.');
  });

  it('adds nothing where the summary says something of its own', () => {
    const read = doc(['Support worker of four years in disability and aged care.']);
    expect(headlineLine(structureCv(read), read).changes).toEqual([]);
  });
});
