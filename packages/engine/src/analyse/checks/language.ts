import { finding } from '../finding';
import { bodyParagraphs, experienceLines, inSection, type Check } from './check';
import { STRONG_VERBS, baseForm } from './action-verbs';

// Phrases that describe duties instead of achievements.
const WEAK_PHRASES =
  /\b(responsible for|duties (?:included|include|were)|worked on|helped (?:to |with )?|assisted (?:with|in)|involved in|tasked with|participated in|in charge of|was part of)\b/i;

export const weakVerbs: Check = (doc) => {
  const hits = inSection(doc, 'experience', 'summary').filter((p) => WEAK_PHRASES.test(p.text));
  if (!hits.length) return [];
  return [
    finding(
      'language.weak-verbs',
      'Replace phrases like “responsible for” or “assisted with” with action verbs that show what you did, e.g. “Led”, “Delivered”, “Reduced”.',
      hits.map((p) => p.text),
    ),
  ];
};

export const actionVerbs: Check = (doc) => {
  const lines = experienceLines(doc);
  const strong = lines.filter((p) => STRONG_VERBS.has(baseForm(p.text.split(/\s+/)[0] ?? '')));
  if (lines.length >= 3 && strong.length / lines.length >= 0.5)
    return [
      finding(
        'language.action-verbs',
        'Most of your experience lines start with a strong action verb.',
        strong.map((p) => p.text),
      ),
    ];
  return [];
};

// "I", "I'm", "me", "my", "myself": CVs are written in implied first person.
const FIRST_PERSON = /(^|[^\p{L}'’])(I|I['’]m|I['’]ve|I['’]d|me|my|myself)(?=$|[^\p{L}'’])/u;

export const firstPerson: Check = (doc) => {
  const hits = bodyParagraphs(doc).filter((p) => p.section !== 'referees' && FIRST_PERSON.test(p.text));
  if (!hits.length) return [];
  return [
    finding(
      'language.first-person',
      'Drop “I”, “me” and “my”: Australian CVs use implied first person (“Managed a team of 8”, not “I managed a team of 8”).',
      hits.map((p) => p.text),
    ),
  ];
};

const CLICHES = [
  'team player',
  'hard worker',
  'hard-working',
  'hardworking',
  'detail-oriented',
  'detail oriented',
  'go-getter',
  'think outside the box',
  'results-driven',
  'results driven',
  'self-starter',
  'self starter',
  'proven track record',
  'excellent communication skills',
  'fast learner',
  'quick learner',
  'works well under pressure',
  'dynamic individual',
  'passionate about',
  'motivated individual',
  'synergy',
  'go above and beyond',
  'wear many hats',
  'best of breed',
  'people person',
];
const CLICHE = new RegExp(`\\b(${CLICHES.map((c) => c.replace(/[-\s]/g, '[-\\s]')).join('|')})\\b`, 'i');

export const cliches: Check = (doc) => {
  const hits = bodyParagraphs(doc).filter((p) => CLICHE.test(p.text));
  if (!hits.length) return [];
  const phrases = [...new Set(hits.map((p) => CLICHE.exec(p.text)![0].toLowerCase()))];
  return [
    finding(
      'language.cliches',
      `Swap clichés (${phrases.map((c) => `“${c}”`).join(', ')}) for evidence: a specific example says far more than a label.`,
      hits.map((p) => p.text),
    ),
  ];
};

// Numbers, percentages, dollar amounts and number words show the size of an achievement.
const QUANTIFIED =
  /\d|%|\$|\b(one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred|thousand|million|billion|doubled|tripled|halved)\b/i;

export const quantifiedAchievements: Check = (doc) => {
  const lines = experienceLines(doc);
  if (lines.length < 3) return [];
  const quantified = lines.filter((p) => QUANTIFIED.test(p.text));
  const share = quantified.length / lines.length;
  if (share >= 0.3)
    return [
      finding(
        'achievements.quantified',
        'Your achievements are backed by numbers: budgets, percentages, team sizes or volumes.',
        quantified.map((p) => p.text),
      ),
    ];
  if (share < 0.2)
    return [
      finding(
        'achievements.not-quantified',
        'Add numbers to your achievements: how many, how much, how often, by what percentage (e.g. “Cut processing time by 30%”).',
        lines.filter((p) => !QUANTIFIED.test(p.text)).map((p) => p.text),
      ),
    ];
  return [];
};
