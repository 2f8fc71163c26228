/**
 * Every scan over text a visitor can send grows linearly: each entry point (read facts, analysis, match, criteria,
 * rewrite, STAR, both renders) runs on a pathological input of 10,000
 * and of 100,000 characters, and the larger may take at most 30 times as long (linear is 10; a quadratic scan is
 * 100). A ratio within one run, not a fixed time, so a slow machine does not fail it.
 */
import { describe, expect, it } from 'vitest';
import { analyseCv } from './analyse/analyse-cv';
import { matchCv } from './match/match-report';
import { findEmail } from './read/contact';
import { findAuPhone } from './read/phone';
import { renderDocx } from './render/render-docx';
import { renderPdf } from './render/render-pdf';
import { rewriteCv } from './rewrite/rewrite-cv';
import { draftStar } from './star/draft-star';
import { readCriteria } from './star/read-criteria';
import { docFromLines } from './test-fixtures/doc-from-lines';

/** Pathological texts of about `n` characters. */
const HOSTILE: Record<string, (n: number) => string> = {
  'digit groups': (n) => '1 '.repeat(n / 2),
  'one huge word': (n) => 'a'.repeat(n),
  'long whitespace': (n) => `Warehouse supervisor${' '.repeat(n)}forklift`,
  'letters before an @': (n) => `${'a'.repeat(n)} x@`,
  'at signs': (n) => 'a@'.repeat(n / 2),
  'lost question marks': (n) => ' ? '.repeat(n / 3),
  'repeated punctuation': (n) => '.,;:-'.repeat(n / 5),
  'many words': (n) => 'managed rosters and '.repeat(n / 20),
};

/** A CV whose one bullet is `text`. */
const cvWith = (text: string) =>
  docFromLines({
    top: ['Sam Lee'],
    sections: [{ heading: 'Experience', lines: ['Clerk, Acme Pty Ltd, 2020 – Present'], bullets: [text] }],
  });
/** A structured CV whose summary is `text`, for the renders. */
const structured = (text: string) => ({
  name: 'Sam Lee',
  contact: [],
  sections: [{ kind: 'summary' as const, heading: 'Summary', items: [{ text, bullet: false }] }],
});

/** The fastest of three runs, in milliseconds (never under 1, so tiny times do not make a ratio of noise). */
async function timeOf(run: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return Math.max(best, 1);
}

const ENTRY_POINTS: Record<string, (text: string) => unknown> = {
  'phone scan': findAuPhone,
  'e-mail scan': findEmail,
  'criteria reading': readCriteria,
  analysis: (text) =>
    analyseCv(docFromLines({ top: [text, 'Sam Lee'], sections: [{ heading: 'Experience', bullets: [text] }] })),
  match: (text) => matchCv(docFromLines({ top: ['Sam Lee'], sections: [] }), text, { now: new Date(0) }),
  rewrite: (text) => rewriteCv(cvWith(text), 'Clerk. Essential: filing and records.'),
  'STAR draft from a bullet': (text) => draftStar(cvWith(text), ['Managing rosters'], 250),
  'STAR draft for a criterion': (text) => draftStar(cvWith('Managed rosters for 20 staff'), [text], 250),
  'Word render': (text) => renderDocx(structured(text), 'x.docx'),
  'PDF render': (text) => renderPdf(structured(text), 'x.pdf'),
};

describe('linear time on any text', () => {
  for (const [entry, run] of Object.entries(ENTRY_POINTS))
    it(`${entry} grows linearly on every pathological input`, async () => {
      for (const [name, make] of Object.entries(HOSTILE)) {
        const small = make(10_000);
        const large = make(100_000);
        const ratio = (await timeOf(() => run(large))) / (await timeOf(() => run(small)));
        expect(ratio, `${entry} on ${name}`).toBeLessThan(30);
      }
    }, 120_000);
});
