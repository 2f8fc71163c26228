/**
 * Whether an ad asks for a response to its selection criteria beside the CV ("Applications that do not address the KSC
 * will not be considered", "a statement addressing the key selection criteria", "address each of the Essential
 * criteria in a cover letter", "a cover letter addressing the Essential Key Selection Criteria"). Bounded gaps, no
 * backtracking; read over the ad's first 100,000 characters.
 */
const ASKS_CRITERIA =
  /\baddress(?:es|ing)? (?:the |each of the |each |all (?:of )?the )?(?:(?:key|essential|following) ){0,2}(?:selection criteria|ksc|criteria)\b|\b(?:statement|response|responses) (?:addressing|against|to) (?:the |each of the |each )?(?:key )?selection criteri(?:a|on)\b/i;

export const asksCriteria = (adText: string) => ASKS_CRITERIA.test(adText.slice(0, 100_000));
