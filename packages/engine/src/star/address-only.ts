/**
 * An ad that asks for some of its criteria only ("Please submit a statement addressing Essential Work-Related
 * Requirements 1, 2 and 3 …; requirements 4 and 5 will be assessed later"): the others are handed back with the
 * reason, not drafted. The numbers are read from an instruction the reader set aside; a criterion keeps the number
 * it was pasted with and the list it was under (the first list is the essential one).
 */

/** A criterion as pasted: its text, the number before it and which list (under which heading) it was in. */
export interface NumberedCriterion {
  text: string;
  number: number | null;
  list: number;
}

/** "address criteria 1–3", "1 to 4": a range asked for (bounded, no backtracking on a run). */
const RANGE = /\baddress(?:ing)?\b[^.]{0,100}?\b(\d{1,2})\s*(?:–|-|to)\s*(\d{1,2})\b/i;
/** "addressing … 1, 2 and 3": a list asked for. */
const LIST =
  /\baddress(?:ing)?\b[^.]{0,100}?\b(\d{1,2})\s*(?:,|and|&)\s*(\d{1,2})(?:\s*(?:,|and|&)\s*(\d{1,2}))?(?:\s*(?:,|and|&)\s*(\d{1,2}))?\b/i;

/** The numbers an instruction asks to address, or null when it names none (or only one). */
export function numbersAsked(instruction: string): number[] | null {
  const range = RANGE.exec(instruction);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return to > from && to - from < 20 ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : null;
  }
  const list = LIST.exec(instruction);
  return list ? [list[1], list[2], list[3], list[4]].filter(Boolean).map(Number) : null;
}

/** The criteria to draft and those handed back, when an instruction asks for some by number. */
export function addressOnly(
  criteria: NumberedCriterion[],
  instructions: string[],
): { kept: string[]; left: string[] } | null {
  const asked = instructions.map(numbersAsked).find((n) => n !== null);
  if (!asked || !criteria.every((c) => c.number !== null)) return null;
  const first = Math.min(...criteria.map((c) => c.list));
  const keep = (c: NumberedCriterion) => c.list === first && asked.includes(c.number!);
  if (!criteria.some(keep)) return null;
  const said = `${asked.slice(0, -1).join(', ')} and ${asked.at(-1)}`;
  return {
    kept: criteria.filter(keep).map((c) => c.text),
    left: criteria.filter((c) => !keep(c)).map((c) => `${c.text} (the ad asks you to address ${said} only)`),
  };
}
