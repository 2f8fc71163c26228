/**
 * Finds vocabulary phrases in a token stream in one pass: phrases are keyed by the stem of their first word, and at
 * each token the longest phrase that starts there wins. Work is linear in the tokens (phrases are short and few
 * share a first word), so any text a visitor sends is read in bounded time.
 */
import { stem, tokens } from '../match/words';
import type { Term } from './term';

export interface PhraseHit {
  term: Term;
  /** Token positions [start, end) in the stream searched. */
  start: number;
  end: number;
}

interface Entry {
  stems: string[];
  term: Term;
}

export const stems = (text: string) => tokens(text).map(stem);
/**
 * Words with only a plural folded: occupations are matched this way, because stems join an agent with its activity
 * ("administrator" and "administration", "developer" and "development").
 */
export const singulars = (text: string) =>
  tokens(text).map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

export class PhraseIndex {
  private byFirst = new Map<string, Entry[]>();

  constructor(
    terms: Term[],
    which: 'ad' | 'cv',
    /** How a text becomes the stream this index is searched with: `stems` or `singulars`. */
    readonly words: (text: string) => string[] = stems,
  ) {
    for (const term of terms)
      for (const phrase of which === 'cv' ? (term.cv ?? term.ad) : term.ad) {
        const s = words(phrase);
        if (!s.length) continue;
        const list = this.byFirst.get(s[0]!) ?? [];
        list.push({ stems: s, term });
        this.byFirst.set(s[0]!, list);
      }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  }

  /** Every longest, non-overlapping phrase in a text. */
  findIn(text: string): PhraseHit[] {
    return this.find(this.words(text));
  }

  /** Every longest, non-overlapping phrase in a stream of words read the index's way. */
  find(stream: string[]): PhraseHit[] {
    const hits: PhraseHit[] = [];
    for (let i = 0; i < stream.length;) {
      const matching = this.byFirst.get(stream[i]!)?.filter((e) => e.stems.every((s, k) => stream[i + k] === s));
      const length = matching?.[0]?.stems.length ?? 0;
      // Every term the longest phrase names ("filing" shows records management and administration).
      for (const e of matching ?? [])
        if (e.stems.length === length) hits.push({ term: e.term, start: i, end: i + length });
      i += length || 1;
    }
    return hits;
  }
}
