/**
 * The text without the trailing characters given, nor trailing whitespace, read from the end. A pattern such as
 * /[.;\s]+$/ tries every start inside a long run ("x" and 100,000 spaces then "y" costs n²); this is linear.
 */
export function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && (chars.includes(text[end - 1]!) || /\s/.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}
