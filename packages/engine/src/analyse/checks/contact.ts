import { finding } from '../finding';
import type { Check } from './check';

export const contactDetails: Check = ({ facts }) => {
  const out = [];
  if (!facts.email)
    out.push(
      finding(
        'contact.missing-email',
        'Add your e-mail address near the top: employers and recruiters reply by e-mail.',
      ),
    );
  if (!facts.phone)
    out.push(
      finding(
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
