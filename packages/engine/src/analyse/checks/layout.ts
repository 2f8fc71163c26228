import { finding } from '../finding';
import { bodyParagraphs, inSection, wordCount, type Check } from './check';
import { statedYears, yearsOfExperience } from './experience-years';
import { DATE_OF_BIRTH, PERSONAL_DETAILS } from './personal';
import { dateRanges } from './dates';
import { contentLines } from './roles';
import { countWords, isBodyish } from '../../read/facts';
import type { CvDocument } from '../../types';
import { offered, sentencesOf } from '../objective';
import { praiseOnly } from '../hollow-sentences';

/** Fewer words than this is too little to show experience, whatever the page count. */
const MIN_WORDS = 250;
/** Fewer words than this is barely a CV: a name, a heading or two and a few lines. */
const NEAR_EMPTY_WORDS = 120;
/** Up to this many years of dated roles, one page is what a graduate or early-career CV should be. */
const EARLY_CAREER_YEARS = 3;
/** From this many years of dated roles (a senior career), one page leaves out what a recruiter wants to read. */
const BRIEF_AFTER_YEARS = 10;
/** A paragraph longer than this is a wall of text to a recruiter skimming for 30 seconds. */
const LONG_PARAGRAPH_WORDS = 70;

/**
 * The words that count towards a CV's length: not a personal detail ("Date of Birth: 12/04/1999"), nor a summary's
 * objective ("To obtain a position in a fast paced retail environment …": what the person wants, not what they
 * offer), nor self-praise in the first person ("I believe my skills would make me a great fit for any team!!"), which
 * make a CV no longer to read and which taking out must not make it "too short" (a recruiter read an objective kept
 * for its words as the worst fault of a rewrite; a trainer's summary kept its "I" and its "great fit" for ten words of
 * length). Clichés said in the third person still count: a damaged copy of one, which no reading would know, must not
 * make a CV longer than the clean one.
 */
const withoutSelfPraise = (text: string) =>
  sentencesOf(offered(text))
    .filter((x) => !praiseOnly(x))
    .join(' ');

function workWords(doc: CvDocument): number {
  // Counted as the CV's words were counted (facts.ts), so the difference is exact.
  const aside = doc.paragraphs.filter((p) => isBodyish(p) && PERSONAL_DETAILS.some(([, re]) => re.test(p.text)));
  const wanted = inSection(doc, 'summary').reduce(
    (n, p) => n + countWords(p.text) - countWords(withoutSelfPraise(p.text)),
    0,
  );
  return Math.max(0, doc.facts.words - aside.reduce((n, p) => n + countWords(p.text), 0) - wanted);
}

export const length: Check = (doc, context) => {
  const { facts } = doc;
  const words = workWords(doc);
  const pages = `${facts.pages} page${facts.pages === 1 ? '' : 's'}, about ${words} words`;
  if (words < NEAR_EMPTY_WORDS)
    return [
      finding(
        'length.near-empty',
        'There is almost nothing here for a recruiter to read. Add your roles with what you did and achieved in each, your education and your key skills: most Australian CVs run to 2–3 pages.',
        [pages],
      ),
    ];
  if (words < MIN_WORDS)
    return [
      finding(
        'length.too-short',
        'Your CV is very short. Add your achievements, responsibilities and skills: most Australian CVs run to 2–3 pages.',
        [pages],
      ),
    ];
  if (facts.pages >= 6)
    return [
      finding(
        'length.far-too-long',
        'Your CV is far longer than Australian employers expect. Aim for 2–3 pages (Queensland Government roles allow 3–5): keep the last 10 years and the most relevant detail.',
        [pages],
      ),
    ];
  if (facts.pages >= 4)
    return [
      finding(
        'length.too-long',
        'Your CV is longer than the 2–3 pages most Australian employers prefer. Queensland Government advises 3–5 pages for its roles, so this length suits those; for other roles, trim older or less relevant detail.',
        [pages],
      ),
    ];
  if (facts.pages > 1)
    return [
      finding('length.appropriate', 'Good length: Australian employers expect 2–3 pages for most roles.', [pages]),
    ];
  // One page is judged against the experience the CV's own dates show: right for a graduate, brief after years of work.
  // The roles' dates, or what the summary says when the dates do not show the roles ("12+ years of experience").
  const years = Math.max(yearsOfExperience(doc, context?.asOf ?? new Date()), statedYears(doc));
  if (years >= BRIEF_AFTER_YEARS)
    return [
      finding(
        'length.brief-for-experience',
        `One page is brief for about ${years} years’ experience: most Australian employers expect 2–3 pages, with the detail of your recent roles and what you achieved in them.`,
        [pages, `about ${years} years of experience`],
      ),
    ];
  const message =
    years < EARLY_CAREER_YEARS
      ? 'Good length for a graduate or early-career CV: one page, easy to read.'
      : 'Good length: one page, easy to read. As your experience grows, 2–3 pages is what most Australian employers expect.';
  return [finding('length.appropriate', message, [pages])];
};

/** A line's words once its date ranges are out: "2020 – Present" alone is a role's dates, not a duty. */
const wordsBesideDates = (text: string) =>
  wordCount(dateRanges(text).reduce((rest, range) => rest.replace(range.text, ' '), text));

export const bullets: Check = (doc) => {
  const lines = inSection(doc, 'experience').filter((p) => wordsBesideDates(p.text) >= 3);
  const bulleted = lines.filter((p) => p.isBullet);
  if (lines.length >= 3 && bulleted.length / lines.length >= 0.4)
    return [
      finding(
        'format.bullets',
        'Your experience is set out in bullet points, which makes achievements easy to scan.',
        bulleted.map((p) => p.text),
      ),
    ];
  // .doc text does not show Word's automatic bullets: only judge what we can see.
  if (!doc.facts.listsKnown) return [];
  if (lines.length >= 3 && bulleted.length / lines.length < 0.2)
    return [
      finding(
        'format.no-bullets',
        'Use bullet points for your duties and achievements. Australian recruiters skim: short bullets starting with an action verb read far better than paragraphs.',
        contentLines(lines).map((p) => p.text),
      ),
    ];
  return [];
};

export const paragraphLength: Check = (doc) => {
  const body = bodyParagraphs(doc);
  const long = body.filter((p) => wordCount(p.text) > LONG_PARAGRAPH_WORDS);
  if (long.length)
    return [
      finding(
        'format.long-paragraphs',
        `Break up long paragraphs (over ${LONG_PARAGRAPH_WORDS} words) into short bullet points or 2–3 sentence blocks.`,
        long.map((p) => p.text),
      ),
    ];
  return body.length ? [finding('format.concise-paragraphs', 'Paragraphs are short and easy to skim.')] : [];
};

export const layoutForAts: Check = ({ facts, paragraphs }) => {
  if (facts.tables || facts.textBoxes) {
    const parts = [
      facts.tables && `${facts.tables} table${facts.tables > 1 ? 's' : ''}`,
      facts.textBoxes && `${facts.textBoxes} text box${facts.textBoxes > 1 ? 'es' : ''}`,
    ]
      .filter(Boolean)
      .join(' and ');
    const samples = paragraphs.filter((p) => p.source === 'table' || p.source === 'textbox').map((p) => p.text);
    return [
      finding(
        'ats.tables-or-text-boxes',
        `Your CV uses ${parts}. Many applicant tracking systems read these out of order or not at all: use plain paragraphs and headings instead.`,
        samples,
      ),
    ];
  }
  return [
    finding(
      'ats.simple-layout',
      'Simple single-column layout with no tables or text boxes: applicant tracking systems can read it in order.',
    ),
  ];
};

// "May" is both the full and the short name, so it says nothing about the style and is left out of both.
const MONTHS = 'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const FULL_MONTHS = 'january|february|march|april|june|july|august|september|october|november|december';
/**
 * Date styles seen in CVs; mixing them looks careless. Open ends ("Present", "Current", "Till Date") and bare years
 * ("2019–2021", often used for study) are not styles, so they never make a CV inconsistent.
 */
const DATE_STYLES: Array<[string, RegExp]> = [
  ['Month YYYY (e.g. March 2021)', new RegExp(`\\b(${FULL_MONTHS}),? (19|20)\\d{2}\\b`, 'gi')],
  ['Mon YYYY (e.g. Mar 2021)', new RegExp(`\\b(${MONTHS})\\.?,? (19|20)\\d{2}\\b`, 'gi')],
  ["Mon 'YY (e.g. Mar '21)", new RegExp(`\\b(${MONTHS}|${FULL_MONTHS}|may)\\.? ?['’]\\d{2}\\b`, 'gi')],
  // Not the tail of a full date: "12/05/1988" is a date of birth, not "05/1988".
  ['MM/YYYY (e.g. 03/2021)', /(?<![\d/])(0?[1-9]|1[0-2])\/(19|20)\d{2}\b/g],
  ['YYYY-MM (e.g. 2021-03)', /\b(19|20)\d{2}-(0[1-9]|1[0-2])\b(?!-\d)/g],
  ['MM.YYYY (e.g. 03.2021)', /(?<![\d.])(0[1-9]|1[0-2])\.(19|20)\d{2}\b/g],
];

export const dateFormats: Check = (doc) => {
  // A date of birth is no date of the career ("DOB: 14 February 2002" beside roles "06.2023 – current"); its own
  // check asks for it to go.
  const text = bodyParagraphs(doc)
    .map((p) => p.text)
    .filter((t) => !DATE_OF_BIRTH.test(t))
    .join('\n');
  const seen = DATE_STYLES.map(([name, re]) => [name, text.match(re)?.[0]] as const).filter(([, m]) => m);
  if (seen.length < 2) return [];
  return [
    finding(
      'dates.inconsistent-format',
      `Dates are written in ${seen.length} different styles. Pick one (e.g. “Mar 2021 – Present”) and use it throughout.`,
      seen.map(([name, m]) => `${m} · ${name}`),
    ),
  ];
};
