import { z } from 'zod';
import type { CvAnalysis, Finding } from '@cvmate/contract';
import { analyseCv } from '../analyse/analyse-cv';
import { clip } from '../analyse/finding';
import type { AdviceProvider } from './advice-provider';
import { geminiClient, type GeminiOptions, type ModelClient } from './model-client';

/** What we let Gemini say: new wording for our content findings, and at most three extra content tips. */
const geminiAdviceSchema = z.object({
  rewordings: z.array(z.object({ code: z.string(), message: z.string().min(10).max(400) })).max(20),
  additions: z.array(z.object({ message: z.string().min(10).max(400), quote: z.string().max(300) })).max(3),
});
export type GeminiAdvice = z.infer<typeof geminiAdviceSchema>;

const PROMPT = `You review CVs for job seekers in Australia. Write in Australian English.
You get the CV text and the content findings of a rule-based checker (code, message, evidence).
Return JSON: "rewordings": for findings whose message you can make more specific to this CV, {code, message};
"additions": up to 3 further content tips, each {message, quote} where quote is copied exactly from the CV.
Never invent experience, qualifications or numbers the CV does not contain. Do not give scores.`;

/**
 * Gemini may reword content feedback and add content tips. The score is the local rubric's; the output is
 * validated with zod; quotes must be in the CV; any failure or timeout returns the local result.
 */
export function modelAdviceProvider(client: ModelClient): AdviceProvider {
  return {
    name: client.name,
    async analyse(doc) {
      const local = await analyseCv(doc);
      const prompt = `${PROMPT}\n\nFINDINGS:\n${JSON.stringify(local.feedback.content)}\n\nCV:\n${doc.text.slice(0, 30_000)}`;
      const advice = await client.generateJson(geminiAdviceSchema, prompt);
      return advice ? applyAdvice(local, advice, doc.text) : local;
    },
  };
}

/** The analysis provider on Gemini through the shared model client. */
export const geminiProvider = (options: GeminiOptions): AdviceProvider => modelAdviceProvider(geminiClient(options));

/** Merges Gemini's wording into the local analysis without touching codes, evidence or scores. */
export function applyAdvice(local: CvAnalysis, advice: GeminiAdvice, cvText: string): CvAnalysis {
  const reworded = new Map(advice.rewordings.map((r) => [r.code, r.message]));
  const content: Finding[] = local.feedback.content.map((f) =>
    reworded.has(f.code) ? { ...f, message: reworded.get(f.code)! } : f,
  );
  const flat = cvText.replace(/\s+/g, ' ');
  for (const add of advice.additions) {
    const quote = add.quote.replace(/\s+/g, ' ').trim();
    // Honesty: a tip must point at text the CV really contains.
    if (!quote || !flat.includes(quote)) continue;
    content.push({
      code: 'ai.suggestion',
      category: 'content',
      type: 'warning',
      message: add.message,
      evidence: [clip(quote)],
    });
  }
  return { ...local, feedback: { ...local.feedback, content }, provider: 'gemini' };
}
