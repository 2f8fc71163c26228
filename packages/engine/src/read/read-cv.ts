import type { CvDocument } from '../types';
import { classify } from './classify';
import { detectContainer } from './detect-format';
import { measureFacts } from './facts';
import { ReadError } from './read-error';
import { readDoc } from './read-doc';
import { readDocx } from './read-docx';

/** Bytes of a Word file in, CvDocument out; anything we cannot read is a ReadError with its sentence. */
export async function readCv(bytes: Uint8Array): Promise<CvDocument> {
  const container = detectContainer(bytes);
  const raw = container === 'zip' ? await readDocx(bytes) : await readDoc(bytes);
  const { paragraphs, sections } = classify(raw.paragraphs);
  const text = paragraphs.map((p) => (p.isBullet ? `• ${p.text}` : p.text)).join('\n');
  // No letter at all: nothing to analyse (a blank document, or a CV pasted in as a picture).
  if (!/\p{L}/u.test(text)) throw new ReadError('empty');
  return { text, paragraphs, sections, facts: measureFacts(raw, paragraphs) };
}
