import { describe, expect, it } from 'vitest';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { repeatedText } from './repeated';

const DUTY = 'Provided excellent customer service to a high volume of customers in a fast-paced environment.';

describe('repeated text', () => {
  it('finds a duty pasted under several roles, whatever its case, bullet or punctuation', async () => {
    const doc = docFromLines({
      top: ['Sam Lee'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Sales Assistant, Kmart, 2021 – Present'],
          bullets: [DUTY, 'Opened the store.'],
        },
        {
          heading: 'Earlier roles',
          lines: ['Cashier, Coles, 2019 – 2021', DUTY.toUpperCase()],
          bullets: [`${DUTY.slice(0, -1)};`],
        },
      ],
    });
    const [f] = await repeatedText(doc);
    expect(f?.code).toBe('text.repeated');
    expect(f?.message).toMatch(/^A paragraph appears 3 times\./);
    expect(f?.evidence?.[0]).toMatch(/^3 times: Provided excellent customer service/);
  });

  it('lets an employer line head two roles there', async () => {
    const employer = 'Belmont Valley Hospital, Hunter Coast Local Health District';
    const doc = docFromLines({
      top: ['Aaron Fitzgerald'],
      sections: [
        {
          heading: 'Experience',
          lines: [employer, 'Pharmacist Grade 2, 2021 – Present'],
          bullets: ['Led ward rounds.'],
        },
        { heading: 'Earlier roles', lines: [employer, 'Pharmacist Grade 1, 2019 – 2021'], bullets: ['Dispensed.'] },
      ],
    });
    expect(await repeatedText(doc)).toEqual([]);
  });

  it('lets short skills and the skills list repeat', async () => {
    const doc = docFromLines({
      top: ['Sam Lee'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Sales Assistant, Kmart, 2021 – Present'],
          bullets: ['Customer service', 'Cash handling and EFTPOS'],
        },
        {
          heading: 'Earlier roles',
          lines: ['Cashier, Coles, 2019 – 2021'],
          bullets: ['Customer service', 'Cash handling and EFTPOS'],
        },
        {
          heading: 'Skills',
          bullets: [
            'Stock control and merchandising across two stores',
            'Stock control and merchandising across two stores',
          ],
        },
      ],
    });
    expect(await repeatedText(doc)).toEqual([]);
  });
});
