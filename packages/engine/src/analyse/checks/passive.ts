import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextPassive from 'retext-passive';
import { finding } from '../finding';
import { inSection, type Check } from './check';

const processor = retext().use(retextEnglish).use(retextPassive);
/** One passive sentence is style; two or more in the experience and summary is a habit worth a warning. */
const MIN_HITS = 2;
/**
 * retext-passive flags a participle only when the word before it is one of these (its own list). A paragraph without
 * one can hold a passive only at its start, when the last paragraph with a word in it has one; so only those
 * paragraphs (and any wordless ones between) are parsed: most of the time the check took, for the same findings.
 */
const BE_VERB = /\b(?:am|are|were|being|is|been|was|be)\b/i;
/** A paragraph with a word in it (letters or digits), as opposed to a lone "•" or "–". */
const HAS_WORD = /[\p{L}\p{N}]/u;

/** The indexes of the paragraphs worth parsing. */
function worthParsing(paragraphs: string[]): number[] {
  let lastWordyHasBe = false;
  return paragraphs.flatMap((text, i) => {
    const hasBe = BE_VERB.test(text);
    const keep = hasBe || lastWordyHasBe;
    if (HAS_WORD.test(text)) lastWordyHasBe = hasBe;
    return keep ? [i] : [];
  });
}

export const passiveVoice: Check = async (doc) => {
  const paragraphs = inSection(doc, 'experience', 'summary').map((p) => p.text);
  const kept = worthParsing(paragraphs);
  // Neighbours are joined by a line break, as in the whole text; a gap by a blank line, so no sentence spans it.
  let text = '';
  const starts = kept.map((i, k) => {
    if (k > 0) text += kept[k - 1] === i - 1 ? '\n' : '\n\n';
    const start = text.length;
    text += paragraphs[i];
    return start;
  });
  const file = await processor.process(text);
  if (file.messages.length < MIN_HITS) return [];
  const hit = new Set(
    file.messages
      .map((m) => (m.place && 'start' in m.place ? m.place.start.offset : undefined))
      .filter((o): o is number => typeof o === 'number')
      .map((o) => kept[starts.findLastIndex((s) => s <= o)]!),
  );
  return [
    finding(
      'language.passive-voice',
      'Prefer the active voice: “Delivered the project on time” is stronger than “The project was delivered”.',
      [...hit].sort((a, b) => a - b).map((i) => paragraphs[i]!),
    ),
  ];
};
