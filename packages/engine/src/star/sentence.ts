/** Small pieces of sentence-making the STAR steps and the rewrite share. */

/**
 * The text without the trailing characters given, nor trailing whitespace, read from the end. A pattern such as
 * /[.;\s]+$/ tries every start inside a long run ("x" and 100,000 spaces then "y" costs n²); this is linear.
 */
export function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && (chars.includes(text[end - 1]!) || /\s/.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}

/** "Member of …" → "member of …"; a name or an acronym ("NSW", "Xero") keeps its capital. */
export const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** A sentence carried on after a lead-in ("Earlier, as …, ", "In addition, "): "I" stays, any other opening is lowered. */
export const continued = (sentence: string) =>
  sentence.startsWith('I ') ? sentence : sentence[0]!.toLowerCase() + sentence.slice(1);

/** "a" or "an" before a phrase, by its first letter. */
export const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? 'an' : 'a');

/** "reliable nurse …" → "Reliable nurse …". */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a", "a and b", "a, b and c". */
export const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
