import type { Finding } from '@cvmate/contract';
import { finding } from './finding';

/**
 * Findings that damaged text causes or makes untrue: a broken word reads as a misspelling or a US spelling, a lost "ti"
 * turns "time" into "me" (first person), and "ATS can read it in order" is untrue of garbled text. Held back when the
 * text is damaged, so the report says the one thing that matters. (Missing sections and long paragraphs stay: they are
 * true of the text as an applicant tracking system reads it.)
 */
const MASKED_BY_DAMAGE = new Set<string>([
  'ats.glued-words',
  'ats.simple-layout',
  'language.first-person',
  'language.us-spelling',
  'language.australian-spelling',
  'language.misspelt',
]);

/** No e-mail and no phone is one problem (nobody can reach you), said once rather than as two. */
const REPLACED_BY_NO_CONTACT = new Set<string>(['contact.missing-email', 'contact.missing-phone']);

/** The findings as the report shows them: what a serious finding makes moot is left out. */
export function reconcile(findings: Finding[]): Finding[] {
  const has = (code: string) => findings.some((f) => f.code === code);
  let out = findings;
  // Praise must not quote garbled text ("Idened and xed") nor sit beside its own contradiction.
  if (has('text.damaged'))
    out = out
      .filter((f) => !MASKED_BY_DAMAGE.has(f.code))
      .map(({ evidence, ...f }) => (f.type === 'positive' || !evidence ? f : { ...f, evidence }));
  if (has('format.no-bullets') || has('text.repeated')) out = out.filter((f) => f.code !== 'format.concise-paragraphs');
  if (has('contact.missing-email') && has('contact.missing-phone'))
    out = [
      ...out.filter((f) => !REPLACED_BY_NO_CONTACT.has(f.code)),
      finding(
        'contact.none',
        'Your CV has no e-mail address and no phone number: a recruiter who likes it has no way to reach you. Put both at the top, under your name.',
      ),
    ];
  return out;
}
