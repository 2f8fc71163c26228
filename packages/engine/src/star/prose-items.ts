/**
 * A paragraph of prose (a pasted ad without its line breaks) read as the ad reader reads an ad: its sentences and the
 * items of its run-together lists. Capabilities named before a colon and described after it ("Customer focus:
 * Provides professional … Organisation skills: Plans and prioritises …"), two or more in a row, are one criterion each,
 * the name with its description, though the description asks for nothing in so many words; so are capabilities named
 * and described across a dash ("Leads strategically – understands how …; Makes insightful decisions – uses …").
 */
import { readItems } from '../job-ad/read-items';

/** A name of one to four words from a capital, no sentence in it: "Customer focus", "Written communication". */
const NAME = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,3}$/u;
/** A description's opening: a verb of the third person ("Provides", "Drafts", "Works"), not "The" or "This". */
const DOES = /^(?!This\b|Has\b|Is\b)\p{Lu}\p{Ll}+s\b/u;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** A capability named and described in one item, across a dash: "Leads strategically – understands how …", "Builds
 * enduring relationships - establishes and maintains …" (Queensland's leadership competencies as an ad runs them on
 * with semicolons). The name is one to four words from a capital; the description opens with a verb of the third
 * person. */
const NAMED_ACROSS_DASH = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,3} [–—-] \p{Ll}+s\b/u;

export function proseItems(paragraph: string): Array<{ text: string; named: boolean }> {
  const items = readItems(paragraph).map((item) => item.text);
  // The description says what the capability does, as a framework does: "Provides …", "Plans and prioritises …".
  const namedAt = (i: number) =>
    NAME.test(items[i]!) &&
    paragraph.includes(`${items[i]}:`) &&
    words(items[i + 1] ?? '') >= 5 &&
    DOES.test(items[i + 1] ?? '');
  // Two or more named across a dash: each is a criterion as it stands.
  if (items.filter((x) => NAMED_ACROSS_DASH.test(x)).length >= 2)
    return items.map((text) => ({ text, named: NAMED_ACROSS_DASH.test(text) }));
  if (items.filter((_, i) => namedAt(i)).length < 2) return items.map((text) => ({ text, named: false }));
  const out: Array<{ text: string; named: boolean }> = [];
  for (let i = 0; i < items.length; i++)
    if (namedAt(i)) out.push({ text: `${items[i]}: ${items[++i]}`, named: true });
    else out.push({ text: items[i]!, named: false });
  return out;
}
