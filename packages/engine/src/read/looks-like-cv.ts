import type { CvDocument } from '../types';

/**
 * Fewer words than this cannot show experience, education and skills; scoring such a file (a note, a title page)
 * would praise it for short paragraphs. The shortest real one-page CVs we have seen run to well over 100 words.
 */
export const MIN_CV_WORDS = 25;

/** Whether a read document has enough text to be analysed as a CV. */
export const looksLikeCv = (doc: CvDocument) => doc.facts.words >= MIN_CV_WORDS;
