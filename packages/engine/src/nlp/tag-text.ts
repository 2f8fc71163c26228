/**
 * Sentences and parts of speech from wink-nlp with its English lite model (the field's choice for Node: a
 * pre-trained tagger, linear in the text). The packages and model load on first use (about 100 ms), so a request that never
 * reads an ad or criteria never pays for it. Its lite model maps British spellings to American in lemmas, so we keep
 * each token's own text for display and never use its lemmas.
 */
import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';

// Required on first use, not imported: a server instance that never tags text never loads either package.
const require = createRequire(import.meta.url);

export type Pos =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X'
  | 'SPACE';

export interface Token {
  text: string;
  lower: string;
  pos: Pos;
  /** wink's token type: word, number, punctuation, email, url, emoji, ... */
  type: string;
  /** Index of the sentence the token is in, counted over the whole text given. */
  sentence: number;
  /** Whether white space stands before the token ("node.js" vs "node . js"). */
  spaced: boolean;
}

let nlp: ReturnType<typeof winkNLP> | null = null;
const load = () =>
  (nlp ??= (require('wink-nlp') as typeof winkNLP)(require('wink-eng-lite-web-model'), ['sbd', 'pos']));

/** No word is longer: wink's model tests each token with a regex that is quadratic in its length (4 s for one
 * 100,000-letter "word"), so a longer run of letters is cut to this (a URL or an e-mail address fits). */
const MAX_TOKEN = 200;
const LONG_RUN = new RegExp(`\\S{${MAX_TOKEN + 1}}`);
const shortTokens = (text: string) =>
  !LONG_RUN.test(text)
    ? text
    : text
        .split(/(\s+)/)
        .map((piece) => (piece.length > MAX_TOKEN && /\S/.test(piece) ? piece.slice(0, MAX_TOKEN) : piece))
        .join('');

/** Tokens of a text with their sentence and part of speech. */
export function tagText(text: string): Token[] {
  const n = load();
  const its = n.its;
  const doc = n.readDoc(shortTokens(text));
  const out: Token[] = [];
  doc.sentences().each((s, index) => {
    const t = s.tokens();
    const words = t.out();
    const pos = t.out(its.pos) as string[];
    const types = t.out(its.type) as string[];
    const spaces = t.out(its.precedingSpaces) as string[];
    words.forEach((w, i) =>
      out.push({
        text: w,
        lower: w.toLowerCase(),
        pos: pos[i] as Pos,
        type: types[i]!,
        sentence: index,
        spaced: (spaces[i] ?? '').length > 0,
      }),
    );
  });
  return out;
}
