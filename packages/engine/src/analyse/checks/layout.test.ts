import { describe, expect, it } from 'vitest';
import { asDocument } from '../../rewrite/as-document';
import { bullets } from './layout';

/** Three roles, each a title line, a line of its dates and one bullet. */
const roles = (dates: string[]) =>
  asDocument({
    name: 'Tom Reid',
    contact: ['Gawler SA 5118'],
    sections: [
      {
        kind: 'other',
        heading: 'Work Experience',
        items: dates.flatMap((d, i) => [
          { text: `Plumber – Hills Plumbing and Gas ${i + 1}`, bullet: false },
          { text: d, bullet: false },
          { text: 'Cleared blocked drains with the jetter and camera', bullet: true },
        ]),
      },
    ],
  });

describe('bullets in the experience', () => {
  it('counts a line that only holds a role’s dates as no duty written out', async () => {
    const spelt = await bullets(roles(['2020 – Present', '2017 – 2019', 'Jan 2015 – Dec 2016']));
    const short = await bullets(roles(['2020-now', '2017-2019', '2015-2016']));
    // The same CV with its dates written either way is judged the same.
    expect(spelt.map((f) => f.code)).toEqual(['format.bullets']);
    expect(short.map((f) => f.code)).toEqual(['format.bullets']);
  });
});
