/**
 * When a model is configured, it may propose clearer wording for experience bullets. Each proposal is kept only if
 * the fact guard passes for that bullet (no number or name the bullet lacks) and it is of a sensible length; the
 * rest of the rewrite never depends on it. With no model this step changes nothing.
 */
import { z } from 'zod';
import type { ModelClient } from '../providers/model-client';
import { factGuard } from './fact-guard';
import type { StructuredCv } from './structured-cv';
import type { Step } from './transforms';

const wordingSchema = z.object({
  rewordings: z.array(z.object({ index: z.number().int().nonnegative(), text: z.string().min(10).max(400) })).max(20),
});

const PROMPT = `You improve CV bullet points for a job seeker in Australia. Write in Australian English.
Rewrite a bullet only if you can make it clearer for the job below. Keep every fact; never add a number, employer,
tool, qualification or result that the bullet does not state. Return JSON {"rewordings": [{"index", "text"}]}.`;

export async function modelWording(cv: StructuredCv, jobText: string, model: ModelClient): Promise<Step> {
  if (model.name === 'local') return { cv, changes: [] };
  const bullets = cv.sections.flatMap((s, si) =>
    s.kind === 'experience'
      ? s.items.flatMap((item, ii) => (item.bullet ? [{ si, ii, text: item.text, heading: s.heading }] : []))
      : [],
  );
  if (!bullets.length) return { cv, changes: [] };
  const list = bullets.map((b, i) => `${i}. ${b.text}`).join('\n');
  const answer = await model.generateJson(
    wordingSchema,
    `${PROMPT}\n\nJOB:\n${jobText.slice(0, 8000)}\n\nBULLETS:\n${list}`,
  );
  if (!answer) return { cv, changes: [] };
  const sections = cv.sections.map((s) => ({ ...s, items: [...s.items] }));
  const changes: Step['changes'] = [];
  for (const { index, text } of answer.rewordings) {
    const bullet = bullets[index];
    if (!bullet || !factGuard(bullet.text, text).ok || text.length > bullet.text.length * 1.6) continue;
    sections[bullet.si]!.items[bullet.ii] = { text, bullet: true };
    changes.push({
      kind: 'wording',
      section: bullet.heading,
      before: bullet.text,
      after: text,
      reason: 'Clearer wording proposed by Gemini, checked against your CV',
    });
  }
  return { cv: { ...cv, sections }, changes };
}
