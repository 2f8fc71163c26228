/**
 * When a model is configured, it may polish each built draft's sentences. A polished draft is kept only if it passes
 * the same checks as the local one: the fact guard (no number or name the CV lacks), the word limit, no shorter than
 * the local draft, and the same [bracketed prompts], so nothing the person must add is dropped or invented. Else the
 * local draft stands. With no model this changes nothing.
 */
import { z } from 'zod';
import type { GovResponseItem } from '@cvmate/contract';
import { wordCount } from '../analyse/checks/check';
import type { ModelClient } from '../providers/model-client';
import { factGuard } from '../rewrite/fact-guard';
import { claims, OWN_WORDS, promptsOf } from './prompts';

const polishSchema = z.object({
  drafts: z.array(z.object({ index: z.number().int().nonnegative(), text: z.string().min(20).max(12_000) })).max(30),
});

const PROMPT = `You polish selection-criteria responses (STAR: situation, task, action, result) for an Australian job
seeker. Write in Australian English, first person, past tense. Improve flow and grammar only. Keep every fact; never add
a number, employer, tool, qualification, date or result. Keep every [bracketed prompt] exactly as written. Stay within
the word limit. Return JSON {"drafts": [{"index", "text"}]}.`;

export interface PolishChecks {
  cvText: string;
  limit: number;
}

export async function polishDrafts(
  drafts: GovResponseItem[],
  model: ModelClient,
  { cvText, limit }: PolishChecks,
): Promise<GovResponseItem[]> {
  if (model.name === 'local' || !drafts.length) return drafts;
  const list = drafts.map((d, i) => `${i}. CRITERION: ${d.requirement}\nDRAFT: ${d.fullResponse}`).join('\n\n');
  const answer = await model.generateJson(polishSchema, `${PROMPT}\n\nWORD LIMIT: ${limit}\n\n${list}`);
  if (!answer) return drafts;
  const out = [...drafts];
  for (const { index, text } of answer.drafts) {
    const local = drafts[index];
    if (!local) continue;
    const words = wordCount(text);
    const samePrompts = promptsOf(text).join('\n') === promptsOf(local.fullResponse).join('\n');
    const honest = factGuard(cvText, claims(text), OWN_WORDS).ok;
    if (honest && samePrompts && words <= (local.wordLimit ?? limit) && words >= 0.8 * wordCount(local.fullResponse))
      out[index] = { ...local, fullResponse: text };
  }
  return out;
}
