/**
 * Under each role, the bullets that show what the ad asks for come first, in their own words: a recruiter reads the
 * top two or three bullets of a role and moves on. Nothing is added or reworded; only the order within a role changes.
 */
import type { Judgement } from '../match/judge';
import { weightOf } from '../match/match-cv';
import { conceptsOf } from '../match/words';
import type { CvBlock, CvItem, StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** A role within an experience section: its heading line (or none, for bullets before any) and its bullets. */
interface RoleGroup {
  line: CvItem | null;
  bullets: CvItem[];
}

/** The section's items as roles: each non-bullet line starts one and the bullets under it belong to it. */
function roles(block: CvBlock): RoleGroup[] {
  const groups: RoleGroup[] = [{ line: null, bullets: [] }];
  for (const item of block.items)
    if (item.bullet) groups.at(-1)!.bullets.push(item);
    else groups.push({ line: item, bullets: [] });
  return groups.filter((g) => g.line || g.bullets.length);
}

const flatten = (groups: RoleGroup[]) => groups.flatMap((g) => [...(g.line ? [g.line] : []), ...g.bullets]);

const wordsOf = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
/** Share of words two lines have in common: a bullet reworded by an earlier step ("Responsible for managing" ->
 * "Managed") is still the line the match quoted. */
function overlap(a: string, b: string): number {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  return shared(x, y) / Math.max(1, Math.max(x.size, y.size));
}
/** How many words of one set the other holds. */
const shared = (x: Set<string>, y: Set<string>) => [...x].filter((w) => y.has(w)).length;
const SAME_LINE = 0.6;

/** Whether a line is a sentence of a longer one the match quoted (a duty paragraph set as bullets): most of its words
 * are there. */
function within(line: string, quoted: string): boolean {
  const [x, y] = [wordsOf(line), wordsOf(quoted)];
  return x.size >= 4 && y.size > x.size && shared(x, y) / x.size >= 0.8;
}

/** Whether a line names a requirement in the ad's words, as a word or words of its own ("crowd control"). */
function namesWording(text: string, wording: string): boolean {
  if (wording.length < 3) return false;
  const line = text.toLowerCase();
  const at = line.indexOf(wording);
  const edge = (c: string | undefined) => !c || !/[\p{L}\p{N}]/u.test(c);
  return at >= 0 && edge(line[at - 1]) && edge(line[at + wording.length]);
}

export function leadWithRequirements(cv: StructuredCv, results: Judgement[]): Step {
  // The lines that show an essential requirement fully (a soft skill is no reason to move a line), each with the
  // requirement's weight: a line that shows more of what the ad weighs most leads ("Copy catalogue … in Spydus …
  // RDA and MARC 21" before "Rostered on the customer service desk").
  // The job's own field is no reason to move a line ("cleaning" for a cleaning supervisor: every line is about it).
  const field = conceptsOf(results.find((r) => r.requirement.kind === 'occupation')?.requirement.wording ?? '');
  const ownField = (wording: string) => [...conceptsOf(wording)].every((c) => field.has(c));
  const evidence = results
    .filter((r) => r.met === 1 && r.requirement.essential && r.evidence && r.requirement.kind !== 'soft')
    .filter((r) => r.requirement.kind === 'occupation' || !ownField(r.requirement.wording))
    .map((r) => ({
      line: r.evidence!,
      weight: weightOf(r.requirement),
      // A name of two words or more, or a tool's: one general word ("cleaning") names no line's point.
      wording:
        r.requirement.kind === 'tool' || r.requirement.wording.trim().includes(' ')
          ? r.requirement.wording.toLowerCase()
          : '',
    }));
  // A line shows a requirement the match quoted it for, or one it names in the ad's words ("Built 45+ Power BI reports"
  // shows Power BI though the match quoted the skills list): the person's own lead bullet is not moved below lesser
  // ones for want of being the line quoted.
  const weight = (b: CvItem) =>
    evidence
      .filter((e) => overlap(b.text, e.line) >= SAME_LINE || within(b.text, e.line) || namesWording(b.text, e.wording))
      .reduce((n, e) => n + e.weight, 0);
  const shows = (b: CvItem) => weight(b) > 0;
  const changes: Change[] = [];
  const sections = cv.sections.map((block) => {
    if (block.kind !== 'experience') return block;
    const groups = roles(block).map((g) => {
      // A role the person already leads with a line the ad asks for keeps their order: the lead they chose shows it
      // (a recruiter read pipelines moved above "Built and maintain 45+ Power BI reports" as the best line demoted).
      if (g.bullets[0] && shows(g.bullets[0])) return g;
      // Heaviest first; of two as heavy, the one the person put first.
      const first = g.bullets.filter(shows).sort((a, z) => weight(z) - weight(a));
      const rest = g.bullets.filter((b) => !shows(b));
      const bullets = [...first, ...rest];
      if (bullets.some((b, i) => b !== g.bullets[i]))
        changes.push({
          kind: 'emphasis',
          section: g.line?.text ?? block.heading,
          before: '',
          after: first.map((b) => b.text).join(' · '),
          reason: 'Moved to the top of this role: it shows what the ad asks for',
        });
      return { ...g, bullets };
    });
    return { ...block, items: flatten(groups) };
  });
  return { cv: { ...cv, sections }, changes };
}

/** The role whose heading line is `line` with its bullets back in the order the original CV has them. */
export function restoreRoleOrder(cv: StructuredCv, original: StructuredCv, line: string): StructuredCv {
  const originalBullets = original.sections.flatMap((b) => b.items.filter((i) => i.bullet).map((i) => i.text));
  /** Where a bullet stood in the original: the position of the original bullet it is most like. */
  const position = (text: string) => {
    let best = -1;
    let score = 0;
    originalBullets.forEach((o, i) => {
      const v = overlap(text, o);
      if (v > score) [best, score] = [i, v];
    });
    return best;
  };
  const sections = cv.sections.map((block) => {
    const groups = roles(block).map((g) =>
      (g.line?.text ?? block.heading) === line
        ? { ...g, bullets: [...g.bullets].sort((a, z) => position(a.text) - position(z.text)) }
        : g,
    );
    return { ...block, items: flatten(groups) };
  });
  return { ...cv, sections };
}
