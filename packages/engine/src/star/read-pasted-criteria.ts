/**
 * The criteria a paste asks to address, read with the Australian English dictionary at hand, so a word a PDF broke at
 * a line's end is one word again ("commu-" / "nication" → "communication") while a compound keeps its hyphen
 * ("post-" / "award" → "post-award"). What the route and the command line call; `readCriteria` alone keeps the hyphen.
 */
import { loadSpeller } from '../analyse/checks/spelling';
import { readCriteria, type CriteriaReading } from './read-criteria';

export async function readPastedCriteria(text: string, adText = ''): Promise<CriteriaReading> {
  const speller = await loadSpeller();
  return readCriteria(text, (w) => speller.correct(w), adText);
}
