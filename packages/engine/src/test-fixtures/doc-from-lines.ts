/** A CvDocument straight from lines (no Word file), for fast property tests of single checks. */
import { classify } from '../read/classify';
import { measureFacts } from '../read/facts';
import type { CvDocument, RawDocument, RawParagraph } from '../types';

export interface LinesSpec {
  top: string[];
  sections: Array<{ heading: string; lines?: string[]; bullets?: string[] }>;
}

export function docFromLines(spec: LinesSpec): CvDocument {
  const para = (text: string, listItem = false, headingStyle = false): RawParagraph => ({
    text,
    source: 'body',
    listItem,
    headingStyle,
  });
  const paragraphs = [
    ...spec.top.map((t) => para(t)),
    ...spec.sections.flatMap((s) => [
      para(s.heading, false, true),
      ...(s.lines ?? []).map((t) => para(t)),
      ...(s.bullets ?? []).map((t) => para(t, true)),
    ]),
  ];
  const raw: RawDocument = {
    format: 'docx',
    paragraphs,
    images: 0,
    photoLikeImages: 0,
    tables: 0,
    textBoxes: 0,
    statedPages: 0,
    pageBreaks: 0,
    listsKnown: true,
    hasMacros: false,
  };
  const classified = classify(raw.paragraphs);
  const text = classified.paragraphs.map((p) => p.text).join('\n');
  return { text, ...classified, facts: measureFacts(raw, classified.paragraphs) };
}
