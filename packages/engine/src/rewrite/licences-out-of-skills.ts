/**
 * A licence, registration or check listed under Key Skills ("AHPRA registration", "Current WWCC", "Forklift licence
 * (LF)") moves to Licences and Certifications, where a recruiter screening for it looks. A line is moved only when it
 * is short and names a credential of the vocabulary, and never work rights or citizenship (a circumstance, not a
 * licence). Two changes say so, each undone on its own: the line out of Key Skills, the line into Licences.
 */
import { SHOWN_TERMS } from '../vocabulary/phrase-index';
import { STATUS_CREDENTIALS } from '../vocabulary/credentials';
import { wordCount } from '../analyse/checks/check';
import { STANDARD_HEADINGS, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** A skills line this short is a credential's name, not a sentence that mentions one. */
const MAX_WORDS = 10;
const REASON = 'A licence or check belongs under Licences and Certifications, where a recruiter screening for it looks';

const isCredential = (text: string) =>
  wordCount(text) <= MAX_WORDS &&
  SHOWN_TERMS.findIn(text).some((h) => h.term.kind === 'credential' && !STATUS_CREDENTIALS.has(h.term.name));

export function licencesOutOfSkills(cv: StructuredCv): Step {
  const skills = cv.sections.findIndex((s) => s.kind === 'skills');
  if (skills < 0) return { cv, changes: [] };
  const moving = cv.sections[skills]!.items.filter((i) => isCredential(i.text));
  if (!moving.length) return { cv, changes: [] };
  const from = cv.sections[skills]!.heading;
  const at = cv.sections.findIndex((s) => s.kind === 'certifications');
  const to = at >= 0 ? cv.sections[at]!.heading : STANDARD_HEADINGS.certifications;
  const sections = cv.sections.map((s, i) =>
    i === skills
      ? { ...s, items: s.items.filter((item) => !moving.includes(item)) }
      : i === at
        ? {
            ...s,
            items: [...s.items, ...moving.map((m) => ({ text: m.text, bullet: s.items[0]?.bullet ?? m.bullet }))],
          }
        : s,
  );
  if (at < 0)
    sections.push({
      kind: 'certifications',
      heading: to,
      items: moving.map((m) => ({ text: m.text, bullet: m.bullet })),
    });
  const changes: Change[] = moving.flatMap((m) => [
    { kind: 'clean' as const, section: from, before: m.text, after: '', reason: REASON },
    { kind: 'clean' as const, section: to, before: '', after: m.text, reason: REASON },
  ]);
  return { cv: { ...cv, sections }, changes };
}
