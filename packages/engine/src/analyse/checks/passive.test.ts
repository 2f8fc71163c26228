import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextPassive from 'retext-passive';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { inSection } from './check';
import { passiveVoice } from './passive';

/** The plain way, as the check first did it: the whole text parsed, each flagged line's paragraph named (as a finding
 * shows evidence: each line once, at most three). */
async function wholeTextPassives(doc: ReturnType<typeof docFromLines>): Promise<string[]> {
  const paragraphs = inSection(doc, 'experience', 'summary').map((p) => p.text);
  const file = await retext().use(retextEnglish).use(retextPassive).process(paragraphs.join('\n'));
  if (file.messages.length < 2) return [];
  const lines = file.messages.map((m) => paragraphs[(m.place as { start: { line: number } }).start.line - 1]!);
  return [...new Set(lines)].slice(0, 3);
}

const cv = (bullets: string[]) =>
  docFromLines({
    top: ['Olivia Nguyen', 'Parramatta NSW 2150 | 0412 345 678 | olivia@example.com.au'],
    sections: [
      { heading: 'Professional Summary', lines: ['Operations coordinator with broad logistics experience.'] },
      { heading: 'Work Experience', lines: ['Operations Coordinator, Sydney Freight Co, Mar 2021 – Present'], bullets },
    ],
  });

describe('passive voice', () => {
  it('names each bullet written in the passive, whatever active bullets sit between them', async () => {
    const findings = await passiveVoice(
      cv([
        'Coordinated dispatch for 40 drivers across two sites.',
        'The budget was cut by the board in 2022.',
        'Reduced overtime by 25% with a new roster.',
        'Trained 12 new starters in safe forklift use.',
        'The new depot was built in 12 weeks, and its racking was installed by our team.',
        'Is responsible for stock takes.',
      ]),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.code).toBe('language.passive-voice');
    expect(findings[0]!.evidence!.join(' | ')).toMatch(/budget was cut.*\|.*depot was built/);
    expect(findings[0]!.evidence!.join(' ')).not.toMatch(/Coordinated|Reduced|Trained|stock takes/);
  });

  it('finds a passive broken across two paragraphs, as in the whole text', async () => {
    // A sentence split by a stray line break: the second half has no 'was' of its own.
    const bullets = [
      'Coordinated dispatch for 40 drivers.',
      'The new depot was',
      'built in 12 weeks.',
      'Led 12 staff.',
    ];
    const findings = await passiveVoice(cv([...bullets, 'The budget was cut by the board.']));
    expect(findings[0]?.evidence).toEqual(['built in 12 weeks.', 'The budget was cut by the board.']);
    // …and with a paragraph holding no word (a stray dash) between the halves.
    const dashed = await passiveVoice(cv(['The new depot was', '–', 'built in 12 weeks.', 'The budget was cut.']));
    expect(dashed[0]?.evidence).toContain('built in 12 weeks.');
  });

  it('lets one passive sentence pass as style', async () => {
    expect(await passiveVoice(cv(['The budget was cut by the board in 2022.', 'Delivered the depot move.']))).toEqual(
      [],
    );
  });

  it('finds what parsing the whole text finds, on generated bullets', async () => {
    const words = fc.constantFrom(
      ...'was were is been being be am are built cut delivered managed given seen the a team depot budget by board in 2022 and Led Trained staff . ,'.split(
        ' ',
      ),
    );
    const bullet = fc.array(words, { minLength: 1, maxLength: 9 }).map((w) => w.join(' '));
    await fc.assert(
      fc.asyncProperty(fc.array(bullet, { minLength: 1, maxLength: 10 }), async (bullets) => {
        const doc = cv(bullets);
        const found = (await passiveVoice(doc))[0]?.evidence ?? [];
        expect(found).toEqual(await wholeTextPassives(doc));
      }),
      { numRuns: 150 },
    );
  });
});
