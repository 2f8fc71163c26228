import { finding } from '../finding';
import { wordCount, type Check } from './check';

/** Debris is a short line: a sentence that merely mentions "page" or "resume" is content. */
const MAX_DEBRIS_WORDS = 12;

/**
 * Lines a job board, a converter or a web page leaves in a CV that nobody wrote for a reader. Each pattern is anchored
 * and has no nested repetition, so it runs in linear time on any line.
 */
const DEBRIS: RegExp[] = [
  // Job-board profile furniture: "Featured Resume", "Jump to Section", "Download CV", "View full profile".
  /^featured (?:resume|cv|candidate|profile|applicant)$/i,
  /^jump to(?: a)? (?:section|top|content)\b/i,
  /^\^?\s*back to top\b/i,
  /^(?:download|print|save|share|e-?mail|contact|message|hide|view|unlock)(?: this| full| the)? (?:resume|cv|candidate|profile|contact details)(?: \((?:pdf|word|docx?)\))?$/i,
  // Record ids and activity stamps: "ID: 4e238c1a9f Last Active: 9-Sep-20", "Last updated: 12/03/2021".
  /^(?:resume |cv |candidate |profile )?id\s*[:#]\s*[0-9a-f-]{6,}\b/i,
  /^last (?:active|updated|modified|login|seen)(?:\s*:\s*\S|\s+\d)/i,
  /^(?:updated|active|posted|joined) \d+ (?:days?|weeks?|months?|years?) ago$/i,
  // Page furniture typed into the body: "Page 2 of 3", "PG: in 0", "- 2 -".
  /^page \d+(?: of \d+)?$/i,
  /^pg\s*:\s*\w+ \d+$/i,
  /^[-–]\s*\d{1,2}\s*[-–]$/,
  // Converter and generator stamps: "Evaluation Warning: The document was created with Spire.Doc for .NET".
  /^evaluation (?:warning|only|copy)\b/i,
  /\b(?:spire\.doc|aspose\.words|created with an evaluation copy)\b/i,
  /^(?:powered|generated) (?:by|with|using)(?: \S+){1,4}$/i,
  /^(?:created|converted|built|made) (?:by|with|using) (?:\w+\.)?(?:seek|indeed|jora|careerone|linkedin|resume|cv|zety|novoresume|canva|kickresume|resumonk|visualcv|livecareer|adobe|pdf|www\b)/i,
  /^(?:©|\(c\)|copyright) ?\d{4}\b.{0,80}all rights reserved\.?$/i,
  /^(?:resume|cv) (?:generated|created|built|downloaded) (?:by|with|on|from)\b/i,
  /^click (?:here|to) (?:to )?(?:view|download|see|contact|apply|unlock)\b/i,
  // A table header flattened into a line by a job board's export.
  /^skill(?: name)?\s+version\s+last used\s+experience$/i,
];

/** A job board's toolbar flattened into a line: "Download Resume | Print | Save to Shortlist". */
const TOOLBAR_ITEM =
  /^(?:download|print|save|share|e-?mail|contact|message|report|hide|view|shortlist|save to shortlist|unlock)(?: (?:resume|cv|profile|candidate))?(?: \((?:pdf|word|docx?)\))?$/i;
/** Page numbers belong in a page header or footer; typed into the body they are debris. */
const PAGE_NUMBER = /^(?:page \d+(?: of \d+)?|[-–]\s*\d{1,2}\s*[-–])$/i;

/**
 * Whether a line is debris rather than something the person wrote: the line, or one of its parts between "|", "·" or
 * "•", is a known piece of debris, or every part is a toolbar button.
 */
export function isDebris(text: string): boolean {
  const short = (s: string) => wordCount(s) <= MAX_DEBRIS_WORDS;
  const known = (s: string) => short(s) && DEBRIS.some((re) => re.test(s));
  const parts = text.split(/[|·•]/).map((s) => s.trim());
  return (
    known(text.trim()) ||
    parts.some(known) ||
    (parts.length >= 2 && short(text) && parts.every((part) => TOOLBAR_ITEM.test(part)))
  );
}

export const debrisLines: Check = (doc) => {
  // A page header or footer is where page numbers belong; anything else of a job board's is debris there too.
  const edge = (p: { source: string }) => p.source === 'header' || p.source === 'footer';
  const found = doc.paragraphs.filter((p) => isDebris(p.text) && !(edge(p) && PAGE_NUMBER.test(p.text.trim())));
  if (!found.length) return [];
  return [
    finding(
      'text.debris',
      `Your CV has ${found.length === 1 ? 'a line' : `${found.length} lines`} left behind by a job board, a file converter or a web page. Delete ${found.length === 1 ? 'it' : 'them'}: to a recruiter it looks like a copy nobody checked.`,
      found.map((p) => p.text),
    ),
  ];
};
