import { finding, quote } from '../finding';
import { achievementText } from './numbers';
import { bodyParagraphs, experienceLines, inSection, type Check } from './check';
import { STRONG_VERBS, baseForm } from './action-verbs';
import { contentLines } from './roles';

// Phrases that describe duties instead of achievements.
// "Helped" and "assisted" are weak as a line's opening verb; later in a line they report a result ("Built a dashboard
// that helped schedulers recover 320 hours").
const WEAK_PHRASES =
  /\b(responsible for|duties (?:included|include|were)|worked on|involved in|tasked with|participated in|in charge of|was part of)\b|^(?:I\s+)?(helped|assisted)\b/i;

export const weakVerbs: Check = (doc) => {
  const hits = inSection(doc, 'experience', 'summary').filter((p) => WEAK_PHRASES.test(p.text));
  if (!hits.length) return [];
  return [
    finding(
      'language.weak-verbs',
      'Replace phrases like “responsible for” or “assisted with” with action verbs that show what you did, e.g. “Led”, “Delivered”, “Reduced”.',
      hits.map((p) => quote(p.text, WEAK_PHRASES)),
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

// "I", "I'm", "me", "my", "myself" as words of a sentence: CVs are written in implied first person. A word counts only
// between spaces or sentence punctuation, so "I2C", "I-Tech", "t.me/…" and "M.Com (Part I)" are not "I"; "My" before a
// capitalised word names something ("My Health Record", "My Aged Care").
// "im" too: "I'm" typed without its apostrophe ("im a quick learner").
export const FIRST_PERSON =
  /(?<=^|[\s“"(])(I|I['’]m|[Ii]m|I['’]ve|I['’]d|I['’]ll|[Mm]e|[Mm]y(?! \p{Lu})|[Mm]yself)(?=$|[\s,;:!?”")]|\.(?:\s|$))/u;
// Roman numerals after these words are part numbers, not "I": "Part I", "Level I", "Stage I", "Honours I".
const ROMAN_CONTEXT =
  /\b(part|level|stage|grade|phase|class|year|semester|module|unit|section|book|volume|tier|world war|honours|division)\s+I\b/gi;
// A letter-spaced line ("S K I L L S", "I N T E R E S T S") is a heading, not a sentence.
const LETTER_SPACED = /^(?:\S\s){3,}\S$/;

/** The line with part numbers removed, or '' when it is letter-spaced. */
const sentenceText = (text: string) => (LETTER_SPACED.test(text) ? '' : text.replace(ROMAN_CONTEXT, ''));

export const firstPerson: Check = (doc) => {
  const hits = bodyParagraphs(doc).filter((p) => p.section !== 'referees' && FIRST_PERSON.test(sentenceText(p.text)));
  if (!hits.length) return [];
  return [
    finding(
      'language.first-person',
      'Drop “I”, “me” and “my”: Australian CVs use implied first person (“Managed a team of 8”, not “I managed a team of 8”).',
      hits.map((p) => quote(p.text, FIRST_PERSON)),
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
  'thinks outside the box',
  'thinking outside the box',
  'results-driven',
  'results driven',
  'self-starter',
  'self starter',
  'proven track record',
  'excellent communication skills',
  'fast learner',
  'quick learner',
  'works well under pressure',
  'work well under pressure',
  'working well under pressure',
  'dynamic individual',
  'passionate about',
  'motivated individual',
  'synergy',
  'go above and beyond',
  'goes above and beyond',
  'going above and beyond',
  'work ethic',
  'people person',
  'great people skills',
  'willing to learn',
  'give 110',
  'gives 110',
  'giving 110',
  'fast-paced environment',
  'wear many hats',
  'best of breed',
  'not afraid of hard work',
  'positive attitude',
  'can-do attitude',
  'can do attitude',
  'independently or as part of a team',
  'independently or as a team',
  'independently or in a team',
  'drive to succeed',
  'good leader',
  'natural leader',
  'born leader',
  'highly motivated',
  'passionate individual',
];
export const CLICHE = new RegExp(`\\b(${CLICHES.map((c) => c.replace(/[-\s]/g, '[-\\s]')).join('|')})\\b`, 'gi');

export const cliches: Check = (doc) => {
  const hits = bodyParagraphs(doc).filter((p) => p.text.match(CLICHE));
  if (!hits.length) return [];
  // Every cliché, each once, in the order the CV uses them.
  const phrases = [
    ...new Set(hits.flatMap((p) => p.text.match(CLICHE)!.map((c) => c.toLowerCase().replace(/\s+/g, ' ')))),
  ];
  return [
    finding(
      'language.cliches',
      `Swap clichés (${phrases.map((c) => `“${c}”`).join(', ')}) for evidence: a specific example says far more than a label.`,
      hits.map((p) => quote(p.text, CLICHE)),
    ),
  ];
};

// Numbers, percentages, dollar amounts and number words show the size of an achievement ("one" is left out: "one of").
const QUANTIFIED =
  /\d|%|\$|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|dozens|hundred|hundreds|thousand|thousands|million|billion|doubled|tripled|halved)\b/i;
/** A line whose numbers, once dates, durations and phone numbers are set aside, still show a size or a result. */
export const isQuantified = (text: string) => QUANTIFIED.test(achievementText(text));

export const quantifiedAchievements: Check = (doc) => {
  // A line pasted under several roles counts once.
  const seen = new Set<string>();
  const lines = experienceLines(doc).filter((p) => !seen.has(p.text.trim()) && !!seen.add(p.text.trim()));
  if (lines.length < 3) return [];
  const quantified = lines.filter((p) => isQuantified(p.text));
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
        contentLines(lines.filter((p) => !isQuantified(p.text))).map((p) => p.text),
      ),
    ];
  return [];
};
