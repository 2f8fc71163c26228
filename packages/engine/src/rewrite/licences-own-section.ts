/**
 * A licence, registration or check listed under Key Skills or Education ("AHPRA registration", "Current WWCC",
 * "Forklift licence (LF)", "White Card") moves to Licences and Certifications, where a recruiter screening for it
 * looks. A line is moved only when it is short and names a credential of the vocabulary, never an award ("Certificate
 * III in Plumbing" stays under Education) and never work rights or citizenship (a circumstance, not a licence). Two
 * changes say so, each undone on its own: the line out of its section, the line into Licences.
 */
import { SHOWN_TERMS } from '../vocabulary/phrase-index';
import { STATUS_CREDENTIALS } from '../vocabulary/credentials';
import { wordCount } from '../analyse/checks/check';
import { awardLevel } from '../qualification/aqf-level';
import { STANDARD_HEADINGS, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** A short line in capitals: a heading the reader did not know ("OTHER", "TICKETS"). */
const HEADING_LINE = /^(?=.*\p{Lu}{3})[\p{Lu}\s&/,-]{3,30}$/u;

/** A skills line this short is a credential's name, not a sentence that mentions one. */
const MAX_WORDS = 14;
const REASON = 'A licence or check belongs under Licences and Certifications, where a recruiter screening for it looks';

const isCredential = (text: string) =>
  wordCount(text) <= MAX_WORDS &&
  awardLevel(text.toLowerCase().split(/\s+/), 0) === null &&
  SHOWN_TERMS.findIn(text).some((h) => h.term.kind === 'credential' && !STATUS_CREDENTIALS.has(h.term.name));

export function licencesToOwnSection(cv: StructuredCv): Step {
  // Key Skills first, then Education.
  const skills = licencesOutOf(cv, 'skills');
  const education = licencesOutOf(skills.cv, 'education');
  return { cv: education.cv, changes: [...skills.changes, ...education.changes] };
}

function licencesOutOf(cv: StructuredCv, kind: 'skills' | 'education'): Step {
  const source = cv.sections.findIndex((s) => s.kind === kind);
  if (source < 0) return { cv, changes: [] };
  const items = cv.sections[source]!.items;
  const moving = items.filter((i) => isCredential(i.text));
  if (!moving.length) return { cv, changes: [] };
  // A heading the reader took for a line ("OTHER") whose lines all move would be left over nothing: it goes too.
  const emptied = items.filter(
    (item, k) =>
      HEADING_LINE.test(item.text.trim()) &&
      k + 1 < items.length &&
      items.slice(k + 1).every((next) => moving.includes(next)),
  );
  const from = cv.sections[source]!.heading;
  const at = cv.sections.findIndex((s) => s.kind === 'certifications');
  const to = at >= 0 ? cv.sections[at]!.heading : STANDARD_HEADINGS.certifications;
  const sections = cv.sections.map((s, i) =>
    i === source
      ? { ...s, items: s.items.filter((item) => !moving.includes(item) && !emptied.includes(item)) }
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
  const changes: Change[] = [
    ...moving.flatMap((m) => [
      { kind: 'clean' as const, section: from, before: m.text, after: '', reason: REASON },
      { kind: 'clean' as const, section: to, before: '', after: m.text, reason: REASON },
    ]),
    ...emptied.map((e) => ({
      kind: 'clean' as const,
      section: from,
      before: e.text,
      after: '',
      reason: 'A heading left with nothing under it',
    })),
  ];
  return { cv: { ...cv, sections }, changes };
}
