/**
 * Property tests: on text that lacks a check's trigger, the check stays silent. The text is generated (fast-check)
 * from CV vocabulary and near-misses of each trigger ("I2C", "Part I", "t.me/…", one date style, dates in order).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { docFromLines, type LinesSpec } from '../../test-fixtures/doc-from-lines';
import type { Check } from './check';
import { cliches, firstPerson, weakVerbs } from './language';
import { dateFormats } from './layout';
import { personalDetails } from './personal';
import { objectiveStatement } from './profile';
import { dutiesWithoutOutcomes } from './duties';
import { careerGaps, reverseChronology, tense, undatedRoles } from './career';
import { gluedWords } from './text-quality';
import { passiveVoice } from './passive';
import { refereeDetails } from './sections';
import { usSpelling } from './spelling';

const WORDS = `Coordinated Delivered Reduced Managed Built Trained Negotiated Improved the a team of warehouse staff
across two sites weekly monthly reports budget carriers customers suppliers stock rosters safety dashboard project
Sydney Parramatta council program service clients board grant vehicles drivers process system tool and with for
by in on to 12 25 40% $1.2 million IT I2C I-Tech t.me/olivia M.Com Part-time Level MYOB SAP Excel Power BI`.split(
  /\s+/,
);
// Near-misses of the first-person trigger that are not first person.
const NEAR_I = ['I2C', 'I-Tech', 't.me/olivia', '(Part I)', 'Level I', 'IT', 'ME', 'Mei', 'Myer', 'my.gov.au'];

const sentence = fc
  .array(fc.constantFrom(...WORDS, ...NEAR_I), { minLength: 3, maxLength: 16 })
  .map((w) => `${w.join(' ')}.`);
// No "May" in the style test: it belongs to both month styles (a test of its own covers it).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ALL_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ym = (m: number) => `${ALL_MONTHS[m % 12]} ${Math.floor(m / 12)}`;

const cv = (bullets: string[], extra: Partial<LinesSpec> = {}): LinesSpec => ({
  top: ['Olivia Nguyen', 'Parramatta NSW 2150 | 0412 345 678 | olivia@example.com.au'],
  sections: [
    { heading: 'Professional Summary', lines: ['Operations coordinator with broad logistics experience.'] },
    { heading: 'Work Experience', lines: ['Operations Coordinator, Sydney Freight Co, Mar 2021 – Present'], bullets },
  ],
  ...extra,
});
const silent = async (check: Check, spec: LinesSpec) => expect(await check(docFromLines(spec))).toEqual([]);

describe('each check is silent on text without its trigger', () => {
  it('first person, clichés, weak verbs, personal details, objective, duties, glued words', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sentence, { minLength: 3, maxLength: 8 }), async (bullets) => {
        const spec = cv(bullets);
        for (const check of [
          firstPerson,
          cliches,
          weakVerbs,
          personalDetails,
          objectiveStatement,
          dutiesWithoutOutcomes,
          gluedWords,
          passiveVoice,
          refereeDetails,
          usSpelling,
        ])
          await silent(check, spec);
      }),
      { numRuns: 60 },
    );
  });

  it('…and each of those fires once its trigger is added to the same text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sentence, { minLength: 3, maxLength: 8 }), async (bullets) => {
        const fires = async (check: Check, line: string) =>
          expect((await check(docFromLines(cv([...bullets, line])))).length).toBe(1);
        await fires(firstPerson, 'I managed the roster.');
        await fires(cliches, 'A results-driven team player.');
        await fires(weakVerbs, 'Responsible for the roster.');
      }),
      { numRuns: 30 },
    );
  });

  it('date formats: any dates in one style', async () => {
    const style = fc.constantFrom(
      (m: number, y: number) => `${MONTHS[m]} ${y}`,
      (m: number, y: number) => `${String(m + 1).padStart(2, '0')}/${y}`,
      (m: number, y: number) => `${y}-${String(m + 1).padStart(2, '0')}`,
    );
    const date = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1995, max: 2025 }));
    await fc.assert(
      fc.asyncProperty(style, fc.array(date, { minLength: 2, maxLength: 6 }), async (write, dates) => {
        const lines = dates.map(([m, y]) => `Coordinator, Freight Co, ${write(m, y)} – Present`);
        await silent(dateFormats, cv(['Led a team of 12.'], { sections: [{ heading: 'Experience', lines }] }));
        // A date of birth in another style is no date of the career.
        const born = { heading: 'Personal Details', lines: ['DOB: 14 February 2002'] };
        await silent(dateFormats, cv([], { sections: [{ heading: 'Experience', lines }, born] }));
      }),
      { numRuns: 60 },
    );
  });

  it('career history: dated roles, newest first, back to back, in the past tense', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 3, max: 48 }), { minLength: 2, maxLength: 5 }), async (lengths) => {
        // Roles newest first, each ending the month before the next (newer) one starts.
        let end = 2025 * 12;
        const sections = lengths.map((len, i) => {
          const start = end - len;
          const range = i === 0 ? `${ym(start)} – Present` : `${ym(start)} – ${ym(end)}`;
          end = start - 1;
          return {
            heading: 'Experience',
            lines: [`Coordinator, Freight Co ${i}, ${range}`],
            bullets: ['Managed 12 staff.', 'Delivered the new depot on time.'],
          };
        });
        const spec = cv([], { sections });
        for (const check of [careerGaps, reverseChronology, tense, undatedRoles]) await silent(check, spec);
      }),
      { numRuns: 60 },
    );
  });
});
