import { describe, expect, it } from 'vitest';
import { repeatedCredentials } from './repeated-credentials';
import { undoChanges } from './undo';
import type { StructuredCv } from './structured-cv';

const cv = (...groups: string[][]): StructuredCv => ({
  name: 'Dale Nguyen',
  contact: [],
  sections: groups.map((lines, i) => ({
    kind: 'certifications' as const,
    heading: i ? 'Licences' : 'Licence',
    items: lines.map((text) => ({ text, bullet: false })),
  })),
});
const texts = (x: StructuredCv) => x.sections.flatMap((s) => s.items.map((i) => i.text));

describe('each licence listed once', () => {
  it('drops a line another already says, keeping the one that says more', () => {
    const original = cv(
      ['MR (Medium Rigid), LF forklift'],
      ['Forklift licence (LF) – SafeWork NSW', 'MR licence, LF forklift licence', 'White Card', 'White Card – 2019'],
    );
    const step = repeatedCredentials(original);
    expect(texts(step.cv)).toEqual([
      'MR (Medium Rigid), LF forklift',
      'Forklift licence (LF) – SafeWork NSW',
      'White Card – 2019',
    ]);
    expect(texts(undoChanges(step.cv, step.changes, [0], original))).toContain('MR licence, LF forklift licence');
  });

  it('keeps licences of different classes and lines that only share a kind', () => {
    const lines = ['MR licence – 2019', 'HR licence – 2023', 'First Aid (HLTAID011) – 2024', 'CPR (HLTAID009) – 2025'];
    expect(repeatedCredentials(cv(lines)).changes).toEqual([]);
  });
});
