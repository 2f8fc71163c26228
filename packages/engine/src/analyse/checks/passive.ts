import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextPassive from 'retext-passive';
import { finding } from '../finding';
import { inSection, type Check } from './check';

const processor = retext().use(retextEnglish).use(retextPassive);
/** One passive sentence is style; two or more in the experience and summary is a habit worth a warning. */
const MIN_HITS = 2;

export const passiveVoice: Check = async (doc) => {
  const paragraphs = inSection(doc, 'experience', 'summary');
  const text = paragraphs.map((p) => p.text).join('\n');
  const file = await processor.process(text);
  const lines = [
    ...new Set(
      file.messages
        .map((m) => (m.place && 'line' in m.place ? m.place.line : m.line))
        .filter((l): l is number => typeof l === 'number'),
    ),
  ];
  if (file.messages.length < MIN_HITS) return [];
  return [
    finding(
      'language.passive-voice',
      'Prefer the active voice: “Delivered the project on time” is stronger than “The project was delivered”.',
      lines.map((l) => paragraphs[l - 1]?.text ?? ''),
    ),
  ];
};
