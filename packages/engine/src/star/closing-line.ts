/**
 * A draft's last sentence, tying its example to the job applied for ("I would bring this experience to the Ward Clerk
 * role."), as selection-criteria guides advise. It states an intention, not a fact, so it needs nothing from the
 * CV; it is said only where a draft is short of the words its limit wants, and only for a title the ad states plainly.
 */
import { readAd } from '../job-ad';
import { TITLE_HEAD } from '../analyse/checks/role-detail';
import { article } from './sentence';

/** The job the ad names, when it reads as one: a few capitalised words ending on a job's head word. */
export function targetRole(jobText: string): string | null {
  if (!jobText.trim()) return null;
  const title = readAd(jobText).title.trim();
  const words = title.split(/\s+/);
  return words.length <= 6 && /^\p{Lu}/u.test(title) && !/\d/.test(title) && TITLE_HEAD.test(title) ? title : null;
}

/** Three ways to say it, one a draft, so five drafts do not end on one stock line. */
const CLOSINGS = [
  (title: string) => `I would bring this experience to the ${title} role.`,
  (title: string) => `I would bring the same approach to the position of ${title}.`,
  (title: string) => `This is experience I would build on as ${article(title)} ${title}.`,
];

/** The closing line for a draft's place in the set. */
export const closingLine = (title: string, turn: number) => CLOSINGS[turn % CLOSINGS.length]!(title);

/** Every wording of the closing line for a job, to find it in a paragraph. */
export const closingLines = (title: string) => CLOSINGS.map((say) => say(title));
