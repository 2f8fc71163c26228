/**
 * The word limit an ad or its criteria set for each response: "250 words", "a 750-word pitch", "no more than 300
 * words per criterion", "one page" (about 500 words), "half a page". Read word by word, no pattern over the text.
 */
const PAGE_WORDS = 500;
const PAGES = new Map([
  ['half', 0.5],
  ['one', 1],
  ['1', 1],
  ['two', 2],
  ['2', 2],
]);

/** The first limit the text states, in words, or null. */
export function readWordLimit(text: string): number | null {
  const words = text
    .slice(0, 200_000)
    .toLowerCase()
    .split(/[\s,;:()]+/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // "250 words", "250-word", "750-word pitch"
    const joined = /^(\d{2,4})-words?$/.exec(w);
    const n = joined
      ? Number(joined[1])
      : /^\d{2,4}$/.test(w) && /^words?\.?$/.test(words[i + 1] ?? '')
        ? Number(w)
        : 0;
    if (n >= 50 && n <= 2000) return n;
    // "one page", "two pages", "half a page"
    if (/^pages?\.?$/.test(w)) {
      const before = words[i - 1] === 'a' && words[i - 2] === 'half' ? 'half' : (words[i - 1] ?? '');
      const pages = PAGES.get(before);
      if (pages) return pages * PAGE_WORDS;
    }
  }
  return null;
}
