/** Contact details as Australian CVs write them. Each pattern is kept small and commented. */

// name@domain.tld
export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

// Mobiles 04xx xxx xxx / +61 4xx xxx xxx; landlines (0x) xxxx xxxx / +61 x xxxx xxxx; 1300/1800 and 13 xx xx.
export const AU_PHONE =
  /(?:\+?61[\s-]?|\b0)4\d{2}[\s-]?\d{3}[\s-]?\d{3}\b|(?:\+?61[\s-]?\(?0?\)?[2378]|\(0[2378]\)|\b0[2378])[\s-]?\d{4}[\s-]?\d{4}\b|\b1[38]00[\s-]?\d{3}[\s-]?\d{3}\b|\b13[\s-]?\d{2}[\s-]?\d{2}\b/;

// linkedin.com/in/handle, with or without scheme and country subdomain.
export const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?/i;

const STATES =
  'NSW|VIC|QLD|WA|SA|TAS|ACT|NT|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Australian Capital Territory|Northern Territory';
// "Parramatta NSW 2150", "Fitzroy, VIC", "Hobart, Tasmania": a capitalised suburb then a state, optional postcode.
export const LOCATION = new RegExp(`\\b([A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+){0,2}),? (?:${STATES})\\b(?: \\d{4})?`);

/** Joins paragraphs with a character no pattern matches (not even \s), so no match spans two of them. */
export const joinForSearch = (texts: string[]) => texts.join('\u0000');

/** The first match in already-joined text: one regex pass instead of one per paragraph. */
export const firstMatch = (re: RegExp, joined: string): string | null => re.exec(joined)?.[0].trim() ?? null;
