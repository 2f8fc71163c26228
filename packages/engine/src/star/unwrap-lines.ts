/**
 * Criteria copied from a PDF keep its line breaks: a sentence wrapped over several lines, a criterion's number alone
 * on the line above it (a table's "No." column), a page footer in the middle of a criterion. The lines are put back
 * together before the criteria are read. Line by line, each rule anchored (no backtracking on what a person pastes).
 */

/** "Page 3 of 4": the line holding it is a page's header or footer. */
const PAGE = /\b[Pp]age \d{1,3} of \d{1,3}\b/;
/** A number or numeral alone on its line: "1", "2.", "(iv)", "b)". */
const LONE_MARKER =
  /^\s*(?:(?:(?:key )?selection criteri(?:on|a)|ksc|sc|criteri(?:on|a)|question)[ \t]*\d{1,2}[.:)]?|\d{1,2}[.)]?|\(?(?:[ivx]{1,4}|[a-z])\))\s*$/i;
/** A line that starts in small letters and is no bullet ("o item") or lettered point ("a) …", "(ii) …"), or with a
 * year or figure that is no item's number ("2019 (Tas) and associated regulations …" under "… the Biosecurity Act"). */
const CARRIES_ON = /^\s*(?:(?!o\s|\(?(?:[ivx]{1,4}|[a-z])\)|e\.g\.)\p{Ll}|\d{3,4}(?![.)]))/u;
/** A line that ends a sentence, a clause or a lead-in. */
const ENDED = /[.?!:;]\s*$/;
/** A wrapped line runs near the page's width; a shorter one ending without a full stop is a list item or a
 * heading, and the next line in small letters is another item, not its rest. */
const WRAPPED = 45;

/** What of a header or footer line to keep: the sentence that ends before "Page 3 of 4", if any. */
function withoutPageMark(line: string): string {
  const at = PAGE.exec(line)?.index;
  if (at === undefined) return line;
  const before = line.slice(0, at);
  const end = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
  return end < 0 ? '' : before.slice(0, end + 1);
}

/** A page's running header: a title line of parts between bars, or three between dashes, no sentence but a version's
 * number ("Project Officer – Clinical Redesign | Western Sydney Local Health District", "Flinders University – Position
 * Description – Project Coordinator (Level 6)", "… | Band 3 | PD Version 2.1 – Reviewed March 2024"), or two set apart
 * by a wide gap, as a PDF's left and right header copy ("Shoalhaven City Council      Position Description – Library
 * Officer"). */
const RUNNING_HEADER =
  /^[^.?!:;]{3,120}\s\|\s(?:[^.?!:;]|(?<=\d)\.(?=\d)){3,120}$|^[^.?!:;|]{3,80}\s[–—]\s[^.?!:;|]{3,80}\s[–—]\s[^.?!:;|]{3,80}$|^\p{Lu}[^.?!:;|\t]{2,79} {3}\p{Lu}[^.?!:;|\t]{2,79}$/u;
/** A document control note a PDF prints on every page: "Printed copies of this document are uncontrolled.", or the
 * security classification the Commonwealth's Protective Security Policy Framework marks at each page's head and foot
 * ("OFFICIAL", "OFFICIAL: Sensitive"). */
const CONTROL_NOTE =
  /^(?:printed copies of this document are uncontrolled|(?:this document is )?uncontrolled when printed|official(?:: ?sensitive)?|unclassified|protected|for official use only)\.?$/i;
/** A word broken at a line's end by a hyphen ("co-" / "ordinating"): its halves join with no space. */
const HYPHEN_BREAK = /\p{Ll}-$/u;
/** A line that stops on a comma or a word that needs more after it ("… (e.g. TechnologyOne,", "… Financials and",
 * "… evenings and Saturdays across" / "Council's library branches …"):
 * the next line is its rest even where that starts with a capital ("SAP or Oracle)", "Purchasing modules."). */
const OPEN_END =
  /(?:,|(?<!\p{L})(?:and|or|of|the|a|an|with|in|to|for|by|at|on|from|across|within|into|through|under|between|including|their|e\.g\.))\s*$/iu;
/** A line marked as an item of its own: "2.", "b)", a bullet (Word's second-level "o" too). */
export const MARKED = /^\s*(?:\d{1,2}\s*[.)]|\(?[a-z]\)|[•·▪●◦‣∙*–-]|o(?=\s))\s/i;
/** The shortest line whose open end reads as wrapped, not as a heading ("Terms and"). */
const OPEN_WRAPPED = 20;

/** A page-wide line cut before a name, and the few words that end its sentence ("… of Aboriginal and Torres Strait" /
 * "Islander students."): a list item a line long would not stop short of its full stop and go on in a capital. */
const closingFragment = (last: string, line: string) =>
  last.trim().length >= PAGE_WIDE &&
  /^\s*\p{Lu}/u.test(line) &&
  !MARKED.test(line) &&
  ENDED.test(line) &&
  line.trim().split(/\s+/).length <= 4;
/** A line this long runs to the page's width. */
const PAGE_WIDE = 60;

/** A wrapped line whose sentence has not ended. */
const unfinished = (line: string) => line.trim().length >= WRAPPED && !ENDED.test(line);

/** Whether line i is a page's running header, or the short line of it under one ("Blacktown Hospital, Western Sydney
 * Local Health District" under "Position Description | Administration Officer Level 3"). */
const headerAt = (out: string[], i: number) =>
  RUNNING_HEADER.test(out[i]!.trim()) ||
  CONTROL_NOTE.test(out[i]!.trim()) ||
  (i > 0 &&
    RUNNING_HEADER.test(out[i - 1]!.trim()) &&
    !ENDED.test(out[i]!) &&
    out[i]!.trim().split(/\s+/).length <= 10 &&
    /^\p{Lu}/u.test(out[i]!.trim()));

/** Whether the lines before hold an unfinished wrapped line, past at most two blank lines, a running header and a
 * control note. */
function joinsAcross(out: string[]): boolean {
  let skipped = 0;
  for (let i = out.length - 1; i >= 0 && skipped <= 4; i--) {
    const line = out[i]!;
    if (unfinished(line) && !headerAt(out, i)) return skipped > 0;
    if (line.trim() && !headerAt(out, i)) return false;
    skipped++;
  }
  return false;
}

/** The halves of a word broken at a line's end: one word where the dictionary knows it ("commu-" / "nication"), the
 * hyphen kept where it does not ("post-" / "award", "self-" / "motivated"). */
export function joinedAtHyphen(last: string, line: string, isWord: (w: string) => boolean): string {
  const head = /\p{L}+-$/u.exec(last)?.[0].slice(0, -1) ?? '';
  const tail = /^\p{L}+/u.exec(line)?.[0] ?? '';
  return head && tail && isWord(`${head}${tail}`.toLowerCase()) ? `${last.slice(0, -1)}${line}` : `${last}${line}`;
}

/** A short line with no full stop that a page mark's line already holds: the page's running title again. */
const isTitleOf = (line: string, pageLine: string) => {
  const t = line.trim();
  return t.length >= 3 && t.split(/\s+/).length <= 8 && !ENDED.test(t) && pageLine.includes(t);
};

/** A numbered item's line ("5. Knowledge of … the Personal Information"): a page-wide line of it not ended goes on on
 * the next line, a name's capital and all ("Protection Act 2004 …"). */
const NUMBERED = /^\s*\d{1,2}\s*[.)]\s/;
/** Words a sentence of its own opens with ("Applications close …", "Please note …"): no rest of a name. */
const SENTENCE_OPENING = /^\s*(?:Please|Applications?|Note|For|To|You|We|How|If|All|This|These|The|Our|Your|Closing)\b/;

/** `isWord` says whether the dictionary knows a word: without it, a broken word keeps its hyphen. */
export function unwrapLines(text: string, isWord: (w: string) => boolean = () => false): string {
  const out: string[] = [];
  let marker = '';
  /** The page mark's line just passed, whose running header may go on on the next line. */
  let pageLine = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = withoutPageMark(raw);
    const afterPage = pageLine;
    pageLine = line !== raw ? raw : '';
    // A footer between two halves of a sentence goes, so the halves join up.
    if (line !== raw && !line.trim()) continue;
    // So does the header's title on the line under it ("Department of Health – Statement of Duties   Page 2 of 4" /
    // "Statement of Duties"): a short line the page mark's line holds already.
    if (afterPage && isTitleOf(line, afterPage)) {
      pageLine = afterPage;
      continue;
    }
    // A blank line after a number alone keeps the number for the text below it.
    if (marker && !line.trim()) continue;
    if (LONE_MARKER.test(line)) {
      marker = line.trim();
      continue;
    }
    const last = out.at(-1) ?? '';
    if (!marker && HYPHEN_BREAK.test(last.trimEnd()) && CARRIES_ON.test(line)) {
      out[out.length - 1] = joinedAtHyphen(last.trimEnd(), line.trim(), isWord);
      continue;
    }
    if (marker) {
      out.push(`${marker} ${line.trim()}`);
      marker = '';
    } else if (
      last.trim().length >= WRAPPED &&
      !ENDED.test(last) &&
      !headerAt(out, out.length - 1) &&
      (CARRIES_ON.test(line) ||
        closingFragment(last, line) ||
        (NUMBERED.test(last) &&
          last.trim().length >= PAGE_WIDE &&
          /\p{L}$/u.test(last.trim()) &&
          /^\s*\p{Lu}/u.test(line) &&
          !MARKED.test(line) &&
          !/:\s*$/.test(line) &&
          !RUNNING_HEADER.test(line.trim()) &&
          !CONTROL_NOTE.test(line.trim()) &&
          !SENTENCE_OPENING.test(line) &&
          line.trim().split(/\s+/).length > 4) ||
        (OPEN_END.test(last) &&
          last.trim().length >= OPEN_WRAPPED &&
          line.trim() !== '' &&
          !MARKED.test(line) &&
          !RUNNING_HEADER.test(line.trim())))
    )
      out[out.length - 1] = `${last.trimEnd()} ${line.trim()}`;
    else if (CARRIES_ON.test(line) && joinsAcross(out)) {
      // The rest of a sentence a page's running header and blank lines cut off: they go, the halves join.
      while (!unfinished(out.at(-1)!) || headerAt(out, out.length - 1)) out.pop();
      out[out.length - 1] = `${out.at(-1)!.trimEnd()} ${line.trim()}`;
    } else out.push(line);
  }
  if (marker) out.push(marker);
  return out.join('\n');
}
