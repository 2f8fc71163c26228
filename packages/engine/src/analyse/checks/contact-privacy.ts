import { finding } from '../finding';
import { inSection, type Check } from './check';

// A street number and a street type: "Unit 4, 18 Station Street", "22 Smith Rd". A suburb and state are enough.
// A street's number, name and kind, and the part of it a town names after the kind ("14 Wehl St South").
export const STREET =
  /\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][a-z'’-]+\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Court|Ct|Place|Pl|Crescent|Cres|Lane|Ln|Parade|Pde|Boulevard|Blvd|Way|Terrace|Tce|Highway|Hwy|Close|Cl|Circuit|Cct)\b\.?(?:\s(?:North|South|East|West)\b)?/;
// A birth year in the name part of an e-mail address: "fatima.noori1995@…".
const BIRTH_YEAR = /(?:19[4-9]\d|200\d)(?=[^@]*@)/;

/** What the contact block tells an employer that it need not: a home street address, a birth year in the e-mail. */
export const contactPrivacy: Check = (doc) => {
  const out = [];
  const street = inSection(doc, 'contact')
    .map((p) => STREET.exec(p.text)?.[0])
    .find(Boolean);
  if (street)
    out.push(
      finding(
        'contact.street-address',
        'Your street address is not needed: your suburb and state are enough, and your home address stays private until an employer needs it.',
        [street],
      ),
    );
  const { email } = doc.facts;
  const year = email ? BIRTH_YEAR.exec(email)?.[0] : undefined;
  if (email && year)
    out.push(
      finding(
        'contact.email-birth-year',
        `Your e-mail address seems to hold a birth year (${year}), which tells an employer your age. An address with just your name reads better.`,
        [email],
      ),
    );
  return out;
};
