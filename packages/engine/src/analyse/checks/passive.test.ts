import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { passiveVoice } from './passive';

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

  it('reads be + past participle only: an adjective, a stated fact about the person or a promotion is not passive', async () => {
    const notPassive = [
      'I was responsible for the store rosters.',
      'Was responsible for weekly stocktakes and ordering.',
      'I was based in Sydney and was committed to the team.',
      'Was promoted to supervisor after six months.',
      'Was selected to lead the depot relocation.',
      'I was interested in logistics and was known for reliability.',
      'The store was busy and the team was small.',
    ];
    expect(await passiveVoice(cv(notPassive))).toEqual([]);
    const passive = await passiveVoice(
      cv(['Weekly KPI reports were prepared by me.', 'The system was successfully implemented in 2021.']),
    );
    expect(passive[0]?.evidence).toEqual([
      'Weekly KPI reports were prepared by me.',
      'The system was successfully implemented in 2021.',
    ]);
  });

  it('lets one passive sentence pass as style', async () => {
    expect(await passiveVoice(cv(['The budget was cut by the board in 2022.', 'Delivered the depot move.']))).toEqual(
      [],
    );
  });

  it('never finds a passive in a bullet with no form of "be"', async () => {
    const words = fc.constantFrom(
      ...'built cut delivered managed given seen the a team depot budget by board in 2022 and Led Trained staff . ,'.split(
        ' ',
      ),
    );
    const bullet = fc.array(words, { minLength: 1, maxLength: 9 }).map((w) => w.join(' '));
    await fc.assert(
      fc.asyncProperty(fc.array(bullet, { minLength: 1, maxLength: 10 }), async (bullets) => {
        expect(await passiveVoice(cv(bullets))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
