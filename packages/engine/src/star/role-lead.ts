/**
 * A role whose title names what a criterion asks, for a criterion the CV's lines do not answer: a thin CV's "Retail
 * Team Member at Kmart" for "Ability to work effectively as part of a small team". The draft then asks for the example
 * that role may give, rather than telling the person their CV has nothing (a panel had read that as false).
 */
import { article } from './sentence';
import { theEmployer } from './draft-sentences';
import { conceptsOf } from '../match/words';
import type { Role } from './cv-roles';

/** Title words too common to name what a criterion asks ("Officer", "Assistant", "Worker"). */
const COMMON = new Set([...conceptsOf('officer assistant worker member senior junior casual work')]);

/** "a Retail Team Member at Kmart", or null when no role's title names what the criterion asks. */
export function roleLead(criterion: string, roles: Role[]): string | null {
  const asked = conceptsOf(criterion);
  const role = roles.find(
    (r) => r.title && r.employer && [...conceptsOf(r.title)].some((c) => !COMMON.has(c) && asked.has(c)),
  );
  return role ? `${article(role.title!)} ${role.title} at ${theEmployer(role.employer!)}` : null;
}
