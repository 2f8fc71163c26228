/**
 * Whether an ad asks for a response to its selection criteria beside the CV ("Applications that do not address the KSC
 * will not be considered", "a statement addressing the key selection criteria", "address each of the Essential
 * criteria in a cover letter", "a cover letter addressing the Essential Key Selection Criteria"). Bounded gaps, no
 * backtracking; read over the ad's first 100,000 characters. An ask the ad says it does not make ("you are not
 * required to address each of the key selection criteria") is none.
 */
const ASKS_CRITERIA =
  /\baddress(?:es|ing)? (?:the |each of the |each |all (?:of )?the )?(?:(?:key|essential|following) ){0,2}(?:selection criteria|ksc|criteria)\b|\b(?:statement|response|responses) (?:addressing|against|to) (?:the |each of the |each )?(?:key )?selection criteri(?:a|on)\b/i;

/** Words just before the ask that say it is not made: "you are not required to address …", "no need to address …",
 * "you do not need to address …" (not "Applications that do not address the KSC will not be considered"). */
const NOT_ASKED =
  /\b(?:not (?:required|necessary|needed)|no need|(?:do not|don['’]t|need not) (?:need|have)|need not)\b[^.]{0,20}$/i;

export function asksCriteria(adText: string): boolean {
  const text = adText.slice(0, 100_000);
  const ask = new RegExp(ASKS_CRITERIA.source, 'gi');
  for (const m of text.matchAll(ask)) if (!NOT_ASKED.test(text.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
}
