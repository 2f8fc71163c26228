/**
 * The read CV's shape is declared once, as the contract's zod schema (it is also what Firestore stores); the engine's
 * names for its parts are derived from it.
 */
import { SECTION_KINDS, type StoredCvDocument } from '@cvmate/contract';

export { SECTION_KINDS };
export type SectionKind = (typeof SECTION_KINDS)[number];
export type CvDocument = StoredCvDocument;
export type Paragraph = CvDocument['paragraphs'][number];
export type ParagraphSource = Paragraph['source'];
export type CvSection = CvDocument['sections'][number];
export type CvFacts = CvDocument['facts'];

/** A paragraph as it comes out of a file, before classification. */
export interface RawParagraph {
  text: string;
  source: ParagraphSource;
  /** Known to be a list item from the file's structure. */
  listItem: boolean;
  /** Known to be a heading from the file's styles. */
  headingStyle: boolean;
  /** The table row it is in, numbered across the file, so a row's cells are read together. */
  row?: number;
}

export interface RawDocument {
  format: 'docx' | 'doc';
  paragraphs: RawParagraph[];
  images: number | null;
  /** Images in headers or near the top of the first page, sized like a portrait. */
  photoLikeImages: number;
  tables: number;
  textBoxes: number;
  /** Pages the file itself states (docProps/app.xml, rendered page breaks), 0 if unknown. */
  statedPages: number;
  pageBreaks: number;
  listsKnown: boolean;
  hasMacros: boolean;
}
