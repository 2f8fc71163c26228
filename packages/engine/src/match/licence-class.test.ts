import { describe, expect, it } from 'vitest';
import { coversClass } from './licence-class';
import { matchCv } from './match-report';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { buildDocx } from '../test-fixtures/build-cv';
import { readCv } from '../read/read-cv';

describe('heavy vehicle licence classes', () => {
  it.each([
    ['HR licence (minimum)', 'QLD – MR (Medium Rigid) and C', false],
    ['HR licence (minimum)', 'HC licence, 2015', true],
    ['MR or HR licence', 'Medium Rigid (MR)', true],
    ['Heavy Rigid licence', 'Multi-combination (MC) licence', true],
    ['MC licence', 'Heavy combination licence', false],
    // No class named on either side: the licence is taken as shown.
    ['Truck licence', 'MR licence', true],
    ['HR licence', 'Truck licence – current', true],
    // "hr" in small letters is no class ("24 hr call-outs").
    ['HR licence', 'Medium rigid truck licence for 24 hr call-outs', false],
  ])('%s, shown by %j: %s', (asked, line, covered) =>
    expect(coversClass('Heavy vehicle licence', asked, line)).toBe(covered),
  );

  it.each([
    ['Current LF forklift licence', 'LO – Order-picking forklift truck (SafeWork NSW)', false],
    ['Forklift licence', 'LO licence (order picker)', false],
    ['Forklift licence', 'Forklift – LF high risk work licence – 1999', true],
    ['Forklift licence', 'Forklift licence – current', true],
    ['LO licence', 'LO – Order-picking forklift truck', true],
  ])('forklift kinds: %s, shown by %j: %s', (asked, line, covered) =>
    expect(coversClass('Forklift licence', asked, line)).toBe(covered),
  );

  it.each([
    ['Intermediate Scaffolding (SI) is a must', 'High Risk Work Licence - Basic Scaffolding (SB) - 2017', false],
    ['Intermediate Scaffolding (SI) is a must', 'Scaffolding Advanced – 2019', true],
    ['Basic rigging ticket', 'Intermediate Rigging (RI)', true],
    ['Advanced rigging', 'RB, RI', false],
  ])('scaffolding and rigging by class: %s, shown by %j: %s', (asked, line, covered) =>
    expect(coversClass(/rigg/i.test(asked) ? 'Rigging licence' : 'Scaffolding licence', asked, line)).toBe(covered),
  );

  it('leaves a licence without classes as shown', () =>
    expect(coversClass('Forklift licence', 'HR licence', 'Forklift licence (LF)')).toBe(true));
});

describe('a heavy vehicle licence named by its class', () => {
  it('is shown by "Driver licence – Class HR", as the match reads the CV', () => {
    const cv = docFromLines({
      top: ['Dale Hooper', 'Camden NSW | 0412 345 678'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Site Supervisor, Halcyon Civil, 2019 – Present'],
          bullets: ['Ran civil crews on subdivision works.'],
        },
        { heading: 'Licences', lines: ['Driver licence – Class HR – Current (exp. 2029)'] },
      ],
    });
    const ad = 'Site Supervisor\nAbout you\n- Heavy vehicle licence (HR) highly regarded';
    const judged = matchCv(cv, ad, { now: new Date(0) }).requirements.find((r) => /heavy vehicle/i.test(r.name));
    expect(judged?.status).toBe('met');
  });
});

describe('a licence spelt with a common slip', () => {
  it('is still the licence ("Drivers liscence – C class")', () => {
    const cv = docFromLines({
      top: ['Brendan Walsh', 'Geelong VIC | 0412 345 678'],
      sections: [
        { heading: 'Experience', lines: ['Plumber, Bay Plumbing, 2019 – Present'], bullets: ['Repaired burst mains.'] },
        { heading: 'Licences', lines: ['Drivers liscence – C class'] },
      ],
    });
    const ad = 'Maintenance Plumber\nAbout you\n- Current driver licence';
    const judged = matchCv(cv, ad, { now: new Date(0) }).requirements.find((r) => /driver/i.test(r.name));
    expect(judged?.status).toBe('met');
  });
});

describe('a state’s name for the electrical licence', () => {
  it('reads Queensland’s "Electrical Mechanic Licence" as the electrical worker licence asked', () => {
    const cv = docFromLines({
      top: ['Dean Kelly', 'Ipswich QLD | 0412 345 678'],
      sections: [
        { heading: 'Experience', lines: ['Electrician, Spark Electrical, 2015 – Present'], bullets: ['Found faults.'] },
        { heading: 'Licences', lines: ['Electrical Mechanic Licence (QLD) – Licence no. 108812'] },
      ],
    });
    const ad = 'Electrician\nAbout you\n- Unrestricted Queensland Electrical Worker Licence (Electrical Mechanic)';
    const judged = matchCv(cv, ad, { now: new Date(0) }).requirements.find((r) => /electrical licence/i.test(r.name));
    expect(judged?.status).toBe('met');
  });
});

describe('a licence in a table row', () => {
  it('is judged with its row: "Forklift licence" beside "LO – Order-picking forklift truck" is no LF licence', async () => {
    const cv = await readCv(
      await buildDocx({
        top: ['Daniel Ferreira', 'Blacktown NSW | 0491 570 737'],
        sections: [
          { heading: 'Experience', paragraphs: ['Freight Coordinator, Coldlink 3PL, 2023 – Present'] },
          {
            heading: 'Licences',
            table: [
              ['Licence', 'Class', 'Issued'],
              ['Forklift licence', 'LO – Order-picking forklift truck (SafeWork NSW)', '2018'],
            ],
          },
        ],
      }),
    );
    const ad = 'Freight Coordinator\nAbout you\n- Current LF forklift licence';
    const judged = matchCv(cv, ad, { now: new Date(0) }).requirements.find((r) => /forklift/i.test(r.name));
    expect(judged?.status).not.toBe('met');
  });
});

describe('a licence whose class the CV leaves unsaid', () => {
  it('is partly there, with advice to name the class, and is offered as a line to add if true', async () => {
    const { rewriteCv } = await import('../rewrite/rewrite-cv');
    const cv = docFromLines({
      top: ['Aaron Pike', 'Darra QLD | 0491 570 282'],
      sections: [
        { heading: 'Licences', lines: ['Truck licence and car licence, forklift ticket'] },
        { heading: 'Work', lines: ['Delivery Driver – Brisbane Timber Supplies, 2020 – Present'] },
      ],
    });
    const ad = 'Delivery Driver\nEssential:\n- MR licence (minimum)\n- Forklift licence';
    const report = matchCv(cv, ad, { now: new Date('2026-11-22') });
    const licence = report.requirements.find((r) => r.name === 'Heavy vehicle licence');
    expect(licence?.status).toBe('partial');
    expect(report.gapsAndImprovements.join(' ')).toMatch(/does not say its class/);
    const { addIfTrue } = await rewriteCv(cv, ad);
    expect(addIfTrue.map((s) => s.line)).toContain('MR licence');
    // A class named meets it.
    const classed = docFromLines({
      top: ['Aaron Pike'],
      sections: [{ heading: 'Licences', lines: ['Truck licence – MR class'] }],
    });
    expect(
      matchCv(classed, ad, { now: new Date('2026-11-22') }).requirements.find((r) => r.name === 'Heavy vehicle licence')
        ?.status,
    ).toBe('met');
  });
});
