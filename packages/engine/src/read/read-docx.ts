import mammoth from 'mammoth';
import type { RawDocument, RawParagraph } from '../types';
import { ReadError } from './read-error';
import { unzipWordParts } from './unzip';
import { walkPart, type PartResult } from './ooxml-walker';
import { datesWithTitles } from './dates-with-titles';

const decoder = new TextDecoder('utf-8');
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * .docx/.docm/.dotx: our own streaming pass over the body, every header and footer, text boxes and
 * content controls (mammoth skips headers and footers and is several times slower). Where the body's XML
 * is too broken for a strict parser, mammoth's lenient reader recovers the body text instead.
 */
export async function readDocx(bytes: Uint8Array): Promise<RawDocument> {
  const { parts, names } = unzipWordParts(bytes);
  const body = parts['word/document.xml'];
  if (!body) {
    // A zip without a Word body: an .xlsx, .pptx or any other archive renamed to .docx.
    const types = parts['[Content_Types].xml'] ? decoder.decode(parts['[Content_Types].xml']) : '';
    // No named entries means a broken archive directory; entries but no Word part means another kind of file.
    const wordish = !names.some(Boolean) || /wordprocessingml/.test(types) || names.some((n) => n.startsWith('word/'));
    throw new ReadError(wordish ? 'corrupt' : 'not_word', 'no word/document.xml');
  }
  const main = walkPart(decoder.decode(body), 'body');
  let paragraphs: RawParagraph[] = datesWithTitles(main.paragraphs);
  if (main.xmlErrors > 0 && !paragraphs.some((p) => p.text.trim())) {
    paragraphs = await mammothBody(bytes);
  }

  // Headers and footers in a stable order; the same text in several (first page, default) counts once.
  const seen = new Set(paragraphs.map((p) => p.text.trim()).filter(Boolean));
  const extras: PartResult[] = [];
  for (const name of Object.keys(parts).sort(byName)) {
    const kind = /^word\/(header|footer)\d+\.xml$/.exec(name)?.[1] as 'header' | 'footer' | undefined;
    if (!kind) continue;
    // Each part's rows numbered apart from the body's and each other's.
    const part = walkPart(decoder.decode(parts[name]), kind, (extras.length + 1) * 1_000_000);
    extras.push(part);
    for (const raw of part.paragraphs) {
      const p = { ...raw, text: withoutPageNumber(raw.text) };
      const key = p.text.trim();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      paragraphs.push(p);
    }
  }

  const all = [main, ...extras];
  const sum = (f: (p: PartResult) => number) => all.reduce((n, p) => n + f(p), 0);
  const appXml = parts['docProps/app.xml'] ? decoder.decode(parts['docProps/app.xml']) : '';
  const appPages = Number(/<(?:\w+:)?Pages>(\d+)</.exec(appXml)?.[1] ?? 0);
  const contentTypes = parts['[Content_Types].xml'] ? decoder.decode(parts['[Content_Types].xml']) : '';
  return {
    format: 'docx',
    paragraphs,
    images: sum((p) => p.images),
    photoLikeImages: sum((p) => p.photoLikeImages),
    tables: main.tables,
    textBoxes: sum((p) => p.textBoxes),
    // Word's own count when it saved the file; else where it last broke pages.
    statedPages: appPages || (main.renderedPageBreaks ? main.renderedPageBreaks + 1 : 0),
    pageBreaks: main.pageBreaks,
    listsKnown: true,
    hasMacros: /macroEnabled/i.test(contentTypes),
  };
}

/** A header's or footer's page number ("Page 1 of 2"; "Page of" where Word's fields hold the numbers; "3"), which
 * says nothing about the person: a paragraph that is only one goes, and one ending on "Page …" loses it, so
 * "jake@example.com Page" keeps only the address (a postcode or a phone number at the end stays). Read on the last 30
 * characters only, so a long run of spaces costs nothing. */
const ONLY_PAGE_NUMBER = /^(?:page\s*)?\d{0,4}\s*(?:(?:of|\/)\s*\d{0,4})?$/i;
const ENDS_ON_PAGE = /\spage\b\s*(?:\d{1,4}\s*)?(?:(?:of|\/)\s*(?:\d{1,4})?)?$/i;
const withoutPageNumber = (text: string) => {
  const trimmed = text.trim();
  if (trimmed.length <= 30 && ONLY_PAGE_NUMBER.test(trimmed)) return '';
  const tail = trimmed.slice(-30);
  const at = ENDS_ON_PAGE.exec(tail);
  return at ? trimmed.slice(0, trimmed.length - tail.length + at.index) : text;
};

async function mammothBody(bytes: Uint8Array): Promise<RawParagraph[]> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value.split(/\n+/).map((text) => ({ text, source: 'body' as const, listItem: false, headingStyle: false }));
  } catch (e) {
    throw new ReadError('corrupt', (e as Error).message);
  }
}
