/**
 * A structured CV read back as a CvDocument, as the Word file rendered from it would be read: the name and contact
 * lines, then each heading and its items. The rewrite checks its own result with the analysis and the match this way
 * without writing and re-reading a file.
 */
import { classify } from '../read/classify';
import { measureFacts } from '../read/facts';
import type { CvDocument, RawDocument, RawParagraph } from '../types';
import { shownSections, type StructuredCv } from './structured-cv';

/** A body paragraph as Word would give it. */
export const para = (text: string, listItem = false, headingStyle = false): RawParagraph => ({
  text,
  source: 'body',
  listItem,
  headingStyle,
});

/** Body paragraphs read as a plain Word file with no images, tables or text boxes would be. */
export function documentOf(paragraphs: RawParagraph[]): CvDocument {
  const raw: RawDocument = {
    format: 'docx',
    paragraphs,
    images: 0,
    photoLikeImages: 0,
    tables: 0,
    textBoxes: 0,
    statedPages: 0,
    pageBreaks: 0,
    listsKnown: true,
    hasMacros: false,
  };
  const classified = classify(raw.paragraphs);
  const text = classified.paragraphs.map((p) => p.text).join('\n');
  return { text, ...classified, facts: measureFacts(raw, classified.paragraphs) };
}

export function asDocument(cv: StructuredCv): CvDocument {
  return documentOf([
    ...[cv.name, ...cv.contact].filter(Boolean).map((t) => para(t)),
    // The sections the file shows: none left empty by a removal (its heading would count as words the file lacks),
    // adjacent summaries as one.
    ...shownSections(cv).flatMap((s) => [para(s.heading, false, true), ...s.items.map((i) => para(i.text, i.bullet))]),
  ]);
}
