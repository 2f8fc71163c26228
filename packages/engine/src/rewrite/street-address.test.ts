import { describe, expect, it } from 'vitest';
import { withoutStreetAddress } from './street-address';
import { undoChanges } from './undo';
import type { StructuredCv } from './structured-cv';

const cv = (contact: string[]): StructuredCv => ({ name: 'Kylie Jenkins', contact, sections: [] });

describe('a home street address leaves the contact lines', () => {
  it('keeps the suburb, state and the rest of the line, and undo puts the street back', () => {
    const original = cv(['Unit 4, 18 Station Street, Frankston VIC 3199 | 0400 555 219', 'kylie@example.com']);
    const step = withoutStreetAddress(original);
    expect(step.cv.contact).toEqual(['Frankston VIC 3199 | 0400 555 219', 'kylie@example.com']);
    expect(undoChanges(step.cv, step.changes, [0], original).contact).toEqual(original.contact);
  });

  it('drops a street alone on its line only when the suburb or state is on another', () => {
    expect(withoutStreetAddress(cv(['4/22 Smith Rd', 'Parramatta NSW 2150'])).cv.contact).toEqual([
      'Parramatta NSW 2150',
    ]);
    expect(withoutStreetAddress(cv(['22 Smith Rd', '0400 555 219'])).changes).toEqual([]);
  });

  it('takes the part of the street a town names after its kind with it ("St South")', () => {
    expect(withoutStreetAddress(cv(['Address: 9 Penola Rd West, Naracoorte SA 5271'])).cv.contact).toEqual([
      'Naracoorte SA 5271',
    ]);
  });

  it('leaves a line without a street as it is', () => {
    expect(withoutStreetAddress(cv(['Brunswick VIC 3056 | 0412 345 678'])).changes).toEqual([]);
  });
});
