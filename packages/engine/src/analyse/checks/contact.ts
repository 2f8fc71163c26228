import { finding } from '../finding';
import type { Check } from './check';
import type { CvDocument } from '../../types';

/** A number labelled as a phone ("Ph: 04915701560", "Mobile – 0491 570 15"): its label, then digits and their marks. */
const LABELLED_NUMBER =
  /\b(?:ph|phone|mob|mobile|tel|telephone|cell|contact)\b\.?[ \t]*[:–-]?[ \t]*(\+?[\d(][\d ().-]{5,22}\d)/i;

/** A labelled number that is no Australian phone number, and why, or null. */
function wrongNumber(paragraphs: CvDocument['paragraphs']): { written: string; digits: number } | null {
  for (const p of paragraphs.slice(0, 40)) {
    const m = LABELLED_NUMBER.exec(p.text.slice(0, 300));
    if (m) return { written: m[1]!.trim(), digits: m[1]!.replace(/\D/g, '').length };
  }
  return null;
}

export const contactDetails: Check = ({ facts, paragraphs }) => {
  const out = [];
  if (!facts.email)
    out.push(
      finding(
        'contact.missing-email',
        'Add your e-mail address near the top: employers and recruiters reply by e-mail.',
      ),
    );
  // A number written but not one a recruiter can dial ("04915701560" has 11 digits) is named, so it is fixed, not
  // added again.
  const wrong = facts.phone ? null : wrongNumber(paragraphs);
  if (!facts.phone)
    out.push(
      wrong
        ? finding(
            'contact.missing-phone',
            `Check your phone number “${wrong.written}”: it has ${wrong.digits} digits, and an Australian number has 10 (e.g. 04xx xxx xxx or (02) xxxx xxxx), so recruiters cannot call it as written.`,
            [wrong.written],
          )
        : finding(
            'contact.missing-phone',
            'Add an Australian phone number (e.g. 04xx xxx xxx) so recruiters can call you.',
          ),
    );
  const hidden = facts.headerOnlyContact;
  if (hidden.length) {
    // Names exactly what is hidden: an e-mail in the body with the phone only in the header is still a problem.
    const what = hidden.map((k) => (k === 'email' ? 'e-mail address' : 'phone number')).join(' and ');
    const [verb, pronoun] = hidden.length > 1 ? ['are', 'them'] : ['is', 'it'];
    out.push(
      finding(
        'ats.contact-in-header',
        `Your ${what} ${verb} only in the page header, footer or a text box. Many applicant tracking systems skip those: put ${pronoun} in the body at the top.`,
        hidden.map((k) => (k === 'email' ? facts.email : facts.phone)).filter((x): x is string => !!x),
      ),
    );
  } else if (facts.email && facts.phone) {
    const shown = [facts.email, facts.phone, facts.linkedIn, facts.location].filter((x): x is string => !!x);
    out.push(
      finding(
        'contact.complete',
        'Clear contact block: e-mail and phone are in the body where people and ATS software find them.',
        shown,
      ),
    );
  }
  return out;
};
