/**
 * An ad's text made ready for reading: contact details (e-mail addresses, web addresses, phone numbers) become one
 * marker word, so the tagger never splits "www.x.com.au" into sentences and the item that held them is known to be
 * about contacting someone; the '?' that flattened ads use for lost characters and bullet glyphs become breaks.
 * Works on white-space chunks, one pass, no pattern that can backtrack over the text.
 */
import { tableColumns } from './table-columns';

export const CONTACT_MARK = 'xcontactx';

/** How an ad's text is cut before reading: at most this many characters (the contract's limit for an ad). */
export const MAX_AD_CHARS = 100_000;

/** The longest chunk read as words ("Certificate" is 11; "interdisciplinary" 17). */
const MAX_CHUNK = 40;
const BULLETS = new Set(['•', '·', '▪', '●', '◦', '‣', '∙', '*', '|']);
/** Dashes and a lone '?' end a list item only when a capitalised item follows ("skills ? both written" does not). */
const DASHES = new Set(['?', '-', '–', '—']);
/** A run of emoji: pictographs with their modifiers and joiners. */
const EMOJI_RUN = String.raw`(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}){1,12}`;
const LEADING_EMOJI = new RegExp(`^${EMOJI_RUN}\\s+`, 'u');
/** A chunk of emoji alone: a social post's bullet ("✅ mowing", "👉 Cert III") or decoration ("👍 Like 💬 Comment"). */
const EMOJI = new RegExp(`^${EMOJI_RUN}$`, 'u');
const WEB_ENDINGS = ['.com', '.au', '.org', '.net', '.gov', '.edu', '.io'];

/** A chunk that is part of a phone number: digits with brackets, dots, dashes or a leading +. */
const phonePart = (chunk: string) => /^[(+]?\d[\d().-]{0,14}$/.test(chunk);
/** Australian numbers start 0, +61, (0 or 13/1300/1800: a run of years is not a phone number. */
const phoneStart = (chunk: string) => /^(?:\+|\(0|0|13|18)/.test(chunk);
const digitCount = (chunk: string) => chunk.replace(/\D/g, '').length;

function isAddress(chunk: string): boolean {
  const c = chunk.toLowerCase();
  return (
    c.includes('@') ||
    c.startsWith('http') ||
    c.startsWith('www.') ||
    WEB_ENDINGS.some((e) => c.includes(`${e}/`) || c.endsWith(e) || c.endsWith(`${e}.`))
  );
}

/** An e-mail's quote marks at a line's start: "> ", ">> ", "> > ". */
const QUOTE_MARKS = /^(?:>[ \t]?)+/;

/** Words a wrapped line can end with only when the sentence goes on below ("…a current" / "National Police Check"). */
const UNFINISHED = new Set([
  'using',
  'including',
  'such',
  'like',
  'into',
  'within',
  'across',
  'have',
  'has',
  'hold',
  'obtain',
  'a',
  'an',
  'the',
  'of',
  'in',
  'and',
  'or',
  'to',
  'for',
  'with',
  'current',
  'valid',
  'your',
  'our',
  'as',
  'at',
  'on',
  'by',
  'from',
  'is',
  'are',
  'be',
  'will',
  'you',
]);

/** Lines as they were written: a line that goes on below (the next starts lower case, or this one ends unfinished) is
 * joined to the next, so text pasted from a wrapped page reads as whole sentences. */
function unwrap(text: string): string[] {
  const lines: string[] = [];
  for (const line of tableColumns(text.slice(0, MAX_AD_CHARS)).split(/\r?\n/)) {
    const prev = lines[lines.length - 1];
    // Emoji that open a line are its bullet ("✅ irrigation checks"): an item of its own, not the line above's end.
    // An ad forwarded in an e-mail is quoted ("> * 5+ years' experience …" / ">   would be highly regarded"): its
    // marks are no part of the text, and a wrapped line goes on below them.
    const trimmed = line.trim().replace(QUOTE_MARKS, '').trim().replace(LEADING_EMOJI, '• ');
    const lastWord = prev?.slice(prev.lastIndexOf(' ') + 1).toLowerCase() ?? '';
    if (prev && trimmed && (/^\p{Ll}/u.test(trimmed) || UNFINISHED.has(lastWord)))
      lines[lines.length - 1] = `${prev} ${trimmed}`;
    else lines.push(trimmed);
  }
  return lines;
}

/** Lines of the ad, each a list of chunks, with contacts marked and bullet glyphs as line breaks. */
export function prepareAd(text: string): string[] {
  const lines: string[] = [];
  for (const raw of unwrap(text)) {
    const chunks = raw
      // A '?' inside a word stood for a lost apostrophe ("We?ve", "you?ll") or a lost space ("an?opportunity").
      .replace(/\?(?=(?:s|t|ll|ve|re|d|m)\b)/gu, "'")
      .replace(/\?(?=\p{L})/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
    let line: string[] = [];
    for (let i = 0; i < chunks.length; i++) {
      const chunk = chunks[i]!;
      // A '?' that ends a word stood for a lost apostrophe or dash ("2 years? experience"): dropped, and a break
      // when a capitalised item follows, as a lost bullet would be.
      if (chunk.length > 1 && chunk.endsWith('?') && /^\p{Ll}/u.test(chunks[i + 1] ?? '')) {
        line.push(chunk.slice(0, -1));
        continue;
      }
      // Emoji after a few words of an item start the next ("✅ mowing, whipper snipping ✅ garden beds", a post run
      // together); among fewer they are decoration, dropped, so the words around them read as one ("👍 Like 💬
      // Comment ↗ Share").
      if (EMOJI.test(chunk)) {
        if (line.length >= 3) {
          lines.push(line.join(' '));
          line = [];
        }
        continue;
      }
      // A dash at a line's start is its bullet whatever follows ("- $45-$52/hr …", "- 10 hr days"); inside a line,
      // only before a capital.
      const startsItem = DASHES.has(chunk) && (i === 0 || /^\p{Lu}/u.test(chunks[i + 1] ?? 'A'));
      if (BULLETS.has(chunk) || startsItem) {
        if (line.length) lines.push(line.join(' '));
        line = [];
      } else if (isAddress(chunk)) line.push(CONTACT_MARK);
      // No word or name in an ad is this long: such a run of letters or dots is debris, and the tagger's work on one
      // token grows with the square of its length.
      else if (chunk.length > MAX_CHUNK) continue;
      else if (DASHES.has(chunk)) line.push('-');
      else if (phonePart(chunk) && phoneStart(chunk)) {
        // A run of number groups with eight or more digits is a phone number ("0429 512 109", "(02) 9876 5432").
        let j = i;
        let digits = 0;
        while (j < chunks.length && phonePart(chunks[j]!) && j - i < 6) digits += digitCount(chunks[j++]!);
        if (digits >= 8 && digits <= 13) {
          line.push(CONTACT_MARK);
          i = j - 1;
        } else line.push(chunk);
      } else line.push(chunk);
    }
    if (line.length) lines.push(line.join(' '));
  }
  return lines;
}
