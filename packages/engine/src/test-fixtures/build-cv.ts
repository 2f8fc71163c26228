/** Builds real .docx CVs with the `docx` library for tests and benchmarks. */
import { Document, Header, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, Textbox } from 'docx';

export interface CvSpec {
  /** Lines at the top of the body: name, contact details. */
  top: string[];
  /** Lines in the page header. */
  header?: string[];
  /** A section's table comes after its paragraphs and bullets. */
  /** A section's `titles` (a role's title set as a Word heading) come first, as Heading 2. */
  sections: Array<{
    heading: string;
    titles?: string[];
    paragraphs?: string[];
    bullets?: string[];
    table?: string[][];
  }>;
  photo?: 'top' | 'header';
  table?: string[][];
  textBox?: string[];
  /** 'plain': headings as ordinary paragraphs (bold-less body text, as many real CVs have), not Heading 1. */
  headings?: 'styled' | 'plain';
  /** Repeat the experience section this many times (long CVs for length checks and benchmarks). */
  repeatExperience?: number;
}

// A 4x5 grey PNG: enough for Word to hold an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAFCAIAAADtz9qMAAAAEklEQVR4nGNoaGhgwAIGTAQAbBsT8YnLxHYAAAAASUVORK5CYII=',
  'base64',
);
const headshot = () => new ImageRun({ type: 'png', data: PNG, transformation: { width: 110, height: 140 } });

export async function buildDocx(spec: CvSpec): Promise<Buffer> {
  const children: Array<Paragraph | Table | Textbox> = [];
  if (spec.photo === 'top') children.push(new Paragraph({ children: [headshot()] }));
  spec.top.forEach((line, i) =>
    children.push(new Paragraph(i === 0 ? { text: line, heading: HeadingLevel.TITLE } : { text: line })),
  );
  if (spec.textBox)
    children.push(
      new Textbox({ style: { width: '200pt', height: '80pt' }, children: spec.textBox.map((t) => new Paragraph(t)) }),
    );
  const table = (rows: string[][]) =>
    new Table({
      rows: rows.map(
        // A cell's lines are paragraphs of their own, as Word holds a cell of several lines.
        (row) =>
          new TableRow({
            children: row.map((cell) => new TableCell({ children: cell.split('\n').map((t) => new Paragraph(t)) })),
          }),
      ),
    });
  if (spec.table) children.push(table(spec.table));
  for (const section of spec.sections) {
    const times = section.heading === 'Work Experience' ? (spec.repeatExperience ?? 1) : 1;
    children.push(
      new Paragraph(
        spec.headings === 'plain' ? section.heading : { text: section.heading, heading: HeadingLevel.HEADING_1 },
      ),
    );
    for (let i = 0; i < times; i++) {
      for (const t of section.titles ?? []) children.push(new Paragraph({ text: t, heading: HeadingLevel.HEADING_2 }));
      for (const p of section.paragraphs ?? []) children.push(new Paragraph(p));
      for (const b of section.bullets ?? []) children.push(new Paragraph({ text: b, bullet: { level: 0 } }));
    }
    if (section.table) children.push(table(section.table));
  }
  const headerChildren = [
    ...(spec.header ?? []).map((t) => new Paragraph(t)),
    ...(spec.photo === 'header' ? [new Paragraph({ children: [headshot()] })] : []),
  ];
  const doc = new Document({
    creator: 'CVMate tests',
    sections: [
      { headers: headerChildren.length ? { default: new Header({ children: headerChildren }) } : undefined, children },
    ],
  });
  return Packer.toBuffer(doc);
}
