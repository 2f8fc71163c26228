/**
 * A licence, registration or check listed under Key Skills, Education or Personal Details ("AHPRA registration", "Current WWCC",
 * "Forklift licence (LF)", "White Card") moves to Licences and Certifications, where a recruiter screening for it
 * looks. A line is moved only when it is short and names a credential of the vocabulary, never an award ("Certificate
 * III in Plumbing" stays under Education, and so does schooling: "HSC – Jamison High School 2011") and never work
 * rights or citizenship (a circumstance, not a licence). Two
 * changes say so, each undone on its own: the line out of its section, the line into Licences.
 */
import { SHOWN_TERMS } from '../vocabulary/phrase-index';
import { SCHOOLING_CREDENTIALS, STATUS_CREDENTIALS } from '../vocabulary/credentials';
import { wordCount } from '../analyse/checks/check';
import { awardLevel } from '../qualification/aqf-level';
import { isPersonalDetails, STANDARD_HEADINGS, type StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** A short line in capitals, or a catch-all name in any case: a heading the reader did not know ("OTHER", "TICKETS",
 * "Other"). */
const CAPITALS_LINE = /^(?=.*\p{Lu}{3})[\p{Lu}\s&/,-]{3,30}$/u;
const CATCH_ALL = /^(?:other|others|additional|miscellaneous|misc|general)(?: (?:information|details))?:?$/i;
const headingLine = (text: string) => CAPITALS_LINE.test(text) || CATCH_ALL.test(text);

/** A skills line this short is a credential's name, not a sentence that mentions one. */
const MAX_WORDS = 14;
const REASON = 'A licence or check belongs under Licences and Certifications, where a recruiter screening for it looks';

export const isCredential = (text: string) =>
  wordCount(text) <= MAX_WORDS &&
  awardLevel(text.toLowerCase().split(/\s+/), 0) === null &&
  SHOWN_TERMS.findIn(text).some(
    (h) =>
      h.term.kind === 'credential' && !STATUS_CREDENTIALS.has(h.term.name) && !SCHOOLING_CREDENTIALS.has(h.term.name),
  );

/** A short line that says who issued a credential or when: "St John WA, 2024", "Expires 03/2027", "Current"; not a
 * course of its own with its year ("Infection control training – 2023"). */
export const isDetail = (text: string) =>
  wordCount(text) <= 6 &&
  !isCredential(text) &&
  // A thing named before its detail ("Manual Handling – completed 2023") is an item of its own.
  !/^\p{L}[^–—:|]{2,40}\s[–—:|-]\s/u.test(text.trim()) &&
  !/\b(?:training|course|workshop|induction|program|programme|module)\b/i.test(text) &&
  // Nor one that names a credential of its own by its kind ("Xero Advisor Certification (renewed Mar 2026)").
  !/\b(?:certification|certificate|licen[cs]e|accreditation|registration|ticket)\b/i.test(text) &&
  awardLevel(text.toLowerCase().split(/\s+/), 0) === null &&
  (/\b(?:19|20)\d{2}\b/.test(text) || /^(?:current|expires?|valid|renewed)\b/i.test(text.trim()));

/** A heading that names licences, registrations or checks, not courses. */
const LICENCE_HEADING = /licen[cs]|registration|certificat|tickets?\b|checks?\b|clearances?|accreditation/i;

export function licencesToOwnSection(cv: StructuredCv): Step {
  // Key Skills first, then Education, then Personal Details ("Drivers Licence: Yes - own car" is a licence a recruiter
  // screens for, not a personal detail).
  const skills = licencesOutOf(cv, (s) => s.kind === 'skills');
  const education = licencesOutOf(skills.cv, (s) => s.kind === 'education');
  const personal = licencesOutOf(education.cv, isPersonalDetails);
  return { cv: personal.cv, changes: [...skills.changes, ...education.changes, ...personal.changes] };
}

function licencesOutOf(cv: StructuredCv, pick: (s: StructuredCv['sections'][number]) => boolean): Step {
  const source = cv.sections.findIndex(pick);
  if (source < 0) return { cv, changes: [] };
  const items = cv.sections[source]!.items;
  const moving = items.filter((i) => isCredential(i.text));
  if (!moving.length) return { cv, changes: [] };
  // The line under a credential that says who issued it or when ("St John WA, 2024") moves with it, joined.
  const details = new Map(
    moving.flatMap((m) => {
      const next = items[items.indexOf(m) + 1];
      return next && isDetail(next.text) && !moving.includes(next) ? [[m, next] as const] : [];
    }),
  );
  const said = (m: (typeof items)[number]) => (details.has(m) ? `${m.text} – ${details.get(m)!.text}` : m.text);
  const detailLines = new Set(details.values());
  // A heading the reader took for a line ("OTHER") whose lines all move would be left over nothing: it goes too.
  const emptied = items.filter(
    (item, k) =>
      headingLine(item.text.trim()) &&
      k + 1 < items.length &&
      items.slice(k + 1).every((next) => moving.includes(next)),
  );
  const from = cv.sections[source]!.heading;
  // A section headed for licences, registrations or checks takes them; one of courses ("Professional Development",
  // "Training") does not: a teacher's registration and WWCC had gone to the foot of her PD list (a recruiter's read).
  const at = cv.sections.findIndex((s) => s.kind === 'certifications' && LICENCE_HEADING.test(s.heading));
  const to = at >= 0 ? cv.sections[at]!.heading : STANDARD_HEADINGS.certifications;
  const sections = cv.sections.map((s, i) =>
    i === source
      ? {
          ...s,
          items: s.items.filter((item) => !moving.includes(item) && !emptied.includes(item) && !detailLines.has(item)),
        }
      : i === at
        ? {
            ...s,
            items: [...s.items, ...moving.map((m) => ({ text: said(m), bullet: s.items[0]?.bullet ?? m.bullet }))],
          }
        : s,
  );
  if (at < 0)
    sections.push({
      kind: 'certifications',
      heading: to,
      items: moving.map((m) => ({ text: said(m), bullet: m.bullet })),
    });
  const changes: Change[] = [
    ...moving.flatMap((m) => [
      // The detail's line first, so undo puts the credential back above it.
      ...(details.has(m)
        ? [{ kind: 'clean' as const, section: from, before: details.get(m)!.text, after: '', reason: REASON }]
        : []),
      { kind: 'clean' as const, section: from, before: m.text, after: '', reason: REASON },
      { kind: 'clean' as const, section: to, before: '', after: said(m), reason: REASON },
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
