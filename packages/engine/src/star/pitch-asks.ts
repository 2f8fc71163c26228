/**
 * A pitch an ad asks for without listing criteria: it says what it looks for in one sentence ("We are looking for
 * someone who can think strategically …, build and maintain productive working relationships …, and display personal
 * drive …") and asks for a pitch ("In your pitch of no more than 750 words, tell us how your skills and experience
 * make you a strong candidate"). What the sentence asks is read as its verb phrases: a new one starts where a comma,
 * or a comma and "and", stands before a verb (wink-nlp's tags), so "prepare clear, concise briefs" stays one.
 */
import { tagText, type Token } from '../nlp/tag-text';
import { STRONG_VERBS } from '../analyse/checks/action-verbs';

/** Verbs such a sentence uses that the tagger may read as nouns ("and display personal drive"). */
const ASK_VERBS = new Set(['display', 'demonstrate', 'communicate', 'think', 'work', 'show', 'act', 'apply', 'use']);
const isVerb = (t: Token | undefined) =>
  !!t && (t.pos === 'VERB' || STRONG_VERBS.has(t.lower) || ASK_VERBS.has(t.lower));

/** "looking for someone who can", "seeking an officer who is able to": what follows lists the asks. */
const WHO_CAN =
  /\b(?:looking for|seeking|want|need) (?:someone|a person|an? [a-z]{1,20}(?: [a-z]{1,20})?) (?:who|that) (?:can|will|is able to)\s/i;
/** An ad that asks for a pitch or a statement rather than responses to criteria. */
const ASKS_PITCH = /\b(?:pitch|statement of claims|(?:one|two|1|2)[- ]page statement)\b/i;
/** The pitch's own ask: "tell us how your skills and experience make you …", "explaining why …", to the end of its
 * sentence. */
const TELL_US = /\b(tell(?:ing)? us|outlin(?:e|ing)|explain(?:ing)?|describ(?:e|ing)) ((?:how|why) [^.?!]{10,300})/i;
/** The ask's verb as an instruction: "explaining" → "Explain", "telling us" → "Tell us". */
const BASE: Record<string, string> = { tell: 'Tell us', outlin: 'Outline', explain: 'Explain', describ: 'Describe' };

/** The verb phrases of a "who can …" sentence, each from a capital ("Think strategically …"), or none. */
function verbPhrases(sentence: string): string[] {
  const tokens = tagText(sentence);
  const phrases: string[][] = [[]];
  for (const [i, t] of tokens.entries()) {
    const next = tokens[i + 1]?.lower === 'and' ? tokens[i + 2] : tokens[i + 1];
    if (t.text === ',' && isVerb(next)) {
      phrases.push([]);
      if (tokens[i + 1]?.lower === 'and') tokens[i + 1] = { ...tokens[i + 1]!, text: '' };
      continue;
    }
    if (t.text) phrases.at(-1)!.push(`${t.spaced && phrases.at(-1)!.length ? ' ' : ''}${t.text}`);
  }
  return phrases
    .map((p) => p.join('').replace(/[.;]$/, '').trim())
    .filter((p) => p.split(/\s+/).length >= 2)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/** What a pitch with no criteria listed asks: the asks of its "who can …" sentence, else the pitch's own ask; and
 * whether the ad asks for one statement (a pitch) rather than a response to each. */
export function pitchAsks(text: string): { asks: string[]; pitch: boolean } {
  const pitch = ASKS_PITCH.test(text);
  const who = WHO_CAN.exec(text);
  if (who) {
    const rest = text.slice(who.index + who[0].length, who.index + who[0].length + 1500);
    const asks = verbPhrases(rest.split(/(?<=[.?!])\s/)[0]!);
    if (asks.length >= 2) return { asks, pitch };
  }
  const tell = pitch ? TELL_US.exec(text) : null;
  if (!tell) return { asks: [], pitch };
  const verb = BASE[/^(?:tell|outlin|explain|describ)/i.exec(tell[1]!)![0].toLowerCase()]!;
  return { asks: [`${verb} ${tell[2]!.trim()}.`], pitch };
}
