/**
 * How much of what the ad talks about the CV talks about too: the cosine of their concept counts (stems with
 * synonyms folded, stop words out, counts damped by a square root so one repeated word cannot dominate). A smooth
 * measure beside the requirement checklist, so that two CVs that meet the same named requirements are still told
 * apart by everything else they say.
 */
import { concept, contentWords } from './words';

function bag(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of contentWords(text)) {
    if (w.length < 3) continue;
    const c = concept(w);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  for (const [c, n] of counts) counts.set(c, Math.sqrt(n));
  return counts;
}

export function similarity(a: string, b: string): number {
  const x = bag(a);
  const y = bag(b);
  let dot = 0;
  for (const [c, n] of x) dot += n * (y.get(c) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((s, v) => s + v * v, 0));
  return dot / (norm(x) * norm(y) || 1);
}
