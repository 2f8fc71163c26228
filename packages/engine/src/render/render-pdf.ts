/**
 * The CV as an ATS-friendly PDF (pdf-lib): A4, one column, DejaVu Sans embedded (subset) so every character of an
 * Australian name prints, real text (selectable, searchable), headings in bold, bullets with a hanging indent and
 * "Page n of N" in the footer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { roleLine } from './role-line';
import { shownSections, type StructuredCv } from '../rewrite/structured-cv';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null;
const fontBytes = () => (fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') });

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
/** A colour as pdf-lib's rgb() makes it ({type: 'RGB', …}), so pdf-lib need not load until a PDF is rendered. */
const colour = (red: number, green: number, blue: number) => ({ type: 'RGB', red, green, blue }) as unknown as RGB;
const INK = colour(0.1, 0.1, 0.12);
const ACCENT = colour(0.06, 0.4, 0.24);

/** Word widths per font at 1 pt: laying out text is the slow part of a PDF, so each word is measured once. */
const widths = new WeakMap<PDFFont, Map<string, number>>();
function widthAt(font: PDFFont, text: string, size: number): number {
  let cache = widths.get(font);
  if (!cache) widths.set(font, (cache = new Map()));
  let w = cache.get(text);
  if (w === undefined) cache.set(text, (w = font.widthOfTextAtSize(text, 1)));
  return w * size;
}

/** A word wider than a line, in pieces that fit, measured a character at a time (linear in its length). */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const ch of word) {
    const w = widthAt(font, ch, size);
    if (piece && pieceWidth + w > width) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += ch;
    pieceWidth += w;
  }
  return [...pieces, piece];
}

/** Lines of at most `width` points, broken at spaces (a single over-long word is broken where it must be). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = widthAt(font, ' ', size);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = widthAt(font, word, size);
    if (line && lineWidth + space + w <= width) {
      line += ` ${word}`;
      lineWidth += space + w;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    lineWidth = w;
    if (lineWidth > width) {
      const pieces = breakWord(word, font, size, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1)!;
      lineWidth = widthAt(font, line, size);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `upperHeadings`: CV section headings print in capitals; long ones (selection criteria) read better as written. */
export async function renderPdf(cv: StructuredCv, title: string, { upperHeadings = true } = {}): Promise<Uint8Array> {
  // Loaded on the first render: most requests never make a PDF.
  const [{ PDFDocument }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fontBytes().regular, { subset: true });
  const bold = await pdf.embedFont(fontBytes().bold, { subset: true });
  pdf.setTitle(title);
  pdf.setAuthor(cv.name);
  pdf.setCreator('CVMate');
  pdf.setLanguage('en-AU');

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const write = (
    text: string,
    opts: { font?: PDFFont; size?: number; indent?: number; gap?: number; color?: typeof INK },
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10.5;
    const indent = opts.indent ?? 0;
    for (const line of wrap(text, font, size, WIDTH - indent)) {
      ensure(size * 1.4);
      y -= size * 1.4;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color: opts.color ?? INK });
    }
    y -= opts.gap ?? 0;
  };

  write(cv.name, { font: bold, size: 18, gap: 2 });
  for (const line of cv.contact) write(line, { size: 9.5 });
  // A section left with nothing under it (its only line was a personal detail) gets no heading.
  for (const section of shownSections(cv)) {
    y -= 10;
    ensure(40);
    write(upperHeadings ? section.heading.toUpperCase() : section.heading, {
      font: bold,
      size: 12,
      color: ACCENT,
      gap: 3,
    });
    page.drawLine({
      start: { x: MARGIN, y: y + 1 },
      end: { x: MARGIN + WIDTH, y: y + 1 },
      thickness: 0.6,
      color: ACCENT,
    });
    y -= 4;
    for (const [i, item] of section.items.entries()) {
      // A role's title and employer in bold, its dates at the right margin when they fit beside it.
      const role = roleLine(section, i);
      if (role) {
        y -= 3;
        const datesWidth = role.dates ? widthAt(regular, role.dates, 10.5) : 0;
        const beside = !!role.dates && widthAt(bold, role.title, 10.5) + datesWidth + 12 <= WIDTH;
        write(beside || !role.dates ? role.title : `${role.title} ${role.dates}`, { font: bold, gap: 2 });
        if (beside)
          page.drawText(role.dates, { x: MARGIN + WIDTH - datesWidth, y, size: 10.5, font: regular, color: INK });
        continue;
      }
      if (!item.bullet) {
        write(item.text, { gap: 2 });
        continue;
      }
      const lines = wrap(item.text, regular, 10.5, WIDTH - 14);
      lines.forEach((line, i) => {
        ensure(10.5 * 1.4);
        y -= 10.5 * 1.4;
        if (i === 0) page.drawText('•', { x: MARGIN + 3, y, size: 10.5, font: regular, color: INK });
        page.drawText(line, { x: MARGIN + 14, y, size: 10.5, font: regular, color: INK });
      });
      y -= 2;
    }
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: A4[0] / 2 - regular.widthOfTextAtSize(label, 8.5) / 2,
      y: MARGIN / 2,
      size: 8.5,
      font: regular,
      color: INK,
    });
  });
  // Plain cross-reference objects: older applicant tracking parsers read them more reliably than object streams.
  return pdf.save({ useObjectStreams: false });
}
