/**
 * A criterion a Queensland-style "How you will be assessed" paragraph asks in a sentence about the reader: "You will be
 * assessed on your ability to analyse …" asks "Ability to analyse …"; "We are looking for someone who can build …" asks
 * "Ability to build …"; "the panel will consider your knowledge of …" asks "Knowledge of …". The sentence is said as
 * the ask, so it is read as a criterion and not handed back as an instruction or the ad talking. Patterns anchored at
 * the sentence's start, each gap bounded (no backtracking on what a person pastes).
 */

/** A linking word before the ask ("Finally, the panel will …", "In addition, you will …"). */
const LINK = /^(?:finally|also|additionally|in addition|further(?:more)?|lastly),\s+/i;
/** A clause about the job before the ask: "The role works across a fast-moving policy agenda, so …", "Pivotal to your
 * success in this role, ideal candidates will …". */
const CLAUSE = /^[^,]{0,100},\s+(?:so\s+|(?=(?:the )?(?:successful|ideal) ))/i;
/** "You will (also) be assessed on your", "the panel will consider your", "we will assess your": the noun follows. */
const ASSESSED_ON =
  /^(?:you will (?:also )?be (?:assessed|judged|rated) on|the (?:panel|selection panel|assessors?) will (?:also )?(?:consider|assess|look at)|we will (?:also )?(?:assess|consider))\s+your\s+(?=(?:ability|capacity|knowledge|experience|understanding|skills?|demonstrated)\b)/i;
/** "We are looking for someone who can …", "We want a person who is able to …". */
const SOMEONE_WHO =
  /^we(?: are|['’]re)? (?:looking for|seeking|want) (?:someone|a person|an applicant|a candidate|a team member) who (?:can|is able to|will be able to)\s+/i;
/** "The successful applicant will (also) need …", "the ideal candidate will have …", "ideal candidates will possess …". */
const APPLICANT_NEEDS =
  /^(?:the )?(?:successful|ideal) (?:applicants?|candidates?|person) will (?:also )?(?:need|have|bring|require|possess)(?: to have)?\s+/i;
/** The lead-in to a list, not an ask: "… your ability to demonstrate the following key capabilities". */
const THE_FOLLOWING = /^(?:ability to )?demonstrate the following\b/i;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function askedInProse(sentence: string): string {
  const text = sentence.trim().replace(LINK, '');
  const from = text.replace(CLAUSE, '');
  for (const [pattern, lead] of [
    [ASSESSED_ON, ''],
    [SOMEONE_WHO, 'ability to '],
    [APPLICANT_NEEDS, ''],
  ] as const) {
    const opening = pattern.exec(from) ?? (from === text ? null : pattern.exec(text));
    if (!opening) continue;
    const source = opening.input;
    // "… who can build …, and who can consult …": one ability, its two parts.
    const rest = source.slice(opening[0].length).replace(/,? and who (?:can|is able to) /i, ', and to ');
    return THE_FOLLOWING.test(`${lead}${rest}`) ? sentence : capitalised(`${lead}${rest}`);
  }
  return sentence;
}
