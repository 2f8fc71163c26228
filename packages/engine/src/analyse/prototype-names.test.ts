/** Every word lookup must be a Map or a prototype-free object: the names of Object.prototype's members are words too. */
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { readCv } from '../read/read-cv';
import { headingKind } from '../read/classify';
import { analyseCv } from './analyse-cv';
import { baseForm } from './checks/action-verbs';
import { australianSpelling, loadSpeller } from './checks/spelling';
import { score } from './rubric';

const NAMES = Object.getOwnPropertyNames(Object.prototype);

describe("Object.prototype's member names as CV words", () => {
  it('are plain words to every lookup', async () => {
    const spell = await loadSpeller();
    for (const name of NAMES) {
      expect(baseForm(name), name).toBe(name.toLowerCase().replace(/[^a-z]/g, ''));
      expect(headingKind(name), name).toBeNull();
      expect(typeof (australianSpelling(name, spell) ?? ''), name).toBe('string');
    }
    expect(score(NAMES)).toEqual(score([]));
  });

  it('never surface as code in an analysis', async () => {
    const spec = structuredClone(cleanCv);
    spec.sections[1]!.bullets!.push(`Reviewed ${NAMES.join(' and ')} with the constructor team.`);
    spec.sections.push({ heading: 'constructor', paragraphs: [NAMES.join(', ')] });
    const json = JSON.stringify(await analyseCv(await readCv(await buildDocx(spec))));
    expect(json).not.toMatch(/function|native code|\[object/);
  });
});
