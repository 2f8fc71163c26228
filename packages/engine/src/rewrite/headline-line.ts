/**
 * A summary that never says what the person does opens on the role they hold, in the CV's own words: "Disability
 * Support Worker at Life Without Barriers since 2023." A recruiter reads the summary's first line first, and "Own car
 * and can start early." or an emptied objective tells them nothing. Every word is the CV's title, employer and year,
 * so it claims nothing new; a summary that already names the role keeps its own opening.
 */
import type { CvDocument } from '../types';
import { cvRoles, latestRole } from '../star/cv-roles';
import { lowerFirst } from '../star/sentence';
import { conceptsOf } from '../match/words';
import { OCCUPATION_TERMS } from '../vocabulary/phrase-index';
import { addToSummary } from './tailor-summary';
import type { Step } from './transforms';
import { summaryText, type StructuredCv } from './structured-cv';

export function headlineLine(cv: StructuredCv, doc: CvDocument, jobTitle = ''): Step {
  const role = latestRole(cvRoles(doc));
  if (!role?.title || !role.employer || !role.when) return { cv, changes: [] };
  // A role in another occupation than the job's says the wrong thing first: "Cleaner at Sparkle Right Cleaning
  // Services since 2019." atop an aged care worker's application, "Crew Member at Golden Grill Burgers since 2024."
  // atop a barista's (a title the vocabulary does not know names no kin of the job either).
  const held = new Set(OCCUPATION_TERMS.findIn(role.title).map((h) => h.term.name));
  const wanted = OCCUPATION_TERMS.findIn(jobTitle).map((h) => h.term.name);
  const shares = [...conceptsOf(role.title)].some((c) => conceptsOf(jobTitle).has(c));
  if (wanted.length && !wanted.some((n) => held.has(n)) && !shares) return { cv, changes: [] };
  const own = summaryText(cv);
  const summary = conceptsOf(own);
  // Named when every word of the title is there ("Support worker of four years in disability" names a Disability
  // Support Worker; "chairside assisting" does not name a Dental Assistant), or when the summary names the person's
  // occupation in words of its own ("Enthusiastic graduate primary teacher …" is no place for "OSHC Educator at …").
  const title = conceptsOf(role.title);
  // Nor when it names the work the role and the job share ("professional driver with 30 years behind the wheel" for a
  // courier applying to drive buses: "Courier Driver at …" would lead with his least relevant job).
  const shared = [...title].filter((c) => conceptsOf(jobTitle).has(c));
  if (
    !title.size ||
    [...title].every((c) => summary.has(c)) ||
    OCCUPATION_TERMS.findIn(own).length ||
    (shared.length && shared.every((c) => summary.has(c)))
  )
    return { cv, changes: [] };
  // "Since 2023" → "since 2023", "From 2019 to 2022" → "from 2019 to 2022"; a title as the CV writes it.
  // "Various small businesses" are clients worked for, not an employer: "Bookkeeper for various small businesses".
  const many = /^(?:various|several|multiple|numerous)\b/i.test(role.employer);
  const employer = many ? `for ${lowerFirst(role.employer)}` : `at ${role.employer}`;
  // A title set in capitals on the CV ("STOREMAN") is written as a title in a sentence: "Storeman at …"; a short form
  // in capitals stays ("HR", "IT").
  const said = /\p{Ll}/u.test(role.title)
    ? role.title
    : role.title.replace(/\p{Lu}{4,}/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
  const line = `${said} ${employer} ${lowerFirst(role.when)}.`;
  const reason = role.current
    ? 'Opens with the role you hold now, in your CV’s own words, where a recruiter reads first'
    : 'Opens with your most recent role, in your CV’s own words, where a recruiter reads first';
  return addToSummary(cv, line, reason, 'start');
}
