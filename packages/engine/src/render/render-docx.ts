/**
 * The CV as a Word file (docx): A4, one column, the name as the title, real Heading 1 sections, real list bullets
 * (Word numbering, so an ATS sees a list) and "Page n of N" in the footer.
 */
import type { Paragraph as WordParagraph } from 'docx';
import { shownSections, type StructuredCv } from '../rewrite/structured-cv';
import { roleLine } from './role-line';

const A4 = { width: 11906, height: 16838 };
const MARGIN = 1134;
/** The text's width between the margins, where a right tab stop sets a role's dates. */
const TEXT_WIDTH = A4.width - 2 * MARGIN;

/** Whether XML 1.0 allows a character: Word calls a file holding a control character, U+FFFE, U+FFFF or an unpaired
 * surrogate corrupt, so those are dropped from every text we write. */
const allowedInXml = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** The text with only characters XML allows (read by code point, so a surrogate pair stays whole). */
function xmlSafe(text: string): string {
  let out = '';
  for (const ch of text) if (allowedInXml(ch.codePointAt(0)!)) out += ch;
  return out;
}

/** The same document with only characters Word can read. */
const readable = (cv: StructuredCv): StructuredCv => ({
  name: xmlSafe(cv.name),
  contact: cv.contact.map(xmlSafe),
  sections: cv.sections.map((s) => ({
    ...s,
    heading: xmlSafe(s.heading),
    items: s.items.map((i) => ({ ...i, text: xmlSafe(i.text) })),
  })),
});

export async function renderDocx(original: StructuredCv, untrustedTitle: string): Promise<Buffer> {
  // Loaded on the first render: most requests never make a Word file.
  const { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TabStopType, TextRun } =
    await import('docx');
  const cv = readable(original);
  const title = xmlSafe(untrustedTitle);
  const body: WordParagraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: cv.name, bold: true })] }),
    ...cv.contact.map((line) => new Paragraph({ children: [new TextRun({ text: line, size: 19 })] })),
  ];
  // A section left with nothing under it (its only line was a personal detail) gets no heading.
  for (const section of shownSections(cv)) {
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        spacing: { before: 240 },
        children: [new TextRun(section.heading)],
      }),
    );
    section.items.forEach((item, i) => {
      // A role's title and employer in bold, its dates at the right margin, as the person's own Word file set them.
      const role = roleLine(section, i);
      body.push(
        role
          ? new Paragraph({
              spacing: { before: 120, after: 60 },
              tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
              children: [
                new TextRun({ text: role.title, bold: true }),
                ...(role.dates ? [new TextRun({ text: `\t${role.dates}` })] : []),
              ],
            })
          : new Paragraph({
              ...(item.bullet ? { bullet: { level: 0 } } : {}),
              spacing: { after: 60 },
              children: [new TextRun(item.text)],
            }),
      );
    });
  }
  const doc = new Document({
    title,
    creator: 'CVMate',
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        properties: { page: { size: A4, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 17 }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
