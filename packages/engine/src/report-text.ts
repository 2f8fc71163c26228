import type { CvAnalysis } from '@cvmate/contract';

const MARK = { positive: '✓', negative: '✗', warning: '!' } as const;
const LISTS = [
  ['Formatting', 'formatting', 'structure'],
  ['Language & Tone', 'content', 'content'],
  ['Clarity & Relevance', 'atsRelevance', 'ats'],
] as const;

/** The analysis as plain text for the terminal. */
export function formatReport(filename: string, a: CvAnalysis): string {
  const lines = [`${filename}: ${a.score}/100 (rubric ${a.rubricVersion})`];
  for (const [title, list, sub] of LISTS) {
    lines.push('', `${title}: ${a.breakdown[sub]}/100`);
    for (const f of a.feedback[list]) {
      lines.push(`  ${MARK[f.type]} [${f.code}] ${f.message}`);
      for (const e of f.evidence ?? []) lines.push(`      “${e}”`);
    }
  }
  return `${lines.join('\n')}\n`;
}
