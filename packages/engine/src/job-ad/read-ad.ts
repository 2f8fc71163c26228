/**
 * A job ad read as a recruiter reads it: its items and the part each is in, the requirements it asks of the
 * candidate (essential or desirable, each with its kind), the years asked for and the job's title.
 */
import { conceptsOf, tokens } from '../match/words';
import { TITLE_HEAD } from '../analyse/checks/role-detail';
import { OCCUPATION_TERMS, singulars, type PhraseHit } from '../vocabulary/phrase-index';
import { extractRequirements, itemTerms } from './extract-requirements';
import { ruledOutTerms } from './ruled-out-terms';
import type { JobAd, Requirement } from './requirement';
import { cueAt, readItems } from './read-items';
import { tagParts, type AdItem } from './tag-parts';
import { labelledTitle, offeredTitle, openingWordsTitle } from './ad-title';
import { unshout } from '../nlp/unshout';
import { isShouted, unshoutedAd } from './shouted-ad';
import type { Token } from '../nlp/tag-text';
import { opensToNewcomers, welcomedBackgrounds } from './open-to-newcomers';

const NOT_ABOUT_THE_JOB = new Set(['employer', 'benefits', 'apply', 'eeo']);

/**
 * Words the ad only ever writes capitalised and uses where it talks about itself, its benefits or applying: the
 * employer's names ("DPN", "Mercy Health"), never a skill.
 */
function employerWords(items: AdItem[], terms: Map<AdItem, PhraseHit[]>): Set<string> {
  const lowerUse = new Set(items.flatMap((i) => i.tokens.filter((t) => /^\p{Ll}/u.test(t.text)).map((t) => t.lower)));
  // A product the vocabulary knows that the ad asks the candidate about is no name of the employer's, though the ad
  // says it uses it too ("(we use FutureLog)" beside "Experience with Deputy and FutureLog").
  const asked = new Set(
    items
      .filter((i) => i.part === 'candidate')
      .flatMap((i) => terms.get(i)!.filter((h) => h.term.kind === 'tool'))
      .flatMap((h) => h.term.name.toLowerCase().split(/\s+/)),
  );
  return new Set(
    items
      // A screening question asks about the job's own requirements ("Do you have a current Police Check?"): its
      // capitals name no employer.
      .filter((i) => NOT_ABOUT_THE_JOB.has(i.part) && !/\?$/.test(i.text.trim()))
      .flatMap((i) =>
        i.tokens
          .filter((t) => /^\p{Lu}/u.test(t.text) && !lowerUse.has(t.lower) && !asked.has(t.lower))
          .map((t) => t.lower),
      ),
  );
}

/** Words before the people a job serves or works with ("supporting primary teachers", "alongside nurses"). */
const SERVES = new Set(
  'support supporting supports assist assisting with alongside help helping train training mentor mentoring coach coaching guide guiding teach between among'.split(
    ' ',
  ),
);

/**
 * The occupation the ad names first where it talks about the job (its title, usually in the opening lines), not the
 * people the job serves or works with ("… supporting primary teachers in planning …").
 */
function namedOccupation(items: AdItem[]) {
  for (const part of ['role', 'employer', 'duties', 'candidate'] as const)
    for (const item of items.filter((i) => i.part === part)) {
      const words = tokens(item.text);
      const hit = OCCUPATION_TERMS.findIn(item.text).find(
        (h) => !words.slice(Math.max(0, h.start - 3), h.start).some((w) => SERVES.has(w)),
      );
      if (hit) return hit.term;
    }
  return undefined;
}

/** Words that make a segment of the opening line a classification or a place, not a title ("APS Level 5"). */
const NOT_TITLE = new Set([
  'aps',
  'level',
  'el',
  'el1',
  'el2',
  'grade',
  'band',
  'ao',
  'classification',
  'full',
  'part',
  'time',
  'casual',
  'contract',
  'temp',
  'perm',
  'permanent',
  'ongoing',
]);
const SMALL = new Set(['and', 'of', 'de', 'the', 'in']);
/** The states and territories as ads abbreviate them. */
const STATES = new Set(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
/** The words of a job board's labels before the title ("JOB ID: 180305 SALARY RANGE: …") and of an e-mail's ("From:",
 * "Subject:", "Fwd:"). */
const LABEL_WORDS = new Set(
  `job id ref reference number no salary range employment type location closing date position classification work
department agency vacancy vacancies requisition advertised posted status hours duration contact subject re fw fwd
from to sent cc date`.split(/\s+/),
);

/** A job board's page around its ad, before the title: the site's menu ("Skip to content", "Job search", "Profile"). */
const PAGE_MENU = new Set([
  'skip to content',
  'skip to main content',
  'job search',
  'search jobs',
  'profile',
  'career advice',
  'company reviews',
  'employer site',
  'sign in',
  'log in',
  'menu',
  'home',
  'jobs',
  'saved jobs',
  'back to search results',
  'back to results',
  'my applications',
  'login',
  'register',
  'find jobs',
  'find salaries',
  'upload your cv',
  'apply now',
  'save job',
  'share',
  'what',
  // The board's own name on a line of its own.
  'seek',
  'indeed',
  'jora',
  'linkedin',
  'careerone',
  'adzuna',
  'ethicaljobs',
]);
/** A webmail page's folder over the message ("Inbox"): no title. */
const MAILBOX = new Set(['inbox', 'sent', 'sent items', 'drafts', 'all mail', 'gmail', 'outlook', 'mail']);
/** An e-mail's subject line: "Re: …", "Fwd: …", "Subject: …". */
const SUBJECT = /^(?:re|fwd?|subject)\s*:?$|^(?:re|fwd?|subject)\s*:/i;
/** Lines under the opening one where a job's name may stand, above the ad's first sentence. */
const HEAD_LINES = 10;
/** A social post's degree of connection after the poster's name: "• 2nd", "· 3rd+", "• 1st". */
const CONNECTION = /[•·]\s*(?:1st|2nd|3rd\+?)\s*$/;
/** When a social post went up, as its page shows it under the poster: "3d · 🌏", "5 hrs ·", "Yesterday at 4:12 pm ·",
 * "Just now ·". */
const POSTED = /^(?:\d{1,2}\s?(?:m|h|d|w|y|mins?|hrs?|days?)|just now|yesterday(?: at [\d:]{3,5}\s?(?:am|pm)?)?)\s*·/i;

/** A social post's poster, "Danielle Frost • 2nd", and the headline under the name ("Area Manager – Victoria West |
 * Little Banksia Early Learning"): who posted, not the job the post offers. Read over the post's first lines. */
function posterLines(text: string): string | null {
  const lines = text.slice(0, 2000).split(/\r?\n/, HEAD_LINES);
  // A Facebook post's page or person stands on the line above when it was posted ("Coastline Mobile Locksmiths" /
  // "3d · 🌏"): a business named for its trade is not the job it posts.
  const posted = lines.findIndex((line) => POSTED.test(line.trim()));
  if (posted > 0) return lines[posted - 1]!;
  const at = lines.findIndex((line) => CONNECTION.test(line));
  if (at < 0) return null;
  const headline = lines.slice(at + 1).find((line) => line.trim());
  return `${lines[at]}\n${headline ?? ''}`;
}
/** A site's notice about itself: its cookies and privacy policy. */
const SITE_NOTICE = /\bcookies?\b|\bprivacy policy\b|\bvalue your privacy\b|\baccept all\b|\bmanage preferences\b/i;
/** Items a page's menu may run to before the ad's title. */
const MENU_ITEMS = 20;

/**
 * The ad's opening line as a title: of its pieces between dashes, bars, brackets and commas, the first that names
 * an occupation, else the first that reads as a title (a few capitalised words, no classification or number):
 * "APS Level 5 – Policy Officer" → "Policy Officer"; "Site Engineer – Civil (Roads & Drainage)" → "Site Engineer".
 */
function openingTitle(all: AdItem[], poster: string | null): { title: string; sure: boolean } {
  // The menu of the page copied with the ad is no part of it, nor the board's name among its entries ("Skip to
  // content" / "SEEK" / "Job search" / …), nor a council's menu: three or more entries in a row of one or two words
  // that name no job ("Home", "Residents", "Business", "Careers"; not a heading alone: "Position Summary").
  const short = all.map((item, i) => i > 0 && i < MENU_ITEMS && menuEntry(item));
  const inMenu = (i: number) =>
    short[i] &&
    [-2, -1, 0].some((k) => short[i + k] === true && short[i + k + 1] === true && short[i + k + 2] === true);
  const byPoster = (item: AdItem) => !!poster && poster.includes(item.text.trim());
  const items = all.filter(
    (item, i) =>
      !byPoster(item) &&
      ((i === 0 && !MAILBOX.has(item.text.trim().toLowerCase())) ||
        i >= MENU_ITEMS ||
        // Nor the site's cookie banner, however many lines it takes above the job's title.
        !(PAGE_MENU.has(item.text.trim().toLowerCase()) || inMenu(i) || SITE_NOTICE.test(item.text))),
  );
  // A dash in the opening line may have cut it into items ("APS Level 5 – Policy Officer"): the first three count,
  // and a piece naming an occupation wins over one that only looks like a title (an employer's name on line two).
  // The first item is the opening line whatever it holds ("Early Childhood Educator (Certificate III)" names an award).
  const opening = items.slice(0, 3).filter((item, i) => i === 0 || (item.part === 'role' && i === 1));
  // The employer's name or a job board's label may come first ("Magnetic Coast Regional Council" / "Position Vacancy" /
  // "Youth Support Worker"): a short line of the next three that names a job counts too.
  // A job board's search bar and links may stand between ("what: care coordinator where: Charlestown NSW"): the next
  // five lines, up to the first sentence (a recruiter's signature below the e-mail's text names no job offered).
  // A site's cookie banner is no sentence of the ad ("This website uses cookies …" above the breadcrumb and the job),
  // and a careers page's links may run to eight lines ("Careers" / "Current vacancies" / "☰ Menu" / "< Back to
  // vacancies"): up to nine lines.
  const sentence = items
    .slice(1, HEAD_LINES)
    .findIndex((item) => (item.tokens.length > 12 || /[.!?]$/.test(item.text.trim())) && !SITE_NOTICE.test(item.text));
  // A classification's value read as an item of its own ("Designation:" / "Administrative Officer 5 (AO5)") is the
  // grade, not the job: the NT's AO5 is a grade of every job in its service.
  const graded = (item: AdItem) => {
    const before = items[items.indexOf(item) - 1];
    return !!before && before.line === item.line && CLASSIFICATION_LABEL.test(before.text.trim().replace(/:$/, ''));
  };
  const heads = items
    .slice(1, sentence < 0 ? HEAD_LINES : Math.max(4, sentence + 1))
    .filter((item) => !opening.includes(item) && item.tokens.length <= 8 && !graded(item));
  const pieces = [...opening, ...heads].flatMap(titlePieces);
  const named = pieces.find((p) => OCCUPATION_TERMS.findIn(p).length);
  // Else a piece that ends on a job's name ("Procurement Adviser" under "APS Jobs – Vacancy N-0004518").
  const headed = pieces.find((p) => TITLE_HEAD.test(p));
  // A piece that is one short abbreviation ("HC" of "HC / HR Linehaul Driver", a licence class) is no title.
  const first = opening[0] ? titlePieces(opening[0]).find((p) => !/^\p{Lu}{1,3}$/u.test(p)) : undefined;
  // An ad flattened into one paragraph opens with its title run into the employer's name: its opening words.
  const flatOpening = opening[0] && opening[0].tokens.length > 12 ? openingWordsTitle(opening[0].text) : null;
  // An e-mail's subject may name the job in small letters ("Re: kitchen hand job - leederville").
  // Its label may stand as an item of its own ("Re" / "kitchen hand job - leederville").
  const at = items.slice(0, HEAD_LINES).findIndex((item) => SUBJECT.test(item.text.trim()));
  const subject =
    at < 0 ? '' : `${items[at]!.text} ${items[at + 1]?.line === items[at]!.line ? items[at + 1]!.text : ''}`;
  // In the subject's own words: "kitchen hand" is a kin of the chef's term, not the chef's job.
  const hit = subject ? OCCUPATION_TERMS.findIn(subject)[0] : undefined;
  const subjectJob = hit ? singulars(subject).slice(hit.start, hit.end).join(' ') : undefined;
  const sure = flatOpening ?? named ?? headed ?? (subjectJob && asTitle(subjectJob));
  // The opening line that names no job (a council's name, a poster's name over a post) is the title only when no
  // sentence of the ad offers one.
  return sure ? { title: sure, sure: true } : { title: first ?? '', sure: false };
}

/** An entry of a page's menu: one or two words, naming no job and no occupation. */
const menuEntry = (item: AdItem) =>
  item.tokens.filter((t) => t.type === 'word').length <= 2 &&
  !TITLE_HEAD.test(item.text.trim()) &&
  !OCCUPATION_TERMS.findIn(item.text).length;

/**
 * The pieces of an item between dashes, bars, brackets and commas that read as a title: a few capitalised words once
 * classifications and numbers are taken out ("Grade 2 Physiotherapist" → "Physiotherapist", "APS Level 5" → none).
 */
function titlePieces(item: AdItem): string[] {
  const line = item.tokens.filter((t) => t.sentence === item.tokens[0]!.sentence).slice(0, 40);
  const pieces: string[][] = [[]];
  /** A word of the title's own inside it, though it can say how a job is offered ("Procurement and Contract Officer"). */
  const inside = (k: number) => {
    const next = line[k + 1];
    return pieces.at(-1)!.length > 0 && !!next && /^\p{Lu}/u.test(next.text) && !NOT_TITLE.has(next.lower);
  };
  for (const [k, t] of line.entries())
    // A classification's label ("Designation: Administrative Officer 5 (AO5)") says what follows is the grade, not the
    // job: the NT's AO5 is a grade of every job in its service.
    if (t.text === ':' && CLASSIFICATION_LABEL.test(pieces.at(-1)!.join(' '))) return [];
    // A list of the title's own words before its "and" stays whole: "Health, Safety and Wellbeing Advisor".
    else if (t.text === ',' && listInTitle(line, k) && pieces.at(-1)!.length)
      pieces.at(-1)!.push(`${pieces.at(-1)!.pop()},`);
    // A breadcrumb's "›" or ">" too ("Careers > Current Vacancies > Plant Operator").
    else if (/^[–—|(),:/>›»-]$/.test(t.text)) pieces.push([]);
    // NSW's "Clerk Grade 5/6" is a classification, not a clerk's job.
    else if (t.lower === 'grade' && pieces.at(-1)!.at(-1)?.toLowerCase() === 'clerk') pieces.at(-1)!.pop();
    else if (t.type === 'word' && (!NOT_TITLE.has(t.lower) || (t.lower === 'contract' && inside(k))))
      pieces[pieces.length - 1]!.push(t.text);
  return (
    pieces
      // A job board's label ("JOB ID", "SALARY RANGE", "EMPLOYMENT TYPE") is no title, nor a run with a state in it
      // ("Barwon & Western District VIC Retail Assistants", a flattened SEEK location and category).
      .filter((p) => !p.every((w) => LABEL_WORDS.has(w.toLowerCase())) && !p.some((w) => STATES.has(w)))
      .filter((p) => p.length >= 1 && p.length <= 6 && p.every((w) => /^\p{Lu}/u.test(w) || SMALL.has(w.toLowerCase())))
      .filter((p) => !isHeading(p))
      .map((p) => p.join(' '))
      // An office of the agency is no job: "Office of the Deputy Director-General" over "Executive Support Officer".
      .filter((p) => !AGENCY_PART.test(p))
  );
}

/** The label of a public service's grade: "Designation:", "Classification:", "Substantive level:". */
const CLASSIFICATION_LABEL =
  /^(?:designation|classification(?: level)?|substantive (?:level|classification)|grade|level)$/i;
/** A part of an agency named before the job: "Office of the …", "Department of …". */
const AGENCY_PART = /^(?:office|department|ministry|directorate|division|branch|bureau) of\b/i;

/** A comma between capitalised words of one title that an "and" ends within the next three words, before the title's
 * head word: "Health, Safety and Wellbeing Advisor", "Quality, Risk and Compliance Manager". */
function listInTitle(line: Token[], comma: number): boolean {
  const capital = (t: Token | undefined) => !!t && t.type === 'word' && /^\p{Lu}/u.test(t.text);
  if (!capital(line[comma - 1]) || !capital(line[comma + 1])) return false;
  const and = line.findIndex((t, i) => i > comma && i <= comma + 3 && t.lower === 'and');
  return and > 0 && line.slice(and + 1, and + 5).some((t) => TITLE_HEAD.test(t.text));
}

/** A piece that is a heading of the ad in full ("THE ROLE", "About the role"): no title. */
const isHeading = (words: string[]) => {
  const lower = words.map((w) => w.toLowerCase());
  return cueAt(lower, 0, false)?.words.length === lower.length;
};

/** Short words of job titles that are words, not abbreviations: "BUS DRIVERS WANTED" is "Bus Drivers Wanted". */
const SHORT_WORDS = new Set(
  'bus car van day new old all our key top lab spa art gym bar pub law tax web pet dog sea air job way pay hub tea ice bay ski'.split(
    ' ',
  ),
);
/** A title the ad shouts ("SENIOR BUSINESS OFFICER") as a person writes it; short abbreviations stay ("APS", "IT"). */
const unshouted = (title: string) => unshout(title, (w) => w.length <= 3 && !SHORT_WORDS.has(w.toLowerCase()));

/** "Bus Drivers Wanted", "Chefs Needed Urgently": the job, without the call for it. */
const withoutCall = (title: string) =>
  title.replace(/\s(?:urgently\s)?(?:wanted|needed|required)(?:\s(?:urgently|now|asap))?!*$/i, '');

/** An ad for several hires names the job in the plural ("Bus Drivers – Full Time & Part Time"): one person applies
 * for "Bus Driver". Only a job's head word loses its "s" ("Sales", "Operations" stay). */
const singular = (title: string) => {
  const one = title.replace(/([^s])s$/, '$1');
  return one !== title && TITLE_HEAD.test(one) ? one : title;
};

/** An occupation's name written as ads write a title: "child protection practitioner" → "Child Protection
 * Practitioner" (small joining words stay small; "IT" stays as it is). */
const asTitle = (name: string) =>
  name.replace(/\p{L}+/gu, (w, at: number) =>
    at > 0 && /^(?:and|of|or|the|in|for|to|with)$/.test(w) ? w : w[0]!.toUpperCase() + w.slice(1),
  );

const SHARED_HEADS = new Set(
  'worker officer manager assistant coordinator consultant specialist advisor adviser analyst leader support administrator technician operator attendant'.split(
    ' ',
  ),
);

/** Whether the ad asks experience of the job's own work only as desirable: a desirable requirement of the candidate
 * names the title's head word's stem ("reception" of "Receptionist"). */
function onlyPreferred(requirements: Requirement[], title: string): boolean {
  const head = title.toLowerCase().split(/\s+/).at(-1) ?? '';
  // A head word many jobs share ("Support Worker", "Policy Officer") names no one job's work.
  if (head.length < 6 || SHARED_HEADS.has(head)) return false;
  const stem = head.slice(0, 6);
  return requirements.some(
    (r) =>
      !r.essential &&
      r.from === 'candidate' &&
      r.kind === 'skill' &&
      r.wording
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .some((w) => w.startsWith(stem)),
  );
}

/** The job a classified in capitals offers among a page's others ("… IS SEEKING CASUAL CELLAR HANDS FOR …"), read in
 * its capitals; not in an ad set wholly in capitals, whose opening line names the job ("BUS DRIVERS WANTED") and
 * whose sentences' capitals tell no name ("WE NEED MORE FRIENDLY DRIVERS"). */
const offeredInCapitals = (text: string) => (isShouted(text) ? null : offeredTitle(text));

export function readAd(shouted: string, title?: string): JobAd {
  // An ad set in capitals is read as a person writes it.
  const text = unshoutedAd(shouted);
  const items = tagParts(readItems(text));
  const terms = itemTerms(items);
  // Not what the ad says is no part of the job ("NO payroll", "payroll is NOT part of this role").
  const ruledOut = ruledOutTerms(text);
  const requirements = extractRequirements(items, employerWords(items, terms), terms).filter(
    (r) => !r.term || !ruledOut.has(r.term.name),
  );
  const given = title?.trim() ?? '';
  // The person's title, else the one the ad labels, else its opening title (a piece that names a job), else the job its
  // opening sentences offer, else the opening line's first piece, else the first occupation it names about the job.
  const opening = openingTitle(items, posterLines(text));
  const sureOpening = opening.sure ? opening.title : '';
  const stated =
    given ||
    singular(
      withoutCall(
        unshouted(
          labelledTitle(text) || sureOpening || offeredTitle(text) || offeredInCapitals(shouted) || opening.title || '',
        ),
      ),
    );
  const hit = stated ? OCCUPATION_TERMS.findIn(stated)[0] : undefined;
  const occupation = stated ? hit?.term : namedOccupation(items);
  const jobTitle = stated || (occupation ? asTitle(occupation.name) : '');
  const welcomed = welcomedBackgrounds(text);
  const titleRequirement: Requirement[] = jobTitle
    ? [
        {
          kind: 'occupation',
          name: jobTitle,
          wording: jobTitle.toLowerCase(),
          // Open to people new to the job: being in it already is welcome, not asked; so where the ad only prefers
          // experience of it ("previous experience in a reception or administration role is preferred").
          essential: !opensToNewcomers(text) && !onlyPreferred(requirements, jobTitle),
          from: 'title',
          ...(occupation ? { term: occupation } : {}),
          ...(hit ? { occupationWords: singulars(stated).slice(hit.start, hit.end) } : {}),
          ...(welcomed.length ? { welcomed } : {}),
          concepts: [...conceptsOf(jobTitle)],
          knockOut: false,
        },
      ]
    : [];
  const years = requirements.filter((r) => r.years).map((r) => r.years!);
  return {
    title: jobTitle,
    requirements: [...titleRequirement, ...requirements],
    yearsRequired: years.length ? Math.max(...years) : null,
    focusText: items
      .filter((i) => !NOT_ABOUT_THE_JOB.has(i.part))
      .map((i) => i.text)
      .join('\n')
      .toLowerCase(),
    text: text.toLowerCase(),
  };
}
