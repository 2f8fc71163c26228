import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { readCv } from '../read/read-cv';
import { structureCv } from '../rewrite/structured-cv';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { roleLine } from './role-line';

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Each page's text and the first page's size, read back with PDF.js (through unpdf). */
async function pdfText(bytes: Uint8Array) {
  // PDF.js takes ownership of the buffer it is given, so it gets a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: false });
  const size = (await pdf.getPage(1)).view;
  return { pages: text, size };
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
      s.items.forEach((i, k) => {
        // A role's heading line prints its title, then its dates set apart at the right margin.
        const role = roleLine(s, k);
        const shown = role?.dates ? `${role.title} ${role.dates}` : i.text;
        expect(all, i.text).toContain(flat(shown).split(' ').slice(0, 6).join(' '));
      });
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

  it('Word: drops characters XML forbids, so Word never calls the file corrupt', async () => {
    const hostile = '\u0001Led\uFFFF a team\uD800 of 12 \uD83D\uDE00';
    const doc = {
      name: 'Sam\u000B Lee',
      contact: [],
      sections: [{ kind: 'experience' as const, heading: 'Work', items: [{ text: hostile, bullet: true }] }],
    };
    const xml = strFromU8(unzipSync(new Uint8Array(await renderDocx(doc, 'CV\uFFFE')))['word/document.xml']!);
    const forbidden = [...xml].filter((ch) => {
      const code = ch.codePointAt(0)!;
      return (code < 0x20 && ![0x9, 0xa, 0xd].includes(code)) || code === 0xfffe || code === 0xffff;
    });
    expect(forbidden).toEqual([]);
    expect(xml).toContain('Led a team of 12 \uD83D\uDE00');
    expect(xml).toContain('Sam Lee');
  });
});

describe('a role’s heading line', () => {
  const section = {
    kind: 'experience' as const,
    heading: 'Work Experience',
    items: [
      { text: 'Payroll Officer – Redbank Mining Services, Perth | Mar 2019 – Present', bullet: false },
      { text: 'Processed weekly pay for 650 FIFO employees.', bullet: true },
      { text: 'Bar Supervisor (2015–2017), Bartender', bullet: false },
      { text: 'Seasonal work on farms in New Zealand for about three years.', bullet: false },
    ],
  };
  it('is read with its dates set apart, a line that heads bullets without dates too, never a sentence', () => {
    expect(roleLine(section, 0)).toEqual({
      title: 'Payroll Officer – Redbank Mining Services, Perth',
      dates: 'Mar 2019 – Present',
    });
    expect(roleLine(section, 1)).toBeNull();
    expect(roleLine(section, 2)).toEqual({ title: 'Bar Supervisor (2015–2017), Bartender', dates: '' });
    expect(roleLine(section, 3)).toBeNull();
    expect(roleLine({ ...section, kind: 'summary' }, 0)).toBeNull();
  });

  it('is bold in the Word file, its dates after a right tab stop', async () => {
    const bytes = await renderDocx({ name: 'Priya R', contact: [], sections: [section] }, 'cv.docx');
    const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
    expect(xml).toMatch(/<w:tab w:val="right"/);
    expect(xml).toMatch(/<w:b\/>[\s\S]{0,200}Payroll Officer – Redbank Mining Services, Perth/);
    const back = await readCv(bytes);
    expect(back.text).toMatch(/Payroll Officer – Redbank Mining Services, Perth\s+Mar 2019 – Present/);
  });
});
