/**
 * Which CV bullets answer which criterion: the criterion's own words (never stop words) and a named capability's
 * cues, each bullet used for one criterion while the CV has enough to go round.
 */
import type { CvDocument } from '../types';
import { concept, conceptsOf, tokens } from '../match/words';
import { cvRoles, type Role } from './cv-roles';
import { capabilityOf } from './frameworks';

export interface Bullet {
  text: string;
  role: Role;
  concepts: Set<string>;
  figures: boolean;
}

/** Words a criterion is made of that say nothing of its subject (its own subject words are never dropped, unlike an
 * ad's: "Aboriginal", "community" count here). */
const CRITERION_FILLER = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'to',
  'for',
  'with',
  'by',
  'as',
  'at',
  'your',
  'you',
  'have',
  'has',
  'where',
  'when',
  'how',
  'that',
  'this',
  'which',
  'who',
  'what',
  'please',
  'provide',
  'example',
  'describe',
  'demonstrated',
  'demonstrate',
  'experience',
  'experienced',
  'ability',
  'skills',
  'skill',
  'knowledge',
  'proven',
  'strong',
  'excellent',
  'well',
  'developed',
  'high',
  'level',
  'sound',
  'effective',
  'capacity',
  'understanding',
  'work',
  'working',
  'including',
  'within',
  'across',
  'time',
  'both',
  'able',
  'tell',
  'us',
  'about',
]);
const criterionConcepts = (text: string) =>
  new Set(
    tokens(text)
      .filter((t) => !CRITERION_FILLER.has(t) && !/^\d+$/.test(t) && t.length > 1)
      .map(concept),
  );

/** Concepts too general to show a criterion on their own. */
const STAR_GENERAL = new Set([
  'lead',
  'team',
  'deliv',
  'oper',
  'result',
  'work',
  'communiti',
  'servic',
  'support',
  'develop',
  'improv',
  'process',
  'achiev',
  'coordin',
  'organ',
  'staff',
  'custom',
  'manag',
  'project',
  'role',
]);

/** A bullet with a figure is the best result: "by 40%", "$2m", "12 staff". */
const FIGURES = /\d/;

export function bulletsOf(cv: CvDocument): Bullet[] {
  return cvRoles(cv).flatMap((role) =>
    role.bullets.map((text) => ({
      text,
      role,
      concepts: conceptsOf(text),
      figures: FIGURES.test(text),
    })),
  );
}

/** The bullets each criterion draws on: most relevant first, each used once while there are enough to go round. */
export function chooseEvidence(criteria: string[], bullets: Bullet[]): Bullet[][] {
  const used = new Set<Bullet>();
  // Each bullet answers one criterion while there are at least two bullets a criterion.
  const spread = bullets.length >= criteria.length * 2;
  return criteria.map((criterion) => {
    const capability = capabilityOf(criterion);
    const own = criterionConcepts(criterion);
    const cues = conceptsOf(capability?.cues.join(' ') ?? '');
    // A bullet must hold one of the criterion's specific words when it has any ("Aboriginal and Torres Strait
    // Islander communities" is not shown by "community transport"); a criterion made only of general words
    // ("leading a team to deliver results") or a capability name is shown by one of them or of its cues.
    const specific = [...own].filter((c) => !STAR_GENERAL.has(c));
    const ranked = bullets
      .map((b, order) => {
        const mine = [...own].filter((c) => b.concepts.has(c)).length;
        const mineSpecific = specific.filter((c) => b.concepts.has(c)).length;
        const cue = [...cues].filter((c) => b.concepts.has(c) && !own.has(c)).length;
        return { b, mine, mineSpecific, cue, s: mine + mineSpecific + 0.5 * cue + (b.figures ? 0.5 : 0), order };
      })
      .filter(
        (x) =>
          (capability !== null ? x.mine + x.cue >= 1 : specific.length ? x.mineSpecific >= 1 : x.mine >= 1) &&
          (!spread || !used.has(x.b)),
      )
      .sort((a, b) => b.s - a.s || a.order - b.order)
      .map((x) => x.b);
    // The best bullet's role is the situation; more actions come from the same role (any bullet there that shares
    // a word with the criterion or its capability), then one example from each of up to two other roles.
    const role = ranked[0]?.role;
    const related = bullets.filter(
      (b) =>
        b.role === role &&
        !ranked.includes(b) &&
        (!spread || !used.has(b)) &&
        [...own, ...cues].some((c) => b.concepts.has(c)),
    );
    const main = [...ranked.filter((b) => b.role === role), ...related].slice(0, 5);
    const others = ranked.filter((b, i, all) => b.role !== role && all.findIndex((x) => x.role === b.role) === i);
    const chosen = [...main, ...others.slice(0, 2)];
    for (const b of chosen) used.add(b);
    return chosen;
  });
}
