/**
 * An ad set in capitals, as classifieds and some job boards print it ("MIN 3 YRS BROADACRE EXP ESSENTIAL. MUST HOLD
 * CURRENT DRIVERS LIC"), read as a person writes: a short line (a heading, the job's name) in title case, a longer
 * one in sentence case, abbreviations kept ("HR", "WA", "GPS"), and a classified's shortened words in full ("exp" →
 * "experience", "lic" → "licence"). The tagger reads every capitalised word as a name, so a shouted ad otherwise
 * reads as a run of names ("WAGE NEG ON EXP", "SUIT COUPLE" had been skills asked).
 * One pass over each line's words; no pattern that can backtrack.
 */
import { unshout } from '../nlp/unshout';

/** Share of an ad's letters in capitals above which it is shouted. */
const SHOUTED_SHARE = 0.7;
/** A line this short, without a full stop inside it and no list's item, is a heading or a name: title case. */
const HEADING_WORDS = 8;

/** Abbreviations a shouted ad keeps in capitals: states, licence classes, tickets and checks. */
const KEEP = new Set(
  'NSW VIC QLD WA SA NT ACT TAS AU HR HC MR MC LR LC MSIC ASIC GPS RSA RCG RSG WWCC WWC HACCP CV TAFE EWP PPE WHS OHS NDIS AHPRA ABN POS IT HSC TFN UHF AH FIFO DIDO RTO CBD ATM PC SMS NBN CWA AM PM'.split(
    ' ',
  ),
);
/** Names of months and days, which keep their capital ("Feb start", "Sat mornings"). */
const CALENDAR =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
/** Whether a word in capitals stays so: a listed abbreviation, or one without a vowel ("BR", "PH", "QLD"). */
const kept = (w: string) => KEEP.has(w) || (w.length <= 4 && !/[AEIOUY]/.test(w));

/** A classified's shortened words, in full; with no prototype, so "CONSTRUCTOR" or "TOSTRING" is a word, never the
 * object's own function. */
const IN_FULL: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  exp: 'experience',
  lic: 'licence',
  pref: 'preferred',
  accred: 'accreditation',
  maint: 'maintenance',
  incl: 'including',
  neg: 'negotiable',
  reqd: 'required',
  req: 'required',
  ess: 'essential',
  quals: 'qualifications',
  approx: 'approximately',
  prev: 'previous',
  hols: 'holidays',
});

/** Whether most of the ad's letters are capitals. */
export function isShouted(text: string): boolean {
  let upper = 0;
  let letters = 0;
  for (const c of text.slice(0, 20_000)) {
    if (c >= 'A' && c <= 'Z') upper++;
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) letters++;
  }
  return letters >= 40 && upper / letters >= SHOUTED_SHARE;
}

/** A full stop and the space before a cue of how much a thing is wanted. */
const BEFORE_CUE = /\.\s+(?=(?:PREF|PREFERRED|ESSENTIAL|DESIRABLE|AN ADVANTAGE|HIGHLY REGARDED)\b)/g;

/** Shortened words that lead on to what they are of ("INCL. FRUIT RECEIVAL", "PREV. WINERY EXP"): their full stop is
 * the shortening's, not a sentence's end ("… PUBLIC HOLS." ends one). */
const LEADS_ON = new Set(['incl', 'approx', 'prev']);

/** One shouted sentence or line in sentence case: small letters but for abbreviations, a capital after a stop. */
function sentenceCase(line: string): string {
  let start = true;
  let inFull = false;
  // A full stop before the word that says how much it is wanted ends no sentence: "PREV. WINERY OR FARM EXP.
  // PREFERRED BUT NOT ESSENTIAL" asks one desirable thing.
  return line.replace(BEFORE_CUE, ' ').replace(/[A-Za-z]+|[.!?:]/g, (w) => {
    // A shortened word's full stop goes with it once it is in full ("DUTIES INCL. FRUIT RECEIVAL" is one sentence).
    if (w === '.' && inFull) {
      inFull = false;
      return '';
    }
    if (w === '.' || w === '!' || w === '?' || w === ':') {
      start = true;
      return w;
    }
    inFull = !kept(w) && LEADS_ON.has(w.toLowerCase());
    const lower = kept(w) ? w : (IN_FULL[w.toLowerCase()] ?? w.toLowerCase());
    const out = (start || CALENDAR.test(lower)) && !kept(w) ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
    start = false;
    return out;
  });
}

/** The ad as a person writes it, where it is shouted; else as it is. */
export function unshoutedAd(text: string): string {
  // A classified set in capitals among others that are not (a page of a paper's classifieds): its long lines.
  if (!isShouted(text))
    return text
      .split('\n')
      .map((line) => (line.trim().split(/\s+/).length > HEADING_WORDS && isShouted(line) ? sentenceCase(line) : line))
      .join('\n');
  return text
    .split('\n')
    .map((line) => {
      const words = line.trim().split(/\s+/).length;
      // A list's item is a sentence however short ("- GREAT CUSTOMER SERVICE" is "Great customer service").
      const item = /^\s*(?:[-–•*·]|\d{1,2}[.)])/.test(line);
      return !item && words <= HEADING_WORDS && !/\.\s/.test(line) ? unshout(line, kept) : sentenceCase(line);
    })
    .join('\n');
}
