import type { CvDocument } from '../types';
import { readCv } from './read-cv';
import { ReadError } from './read-error';
import { dateRanges } from '../analyse/checks/dates';

/**
 * Fewer words than this cannot show experience, education and skills; scoring such a file (a note, a title page)
 * would praise it for short paragraphs. The shortest real one-page CVs we have seen run to well over 100 words.
 */
export const MIN_CV_WORDS = 25;

/** Sections only a CV holds: a form or a report of as many words has none of them. */
const CV_SECTIONS = new Set<CvDocument['sections'][number]['kind']>(['experience', 'education', 'skills']);

/** Whether a document shows a person the way a CV does: their work, study or skills under headings; a phone and an
 * e-mail address (a CV of prose with no headings has both); or one of them beside the spans of time a CV's roles run.
 * A research governance form of 750 words, with an office's e-mail address alone, had been scored as a CV. */
const showsAPerson = (doc: CvDocument) => {
  const [email, phone] = [!!doc.facts.email, !!doc.facts.phone];
  return (
    doc.sections.some((s) => CV_SECTIONS.has(s.kind)) ||
    (email && phone) ||
    ((email || phone) && doc.paragraphs.some((p) => dateRanges(p.text).length > 0))
  );
};

/** Whether a read document has enough text to be analysed as a CV. */
export const looksLikeCv = (doc: CvDocument) => doc.facts.words >= MIN_CV_WORDS;

/** Reads an uploaded CV: any Word file we can read, refused when it is too thin to be one ('not_a_cv') or shows
 * nothing a CV shows ('no_cv_details'). */
export async function readUploadedCv(bytes: Uint8Array): Promise<CvDocument> {
  const doc = await readCv(bytes);
  if (!looksLikeCv(doc)) throw new ReadError('not_a_cv');
  if (!showsAPerson(doc)) throw new ReadError('no_cv_details');
  return doc;
}
