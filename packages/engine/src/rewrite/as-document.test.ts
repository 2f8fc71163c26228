import { describe, expect, it } from 'vitest';
import { readCv } from '../read/read-cv';
import { renderDocx } from '../render/render-docx';
import { asDocument } from './as-document';
import type { StructuredCv } from './structured-cv';

describe('a structured CV read as its Word file would be', () => {
  it('counts the words the file holds: no heading of a section a removal left empty, adjacent summaries as one', async () => {
    const cv: StructuredCv = {
      name: 'Chloe Anderson',
      contact: ['Geelong VIC 3220', 'chloe@example.com'],
      sections: [
        { kind: 'summary', heading: 'Professional Summary', items: [] },
        { kind: 'summary', heading: 'About Me', items: [{ text: 'Pharmacy assistant of two years.', bullet: false }] },
        { kind: 'skills', heading: 'Key Skills', items: [{ text: 'Cash handling', bullet: true }] },
        {
          kind: 'experience',
          heading: 'Work Experience',
          items: [
            { text: 'Healthy Life Chemist – Pharmacy Assistant', bullet: false },
            { text: 'Jan 2023 – May 2023', bullet: false },
            { text: 'Served customers at the front counter', bullet: true },
          ],
        },
      ],
    };
    const file = await readCv(await renderDocx(cv, 'Chloe Anderson'));
    expect(asDocument(cv).facts.words).toBe(file.facts.words);
    expect(asDocument(cv).text).not.toMatch(/Professional Summary/i);
  });
});
