import type { CvSection, Paragraph, RawParagraph, SectionKind } from '../types';

/** A typed bullet: •, ●, ▪, ◦, –, -, *, ➢, ✓ ... or "1." / "a)" numbering, then a space. */
const BULLET_GLYPH = /^\s*(?:[•●▪■◦○‣∙·⁃\-–—*➢➤►▶✓✔→]|\(?(?:\d{1,2}|[a-z])[.)])\s+/;

/** Heading words per section, compared after normalising case, '&' and punctuation. */
const SECTION_HEADINGS: Record<Exclude<SectionKind, 'contact'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'personal profile',
    'career profile',
    'career objective',
    'objective',
    'about me',
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
    'additional experience',
    'earlier career',
    'earlier roles',
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
    'skills and competencies',
    'it skills',
    'professional skills',
    'skills and expertise',
    'technologies',
    'technical proficiencies',
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
    'licences and certificates',
    'certificates and licences',
    'licences and checks',
    'checks',
    'checks and clearances',
    'clearances',
    'licences and clearances',
    'licences and registrations',
    'registrations',
    'professional registration',
  ],
  referees: ['referees', 'references', 'referee', 'reference'],
  other: [
    'achievements',
    'key achievements',
    'awards',
    'volunteering',
    'volunteer experience',
    'interests',
    'hobbies',
    'hobbies and interests',
    'publications',
    'projects',
    'languages',
    'additional information',
    'professional memberships',
    'memberships',
    'community involvement',
    'personal details',
    'personal information',
  ],
};

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const HEADING_LOOKUP = new Map<string, Exclude<SectionKind, 'contact'>>(
  Object.entries(SECTION_HEADINGS).flatMap(([kind, names]) =>
    names.map((n) => [n, kind as Exclude<SectionKind, 'contact'>]),
  ),
);

/** The section a line names, if it is a heading we know (short, nothing after the name). */
export function headingKind(text: string): Exclude<SectionKind, 'contact'> | null {
  const words = text.trim().split(/\s+/);
  if (words.length > 6 || /[.,;]$/.test(text.trim())) return null;
  return HEADING_LOOKUP.get(normalise(text)) ?? null;
}

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
export function classify(raw: RawParagraph[]): { paragraphs: Paragraph[]; sections: CvSection[] } {
  const paragraphs: Paragraph[] = [];
  const sections: CvSection[] = [];
  let current: CvSection = { kind: 'contact', heading: null, start: 0, end: 0 };
  const close = () => {
    const end = paragraphs.length;
    if (end > current.start || current.heading) sections.push({ ...current, end });
  };
  for (const r of raw.filter(inBody)) {
    const clean = r.text.replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    const { text, glyph } = stripBullet(clean);
    const kind = headingKind(text);
    if (kind) {
      close();
      current = { kind, heading: text, start: paragraphs.length, end: 0 };
    }
    paragraphs.push({
      text,
      source: r.source,
      isBullet: !kind && (r.listItem || glyph),
      isHeading: !!kind || (r.headingStyle && text.split(' ').length <= 8),
      section: current.kind,
    });
  }
  close();
  for (const r of raw.filter((p) => !inBody(p))) {
    const text = r.text.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push({ text, source: r.source, isBullet: false, isHeading: false, section: 'contact' });
  }
  return { paragraphs, sections };
}
