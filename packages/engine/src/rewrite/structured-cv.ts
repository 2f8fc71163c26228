/**
 * A CV as structure: the name, the contact lines and sections of items (a paragraph or a bullet). The rewrite
 * works on this, and the plain text, the PDF and the Word file are all rendered from it, never re-parsed.
 */
import { tableRoles } from './experience-table';
import { isDetailsRow } from '../read/details-row';
import { nameGridRows } from './name-grid';
import type { CvDocument, SectionKind } from '../types';
import { candidateName, NAME_LABEL, NICKNAME } from '../match/cv-profile';
import { findAuPhone } from '../read/phone';

export interface CvItem {
  text: string;
  bullet: boolean;
}
export interface CvBlock {
  kind: SectionKind;
  heading: string;
  items: CvItem[];
}
export interface StructuredCv {
  name: string;
  contact: string[];
  sections: CvBlock[];
}

/** Headings a recruiter expects in an Australian CV, by section. */
export const STANDARD_HEADINGS: Record<Exclude<SectionKind, 'contact' | 'other'>, string> = {
  summary: 'Professional Summary',
  skills: 'Key Skills',
  experience: 'Work Experience',
  education: 'Education',
  certifications: 'Licences and Certifications',
  referees: 'Referees',
};

/** What may follow a name on its line: post-nominals ("CPA", "BEng (Hons) CPEng", ", RN"), not a job title. */
const POST_NOMINALS = /^(?:[\s,]+[A-Z][A-Za-z.]{1,7})*$/;

/** A label alone on its line ("Mobile:"), as a table of details sets it. */
export const LABEL = /^[^:\d]{2,30}:$/;

/** A heading of personal details: "Personal Details", "PERSONAL INFORMATION", "Personal particulars:". */
const PERSONAL_HEADING = /^personal (?:details|information|particulars):?$/i;
/** A section of personal details, where contact lines and licences are set among a date of birth and the like. */
export const isPersonalDetails = (s: CvBlock) => s.kind === 'other' && PERSONAL_HEADING.test(s.heading.trim());
/** A line that gives a way to reach the person: an e-mail address, a phone number or a LinkedIn address. */
const CONTACT_DETAIL = /\S@\S|\blinkedin\.com\b|^(?:mobile|phone|ph|tel|telephone|email|e-mail|linkedin)\s*[:.]/i;
/** An address given by its label: "Address: 7/41 Luxford Road, Mount Druitt NSW 2770". */
const ADDRESS_LABEL = /^(?:home |postal |residential )?address\s*:/i;

/** Sentences, not contact details: 15 words or more ending on a full stop, with no e-mail address or phone number. */
const isProse = (text: string) =>
  text.split(/\s+/).length >= 15 && /[.!]$/.test(text) && !/@|\d{3}[\s-]?\d{3}/.test(text);

/** The labels of a person's details, a longer one before any it holds ("Home Address", "Driver's Licence"). */
export const DETAIL_LABELS =
  "(?:home |postal |residential )?address|phone|mobile|mob|ph|tel|telephone|e-?mail|location|linkedin|wwcc|working with children check|(?:driver['’]?s? )?licen[cs]e|date of birth|dob|d\\.o\\.b\\.?|nationality|citizenship|visa(?: status)?|(?:marital |relationship )?status|gender|age|health|transport|availability|languages?";
/** A contact detail's label a table sets in a cell of its own without a colon ("Phone", "Date of Birth", "WWCC"). */
const BARE_LABEL = new RegExp(`^(?:${DETAIL_LABELS})$`, 'i');
const isLabel = (line: string) => LABEL.test(line) || BARE_LABEL.test(line);

/** Labels joined to the values a table set on the next line: "Mobile:" and "0491 575 254" → "Mobile: 0491 575 254";
 * a label without its colon takes one ("Phone" and "0432 775 108" → "Phone: 0432 775 108"). */
const withValues = (lines: string[]) =>
  lines
    .flatMap((line, i) => {
      if (isLabel(line) && lines[i + 1] && !isLabel(lines[i + 1]!))
        return [`${LABEL.test(line) ? line : `${line}:`} ${lines[i + 1]}`];
      return i > 0 && isLabel(lines[i - 1]!) && !isLabel(line) ? [] : [line];
    })
    // A label in brackets on the line after its value, as a LinkedIn export sets it ("www.linkedin.com/in/…" over
    // "(LinkedIn)"), joins the value.
    .reduce<string[]>((out, line) => {
      if (/^\([\p{L} ]{2,20}\)$/u.test(line.trim()) && out.length) out[out.length - 1] += ` ${line.trim()}`;
      else out.push(line);
      return out;
    }, []);

export function structureCv(doc: CvDocument): StructuredCv {
  let name = candidateName(doc);
  const contact: string[] = [];
  const sections: CvBlock[] = [];
  /** Prose above the first heading ("Experienced payroll officer with four years …"): a summary with no heading. */
  const unheaded: string[] = [];
  // Contact details ATS software would miss in a header or footer move into the body's contact lines.
  // A page header's line may open with the name the document already heads with ("Jacinta Morley · Kangaroo Flat …").
  const withoutName = (text: string) => {
    const separator =
      name && text.startsWith(name) ? /^\s*[·|•,–—-]\s*|^\s+(?=[\d+(]|\S+@)/.exec(text.slice(name.length)) : null;
    return separator ? text.slice(name.length + separator[0].length) : text;
  };
  /** Rows that hold a heading: a page laid out in a table, not a table of details. */
  const layoutRows = new Set(doc.paragraphs.flatMap((p) => (p.isHeading && p.row !== undefined ? [p.row] : [])));
  const edges = doc.paragraphs.filter(
    (x) => (x.source === 'header' || x.source === 'footer') && /@|\d{3}/.test(x.text),
  );
  for (const s of doc.sections) {
    const paragraphs = doc.paragraphs
      .slice(s.start, s.end)
      .filter((p) => p.source !== 'header' && p.source !== 'footer');
    if (s.kind === 'contact') {
      for (const p of paragraphs) {
        const text = p.text.trim();
        // The name line as written, post-nominals and all ("Mei Lin Chen CPA"), is the heading, not a contact line.
        // A nickname or honours beside the name, which the name read from the CV leaves out ("BEng (Hons)").
        const bare = text.replace(NICKNAME, '');
        if (name && bare.startsWith(name) && POST_NOMINALS.test(bare.slice(name.length))) name = text;
        // The name with a label beside it ("Resume – Tyson Mahoney") is the heading, without the label; so is the name
        // in capitals below one the page header gives ("NATALIE KOWALSKI" under "Natalie Kowalski | …").
        else if (name && text.length <= 120 && text.replace(NAME_LABEL, '').toLowerCase() === name.toLowerCase())
          continue;
        // A word of a name set one word a line ("ISABELLA" above "RUSSO"), or a sidebar's "CONTACT" label, is no
        // contact line.
        else if (isProse(text)) unheaded.push(text);
        else if (text && !name.split(' ').includes(text) && !/^contact(?: details)?:?$/i.test(text))
          contact.push(withoutName(text));
      }
      contact.splice(0, contact.length, ...withValues(contact));
      continue;
    }
    // The section's own heading goes; a heading inside it stays ("Senior Civil Engineer" set as a Word heading).
    const kept = paragraphs.filter((p, i) => !(i === 0 && s.heading && p.isHeading) && p.text.trim());
    const items = s.kind === 'experience' ? (tableRoles(kept) ?? kept.map(asItem)) : rowsJoined(kept, layoutRows);
    // A section the CV gave no heading (a CV with no headings at all) takes the standard one for what it holds: read
    // back under "Other", a carer's roles had been no experience, and every change of her rewrite was refused.
    const standard = s.kind === 'other' ? 'Other' : STANDARD_HEADINGS[s.kind];
    sections.push({ kind: s.kind, heading: (s.heading ?? '').trim() || standard, items });
  }
  // A name read below a sidebar (a LinkedIn export's) leaves the section it sat in, and its headline and place after
  // it go under it as contact lines: the name heads the document, never a line among the certifications.
  for (const section of sections) {
    const at = name && section.kind !== 'experience' ? section.items.findIndex((i) => i.text.trim() === name) : -1;
    if (at < 0) continue;
    contact.push(...section.items.slice(at + 1, at + 3).map((i) => i.text));
    section.items = section.items.slice(0, at);
  }
  // A personal details section's contact details are the contact line a recruiter looks for under the name, not lines
  // that go to the end with the section ("Mobile: 0491 570 158" under "PERSONAL DETAILS").
  if (!contact.some((c) => CONTACT_DETAIL.test(c)))
    for (const section of sections.filter(isPersonalDetails)) {
      const details = section.items.filter((i) => CONTACT_DETAIL.test(i.text) || ADDRESS_LABEL.test(i.text));
      contact.push(...details.map((i) => i.text));
      section.items = section.items.filter((i) => !details.includes(i));
    }
  if (unheaded.length) {
    const items = unheaded.map((text) => ({ text, bullet: false }));
    const summary = sections.find((x) => x.kind === 'summary');
    if (summary) summary.items.unshift(...items);
    else sections.unshift({ kind: 'summary', heading: STANDARD_HEADINGS.summary, items });
  }
  // What a page header or footer adds: its pieces that are not the name, a label ("Resume") or already in the body's
  // contact lines ("Daniel Kostopoulos | 0437 912 604 | Resume" above a contact line with that phone adds nothing).
  const known = contact.join(' ').toLowerCase().replace(/\s+/g, '');
  // A phone number the contact lines give already goes from a piece ("Licensed Plumber, Drainer & Gasfitter 0417 …").
  const knownDigits = contact.join(' ').replace(/\D/g, '');
  const lessKnown = (piece: string) => {
    const phone = findAuPhone(piece);
    return phone && knownDigits.includes(phone.replace(/\D/g, '')) ? piece.replace(phone, '').trim() : piece;
  };
  for (const p of edges) {
    const line = withoutName(p.text.trim());
    const written = line.split(/\s+[|·•]\s+/);
    const all = written.map(lessKnown);
    const pieces = all.filter((x) => {
      const piece = x.trim().toLowerCase();
      return (
        piece && piece !== name.toLowerCase() && !EDGE_LABEL.test(piece) && !known.includes(piece.replace(/\s+/g, ''))
      );
    });
    // As written when it adds every piece whole; else the pieces it adds.
    const whole = pieces.length === all.length && all.every((x, i) => x === written[i]);
    if (pieces.length) contact.unshift(whole ? line : pieces.join(' | '));
  }
  return { name, contact: [...new Set(contact)], sections };
}

type DocParagraph = CvDocument['paragraphs'][number];
const asItem = (p: DocParagraph): CvItem => ({ text: p.text.trim(), bullet: p.isBullet });
/** Between the cells of a table's row said as one line: a dash, or a colon after a label (`rowsJoined`). */
export const CELLS = / – |: /;

/**
 * A table's rows as lines, each row's cells joined ("Ledger & cash allocation – SAP S/4HANA, Xero – Advanced",
 * "Literacy: Explicit phonics, guided reading"): Word
 * gives them cell by cell, and a download that sets each cell on a line of its own loses which belongs with which.
 * A row of more cells or words than a table of details has stays cell by cell, and so does a row that holds a
 * heading (a page laid out in one table cell).
 */
function rowsJoined(paragraphs: DocParagraph[], layoutRows: Set<number>): CvItem[] {
  const items: CvItem[] = [];
  // A grid of names ("Strumis | Trimble Connect") is read cell by cell, each name an item.
  const grid = nameGridRows(paragraphs);
  for (let i = 0; i < paragraphs.length;) {
    // A row that holds a heading lays out the page (a whole CV in one table cell): its lines are no row of details.
    const at = paragraphs[i]!.row ?? -1;
    const row = layoutRows.has(at) || grid.has(at) ? undefined : paragraphs[i]!.row;
    let end = i + 1;
    while (row !== undefined && end < paragraphs.length && paragraphs[end]!.row === row) end++;
    // A cell of a dash alone ("—" for no details) says nothing between its neighbours.
    const shown = paragraphs.slice(i, end).filter((p) => !/^[-–—]+$/.test(p.text.trim()));
    const cells = shown.map((p) => p.text.trim());
    const details = isDetailsRow(shown);
    // A label and its value read as one ("Literacy: Explicit phonics, guided reading"); more cells, between dashes.
    // Not a year beside a licence ("Working at Heights – 2019").
    const labelled =
      cells.length === 2 && cells[0]!.split(/\s+/).length <= 4 && !/[\d:]/.test(cells[0]!) && !/^\d/.test(cells[1]!);
    // A label with its own colon takes its value after it ("Mobile:" beside "0491 570 157"), no dash between.
    const colonLabel = cells.length === 2 && /^[^:\d]{2,30}:$/.test(cells[0]!);
    if (details)
      items.push({
        text: colonLabel ? `${cells[0]} ${cells[1]}` : labelled ? `${cells[0]}: ${cells[1]}` : cells.join(' – '),
        bullet: false,
      });
    else items.push(...paragraphs.slice(i, end).map(asItem));
    i = end;
  }
  return items;
}

/** Words a page header or footer labels the document with: no contact detail. */
const EDGE_LABEL = /^(?:resume|résumé|curriculum vitae|cv|page \d+(?: of \d+)?)$/i;

/** Every item's text through `f` (given its section); `null` removes the item. */
export const mapItems = (cv: StructuredCv, f: (text: string, block: CvBlock) => string | null): StructuredCv => ({
  ...cv,
  sections: cv.sections.map((b) => ({
    ...b,
    items: b.items.flatMap((i) => {
      const text = f(i.text, b);
      return text === null ? [] : [{ ...i, text }];
    }),
  })),
});

/** What the CV's summaries say, as one text: a tailored line is weighed against it. */
export const summaryText = (cv: StructuredCv) =>
  cv.sections.flatMap((s) => (s.kind === 'summary' ? s.items.map((i) => i.text) : [])).join(' ');

/** Kinds whose sections next to each other show as one: two summaries, "Licences and Certifications" over "Tickets",
 * "Education" over "Qualifications" (a recruiter read two such headings back to back as a fault). */
const MERGED = new Set<SectionKind>(['summary', 'certifications', 'education']);

/** A heading of courses and learning, not of licences held: "Professional Development", "Short Courses", "CPD". */
const LEARNING = /\b(?:development|learning|cpd|courses?|conferences?|presentations?|workshops?)\b/i;

/** Whether a section shows under the heading of the shown section above it, its own heading unseen. Not learning under
 * licences: a conference presentation under "Registration and Clearances" is no clearance (a recruiter's read). */
export const joinsAbove = (above: CvBlock | undefined, s: CvBlock) =>
  above?.kind === s.kind &&
  MERGED.has(s.kind) &&
  (s.kind !== 'certifications' || LEARNING.test(above.heading) === LEARNING.test(s.heading));

/** The sections a reader sees, in any rendering: one emptied by the rewrite (every line cleaned out) is not shown, and
 * summaries, licences or education sections next to each other ("Career Objective" residue above "About Me") show as
 * one, under the first's heading. */
export const shownSections = (cv: StructuredCv) =>
  cv.sections
    .filter((s) => s.items.length)
    .reduce<CvBlock[]>((out, s) => {
      const last = out.at(-1);
      if (joinsAbove(last, s)) out[out.length - 1] = { ...last!, items: [...last!.items, ...s.items] };
      else out.push(s);
      return out;
    }, []);

/** The CV as plain text: name, contact lines, then each heading and its items ("• " for bullets). */
export function renderText(cv: StructuredCv): string {
  const out = [cv.name, ...cv.contact];
  for (const s of shownSections(cv)) {
    out.push('', s.heading.toUpperCase());
    for (const i of s.items) out.push(i.bullet ? `• ${i.text}` : i.text);
  }
  return out.join('\n');
}
