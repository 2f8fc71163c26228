/**
 * The CV as the drafts quote it: its slipped words put right as the rewrite puts them right ("custormer" →
 * "customer", "manged" → "managed"), so a draft never carries a slip to a panel nor builds a wrong word from one
 * ("manged" read as a verb's past, "mange"), and a real word spelt for another where the words around it say so ("using
 * there CRM system"). Names and products are never respelt (`fixSlips`).
 */
import type { CvDocument } from '../types';
import { loadSpeller, usSpellingsIn, withAustralianSpellings } from '../analyse/checks/spelling';
import { newBudget } from '../analyse/checks/misspelt';
import { fixInContext, fixSlips } from '../rewrite/common-misspellings';

export async function slipsFixed(cv: CvDocument): Promise<CvDocument> {
  const spell = await loadSpeller();
  const budget = newBudget();
  // And in Australian spelling, as the rewrite writes it ("analyzed" → "analysed").
  const fixed = (text: string) =>
    fixInContext(fixSlips(withAustralianSpellings(text, usSpellingsIn(text, spell)), spell, budget));
  const paragraphs = cv.paragraphs.map((p) => ({ ...p, text: fixed(p.text) }));
  return { ...cv, paragraphs, text: fixed(cv.text) };
}
