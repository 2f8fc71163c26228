/**
 * Words a CV uses in a sense other than the one an ad or criterion asks for. A "Reconciliation Action Plan working
 * group" is work with First Nations peoples, no account reconciled; "financial hardship" is a customer's situation, no
 * finance managed; a "risk register" is no till; "Content Manager" is a records system, no manager. Each phrase is read in its own sense before its words are matched: fixed phrases, one pass each.
 */
const SENSES: Array<[RegExp, string | ((phrase: string) => string)]> = [
  // Reconciliation Australia's programs and week, and NAIDOC Week: First Nations cultural work.
  [/\b(?:National )?Reconciliation (?:Action Plans?|Week|Australia)\b/gi, 'First Nations RAP'],
  // A customer's money troubles, not the person's financial work.
  [/\bfinancial (hardship|difficult(?:y|ies)|stress|distress|abuse|disadvantage)\b/gi, '$1'],
  // A log a project or office keeps, no cash register ("risk and issues registers", "the document register").
  [
    /\b(?:risk|issues?|document|asset|hazard|training|complaints?|contracts?|incident|gifts?|interests?|correspondence|enrolment|attendance|project|records?)(?: and (?:issues?|risk|hazard|incident))? registers?\b/gi,
    (phrase) => phrase.replace(/registers?$/i, 'log'),
  ],
  // A records system named by common words: one word, so "Manager" shows no management (the vocabulary knows it so).
  [/\b(?:HPE? )?Content Manager\b/gi, 'ContentManager'],
];

/** A line as read for what it shows, each phrase of another sense in that sense. */
export const inItsSense = (text: string) =>
  SENSES.reduce((t, [re, sense]) => (typeof sense === 'string' ? t.replace(re, sense) : t.replace(re, sense)), text);
