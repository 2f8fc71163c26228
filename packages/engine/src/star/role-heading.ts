/**
 * A role's title and employer from its heading lines, in whatever order and layout a CV sets them: the title is the
 * piece that names a job, the employer the piece that names an organisation; dates, places, classifications and the
 * kind of employment are neither.
 */
import { ANY_DATE, dateRanges } from '../analyse/checks/dates';
import { beforeServed, TITLE_HEAD } from '../analyse/checks/role-detail';
import { namesPlace } from '../match/words';

/** Between an employer and its division or place, or title and employer: "Department of X — Water Division",
 * "Corio Power | Electrician", a tab before right-aligned dates (commas stay: a department's name has them). */
const STRONG = /\s+[|–—]\s+|\s+-\s+|\s+at\s+|\t+/;
/** A year written alone ("2019"), when a heading has no range. */
export const YEARS = /\b(?:19|20)\d{2}\b/g;
/** Words that name an organisation. */
export const ORGANISATION =
  /\b(?:City of|Shire|Council|Pty|Ltd|Limited|Inc|Co|Department|Group|Services|Health|Hospitals?|University|School|College|TAFE|Agency|Authority|Commission|Bank|Foundation|Institute|Corporation|Company|Partners|Partnership|Network|Alliance|Associates|Solutions|Consulting|Contractors|Engineers|Trust|Association|Society|Centre|Care|Service|Transport|Police|Ambulance|Water|Education|Librar(?:y|ies)|Museum|Gallery|Pharmacy|Chemist|Clinic|Practice|Hotel|Club|Realty)\b/;
/** A table's column name alone ("Company" over "Position" and "Period"): neither title nor employer. */
const COLUMN_NAME =
  /^(?:company|employer|organi[sz]ation|business|workplace|agency|position|role|title|period|dates?|duration)s?:?$/i;
/** Whether a piece names an organisation, "Customer Service" and its kin naming work, not a firm ("Front Desk /
 * Customer Service (casual) — FlexZone Fitness Belmore"). */
const organisation = (piece: string) =>
  ORGANISATION.test(piece.replace(/\b(?:Customer|Client|Guest|Member|Patient) Services?\b/g, ''));
/** Words that name a body that employs people, not a unit of one ("Care", "Clinic", "Centre" name units too). */
const EMPLOYING_BODY =
  /\b(?:Hospital|University|Council|Department|Directorate|Pty|Ltd|Limited|Inc|Bank|TAFE|Agency|Authority|Commission|Corporation|Company|Police|Government)\b/;
/** A line that names an organisation and says nothing done: the employer's line set under a title. */
export const employerLine = (text: string) =>
  ORGANISATION.test(text) &&
  !COLUMN_NAME.test(text.trim()) &&
  text.split(/\s+/).length <= 24 &&
  !/[.;]$/.test(text.trim());

/** A part of an organisation, named before it ("Faculty of …", "School of …"), or where the work was done ("Site: …"). */
const PART_OF =
  /^(?:the )?(?:faculty|school|college|division|branch|section|directorate|office) of\b|^(?:site|location|client)\s*:|\s(?:branch|section|team|unit|directorate)$/i;
/** A bracket is a note on the title ("(APS 4; acting APS 5 Feb – Jul 2024)", "(casual)"), not part of it. */
const BRACKETED = /\([^()]{0,120}\)/g;
/** Pieces that are neither title nor employer: a classification, the kind of employment. */
const NEITHER =
  /^(?:(?:APS|EL|ASO|AO|VPS|SES)\s?\d.*|Executive Level \d.*|(?:Grade|Level|Band|Clerk Grade) \d.*|full[- ]time|part[- ]time|casual|contract|permanent|temporary|fixed[- ]term|current|present|now|remote|hybrid)$/i;

/** "Department of X, Energy and Water, Canberra" → "Department of X, Energy and Water"; "Toddlers, Little Mangroves
 * Early Learning Centre" → from the part that names the organisation. */
function employerOf(piece: string): string {
  const parts = piece.split(/,\s+/);
  // A suburb after the employer goes, and so do a suburb with its state and a shopping centre, though they name a
  // "Centre" ("Kmart, Colonnades Shopping Centre, Noarlunga Centre SA"); an organisation that looks like one stays
  // ("…, Caboolture Hospital", "Service NSW", "Transport for NSW").
  while (
    parts.length > 1 &&
    (SHOPPING_CENTRE.test(parts.at(-1)!) ||
      SUBURB_AND_STATE.test(parts.at(-1)!) ||
      (!ORGANISATION.test(parts.at(-1)!) && (namesPlace(parts.at(-1)!) || SUBURB.test(parts.at(-1)!))))
  )
    parts.pop();
  // From the body that employs people, over the unit of it named first ("Research Gateway, Faculty of Medicine,
  // Dentistry and Health Sciences, The University of Melbourne").
  const body = parts.findIndex((p) => EMPLOYING_BODY.test(p));
  const named = body >= 0 ? body : parts.findIndex((p) => ORGANISATION.test(p));
  return parts.slice(Math.max(named, 0)).join(', ').trim();
}

/** Where a store is, not who employs: "Colonnades Shopping Centre", "Westfield Parramatta", "Macquarie Plaza",
 * "Elizabeth City Centre", "Rundle Mall". */
const SHOPPING_CENTRE =
  /\b(?:Shopping Centre|Shopping Center|Westfield|Plaza|Shopping Village|Marketplace|City Centre|Town Centre|Mall)\b/;
/** Two or more capitalised words and a state, with no body that employs people and no "for" or "of" in them:
 * "Noarlunga Centre SA", "Box Hill Central VIC". */
const SUBURB_AND_STATE =
  /^(?!.*\b(?:for|of|Hospital|University|Council|Department|Health|Service|Services|Police|Ambulance|Bank|Foundation|Association|Society|Club|Trust|Institute|Commission|Authority|Agency)\b)[A-Z][\w'’-]+(?: [A-Z][\w'’-]+){1,3} (?:NSW|VIC|QLD|WA|SA|TAS|NT|ACT)$/;

/** A suburb after an employer's comma: one to three capitalised words, no organisation's ("Belmont", "Box Hill"). */
const SUBURB = /^(?!.*\b(?:and|of|the)\b)[A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+){0,2}(?: [A-Z]{2,3})?$/;

/** Only a place ("Speers Point NSW", "Newstead QLD"), not an organisation named for one ("Service NSW"). */
const isPlace = (piece: string) => namesPlace(piece) && !ORGANISATION.test(piece);

/** A role held since a date, its year captured: "Since 2020", "since March 2021". */
export const SINCE_DATE = /\bsince\s+(?:\p{L}{3,9}\.?\s+)?((?:19|20)\d{2})\b/iu;
const SINCE_ALL = new RegExp(SINCE_DATE.source, 'giu');

/** A heading line without its dates, brackets and the marks they leave ("Senior Accountant⇥Jul 2020 – Present"). */
const withoutDates = (line: string) => {
  let text = line.replace(BRACKETED, ' ');
  for (const r of dateRanges(text)) text = text.replace(r.text, ' ');
  return (
    text
      // "Since 2020", "since March 2021": the word goes with its date.
      .replace(SINCE_ALL, ' ')
      .replace(ANY_DATE, ' ')
      .replace(YEARS, ' ')
      .replace(/[ ]{2,}/g, ' ')
      .replace(/ ([,;.])/g, '$1')
      .replace(/^[\s–—\-|,:]+|[\s–—\-|,:]+$/g, '')
      .trim()
  );
};

/** A title: its last word names a job ("Leading Hand Electrician", "Assistant Director"), not a firm's plural
 * ("Northrop Consulting Engineers", "Nguyen & Associates"). */
const isTitle = (piece: string) => {
  const head = beforeServed(piece);
  return TITLE_HEAD.test(head) && !/[^s]s$/i.test(head);
};

/**
 * Title and employer from a role's heading lines in any order ("Employer | Title | dates", "Title, Employer",
 * "EMPLOYER" above "Title"): the title is the piece that names a job, else the first; the employer the piece that
 * names an organisation, else the first other piece that is no place, classification or kind of employment.
 */
export function titleAndEmployer(heading: string[]): { title: string | null; employer: string | null; above: boolean } {
  const lines = heading.map((h, line) => {
    const strong = withoutDates(h).split(STRONG);
    // "Assistant Director, Regional Programs Section": a title before a comma is a piece of its own.
    const pieces = strong.flatMap((piece) => {
      const [first, ...rest] = piece.split(/,\s+/);
      return isTitle(first!) && rest.length ? [first!, { area: rest.join(', ') }] : [piece];
    });
    // A full stop that ended the piece before its dates ("…, Perth Hills District. June 2019 to present") is no part
    // of a name.
    return pieces.map((p, i) => ({
      text: (typeof p === 'string' ? p : p.area).trim().replace(/(?<=\p{L}{2})\.$/u, ''),
      line,
      last: i === pieces.length - 1,
      // What a title's comma sets after it is the title's team or area ("Team Leader, Customer Contact"), the
      // employer only when the line names no other.
      area: typeof p !== 'string',
    }));
  });
  const pieces = lines
    .flat()
    // A place is the last piece of a line ("Anglicare Tasmania – Launceston TAS") or a line alone ("Newstead QLD");
    // a line alone that names a place after a comma is an employer and its place ("Crown Melbourne, Southbank VIC").
    .filter(({ text, last }) => !(last && isPlace(text) && !/,\s/.test(text)))
    // A shopping centre or a suburb with its state is where, wherever it stands ("Kmart, Colonnades Shopping Centre").
    .filter(({ text }) => /,\s/.test(text) || (!SHOPPING_CENTRE.test(text) && !SUBURB_AND_STATE.test(text)))
    .filter(({ text }) => /\p{L}{2}/u.test(text) && text.length <= 120 && !NEITHER.test(text))
    // A table's column names ("Company", "Position", "Period") name nothing of the role.
    .filter(({ text }) => !COLUMN_NAME.test(text));
  // "…, promoted to Research Grants Officer in 2023": the role now held is the title, and no employer.
  const promoted = pieces.find((p) => /^promoted to\b/.test(p.text));
  if (promoted) pieces.splice(pieces.indexOf(promoted), 1);
  const first = pieces.find((p) => isTitle(p.text)) ?? pieces.find((p) => !organisation(p.text)) ?? pieces[0];
  const title = promoted && first ? { ...first, text: promotedTo(promoted.text) } : first;
  // A second job named beside the title ("Bar Supervisor (2015–2017), Bartender (2013–2015)") is no employer.
  // Nor is a piece in small letters, the title's own specialty ("Student team leader – logistics").
  const others = pieces.filter((p) => p !== title && !isTitle(p.text) && /\p{Lu}|\d/u.test(p.text));
  // An organisation on a line of its own before one beside the title ("Clinical Nurse Specialist – Emergency
  // Department" above "Westmead Hospital").
  // The organisation over a part of it ("Faculty of Medicine, Health and Human Sciences – Macquarie University",
  // "Ambulatory Care Outpatient Clinics – Westmead Hospital").
  const whole = others.filter((p) => !PART_OF.test(p.text));
  const employer =
    whole.find((p) => EMPLOYING_BODY.test(p.text) && p.line !== title?.line) ??
    whole.find((p) => EMPLOYING_BODY.test(p.text)) ??
    whole.find((p) => ORGANISATION.test(p.text) && p.line !== title?.line) ??
    whole.find((p) => ORGANISATION.test(p.text)) ??
    // An agency by its initials on a line of its own ("DCCEEW, Canberra" under "… (APS 5), Water Policy Branch").
    whole.find((p) => /^\p{Lu}{3,10}(?:,\s|$)/u.test(p.text)) ??
    others.find((p) => ORGANISATION.test(p.text)) ??
    others.find((p) => !p.area) ??
    others[0];
  return {
    title: title ? promotedTo(title.text) : null,
    employer: employer ? employerOf(employer.text) : null,
    // The employer's line above the title's: roles under it that name none are its too ("Crown Melbourne" above
    // "Restaurant Manager" and "Assistant Restaurant Manager").
    above: !!employer && !!title && employer.line < title.line,
  };
}

/** "Research Administration Officer, promoted to Research Grants Officer (in 2023)", or that piece alone after its
 * comma: the role now held. */
const PROMOTED = /(?:^|,?\s+)promoted to\s+(\p{Lu}[^,]{2,60}?)(?:\s+in)?\s*$/u;
const promotedTo = (title: string) => PROMOTED.exec(title)?.[1]?.trim() ?? title;

/** Small words a name in capitals has that are no acronym ("COTTON ON GROUP", "BANK OF QUEENSLAND"). */
const SMALL_WORDS = new Set(['on', 'of', 'the', 'and', 'for', 'in', 'at', 'by', 'to']);

/**
 * A name set in capitals as a sentence would say it: "KMART AUSTRALIA" → "Kmart Australia", "COTTON ON GROUP" →
 * "Cotton On Group"; a short word that is no small word stays an acronym ("NSW HEALTH" → "NSW Health").
 */
export function fromCapitals(name: string | null): string | null {
  // One word in capitals is an agency's initials ("DCCEEW", "NDIA"), not a name shouted.
  if (!name || /\p{Ll}/u.test(name) || /^\p{Lu}{2,10}$/u.test(name.trim())) return name;
  return name.replace(/\p{L}+/gu, (w, at: number) => {
    const lower = w.toLowerCase();
    if (SMALL_WORDS.has(lower)) return at === 0 ? w.charAt(0) + lower.slice(1) : lower === 'on' ? 'On' : lower;
    return w.length <= 3 ? w : w.charAt(0) + lower.slice(1);
  });
}
