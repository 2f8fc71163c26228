import type { Finding } from '@cvmate/contract';
import type { CvDocument, Paragraph, SectionKind } from '../../types';
import { isDebris } from './debris';

/** What a check may know besides the document: the day "Present" stands for. */
export interface CheckContext {
  asOf: Date;
}

/** A named check: a small pure function from the document (and the day) to zero or more findings. */
export type Check = (doc: CvDocument, context?: CheckContext) => Finding[] | Promise<Finding[]>;

const bodies = new WeakMap<CvDocument, Paragraph[]>();
/**
 * Paragraphs in the document's own flow (not headers or footers), headings and debris excluded: a "^ Back to Top"
 * bullet is neither a bullet nor an achievement. Worked out once per document.
 */
export function bodyParagraphs(doc: CvDocument): Paragraph[] {
  let body = bodies.get(doc);
  if (!body) {
    body = doc.paragraphs.filter(
      (p) => p.source !== 'header' && p.source !== 'footer' && !p.isHeading && !isDebris(p.text),
    );
    bodies.set(doc, body);
  }
  return body;
}

export const inSection = (doc: CvDocument, ...kinds: SectionKind[]): Paragraph[] =>
  bodyParagraphs(doc).filter((p) => kinds.includes(p.section));

/** Experience lines to judge: its bullets where it has them, else its paragraphs. */
export function experienceLines(doc: CvDocument): Paragraph[] {
  const lines = inSection(doc, 'experience');
  const bullets = lines.filter((p) => p.isBullet);
  return bullets.length >= 3 ? bullets : lines.filter((p) => wordCount(p.text) >= 4);
}

export const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
