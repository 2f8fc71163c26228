import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readCv } from '../read/read-cv';
import { structureCv } from '../rewrite/structured-cv';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

async function pdfText(bytes: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  const first = await pdf.getPage(1);
  return { pages, size: first.view, title: (await pdf.getMetadata()).info };
}

describe('renderers', async () => {
  // A long CV (16 copies of the experience) so page breaks and page numbers are exercised.
  const cv = structureCv(await readCv(await buildDocx({ ...cleanCv, repeatExperience: 3 })));
  cv.name = 'Zoë O’Connor-Nguyễn';

  it('PDF: A4, selectable text with every heading and bullet, embedded fonts, page numbers', async () => {
    const bytes = await renderPdf(cv, 'Optimized CV');
    const { pages, size } = await pdfText(bytes);
    expect(size.map(Math.round)).toEqual([0, 0, 595, 842]);
    const all = flat(pages.join(' '));
    expect(all).toContain('Zoë O’Connor-Nguyễn');
    for (const s of cv.sections) {
      expect(all).toContain(s.heading.toUpperCase());
      for (const i of s.items) expect(all, i.text).toContain(flat(i.text).split(' ').slice(0, 6).join(' '));
    }
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((p, n) => expect(p).toContain(`Page ${n + 1} of ${pages.length}`));
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('Word: real headings and list bullets that read back with every section and bullet', async () => {
    const bytes = await renderDocx(cv, 'Optimized CV');
    const html = (await mammoth.convertToHtml({ buffer: bytes })).value;
    expect(html).toContain('Zoë O’Connor-Nguyễn');
    for (const s of cv.sections) {
      expect(html).toContain(`<h1>${s.heading.replace('&', '&amp;')}</h1>`);
      for (const i of s.items.filter((x) => x.bullet))
        expect(html).toContain(`<li>${i.text.replace(/&/g, '&amp;')}</li>`);
    }
    const back = await readCv(bytes);
    expect(back.sections.map((s) => s.kind)).toEqual(
      expect.arrayContaining(['summary', 'experience', 'education', 'skills']),
    );
  });
});
