import { finding } from '../finding';
import { bodyParagraphs, wordCount, type Check } from './check';

/** Shorter lines ("Customer service", "Team leadership") repeat in good CVs as skills; this many words is a duty. */
export const REPEAT_MIN_WORDS = 6;

/**
 * A short line that is no sentence heads a role ("Belmont Valley Hospital, Hunter Coast Local Health District" above
 * each of two roles there): it repeats because the employer does, and is no pasted duty.
 */
export const headsRole = (text: string, bullet: boolean) =>
  !bullet && !/[.!]$/.test(text.trim()) && wordCount(text) <= 12;

/** The words of a line, for comparing copies that differ only in case, punctuation, bullets or spacing. */
export const repeatKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A paragraph or bullet that appears more than once in the experience, summary or other prose: one duty pasted
 * under several jobs tells a recruiter nothing about what was different in each.
 */
export const repeatedText: Check = (doc) => {
  const seen = new Map<string, { text: string; count: number }>();
  for (const p of bodyParagraphs(doc)) {
    if (p.section === 'skills' || p.section === 'referees' || p.section === 'contact') continue;
    if (wordCount(p.text) < REPEAT_MIN_WORDS || headsRole(p.text, p.isBullet)) continue;
    const k = repeatKey(p.text);
    const entry = seen.get(k);
    if (entry) entry.count++;
    else seen.set(k, { text: p.text, count: 1 });
  }
  const repeated = [...seen.values()].filter((e) => e.count > 1);
  if (!repeated.length) return [];
  const most = Math.max(...repeated.map((e) => e.count));
  return [
    finding(
      'text.repeated',
      `${repeated.length === 1 ? `A paragraph appears ${most} times` : `${repeated.length} paragraphs appear more than once (up to ${most} times)`}. Keep each once, under the role it best describes, and say what was different in the others: a recruiter skips text they have already read.`,
      repeated.map((e) => `${e.count} times: ${e.text}`),
    ),
  ];
};
