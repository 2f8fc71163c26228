import { describe, expect, it } from 'vitest';
import { dutyBullets, dutyListsToBullets } from './duty-list';
import { presentTense } from './transforms';
import { undoChanges } from './undo';
import type { StructuredCv } from './structured-cv';
import { loadSpeller } from '../analyse/checks/spelling';

describe('a list of duties in a sentence becomes bullets', () => {
  it('reads a paragraph that opens with the list: its bullets, then each sentence after it as a bullet', () => {
    expect(
      dutyBullets(
        'My duties include showering and dressing residents, using the hoist, making beds and writing progress notes. I have also been signed off to give out medications.',
      ),
    ).toEqual([
      'Showered and dressed residents',
      'Used the hoist',
      'Made beds',
      'Wrote progress notes',
      'I have also been signed off to give out medications.',
    ]);
  });

  it('opens each duty with what the person did, groups one-word duties and drops the filler', () => {
    expect(
      dutyBullets(
        'Duties included: answering the phone, greeting patients, making appointments, filing, photocopying, handling payments and other duties as required.',
      ),
    ).toEqual([
      'Answered the phone',
      'Greeted patients',
      'Made appointments',
      'Handled payments',
      'Filing and photocopying',
    ]);
    expect(dutyBullets('Responsibilities: stocking shelves, serving customers and working on the registers')).toEqual([
      'Stocked shelves',
      'Served customers',
      'Worked on the registers',
    ]);
  });

  it('keeps an abbreviation’s capitals in a duty without a verb ("MYOB data entry")', () => {
    expect(dutyBullets('Duties included: answering the phone, filing, MYOB data entry and banking.')).toEqual([
      'Answered the phone',
      'Filing, MYOB data entry and banking',
    ]);
  });

  it('turns two verbs joined before their object, and a current role’s "doing" to "Do"', () => {
    const present = presentTense((w) => ['do', 'doe', 'hedge', 'prune', 'water'].includes(w)).of;
    expect(
      dutyBullets('My duties include hedging and pruning, watering the beds, doing the invoices.', present),
    ).toEqual(['Hedge and prune', 'Water the beds', 'Do the invoices']);
  });

  it('keeps a list too tangled to part as one bullet in the person’s words, its label gone', () => {
    // A list inside a duty ("about their bills, payment plans, …"), and objects after a duty ("…, loaves and scrolls").
    expect(
      dutyBullets(
        'My duties include taking calls about their bills, payment plans, moving house and faults, updating details.',
      ),
    ).toEqual(['Taking calls about their bills, payment plans, moving house and faults, updating details.']);
    expect(
      dutyBullets('My duties include proving and baking bread rolls, loaves and scrolls, icing cakes, cleaning down.'),
    ).toEqual(['Proving and baking bread rolls, loaves and scrolls, icing cakes, cleaning down.']);
    // Objects that go on past the list's comma with words of their own ("…, straps and gates as per the Guide").
    expect(
      dutyBullets(
        'Duties included pre-start checks, securing loads with chains, straps and gates as per the Load Restraint Guide, delivering on time.',
      ),
    ).toEqual([
      'Pre-start checks, securing loads with chains, straps and gates as per the Load Restraint Guide, delivering on time.',
    ]);
  });

  it('leaves a sentence that is no list of three duties as it is', () => {
    expect(dutyBullets('Duties included: reception and banking.')).toBeNull();
    expect(dutyBullets('Answered the phone, greeted patients and made appointments.')).toBeNull();
  });

  it('changes only a role’s lines, and undo puts the sentence back', () => {
    const text = 'Duties included: serving customers, stocking shelves and working on the registers.';
    const cv: StructuredCv = {
      name: 'Kylie Jenkins',
      contact: [],
      sections: [
        { kind: 'summary', heading: 'Summary', items: [{ text, bullet: false }] },
        { kind: 'experience', heading: 'Experience', items: [{ text, bullet: false }] },
      ],
    };
    const step = dutyListsToBullets(cv);
    expect(step.cv.sections[0]!.items).toEqual(cv.sections[0]!.items);
    expect(step.cv.sections[1]!.items.map((i) => i.text)).toEqual([
      'Served customers',
      'Stocked shelves',
      'Worked on the registers',
    ]);
    expect(undoChanges(step.cv, step.changes, [0], cv)).toEqual(cv);
  });

  it('takes out a label alone above its bullets ("Duties included:"), and undo puts it back', () => {
    const items = [
      { text: 'Duties included:', bullet: false },
      { text: 'Answering inbound calls', bullet: true },
      { text: 'Selling plan upgrades', bullet: true },
    ];
    const cv: StructuredCv = {
      name: 'Brendan Taylor',
      contact: [],
      sections: [{ kind: 'experience', heading: 'Experience', items }],
    };
    const step = dutyListsToBullets(cv);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual(['Answering inbound calls', 'Selling plan upgrades']);
    expect(step.changes[0]).toMatchObject({ kind: 'clean', before: 'Duties included:', after: '' });
    expect(undoChanges(step.cv, step.changes, [0], cv).sections[0]!.items.map((i) => i.text)).toContain(
      'Duties included:',
    );
  });

  it('keeps a label that parts one list of bullets from another ("Key achievements:" … "Responsibilities:")', () => {
    const items = [
      { text: 'Key achievements:', bullet: false },
      { text: 'Reduced resident falls by 30%', bullet: true },
      { text: 'Responsibilities:', bullet: false },
      { text: 'Lead a team of 8 care workers', bullet: true },
    ];
    const cv: StructuredCv = {
      name: 'Grace Mwangi',
      contact: [],
      sections: [{ kind: 'experience', heading: 'Experience', items }],
    };
    expect(dutyListsToBullets(cv).cv.sections[0]!.items).toEqual(items);
  });

  it('takes out a line that is only "Other duties as required"', () => {
    const items = [
      { text: 'Answer phones and take messages', bullet: true },
      { text: 'Other duties as required', bullet: true },
    ];
    const cv: StructuredCv = {
      name: 'Sharon Thompson',
      contact: [],
      sections: [{ kind: 'experience', heading: 'Experience', items }],
    };
    const step = dutyListsToBullets(cv);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual(['Answer phones and take messages']);
    expect(undoChanges(step.cv, step.changes, [0], cv).sections[0]!.items.map((i) => i.text)).toContain(
      'Other duties as required',
    );
  });
});

describe('a duty with a second action joined further along', () => {
  it('puts that action in the opening’s tense too', async () => {
    const speller = await loadSpeller();
    const present = presentTense((w) => speller.correct(w));
    expect(
      dutyBullets(
        'Duties included: preparing the weekly roster, completing incident reports and escalating incidents to the manager, implementing behaviour support plans and running house meetings.',
        present.of,
      ),
    ).toContain('Complete incident reports and escalate incidents to the manager');
  });
});

describe('a role dated only by its length', () => {
  it('takes the tense the person wrote its duties in: "include" is work done now, "included" is done', async () => {
    const speller = await loadSpeller();
    const role = (duties: string): StructuredCv => ({
      name: 'Sharon Kowalczyk',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Work Experience',
          items: [
            { text: 'Lakeside Gardens Aged Care – Murray Bridge Personal Carer 2 years (casual)', bullet: false },
            { text: duties, bullet: false },
          ],
        },
      ],
    });
    const bullets = (duties: string) =>
      dutyListsToBullets(role(duties), (w) => speller.correct(w))
        .cv.sections[0]!.items.slice(1)
        .map((i) => i.text);
    expect(bullets('My duties include showering residents, making beds and writing progress notes.')).toEqual([
      'Shower residents',
      'Make beds',
      'Write progress notes',
    ]);
    expect(bullets('My duties included showering residents, making beds and writing progress notes.')).toEqual([
      'Showered residents',
      'Made beds',
      'Wrote progress notes',
    ]);
  });
});
