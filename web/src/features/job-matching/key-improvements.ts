/** The rewrite's key improvements, each claimed only when a change that makes it was kept (not undone). */
import type { RewriteChange } from './api/improve-cv';

const KEY_IMPROVEMENTS: Array<[string, Array<RewriteChange['kind']>]> = [
  ['A summary line naming what the ad asks for and your CV shows', ['summary']],
  ['Australian spelling throughout', ['spelling']],
  ['Strong action verbs at the start of your achievements', ['verb', 'wording']],
  ['Personal details Australian employers don’t expect removed', ['personal']],
  ['Standard headings in the order Australian recruiters read', ['heading', 'reorder']],
  ['The job’s keywords where your CV already shows them', ['keyword']],
];

export function keyImprovements(changes: RewriteChange[]): string[] {
  const kept = new Set(changes.filter((c) => !c.undone).map((c) => c.kind));
  return KEY_IMPROVEMENTS.filter(([, kinds]) => kinds.some((k) => kept.has(k))).map(([text]) => text);
}
