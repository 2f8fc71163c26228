import { describe, expect, it } from 'vitest';
import { matchCv } from '../match/match-report';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { asDocument } from './as-document';
import { rewriteCv } from './rewrite-cv';
import { renderText } from './structured-cv';

const NOW = new Date('2026-11-26');
const doc = docFromLines({
  top: ['Amy Chen', 'Geelong VIC 3220 | 0412 345 678 | amy@example.com'],
  sections: [
    { heading: 'PROFILE', lines: ['Office administrator with five years in local government.'] },
    {
      heading: 'EMPLOYMENT',
      lines: ['Administration Officer, City of Greater Geelong, 2020 – Present'],
      bullets: ['Processed 40 permit applications a week.', 'Answered 60 calls a day.', 'Kept the TRIM records.'],
    },
    { heading: 'COMPUTER SKILLS', lines: ['MS Office (Word, Excel, Outlook), TRIM, typing 65 wpm.'] },
  ],
});
const AD = 'Office Administrator. Essential: computer skills and reception experience. Apply now.';

describe('no rewrite step lowers the match', () => {
  it('keeps a heading whose words the ad asks for ("Computer Skills") rather than lose the credit', async () => {
    const before = matchCv(doc, AD, { jobTitle: 'Office Administrator', now: NOW }).matchScore;
    const r = await rewriteCv(doc, AD, 'Office Administrator');
    const after = matchCv(asDocument(r.improved), AD, { jobTitle: 'Office Administrator', now: NOW }).matchScore;
    expect(after).toBeGreaterThanOrEqual(before);
    expect(r.improved.sections.map((s) => s.heading)).toContain('COMPUTER SKILLS');
  });
});

describe('the finished rewrite never scores below the original on the match', () => {
  it('takes out an objective whose words the ad is about: what a person wants is no evidence, so it costs nothing', async () => {
    const objective =
      'Seeking a full time customer service position in a contact centre where I can develop my skills.';
    const cv = docFromLines({
      top: ['Brendan Taylor', 'Caboolture QLD 4510 | 0466 918 024 | brendan@example.com'],
      sections: [
        { heading: 'OBJECTIVE', lines: [objective] },
        {
          heading: 'EMPLOYMENT',
          lines: ['Console Operator, Bruce Hwy Service Centre, 2016 – 2021'],
          bullets: ['Served customers at the console.', 'Counted the till at the end of each shift.'],
        },
      ],
    });
    const ad =
      'Customer Service Officer, contact centre. Essential: customer service in a contact centre, CRM systems and a police check.';
    const match = (d: typeof cv) => matchCv(d, ad, { now: NOW }).matchScore;
    const r = await rewriteCv(cv, ad);
    expect(match(asDocument(r.improved))).toBeGreaterThanOrEqual(match(cv));
    expect(renderText(r.improved)).not.toContain('Seeking a full time');
  });
});
