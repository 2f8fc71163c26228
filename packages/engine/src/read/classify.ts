import type { CvSection, Paragraph, RawParagraph, SectionKind } from '../types';
import { editDistance } from '../nlp/edit-distance';
import { LIGATURES, lostLigature } from '../nlp/ligatures';
import { dateRanges } from '../analyse/checks/dates';
import { namesTitle } from '../analyse/checks/role-detail';
import { findEmail } from './contact';
import { findAuPhone } from './phone';

/** A typed bullet: •, ●, ▪, ◦, –, -, *, ➢, ✓ ... or "1." / "a)" numbering, then a space; not a phone's area code
 * ("(03) 5550 1234" had lost its "(03)" as a numbered item's marker). */
const BULLET_GLYPH = /^\s*(?:[•●▪■◦○‣∙·⁃\-–—*➢➤►▶✓✔→>]|o(?=\s+\S)|(?!\(0\d\)\s*\d)\(?(?:\d{1,2}|[a-z])[.)])\s+/;

/** Heading words per section, compared after normalising case, '&' and punctuation. */
const SECTION_HEADINGS: Record<Exclude<SectionKind, 'contact'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'personal profile',
    'profile summary',
    'career profile',
    'career objective',
    'objective',
    'about me',
    'about',
    // In a person's own words: "A Little Bit About Me".
    'a little bit about me',
    'a bit about me',
    'a little about me',
    'about myself',
    'introduction',
    'personal summary',
    'career overview',
    'professional overview',
    'personal statement',
    'executive summary',
    'overview',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'professional history',
    'employment experience',
    'career experience',
    'experience and employment',
    'previous experience',
    'previous employment',
    'other experience',
    'clinical experience',
    'clinical placements',
    'placements',
    'work placements',
    'practical experience',
    'industry experience',
    'work',
    'additional experience',
    'earlier career',
    'earlier roles',
    'roles held',
    'positions held',
    'previous roles',
    'recent roles',
    'my jobs',
    'jobs',
    'job history',
    'my work history',
    'my experience',
    // In a person's own words: "Jobs I Have Done", "Places I've Worked".
    'jobs i have done',
    'jobs i ve done',
    'jobs i have had',
    'places i have worked',
    'places i ve worked',
    'where i have worked',
    'where i ve worked',
    'where i have been working',
    'where i ve been working',
    'work i have done',
    'my employment',
    'employment record',
    'work record',
  ],
  education: [
    'education',
    'qualifications',
    'education and training',
    'education and qualifications',
    'academic qualifications',
    'academic background',
    'tertiary education',
    'training and education',
    'qualifications and training',
    'training',
    'educational qualification',
    'educational qualifications',
    'educational background',
    'academic qualification',
    'academic profile',
    'academic details',
    'education details',
    'academics',
    'schooling',
    'my education',
    // In a person's own words: "Learning", "Study", "What I've studied".
    'learning',
    'study',
    'studies',
    'what i ve studied',
    'what i have studied',
    'quals',
  ],
  skills: [
    'skills',
    'key skills',
    'core skills',
    'technical skills',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'capabilities',
    'skills summary',
    'key capabilities',
    'skills and abilities',
    'key strengths',
    'strengths',
    'my strengths',
    // In a person's own words: "Things I'm good at", "What I can do".
    'things i m good at',
    'things i am good at',
    'what i m good at',
    'what i am good at',
    'what i can do',
    'skills and competencies',
    'it skills',
    'professional skills',
    'skills and expertise',
    'technologies',
    // The software a person uses, as receptionists, bookkeepers and nurses head it.
    'systems',
    'software',
    'computer skills',
    'systems and software',
    'technical proficiencies',
    'skills and attributes',
    'skills and qualities',
    'skills and knowledge',
    'key attributes',
    'personal attributes',
    'attributes',
    'clinical skills',
    'computer skills',
    'software skills',
    'transferable skills',
    // The software and kit a person uses, as teachers and tradespeople head it ("Tools", "Tools & Software").
    'tools',
    'tools and software',
    'tools and equipment',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licences',
    'licenses',
    'licences and certifications',
    'certifications and licences',
    'licences and tickets',
    'tickets',
    'accreditations',
    'professional development',
    // A teacher's word for it.
    'professional learning',
    // An accountant's or a lawyer's: the updates that keep a practising certificate.
    'technical updates',
    'technical training',
    'professional updates',
    'continuing professional development',
    'courses',
    'short courses',
    'courses and cpd',
    'cpd',
    'licences and certificates',
    'security clearance',
    'clearances',
    'certificates and licences',
    'licences and checks',
    'checks',
    'checks and clearances',
    'clearances',
    'licences and clearances',
    'licences and registrations',
    'registrations',
    // A health service's heading for the checks, registration and vaccinations it asks of everyone.
    'mandatory requirements',
    'mandatory checks',
    'pre-employment requirements',
    'professional registration',
    'registration',
    'registration and checks',
    'registrations and checks',
    // The checks a school or hospital keeps current ("Registration & Compliance").
    'compliance',
  ],
  referees: [
    'referees',
    'references',
    'referee',
    'reference',
    // In a person's own words: "People who know my work".
    'people who know my work',
    'people who can vouch for me',
  ],
  other: [
    'achievements',
    'key achievements',
    'career achievements',
    'career highlights',
    'highlights',
    'key highlights',
    'accomplishments',
    'key accomplishments',
    'awards',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'volunteer roles',
    'community work',
    'interests',
    'hobbies',
    'hobbies and interests',
    'publications',
    'projects',
    'selected projects',
    'key projects',
    'major projects',
    'recent projects',
    'project experience',
    'project portfolio',
    'languages',
    'additional information',
    'extra information',
    // In a person's own words: "Bits and Pieces", "Other Stuff".
    'bits and pieces',
    'other stuff',
    'other',
    'extras',
    'outside of work',
    'outside work',
    'professional memberships',
    'professional membership',
    'memberships',
    'community involvement',
    // "Professional Learning & Leadership": the learning names the section; leadership alone is the roles led.
    'leadership',
    'personal details',
    'personal information',
    'personal',
    // A peer worker's own story, a section of its own: never the work history ("About my lived experience").
    'lived experience',
    'about my lived experience',
    'my lived experience',
    'declaration',
    'work rights',
    // A table of roles and dates above the roles themselves: a summary of them, whose rows start no role.
    'career snapshot',
    'employment snapshot',
    'career at a glance',
    // When a person can start and work: a section of its own, not more of the hobbies above it.
    'availability',
    'availability and work rights',
    'visa status',
    'citizenship',
  ],
};

const normalise = (s: string) =>
  s
    .toLowerCase()
    // "Licence's and Tickets", "Referee's": an apostrophe written for a plural.
    .replace(/['’]s\b/g, 's')
    .replace(/[&+]/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const NAMED_HEADINGS = new Map<string, Exclude<SectionKind, 'contact'>>(
  Object.entries(SECTION_HEADINGS).flatMap(([kind, names]) =>
    names.map((n) => [n, kind as Exclude<SectionKind, 'contact'>]),
  ),
);
/**
 * A heading's kind by its name, or by its parts when it joins two names ("Checks & Certificates", "Professional
 * Membership & Training"): their kind, the one that is not "other" when they differ, else the first.
 */
function headingNamed(name: string): Exclude<SectionKind, 'contact'> | undefined {
  const known = NAMED_HEADINGS.get(name);
  if (known) return known;
  const parts = name.split(' and ');
  if (parts.length !== 2) return undefined;
  const [first, second] = parts.map((x) => NAMED_HEADINGS.get(x.trim()));
  if (!first || !second) return undefined;
  // "Training and Licences", "Training & Certifications": the courses that earn the licences, which the section holds.
  if (parts[0]!.trim() === 'training' && second === 'certifications') return second;
  return first === 'other' ? second : first;
}

// The same names with their spaces removed, for letter-spaced headings ("S K I L L S", "W O R K  H I S T O R Y").
const SPACED_LOOKUP = new Map([...NAMED_HEADINGS].map(([name, kind]) => [name.replace(/ /g, ''), kind]));
// A word that names a section in a heading we have not listed ("Technical Skills & Tools", "Education & Development").
const KEYWORDS = new Map<string, Exclude<SectionKind, 'contact'>>([
  ['skills', 'skills'],
  ['competencies', 'skills'],
  ['expertise', 'skills'],
  ['technologies', 'skills'],
  // "SYSTEMS & KNOWLEDGE" set as Heading 1 over payroll systems and the laws a payroll officer knows.
  ['systems', 'skills'],
  ['knowledge', 'skills'],
  ['experience', 'experience'],
  ['employment', 'experience'],
  ['education', 'education'],
  ['educational', 'education'],
  ['academic', 'education'],
  ['qualifications', 'education'],
  ['qualification', 'education'],
  ['skill', 'skills'],
  ['certifications', 'certifications'],
  ['licences', 'certifications'],
  ['referees', 'referees'],
]);

/** A heading's last word that makes it placements, experience whatever comes before ("Field Education Placements");
 * not a role's note ("Student Youth Worker (student placement)"). */
const PLACEMENTS = /^(?:placements?|practicums?|internships?)$/;
const namesPlacements = (trimmed: string, letters: string[]) =>
  PLACEMENTS.test(letters.at(-1)!) && !trimmed.includes('(');

/** A heading of achievements set apart from the roles ("Key Achievements", "Career Highlights"). */
export const ACHIEVEMENTS_HEADING = /\b(?:achievements?|highlights?|accomplishments?)\b/i;

/**
 * The section a line names, if it is a heading (short, nothing after the name): a name we know in any case or
 * letter-spacing, with or without a trailing colon; or, for a line that looks like a heading (heading style, all
 * capitals or a trailing colon), a short line holding a section word.
 */
export function headingKind(text: string, styled = false): Exclude<SectionKind, 'contact'> | null {
  // A ligature a PDF conversion set apart ("Certi fi cations") is put back before the heading is read.
  const trimmed = text.trim().replace(LOOSE_LIGATURE, '$1');
  // A note in brackets after the heading ("CLINICAL PLACEMENTS (1,040 HOURS)", "Skills (technical)") is no part of it.
  const noted = /^(.{3,60}?)\s*\([^()]{1,40}\)$/.exec(trimmed);
  if (noted) return headingKind(noted[1]!, styled) ?? headingOf(trimmed, styled);
  return headingOf(trimmed, styled);
}

function headingOf(trimmed: string, styled: boolean): Exclude<SectionKind, 'contact'> | null {
  const words = trimmed.split(/\s+/);
  if (/[.,;]$/.test(trimmed)) return null;
  // An award's name is a line of its section, never a heading: "Bachelor of Education (Birth to Five Years)" names
  // education but heads nothing (its title had been lost from the rewrite as a heading's).
  if (AWARD_NAME.test(trimmed)) return null;
  const name = normalise(trimmed);
  if (words.length > 6 && !words.every((w) => w.length === 1)) return null;
  const known = headingNamed(name);
  if (known) return known;
  const letters = name.split(' ');
  // A heading split inside a word ("Qualifica tions") reads as its name with the space taken out.
  if (letters.length <= 3 && SPACED_LOOKUP.has(letters.join(''))) return SPACED_LOOKUP.get(letters.join(''))!;
  if (letters.length >= 4 && letters.every((l) => l.length === 1)) return SPACED_LOOKUP.get(letters.join('')) ?? null;
  const looksLikeHeading =
    styled || trimmed.endsWith(':') || (/\p{Lu}{3}/u.test(trimmed) && trimmed === trimmed.toUpperCase());
  // A Title Case heading a slip away from one we know ("Personel Details", "Strenghts") heads its section too.
  const slipped = () =>
    letters.length <= 3 && trimmed.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))
      ? (headingNamed(letters.map(headingWordFor).join(' ')) ?? null)
      : null;
  if (letters.length <= 5 && !looksLikeHeading) return titleCaseHeading(trimmed, letters) ?? slipped();
  if (!looksLikeHeading || letters.length > 5) return null;
  // "FIELD EDUCATION PLACEMENTS": the placements, whatever word names their kind.
  if (namesPlacements(trimmed, letters)) return 'experience';
  for (const word of letters) if (KEYWORDS.has(word)) return KEYWORDS.get(word)!;
  const history = historyKind(letters);
  if (history) return history;
  // A misspelt or damaged heading ("EXPIRIENCE", "EDUCATON", "Educaon") still heads its section; the spelling and
  // damage checks name the slip.
  if (letters.length <= 3) return headingNamed(letters.map(headingWordFor).join(' ')) ?? null;
  return null;
}

// Small words a Title Case heading leaves in lower case.
const MINOR = /^(?:and|of|the|for|in|to|with|a|an|&)$/i;
/**
 * A plain Title Case line of up to five words whose last word, or the last word of one of its "&"/"and" parts, is a
 * section word: "Clinical Experience", "Education & Professional Development", "Technical Skills". A role title that
 * merely starts with one ("Education Officer", "Skills Trainer") is not a heading.
 */
function titleCaseHeading(trimmed: string, letters: string[]): Exclude<SectionKind, 'contact'> | null {
  const words = trimmed.split(/\s+/);
  if (/\d/.test(trimmed) || !words.every((w) => MINOR.test(w) || /^\p{Lu}/u.test(w))) return null;
  if (namesPlacements(trimmed, letters)) return 'experience';
  const parts = letters.join(' ').split(/ and /);
  for (const part of parts) {
    const last = part.trim().split(' ').at(-1) ?? '';
    if (KEYWORDS.has(last)) return KEYWORDS.get(last)!;
  }
  return historyKind(letters);
}

/** "Farming History", "Nursing History", "HOSPITALITY HISTORY": the history of one's work; "Education History" is the
 * history of what its other word names; "Medical History" no section of a CV. */
function historyKind(letters: string[]): Exclude<SectionKind, 'contact'> | null {
  if (letters.length < 2 || letters.length > 3 || letters.at(-1) !== 'history') return null;
  const named = letters.find((w) => KEYWORDS.has(w));
  if (named) return KEYWORDS.get(named)!;
  return letters.some((w) => /^(?:medical|health|family|personal|credit|criminal|travel|art)$/.test(w))
    ? null
    : 'experience';
}

// A ligature's letters standing alone inside a word: "Certi fi cations", "O ffi cer".
const LOOSE_LIGATURE = new RegExp(
  `(?<=\\p{L}) (${[...LIGATURES].sort((a, b) => b.length - a.length).join('|')}) (?=\\p{Ll})`,
  'gu',
);

/** Every word of the heading names we know, for reading a misspelt heading. */
const HEADING_WORDS = [...new Set([...NAMED_HEADINGS.keys()].flatMap((n) => n.split(' ')))].filter(
  (w) => w.length >= 5,
);
/** The heading word one slip, or one lost ligature ("educaon"), away from `word` (itself when none is). */
function headingWordFor(word: string): string {
  if (word.length < 5 || HEADING_WORDS.includes(word)) return word;
  return HEADING_WORDS.find((w) => editDistance(word, w, 1) <= 1 || lostLigature(w, word)) ?? word;
}

// "Key Skills: Excel, MYOB", "Education – Bachelor of Nursing, UTS": a heading name, a colon or dash, then its content.
const INLINE_HEADING = /^([^:–—-]{3,40}?)\s*(?::|\s[–—-])\s+(\S.*)$/;
// Inside a role, a labelled line is the role's own ("Skills: SQL", "Key achievements: …"): only these end experience.
const ENDS_EXPERIENCE = new Set<SectionKind>(['education', 'certifications', 'referees']);

/** A line that opens a section and carries its first content, split into the two; null for any other line. */
export function inlineHeading(
  text: string,
  current: SectionKind,
  /** Whether the section the line is in has a heading: a skills line read without one has no categories. */
  headed = true,
): { kind: Exclude<SectionKind, 'contact'>; heading: string; rest: string } | null {
  const m = INLINE_HEADING.exec(text);
  if (!m) return null;
  const name = normalise(m[1]!);
  const kind = headingNamed(name);
  if (!kind || (current === 'experience' && !ENDS_EXPERIENCE.has(kind))) return null;
  // Inside skills, "Languages: TypeScript, SQL" is a category of them, not a section of its own.
  if (current === 'skills' && headed && kind === 'other') return null;
  // "Availability: Full time" on a line of its own is a detail of the section it is in; alone, it heads its own.
  if (name === 'availability') return null;
  return { kind, heading: m[1]!.trim(), rest: m[2]! };
}

// Inside a job, "Key achievements:" or "Responsibilities" heads that job's lines: it does not end the experience section.
const ROLE_SUBHEADINGS = new Set([
  'achievements',
  'key achievements',
  'accomplishments',
  'key accomplishments',
  'highlights',
  'responsibilities',
  'key responsibilities',
  'duties',
]);

/** A role's heading line: not a list item, short, and holding a date range ("Policy Officer | Aug 2022 – present"). */
/** Short lines of no sentence, the first naming a job ("Personal Assistant to the Director of Operations" / "Kestrel
 * Logistics Group, Port Melbourne"): a role's title and employer. */
const titledLines = (lines: Paragraph[]) =>
  lines.every((p) => !p.isBullet && p.text.split(' ').length <= 10 && !/[.!?]$/.test(p.text)) &&
  namesTitle(lines[0]!.text.split(/,| [–|-] /)[0]!);

const isRoleLine = (text: string, listed: boolean) =>
  !listed &&
  text.split(' ').length <= 20 &&
  !/[.!?]$/.test(text) &&
  (dateRanges(text).length > 0 || durationRoleLine(text));

/** A role's line dated by how long it lasted, beside its title: "… Personal Carer 2 years (casual)". */
export const durationRoleLine = (text: string) => DURATION.test(text) && titledWithDuration(text);

/** A title among a line's pieces once its duration and brackets are out ("Lakeside Gardens Aged Care – Murray Bridge
 * Personal Carer 2 years (casual)" ends a piece on "Carer"). */
const titledWithDuration = (text: string) =>
  text
    .replace(/\([^()]{0,40}\)/g, ' ')
    .replace(DURATION, ' ')
    .split(/\s[–—|-]\s|,\s/)
    .some((piece) => namesTitle(piece.trim()));

/** How long a role lasted where its dates would stand: "2 years (casual)", "18 months", "3 yrs". */
const DURATION = /\b\d{1,2}\+?\s?(?:years?|yrs?|months?|mths?)\b/i;

/** Strips a typed bullet glyph; says whether there was one. */
export function stripBullet(text: string): { text: string; glyph: boolean } {
  const m = BULLET_GLYPH.exec(text);
  return m ? { text: text.slice(m[0].length), glyph: true } : { text, glyph: false };
}

const inBody = (p: { source: string }) => p.source === 'body' || p.source === 'table' || p.source === 'textbox';

/**
 * Paragraph roles and sections: everything before the first known heading is the contact block; each
 * known heading opens its section; headers and footers count as contact. Blank paragraphs are dropped.
 */
/** The start of an award's name: "Bachelor of …", "Diploma of …", "Certificate IV in …", "Master of …". */
const AWARD_NAME =
  /^(?:bachelor|master|doctor|advanced diploma|diploma|associate degree|graduate (?:certificate|diploma)|(?:certificate|cert\.?) (?:i{1,3}|iv|[1-4]))\s+(?:of|in)\s/i;

/** Items of a skills line: five or more, set apart by a dot or bar, each of at most four words and no year. */
const SKILLS_RUN = { items: 5, words: 4 };
export const isSkillsRun = (text: string) => {
  const items = text.split(/\s[·•|]\s/);
  return (
    items.length >= SKILLS_RUN.items &&
    items.every((x) => x.trim() && x.trim().split(/\s+/).length <= SKILLS_RUN.words && !/\b(?:19|20)\d{2}\b/.test(x))
  );
};

/** A person's name: two to four capitalised words alone on a line. */
const NAME_LINE = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,3}$/u;
/** Whether the line after `at` is a name with an e-mail address or a phone number in the four lines under it. */
const namedBelow = (body: RawParagraph[], at: number) =>
  NAME_LINE.test(body[at + 1]?.text.trim() ?? '') &&
  body.slice(at + 2, at + 6).some((r) => findEmail(r.text) !== null || findAuPhone(r.text) !== null);

export function classify(raw: RawParagraph[]): { paragraphs: Paragraph[]; sections: CvSection[] } {
  const paragraphs: Paragraph[] = [];
  const sections: CvSection[] = [];
  let current: CvSection = { kind: 'contact', heading: null, start: 0, end: 0 };
  const close = () => {
    const end = paragraphs.length;
    if (end > current.start || current.heading) sections.push({ ...current, end });
  };
  const body = raw.filter(inBody);
  const header = headerRows(body);
  for (const [at, r] of body.entries()) {
    const clean = r.text.replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    const { text, glyph } = stripBullet(clean);
    const row = r.row !== undefined ? { row: r.row } : {};
    const inline = r.listItem || glyph ? null : inlineHeading(text, current.kind, current.heading !== null);
    if (inline) {
      close();
      current = { kind: inline.kind, heading: inline.heading, start: paragraphs.length, end: 0 };
      paragraphs.push({
        text: inline.heading,
        source: r.source,
        isBullet: false,
        isHeading: true,
        section: inline.kind,
      });
      paragraphs.push({
        text: inline.rest,
        source: r.source,
        isBullet: false,
        isHeading: false,
        section: inline.kind,
        ...row,
      });
      continue;
    }
    // A dated role line straight after the summary, with no heading between, starts the roles: an experience section
    // without a heading (the analysis asks for one), so its bullets are read as experience.
    if (current.kind === 'summary' && isRoleLine(text, r.listItem || glyph)) {
      // "Career Summary" over the roles, a heading many Australian CVs give their work history: where no more than a
      // title and an employer (short lines, no sentence) stand between it and the first dates, the section is the
      // roles, under its own heading (a PA's title had been read as her profile and her current role left untitled).
      const between = paragraphs.slice(current.start + 1);
      if (current.heading && between.length <= 2 && (!between.length || titledLines(between))) {
        current.kind = 'experience';
        for (const p of paragraphs.slice(current.start)) p.section = 'experience';
      } else if (between.length) {
        close();
        current = { kind: 'experience', heading: null, start: paragraphs.length, end: 0 };
      }
    }
    // So does one straight after the contact details on a CV with no headings at all ("Ph 0491 … email …" /
    // "03/2019-now Labourer/Scaffolder – CQ Scaff & Access"): the roles are no contact lines.
    if (
      current.kind === 'contact' &&
      isRoleLine(text, r.listItem || glyph) &&
      paragraphs.slice(current.start).some((p) => findEmail(p.text) !== null || findAuPhone(p.text) !== null)
    ) {
      close();
      current = { kind: 'experience', heading: null, start: paragraphs.length, end: 0 };
    }
    // On a CV with no headings, an award's name after the roles starts the education ("Certificate III in Commercial
    // Cookery (SIT30821) – South Metropolitan TAFE, 2023" below a kitchen hand's duties): no duty of the last role.
    if (current.kind === 'experience' && current.heading === null && AWARD_NAME.test(text)) {
      close();
      current = { kind: 'education', heading: null, start: paragraphs.length, end: 0 };
    }
    // So does a line of skills set apart by dots or bars there ("Knife skills · stocks & sauces · larder · grill"): the
    // skills, no duty or award.
    if (
      current.heading === null &&
      (current.kind === 'experience' || current.kind === 'education') &&
      isSkillsRun(text)
    ) {
      close();
      current = { kind: 'skills', heading: null, start: paragraphs.length, end: 0 };
    }
    // A list item is content, not a heading, unless the whole line is a heading name we know.
    // A table's header row ("Ticket | Details | Issued | Expiry / status") names its columns, no section.
    const kind =
      r.row !== undefined && header.has(r.row)
        ? null
        : r.listItem || glyph
          ? (headingNamed(normalise(text)) ?? null)
          : headingKind(text, r.headingStyle);
    // Within experience, a job's own sub-heading is one of its lines, not a new section.
    // Straight under a skills heading, with nothing between, a heading word is the first category of the skills
    // ("Technical Skills" over a table whose first row is "Languages | SQL, Python …"), not a section of its own.
    // So is one that opens a table row under a skills heading, with its list in the cell beside it, below a header
    // row too ("Area | Tools" / "Languages | TypeScript, SQL …").
    const rowOpener = r.row !== undefined && body[at + 1]?.row === r.row && body[at - 1]?.row !== r.row;
    // So is a kind of skill in a table's first cell ("SKILLS" over "Software | MYOB AccountRight, Xero …" and
    // "Accounting | Bank reconciliations …": the rows below had been read under a section named "Software").
    const category =
      (kind === 'other' || kind === 'skills') &&
      current.kind === 'skills' &&
      (paragraphs.length === current.start + 1 || (rowOpener && current.heading !== null));
    // A profile page's own label over the person's name and contact details ("Profile" / "Renee Mahoney" /
    // "Wyoming NSW 2250" / "renee@…", copied from a job board) is no summary: the contact block goes on.
    const pageLabel = kind === 'summary' && current.kind === 'contact' && namedBelow(body, at);
    const subheading =
      kind && ((current.kind === 'experience' && ROLE_SUBHEADINGS.has(normalise(text))) || category || pageLabel);
    if (kind && !subheading) {
      close();
      current = { kind, heading: text, start: paragraphs.length, end: 0 };
    }
    paragraphs.push({
      text,
      source: r.source,
      isBullet: !kind && (r.listItem || glyph),
      isHeading: (!!kind && !subheading) || (r.headingStyle && text.split(' ').length <= 8),
      section: current.kind,
      ...row,
    });
  }
  close();
  for (const r of raw.filter((p) => !inBody(p))) {
    const text = r.text.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push({ text, source: r.source, isBullet: false, isHeading: false, section: 'contact' });
  }
  return { paragraphs, sections };
}

/** Words in a column's name at most: "Ticket", "Expiry / status". */
const COLUMN_NAME_WORDS = 3;

/**
 * The rows of a table that name its columns: two or more short cells with no figure, over a row of as many cells
 * ("Ticket | Details | Issued | Expiry / status" over "Forklift | LF | 1999 | Current").
 */
function headerRows(body: RawParagraph[]): Set<number> {
  const cells = new Map<number, string[]>();
  for (const p of body) {
    if (p.row === undefined) continue;
    // One list per row, grown in place: a row of many paragraphs is read in linear time.
    const row = cells.get(p.row) ?? [];
    if (!row.length) cells.set(p.row, row);
    row.push(p.text.trim());
  }
  const header = new Set<number>();
  for (const [row, texts] of cells) {
    const next = cells.get(row + 1);
    const labels = texts.every((t) => t.split(/\s+/).length <= COLUMN_NAME_WORDS && !/\d/.test(t));
    if (texts.length >= 2 && labels && next?.length === texts.length) header.add(row);
  }
  return header;
}
