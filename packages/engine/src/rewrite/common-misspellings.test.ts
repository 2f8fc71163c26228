import { describe, expect, it } from 'vitest';
import { fixCommonMisspellings } from './common-misspellings';
import { undoChanges } from './undo';
import type { StructuredCv } from './structured-cv';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { rewriteCv } from './rewrite-cv';
import { loadSpeller } from '../analyse/checks/spelling';

describe('common misspellings', async () => {
  it('puts back a contraction’s apostrophe and the pronoun’s capital, not a list’s numeral', async () => {
    const cv: StructuredCv = {
      name: 'Ricky Tamati',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Experience',
          items: [
            { text: 'Have done some dogging but dont have the ticket yet', bullet: true },
            { text: 'Before that i worked on farms. Im happy to travel', bullet: true },
            { text: 'i) Tube and coupler', bullet: true },
          ],
        },
      ],
    };
    const step = fixCommonMisspellings(cv, await loadSpeller());
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Have done some dogging but don’t have the ticket yet',
      'Before that I worked on farms. I’m happy to travel',
      'i) Tube and coupler',
    ]);
  });

  it('reads a "-ys" after "the" or "our" as owning what follows', async () => {
    const cv: StructuredCv = {
      name: 'Dean Pohatu',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Experience',
          items: [
            { text: 'Drove the companys tipper and our factorys forklift', bullet: true },
            { text: 'Cleaned two factorys each week, getting signitures for each job', bullet: true },
            { text: 'Delt with aggresive customers calmly', bullet: true },
          ],
        },
      ],
    };
    const step = fixCommonMisspellings(cv, await loadSpeller());
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      "Drove the company's tipper and our factory's forklift",
      'Cleaned two factories each week, getting signatures for each job',
      'Dealt with aggressive customers calmly',
    ]);
  });

  it('puts right a real word spelt for another only where the words around it say which was meant', async () => {
    const cv: StructuredCv = {
      name: 'Bree Kell',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Experience',
          items: [
            { text: 'Order stationary and relieve the store manger, in a calm and professional manor.', bullet: true },
            { text: 'Met all KPI’s; checked stationary vehicles in the car park.', bullet: true },
            { text: 'Supported clients in there own homes; there were four of us on shift.', bullet: true },
            { text: 'Good communication skill’s', bullet: true },
            {
              text: 'Helped customers find what they where looking for around Melbournes northern suburbs',
              bullet: true,
            },
            { text: 'Responsible for there safety; where possible, walked them home', bullet: true },
            { text: 'I am responsable for keeping my machine clean', bullet: true },
            { text: 'Hedgeing, whipper sniping and edging with a whipper sniper', bullet: true },
            {
              text: 'Use the pallet jack everyday. Everyday tasks include some times like window tracks',
              bullet: true,
            },
            { text: 'Worked at some times of the year', bullet: true },
            { text: 'Checked medicare cards and took eftpos payments; see medicare.gov.au', bullet: true },
            { text: 'Metro deliveries around western sydney and the gold coast', bullet: true },
          ],
        },
      ],
    };
    const step = fixCommonMisspellings(cv, await loadSpeller());
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Order stationery and relieve the store manager, in a calm and professional manner.',
      'Met all KPIs; checked stationary vehicles in the car park.',
      'Supported clients in their own homes; there were four of us on shift.',
      'Good communication skills',
      "Helped customers find what they were looking for around Melbourne's northern suburbs",
      'Responsible for their safety; where possible, walked them home',
      'I am responsible for keeping my machine clean',
      'Hedging, whipper snipping and edging with a whipper snipper',
      'Use the pallet jack every day. Everyday tasks include sometimes like window tracks',
      'Worked at some times of the year',
      'Checked Medicare cards and took EFTPOS payments; see medicare.gov.au',
      'Metro deliveries around Western Sydney and the Gold Coast',
    ]);
    expect(undoChanges(step.cv, step.changes, [0], cv).sections[0]!.items[0]!.text).toMatch(/^Order stationary/);
  });

  it('puts right short slips, "-xs" plurals, "there lives", "costumers" and "a" before a vowel', async () => {
    const items = [
      'I am a enthusiastic person who wants to work with yong people and make a difference in there lives.',
      'Serving costumers at the front counter; repaired pumps, gearboxs, ect.',
      'A experienced Labourour on a one-off job for a European client, a unit and a hour',
      'Grade A electrician',
      'Helped members reach there goals; great costumer service; ready for a new challange',
    ];
    const cv: StructuredCv = {
      name: 'Bree Walsh',
      contact: [],
      sections: [{ kind: 'experience', heading: 'Experience', items: items.map((text) => ({ text, bullet: true })) }],
    };
    const step = fixCommonMisspellings(cv, await loadSpeller());
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'I am an enthusiastic person who wants to work with young people and make a difference in their lives.',
      'Serving customers at the front counter; repaired pumps, gearboxes, etc.',
      'An experienced Labourer on a one-off job for a European client, a unit and a hour',
      'Grade A electrician',
      'Helped members reach their goals; great customer service; ready for a new challenge',
    ]);
  });

  it('puts right the curated slips in their own case, each a change, and leaves names and products alone', async () => {
    const cv: StructuredCv = {
      name: 'Rosa Diaz',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Experience',
          items: [
            { text: 'Recieve deliveries and check stock against the managment report.', bullet: true },
            { text: 'Booked jobs in ServiceM8 for Kmart Recieving.', bullet: true },
            { text: 'Plant operator with 7+ years experience in civil works.', bullet: false },
          ],
        },
      ],
    };
    const step = fixCommonMisspellings(cv, await loadSpeller());
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Receive deliveries and check stock against the management report.',
      'Booked jobs in ServiceM8 for Kmart Recieving.',
      "Plant operator with 7+ years' experience in civil works.",
    ]);
    expect(step.changes.map((c) => `${c.before} → ${c.after}`)).toEqual([
      'Recieve → Receive',
      'managment → management',
      "7+ years experience → 7+ years' experience",
    ]);
    // Each undone on its own puts back the words as written.
    const back = undoChanges(step.cv, step.changes, [2], cv);
    expect(back.sections[0]!.items[2]!.text).toBe('Plant operator with 7+ years experience in civil works.');
  });

  it('knows the slips of a hurried summary ("alot", "childrens", "beleive", "succesful")', async () => {
    const cv: StructuredCv = {
      name: 'Chloe Barnett',
      contact: [],
      sections: [
        {
          kind: 'summary',
          heading: 'Profile',
          items: [
            { text: 'I beleive in making a diffrence in childrens lives and I have alot of patience.', bullet: false },
          ],
        },
      ],
    };
    expect(fixCommonMisspellings(cv, await loadSpeller()).cv.sections[0]!.items[0]!.text).toBe(
      'I believe in making a difference in children’s lives and I have a lot of patience.',
    );
  });

  it('knows a kitchen’s and a tradie’s slips ("Commerical", "resturant", "hygene", "didnt")', async () => {
    const cv: StructuredCv = {
      name: 'Jarrod Hollis',
      contact: [],
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          items: [
            {
              text: 'Cert III Commerical Cookery – food hygene unit done, didnt finish the resturant module',
              bullet: false,
            },
          ],
        },
      ],
    };
    expect(fixCommonMisspellings(cv, await loadSpeller()).cv.sections[0]!.items[0]!.text).toBe(
      'Cert III Commercial Cookery – food hygiene unit done, didn’t finish the restaurant module',
    );
  });

  it('reach the rewritten CV, a capitalised word put right included', async () => {
    const doc = docFromLines({
      top: ['Jarrod Hollis', 'Rutherford NSW 2320 | 0412 000 111'],
      sections: [{ heading: 'Education', lines: ['Cert III in Commerical Cookery – TAFE NSW, 2020'] }],
    });
    const r = await rewriteCv(
      doc,
      'Chef de Partie. Essential: Certificate III in Commercial Cookery.',
      'Chef de Partie',
    );
    expect(r.improvedText).toContain('Cert III in Commercial Cookery');
  });

  it('puts right the slips of care and clinic work, and "there" before whose pets', async () => {
    const cv: StructuredCv = {
      name: 'Jo Bell',
      contact: [],
      sections: [
        {
          kind: 'skills',
          heading: 'Skills',
          items: [
            { text: 'Excelent rapport with owners and there pets', bullet: true },
            { text: 'Prepared pateints for surgerys and kept attendence records', bullet: true },
            { text: 'Migrated there old emails and rang customers when there laptop was ready', bullet: true },
            { text: 'Reported changes in residants condition and worked under presure', bullet: true },
          ],
        },
      ],
    };
    expect(fixCommonMisspellings(cv, await loadSpeller()).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Excellent rapport with owners and their pets',
      'Prepared patients for surgeries and kept attendance records',
      'Migrated their old emails and rang customers when their laptop was ready',
      'Reported changes in residents condition and worked under pressure',
    ]);
  });

  it('puts right the words the analysis quotes as misspelt, and only those', async () => {
    const lines = [
      'Processed acounts payble and superanuation for 40 staff at Bautista Joinery.',
      'Reconcilation of Xero bank feeds; prepared BAS in Acountright.',
    ];
    const cv: StructuredCv = {
      name: 'Rosa Diaz',
      contact: [],
      sections: [{ kind: 'experience', heading: 'Experience', items: lines.map((text) => ({ text, bullet: true })) }],
    };
    const step = fixCommonMisspellings(cv, await loadSpeller());
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Processed accounts payable and superannuation for 40 staff at Bautista Joinery.',
      'Reconciliation of Xero bank feeds; prepared BAS in Acountright.',
    ]);
    // Slips of common CV words the curated words know, however they are spelt wrong.
    const more: StructuredCv = {
      ...cv,
      sections: [
        {
          kind: 'skills',
          heading: 'Key Skills',
          items: ['Good communicater', 'Conflict resolusion', 'Completed my apprentiship'].map((text) => ({
            text,
            bullet: true,
          })),
        },
      ],
    };
    expect(fixCommonMisspellings(more, await loadSpeller()).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Good communicator',
      'Conflict resolution',
      'Completed my apprenticeship',
    ]);
  });
});
