/**
 * Criteria copied from a PDF keep its line breaks: a sentence wrapped over several lines, a criterion's number alone
 * on the line above it (a table's "No." column), a page footer in the middle of a criterion. The lines are put back
 * together before the criteria are read. Line by line, each rule anchored (no backtracking on what a person pastes).
 */

/** "Page 3 of 4": the line holding it is a page's header or footer. */
const PAGE = /\b[Pp]age \d{1,3} of \d{1,3}\b/;
/** A number or numeral alone on its line: "1", "2.", "(iv)", "b)". */
const LONE_MARKER = /^\s*(?:\d{1,2}[.)]?|\(?(?:[ivx]{1,4}|[a-z])\))\s*$/;
/** A line that starts in small letters and is no bullet ("o item") or lettered point ("a) …", "(ii) …"). */
const CARRIES_ON = /^\s*(?!o\s|\(?(?:[ivx]{1,4}|[a-z])\)|e\.g\.)\p{Ll}/u;
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

export function unwrapLines(text: string): string {
  const out: string[] = [];
  let marker = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = withoutPageMark(raw);
    // A footer between two halves of a sentence goes, so the halves join up.
    if (line !== raw && !line.trim()) continue;
    // A blank line after a number alone keeps the number for the text below it.
    if (marker && !line.trim()) continue;
    if (LONE_MARKER.test(line)) {
      marker = line.trim();
      continue;
    }
    const last = out.at(-1) ?? '';
    if (marker) {
      out.push(`${marker} ${line.trim()}`);
      marker = '';
    } else if (last.trim().length >= WRAPPED && !ENDED.test(last) && CARRIES_ON.test(line))
      out[out.length - 1] = `${last.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  if (marker) out.push(marker);
  return out.join('\n');
}
