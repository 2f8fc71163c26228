/**
 * STAR drafts for selection criteria, from the CV's own lines. For each criterion the best evidence is the
 * experience bullets that share most meaning with it (and with its capability, if it names one); the role line
 * above them gives the situation. Nothing is invented: where the CV is thin the draft says so with a clearly
 * marked prompt in [square brackets], and the fact guard checks every number and name against the CV.
 */
import type { GovResponseItem } from '@cvmate/contract';
import type { CvDocument } from '../types';
import { wordCount } from '../analyse/checks/check';
import { conceptsOf } from '../match/words';
import { factGuard } from '../rewrite/fact-guard';
import { pastTense } from '../rewrite/transforms';
import { capabilityOf } from './frameworks';

export const DEFAULT_WORD_LIMIT = 250;
export const PROMPTS = {
  situation: '[Describe the situation: where you worked and what was happening]',
  task: '[Say what you were asked to achieve, in one sentence]',
  action: '[Describe what you did, step by step, in the first person]',
  result: '[add a measurable result]',
} as const;

interface Evidence {
  text: string;
  role: string | null;
  score: number;
  order: number;
}

/** Experience bullets with the role line above each (the nearest line that is not a bullet). */
function evidenceLines(cv: CvDocument): Array<{ text: string; role: string | null }> {
  const out: Array<{ text: string; role: string | null }> = [];
  let role: string | null = null;
  for (const p of cv.paragraphs) {
    if (p.isHeading || p.source === 'header' || p.source === 'footer') continue;
    if (p.section !== 'experience' && p.section !== 'other') continue;
    if (!p.isBullet) role = p.text.trim();
    else out.push({ text: p.text.trim(), role });
  }
  return out;
}

/** "Operations Coordinator, Sydney Freight Co, Mar 2021 – Present" as the opening of the situation. */
function situationFrom(role: string | null): string {
  if (!role) return PROMPTS.situation;
  const [title, org, ...rest] = role.split(/\s*[,|–—]\s*(?=[A-Z0-9])/);
  const where =
    title && org ? `As ${title} at ${org}${rest.length ? ` (${rest.join(' – ')})` : ''}` : `In my role (${role})`;
  return `${where}, [describe what was happening and why it mattered].`;
}

/** A bullet in the first person: "Led a team…" -> "I led a team…" (acronyms keep their capitals). */
const firstPerson = (bullet: string) => {
  const text = bullet.replace(/[.;]\s*$/, '');
  return `I ${/^[A-Z]{2}/.test(text) ? text : text[0]!.toLowerCase() + text.slice(1)}.`;
};

/** A bullet split into what was done and the result it names ("…, lifting on-time dispatch from 86% to 97%"). */
function splitResult(bullet: string): { done: string; result: string | null } {
  const text = bullet.replace(/[.;]\s*$/, '');
  const clauses = text.split(/,\s+|\s+(?=by \d)|;\s+/);
  const at = clauses.findIndex((c, i) => i > 0 && /\d/.test(c));
  if (at < 0) return { done: text, result: null };
  return { done: clauses.slice(0, at).join(', '), result: clauses.slice(at).join(', ') };
}

/** A result clause as a sentence: "lifting X" -> "As a result, I lifted X." */
function resultSentence(clause: string): string {
  const [first, ...rest] = clause.split(' ');
  const verb = first && /ing$/.test(first) ? pastTense(first) : null;
  return verb ? `As a result, I ${verb.toLowerCase()} ${rest.join(' ')}.` : `The result: ${clause}.`;
}

/** Drafts within `limit` words: the second piece of evidence goes first, then the action is shortened. */
function fit(parts: { situation: string; task: string; action: string[]; result: string }, limit: number) {
  const actions = [...parts.action];
  const full = () => [parts.situation, parts.task, ...actions, parts.result].join(' ');
  while (wordCount(full()) > limit && actions.length > 1) actions.pop();
  let text = full();
  if (wordCount(text) > limit) text = text.split(/\s+/).slice(0, limit).join(' ');
  return { action: actions.join(' '), fullResponse: text };
}

export function draftStar(cv: CvDocument, criteria: string[], limit = DEFAULT_WORD_LIMIT): GovResponseItem[] {
  const lines = evidenceLines(cv);
  return criteria.map((requirement) => {
    const capability = capabilityOf(requirement);
    const wanted = conceptsOf(`${requirement} ${capability?.cues.join(' ') ?? ''}`);
    const ranked: Evidence[] = lines
      .map((l, order) => {
        const have = conceptsOf(l.text);
        const score = [...wanted].filter((c) => have.has(c)).length + (/\d/.test(l.text) ? 0.5 : 0);
        return { ...l, score, order };
      })
      .filter((e) => e.score >= 1)
      .sort((a, b) => b.score - a.score || a.order - b.order);
    // The best line, and a second one only from the same role, so the story stays one situation.
    const best = ranked.slice(0, 1);
    const second = ranked.find((e, i) => i > 0 && e.role === best[0]?.role);
    if (second) best.push(second);
    const split = best.map((e) => splitResult(e.text));
    const resultIndex = split.findIndex((s) => s.result);
    const parts = {
      situation: situationFrom(best[0]?.role ?? null),
      task: PROMPTS.task,
      // Only the line whose result becomes the Result loses it; the others keep their whole text.
      action: split.length
        ? split.map((s, i) => firstPerson(i === resultIndex ? s.done : best[i]!.text))
        : [PROMPTS.action],
      result: resultIndex >= 0 ? resultSentence(split[resultIndex]!.result!) : PROMPTS.result,
    };
    const { action, fullResponse } = fit(parts, limit);
    const draft = {
      requirement,
      starResponse: { situation: parts.situation, task: parts.task, action, result: parts.result },
      fullResponse,
    };
    // Honest by construction; the guard makes sure of it (a draft that fails keeps only the prompts).
    if (!factGuard(cv.text, fullResponse).ok)
      return { requirement, starResponse: { ...PROMPTS }, fullResponse: Object.values(PROMPTS).join(' ') };
    return draft;
  });
}
