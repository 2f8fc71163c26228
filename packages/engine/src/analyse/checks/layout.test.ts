import { describe, expect, it } from 'vitest';
import { asDocument } from '../../rewrite/as-document';
import { bullets, length } from './layout';

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

describe('the lines a finding quotes', () => {
  it('quotes the duties written out, not a role’s title or employer line', async () => {
    const doc = asDocument({
      name: 'Tracey Dunn',
      contact: ['Thornton NSW 2322'],
      sections: [
        {
          kind: 'other',
          heading: 'Work Experience',
          items: [
            { text: 'Medical Receptionist / Administration Officer', bullet: false },
            { text: 'Maitland Family Medical Centre, East Maitland', bullet: false },
            { text: 'Feb 2016 – Present', bullet: false },
            {
              text: 'I am responsible for the front desk of a busy GP practice. My duties include answering phones, booking appointments and greeting patients.',
              bullet: false,
            },
          ],
        },
      ],
    });
    const [finding] = await bullets(doc);
    expect(finding?.code).toBe('format.no-bullets');
    expect(finding?.evidence?.[0]).toMatch(/^I am responsible for the front desk/);
    // Nor after them: a title or an employer line proves nothing of the duties.
    expect(finding?.evidence?.join(' ')).not.toMatch(/Medical Receptionist|Maitland Family Medical Centre/);
  });
});

describe('the length of a CV', () => {
  it('counts no words of an objective, so taking one out never makes a CV "too short"', async () => {
    const cv = (summary: string) =>
      asDocument({
        name: 'Kayla Hutch',
        contact: ['Kiama NSW 2533'],
        sections: [
          { kind: 'summary', heading: 'Objective', items: [{ text: summary, bullet: false }] },
          {
            kind: 'experience',
            heading: 'Work Experience',
            items: [
              { text: 'Checkout Operator – FreshWay Supermarket, 2022 – Present', bullet: false },
              ...Array.from({ length: 19 }, (_, i) => ({
                text: `Served customers at register ${i + 1} and balanced the till at close`,
                bullet: true,
              })),
            ],
          },
        ],
      });
    const objective =
      'To obtain a position in a fast paced retail environment where I can use my customer service skills and be a valuable member of a great team that rewards hard work.';
    const [withObjective] = await length(cv(objective));
    const [without] = await length(cv('Checkout operator.'));
    expect(withObjective!.code).toBe(without!.code);
    expect(without!.code).toBe('length.too-short');
    // Nor of self-praise in the first person: a verdict on oneself is no words a recruiter reads.
    const praise = 'I believe my skills and my positive attitude would make me a great fit for any team in any store!!';
    const [withPraise] = await length(cv(`Checkout operator. ${praise} ${praise}`));
    expect(withPraise!.code).toBe('length.too-short');
  });
});
