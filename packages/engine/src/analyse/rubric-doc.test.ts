import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE, RUBRIC, RUBRIC_VERSION } from './rubric';

const doc = readFileSync(path.resolve(__dirname, '../../../../docs/scoring.md'), 'utf8');

describe('docs/scoring.md', () => {
  it('lists every rubric code with its type and points, and the base and version', () => {
    for (const [code, rule] of Object.entries(RUBRIC)) {
      const sign = rule.type === 'positive' ? '+' : rule.points ? '−' : '';
      expect(doc, code).toContain(`| \`${code}\` | ${rule.type} | ${sign}${rule.points} |`);
    }
    expect(doc).toContain(`starts at **${BASE}**`);
    expect(doc).toContain(RUBRIC_VERSION);
  });
});
