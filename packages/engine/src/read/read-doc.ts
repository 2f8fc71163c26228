import WordExtractor from 'word-extractor';
import type { RawDocument, RawParagraph, ParagraphSource } from '../types';
import { ReadError } from './read-error';
import { inspectOle } from './ole-inspect';
import { checkOleBounds } from './ole-bounds';

const toParagraphs = (text: string, source: ParagraphSource): RawParagraph[] =>
  text.split(/\r?\n|\r/).map((line) => ({ text: line, source, listItem: false, headingStyle: false }));

/**
 * Word 97-2003 .doc through word-extractor: body, headers, footers and text boxes. Its text carries no
 * list or image structure, so `listsKnown` is false and images are unknown.
 */
export async function readDoc(bytes: Uint8Array): Promise<RawDocument> {
  // Counts and chains checked against the file's size first: the OLE readers below trust them.
  checkOleBounds(bytes);
  await inspectOle(bytes);
  let doc;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes));
  } catch (e) {
    throw new ReadError('corrupt', (e as Error).message);
  }
  const body = doc.getBody();
  const paragraphs = [
    ...toParagraphs(body, 'body'),
    ...toParagraphs(doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }), 'textbox'),
    ...toParagraphs(doc.getHeaders({ includeFooters: false }), 'header'),
    ...toParagraphs(doc.getFooters(), 'footer'),
  ];
  return {
    format: 'doc',
    paragraphs,
    images: null,
    photoLikeImages: 0,
    // word-extractor separates table cells with tabs and ends rows with a tab-newline; count rows that look so.
    tables: /\t\n/.test(body) ? 1 : 0,
    textBoxes: doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }).trim() ? 1 : 0,
    statedPages: 0,
    pageBreaks: (body.match(/\f/g) ?? []).length,
    listsKnown: false,
    hasMacros: false,
  };
}
