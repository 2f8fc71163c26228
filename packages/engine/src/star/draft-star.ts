/**
 * STAR drafts for selection criteria, written from the CV's own roles and bullets. Each criterion gets the bullets
 * that share most meaning with it (and with the capability it names), each bullet used for one criterion while the
 * CV has enough; the role above them gives the situation, their verbs and objects the action, a bullet with figures
 * the result. Sentences come from templates that are grammatical for any bullet shape (first-person.ts); what the CV
 * cannot supply is a [bracketed prompt], at most a fifth of the words, and the fact guard checks every number and
 * name against the CV.
 */
import { DEFAULT_GOV_WORD_LIMIT, type GovResponseItem } from '@cvmate/contract';
import type { CvDocument } from '../types';
import { wordCount } from '../analyse/checks/check';
import { factGuard } from '../rewrite/fact-guard';
import type { Role } from './cv-roles';
import { bulletsOf, chooseEvidence, type Bullet } from './choose-evidence';
import { actionSentence, baseOf, firstPerson, pastAction } from './first-person';
import { loadSpeller } from '../analyse/checks/spelling';
import { focusOf } from './focus';
import { capabilityOf, classificationOf } from './frameworks';

export const DEFAULT_WORD_LIMIT = DEFAULT_GOV_WORD_LIMIT;
export const PROMPTS = {
  situation: '[Describe the situation: where you worked and what was happening]',
  context: '[Add a sentence on what was happening and why it mattered.]',
  task: '[Say what you were asked to achieve, in one sentence]',
  result: '[verify: add the result, with a figure if you have one]',
  reflection: '[Add what this showed about how you work, in one sentence.]',
  steps: '[Describe two or three steps you took, in the first person.]',
} as const;

/** "Operations Coordinator at Sydney Freight Co", or null without a title. */
const roleName = (role: Role) => (role.title ? `${role.title}${role.employer ? ` at ${role.employer}` : ''}` : null);

function situation(role: Role): string {
  const name = roleName(role);
  if (!name) return PROMPTS.situation;
  const as = ` as ${name}`;
  if (!role.when) return `I worked${as}.`;
  return role.current ? `${role.when}, I have worked${as}.` : `${role.when}, I worked${as}.`;
}

/** "The result: I reduced …" as a full sentence, from the bullet with figures. */
const resultSentence = (b: Bullet) => {
  const action = pastAction(b.text);
  const done = action ? actionSentence(action) : firstPerson(b.text);
  return `The outcome was measurable: ${done}`;
};

/** "My task was to lead a team of 12 warehouse staff." from a verb-first bullet, up to its first "by" or comma. */
function taskSentence(b: Bullet, isWord: (w: string) => boolean): string {
  const action = pastAction(b.text);
  const base = action && baseOf(action.verb, isWord);
  if (!action || !base) return PROMPTS.task;
  const object = action.rest.split(/,\s|\s(?:and|by|through|using|while|which|that|–|-)\s/)[0]!.trim();
  return object ? `My task was to ${base} ${object}.` : PROMPTS.task;
}

/** An example from another role: "As Program Officer at …, I developed …". */
const elsewhere = (b: Bullet) => {
  const name = roleName(b.role);
  const where = name ? `As ${name}, ` : 'In another role, ';
  const sentence = firstPerson(b.text);
  return `${where}${sentence[0] === 'I' && sentence[1] === ' ' ? sentence : sentence[0]!.toLowerCase() + sentence.slice(1)}`;
};

function draftFor(
  criterion: string,
  evidence: Bullet[],
  limit: number,
  isWord: (w: string) => boolean,
): GovResponseItem {
  if (!evidence.length) {
    const focus = focusOf(criterion).replace(/^my /, 'your ');
    const starResponse = {
      situation: PROMPTS.situation,
      task: `[This criterion asks for ${focus}; your CV does not yet show an example of it.]`,
      action: `[Add an example where you showed ${focus}: the role, what you did and the result.]`,
      result: PROMPTS.result,
    };
    const full = Object.values(starResponse).join(' ');
    // Within a small limit, only the request for an example.
    return { requirement: criterion, starResponse, fullResponse: wordCount(full) > limit ? starResponse.action : full };
  }
  const main = evidence[0]!;
  const sameRole = evidence.filter((b) => b.role === main.role);
  const result = sameRole.find((b) => b.figures && b !== main) ?? (main.figures ? main : null);
  const others = evidence.filter((b) => b.role !== main.role);
  const actions = sameRole.filter((b) => b !== result).map((b) => firstPerson(b.text));
  const parts = {
    situation: `${situation(main.role)} ${PROMPTS.context}`,
    // The task comes from a bullet other than the result's, so the answer does not say the same thing twice.
    task: taskSentence(sameRole.find((b) => b !== result) ?? main, isWord),
    // With one example, its figures are the result and the steps are the person's to add.
    action: actions.length ? actions : [PROMPTS.steps],
    result: result ? resultSentence(result) : PROMPTS.result,
    also: others.map(elsewhere).join(' '),
  };
  // Within the limit: drop the other roles' examples first (the last first), then actions from the end, keeping one.
  const build = () =>
    [parts.situation, parts.task, ...parts.action, parts.result, parts.also].filter(Boolean).join(' ');
  while (wordCount(build()) > limit && others.length) {
    others.pop();
    parts.also = others.map(elsewhere).join(' ');
  }
  while (wordCount(build()) > limit && parts.action.length > 1) parts.action.pop();
  // A short draft asks for one more sentence rather than padding; prompts stay within a fifth of the words, the
  // least needed going first.
  if (wordCount(build()) < 0.6 * limit) parts.also = `${parts.also} ${PROMPTS.reflection}`.trim();
  const overPrompted = () => promptWords(build()) * 5 > wordCount(build());
  if (overPrompted()) parts.also = parts.also.replace(PROMPTS.reflection, '').trim();
  if (overPrompted()) parts.situation = parts.situation.replace(` ${PROMPTS.context}`, '');
  if (overPrompted() && result) parts.action = parts.action.filter((a) => a !== PROMPTS.steps);
  let fullResponse = build();
  if (wordCount(fullResponse) > limit) fullResponse = fullResponse.split(/\s+/).slice(0, limit).join(' ');
  return {
    requirement: criterion,
    starResponse: {
      situation: parts.situation,
      task: parts.task,
      action: [...parts.action, parts.also].filter(Boolean).join(' '),
      result: parts.result,
    },
    fullResponse,
  };
}

/** A [bracketed prompt]. */
const PROMPT = /\[[^\]]{0,300}\]/g;
/** Words inside [bracketed prompts]. */
const promptWords = (text: string) => wordCount((text.match(PROMPT) ?? []).join(' '));
/** What a draft claims: its text without the [bracketed prompts], which ask the person and claim nothing. */
export const claims = (text: string) => text.replace(PROMPT, '.');

/** What the panel looks for: the capability's behaviours, pitched at the classification the ad names. */
function panelLooksFor(criterion: string, level: ReturnType<typeof classificationOf>): string | undefined {
  const capability = capabilityOf(criterion);
  const parts = [
    capability
      ? `For “${capability.name}” (${capability.framework}) the panel looks for ${capability.behaviours}.`
      : '',
    level ? `At ${level.name}, choose ${level.expects}.` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export async function draftStar(
  cv: CvDocument,
  criteria: string[],
  limit = DEFAULT_WORD_LIMIT,
  /** The job ad, read for its classification (APS 6, AO6, Clerk Grade 9…). */
  jobText = '',
): Promise<GovResponseItem[]> {
  const speller = await loadSpeller();
  const isWord = (w: string) => speller.correct(w);
  const evidence = chooseEvidence(criteria, bulletsOf(cv));
  const level = classificationOf(jobText);
  return criteria.map((criterion, i) => {
    const looksFor = panelLooksFor(criterion, level);
    const extra = looksFor ? { panelLooksFor: looksFor } : {};
    const draft = draftFor(criterion, evidence[i]!, limit, isWord);
    // Honest by construction; the guard makes sure of it (a draft that fails keeps only the prompts).
    if (!factGuard(cv.text, claims(draft.fullResponse)).ok)
      return { ...draftFor(criterion, [], limit, isWord), ...extra };
    return { ...draft, ...extra };
  });
}
