import { describe, expect, it } from 'vitest';
import { supportedTo } from './helped-to-supported';

describe('"helped" and the bare verb it takes', () => {
  it.each([
    [
      'Helped the head chef work out dish costs for the winter menu',
      'Supported the head chef to work out dish costs for the winter menu',
    ],
    ['Helped customers find products', 'Supported customers to find products'],
    ['I helped residents shower and dress each morning', 'Supported residents to shower and dress each morning'],
    ['Helped 12 students improve their reading', 'Supported 12 students to improve their reading'],
  ])('%s → %s', (line, rewritten) => expect(supportedTo(line)).toBe(rewritten));

  it('leaves a line it cannot read as "helped" + object + verb', () => {
    expect(supportedTo('Helped with stocktake')).toBeNull();
    expect(supportedTo('Helped organise the Christmas party')).toBeNull();
    expect(supportedTo('Managed the roster')).toBeNull();
  });
});
