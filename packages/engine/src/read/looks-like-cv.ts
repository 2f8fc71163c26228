import type { CvDocument } from '../types';
import { readCv } from './read-cv';
import { ReadError } from './read-error';

/**
 * Fewer words than this cannot show experience, education and skills; scoring such a file (a note, a title page)
 * would praise it for short paragraphs. The shortest real one-page CVs we have seen run to well over 100 words.
 */
export const MIN_CV_WORDS = 25;

/** Whether a read document has enough text to be analysed as a CV. */
export const looksLikeCv = (doc: CvDocument) => doc.facts.words >= MIN_CV_WORDS;

/** Reads an uploaded CV: any Word file we can read, refused with 'not_a_cv' when it is too thin to be one. */
export async function readUploadedCv(bytes: Uint8Array): Promise<CvDocument> {
  const doc = await readCv(bytes);
  if (!looksLikeCv(doc)) throw new ReadError('not_a_cv');
  return doc;
}
