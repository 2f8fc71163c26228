import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';
import { matchCv } from '../match/match-report';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { isShouted, unshoutedAd } from './shouted-ad';

/** A farm job in a country paper's classifieds, as a person copies it from the page. */
const CLASSIFIED = `COUNTRY COURIER – THURSDAY 3 DECEMBER 2026 – PAGE 31
CLASSIFIEDS ... EMPLOYMENT

STATION HAND / PLANT OPERATOR
MIXED CROPPING & CATTLE PROPERTY 40KM WEST OF MOREE. FULL TIME POSITION.
DUTIES INCL SPRAYING, HARVEST, CATTLE WORK, GENERAL MAINT & FENCING.
MIN 2 YRS MIXED FARMING EXP ESSENTIAL. MR LICENCE & CHEM ACCRED AN ADVANTAGE. MUST HOLD CURRENT DRIVERS LIC. GPS EXP PREF.
2 BR COTTAGE SUPPLIED, POWER PAID. WAGE NEG ON EXP. SUIT COUPLE.
PH DAVE (02) 5550 1188 AH`;

describe('an ad set in capitals', () => {
  it('is read as a person writes it: short lines in title case, sentences in sentence case, abbreviations kept', () => {
    expect(isShouted(CLASSIFIED)).toBe(true);
    expect(isShouted('Station Hand\nMin 2 years mixed farming experience. MR licence an advantage.')).toBe(false);
    const text = unshoutedAd(CLASSIFIED);
    expect(text).toContain('Station Hand / Plant Operator');
    expect(text).toContain(
      'Min 2 yrs mixed farming experience essential. MR licence & chem accreditation an advantage.',
    );
    expect(text).toContain('Must hold current drivers licence.');
  });

  it('asks what the ad asks, not its offers or the words around them', () => {
    const ad = readAd(CLASSIFIED);
    expect(ad.title).toBe('Station Hand');
    const names = ad.requirements.map((r) => r.name.toLowerCase());
    expect(ad.requirements.find((r) => r.kind === 'experience')?.wording).toBe('2 years');
    expect(ad.requirements.some((r) => r.kind === 'credential' && /driver/i.test(r.name) && r.essential)).toBe(true);
    // What the farm offers is no skill asked ("Wage neg on exp", "Suit couple", "Power paid").
    expect(names.filter((n) => /wage|couple|power|cottage|courier/.test(n))).toEqual([]);
  });

  it('reads years before a field as how long, not as part of the skill', () => {
    const ad = readAd('Support Worker\nAt least 2 years disability experience.');
    expect(ad.requirements.map((r) => r.name)).toContain('2+ years’ experience');
    expect(ad.requirements.map((r) => r.name.toLowerCase()).filter((n) => n.startsWith('years'))).toEqual([]);
  });
});

describe('a farm ad read against a farmer’s CV', () => {
  it('reads broadacre experience as shown by the crops and machines a CV names', () => {
    const cv = docFromLines({
      top: ['Graham Tonkin', 'Kondinin WA 6367 | 0491 570 221'],
      sections: [
        {
          heading: 'Farming History',
          lines: ['Owner-operator, Tonkin Farms, Kimba SA, 1998 – 2024'],
          bullets: [
            '2,800 ha continuous cropping: wheat, barley, lentils, canola',
            'Fencing and general farm maintenance',
          ],
        },
      ],
    });
    const broadacre = matchCv(cv, CLASSIFIED.replace('MIXED FARMING', 'BROADACRE'), { now: new Date('2026-11-28') });
    const line = broadacre.requirements?.find((r) => /broadacre/i.test(r.name));
    expect(line?.status).toBe('met');
  });
});

/** A job set in capitals among a paper's other classifieds, which are not. */
const ON_THE_PAGE = `THE HILLS GAZETTE    Thursday, 3 December 2026    Page 28
POSITIONS VACANT

GARAGE SALE Sat 5th 8am–1pm, 9 Hill St Tanunda. Tools, bikes, furniture. No early birds.

PACKING SHED HANDS – 2027 HARVEST
LOCAL ORCHARD IS SEEKING CASUAL PACKING SHED HANDS FOR THE 2027 HARVEST. DUTIES INCL. GRADING, PACKING & PALLETISING. 8 HR SHIFTS INCL. WEEKENDS & PUBLIC HOLS. FORKLIFT LICENCE (LF) AN ADVANTAGE. MUST HAVE OWN TRANSPORT. PREV. ORCHARD OR FARM EXP. PREFERRED BUT NOT ESSENTIAL. APPLY W/ RESUME TO shed@example.com BY FRI 11 DEC.

DELIVERY DRIVER P/T bakery, early starts. Must have own car and a current HR licence. Call Lisa 0491 570 912

CHILD CARE EDUCATOR (Cert III) casual, Angaston. Send resume to jobs@example.com`;

describe('a job in capitals among a paper’s classifieds', () => {
  const job = readAd(ON_THE_PAGE);
  const byName = new Map(job.requirements.map((r) => [r.name, r]));

  it('reads its sentences as a person writes them, a shortened word’s full stop no sentence’s end', () => {
    expect(job.title).toBe('Casual Packing Shed Hand');
    expect(byName.get('Forklift licence')?.essential).toBe(false);
    expect(byName.get('Own transport')?.essential).toBe(true);
    expect(byName.get('Farm experience')?.essential).toBe(false);
  });

  it('reads nothing from the ads after its own contact line', () => {
    expect([...byName.keys()].join(' | ')).not.toMatch(/heavy|HR|Cert III|qualification/i);
    expect(job.requirements.some((r) => r.kind === 'qualification')).toBe(false);
  });
});

describe('an ad wholly in capitals that offers its job in a sentence too', () => {
  it('takes its opening line’s job, not the sentence’s capitals ("WE NEED MORE FRIENDLY DRIVERS")', () => {
    const ad = [
      'BUS DRIVERS WANTED – SUNSHINE COAST (KUNDA PARK DEPOT)',
      'FULL TIME, PART TIME & CASUAL POSITIONS AVAILABLE NOW',
      'HINTERLAND COACHES & TRANSIT IS GROWING! WE RUN ROUTE SERVICES AND CHARTERS, AND WE NEED MORE FRIENDLY DRIVERS FOR 2027.',
      'YOU MUST HAVE:',
      '- MR LICENCE OR HIGHER',
    ].join('\n');
    expect(readAd(ad).title).toBe('Bus Driver');
  });
});

describe('a shouted word that names a property of every object', () => {
  it('is read as a word ("CONSTRUCTOR", "TOSTRING"), never as the object’s own', () => {
    const ad =
      'BUILDER WANTED\nSEEKING A LICENSED CONSTRUCTOR FOR RESIDENTIAL HOMES. MUST HOLD CURRENT DRIVERS LIC AND WHITE CARD.';
    expect(unshoutedAd(ad)).toMatch(
      /Seeking a licensed constructor for residential homes\. Must hold current drivers licence/,
    );
  });
});
