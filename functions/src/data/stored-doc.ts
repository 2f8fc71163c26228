import { CV_DOC_VERSION, cvDocumentSchema } from '@cvmate/contract';
import type { CvDocument } from '@cvmate/engine';

/** JSON text stored as one field must fit a Firestore document (1 MiB) with room to spare for the other fields. */
export const MAX_STORED_JSON = 900_000;

/** A stored CV document that is from another version of the reader, or damaged: the person must upload again. */
export class StaleCvDocument extends Error {}

/** The fields a CvDocument is stored as: JSON text (one string field) and the schema version it was written under. */
export const storedDoc = (docJson: string) => ({ doc: docJson, docVersion: CV_DOC_VERSION });

/** The document back from its stored fields, checked against the contract's schema; never parsed blindly. */
export function parseStoredDoc(data: { doc?: unknown; docVersion?: unknown }): CvDocument {
  if (data.docVersion !== CV_DOC_VERSION || typeof data.doc !== 'string') throw new StaleCvDocument();
  let raw: unknown;
  try {
    raw = JSON.parse(data.doc);
  } catch {
    throw new StaleCvDocument();
  }
  const parsed = cvDocumentSchema.safeParse(raw);
  if (!parsed.success) throw new StaleCvDocument();
  return parsed.data;
}
