/**
 * Pathological texts a visitor could send, and every engine entry point that reads text, shared by the linear-time
 * test (linear-time.test.ts) and `npm run bench` (which prints the slowest input for each entry point).
 */
import { analyseCv } from '../analyse/analyse-cv';
import { matchCv } from '../match/match-report';
import { findEmail } from '../read/contact';
import { findAuPhone } from '../read/phone';
import { renderDocx } from '../render/render-docx';
import { renderPdf } from '../render/render-pdf';
import { rewriteCv } from '../rewrite/rewrite-cv';
import { draftStar } from '../star/draft-star';
import { readCriteria } from '../star/read-criteria';
import { docFromLines } from './doc-from-lines';

/** Pathological texts of about `n` characters. */
export const HOSTILE: Record<string, (n: number) => string> = {
  'digit groups': (n) => '1 '.repeat(n / 2),
  'one huge word': (n) => 'a'.repeat(n),
  'long whitespace': (n) => `Warehouse supervisor${' '.repeat(n)}forklift`,
  'letters before an @': (n) => `${'a'.repeat(n)} x@`,
  'at signs': (n) => 'a@'.repeat(n / 2),
  'lost question marks': (n) => ' ? '.repeat(n / 3),
  'repeated punctuation': (n) => '.,;:-'.repeat(n / 5),
  'many words': (n) => 'managed rosters and '.repeat(n / 20),
  // Award after award, each read with the fields after it and joined as a choice.
  'many awards': (n) => 'Certificate IV in Business or Diploma of Nursing, '.repeat(n / 50),
  // One "word" of bars and dashes before a role's dates: marks trimmed from a title's end, never scanned again each.
  'bars and dashes': (n) => `${'|-'.repeat(n / 2)}x 2019 – 2021`,
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

/** A structured CV whose one role line is `text`, over a bullet, for the role line's bold and right-set dates. */
const roleLineCv = (text: string) => ({
  name: 'Sam Lee',
  contact: [],
  sections: [
    {
      kind: 'experience' as const,
      heading: 'Work Experience',
      items: [
        { text, bullet: false },
        { text: 'Filed records', bullet: true },
      ],
    },
  ],
});

export const ENTRY_POINTS: Record<string, (text: string) => unknown> = {
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
  'Word render of a role line': (text) => renderDocx(roleLineCv(text), 'x.docx'),
};
