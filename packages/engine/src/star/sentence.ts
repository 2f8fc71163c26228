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

/**
 * "a" or "an" by sound: "an officer", "a user" is beyond a letter rule, but an abbreviation is read letter by letter:
 * "an HR Advisor", "an RN", "a TAFE teacher" (a word in capitals of four letters or more is said as a word).
 */
export const article = (phrase: string) => {
  const first = /^\S+/.exec(phrase)?.[0] ?? '';
  // An initialism, or one run into its digits ("RG146"), is said letter by letter.
  const spelt = /^\p{Lu}{2,3}(?:\b|\d)/u.test(first) || /^NDIS\b/.test(first);
  if (spelt) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  // A "u" or "eu" said "you", and "one", take "a" ("a user", "a university", "a European", "a one-off").
  if (/^(?:uni|use|usu|ura|uro|eu|one\b)/i.test(phrase)) return 'a';
  return /^[aeiou]/i.test(phrase) ? 'an' : 'a';
};

/** A verb's base from its third person ("manages" → "manage", "liaises" → "liaise", "coordinates"). */
export const fromThirdPerson = (w: string) =>
  w.endsWith('ies') ? `${w.slice(0, -3)}y` : /(ss|sh|ch|x|z)es$/.test(w) ? w.slice(0, -2) : w.slice(0, -1);

/** "reliable nurse …" → "Reliable nurse …". */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a", "a and b", "a, b and c" (or "a, b or c"); a comma before the last "and" when an item holds an "and" of its own, so the list
 * reads one way only ("legislation and compliance, and environmental approvals"). */
export const listed = (items: string[], joiner: 'and' | 'or' = 'and') =>
  items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${items.some((x) => x.includes(` ${joiner} `)) ? `, ${joiner} ` : ` ${joiner} `}${items.at(-1)}`;

/** The text cut at commas outside brackets ("pipe laying (stormwater, sewer)" is one item); linear. */
export function commaParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0 && /\s/.test(text[i + 1] ?? '')) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * A list's items: cut at commas outside brackets, its last "and" parting two items only where `partsAt` says what
 * follows it is an item of its own ("… and general labouring"), not part of one ("… and skid steer"); linear.
 */
/** Pairs joined by "and" that make one phrase. */
const BINOMIAL = /\b(?:to and from|in and out|up and down|back and forth|on and off|out and about|over and above)\b/i;

export function listItems(text: string, partsAt: (tail: string) => boolean): string[] {
  const parts = commaParts(text);
  const last = parts.pop() ?? '';
  // "to and from", "in and out": a pair of one phrase, no two items ("helping residents to and from the lounge").
  const and = BINOMIAL.test(last) ? -1 : last.lastIndexOf(' and ');
  const tail = and > 0 ? last.slice(and + 5).trim() : '';
  return [...parts, ...(tail && partsAt(tail) ? [last.slice(0, and).trim(), tail] : [last])].filter(Boolean);
}

/**
 * The runs of words that make names: each from a word `opens` accepts, on through more such words and the small words
 * `joiners` holds ("Department of Communities"), a joiner at a run's end left off; linear.
 */
export function nameRuns(words: string[], opens: (word: string) => boolean, joiners: ReadonlySet<string>): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    while (run.length && joiners.has(run.at(-1)!.toLowerCase())) run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  for (const word of words) {
    if (opens(word) || (run.length && joiners.has(word.toLowerCase()))) run.push(word);
    else close();
  }
  close();
  return runs;
}
