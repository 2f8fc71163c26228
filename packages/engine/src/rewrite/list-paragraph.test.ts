import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { listBullets } from './list-paragraph';
import { paragraphsToBullets } from './paragraphs-to-bullets';
import { structureCv } from './structured-cv';

describe('a role described as one list in a sentence', () => {
  it('becomes a bullet an item, in the person’s words, an "and" inside an item kept', () => {
    expect(
      listBullets(
        'Mowing and edging sports ovals, pruning (roses, hedges, natives), fixing irrigation and general clean up.',
      ),
    ).toEqual([
      'Mowing and edging sports ovals',
      'Pruning (roses, hedges, natives)',
      'Fixing irrigation',
      'General clean up',
    ]);
    // A short list with a fragment named as a thing stays a line: no bullet "Pad changes".
    expect(listBullets('Answering call bells, doing the night rounds and pad changes.')).toBeNull();
    // A tail after the last "and" that opens with a determiner is more of the item before it: no bullet "The care
    // plans".
    expect(
      listBullets(
        'Answering phones and booking appointments, greeting clients, ordering stationery, helping the physios with admin and the care plans.',
      ),
    ).toEqual([
      'Answering phones and booking appointments',
      'Greeting clients',
      'Ordering stationery',
      'Helping the physios with admin and the care plans',
    ]);
    // "signs and barriers" is one item: the last "and" parts items only before a phrase or a doing word.
    expect(listBullets('Night shifts on the highway, setting out cones, loading signs and barriers.')).toEqual([
      'Night shifts on the highway',
      'Setting out cones',
      'Loading signs and barriers',
    ]);
  });

  it('is left as it is when it is prose, in the first person, short items, facts or too few items', () => {
    expect(listBullets('I mowed ovals, pruned hedges and fixed irrigation.')).toBeNull();
    expect(listBullets('Worked on the ovals. Fixed the irrigation, mowed and edged.')).toBeNull();
    expect(listBullets('Fencing, mustering, driving tractors, welding.')).toBeNull();
    // Short items read better as their line; a list of facts about the employer is no list of work.
    expect(
      listBullets('Digging, concreting, laying turf, retaining walls, general labouring and clean up.'),
    ).toBeNull();
    expect(
      listBullets('Regional health service, 4 hospital sites, about 2,400 employees, $190M annual payroll'),
    ).toBeNull();
    expect(listBullets('Mowing ovals and fixing irrigation.')).toBeNull();
    // A list of names, some ending in "-ing", is the employer's line.
    expect(
      listBullets(
        'Community Grants and Funded Services, Department of Territory Families, Housing and Communities – Darwin (temporary to 30 June 2025)',
      ),
    ).toBeNull();
    expect(listBullets('Nursing and Midwifery, Western Health, Sunshine Hospital, Building and Facilities')).toBeNull();
  });

  it('only under a role’s dated line', () => {
    const list = 'Stacking shelves, serving customers at the deli, counting stock on Sundays.';
    const doc = docFromLines({
      top: ['Sam Lee'],
      sections: [
        { heading: 'Work Experience', lines: ['Shop Assistant, IGA Wyong, 2021 – 2023', list] },
        { heading: 'Volunteering', lines: [list] },
      ],
    });
    const { cv, changes } = paragraphsToBullets(structureCv(doc));
    expect(cv.sections[0]!.items.filter((i) => i.bullet).map((i) => i.text)).toEqual([
      'Stacking shelves',
      'Serving customers at the deli',
      'Counting stock on Sundays',
    ]);
    expect(changes).toHaveLength(1);
  });

  it('keeps a list of examples after a dash as its line, and "to and from" as one phrase', () => {
    expect(
      listBullets(
        'Weekly activities with residents – running the bingo session, serving morning tea, helping residents to and from the lounge.',
      ),
    ).toBeNull();
    expect(listBullets('Setting up the hall, serving morning tea, helping residents to and from the lounge')).toEqual([
      'Setting up the hall',
      'Serving morning tea',
      'Helping residents to and from the lounge',
    ]);
  });

  it('keeps a doing word alone with the object it shares with the item after it', () => {
    expect(
      listBullets(
        'Cutting, glazing and installing residential windows, fabricating aluminium frames, hanging doors on site',
      ),
    ).toEqual([
      'Cutting, glazing and installing residential windows',
      'Fabricating aluminium frames',
      'Hanging doors on site',
    ]);
  });
});
