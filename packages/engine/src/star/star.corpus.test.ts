import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitCriteria } from './split-criteria';

const ad = (name: string) => readFileSync(path.join(process.env.CVMATE_CORPUS ?? '', 'jd-au', name), 'utf8');

describe('splitCriteria on real flattened ads', () => {
  it('finds the APS5 planner’s requirements in one line of text, and no boilerplate', () => {
    const criteria = splitCriteria(ad('au11_aps5-planner-disability.txt'));
    expect(criteria).toEqual(
      expect.arrayContaining([
        'Ability to work within the team and adapt quickly to a changing environment',
        'Dedicated experience in case management',
      ]),
    );
    expect(criteria.length).toBeGreaterThanOrEqual(4);
    for (const c of criteria) {
      expect(c).not.toMatch(/how to apply|applications close|click/i);
      expect(c.split(/\s+/).length, c).toBeLessThanOrEqual(60);
    }
  });
});
