/** Small words a title keeps in small letters after its first word ("Head of Operations", "Licences and Tickets"). */
const SMALL = new Set(['and', 'of', 'de', 'the', 'for', 'in', 'to', 'with']);

/**
 * Text set in capitals as a person writes it: "SENIOR BUSINESS OFFICER" → "Senior Business Officer". Small joining
 * words go into small letters, words `keeps` names stay as they are (abbreviations: "APS", "IT"); text with a small
 * letter, or without four capitals in a row, is left as it is.
 */
export function unshout(text: string, keeps: (word: string) => boolean): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}{4}/u.test(text)) return text;
  let first = true;
  return text.replace(/\p{Lu}+/gu, (w, at: number) => {
    const small = !first && SMALL.has(w.toLowerCase());
    first = false;
    // A piece of a hyphenated word is no abbreviation: "MID-WEIGHT" is "Mid-Weight".
    const hyphened = text[at + w.length] === '-' || text[at - 1] === '-';
    return small ? w.toLowerCase() : keeps(w) && !hyphened ? w : w[0] + w.slice(1).toLowerCase();
  });
}
