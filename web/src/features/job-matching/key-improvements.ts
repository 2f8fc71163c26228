/**
 * The rewrite's five key improvements, always all five: each marked done only when a change that makes it was kept
 * (not undone), else "not needed for your CV", so nothing is claimed that the CV did not get.
 */
import type { RewriteChange } from './api/improve-cv';

const KEY_IMPROVEMENTS: Array<[string, Array<RewriteChange['kind']>]> = [
  ['A summary naming what the ad asks for and your CV shows', ['summary']],
  ['What the ad asks for and your CV shows: in the ad’s words, and first', ['keyword', 'emphasis']],
  ['Achievements as bullets that open with strong action verbs', ['verb', 'wording', 'bullets']],
  ['Standard headings in the order Australian recruiters read', ['heading', 'reorder']],
  [
    'Australian standards: Australian spelling, one date style, no personal details, leftovers or repeats',
    ['spelling', 'personal', 'clean'],
  ],
];

export interface KeyImprovement {
  text: string;
  done: boolean;
}

export function keyImprovements(changes: RewriteChange[]): KeyImprovement[] {
  const kept = new Set(changes.filter((c) => !c.undone).map((c) => c.kind));
  return KEY_IMPROVEMENTS.map(([text, kinds]) => ({ text, done: kinds.some((k) => kept.has(k)) }));
}
