/** Numbers written as words, one to twenty, as CVs and ads write years ("ten years' experience"). */
export const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** "5", "5+", "five" → 5; anything else → null. */
export function numberOf(word: string): number | null {
  const digits = /^(\d{1,2})\+?$/.exec(word);
  if (digits) return Number(digits[1]);
  const at = NUMBER_WORDS.indexOf(word.toLowerCase());
  return at < 0 ? null : at + 1;
}
