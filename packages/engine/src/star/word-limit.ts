/**
 * The word limit an ad or its criteria set for each response: "250 words", "a 750-word pitch", "no more than 300
 * words per criterion", "one page" (about 500 words), "half a page", "2,000 characters" (about 310 words). Read word by
 * word, no pattern over the text.
 */
const PAGE_WORDS = 500;
/** Characters a word takes with its space, in English prose. */
const CHARACTERS_PER_WORD = 6.5;
const PAGES = new Map([
  ['half', 0.5],
  ['one', 1],
  ['1', 1],
  ['two', 2],
  ['2', 2],
  ['three', 3],
  ['3', 3],
]);

/** Words near a limit that make it the whole application's ("a statement of no more than 750 words"). */
const WHOLE = new Set(['pitch', 'statement', 'letter', 'total', 'overall', 'altogether', 'document']);
/** Words before a limit that make it the CV's. */
const CV_WORDS = new Set(['cv', 'resume', 'résumé', 'curriculum']);
/** Words near a limit that make it each response's ("300 words per criterion"). */
const EACH = new Set(['per', 'each', 'every']);

/** The limit the text states, in words (one set for each response before one for the whole), or null. */
export function readWordLimit(text: string): number | null {
  return statedLimit(text)?.words ?? null;
}

/**
 * The limit for each response: the stated one, or a share of it when it is for the whole statement ("a pitch of no
 * more than 750 words" across three criteria is 250 each, to the ten below and never under 50).
 */
export function responseLimit(text: string, responses: number): number | null {
  const stated = statedLimit(text);
  if (!stated) return null;
  if (!stated.whole || responses <= 1) return stated.words;
  // Down to the ten below, so the shares never add up past the whole (750 over four is 180 each, not 190).
  return Math.max(50, Math.floor(stated.words / responses / 10) * 10);
}

/** The limit set for each response when the text states one ("… each question to a maximum of 300 words" after "a
 * cover letter (maximum 2 pages)"), else the first limit it states. */
function statedLimit(text: string): { words: number; whole: boolean } | null {
  let first: { words: number; whole: boolean } | null = null;
  let counted: { words: number; whole: boolean } | null = null;
  /** The whole statement's limit in words, over one in pages for it ("a one-page pitch of at most 800 words"). */
  let inWords: { words: number; whole: boolean } | null = null;
  const limits = [...statedLimits(text)];
  // The whole statement's limit said again without its noun is still the whole's ("a pitch of no more than 750 words
  // … the panel will only read the first 750 words"); not one said of each response ("A cover letter (maximum one
  // page) … Please address each selection criterion, maximum 1 page each").
  const wholeWords = new Set(limits.filter((l) => l.whole).map((l) => l.words));
  for (const stated of limits) {
    const limit = { ...stated, whole: stated.whole || (!stated.each && wholeWords.has(stated.words)) };
    // Words the ad states beat a count of characters ("2,500 characters (approximately 400 words)").
    if (!limit.whole && !limit.characters) return limit;
    if (!limit.whole) counted ??= limit;
    if (limit.whole && !limit.pages && !limit.characters) inWords ??= limit;
    first ??= limit;
  }
  return counted ?? inWords ?? first;
}

/** The count before "pages" at word i: "two pages", "half a page", "two A4 pages". */
function pagesBefore(words: string[], i: number): string {
  const at = words[i - 1] === 'a4' ? i - 2 : i - 1;
  return words[at] === 'a' && words[at - 1] === 'half' ? 'half' : (words[at] ?? '');
}

/** Up to twelve words before word i, back to the end of the sentence before. */
function sentenceBefore(words: string[], i: number): string[] {
  const before = words.slice(Math.max(0, i - 12), i);
  const end = before.findLastIndex((x) => /[.?!]$/.test(x));
  return before.slice(end + 1);
}

function* statedLimits(
  text: string,
): Generator<{ words: number; whole: boolean; each: boolean; characters: boolean; pages: boolean }> {
  const words = text
    .slice(0, 200_000)
    .toLowerCase()
    // "1,500 words": the thousands separator is not a break between words.
    .replace(/(?<=\d),(?=\d{3}\b)/g, '')
    // "no more than 2 pages.Applications close …": a sentence run into the next where a page lost its line breaks.
    .replace(/(?<=[a-z][.!?])(?=[a-z])/g, ' ')
    .split(/[\s,;:()]+/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // "250 words", "250-word", "750-word pitch"
    const joined = /^(\d{2,4})-words?$/.exec(w);
    // "approximately 150-200 words per criterion": the top of the range is the most a response should run to.
    const range = /^\d{2,4}[-–](\d{2,4})$/.exec(w);
    const n = joined
      ? Number(joined[1])
      : (/^\d{2,4}$/.test(w) || range) && /^words?\.?$/.test(words[i + 1] ?? '')
        ? Number(range ? range[1] : w)
        : 0;
    // "one page", "two pages", "half a page", "a 2-page cover letter"
    const hyphened = /^(\w+)-pages?\.?$/.exec(w)?.[1];
    const pageCount = hyphened
      ? PAGES.get(hyphened)
      : /^pages?\.?$/.test(w)
        ? PAGES.get(pagesBefore(words, i))
        : undefined;
    // "2,000 characters per criterion (including spaces)": about six and a half characters a word.
    const characters = /^\d{3,5}$/.test(w) && /^characters?\.?$/.test(words[i + 1] ?? '') ? Number(w) : 0;
    const fromCharacters =
      characters >= 300 && characters <= 10000 ? Math.round(characters / CHARACTERS_PER_WORD / 10) * 10 : 0;
    const limit = n >= 50 && n <= 2000 ? n : pageCount ? pageCount * PAGE_WORDS : fromCharacters;
    if (!limit) continue;
    // A limit on the CV ("your CV (no more than two pages)") is not the responses'.
    // Quotes and stops around a word are not the word ("a “pitch” of no more than 750 words").
    const near = words.slice(Math.max(0, i - 6), i + 4).map((x) => x.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''));
    // A limit whose own noun follows it is that noun's ("a current resume and a one-page statement").
    const namesWhole = words.slice(i + 1, i + 3).some((x) => WHOLE.has(x.replace(/[^\p{L}]+$/u, '')));
    if (!namesWhole && words.slice(Math.max(0, i - 6), i).some((x) => CV_WORDS.has(x))) continue;
    // A page limit is the whole statement's unless its sentence says "per criterion" ("a maximum of two pages";
    // "Your response to each requirement should be no more than half a page").
    // Not when a word near it names the whole ("… each of the following questions in a separate document (maximum 2
    // pages)").
    const whole = near.some((x) => WHOLE.has(x));
    // "Each" after the limit of a whole named before it is what the whole addresses, not the limit's unit ("a cover
    // letter of no more than 3 pages that addresses each of the Essential selection criteria").
    const before = near.slice(0, i - Math.max(0, i - 6));
    // Unless the limit itself is "against each" or "for each" ("a statement of no more than 300 words against each of
    // the selection criteria"): each response's, as a statement "addressing each" is not.
    const eachOwn = /^(?:against|for|on|per)$/.test(words[i + 2] ?? '') && EACH.has(words[i + 3] ?? '');
    const ownedByWhole = before.some((x) => WHOLE.has(x)) && !before.some((x) => EACH.has(x)) && !eachOwn;
    const each =
      !ownedByWhole && (near.some((x) => EACH.has(x)) || (!whole && sentenceBefore(words, i).some((x) => EACH.has(x))));
    yield {
      words: limit,
      whole: !each && (!!pageCount || whole),
      each,
      characters: !n && !pageCount,
      pages: !n && !!pageCount,
    };
  }
}

/** A limit set at a criterion's end, in brackets: "(200 words)", "(max 1 page)", "(maximum 300 words)". */
const OWN_LIMIT =
  /^\((?:max(?:imum)?\.?\s+|up to\s+|no more than\s+)?(?:(\d{2,4})\s+words|(one|1|half a|two|2)\s+pages?)\)[.;]?$/i;

/** A criterion without the limit set at its end, and that limit in words (a page is about 500), or null. Read from
 * its last bracket only. */
export function ownLimit(criterion: string): { text: string; words: number | null } {
  const open = criterion.lastIndexOf('(');
  const m = open >= 0 && criterion.length - open <= 40 ? OWN_LIMIT.exec(criterion.slice(open).trim()) : null;
  if (!m) return { text: criterion, words: null };
  const pages = m[2] ? (m[2].toLowerCase() === 'half a' ? 0.5 : (PAGES.get(m[2].toLowerCase()) ?? 1)) : 0;
  const words = m[1] ? Number(m[1]) : pages * PAGE_WORDS;
  return { text: criterion.slice(0, open).trim(), words: words >= 50 && words <= 2000 ? words : null };
}
