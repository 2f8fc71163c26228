/**
 * A draft's last sentence, tying its example to the job applied for ("I would bring this experience to the Ward Clerk
 * role."), as selection-criteria guides advise. It states an intention, not a fact, so it needs nothing from the
 * CV; it is said only where a draft is short of the words its limit wants, and only for a title the ad states plainly.
 */
import { readAd } from '../job-ad';
import { TITLE_HEAD } from '../analyse/checks/role-detail';
import { article } from './sentence';
import { tagText } from '../nlp/tag-text';
import { wordCount } from '../analyse/checks/check';
import { capabilityOf } from './frameworks';

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
  // Not "the same approach", which a draft of duties never described.
  (title: string) => `This experience is what I would bring to the position of ${title}.`,
  (title: string) => `This is experience I would build on as ${article(title)} ${title}.`,
];

/** The closing line for a draft's place in the set. */
export const closingLine = (title: string, turn: number) => CLOSINGS[turn % CLOSINGS.length]!(title);

/**
 * What a criterion asks a person to do, as a verb phrase a closing line can promise: "my ability to build and maintain
 * effective relationships with stakeholders" → "build and maintain effective relationships with stakeholders". Only
 * its first clause (a capability's second behaviour after ";" is another ask), and none when long, addressed to the
 * reader, or holding a verb left in the third person ("adhere to the Code … and deals with …" reads wrongly after "I
 * would").
 */
/** The longest ask a closing line says back: a longer one reads to a panel as the criterion parroted ("I would draw on
 * this experience to plan and manage my own workload, prioritising competing tasks and delivering high-quality work to
 * tight timeframes in a changing environment"). */
const MAX_ASK_WORDS = 14;

function abilityAsk(focus: string): string | null {
  if (!focus.startsWith('my ability to ')) return null;
  const ask = focus
    .slice('my ability to '.length)
    .split(/[;.]| [–-] /)[0]!
    .trim()
    .replace(/,$/, '')
    // A capability's shorthand "for own work" is "for my own work" in a sentence of the person's.
    .replace(/\b(for|of|on|in|with|to) own\b/g, '$1 my own');
  if (!ask || wordCount(ask) > MAX_ASK_WORDS || /\byour?\b/i.test(ask)) return null;
  // Tagged as it will read, after "I would" (alone, "work as part of a team" opens on a noun).
  const tokens = tagText(`I would ${ask}`).slice(2);
  // A verb in "-s", or a word in "-s" opening a clause after "and" before "with" or "the" (the tagger reads "deals" in
  // "and deals with" as a noun).
  const opensClause = (i: number) =>
    ['and', ','].includes(tokens[i - 1]!.lower) && ['ADP', 'DET'].includes(tokens[i + 1]?.pos ?? '');
  const thirdPerson = tokens.some((t, i) => i > 0 && /[^s]s$/.test(t.lower) && (t.pos === 'VERB' || opensClause(i)));
  return tokens[0]?.pos === 'VERB' && !thirdPerson ? ask : null;
}

/** "my experience in contract management", "my knowledge of medical terminology": what a person has, and of what. */
const HAS = /^my (experience|knowledge|understanding) (in|of|with|using) (.+)$/;
/** "my written communication skills": a few words naming the skills. */
const SKILLS = /^my ((?:[\w’'-]+,? (?:and )?){1,4})skills$/;

/**
 * Experience, knowledge or skills a closing line builds on: "build on this experience in contract management", "put
 * these written communication skills to use"; none when long or listing more after a comma.
 */
function heldAsk(focus: string): string | null {
  const has = HAS.exec(focus);
  if (has) {
    const [, noun, of, what] = has as unknown as [string, string, string, string];
    return what.includes(',') || wordCount(what) > 10 ? null : `build on this ${noun} ${of} ${what}`;
  }
  const skills = SKILLS.exec(focus);
  return skills ? `put these ${skills[1]}skills to use` : null;
}

/**
 * What a closing line can promise for a criterion, as what follows "I would": "use this experience to plan and
 * monitor projects" for an ability; for a capability named alone, the behaviours a panel looks for ("bring the same
 * approach to planning my work, meeting deadlines …"). None for a question, a qualification or knowledge, which a
 * promise cannot meet.
 */
export function closingAsk(focus: string, turn: number, shown: number): string | null {
  const ability = abilityAsk(focus);
  if (ability) return `${turn % 2 ? 'draw on' : 'use'} this experience to ${ability}`;
  // Experience, knowledge or skills are promised only where the examples show most of what the criterion names.
  const held = shown >= 0.8 ? heldAsk(focus) : null;
  if (held) return held;
  const capability = focus.startsWith('the capability ') ? capabilityOf(focus.slice('the capability '.length)) : null;
  // A capability's behaviours are promised only where the examples show most of what it names: a panel read "…
  // tailoring the message to the audience and negotiating an outcome" after examples of neither as a claim.
  if (!capability || shown < 0.8) return null;
  const mine = capability.behaviours.replace(/\byour\b/g, 'my').replace(/\byou\b/g, 'I');
  return `bring the same approach to ${mine}`;
}

/**
 * The closing line for a draft's place in the set, with what the criterion asks where it can be promised ("As a
 * Project Officer, I would use this experience to plan and monitor projects."): a panel reads a closing that names the
 * job and the criterion's own ask as the example tied back to it. Without an ask, the job alone; without either, none.
 */
export function closingFor(title: string | null, ask: string | null, turn: number): string {
  if (!ask) return title ? closingLine(title, turn) : '';
  if (!title) return `In the role I am applying for, I would ${ask}.`;
  return turn % 2 ? `In the ${title} role, I would ${ask}.` : `As ${article(title)} ${title}, I would ${ask}.`;
}
