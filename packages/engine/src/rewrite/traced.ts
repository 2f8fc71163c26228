/**
 * Whether the CV's own words carry a phrase the rewrite would write in the ad's wording: at least half of its content
 * words (or words of the same stem, "reconciling" for "reconciliation") stand together in one line of the CV, and all
 * of them for a qualification. "Inventory management" for "Inventory control of clinical supplies" is the same skill
 * in the ad's words; "National Employment Standards" from "National Police Check" in one line and "employees" in
 * another, "Post Graduate" for a "Graduate Certificate", or "shrink wrapping" for a CV that only moves pallets, is a
 * claim the CV does not make, whatever a loose match judged. Experience in a sector ("Manufacturing experience") is
 * never written in: it is a fact about the person's employers, which the roles already state.
 */
import { normalise } from '../match/words';

/** Words too small or too general to carry a claim. */
const MINOR = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'for', 'to', 'with', 'on', 'at', 'skills', 'skill']);
const STEM = 5;
/** Words of a qualification's name, which is claimed whole or not at all. */
const QUALIFICATION = /\b(?:degree|graduate|postgraduate|post|certificate|diploma|bachelor|master|doctorate|phd)\b/i;

const stems = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((w) => w.length > 2 && !MINOR.has(w))
    .map((w) => w.slice(0, STEM));

export function tracedInCv(phrase: string, cvText: string): boolean {
  if (/\bexperience\b/i.test(phrase)) return false;
  const words = stems(phrase);
  if (!words.length) return false;
  const all = QUALIFICATION.test(phrase);
  return cvText.split('\n').some((line) => {
    const own = new Set(stems(line));
    const traced = words.filter((w) => own.has(w)).length;
    return all ? traced === words.length : traced > 0 && traced * 2 >= words.length;
  });
}
