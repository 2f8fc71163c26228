/**
 * The rewrite's cleaning steps: what the analysis says costs a CV, taken out or put right with the CV's own words.
 * Each removes or shortens; none adds a fact. Every change keeps the item as it was (`before`) and as it is now
 * (`after`, empty when removed), so the person can undo it.
 */
import { DECLARATION, ENDORSEMENTS, isDebris, RATING } from '../analyse/checks/debris';
import { headsRole, REPEAT_MIN_WORDS, repeatKey } from '../analyse/checks/repeated';
import { wordCount } from '../analyse/checks/check';
import { dateRanges } from '../analyse/checks/dates';
import { STANDARD_HEADINGS, type CvBlock, type CvItem, type StructuredCv } from './structured-cv';
import { lineByLine, type Change, type Step } from './transforms';
import { REFEREES_ON_REQUEST } from '../vocabulary/cv-words';
import { findAuPhone } from '../read/phone';

const removed = (section: string, before: string, reason: string): Change => ({
  kind: 'clean',
  section,
  before,
  after: '',
  reason,
});

// A ratings table's header cell alone under Skills ("Skill", "Level"), left when the table is read cell by cell.
const RATINGS_HEADER = /^(?:skills?|level|rating|proficiency|skill level)$/i;

// A table's header cell on a line of its own ("Dates", "Employer", "Position and duties").
const HEADER_CELL =
  /^(?:dates?|period|years?|employer|organisation|organization|company|position(?: and duties| \/ duties)?|role|job title|title|duties|responsibilities|location|key achievements)$/i;

/** A piece of a line that says where or how to reach the person: a suburb with its state and postcode, an e-mail
 * address, a phone number. */
const PLACE_OR_EMAIL = /\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b|@/;
const isContactDetail = (part: string) => PLACE_OR_EMAIL.test(part) || findAuPhone(part) !== null;

// The label of the name alone ("Name:"): its value is the document's heading.
const NAME_LABEL = /^(?:full )?name\s*:?$/i;

const STRAY_REASON = 'Referees are listed last, under their own heading';

// A contact line that only names the document: the reader knows it is a CV.
const DOCUMENT_LABEL = /^(?:curriculum vitae|resume|résumé|cv|profile)$/i;

/** Lines a job board, a converter or a web page left behind ("Featured Resume", "Page 2 of 3") come out. */
export function removeDebris(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const reason = 'Left behind by a job board or a file converter: not written for a recruiter';
  const keep = (section: string, kind?: string) => (text: string) => {
    const header = kind === 'skills' && RATINGS_HEADER.test(text.trim());
    if (!isDebris(text) && !header && !(section === 'Contact' && DOCUMENT_LABEL.test(text.trim()))) return true;
    changes.push(removed(section, text, DECLARATION.test(text.trim()) ? DECLARATION_REASON : reason));
    return false;
  };
  // A job board's line that also holds where the person lives ("Updated 3 days ago · Merrylands NSW 2160 · Willing to
  // relocate: No"): the board's words go, the suburb and any contact detail stay (a recruiter found the suburb lost).
  const contact = cv.contact.flatMap((line) => {
    const details = isDebris(line) ? line.split(/\s*[|·•]\s*/).filter(isContactDetail) : [];
    if (!details.length) return keep('Contact')(line) ? [line] : [];
    const after = details.join(' · ');
    changes.push({
      kind: 'clean',
      section: 'Contact',
      before: line,
      after,
      reason: `${reason}; your contact details stay`,
    });
    return [after];
  });
  const named = contact.filter((line) => {
    // A label left when its value became the name heading ("Name:" of "Name: | Brodie Walsh").
    if (!NAME_LABEL.test(line.trim())) return true;
    changes.push(removed('Contact', line, reason));
    return false;
  });
  const kept = cv.sections.map((b) => {
    // A table's header row read cell by cell ("Dates", "Employer", "Position and duties"): two or more in a row; or
    // its label column ("Position" / "Dental Receptionist" / "Employer" / "Lakeside Family Dental" / …): labels of two
    // kinds or more, each over a line of its value (a label over bullets is a sub-heading and stays).
    const cell = (k: number) => HEADER_CELL.test(b.items[k]?.text.trim() ?? '');
    const overValue = (k: number) => cell(k) && !!b.items[k + 1] && !b.items[k + 1]!.bullet && !cell(k + 1);
    const pairs = b.items.flatMap((item, k) => (overValue(k) ? [item.text.trim().toLowerCase()] : []));
    const column = b.kind === 'experience' && pairs.length >= 2 && new Set(pairs).size >= 2;
    const header = new Set(
      b.items.filter((_, k) => (column && overValue(k)) || (cell(k) && (cell(k - 1) || cell(k + 1)))),
    );
    for (const item of header) changes.push(removed(b.heading, item.text, reason));
    return { ...b, items: b.items.filter((i) => !header.has(i) && keep(b.heading, b.kind)(i.text)) };
  });
  // A rating drawn after a skill goes, and so does a profile's count of endorsements; the skill stays ("InDesign
  // ★★★★★" → "InDesign", "Forklift Operation · 4 endorsements" → "Forklift Operation").
  const rated = lineByLine({ ...cv, sections: kept }, 'clean', RATING_REASON, (text) => {
    const after = text.replace(RATING, '').replace(ENDORSEMENTS, '');
    return after.trim() ? after : null;
  });
  changes.push(...rated.changes);
  const sections = rated.cv.sections;
  return { cv: { ...cv, contact: named, sections }, changes };
}

const DECLARATION_REASON =
  'Australian CVs carry no declaration that they are true: a recruiter takes that as given and checks with your referees';

const RATING_REASON =
  'Dots, stars and endorsement counts rate nothing a recruiter can check, and ATS software reads them as junk';

/** Whether each item of a block is a dated line (a role's heading), read once per block. */
const datedLines = (block: CvBlock) => block.items.map((item) => dateRanges(item.text).length > 0);

/** The role line an item sits under: the nearest line above it with dates, else the section heading. */
function roleOf(block: CvBlock, dated: boolean[], index: number): string {
  for (let i = index; i >= 0; i--) if (dated[i]) return block.items[i]!.text;
  return block.heading;
}

/** The line left under a role whose every line was said before: the role keeps a description, in the CV's terms. */
const SAME_DUTIES = 'Same duties as the role above.';

/** Whether an item describes a role (a bullet or a longer line), not a line of its heading. */
const describes = (item: CvItem) => item.bullet || wordCount(item.text) >= REPEAT_MIN_WORDS;

/**
 * A paragraph or bullet pasted under several roles is kept once, where it first appears. A role left with nothing
 * under it gets one line saying its duties were those above, so it still reads as a role, not a gap.
 */
export function removeRepeats(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const first = new Map<string, string>();
  const sections = cv.sections.map((b) => {
    if (b.kind === 'skills' || b.kind === 'referees') return b;
    const gone = new Set<number>();
    const dated = datedLines(b);
    b.items.forEach((item, index) => {
      if (wordCount(item.text) < REPEAT_MIN_WORDS || headsRole(item.text, item.bullet)) return;
      const k = repeatKey(item.text);
      const where = first.get(k);
      if (where === undefined) first.set(k, roleOf(b, dated, index));
      else {
        gone.add(index);
        changes.push(removed(b.heading, item.text, `Said once: it already appears under “${where}”`));
      }
    });
    if (!gone.size) return b;
    const items: CvItem[] = [];
    let start = 0;
    b.items.forEach((item, index) => {
      if (dated[index]) start = index + 1;
      if (!gone.has(index)) items.push(item);
      // The last line of a role whose every describing line went: the role says its duties were those above. The next
      // role starts at its dated line, or at its title on the line above its dates.
      const next = b.items[index + 1];
      const titleAboveDates = !!next && !next.bullet && !/[.!?]$/.test(next.text.trim()) && dated[index + 2];
      if (index < b.items.length - 1 && !dated[index + 1] && !titleAboveDates) return;
      const span = b.items.slice(start, index + 1).map((x, i) => ({ x, i: start + i }));
      const described = span.filter(({ x }) => describes(x));
      // Only under roles: a summary pasted twice is said once, with no line about duties ("Same duties as the role
      // above." had stood in a profile, a recruiter's read).
      if (b.kind === 'experience' && described.length && described.every(({ i }) => gone.has(i))) {
        items.push({ text: SAME_DUTIES, bullet: false });
        changes.push({
          kind: 'clean',
          section: b.heading,
          before: '',
          after: SAME_DUTIES,
          reason: 'Said once: the duties of this role are those of the role above',
        });
      }
    });
    return { ...b, items };
  });
  return { cv: { ...cv, sections }, changes };
}

/**
 * "Referees available on request" left under another section (the last line of a skills table) goes to its own, at the
 * end, where a recruiter looks for it. Referees the person named stay as written: a recruiter reads named referees as a
 * strength and many government ads ask for them, so only the analysis mentions the choice.
 */
export function refereesOnRequest(cv: StructuredCv): Step {
  const stray = cv.sections.flatMap((b) =>
    b.kind === 'referees' ? [] : b.items.filter((i) => REFEREES_ON_REQUEST.test(i.text.trim())).map((i) => ({ b, i })),
  );
  if (!stray.length) return { cv, changes: [] };
  const changes: Change[] = [];
  // Under its own heading the line does not say the heading again: "Referees" over "Available on request".
  const first = stray[0]!.i.text.trim();
  // "Referees on request" is "Available on request" there.
  const unsaid = first
    .replace(/^(?:references?|referees?)\s+(?:are\s+)?(?=available\b)/i, '')
    .replace(/^(?:references?|referees?)\s+(?=(?:up)?on request\b)/i, 'Available ');
  const moved = unsaid.charAt(0).toUpperCase() + unsaid.slice(1);
  const where = STANDARD_HEADINGS.referees;
  const rest = cv.sections.map((b) => ({ ...b, items: b.items.filter((i) => !stray.some((x) => x.i === i)) }));
  const at = rest.findIndex((b) => b.kind === 'referees');
  const sections =
    at >= 0 ? rest : [...rest, { kind: 'referees' as const, heading: where, items: [{ text: moved, bullet: false }] }];
  for (const { b, i } of stray) changes.push(removed(b.heading, i.text, STRAY_REASON));
  if (at < 0) changes.push({ kind: 'clean', section: where, before: '', after: moved, reason: STRAY_REASON });
  return { cv: { ...cv, sections }, changes };
}
