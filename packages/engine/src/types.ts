/** What the reader makes of a Word CV: text, paragraphs with their roles, sections and measured facts. */
export const SECTION_KINDS = [
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'referees',
  'other',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Where a paragraph came from; ATS parsers often skip headers, footers and text boxes. */
export type ParagraphSource = 'body' | 'table' | 'textbox' | 'header' | 'footer';

export interface Paragraph {
  text: string;
  source: ParagraphSource;
  /** A list item (Word numbering or a typed bullet glyph). */
  isBullet: boolean;
  /** A section heading (heading style or a recognised heading line). */
  isHeading: boolean;
  section: SectionKind;
}

export interface CvSection {
  kind: SectionKind;
  heading: string | null;
  /** Paragraph indexes, end exclusive. */
  start: number;
  end: number;
}

export interface CvFacts {
  format: 'docx' | 'doc';
  /** Estimated printed pages. */
  pages: number;
  words: number;
  /** Null where the format does not tell us (.doc). */
  images: number | null;
  hasPhoto: boolean;
  tables: number;
  textBoxes: number;
  /** Share of body paragraphs (excluding headings) that are list items, 0-1. */
  bulletRatio: number;
  /** False for .doc, whose automatic bullets the text extraction cannot see. */
  listsKnown: boolean;
  email: string | null;
  phone: string | null;
  linkedIn: string | null;
  location: string | null;
  /** Contact details found only in a page header, footer or text box (applicant tracking systems skip those). */
  headerOnlyContact: Array<'email' | 'phone'>;
  hasMacros: boolean;
}

export interface CvDocument {
  text: string;
  paragraphs: Paragraph[];
  sections: CvSection[];
  facts: CvFacts;
}

/** A paragraph as it comes out of a file, before classification. */
export interface RawParagraph {
  text: string;
  source: ParagraphSource;
  /** Known to be a list item from the file's structure. */
  listItem: boolean;
  /** Known to be a heading from the file's styles. */
  headingStyle: boolean;
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

/** The stored schema in the contract and these types must describe the same document, both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const CV_DOCUMENT_MATCHES_CONTRACT: Same<CvDocument, import('@cvmate/contract').StoredCvDocument> = true;
