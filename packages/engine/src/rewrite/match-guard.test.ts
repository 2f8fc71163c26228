import { describe, expect, it } from 'vitest';
import { matchCv } from '../match/match-report';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { asDocument } from './as-document';
import { rewriteCv } from './rewrite-cv';
import { analyseCv } from '../analyse/analyse-cv';
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
    expect(r.improved.sections.map((s) => s.heading)).toContain('Computer Skills');
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

describe('the finished rewrite never scores below the original on the analysis', () => {
  it('takes out an objective even where that leaves a CV near the length mark, when later lines give words back', async () => {
    const objective = 'Seeking a full-time storeperson role in a busy warehouse.';
    const duty = (n: number) =>
      `Picked and packed ${n * 10} orders a shift for metropolitan stores using RF scanners and the Manhattan WMS.`;
    const cvWith = (bullets: number) =>
      docFromLines({
        top: ['Lena Kovac', 'Dandenong VIC 3175 | 0411 222 333 | lena@example.com'],
        sections: [
          { heading: 'OBJECTIVE', lines: [objective] },
          {
            heading: 'EMPLOYMENT',
            lines: ['Storeperson, Coles Distribution Centre, 2019 – Present'],
            bullets: Array.from({ length: bullets }, (_, i) => duty(i + 1)),
          },
          { heading: 'SKILLS', lines: ['Forklift licence (LF), RF scanning, stock control, Manhattan WMS'] },
        ],
      });
    // The shortest CV over the length mark: without its objective it would be under it.
    let bullets = 1;
    const short = async (n: number) =>
      (await analyseCv(cvWith(n), NOW)).feedback.formatting.some((f) =>
        /^length\.(?:too-short|near-empty)$/.test(f.code),
      );
    while (await short(bullets)) bullets++;
    const cv = cvWith(bullets);
    const ad =
      'Storeperson. Essential: pick and pack orders with RF scanners, stock control, a forklift licence and experience with a WMS.';
    const r = await rewriteCv(cv, ad);
    expect(renderText(r.improved)).not.toContain('Seeking a full-time');
    expect((await analyseCv(asDocument(r.improved), NOW)).score).toBeGreaterThanOrEqual(
      (await analyseCv(cv, NOW)).score,
    );
  });
});

describe('a summary of clichés whose words the ad uses', () => {
  it('is taken out, as the match reads no evidence in it, so taking it out costs nothing', async () => {
    const cliches =
      'Reliable team player who gives 110% and always turns up on time, happy to work outdoors in all weather.';
    const cv = docFromLines({
      top: ['Kane Walsh', 'Nambour QLD 4560 | 0491 570 119 | kane@example.com'],
      sections: [
        { heading: 'Objective', lines: [cliches] },
        {
          heading: 'Work History',
          lines: ['Owner / Operator, Walsh Mowing, 2022 – Present'],
          bullets: ['Mowed and edged 25 residential lawns a week.', 'Trimmed hedges and cleared green waste.'],
        },
      ],
    });
    const ad =
      'Groundskeeper. Essential: mowing and edging, hedge trimming, reliable and on time, happy to work outdoors in all weather.';
    const match = (d: typeof cv) => matchCv(d, ad, { now: NOW }).matchScore;
    const r = await rewriteCv(cv, ad);
    expect(renderText(r.improved)).not.toContain('gives 110%');
    expect(match(asDocument(r.improved))).toBeGreaterThanOrEqual(match(cv));
  });
});
