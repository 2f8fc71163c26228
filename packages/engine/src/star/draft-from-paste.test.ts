import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { draftFromPaste } from './draft-from-paste';

const cv = docFromLines({
  top: ['Ana Lim'],
  sections: [
    {
      heading: 'Experience',
      lines: ['Program Officer, Department of Industry, 2021 – Present'],
      bullets: [
        'Led a recovery process that returned $410,000 to the program',
        'Mentor two graduates each year',
        'Ran six information sessions with nine industry associations',
      ],
    },
  ],
});
const pasted = [
  'In a pitch of no more than 900 words, tell us how you meet the following:',
  '• You achieve results by managing competing priorities.',
  '• You cultivate productive working relationships with grant recipients.',
  '• You shape strategic thinking by anticipating risks.',
].join('\n');

describe('drafts from a paste and the ad', () => {
  it('writes one statement over all the criteria where the ad asks for no separate responses', async () => {
    const ad = 'Assistant Director\nPlease do not submit separate responses to individual selection criteria.';
    const one = await draftFromPaste(cv, pasted, ad);
    expect(one.criteria).toHaveLength(1);
    expect(one.wordLimit).toBe(900);
    const each = await draftFromPaste(cv, pasted, 'Assistant Director');
    expect(each.criteria).toHaveLength(3);
    expect(each.wordLimit).toBe(300); // Queensland's wording: "a separate statement", one.
    const qld = 'Child Safety Officer\nPlease do not submit a separate statement addressing each capability.';
    expect((await draftFromPaste(cv, pasted, qld)).criteria).toHaveLength(1);
  });

  it("writes to each criterion's own limit set beside it, the limit out of its words", async () => {
    const tagged = [
      'The word limit for each criterion is shown in brackets.',
      '1. Demonstrated experience managing grant programs and recovering funds. (max 1 page)',
      '2. Ability to build relationships with industry associations. (200 words)',
      '3. Ability to mentor and develop staff.',
    ].join('\n');
    const drafts = await draftFromPaste(cv, tagged, 'Program Officer');
    expect(drafts.criteria).toEqual([
      'Demonstrated experience managing grant programs and recovering funds.',
      'Ability to build relationships with industry associations.',
      'Ability to mentor and develop staff.',
    ]);
    expect(drafts.responses.map((r) => r.wordLimit)).toEqual([500, 200, undefined]);
    // Each response is labelled by the criterion's number as pasted; the criterion read stays as it was written.
    expect(drafts.responses.map((r) => [r.label, r.requirement])).toEqual([
      ['Criterion 1', 'Demonstrated experience managing grant programs and recovering funds.'],
      ['Criterion 2', 'Ability to build relationships with industry associations.'],
      ['Criterion 3', 'Ability to mentor and develop staff.'],
    ]);
  });
});

describe('the CV as the drafts quote it', () => {
  it('puts the CV’s slips right before quoting them, and builds no word from a slip', async () => {
    const slips = docFromLines({
      top: ['Jo Baker'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Store Manager, Bargain Barn, 2016 – 2025'],
          bullets: [
            'Manged a team of 14 staff including rosters, training and performance',
            'Handled custormer complaints and refunds, including escalated complaints',
            'Using there CRM system to record calls and update customer details',
          ],
        },
      ],
    });
    const drafts = await draftFromPaste(
      slips,
      'Selection criteria\n1. Proven ability to lead and motivate a team.\n2. Knowledge of complaint handling practices.\n3. Experience using client management systems.',
      '',
    );
    const all = drafts.responses.map((r) => r.fullResponse).join(' ');
    expect(all).toMatch(/customer complaints/);
    expect(all).not.toMatch(/custormer|manged|\bmange\b|there CRM/i);
  });

  it('leaves out the parts the ad says not to address, and shares its limit among the rest', async () => {
    const paste = [
      'Essential',
      '(a) Demonstrated experience leading recovery processes.',
      '(b) Well-developed skills in working with industry associations.',
      'Desirable',
      '(c) Experience mentoring graduates.',
    ].join('\n');
    const ad = [
      'How to apply',
      '   A statement of no more than 600 words addressing the essential requirements. Do not address the desirable',
      '   requirements or the appointment prerequisites in your statement.',
    ].join('\n');
    const drafts = await draftFromPaste(cv, paste, ad);
    expect(drafts.criteria).toHaveLength(2);
    expect(drafts.wordLimit).toBe(300);
    expect(drafts.skipped.join(' ')).toMatch(/mentoring graduates/);
    // What an ad says of applications that do not address the criteria leaves none out.
    const warned = await draftFromPaste(cv, paste, 'Applications that do not address the essential criteria.');
    expect(warned.criteria).toHaveLength(3);
  });
});
