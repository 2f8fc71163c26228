/**
 * An ad that asks for some of its criteria only ("Please submit a statement addressing Essential Work-Related
 * Requirements 1, 2 and 3 …; requirements 4 and 5 will be assessed later"): the others are handed back with the
 * reason, not drafted. The numbers are read from an instruction the reader set aside; a criterion keeps the number
 * it was pasted with and the list it was under (the first list is the essential one).
 */
import { listed } from './sentence';

/** A criterion as pasted: its text, the number before it and which list (under which heading) it was in. */
export interface NumberedCriterion {
  text: string;
  number: number | null;
  list: number;
  /** The marker it was pasted with ("(b)", "2.") and the name of the list it is under ("Desirable"), if any. */
  marker?: string;
  listName?: string;
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
  const first = Math.min(...criteria.map((c) => c.list));
  const split = (keep: (c: NumberedCriterion, i: number) => boolean, reason: string) =>
    criteria.some(keep) && !criteria.every(keep)
      ? {
          kept: criteria.filter(keep).map((c) => c.text),
          left: criteria.filter((c, i) => !keep(c, i)).map((c) => `${c.text} (${reason})`),
        }
      : null;
  // "Address criteria 1, 2 and 3" (unnumbered criteria are numbered in the order they were pasted).
  const asked = instructions.map(numbersAsked).find((n) => n !== null);
  if (asked) {
    const numbered = criteria.every((c) => c.number !== null);
    const said = listed(asked.map(String));
    return split(
      (c, i) => c.list === first && asked.includes(numbered ? c.number! : i + 1),
      `the ad asks you to address ${said} only`,
    );
  }
  // "Address the requirements marked with an asterisk (*)": those marked, without their mark.
  if (instructions.some((x) => STARRED_ONLY.test(x)) && criteria.some((c) => STARRED.test(c.text))) {
    const kept = split((c) => STARRED.test(c.text), 'the ad asks you to address those marked with an asterisk only');
    return kept && { ...kept, kept: kept.kept.map((t) => t.replace(STARRED, '').trim()) };
  }
  // "Address the essential criteria only", "Desirable criteria do not need to be addressed": the first list, or the
  // criteria not marked "(Desirable)" where each is marked ("… timeframes. (Essential)").
  const essentialOnly = instructions.some((x) => ESSENTIAL_ONLY.test(x));
  if (essentialOnly && criteria.some((c) => MARKED_DESIRABLE.test(c.text)))
    return split((c) => !MARKED_DESIRABLE.test(c.text), 'the ad asks you to address the essential criteria only');
  if (essentialOnly && criteria.some((c) => c.list !== first))
    return split((c) => c.list === first, 'the ad asks you to address the essential criteria only');
  // "Respond to the three targeted questions": the questions, not the list of attributes beside them.
  const question = (c: NumberedCriterion) => isTargetedQuestion(c.text) || /\?\s*$/.test(c.text);
  if (instructions.some((x) => QUESTIONS_ONLY.test(x)) && criteria.some(question))
    return split(question, 'the ad asks you to answer its questions only');
  return null;
}

/** An instruction to address only what an asterisk marks: "… requirements marked with an asterisk (*) below". */
const STARRED_ONLY = /\bmarked (?:with )?(?:an )?(?:asterisk|\(\*\)|\*)/i;
/** An asterisk at a criterion's start or end: "* Demonstrated …", "… complex needs. *". */
const STARRED = /^\*\s*|\s*\(?\*\)?$/;

/** A criterion marked desirable at its end: "… systems. (Desirable)". */
const MARKED_DESIRABLE = /\((?:desirable|highly desirable)\)\.?\s*$/i;

/** An instruction to answer the targeted questions only. */
const QUESTIONS_ONLY = /\b(?:respond to|answer) (?:the |each of the |all )?(?:\w+ )?(?:targeted )?questions\b/i;
/** A targeted question: "Tell us about a time …", "Describe how you …", "Give an example of …", "Can you describe how
 * you …", "When have you …". */
const QUESTION =
  /^(?:please )?(?:(?:can|could) you (?:please )?)?(?:tell us|describe|give (?:us )?an example|provide an example|share an example|outline|explain|how (?:do|would|have|did) you|what (?:do|would|did|have) you|when have you|in what ways have you)\b/i;
/** Asked in any of its sentences: "SLSOs work closely with families. Give an example of how you …" is one too. */
export const isTargetedQuestion = (text: string) => text.split(/(?<=[.?!])\s+/).some((s) => QUESTION.test(s));
/** An instruction to address the essential criteria only ("… meet each of the essential selection criteria below",
 * "You are not required to address the Desirable Characteristics"). */
const ESSENTIAL_ONLY =
  /\bessential (?:selection )?(?:criteria|requirements) only\b|\baddress (?:the |all )?essential (?!and\b)(?:[\w-]+ ){0,2}(?:criteria|requirements)\b(?![^.]{0,40}\bdesirable)|\bonly (?:address )?the essential\b|\bdesirable (?:criteria )?(?:do not|don't|need not) (?:need to )?be addressed\b|\b(?:need not|do not|don't|are not required to|do not need to) address the desirable\b|\b(?:meet|address|respond to) each of the essential\b(?! and desirable\b)/i;
