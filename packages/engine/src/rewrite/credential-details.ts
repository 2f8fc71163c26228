/**
 * A licences table read cell by cell puts each licence's year or expiry on a line of its own ("White Card (General
 * Construction Induction)" over "2012"): under Licences and Certifications the detail joins its licence, "White Card
 * (General Construction Induction) – 2012", as a recruiter reads a list. Two changes say so, undone together or apart.
 */
import { isCredential, isDetail } from './licences-own-section';
import type { StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

const REASON = 'A licence and its year on one line, as a recruiter reads a list';

export function credentialDetailsJoined(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const sections = cv.sections.map((s) => {
    if (s.kind !== 'certifications') return s;
    const items: typeof s.items = [];
    for (let i = 0; i < s.items.length; i++) {
      const item = s.items[i]!;
      const next = s.items[i + 1];
      if (next && isCredential(item.text) && isDetail(next.text)) {
        const after = `${item.text.trim()} – ${next.text.trim()}`;
        // The detail's line first, so undoing both puts the licence back above it.
        changes.push({ kind: 'clean', section: s.heading, before: next.text, after: '', reason: REASON });
        changes.push({ kind: 'clean', section: s.heading, before: item.text, after, reason: REASON });
        items.push({ ...item, text: after });
        i++;
      } else items.push(item);
    }
    return { ...s, items };
  });
  return { cv: { ...cv, sections }, changes };
}
