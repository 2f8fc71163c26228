import { describe, expect, it } from 'vitest';
import { readCv } from '../read/read-cv';
import { factGuard } from '../rewrite/fact-guard';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { draftStar, PROMPTS } from './draft-star';
import { capabilityOf } from './frameworks';
import { splitCriteria } from './split-criteria';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('splitCriteria', () => {
  it('reads numbered criteria and drops the heading and how-to-apply lines', () => {
    const text = `Key Selection Criteria
1. Demonstrated experience leading a team to deliver operational results.
2) Well-developed written communication skills.
3. Knowledge of workplace health and safety.
How to apply: submit a cover letter addressing the criteria by 5 June.`;
    expect(splitCriteria(text)).toEqual([
      'Demonstrated experience leading a team to deliver operational results.',
      'Well-developed written communication skills.',
      'Knowledge of workplace health and safety.',
    ]);
  });

  it('reads bullets, "Selection criteria 1." markers run into one line, and capability headings', () => {
    expect(
      splitCriteria('• Strong stakeholder engagement skills\n• Ability to analyse data\n• Closing date: Friday'),
    ).toEqual(['Strong stakeholder engagement skills', 'Ability to analyse data']);
    const flat =
      'Selection criteria 1. Demonstrated ability to manage a caseload. Selection criteria 2. Excellent written communication. Selection criteria 3. Knowledge of the NDIS.';
    expect(splitCriteria(flat)).toHaveLength(3);
    const nsw = 'Focus capabilities\nCommunicate Effectively\nDeliver Results\nWork Collaboratively';
    expect(splitCriteria(nsw)).toEqual(['Communicate Effectively', 'Deliver Results', 'Work Collaboratively']);
  });

  it('splits a flattened list whose items run together', () => {
    const text =
      'To be successful you will need: An understanding of community services Ability to work within the team Dedicated experience in case management';
    expect(splitCriteria(text)).toEqual([
      'An understanding of community services',
      'Ability to work within the team',
      'Dedicated experience in case management',
    ]);
  });
});

describe('draftStar', async () => {
  const cv = await readCv(await buildDocx(cleanCv));

  it('picks the CV’s most relevant lines, in the first person, with their role as the situation', () => {
    const [r] = draftStar(cv, ['Demonstrated experience leading a team to deliver operational results.']);
    expect(r!.starResponse.situation).toMatch(/^As Operations Coordinator at Sydney Freight Co \(Mar 2021 – Present\)/);
    expect(r!.starResponse.action).toMatch(/^I led a team of 12 warehouse staff/);
    expect(r!.starResponse.result).toBe('As a result, I lifted on-time dispatch from 86% to 97%.');
    expect(r!.fullResponse).toContain(PROMPTS.task);
  });

  it('uses a named capability’s cues (APS ILS "Communicates with Influence")', () => {
    expect(capabilityOf('Communicates with Influence: confident written and verbal communication')?.framework).toBe(
      'APS ILS',
    );
    const [r] = draftStar(cv, ['Communicates with Influence']);
    expect(r!.starResponse.action).toMatch(/reports|negotiated/i);
  });

  it('never adds a number or a name the CV lacks, and marks thin evidence with prompts', () => {
    const criteria = [
      'Experience managing a $5 million budget for Acme Corporation.',
      'Demonstrated knowledge of aviation safety regulations.',
      'Strong stakeholder engagement and negotiation skills.',
    ];
    for (const r of draftStar(cv, criteria)) expect(factGuard(cv.text, r.fullResponse).untraced).toEqual([]);
    const thin = draftStar(cv, ['Experience flying commercial aircraft under CASA rules.'])[0]!;
    expect(thin.starResponse.action).toBe(PROMPTS.action);
    expect(thin.fullResponse).toContain('[add a measurable result]');
  });

  it('keeps each draft within the word limit', () => {
    for (const limit of [40, 250]) {
      for (const r of draftStar(cv, ['Leadership of teams', 'Workplace health and safety', 'Negotiation'], limit))
        expect(words(r.fullResponse)).toBeLessThanOrEqual(limit);
    }
  });

  it('is deterministic', () => {
    const criteria = ['Leadership of teams', 'Communication skills'];
    expect(draftStar(cv, criteria)).toEqual(draftStar(cv, criteria));
  });
});
