/**
 * An ad as a list of items: sentences, cut again where a flattened list runs one item into the next ("…start
 * immediately Previous warehousing experience…": a capitalised word straight after a content word), at colons and
 * semicolons, and before a heading cue inside a sentence ("… formats. How to apply Please click…").
 */
import { tagText, type Pos, type Token } from '../nlp/tag-text';
import { HEADING_CUES, type Cue } from './ad-cues';
import { prepareAd } from './prepare-ad';

export interface Item {
  tokens: Token[];
  /** The words compared with cues: lower case, no apostrophes, "&" as "and". */
  words: string[];
  text: string;
}

/** A token's word as cues spell it. */
export const cueWord = (t: Token) => (t.lower === '&' ? 'and' : t.lower.replace(/['’]/g, ''));

const BY_FIRST = new Map<string, Cue[]>();
for (const cue of HEADING_CUES) BY_FIRST.set(cue.words[0]!, [...(BY_FIRST.get(cue.words[0]!) ?? []), cue]);
for (const list of BY_FIRST.values()) list.sort((a, b) => b.words.length - a.words.length);

/** The longest cue starting at word i, if any. */
export function cueAt(words: string[], i: number, anywhereOnly: boolean): Cue | undefined {
  return BY_FIRST.get(words[i]!)?.find(
    (c) => (!anywhereOnly || c.anywhere) && c.words.every((w, k) => words[i + k] === w),
  );
}

/** Parts of speech after which a capitalised word is still inside the same phrase ("in Western Sydney"). */
const JOINING: Set<Pos> = new Set(['DET', 'ADP', 'CCONJ', 'PART', 'AUX', 'PRON', 'SCONJ', 'PUNCT', 'SYM', 'NUM']);
const titleCased = (t: Token) => /^\p{Lu}\p{Ll}/u.test(t.text);
const lowerWord = (t: Token) => /^\p{Ll}/u.test(t.text);

function startsItem(prev: Token, t: Token, words: string[], i: number): boolean {
  if (t.sentence !== prev.sentence) return true;
  if (titleCased(t) && lowerWord(prev) && !JOINING.has(prev.pos)) return true;
  return cueAt(words, i, true) !== undefined && (titleCased(t) || prev.pos === 'PUNCT');
}

export function readItems(text: string): Item[] {
  const items: Item[] = [];
  for (const line of prepareAd(text)) {
    const tokens = tagText(line);
    const words = tokens.map(cueWord);
    let current: Token[] = [];
    const flush = () => {
      if (current.some((t) => t.type === 'word' || t.type === 'number'))
        items.push({ tokens: current, words: current.map(cueWord), text: joinTokens(current) });
      current = [];
    };
    tokens.forEach((t, i) => {
      if (t.text === ':' || t.text === ';') return flush();
      if (i > 0 && current.length && startsItem(tokens[i - 1]!, t, words, i)) flush();
      current.push(t);
    });
    flush();
  }
  return items;
}

/** Tokens back to text, with the spaces they had. */
export const joinTokens = (tokens: Token[]) =>
  tokens
    .map((t, i) => (i > 0 && t.spaced ? ' ' : '') + t.text)
    .join('')
    .trim();
