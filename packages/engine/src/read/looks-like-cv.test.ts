import { describe, expect, it } from 'vitest';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { looksLikeCv } from './looks-like-cv';
import { readCv } from './read-cv';

describe('looksLikeCv', () => {
  it('refuses a file with a few words and accepts a real CV, even a short graduate one', async () => {
    expect(
      looksLikeCv(await readCv(await buildDocx({ top: [], sections: [{ heading: 'Ouch', paragraphs: ['Ouch.'] }] }))),
    ).toBe(false);
    expect(looksLikeCv(await readCv(await buildDocx(cleanCv)))).toBe(true);
    const graduate = {
      top: ['Mia Chen', 'Carlton VIC 3053 | 0412 555 333 | mia.chen@example.com.au'],
      sections: [
        { heading: 'Education', paragraphs: ['Bachelor of Commerce, University of Melbourne, 2025'] },
        {
          heading: 'Work Experience',
          paragraphs: ['Retail Assistant, Coles, Feb 2022 – Present'],
          bullets: ['Served 200 customers a shift and trained four new team members on the registers.'],
        },
        { heading: 'Skills', bullets: ['Excel and Power BI', 'Customer service'] },
      ],
    };
    expect(looksLikeCv(await readCv(await buildDocx(graduate)))).toBe(true);
  });
});
