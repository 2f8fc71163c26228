/**
 * What the match report needs to know about the person behind a CV: a likely name and the years their roles span.
 */
import type { CvDocument, Paragraph } from '../types';
import { experienceFlow, isContent, isSubHeading, TIME_AWAY } from '../analyse/checks/roles';
import { TITLE_HEAD } from '../analyse/checks/role-detail';
import { namesJob } from '../analyse/checks/job-title';
import { dateRanges, onlyDates } from '../analyse/checks/dates';
import { namesPlace } from './words';
import { isDebris } from '../analyse/checks/debris';

const MONTHS = new Map(
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map((m, i) => [m, i]),
);
/** "Mar 2021", "March 2021", "03/2021", "Jul '23", "2021" or "Present"/"Current"/"Now"/"Till date" as a month index. */
const POINT = String.raw`(?:(?:[A-Za-z]{3,9}\.?|\d{1,2}/)\s*)?(?:19|20)\d{2}|[A-Za-z]{3,9}\.?\s?['’]\d{2}\b|present|current|now|till date|to date|today`;
const RANGE = new RegExp(`(${POINT})\\s*(?:–|—|-|to|until)\\s*(${POINT})`, 'gi');

function monthIndex(point: string, now: Date): number | null {
  const p = point.toLowerCase().trim();
  if (/present|current|now|date|today/.test(p)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  // "Jul '23": this century's year unless that would put it far in the future ("Mar '98" is 1998).
  const short = /['’](\d{2})$/.exec(p)?.[1];
  const year = short ? (Number(short) > 50 ? 1900 : 2000) + Number(short) : Number(/(19|20)\d{2}/.exec(p)?.[0]);
  if (!year) return null;
  const word = /^[a-z]{3}/.exec(p)?.[0];
  const numeric = /^(\d{1,2})\//.exec(p)?.[1];
  const month = word && MONTHS.has(word) ? MONTHS.get(word)! : numeric ? Number(numeric) - 1 : 0;
  return year * 12 + Math.min(11, Math.max(0, month));
}

/** Month spans of the date ranges in a line. */
function spansIn(text: string, now: Date): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(RANGE)) {
    const a = monthIndex(m[1]!, now);
    const b = monthIndex(m[2]!, now);
    if (a !== null && b !== null && b >= a) spans.push([a, b + 1]);
  }
  return spans;
}

/** Years the spans cover, overlaps counted once, to one decimal. */
function years(spans: Array<[number, number]>): number {
  spans.sort((x, y) => x[0] - y[0]);
  let months = 0;
  let end = -Infinity;
  for (const [a, b] of spans) {
    if (b <= end) continue;
    months += b - Math.max(a, end);
    end = b;
  }
  return Math.round((months / 12) * 10) / 10;
}

/** Years covered by the CV's date ranges (overlaps counted once), to one decimal. */
export function yearsOfExperience(cv: CvDocument, now: Date): number {
  return years(cv.paragraphs.filter((p) => p.section !== 'education').flatMap((p) => spansIn(p.text, now)));
}

/** A role as the CV sets it out: its heading lines (title, employer, dates) and what is written under them. */
export interface RoleBlock {
  heading: string[];
  /** Bullets and duty paragraphs (a bullet or a sentence, as the analysis reads roles: isContent). */
  body: Array<{ text: string; bullet: boolean }>;
}

/** A line with dates that names no job: the place and dates under a role's title. */
const titlesDates = (next: Paragraph | undefined) =>
  !!next && !isContent(next) && dateRanges(next.text).length > 0 && !namesJob(next.text);

/** The experience section's roles: a heading line after a bullet or a duty paragraph starts the next role. */
export function roleBlocks(cv: CvDocument): RoleBlock[] {
  const blocks: RoleBlock[] = [];
  let block: RoleBlock = { heading: [], body: [] };
  let away = false;
  // A role's title set as a Word heading is one of its heading lines ("Senior Civil Engineer", "Project Coordinator
  // (HEO6) — Feb 2022 – present" with its dates, "Grants Officer – Inner West Community Foundation, Melbourne"), not
  // another heading ("Earlier roles"); "Key achievements:" inside a role is no heading line.
  const flow = [...experienceFlow(cv)];
  // The first line under a later experience section's heading ("Policy and Quality Experience" after the roles): what
  // follows it is no more of the role above (a graduate role had taken a working group's results from 2021–2024).
  const laterSections = new Set(
    cv.sections
      .filter((s) => s.kind === 'experience' && s.heading)
      .slice(1)
      .map((s) => cv.paragraphs[s.start + 1]),
  );
  for (const [i, p] of flow.entries()) {
    const text = p.text.trim();
    if (laterSections.has(p) && (block.body.length || block.heading.length)) {
      blocks.push(block);
      block = { heading: [], body: [] };
    }
    // A heading over a line of only a place and dates is the role's title, whatever job it names ("Volunteer spotter –
    // Busselton Possum Watch" over "Busselton | 2023–present").
    if (p.isHeading && !namesJob(text) && !dateRanges(text).length && !titlesDates(flow[i + 1])) continue;
    // A job board's button among the roles ("+ Add role", "Show more") heads no role.
    if (isDebris(text)) continue;
    // Time away ends the role above and heads none: its dates are no work, its words no employer of the next role; nor
    // are the dates on the line under it ("Career break – full-time parent" / "Aug. 2019 to Feb. 2024") or what it says
    // it was ("Cared for my two children.").
    if (TIME_AWAY.test(text) && !p.isBullet) {
      if (block.body.length) blocks.push(block);
      if (block.body.length) block = { heading: [], body: [] };
      away = true;
      continue;
    }
    if (away && (onlyDates(text) || (isContent(p) && !block.heading.length))) continue;
    away = false;
    if (isContent(p) || (block.heading.length && isSubHeading(text))) block.body.push({ text, bullet: p.isBullet });
    else {
      if (block.body.length) {
        blocks.push(block);
        block = { heading: [], body: [] };
      }
      block.heading.push(text);
    }
  }
  if (block.heading.length || block.body.length) blocks.push(block);
  return blocks;
}

/** Years in the roles whose heading lines pass `relevant` (the title the ad asks for). */
export function yearsInRoles(cv: CvDocument, now: Date, relevant: (heading: string) => boolean): number {
  return years(
    roleBlocks(cv)
      .filter((b) => b.heading.some(relevant))
      .flatMap((b) => b.heading.flatMap((h) => spansIn(h, now))),
  );
}

/** A name: two to four capitalised words, no digits or @, among the first lines. */
const NAME = /^[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’-]+){1,3}$/;
const NOT_A_NAME = /\b(curriculum|vitae|resume|résumé|profile|summary|contact|address|phone|email|about)\b/i;
/** A nickname or honours beside a name, in brackets or quotes ("(Jess)", '"Tina"', "BEng (Hons)"). */
export const NICKNAME = /\s*(?:\([^()]{0,30}\)|["“][^"“”]{1,20}["”])/g;
/** What a name line carries besides the name: a nickname in brackets or quotes ('Maria Cristina "Tina" Dela Cruz'),
 * post-nominals after a comma, "RN". */
const NAME_EXTRAS = new RegExp(
  `${NICKNAME.source}|,\\s*[A-Z][A-Za-z.]{1,10}(?:,\\s*[A-Z][A-Za-z.]{1,10})*$|\\s+(?:RN|EN|CPA|CA|PhD|MBA|GAICD)$`,
  'g',
);

/** A label set beside the name ("Resume – Tyson Mahoney", "CV of …", "Jane Citizen | Curriculum Vitae", "Name:"). */
export const NAME_LABEL =
  /^(?:curriculum vitae|resume|résumé|cv)(?: of)?(?:\s*[:–—|-])?\s+|^(?:full )?name\s*:\s*|(?<=\S)\s+[:–—|-]\s+(?:curriculum vitae|resume|résumé|cv)$/i;
/** Where contact details start on a name's line ("Amelia Jovanovic 0409 551 382 | …"): a digit, "+", "(", a bar or
 * a dot between spaces, or an e-mail address. */
const DETAILS_START = /(?<=\S)\s+(?=[\d+(]|[|·•]\s|[^\s@]+@)/;

/** A state or territory ending a line's words: a place, not a name. */
const STATE_AT_END = /\b(?:NSW|VIC|Vic|QLD|Qld|WA|SA|TAS|Tas|NT|ACT)$/;
/** A job title after the name on its line: "MARCUS DELANEY — Automotive Electrician", "Jane Roe | Registered Nurse". */
const TITLE_AFTER = /^(.{3,60}?)\s+[—–|-]\s+(.{3,60})$/;
/** The name alone from a line that sets a job title after it; the line as it is otherwise. */
const withoutTitle = (text: string) => {
  const m = TITLE_AFTER.exec(text);
  if (m && TITLE_HEAD.test(m[2]!.trim()) && NAME.test(m[1]!.trim())) return m[1]!.trim();
  // A title set after the name with only a tab between, which reads as a space ("BRODIE McKENZIE Heavy Diesel
  // Fitter"): two or three words of name, then a title of two words or more ("Jane Porter" stays a name).
  const words = text.split(/\s+/);
  for (const n of [2, 3]) {
    const [name, title] = [words.slice(0, n).join(' '), words.slice(n).join(' ')];
    if (
      words.length - n >= 2 &&
      words.length <= 8 &&
      NAME.test(name) &&
      !TITLE_HEAD.test(name) &&
      TITLE_HEAD.test(title)
    )
      return name;
  }
  return text;
};

/** One capitalised word alone on its line, as a sidebar sets a name. */
const ONE_WORD = /^\p{Lu}[\p{L}'’-]+$/u;

/**
 * The person's name: the first of the opening lines that is two to four capitalised words once a nickname,
 * post-nominals and "RN" are set aside ("JESSICA (JESS) HARDING", "ANJALI SHARMA, CCBA"), not a heading or a job
 * title line read after it; empty when none is (never a placeholder).
 */
export function candidateName(cv: CvDocument): string {
  // A name set in the page header comes first: Word keeps the header apart from the body it sits above.
  const header = cv.paragraphs.filter((p) => p.source === 'header').slice(0, 4);
  const opening = [...header, ...cv.paragraphs.filter((x) => x.source !== 'header').slice(0, 6)];
  for (const [i, p] of opening.entries()) {
    if (p.text.length > 80) continue;
    // A name set one word a line, as a sidebar sets it ("ISABELLA" above "RUSSO").
    const next = opening[i + 1]?.text.trim() ?? '';
    const text =
      ONE_WORD.test(p.text.trim()) && ONE_WORD.test(next)
        ? `${p.text.trim()} ${next}`
        : withoutTitle(p.text.trim().replace(NAME_LABEL, '').replace(NAME_EXTRAS, '').trim());
    // Three words ending in a job are a title ("Senior Graphic Designer"); two may be a name ("James Cook").
    const title = TITLE_HEAD.test(text) && text.split(/\s+/).length >= 3;
    const named = NAME.test(text) && !NOT_A_NAME.test(text) && !title;
    if (named && !(p.isHeading && p.section !== 'contact')) return text;
  }
  // Else a name with the contact details on its line: the words before them, when they are no job's title.
  for (const p of opening) {
    if (p.text.length > 120) continue;
    const text = p.text.trim().replace(NAME_LABEL, '');
    const before = text.split(DETAILS_START, 1)[0]!;
    // Not a suburb and its state before the phone ("Andergrove QLD 4740 · Mobile …").
    const place = STATE_AT_END.test(before) || namesPlace(before);
    if (before !== text && NAME.test(before) && !NOT_A_NAME.test(before) && !TITLE_HEAD.test(before) && !place)
      return before;
  }
  return sidebarName(cv);
}

/** A headline as LinkedIn sets one under the name: "Senior Data Analyst | Power BI · SQL · Azure". */
const HEADLINE = /\s[|·]\s/;
/**
 * A name below a sidebar, as a LinkedIn "Save to PDF" export sets it: the contact details, top skills, languages and
 * certifications first, then the name over its headline, before the summary. Read only where the headline follows.
 */
function sidebarName(cv: CvDocument): string {
  const body = cv.paragraphs.filter((x) => x.source !== 'header' && x.source !== 'footer').slice(0, 40);
  for (const [i, p] of body.entries()) {
    const text = p.text.trim();
    // Or over a job's title set as a headline ("PRIYA RAMAN" over "Customer Service Officer – Retail Banking", the
    // right-hand column of a two-column page read after its sidebar).
    const next = body[i + 1]?.text ?? '';
    const headline = HEADLINE.test(next) || next.split(/\s[–—-]\s/).some((piece) => TITLE_HEAD.test(piece.trim()));
    if (NAME.test(text) && !NOT_A_NAME.test(text) && !TITLE_HEAD.test(text) && headline) return text;
  }
  return '';
}
