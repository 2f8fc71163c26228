/**
 * A statute named with its year ("the Contaminated Sites Act 2003", "Privacy Act 1988") is legislation, though the line
 * never says the word: a recruiter reads "Confident applying the EPBC Act 1999" as knowledge of legislation.
 */
export const NAMED_ACT = /\bAct\s(?:19|20)\d{2}\b/;

/** A CV line as read for what it shows: one that names a statute shows legislation too. */
export const withLegislation = (text: string) => (NAMED_ACT.test(text) ? `${text} legislation` : text);
