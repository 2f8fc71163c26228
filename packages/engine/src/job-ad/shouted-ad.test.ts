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
