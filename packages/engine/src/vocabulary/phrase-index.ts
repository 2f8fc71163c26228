/**
 * Finds vocabulary phrases in a token stream in one pass: phrases are keyed by their first word, and at
 * each token the longest phrase that starts there wins. Work is linear in the tokens (phrases are short and few
 * share a first word), so any text a visitor sends is read in bounded time.
 */
import { tokens } from '../match/words';
import { CREDENTIALS } from './credentials';
import { OCCUPATIONS } from './occupations';
import { SKILLS } from './skills';
import { SOFT_SKILLS } from './soft-skills';
import type { Term } from './term';
import { TOOLS } from './tools';

export interface PhraseHit {
  term: Term;
  /** Token positions [start, end) in the stream searched. */
  start: number;
  end: number;
}

interface Entry {
  words: string[];
  term: Term;
}

/** "licence" as CVs spell it otherwise: the US noun and the slips a reader still knows for the word. */
const LICENCE_SPELLINGS = new Set(['license', 'licenses', 'liscence', 'liscense', 'lisence', 'licience', 'lisense']);

/**
 * Words with only a plural folded, as every phrase is matched: stems would join an agent with its activity
 * ("administrator" and "administration", "developer" and "development").
 */
export const singulars = (text: string) =>
  tokens(text).map((w) => {
    // The US noun is the Australian one ("Car license (full)" is a car licence), in CVs and ads alike, and so are its
    // common slips ("Drivers liscence").
    const word = LICENCE_SPELLINGS.has(w) ? 'licence' : w;
    return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  });

export class PhraseIndex {
  private byFirst = new Map<string, Entry[]>();

  constructor(terms: Term[], which: 'ad' | 'cv') {
    for (const term of terms)
      // A CV shows a term by the ad's own words too ("Teamwork" in a Skills list), and by its wider CV phrases.
      // Each phrase once: a CV list may repeat the ad's ("sap" in both), which would name the term twice.
      for (const phrase of new Set(which === 'cv' ? [...term.ad, ...(term.cv ?? [])] : term.ad)) {
        const s = singulars(phrase);
        if (!s.length) continue;
        const list = this.byFirst.get(s[0]!) ?? [];
        list.push({ words: s, term });
        this.byFirst.set(s[0]!, list);
      }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /** Every longest, non-overlapping phrase in a text. */
  findIn(text: string): PhraseHit[] {
    return this.find(singulars(text));
  }

  /** Every longest, non-overlapping phrase in a stream of words read the index's way. */
  find(stream: string[]): PhraseHit[] {
    const hits: PhraseHit[] = [];
    for (let i = 0; i < stream.length;) {
      const matching = this.byFirst.get(stream[i]!)?.filter((e) => e.words.every((w, k) => stream[i + k] === w));
      const length = matching?.[0]?.words.length ?? 0;
      // Every term the longest phrase names ("filing" shows records management and administration).
      for (const e of matching ?? [])
        if (e.words.length === length) hits.push({ term: e.term, start: i, end: i + length });
      i += length || 1;
    }
    return hits;
  }
}

/** The vocabulary's indexes, built once: what an ad asks for, what a CV line shows, and occupations (ads and titles). */
export const ASKED_TERMS = new PhraseIndex([...CREDENTIALS, ...TOOLS, ...SKILLS, ...SOFT_SKILLS], 'ad');
export const SHOWN_TERMS = new PhraseIndex([...CREDENTIALS, ...TOOLS, ...SKILLS, ...SOFT_SKILLS], 'cv');
export const OCCUPATION_TERMS = new PhraseIndex(OCCUPATIONS, 'ad');
