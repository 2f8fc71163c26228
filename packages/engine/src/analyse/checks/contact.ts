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
  if (facts.contactOnlyInHeader) {
    out.push(
      finding(
        'ats.contact-in-header',
        'Your contact details are only in the page header, footer or a text box. Many applicant tracking systems skip those: put them in the body at the top.',
        [facts.email, facts.phone].filter((x): x is string => !!x),
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
