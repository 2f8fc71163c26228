/**
 * A job ad read as a recruiter reads it: its items and the part each is in, the requirements it asks of the
 * candidate (essential or desirable, each with its kind), the years asked for and the job's title.
 */
import { conceptsOf } from '../match/words';
import { OCCUPATIONS } from '../vocabulary';
import { PhraseIndex, singulars } from '../vocabulary/phrase-index';
import { extractRequirements } from './extract-requirements';
import type { JobAd, Requirement } from './requirement';
import { readItems } from './read-items';
import { tagParts, type AdItem } from './tag-parts';

const OCCUPATION_INDEX = new PhraseIndex(OCCUPATIONS, 'ad', singulars);
const NOT_ABOUT_THE_JOB = new Set(['employer', 'benefits', 'apply', 'eeo']);

/**
 * Words the ad only ever writes capitalised and uses where it talks about itself, its benefits or applying: the
 * employer's names ("DPN", "Mercy Health"), never a skill.
 */
function employerWords(items: AdItem[]): Set<string> {
  const lowerUse = new Set(items.flatMap((i) => i.tokens.filter((t) => /^\p{Ll}/u.test(t.text)).map((t) => t.lower)));
  return new Set(
    items
      .filter((i) => NOT_ABOUT_THE_JOB.has(i.part))
      .flatMap((i) => i.tokens.filter((t) => /^\p{Lu}/u.test(t.text) && !lowerUse.has(t.lower)).map((t) => t.lower)),
  );
}

/** The occupation the ad names first where it talks about the job (its title, usually in the opening lines). */
function namedOccupation(items: AdItem[]) {
  for (const part of ['role', 'employer', 'duties', 'candidate'] as const)
    for (const item of items.filter((i) => i.part === part)) {
      const hit = OCCUPATION_INDEX.findIn(item.text)[0];
      if (hit) return hit.term;
    }
  return undefined;
}

/** The ad's first line when it reads as a title: a few capitalised words ("Onboarding Officer", "Chef de Partie"). */
function openingTitle(items: AdItem[]): string {
  const first = items[0];
  if (!first || first.part !== 'role') return '';
  const words = first.tokens.filter((t) => t.type === 'word');
  const small = new Set(['and', 'of', 'de', 'the', '&', '-', 'in']);
  return words.length >= 1 && words.length <= 6 && words.every((t) => /^\p{Lu}/u.test(t.text) || small.has(t.lower))
    ? words.map((t) => t.text).join(' ')
    : '';
}

export function readAd(text: string, title?: string): JobAd {
  const items = tagParts(readItems(text));
  const requirements = extractRequirements(items, employerWords(items));
  const given = title?.trim() ?? '';
  const occupation = (given && OCCUPATION_INDEX.findIn(given)[0]?.term) || namedOccupation(items);
  const jobTitle = given || occupation?.name || openingTitle(items);
  const titleRequirement: Requirement[] = jobTitle
    ? [
        {
          kind: 'occupation',
          name: jobTitle,
          wording: jobTitle.toLowerCase(),
          essential: true,
          from: 'title',
          ...(occupation ? { term: occupation } : {}),
          concepts: [...conceptsOf(jobTitle)],
          knockOut: false,
        },
      ]
    : [];
  const years = requirements.filter((r) => r.years).map((r) => r.years!);
  return {
    title: jobTitle,
    requirements: [...titleRequirement, ...requirements],
    yearsRequired: years.length ? Math.max(...years) : null,
    focusText: items
      .filter((i) => !NOT_ABOUT_THE_JOB.has(i.part))
      .map((i) => i.text)
      .join('\n')
      .toLowerCase(),
    text: text.toLowerCase(),
  };
}
