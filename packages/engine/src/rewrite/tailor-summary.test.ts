import { describe, expect, it } from 'vitest';
import { loadSpeller } from '../analyse/checks/spelling';
import { tailorSummary } from './tailor-summary';
import type { StructuredCv } from './structured-cv';

const speller = await loadSpeller();
const isWord = (w: string) => speller.correct(w);
const cv: StructuredCv = {
  name: 'Emily Fraser',
  contact: [],
  sections: [{ kind: 'summary', heading: 'Summary', items: [{ text: 'Hospital social worker.', bullet: false }] }],
};

describe('the key strengths line', () => {
  it('writes a Title Case skill in small letters, and keeps a phrase with an abbreviation as written', () => {
    const step = tailorSummary(
      cv,
      [
        { text: 'Child Protection', name: false },
        { text: 'Payroll processing', name: false },
        { text: 'STP reporting', name: false },
      ],
      'Child Protection Practitioner',
      isWord,
    );
    expect(step.changes[0]!.after).toBe(
      'Key strengths for this Child Protection Practitioner role: child protection, payroll processing and STP reporting.',
    );
  });
});
