import { z } from 'zod';

/**
 * A read CV as stored in Firestore (uploads and stored CVs), versioned: a document written under another
 * `docVersion`, or one that does not parse, is refused with 'cv_outdated' rather than used blindly.
 * Bump CV_DOC_VERSION whenever the shape below changes.
 */
export const CV_DOC_VERSION = 1;

const sectionKind = z.enum([
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'referees',
  'other',
]);

export const cvDocumentSchema = z.object({
  text: z.string(),
  paragraphs: z.array(
    z.object({
      text: z.string(),
      source: z.enum(['body', 'table', 'textbox', 'header', 'footer']),
      isBullet: z.boolean(),
      isHeading: z.boolean(),
      section: sectionKind,
    }),
  ),
  sections: z.array(
    z.object({ kind: sectionKind, heading: z.string().nullable(), start: z.number().int(), end: z.number().int() }),
  ),
  facts: z.object({
    format: z.enum(['docx', 'doc']),
    pages: z.number(),
    words: z.number(),
    images: z.number().nullable(),
    hasPhoto: z.boolean(),
    tables: z.number(),
    textBoxes: z.number(),
    bulletRatio: z.number(),
    listsKnown: z.boolean(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedIn: z.string().nullable(),
    location: z.string().nullable(),
    headerOnlyContact: z.array(z.enum(['email', 'phone'])),
    hasMacros: z.boolean(),
  }),
});
export type StoredCvDocument = z.infer<typeof cvDocumentSchema>;

/** The stored form's document id: a Firestore auto id (20 letters and digits), checked before any lookup. */
export const documentIdSchema = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Invalid id');
