import type { Finding } from '@cvmate/contract';
import { RUBRIC } from './rubric';

export type CheckCode = keyof typeof RUBRIC;
const MAX_EVIDENCE = 3;
const MAX_QUOTE = 140;

/** Shortens a quote to a readable length at a word boundary. */
export function clip(text: string, max = MAX_QUOTE): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** A finding for a named check; category and type come from the rubric so they can never disagree. */
export function finding(code: CheckCode, message: string, evidence: string[] = []): Finding {
  const rule = RUBRIC[code];
  const quotes = [...new Set(evidence.map((e) => clip(e)).filter(Boolean))].slice(0, MAX_EVIDENCE);
  return { code, category: rule.category, type: rule.type, message, ...(quotes.length ? { evidence: quotes } : {}) };
}
