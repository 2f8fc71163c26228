/**
 * An ad as a list of items: sentences, cut again where a flattened list runs one item into the next ("…start
 * immediately Previous warehousing experience…": a capitalised word straight after a content word), at colons and
 * semicolons, and before a heading cue inside a sentence ("… formats. How to apply Please click…").
 */
import { tagText, type Pos, type Token } from '../nlp/tag-text';
import { EVALUATIVE_OPENERS, HEADING_CUES, ITEM_OPENERS, type Cue } from './ad-cues';
import { prepareAd } from './prepare-ad';
import { TITLE_HEAD } from '../analyse/checks/role-detail';

export interface Item {
  tokens: Token[];
  /** The words compared with cues: lower case, no apostrophes, "&" as "and". */
  words: string[];
  text: string;
  /** A bracket read as an item of its own: an aside to the item before it, never a heading. */
  aside?: boolean;
  /** The line of the ad the item is on, counted from 0. */
  line?: number;
  /** Whether a colon ends the item ("Highly regarded:"), as a heading's does. */
  colon?: boolean;
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
/** Lower-case words inside names and titles ("Chef de Partie", "Department of Health"). */
const CONNECTORS = new Set(['de', 'la', 'du', 'von', 'van', 'der', 'of', 'and', 'for']);
/** A capitalised word; "A" too, which opens list items ("…policy initiatives A team player who…"). */
const titleCased = (t: Token) => /^\p{Lu}\p{Ll}/u.test(t.text) || t.text === 'A';
const lowerWord = (t: Token) => /^\p{Ll}/u.test(t.text);

/** An adjective joins what follows ("full Australian working rights") unless it ends a clause ("will be
 * advantageous") or an item opener follows. */
const joins = (prev: Token, before: Token | undefined, t: Token) =>
  JOINING.has(prev.pos) ||
  // A name straight after a verb is its object ("willingness to learn Mac operating systems").
  (prev.pos === 'VERB' && t.pos === 'PROPN' && !ITEM_OPENERS.has(t.lower)) ||
  CONNECTORS.has(prev.lower) ||
  (prev.pos === 'ADJ' && before?.pos !== 'AUX' && before?.pos !== 'VERB' && !ITEM_OPENERS.has(t.lower));

function startsItem(tokens: Token[], words: string[], i: number): boolean {
  const t = tokens[i]!;
  const prev = tokens[i - 1]!;
  if (t.sentence !== prev.sentence) return true;
  // Inside a longer cue that began one word earlier ("What | You'll Bring") is not a new item.
  if ((cueAt(words, i - 1, true)?.words.length ?? 0) > 1) return false;
  if (titleCased(t) && lowerWord(prev) && !joins(prev, tokens[i - 2], t)) return true;
  // After an acronym or a name, an item opener starts the next item ("…in WHS Current First Aid certificate").
  // Not an adjective that opens a name in capitals ("LF High Risk Work Licence").
  const next = tokens[i + 1];
  // Nor a word inside a job's title in capitals ("Customer Experience Officer", "Knowledge Manager").
  const opensName =
    (EVALUATIVE_OPENERS.has(t.lower) && titleCased(next ?? t) && next !== undefined) ||
    (next !== undefined && titleCased(next) && TITLE_HEAD.test(next.text));
  if (titleCased(t) && ITEM_OPENERS.has(t.lower) && !opensName && !JOINING.has(prev.pos) && !CONNECTORS.has(prev.lower))
    return true;
  return cueAt(words, i, true) !== undefined && (titleCased(t) || prev.pos === 'PUNCT');
}

/** A table's row whose first cell heads a part of the ad ("Desirable Criteria⇥Cardiac or breast ultrasound
 * experience", "Pre-employment⇥National Police Check"): the heading on a line of its own above its value. */
function rowHeading(line: string): string {
  const tab = line.indexOf('\t');
  if (tab < 2 || tab > 40) return line;
  const cell = line.slice(0, tab).trim();
  const words = cell.toLowerCase().replace(/[:&]/g, ' ').split(/\s+/).filter(Boolean);
  const cue = words.length ? cueAt(words, 0, false) : undefined;
  return cue && cue.words.length === words.length ? `${cell}\n${line.slice(tab).trim()}` : line;
}

export function readItems(text: string): Item[] {
  const items: Item[] = [];
  const rows = text.includes('\t') ? text.split('\n').map(rowHeading).join('\n') : text;
  for (const [at, line] of prepareAd(rows).entries()) {
    const tokens = tagText(line);
    const words = tokens.map(cueWord);
    let current: Token[] = [];
    /** Brackets read as items of their own, placed after the item they stand in. */
    let pending: Item[] = [];
    /** The item read so far, and the asides found in it, as items of the line; `colon` when a colon ends it. */
    const flush = (colon = false) => {
      if (current.some((t) => t.type === 'word' || t.type === 'number'))
        items.push({
          tokens: current,
          words: current.map(cueWord),
          text: joinTokens(current),
          line: at,
          ...(colon ? { colon } : {}),
        });
      items.push(...pending.map((aside) => ({ ...aside, line: at })));
      current = [];
      pending = [];
    };
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.text === ':' || t.text === ';') {
        // "Highly regarded:" heads what follows it: no note on what came before.
        flush(t.text === ':');
        continue;
      }
      // A bracket of three words or more is an item of its own ("(MSP experience highly regarded)"): what it says
      // is not said of the item around it. A shorter one stays ("Xero (desirable)", "Engineering (Civil)").
      const close = t.text === '(' ? tokens.findIndex((x, k) => k > i && k <= i + 16 && x.text === ')') : -1;
      if (close > 0) {
        const inside = tokens.slice(i + 1, close);
        // One that opens on "or" is the item's choice, read with it ("A Diploma of … (or Certificate IV in …)",
        // "PropertyMe (or Property Tree)").
        const choice = inside[0]?.lower === 'or';
        if (inside.filter((x) => x.type === 'word').length >= 3 && !choice)
          pending.push({ tokens: inside, words: inside.map(cueWord), text: joinTokens(inside), aside: true });
        // A short one is the item's own note, read whole: "Professional (desirable)" is no item ending on "(".
        else current.push(...tokens.slice(i, close + 1));
        i = close;
        // In a flattened list a capital after the bracket starts the next item ("(desirable) At least 2 years' …").
        if (tokens[i + 1] && titleCased(tokens[i + 1]!)) flush();
        continue;
      }
      if (i > 0 && current.length && startsItem(tokens, words, i)) flush();
      current.push(t);
    }
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
