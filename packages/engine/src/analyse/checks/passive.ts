import { finding } from '../finding';
import { tagText, type Token } from '../../nlp/tag-text';
import { inSection, type Check } from './check';

/** One passive sentence is style; two or more in the experience and summary is a habit worth a warning. */
const MIN_HITS = 2;
/** A passive needs a form of "be"; a paragraph without one is never tagged (most bullets have none). */
const BE_VERB = /\b(?:am|are|were|being|is|been|was|be)\b/i;
const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being']);
/** Past participles that do not end in -ed, as CVs use them. */
const IRREGULAR_PARTICIPLES = new Set(
  `built cut made done given taken written sent held kept paid sold told found brought bought taught led run set put
shown seen known drawn driven chosen spent won lost met left hired broken spoken begun overseen undertaken hit shut
spread split understood withdrawn thrown grown sought caught struck upheld`.split(/\s+/),
);
/**
 * Participles that describe the person rather than hide who acted: "was based in Sydney", "was committed to the team",
 * and recognition a CV is right to state: "was promoted to supervisor", "was selected to lead". Neither is passive voice
 * a recruiter would ask you to rewrite.
 */
const NOT_PASSIVE = new Set(
  `based located situated involved interested committed dedicated experienced exposed skilled qualified certified
engaged employed positioned focused focussed motivated organised required expected pleased delighted tasked used
excited determined talented detailed registered licensed accredited concerned satisfied known promoted awarded selected
appointed nominated invited elected chosen recognised recognized shortlisted seconded entrusted granted offered
commended acknowledged named honoured honored`.split(/\s+/),
);

/** Whether a verb token is a past participle that makes a passive after "be". */
const isParticiple = (t: Token) =>
  t.pos === 'VERB' &&
  !NOT_PASSIVE.has(t.lower) &&
  (/^[a-z]{3,}ed$/.test(t.lower) || IRREGULAR_PARTICIPLES.has(t.lower));

/**
 * Sentences in the passive voice: a form of "be", at most two adverbs, then a past participle ("The budget was cut by
 * the board", "Reports were prepared weekly"), read with parts of speech so "was responsible" (an adjective) is not.
 */
export function passiveAt(tokens: Token[]): number[] {
  const hits: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.pos !== 'AUX' || !BE_FORMS.has(tokens[i]!.lower)) continue;
    let j = i + 1;
    while (j < tokens.length && j <= i + 2 && tokens[j]!.pos === 'ADV') j++;
    if (tokens[j] && tokens[j]!.sentence === tokens[i]!.sentence && isParticiple(tokens[j]!)) hits.push(j);
  }
  return hits;
}

export const passiveVoice: Check = (doc) => {
  const paragraphs = inSection(doc, 'experience', 'summary')
    .map((p) => p.text)
    .filter((text) => BE_VERB.test(text));
  const hits = paragraphs.map((text) => passiveAt(tagText(text)).length);
  const passive = paragraphs.filter((_, i) => hits[i]! > 0);
  if (hits.reduce((a, b) => a + b, 0) < MIN_HITS) return [];
  return [
    finding(
      'language.passive-voice',
      'Prefer the active voice: “Delivered the project on time” is stronger than “The project was delivered”.',
      passive,
    ),
  ];
};
