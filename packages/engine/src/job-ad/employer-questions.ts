/**
 * The questions an ad asks every applicant to answer when they apply ("Application question(s): – Do you have your own
 * hand tools?", SEEK's and Indeed's employer questions): what a recruiter screens on first, so the rewrite names them
 * for the person to answer and back in their CV. Read line by line, anchored, bounded.
 */

/** A question put to the applicant: "Do you …", "Are you …", "Have you …", "How many years …", "Which of the
 * following …", with "you" or "your" in it; not a Q&A ad's headings ("What will you do?", "Who are we?"). */
const QUESTION =
  /^(?:do|are|have|has|can|will|would|is|how many|how much|which of the following|what is your|what's your)\b[^?]{0,200}\?$/i;
const TO_YOU = /\byou(?:r)?\b/i;
/** At most this many, the first the ad asks. */
const MOST = 4;

export function employerQuestions(adText: string): string[] {
  const asked = adText
    .slice(0, 100_000)
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s•·*–-]+/, '').trim())
    .filter((line) => line.split(/\s+/).length >= 4 && QUESTION.test(line) && TO_YOU.test(line));
  return [...new Set(asked)].slice(0, MOST);
}
