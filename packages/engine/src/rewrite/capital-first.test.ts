import { describe, expect, it } from 'vitest';
import { capitalFirst } from './capital-first';
import type { StructuredCv } from './structured-cv';

const cvWith = (items: string[]): StructuredCv => ({
  name: 'Daniel Fonoti',
  contact: [],
  sections: [{ kind: 'skills', heading: 'Skills', items: items.map((text) => ({ text, bullet: true })) }],
});

describe('a line opens with a capital', () => {
  it('capitalises a Key Skills line of small letters', () => {
    const step = capitalFirst(cvWith(['know Western Sydney roads well', 'good with customers', 'Forklift']));
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Know Western Sydney roads well',
      'Good with customers',
      'Forklift',
    ]);
    expect(step.changes.map((c) => c.after)).toEqual(['Know Western Sydney roads well', 'Good with customers']);
  });

  it('leaves a name with a capital inside and an address as written', () => {
    const items = [
      'iPhone and iPad repairs',
      'eBay store (2,000 sales)',
      'www.example.com/portfolio',
      'me@example.com',
    ];
    expect(capitalFirst(cvWith(items)).changes).toEqual([]);
  });
});
