/**
 * A role's description written as one list in a sentence, with no label before it: "Digging, concreting, laying
 * turf, retaining walls, helping the machine operator, general labouring and clean up." Each item becomes a bullet in
 * the person's own words with a capital: nothing is reworded, so no verb is put in a tense the person did not write.
 */
import { capitalise, listItems } from '../star/sentence';

/** An item of a list is a phrase, not a sentence of its own. */
const MAX_ITEM_WORDS = 10;
/** Items this long on average, or the list stays a line. */
const MIN_MEAN_WORDS = 3;

/** Small words inside a name ("Department of Territory Families", "Health and Community Services"). */
const NAME_JOINERS = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', '&', '–', '-', '|']);
/** An item that is a name, every word from a capital: "Department of Territory Families", "Housing". */
const isName = (item: string) => item.split(/\s+/).every((w) => /^[\p{Lu}\d]/u.test(w) || NAME_JOINERS.has(w));

/** A tail that opens with a determiner is more of the item before it ("helping the physios with admin and the Medicare
 * care plan paperwork" had left the bullet "The Medicare care plan paperwork"); a duty opens with its verb or its
 * name ("general labouring and clean up", "fencing and mustering"). */
const DETERMINER = /^(?:the|a|an|their|our|its|his|her|any|all)\s/i;
const partsAfterAnd = (tail: string) => !DETERMINER.test(tail) && (tail.split(/\s+/).length >= 2 || /ing$/i.test(tail));

/** The list's items as bullets, or null when the text is not one list of three or more short phrases. */
export function listBullets(text: string): string[] | null {
  const body = text.trim().replace(/[.;]$/, '');
  // One sentence in the person's implied voice: a paragraph of sentences, or one in the first person, is read as prose.
  if (/[.;:!?]\s/.test(body) || /\b(?:I|my|me)\b/.test(body)) return null;
  // The last "and" parts two items only before a phrase or a doing word ("general labouring and clean up",
  // "fencing and mustering"), not inside one ("signs and cones").
  // A doing word alone shares the object of the item after it ("Cutting, glazing and installing residential windows"
  // had left the bullet "Cutting").
  const items = listItems(body, partsAfterAnd).reduce<string[]>((out, item, i, all) => {
    const joined = out.length && /^\p{L}+ing$/u.test(out.at(-1)!) && i > 0 && all[i - 1] === out.at(-1);
    if (joined) out[out.length - 1] = `${out.at(-1)}, ${item}`;
    else out.push(item);
    return out;
  }, []);
  // A list after a dash or colon gives examples of what stands before it ("Fortnightly afternoon activities with
  // residents – morning tea, bingo, …"): one line, not a bullet an example.
  if (/\s[–—-]\s|:\s/.test(items[0] ?? '')) return null;
  const lengths = items.map((x) => x.split(/\s+/).length);
  if (items.length < 3 || lengths.some((n) => n > MAX_ITEM_WORDS)) return null;
  // Short items ("Digging, concreting, laying turf, …") read better as the line they are than as one-word bullets, and
  // so does a short list with a fragment in it ("answering call bells, doing the night rounds and pad changes" had
  // become the bullet "Pad changes").
  if (lengths.reduce((a, n) => a + n, 0) < MIN_MEAN_WORDS * items.length) return null;
  if (items.length <= 3 && items.some((x, i) => lengths[i]! <= 2 && !/^\p{L}+ing\b/u.test(x))) return null;
  // A list of work has something done in it ("setting up and packing up signs"); one of facts ("Public health
  // service, 4 sites, ~2,400 employees") describes the employer.
  if (!items.some((x) => /^\p{L}+ing\b/u.test(x))) return null;
  // A list of names is where the person worked ("Community Grants and Funded Services, Department of Territory
  // Families, Housing and Communities – Darwin"), however many end in "-ing".
  if (items.filter(isName).length * 2 >= items.length) return null;
  return items.map(capitalise);
}
