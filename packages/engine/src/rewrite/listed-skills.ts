/**
 * The ad's requirements a rewrite may list under Key Skills, in the ad's words: skills and tools the CV shows in full.
 * A CV with its own skills section gets those it shows in other words (the ad's words beside its own); a CV without
 * one gets a Key Skills section of every one it shows, essentials first, as Australian CVs have.
 */
import type { Judgement } from '../match/judge-lines';
import { normalise } from '../match/words';
import { saysWords } from '../match/match-cv';
import { COURSEWORK, isNamedThing, lightEvidence, ownFieldOf, SETTING, saysItSo } from './strengths-shown';
import { tracedInCv } from './traced';

/** At most this many, so the list stays the few a recruiter checks against the ad. */
const MOST = { inOtherWords: 6, newSection: 8 };

/** A licence, registration or check the ad's words name as a skill ("drainage licence"): held, not a skill. */
const HELD =
  /\b(?:licen[cs]es?|registrations?|checks?|cards?|tickets?|clearances?|permits?|certifications?|certificates?|accreditations?)\b/i;

/**
 * How a requirement is listed: in the ad's words, except one common word alone, which is no skill on a list ("Till"
 * for "counting down a till", "Stakeholders"): then the requirement's name where it holds that word ("Stakeholder
 * engagement"), else nothing. A name of one word ("Excel", "SAP") is listed as it is.
 */
function listedAs(r: Judgement, cvWords: string): string | null {
  const name = r.requirement.name.trim();
  // An ad in capitals ("CUSTOMER SERVICE") is listed as a person writes it: the vocabulary's name, else in small letters.
  const shouted = !/\p{Ll}/u.test(r.requirement.wording) && /\p{Lu}{4}/u.test(r.requirement.wording);
  const wording = shouted
    ? /\p{Ll}/u.test(name)
      ? name
      : r.requirement.wording.trim().toLowerCase()
    : r.requirement.wording.trim();
  // A clause the ad asks in ("using evidence, research and data") is no skill on a list: the vocabulary's name for it,
  // unless the CV's list says that already ("Data analysis in Excel and Power BI").
  if (r.requirement.term && /^\p{Ll}+ing\s/u.test(wording) && wording.split(/\s+/).length >= 4)
    return cvWords.includes(normalise(name)) ? null : name;
  // Words that name no thing ("client centric", a mind-set's adjective) are listed by the vocabulary's name for them
  // ("Customer service"), as the key strengths line names them.
  if (r.requirement.term && wording.includes(' ') && !isNamedThing(wording)) return name;
  if (!/^\p{Ll}+$/u.test(wording)) return wording;
  const stem = wording.slice(0, 5);
  return name.split(/\s+/).length >= 2 &&
    name
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.startsWith(stem))
    ? name
    : null;
}

/** A requirement fit to be listed as a skill the CV has. */
const listable = (r: Judgement, cvText: string, cvWords: string) =>
  r.met === 1 &&
  !COURSEWORK.test(r.evidence?.trim() ?? '') &&
  !lightEvidence(r) &&
  (r.requirement.kind === 'skill' || r.requirement.kind === 'tool') &&
  // A choice ("reception or administration", "warehouse or distribution centre") is never a skill to list: the person
  // shows one of its options, in their words.
  !r.requirement.anyOf &&
  !/\bor\b/i.test(r.requirement.wording) &&
  (r.requirement.term !== undefined || tracedInCv(r.requirement.wording, cvText)) &&
  saysItSo(r) &&
  // A suite is written in only where the CV names it, not one of its parts ("Photoshop").
  (!r.requirement.term?.suite || r.requirement.term.ad.some((name) => cvWords.includes(normalise(name)))) &&
  // Not a kind of employer ("Government organisation"): a recruiter reads it as clutter, not a skill.
  !SETTING.test(r.requirement.wording.trim()) &&
  listedAs(r, cvWords) !== null &&
  !HELD.test(r.requirement.wording) &&
  !otherEdition(r, cvWords);

/** A product the CV names by part of the ad's name for it: another edition, not the same in other words ("MYOB
 * Advanced" for a CV's "MYOB AccountRight"; only a product's name, not a kind of tool). The same thing by another name stays: one sharing no word ("SAP" for
 * "ERP"), or one the vocabulary names in full ("Adobe CC" for "Adobe Creative Suite"). */
function otherEdition(r: Judgement, cvWords: string): boolean {
  const term = r.requirement.term;
  const wording = r.requirement.wording;
  // A product's name: every word capitalised ("MYOB Advanced"), not a kind of tool ("library management system").
  if (
    r.requirement.kind !== 'tool' ||
    !term ||
    !wording
      .trim()
      .split(/\s+/)
      .every((w) => /^\p{Lu}/u.test(w))
  )
    return false;
  const words = normalise(wording).split(' ').filter(Boolean);
  // The brand, its first word, named in the CV, and not all the rest.
  if (!cvWords.includes(` ${words[0]} `) || words.every((w) => cvWords.includes(` ${w} `))) return false;
  const fullName = [...term.ad, ...(term.cv ?? [])].some(
    (n) => n.includes(' ') && cvWords.includes(normalise(n)) && normalise(n) !== normalise(wording),
  );
  return !fullName;
}

export function listedSkills(results: Judgement[], cvText: string, hasSkillsSection: boolean): string[] {
  const cvWords = normalise(cvText);
  // Each fit requirement with how it is listed (`listable` has made sure it is listed at all).
  // Not the job's own field ("Plumbing" listed for an apprentice plumber who says he does not know it yet).
  const ownField = ownFieldOf(results);
  const fit = results
    .filter((r) => listable(r, cvText, cvWords) && !(r.requirement.kind === 'skill' && ownField(r.requirement.wording)))
    .map((r) => ({ r, as: listedAs(r, cvWords)! }));
  // A list of skills says "skills" once, in its heading: "Anaesthetic monitoring", not "Anaesthetic monitoring skills".
  if (!hasSkillsSection)
    return (
      [...fit.filter((x) => x.r.requirement.essential), ...fit.filter((x) => !x.r.requirement.essential)]
        // Not where one word would be left ("Computer skills" stays).
        .map((x) => x.as.replace(/(?<=\S\s+\S+)\s+skills$/i, ''))
        .slice(0, MOST.newSection)
    );
  // Said in other words than the ad's: a vocabulary term the CV names another way ("NES", "SAP" for the ad's "ERP").
  // Only a term the vocabulary knows: a phrase cut from the ad ("Balancing record", "Performance-managing") read as
  // pasted in, beside a skills list of the person's own (a recruiter's read of four CVs).
  // Not one the CV says in so many words anywhere, as the match reads it ("Node.js" says "Node").
  const says = saysWords(cvText);
  return fit
    .filter((x) => x.r.requirement.term !== undefined)
    .filter((x) => !says(x.as))
    .map((x) => x.as)
    .slice(0, MOST.inOtherWords);
}
