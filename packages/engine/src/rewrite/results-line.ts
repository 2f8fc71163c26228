/**
 * The summary names the person's measured results the ad is about, as the CV states them: "Key achievements: reduced
 * the outpatient waitlist from 14 weeks to 5 weeks; lifted falls-screening audit compliance from 48% to 91%." A
 * recruiter reads the summary first and looks for figures (a recruiter read summaries of duties over a CV's "from
 * 4,100 to 7,850" as its best evidence left out). Each is a sentence of a recent role's bullet, word for word: a
 * past-tense verb, a figure and the ad's words, so the line claims nothing the CV does not.
 */
import { conceptsOf } from '../match/words';
import { dateRanges } from '../analyse/checks/dates';
import { isPastTense } from '../analyse/checks/action-verbs';
import { baseOf } from '../star/verb-forms';
import { UNDER_SUPERVISION } from '../vocabulary/cv-words';
import { lowerFirst } from '../star/sentence';
import { ACHIEVEMENTS_HEADING } from '../read/classify';
import { OPENS_LIGHTLY } from './strengths-shown';
import { summaryText, type StructuredCv } from './structured-cv';
import { addToSummary } from './tailor-summary';
import type { Step } from './transforms';

/** Roles the line draws on: the latest two, as the experience line. */
const RECENT_ROLES = 2;
/** A result said in a summary: long enough to say what moved, short enough to read at a glance. */
const MIN_WORDS = 6;
const MAX_WORDS = 24;
/** At most this many, and this many words together. */
const MAX_RESULTS = 2;
const MAX_LINE_WORDS = 45;

/** A figure beyond a year: "48%", "$118,000", "14 weeks", "180 adult programs". */
const hasFigure = (text: string) => /\d/.test(text.replace(/\b(?:19|20)\d{2}\b/g, ''));
/** A change or an amount a recruiter reads as a result: a percentage, money, or "from … to …" ("from 14 weeks to 5
 * weeks"; bounded). */
const MEASURED = /\d\s?%|\$\s?\d|\bfrom\s+\S*\d\S*(?:\s+[^\s\d.;]{1,15}){0,2}\s+to\s+\S*\d/i;

/** Sentences of the recent roles' bullets and duty lines, each with how recent its role is (0 the latest). */
function sentencesOf(cv: StructuredCv): Array<{ text: string; role: number }> {
  let role = -1;
  const found: Array<{ text: string; role: number }> = [];
  for (const item of cv.sections.filter((s) => s.kind === 'experience').flatMap((s) => s.items)) {
    if (!item.bullet && dateRanges(item.text).length) role++;
    if (Math.max(role, 0) >= RECENT_ROLES) break;
    // A bullet or a sentence, not a role's line of context ("Chilled ham, bacon and sliced meats for two major
    // retailers; 230 staff; $26m budget" had been read as a result done: "chilled" as a verb).
    if (!item.bullet && !/[.!]$/.test(item.text.trim())) continue;
    // Each sentence, cut again where a semicolon opens a further action ("… from 48% to 91% over six months; presented
    // results to …"), not where it tells the outcome ("…; the paper was endorsed by the First Assistant Secretary").
    for (const sentence of item.text.split(/(?<=[.!])\s+/u))
      for (const part of sentence.split(/;\s+(?=\p{Ll}+ed\b)/u))
        found.push({ text: withoutMeans(part.trim().replace(/[.!;]$/, '')), role: Math.max(role, 0) });
  }
  return found;
}

/** A result without how it was done, when what moved is said before it: "Reduced the waitlist from 14 weeks to 5 weeks
 * in 2024 by adding a second weekly session …" → "… to 5 weeks in 2024". */
const withoutMeans = (text: string) => {
  const by = / by \p{Ll}+ing\b/u.exec(text);
  return by && hasFigure(text.slice(0, by.index)) ? text.slice(0, by.index) : text;
};

/** Whether a sentence opens on a verb done and finished ("Reduced", "Led", "Lifted"). */
const opensDone = (text: string, isWord: (w: string) => boolean) => {
  const first = /^\p{L}+/u.exec(text)?.[0] ?? '';
  return isPastTense(first) && !!baseOf(first, isWord);
};

export function resultsLine(cv: StructuredCv, adFocus: string, isWord: (w: string) => boolean): Step {
  // A CV with its achievements set apart already ("Key Achievements") says them there: a line above would repeat it.
  if (cv.sections.some((s) => s.kind !== 'experience' && ACHIEVEMENTS_HEADING.test(s.heading) && s.items.length))
    return { cv, changes: [] };
  const ad = conceptsOf(adFocus);
  const own = summaryText(cv).toLowerCase();
  // Nor does a summary that states a measured result of its own ("growing our Tax Appeal income by 38% in two
  // years"): a recruiter read the line under it as the bullets again, word for word.
  if (MEASURED.test(own)) return { cv, changes: [] };
  const ranked = sentencesOf(cv)
    .filter(({ text }) => {
      const words = text.split(/\s+/).length;
      return (
        words >= MIN_WORDS &&
        words <= MAX_WORDS &&
        hasFigure(text) &&
        opensDone(text, isWord) &&
        // Each a change or an amount: a number alone ("weddings, 21sts and wakes", "anyone who looked under 25") is
        // a duty's detail, not an achievement.
        MEASURED.test(text) &&
        // Nor a helper's part, no achievement of one's own ("Helped draft a $5,000 grant application").
        !OPENS_LIGHTLY.test(text) &&
        !UNDER_SUPERVISION.test(text) &&
        !own.includes(text.toLowerCase())
      );
    })
    .map((x) => ({ ...x, shared: [...conceptsOf(x.text)].filter((c) => ad.has(c)).length }))
    .filter((x) => x.shared > 0)
    // What moved, in the ad's words, from the latest role first.
    // A change measured counts most; past three of the ad's words, a longer list of them says no more.
    .map((x) => ({ ...x, worth: Math.min(x.shared, 3) + (MEASURED.test(x.text) ? 3 : 0) - x.role }))
    .sort((a, z) => z.worth - a.worth);
  const chosen: string[] = [];
  for (const x of ranked) {
    const words = [...chosen, x.text].join(' ').split(/\s+/).length;
    if (chosen.length === MAX_RESULTS || words > MAX_LINE_WORDS) break;
    chosen.push(x.text);
  }
  if (!chosen.length) return { cv, changes: [] };
  const line = `Key achievements: ${chosen.map(lowerFirst).join('; ')}.`;
  // Words the ad does not use lower the text's similarity to it a little: a recruiter wants the figures more.
  return {
    ...addToSummary(cv, line, 'Puts your measured results that this ad is about where a recruiter reads first'),
    mayCostMatch: true,
  };
}
