/**
 * The CV as the lines a requirement can be shown by. A heading shows nothing by itself; contact details and referees
 * show no skill; hobbies, interests and personal sections never show a professional requirement ("Junior coach,
 * local netball club" is not interpersonal skill at work). Each line keeps its section, its concepts and the
 * vocabulary terms it names.
 */
import { isDetailsRow } from '../read/details-row';
import { namesTitle } from '../analyse/checks/role-detail';
import { isDatedTitle } from '../analyse/checks/roles';
import { headingKind } from '../read/classify';
import type { CvDocument, SectionKind } from '../types';
import { OCCUPATION_TERMS, SHOWN_TERMS, singulars } from '../vocabulary/phrase-index';
import { withLegislation } from '../vocabulary/named-act';
import { inItsSense } from '../vocabulary/word-senses';
import { conceptsWithPlaces } from './words';
import { candidateName } from './cv-profile';
import { namesJob } from '../analyse/checks/job-title';
import { recruiterReads } from '../analyse/hollow-sentences';
import { REFEREES_ON_REQUEST } from '../vocabulary/cv-words';
import { isDebris } from '../analyse/checks/debris';

export interface CvLine {
  text: string;
  section: SectionKind;
  bullet: boolean;
  concepts: Set<string>;
  /** Names of the vocabulary terms the line shows. */
  terms: Set<string>;
  /** A role's title line: in the experience section, not a bullet, short. */
  title: boolean;
  /** A table cell's whole row ("Standard 11 Coal Mine Induction – Generic surface induction – Expired 2023"): what the
   * row's other cells say of it (expired, in progress) is said of it. */
  row?: string;
}

/** Headings of sections whose lines are about life outside work. */
const PERSONAL = /\b(hobb|interest|personal|volunt|community|extra|leisure|sport|activit)/i;
/** Referees show nothing; the contact block shows only licences and checks (judge.ts looks there for nothing else). */
const NO_EVIDENCE: Set<SectionKind> = new Set(['referees']);
const TITLE_WORDS = 16;

/**
 * Never evidence, unless it is a bullet (a list's "ERP" or "WHS" is an item): a short line in capitals or one naming a section (a heading the reader did not know: "TICKETS &
 * MEMBERSHIPS", "Education & Certifications"), and a line of dates alone ("Feb 2019 – Present" is not a presentation).
 */
const headingLike = (text: string) =>
  text.length <= 40 && ((text === text.toUpperCase() && /\p{Lu}{3}/u.test(text)) || headingKind(text) !== null);
/** A line in capitals that names a licence or check ("WWCC", "WHITE CARD" in a table of details) shows it held. */
const namesCredential = (text: string) => SHOWN_TERMS.findIn(text).some((h) => h.term.kind === 'credential');
/** One capitalised word alone outside a skills list or a role ("Immunisations") heads what follows. */
const shortHeading = (text: string, section: SectionKind) =>
  section !== 'skills' && section !== 'experience' && /^\p{Lu}\p{Ll}+$/u.test(text) && text.length <= 30;
const DATE_WORDS =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(?:present|current|now|to|till|date)$/i;
const datesOnly = (text: string) =>
  text.split(/[^\p{L}\p{N}]+/u).every((w) => w === '' || /^\d+$/.test(w) || DATE_WORDS.test(w));

/** A line that lists office software, where "Teams" is the product. */
const OFFICE_SUITE = /\b(?:Microsoft|MS|Office|365|Outlook|Excel|Word|SharePoint|OneDrive|Zoom)\b/;
/** A page number from a footer, its fields read as nothing ("Page of", "Page 2 of 3"): no evidence. */
const PAGE_NUMBER = /^page(?:\s+\d{1,3})?(?:\s*(?:of|\/)(?:\s*\d{1,3})?)?$/i;

/** The person's name, alone or with post-nominals ("Rebecca Huang CPA"): who the CV is about, never evidence. */
const nameLine = (text: string, name: string) =>
  name.length > 0 && text.startsWith(name) && text.slice(name.length).split(/\s+/).filter(Boolean).length <= 3;

export function cvLines(cv: CvDocument): CvLine[] {
  const name = candidateName(cv);
  const rows = rowTexts(cv);
  const personal = new Set<number>();
  const headings = new Map<number, string>();
  for (const s of cv.sections) {
    if (!s.heading) continue;
    const isPersonal = s.kind === 'other' && PERSONAL.test(s.heading.slice(0, 80));
    const ownHeading = s.kind !== 'experience' && s.kind !== 'summary';
    for (let i = s.start; i < s.end; i++) {
      if (isPersonal) personal.add(i);
      if (ownHeading) headings.set(i, s.heading.slice(0, 60));
    }
  }
  return cv.paragraphs.flatMap((p, i) => {
    // What the person wants is no evidence ("To obtain a position in a pharmacy" shows no pharmacy work), nor are
    // clichés and self-praise ("Im a team player who gives 110% every day"), which a recruiter reads past.
    const text = (p.section === 'summary' ? recruiterReads(p.text) : p.text).trim();
    // A role's title, set as a Word heading or in capitals ("SENIOR HR ADVISOR"), is evidence of the occupation.
    // Who it serves after "to" is no part of it ("Personal Assistant to the Director of Operations").
    // So is one set as a Word heading with its employer beside it ("Front Desk Agent – The Makati Grand Hotel").
    const roleTitle = p.section === 'experience' && (namesTitle(text) || (p.isHeading && namesJob(text)));
    if (
      text.length < 3 ||
      (p.isHeading && !roleTitle) ||
      // A licence in "Personal Details" ("Licence: C class, own ute") is held all the same; nothing else there counts.
      (personal.has(i) && !namesCredential(text)) ||
      NO_EVIDENCE.has(p.section) ||
      (headingLike(text) && !p.isBullet && !roleTitle && !namesCredential(text)) ||
      datesOnly(text) ||
      nameLine(text, name) ||
      PAGE_NUMBER.test(text) ||
      // "References available on request" under another heading is about referees, not availability.
      REFEREES_ON_REQUEST.test(text) ||
      shortHeading(text, p.section) ||
      // What a job board or converter left is no one's evidence ("Jobs you might like Specimen Collector – Wyong"):
      // taking it out costs no match.
      isDebris(text)
    )
      return [];
    // "Teams" beside Outlook or Excel is Microsoft's product, no teamwork.
    // A statute named with its year shows legislation.
    const read = withLicenceClasses(
      withLegislation(inItsSense(OFFICE_SUITE.test(text) ? text.replace(/\bTeams\b/g, 'MSTeams') : text)),
    );
    const words = singulars(read);
    const terms = new Set(
      SHOWN_TERMS.find(words)
        .filter((h) => !personal.has(i) || h.term.kind === 'credential')
        .map((h) => h.term.name),
    );
    // A role's heading line however long ("Policy Officer, Regional Programs Section – Department of … | APS 5 | …").
    const title =
      p.section === 'experience' && !p.isBullet && (text.split(/\s+/).length <= TITLE_WORDS || isDatedTitle(text));
    if (title) for (const h of OCCUPATION_TERMS.find(words)) terms.add(h.term.name);
    // A line under a heading of the person's own ("Computer Skills", "Tickets & Licences") shows that heading too.
    const concepts = personal.has(i) ? new Set<string>() : conceptsWithPlaces(`${read} ${headings.get(i) ?? ''}`);
    const row = p.row !== undefined ? rows.get(p.row) : datesBelow(cv, i);
    return [{ text, section: p.section, bullet: p.isBullet, concepts, terms, title, ...(row ? { row } : {}) }];
  });
}

/** A line that opens on its dates: "February 2023 – November 2025 (expected completion) | Credit average". */
const DATE_LED =
  /^\(?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\b|^\(?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|^(?:issued|expires?|expired|expiry|valid (?:to|until)|renewed|obtained|exp\.)(?=[\s:]|$)/i;

/** An award or licence with its dates on the line below ("Bachelor of Nursing – University of New England" over
 * "February 2023 – November 2025 (expected completion)", "First Aid Certificate HLTAID011" over "Issued Feb 2023 ·
 * Expired", as a job board's profile sets them), read together, so what the dates say of it (not finished
 * yet) is said of it; or undefined. */
function datesBelow(cv: CvDocument, i: number): string | undefined {
  const [p, next] = [cv.paragraphs[i]!, cv.paragraphs[i + 1]];
  if (p.section !== 'education' && p.section !== 'certifications') return undefined;
  if (!next || next.section !== p.section || next.isHeading || p.isBullet || !DATE_LED.test(next.text.trim()))
    return undefined;
  return `${p.text.trim()} – ${next.text.trim()}`;
}

/** A driver licence's classes listed after it ("Drivers licence – C and MR", "Licence: C, LR"): each heavy class read
 * as its licence too ("MR licence"), as a line that names it so is read. Bounded: the classes after the label. */
const LICENCE_CLASSES =
  /\blicen[cs]e\b[\s:–—-]{0,6}(?:class(?:es)?\s)?((?:\b(?:C|LR|MR|HR|HC|MC)\b(?:\s?(?:,|and|&|\/)\s?)?){1,6})/;
function withLicenceClasses(text: string): string {
  const classes = LICENCE_CLASSES.exec(text)?.[1]?.match(/\b(?:LR|MR|HR|HC|MC)\b/g);
  return classes ? `${text} ${classes.map((c) => `${c} licence`).join(' ')}` : text;
}

/** Each table row of details, its cells joined. */
function rowTexts(cv: CvDocument): Map<number, string> {
  const cells = new Map<number, CvDocument['paragraphs']>();
  for (const p of cv.paragraphs)
    if (p.row !== undefined && p.text.trim()) cells.set(p.row, [...(cells.get(p.row) ?? []), p]);
  return new Map(
    [...cells]
      .filter(([, row]) => isDetailsRow(row))
      .map(([at, row]) => [at, row.map((p) => p.text.trim()).join(' – ')]),
  );
}
