/** A CvDocument straight from lines (no Word file), for fast property tests of single checks. */
import { asDocument } from '../rewrite/as-document';
import type { CvDocument } from '../types';

export interface LinesSpec {
  top: string[];
  sections: Array<{ heading: string; lines?: string[]; bullets?: string[] }>;
}

export function docFromLines(spec: LinesSpec): CvDocument {
  return asDocument({
    name: '',
    contact: spec.top,
    sections: spec.sections.map((s) => ({
      kind: 'other',
      heading: s.heading,
      items: [
        ...(s.lines ?? []).map((text) => ({ text, bullet: false })),
        ...(s.bullets ?? []).map((text) => ({ text, bullet: true })),
      ],
    })),
  });
}
