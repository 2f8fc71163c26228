import { describe, expect, it } from 'vitest';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { looksLikeCv, readUploadedCv } from './looks-like-cv';
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

describe('a long document that is no CV', () => {
  it('is refused for showing no contact details, work, study or skills, where a CV of as few words is read', async () => {
    const form = await buildDocx({
      top: ['Research Governance Checklist'],
      sections: [
        {
          heading: 'Project Details',
          paragraphs: [
            'Inform the research office as early as possible before submission. A minimum of five working days is required to obtain the appropriate approvals for every internally and externally resourced project.',
          ],
        },
      ],
    });
    await expect(readUploadedCv(form)).rejects.toMatchObject({ kind: 'no_cv_details' });
    await expect(readUploadedCv(await buildDocx(cleanCv))).resolves.toBeTruthy();
  });
});
