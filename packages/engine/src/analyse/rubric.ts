/**
 * The scoring rubric (docs/scoring.md explains it for people). Each sub-score starts at BASE, adds the
 * points of its positive findings and subtracts those of its negatives and warnings, and is kept within
 * FLOOR-100. The overall score is the rounded mean of the three sub-scores, held at or below the cap of any
 * finding that carries one: what a recruiter rejects a CV for first (no way to contact the person, damaged text,
 * almost nothing to read) cannot be made up for by polish elsewhere.
 */
export const RUBRIC_VERSION = '2026.11-3';
export const BASE = 60;
/** The lowest a sub-score goes: below this the number says nothing more, the findings do. */
export const FLOOR = 20;

type Category = 'formatting' | 'content' | 'atsRelevance';
type Rule = { category: Category; type: 'positive' | 'negative' | 'warning'; points: number; cap?: number };
const pos = (category: Category, points: number): Rule => ({ category, type: 'positive', points });
const neg = (category: Category, points: number): Rule => ({ category, type: 'negative', points });
/** A problem a recruiter rejects a CV for on sight: it costs points and holds the overall score at `cap` or below. */
const serious = (category: Category, points: number, cap: number): Rule => ({
  category,
  type: 'negative',
  points,
  cap,
});
const warn = (category: Category, points: number): Rule => ({ category, type: 'warning', points });

export const RUBRIC = {
  // Formatting -> breakdown.structure
  'length.appropriate': pos('formatting', 15),
  'length.too-long': warn('formatting', 5),
  'length.far-too-long': neg('formatting', 15),
  'length.too-short': neg('formatting', 15),
  'length.near-empty': serious('formatting', 25, 20),
  'length.brief-for-experience': warn('formatting', 5),
  'format.bullets': pos('formatting', 15),
  'format.no-bullets': neg('formatting', 20),
  'format.concise-paragraphs': pos('formatting', 10),
  'format.long-paragraphs': neg('formatting', 10),
  'personal.photo': neg('formatting', 15),
  'dates.inconsistent-format': neg('formatting', 8),
  'experience.not-reverse-chronological': neg('formatting', 8),
  'text.debris': neg('formatting', 10),
  'text.repeated': neg('formatting', 10),
  // Language & Tone -> breakdown.content
  'language.action-verbs': pos('content', 15),
  'language.weak-verbs': neg('content', 10),
  'achievements.quantified': pos('content', 15),
  'achievements.not-quantified': neg('content', 15),
  'language.australian-spelling': pos('content', 10),
  'language.us-spelling': neg('content', 8),
  'language.first-person': neg('content', 8),
  'language.passive-voice': warn('content', 4),
  'language.cliches': neg('content', 8),
  'summary.objective': neg('content', 5),
  'achievements.duties-only': neg('content', 8),
  'language.tense': warn('content', 4),
  'language.misspelt': neg('content', 8),
  'experience.no-description': neg('content', 8),
  'experience.no-detail': serious('content', 20, 50),
  // Clarity & Relevance -> breakdown.ats
  'contact.complete': pos('atsRelevance', 10),
  // Praise without points: most CVs that lack these are still read; their absence costs a little (or nothing).
  'contact.location': pos('atsRelevance', 0),
  'contact.missing-location': warn('atsRelevance', 3),
  'contact.linkedin': pos('atsRelevance', 0),
  'contact.missing-linkedin': warn('atsRelevance', 0),
  'work-rights.stated': pos('atsRelevance', 0),
  'work-rights.missing': warn('atsRelevance', 3),
  'contact.missing-email': neg('atsRelevance', 15),
  'contact.missing-phone': neg('atsRelevance', 10),
  'contact.none': serious('atsRelevance', 25, 40),
  // Advice without points: the CV is still read; the person decides.
  'contact.street-address': warn('atsRelevance', 0),
  'contact.email-birth-year': warn('atsRelevance', 0),
  'ats.contact-in-header': neg('atsRelevance', 10),
  'sections.complete': pos('atsRelevance', 15),
  'sections.missing-experience': neg('atsRelevance', 15),
  'sections.missing-education': neg('atsRelevance', 10),
  'sections.missing-skills': neg('atsRelevance', 10),
  'ats.simple-layout': pos('atsRelevance', 15),
  'ats.tables-or-text-boxes': neg('atsRelevance', 10),
  'ats.glued-words': neg('atsRelevance', 15),
  'text.damaged': serious('atsRelevance', 25, 45),
  'experience.undated-roles': neg('atsRelevance', 8),
  'experience.no-employer': neg('atsRelevance', 8),
  'experience.gap': warn('atsRelevance', 3),
  'personal.date-of-birth': neg('atsRelevance', 10),
  'personal.age': neg('atsRelevance', 10),
  'personal.marital-status': neg('atsRelevance', 10),
  'personal.gender': neg('atsRelevance', 10),
  'personal.nationality-or-religion': neg('atsRelevance', 10),
  'personal.health-or-family': neg('atsRelevance', 10),
  'referees.details-included': warn('atsRelevance', 0),
} as const satisfies Record<string, Rule>;

const SUB_SCORE: Record<Category, 'structure' | 'content' | 'ats'> = {
  formatting: 'structure',
  content: 'content',
  atsRelevance: 'ats',
};

const clamp = (n: number) => Math.max(FLOOR, Math.min(100, n));

/** The cap a code puts on the overall score (100 when it has none). */
export const capOf = (code: string): number =>
  Object.hasOwn(RUBRIC, code) ? ((RUBRIC as Record<string, Rule>)[code]!.cap ?? 100) : 100;

/** Score and breakdown from finding codes alone: anyone can recompute them from the report. */
export function score(codes: string[]): {
  score: number;
  breakdown: { structure: number; content: number; ats: number };
} {
  const totals = { structure: BASE, content: BASE, ats: BASE };
  for (const code of codes) {
    // Only the rubric's own codes count (a code like "constructor" must not find Object's members).
    if (!Object.hasOwn(RUBRIC, code)) continue;
    const rule = (RUBRIC as Record<string, Rule>)[code]!;
    totals[SUB_SCORE[rule.category]] += rule.type === 'positive' ? rule.points : -rule.points;
  }
  const breakdown = { structure: clamp(totals.structure), content: clamp(totals.content), ats: clamp(totals.ats) };
  const mean = Math.round((breakdown.structure + breakdown.content + breakdown.ats) / 3);
  return { score: Math.min(mean, ...codes.map(capOf)), breakdown };
}
