/**
 * Words a CV uses in a sense other than the one an ad or criterion asks for. A "Reconciliation Action Plan working
 * group" is work with First Nations peoples, no account reconciled; "financial hardship" is a customer's situation, no
 * finance managed. Each phrase is read in its own sense before its words are matched: fixed phrases, one pass each.
 */
const SENSES: Array<[RegExp, string]> = [
  // Reconciliation Australia's programs and week, and NAIDOC Week: First Nations cultural work.
  [/\b(?:National )?Reconciliation (?:Action Plans?|Week|Australia)\b/gi, 'First Nations RAP'],
  // A customer's money troubles, not the person's financial work.
  [/\bfinancial (hardship|difficult(?:y|ies)|stress|distress|abuse|disadvantage)\b/gi, '$1'],
];

/** A line as read for what it shows, each phrase of another sense in that sense. */
export const inItsSense = (text: string) => SENSES.reduce((t, [re, sense]) => t.replace(re, sense), text);
