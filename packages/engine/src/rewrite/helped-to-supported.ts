/**
 * "Helped the head chef work out dish costs" opens with a weak verb the analysis flags, and "helped" takes a bare verb
 * that a stronger one does not: it becomes "Supported the head chef to work out dish costs", the object and the
 * action kept word for word. Read with wink-nlp's parts of speech and the curated duty verbs; a line whose object or
 * verb cannot be told apart is left as written.
 */
import { tagText } from '../nlp/tag-text';
import { isListedVerb } from '../vocabulary/duty-verbs';
import type { StructuredCv } from './structured-cv';
import { lineByLine, type Step } from './transforms';

const HELPED = /^(?:I )?helped\s+/i;
/** Words an object is made of: "the conveyancing team", "customers", "two new starters". */
const OBJECT = new Set(['DET', 'NOUN', 'PROPN', 'ADJ', 'PRON', 'NUM']);

/** The line with "Helped X do" as "Supported X to do", or null. */
export function supportedTo(text: string): string | null {
  const m = HELPED.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  const words = tagText(rest).filter((t) => t.type === 'word');
  // The first base-form verb after an object of one word or more ("the head chef work out").
  const at = words.findIndex(
    (t, i) =>
      i > 0 &&
      (t.pos === 'VERB' || isListedVerb(t.lower)) &&
      !/(?:ed|ing)$/.test(t.lower) &&
      OBJECT.has(words[i - 1]!.pos) &&
      words.slice(0, i).every((w) => OBJECT.has(w.pos) || (w.pos === 'VERB' && /ing$/.test(w.lower))),
  );
  if (at < 1) return null;
  // Where the object ends in the line's own text: past each of its words in turn.
  let end = 0;
  for (const w of words.slice(0, at)) {
    const found = rest.indexOf(w.text, end);
    if (found < 0) return null;
    end = found + w.text.length;
  }
  return `Supported ${rest.slice(0, end)} to${rest.slice(end)}`;
}

export const helpedToSupported = (cv: StructuredCv): Step =>
  lineByLine(cv, 'verb', 'A clearer verb than “helped”, with what you helped do kept', (text, block) =>
    block.kind === 'experience' ? supportedTo(text.trim()) : null,
  );
