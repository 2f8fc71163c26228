import { z } from 'zod';

/**
 * A read CV as stored in Firestore (uploads and stored CVs), versioned: a document written under another
 * `docVersion`, or one that does not parse, is refused with 'cv_outdated' rather than used blindly.
 * Bump CV_DOC_VERSION whenever the shape below changes.
 */
export const CV_DOC_VERSION = 1;

/** The sections a CV reading knows; everything else is 'other'. */
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
const sectionKind = z.enum(SECTION_KINDS);

/** What the reader makes of a Word CV: text, paragraphs with their roles, sections and measured facts. */
export const cvDocumentSchema = z.object({
  text: z.string(),
  paragraphs: z.array(
    z.object({
      text: z.string(),
      /** Where it came from; ATS parsers often skip headers, footers and text boxes. */
      source: z.enum(['body', 'table', 'textbox', 'header', 'footer']),
      /** A list item (Word numbering or a typed bullet glyph). */
      isBullet: z.boolean(),
      /** A section heading (heading style or a recognised heading line). */
      isHeading: z.boolean(),
      section: sectionKind,
      /** The table row it is in, numbered across the file: a row's cells are read together. */
      row: z.number().int().optional(),
    }),
  ),
  /** Paragraph indexes `start` to `end` (exclusive) under each heading. */
  sections: z.array(
    z.object({ kind: sectionKind, heading: z.string().nullable(), start: z.number().int(), end: z.number().int() }),
  ),
  facts: z.object({
    format: z.enum(['docx', 'doc']),
    /** Estimated printed pages. */
    pages: z.number(),
    words: z.number(),
    /** Null where the format does not tell us (.doc). */
    images: z.number().nullable(),
    hasPhoto: z.boolean(),
    tables: z.number(),
    textBoxes: z.number(),
    /** Share of body paragraphs (excluding headings) that are list items, 0-1. */
    bulletRatio: z.number(),
    /** False for .doc, whose automatic bullets the text extraction cannot see. */
    listsKnown: z.boolean(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedIn: z.string().nullable(),
    location: z.string().nullable(),
    /** Contact details found only in a page header, footer or text box (applicant tracking systems skip those). */
    headerOnlyContact: z.array(z.enum(['email', 'phone'])),
    hasMacros: z.boolean(),
  }),
});
export type StoredCvDocument = z.infer<typeof cvDocumentSchema>;

/** The stored form's document id: a Firestore auto id (20 letters and digits), checked before any lookup. */
/** A Firestore document id as we create them: letters and digits, never a name every object has ("constructor",
 * "toString"), which a store keyed by plain objects would read as a member. */
export const documentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{1,64}$/, 'Invalid id')
  .refine((id) => !(id in Object.prototype), 'Invalid id');
