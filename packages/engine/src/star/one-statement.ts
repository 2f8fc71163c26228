/**
 * A pitch asked as one statement on several capabilities ("Write your pitch as a single statement – you do not need to
 * respond to each capability separately"): read as one criterion that names them all, drafted as a paragraph on each,
 * every paragraph its own example, together one response within the pitch's limit.
 */

/** How the criterion for such a pitch opens, before the capabilities it draws on, each ending "; ". */
export const ONE_STATEMENT = 'One statement drawing on: ';

/** The capabilities one statement draws on, or null when the criterion is no such statement. */
export function statementParts(criterion: string): string[] | null {
  if (!criterion.startsWith(ONE_STATEMENT)) return null;
  // A capability starts with a capital after "; " (a lettered point inside one, "; (b) …", does not).
  const parts = criterion.slice(ONE_STATEMENT.length).split(/; (?=\p{Lu})/u);
  return parts.length > 1 ? parts : null;
}
