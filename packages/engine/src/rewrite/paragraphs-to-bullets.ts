/**
 * A duty paragraph under a role becomes bullets, one a sentence, as recruiters skim them: "I managed the rosters.
 * Trained new staff." becomes "• Managed the rosters." and "• Trained new staff.", and one list in a sentence a bullet
 * an item (list-paragraph.ts). The words stay the person's; only a leading "I" before a past-tense verb goes (implied
 * first person), read with wink-nlp's parts of speech.
 */
import { tagText, type Token } from '../nlp/tag-text';
import { dateRanges } from '../analyse/checks/dates';
import { SINCE_DATE } from '../star/role-heading';
import type { CvItem, StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';
import { NOT_ACTION } from './implied-first-person';
import { listBullets } from './list-paragraph';
import { dutyBullets, roleTense } from './duty-list';
import { OUTCOME_PAST } from '../vocabulary/cv-words';

/** A paragraph this long or longer, of two or more sentences, is prose a recruiter would rather read as bullets. */
const MIN_WORDS = 20;

/** A sentence that reports what came of the work before it: it opens on "The", "This", "These" or "It", holds a verb of
 * an outcome and a figure, and no "I". */
const outcomeOfAbove = (sentence: string) =>
  /^(?:the|this|these|that|it|which)\b/i.test(sentence) &&
  OUTCOME_PAST.test(sentence) &&
  /\d/.test(sentence) &&
  !/\bI\b/.test(sentence);

/** The paragraph's sentences as wink-nlp splits them, cut from the paragraph's own text, each with its words. */
function sentencesOf(text: string): Array<{ text: string; tokens: Token[] }> {
  const out: Array<{ start: number; tokens: Token[] }> = [];
  let cursor = 0;
  let current = -1;
  for (const t of tagText(text)) {
    const at = text.indexOf(t.text, cursor);
    if (at < 0) continue;
    if (t.sentence !== current) {
      out.push({ start: at, tokens: [] });
      current = t.sentence;
    }
    out.at(-1)!.tokens.push(t);
    cursor = at + t.text.length;
  }
  // A piece that is no sentence of its own (one word, or opening in small letters, as the splitter leaves
  // "com.au listings." of "realestate.com.au listings.") stays with the one before it: nothing is lost. Two words from
  // a capital are a sentence ("Receive deliveries.").
  const merged: typeof out = [];
  for (const [i, s] of out.entries()) {
    const piece = text.slice(s.start, out[i + 1]?.start ?? text.length).trim();
    // An outcome that names no one, told after the work it came of ("… evaluating five suppliers. The new contracts
    // saved $118,000 over two years."), stays with that work: a bullet of its own reads as a result from nowhere.
    const fragment = piece.split(/\s+/).length < 2 || /^\p{Ll}/u.test(piece) || outcomeOfAbove(piece);
    if (fragment && merged.length) merged.at(-1)!.tokens.push(...s.tokens);
    else merged.push({ start: s.start, tokens: [...s.tokens] });
  }
  return merged.map((s, i) => ({
    text: text.slice(s.start, merged[i + 1]?.start ?? text.length).trim(),
    tokens: s.tokens,
  }));
}

/**
 * "I managed the rosters." → "Managed the rosters."; "I also manage two coordinators." → "Manage two coordinators."
 * (the present tense of a current role kept); any other sentence as it is.
 */
function withoutLeadingI({ text, tokens }: { text: string; tokens: Token[] }): string {
  const [first, second, third] = tokens;
  const verb = second?.lower === 'also' ? third : second;
  if (first?.text !== 'I' || !verb || verb.pos !== 'VERB' || NOT_ACTION.has(verb.lower)) return text;
  const rest = text.slice(text.indexOf(verb.text, first.text.length));
  // A second "I" joined by "and" goes too, before an action ("… with activities and I work one on one …").
  const joined = tokens.flatMap((t, i) => (i > 0 && t.text === 'I' && tokens[i - 1]?.lower === 'and' ? [i] : []));
  const actions = joined.every((i) => tokens[i + 1]?.pos === 'VERB' && !NOT_ACTION.has(tokens[i + 1]!.lower));
  const whole = joined.length && actions ? rest.replace(/\band I (?=\p{Ll})/gu, 'and ') : rest;
  return whole.charAt(0).toUpperCase() + whole.slice(1);
}

export function paragraphsToBullets(cv: StructuredCv, isWord?: (w: string) => boolean): Step {
  const changes: Change[] = [];
  const sections = cv.sections.map((block) => {
    if (block.kind !== 'experience') return block;
    const items = block.items.flatMap((item, i): CvItem[] => {
      if (item.bullet) return [item];
      // Only a role's own description, under its dated line or a line about the employer below it ("ConnectPoint is a
      // contact centre that …"): prose elsewhere may belong to no role.
      const near = [block.items[i - 1], block.items[i - 2]];
      const at = near.findIndex((x) => x && !x.bullet && (dateRanges(x.text).length > 0 || SINCE_DATE.test(x.text)));
      const above = near[at];
      if (!above || near.slice(0, at).some((x) => !x || x.bullet)) return [item];
      // One list in a sentence ("Digging, concreting, laying turf, …"): an item a bullet, in the person's words.
      const listed = listBullets(item.text);
      if (listed) {
        changes.push({
          kind: 'bullets',
          section: block.heading,
          before: item.text,
          after: listed.join('\n'),
          reason: 'One bullet a duty: recruiters skim bullets, not lists in a sentence',
        });
        return listed.map((text) => ({ text, bullet: true }));
      }
      if (item.text.split(/\s+/).length < MIN_WORDS) return [item];
      const sentences = sentencesOf(item.text);
      if (sentences.length < 2) return [item];
      // A sentence that lists duties ("My jobs include pipe laying, operating the excavator, …") gives a bullet a duty.
      const tense = roleTense(above.text, isWord);
      const bullets = sentences.flatMap((s) =>
        (dutyBullets(s.text, tense) ?? [withoutLeadingI(s)]).map((text) => ({ text, bullet: true })),
      );
      changes.push({
        kind: 'bullets',
        section: block.heading,
        before: item.text,
        after: bullets.map((b) => b.text).join('\n'),
        reason: 'One bullet a point: recruiters skim bullets, not paragraphs',
      });
      return bullets;
    });
    return { ...block, items };
  });
  return { cv: { ...cv, sections }, changes };
}

/** The paragraph back in place of the bullets made from it. */
export function joinBullets(cv: StructuredCv, change: Change): StructuredCv {
  const made = change.after.split('\n');
  const sections = cv.sections.map((block) => {
    const at = block.items.findIndex((_, i) => made.every((m, k) => block.items[i + k]?.text === m));
    if (at < 0) return block;
    const items = [...block.items];
    items.splice(at, made.length, { text: change.before, bullet: false });
    return { ...block, items };
  });
  return { ...cv, sections };
}
