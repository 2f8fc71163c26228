import type { Finding } from '@cvmate/contract';
import { RUBRIC } from './rubric';

export type CheckCode = keyof typeof RUBRIC;
const MAX_EVIDENCE = 3;
const MAX_QUOTE = 140;

/** A line of the CV and where in it the words that triggered a finding are. */
export interface Quote {
  text: string;
  at: number;
  length: number;
}

/** The line as a quote centred on the first match of `trigger` (the whole line when it does not match). */
export function quote(text: string, trigger: RegExp): Quote | string {
  const m = new RegExp(trigger.source, trigger.flags.replace('g', '')).exec(text);
  return m ? { text, at: m.index, length: m[0].length } : text;
}

/**
 * A readable quote of at most `max` characters. A long line is cut to a window around its trigger, at word
 * boundaries, with "…" where text was left out, so the words that caused the finding are always shown.
 */
export function clip(line: string | Quote, max = MAX_QUOTE): string {
  const q = typeof line === 'string' ? { text: line, at: 0, length: 0 } : line;
  const t = q.text.trim();
  if (t.length <= max) return t.replace(/\s+/g, ' ');
  const lead = q.text.length - q.text.trimStart().length;
  const at = Math.max(0, q.at - lead);
  const room = Math.max(0, max - q.length);
  let start = Math.max(0, Math.min(at - Math.floor(room / 3), t.length - max));
  let end = Math.min(t.length, start + max);
  // Widen to whole words: back to the space before `start`, forward to the space after `end`.
  if (start > 0) start = Math.min(at, t.lastIndexOf(' ', start) + 1 || start);
  if (end < t.length) end = Math.max(at + q.length, t.indexOf(' ', end) === -1 ? t.length : t.indexOf(' ', end));
  const body = t.slice(start, end).trim().replace(/\s+/g, ' ');
  return `${start > 0 ? '…' : ''}${body}${end < t.length ? '…' : ''}`;
}

/**
 * A finding for a named check; category and type come from the rubric so they can never disagree. A finding that caps
 * the score says so in its message, so the number is always explained by the report.
 */
export function finding(code: CheckCode, message: string, evidence: Array<string | Quote> = []): Finding {
  const rule: { category: Finding['category']; type: Finding['type']; cap?: number } = RUBRIC[code];
  const quotes = [...new Set(evidence.map((e) => clip(e)).filter(Boolean))].slice(0, MAX_EVIDENCE);
  const said = rule.cap ? `${message} Until this is fixed, your score stays at ${rule.cap} or below.` : message;
  return {
    code,
    category: rule.category,
    type: rule.type,
    message: said,
    ...(quotes.length ? { evidence: quotes } : {}),
  };
}
