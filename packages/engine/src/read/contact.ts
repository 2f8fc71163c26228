/** Contact details as Australian CVs write them. Each pattern is kept small and commented. */

// name@domain.tld, read from the text around an "@" only (a long run of letters with no "@" costs nothing).
const EMAIL_AT = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LOCAL_PART = /[A-Za-z0-9._%+-]/;
const DOMAIN_PART = /[A-Za-z0-9.-]/;

/** The first e-mail address in the text, or null; linear, each "@" read within 64 characters before, 255 after. */
export function findEmail(text: string): string | null {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && LOCAL_PART.test(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && end - at <= 255 && DOMAIN_PART.test(text[end]!)) end++;
    const found = EMAIL_AT.exec(text.slice(start, end));
    if (found) return found[0];
  }
  return null;
}

// linkedin.com/in/handle, with or without scheme and country subdomain.
export const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?/i;

const STATES =
  'NSW|VIC|QLD|WA|SA|TAS|ACT|NT|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Australian Capital Territory|Northern Territory';
const CITIES =
  'Sydney|Melbourne|Brisbane|Perth|Adelaide|Hobart|Canberra|Darwin|Gold Coast|Sunshine Coast|Newcastle|Wollongong|Geelong|Townsville|Cairns|Toowoomba|Ballarat|Bendigo|Launceston|Albury|Wagga Wagga';
// "Parramatta NSW 2150", "Fitzroy, VIC", "Hobart, Tasmania": a capitalised suburb then a state, optional postcode;
// or a major city on its own ("Sydney"), or "<Place>, Australia".
export const LOCATION = new RegExp(
  `\\b([A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+){0,2}),? (?:${STATES})\\b(?: \\d{4})?|\\b(?:${CITIES})\\b|\\b[A-Z][A-Za-z'’-]+,? Australia\\b`,
);

/** Joins paragraphs with a character no pattern matches (not even \s), so no match spans two of them. */
export const joinForSearch = (texts: string[]) => texts.join('\u0000');

/** The first match in already-joined text: one regex pass instead of one per paragraph. */
export const firstMatch = (re: RegExp, joined: string): string | null => re.exec(joined)?.[0].trim() ?? null;
