import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';
import { tableColumns } from './table-columns';

const AD = [
  'Civil Draftsperson – Townsville QLD',
  'What we need',
  '',
  '  ESSENTIAL                               | DESIRABLE',
  '  ----------------------------------------|-------------------------------',
  '  2+ years civil drafting experience      | Experience with 12d Model',
  '  Advanced AutoCAD Civil 3D skills        | Current driver licence',
  '  Diploma of Engineering Drafting         |',
  '  ----------------------------------------|-------------------------------',
  '',
  'Note: some council projects require a White Card. This is not required for the role.',
].join('\n');

describe('a table of requirements drawn in text', () => {
  it('is read down its columns, each heading over its own cells', () => {
    const lines = tableColumns(AD).split('\n');
    const at = (s: string) => lines.indexOf(s);
    expect(at('ESSENTIAL:')).toBeLessThan(at('• Advanced AutoCAD Civil 3D skills'));
    expect(at('• Diploma of Engineering Drafting')).toBeLessThan(at('DESIRABLE:'));
    expect(at('DESIRABLE:')).toBeLessThan(at('• Experience with 12d Model'));
    // A line with a bar that heads no such table is left as written.
    expect(tableColumns('Salary | Location | Hours')).toBe('Salary | Location | Hours');
  });

  it('makes the left column essential and the right desirable, and what the ad says is not required no requirement', () => {
    const read = readAd(AD);
    const essential = (name: string) => read.requirements.find((r) => r.name === name)?.essential;
    expect(essential('AutoCAD')).toBe(true);
    expect(essential("Driver's licence")).toBe(false);
    expect(read.requirements.map((r) => r.name)).not.toContain('White Card');
  });
});
