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

/** Where a social post's comments begin ("Like  Comment  Share", "Most relevant ▾", "18 comments"), or a comment's own
 * line ("Like · Reply · 1d"): what readers ask there is asked of the employer, not of the applicant. */
const COMMENTS =
  /^(?:like\s+comment(?:\s+share|\s+repost)?|most relevant\b|view more comments|all comments|\d+\s+comments?\b|like\s*·\s*reply)/i;

export function employerQuestions(adText: string): string[] {
  const lines = adText.slice(0, 100_000).split(/\r?\n/);
  const end = lines.findIndex((line) => COMMENTS.test(line.trim()));
  const asked = (end < 0 ? lines : lines.slice(0, end))
    .map((line) => line.replace(/^[\s•·*–-]+/, '').trim())
    .filter((line) => line.split(/\s+/).length >= 4 && QUESTION.test(line) && TO_YOU.test(line));
  return [...new Set(asked)].slice(0, MOST);
}
