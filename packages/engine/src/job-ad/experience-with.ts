/**
 * Experience with the people or places an ad names as a pair: "Experience working with schools and teachers",
 * "experience in schools or early learning centres". The noun-phrase reader reads a run of one noun at a time, and
 * a word for people is no skill of its own ("payroll staff"), so the pair asked after "experience … with" was lost.
 * One bounded pattern over the item: linear.
 */
import { conceptsWithPlaces } from '../match/words';
import type { Requirement } from './requirement';

/** "experience (working|dealing) with|in" and two plain words, or a word and a pair of words, joined by "and" or "or";
 * not a word a hyphen joins on ("minute" of "Board papers and minute-taking"). */
const WITH_PAIR =
  /\bexperience (?:of )?(?:working |dealing )?(?:with|in) ((?:\p{Ll}+ )?\p{Ll}+ (?:and|&|or) (?:\p{Ll}+ )?\p{Ll}+)\b(?!-)/iu;

/** Words that say how much or which, never the people or places themselves. */
const NOT_THINGS = /^(?:a|an|the|all|any|some|other|similar|related|relevant|various|both)\b/i;

export function experienceWith(text: string, essential: boolean, from: Requirement['from']): Requirement | null {
  const m = WITH_PAIR.exec(text);
  if (!m || NOT_THINGS.test(m[1]!)) return null;
  const wording = m[1]!.replace(/ & /, ' and ');
  // "Strumis or similar MRP": the thing named, or one like it; what shows it is the name (a CV's "through Strumis").
  const named = /^(.+?) or (?:a )?(?:similar|equivalent|comparable|other)\b/i.exec(wording)?.[1];
  return {
    kind: 'skill',
    name: `Experience working with ${wording}`,
    wording,
    essential,
    from,
    concepts: [...conceptsWithPlaces(named ?? wording)],
    knockOut: false,
  };
}
