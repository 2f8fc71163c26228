import { SaxesParser, type SaxesTag } from 'saxes';
import type { ParagraphSource, RawParagraph } from '../types';

export interface PartResult {
  paragraphs: RawParagraph[];
  images: number;
  photoLikeImages: number;
  tables: number;
  textBoxes: number;
  pageBreaks: number;
  renderedPageBreaks: number;
  xmlErrors: number;
}

/** Paragraphs near the top of page one, where a photo would sit. */
const PHOTO_WINDOW_PARAGRAPHS = 12;
const EMU_PER_INCH = 914400;
/** Portrait-like and at least half an inch wide: a headshot, not a rule or an icon. */
const looksLikePhoto = (cx: number, cy: number) => cx >= EMU_PER_INCH / 2 && cy / cx >= 0.8 && cy / cx <= 1.7;

/** Heading styles (Heading 1-9, Title, Subtitle) and list styles (List Paragraph, List Bullet ...). */
const HEADING_STYLE = /^(heading\s?\d|title|subtitle)$/i;
const LIST_STYLE = /list|bullet/i;

/** Elements whose text is not the document's visible text: deletions, field codes, fallbacks, moved-away text. */
const SKIP_TEXT = new Set(['delText', 'instrText', 'Fallback', 'moveFrom']);

const local = (name: string) => name.slice(name.indexOf(':') + 1);
function attr(tag: SaxesTag, name: string): string | undefined {
  for (const [k, v] of Object.entries(tag.attributes))
    if (local(k) === name) return typeof v === 'string' ? v : v.value;
  return undefined;
}

interface OpenParagraph {
  parts: string[];
  listItem: boolean;
  headingStyle: boolean;
  source: ParagraphSource;
  row?: number;
}

/**
 * One streaming pass over a WordprocessingML part (document, header or footer). Never resolves external
 * entities (saxes has no DTD support); malformed XML is counted and skipped rather than fatal.
 */
export function walkPart(
  xml: string,
  source: ParagraphSource,
  /** Where this part's row numbers start, so rows of different parts never share one. */
  rowBase = 0,
): PartResult {
  const out: PartResult = {
    paragraphs: [],
    images: 0,
    photoLikeImages: 0,
    tables: 0,
    textBoxes: 0,
    pageBreaks: 0,
    renderedPageBreaks: 0,
    xmlErrors: 0,
  };
  const open: OpenParagraph[] = [];
  let tableDepth = 0;
  /** Table rows opened so far, and the row each open table is in (a table inside a cell has rows of its own). */
  let rows = 0;
  const rowStack: number[] = [];
  let textBoxDepth = 0;
  let skipDepth = 0;
  let inText = false;
  let extent: [number, number] | null = null;

  const parser = new SaxesParser({ position: false });
  parser.on('error', () => {
    out.xmlErrors += 1;
  });
  const top = () => open[open.length - 1];
  const emitted = () => out.paragraphs.length;

  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    switch (name) {
      case 'p':
        open.push({
          parts: [],
          listItem: false,
          headingStyle: false,
          source: textBoxDepth ? 'textbox' : tableDepth ? 'table' : source,
          ...(rowStack.length ? { row: rowStack.at(-1)! } : {}),
        });
        break;
      case 'pStyle': {
        const p = top();
        const style = attr(tag, 'val') ?? '';
        if (p && HEADING_STYLE.test(style)) p.headingStyle = true;
        if (p && LIST_STYLE.test(style)) p.listItem = true;
        break;
      }
      case 'numPr':
        if (top()) top()!.listItem = true;
        break;
      case 'tbl':
        tableDepth += 1;
        out.tables += 1;
        break;
      case 'tr':
        rows += 1;
        rowStack.push(rowBase + rows);
        break;
      case 'txbxContent':
        textBoxDepth += 1;
        out.textBoxes += 1;
        break;
      case 't':
        inText = true;
        break;
      case 'tab':
        if (skipDepth === 0) top()?.parts.push('\t');
        break;
      case 'br':
      case 'cr':
        if (attr(tag, 'type') === 'page') out.pageBreaks += 1;
        else if (skipDepth === 0) top()?.parts.push('\n');
        break;
      case 'sym':
        if (skipDepth === 0) top()?.parts.push('•');
        break;
      case 'lastRenderedPageBreak':
        out.renderedPageBreaks += 1;
        break;
      case 'extent':
        extent = [Number(attr(tag, 'cx') ?? 0), Number(attr(tag, 'cy') ?? 0)];
        break;
      case 'pic':
      case 'imagedata': {
        if (skipDepth) break;
        out.images += 1;
        const nearTop = source === 'header' || (source === 'body' && emitted() < PHOTO_WINDOW_PARAGRAPHS);
        const sized = extent ? looksLikePhoto(extent[0], extent[1]) : true;
        if (nearTop && sized) out.photoLikeImages += 1;
        break;
      }
      default:
        if (SKIP_TEXT.has(name)) skipDepth += 1;
    }
  });

  parser.on('text', (text) => {
    if (inText && skipDepth === 0) top()?.parts.push(text);
  });

  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    switch (name) {
      case 'p': {
        const p = open.pop();
        if (!p) break;
        for (const line of p.parts.join('').split('\n')) {
          out.paragraphs.push({
            text: line,
            source: p.source,
            listItem: p.listItem,
            headingStyle: p.headingStyle,
            ...(p.row !== undefined ? { row: p.row } : {}),
          });
        }
        break;
      }
      case 'tbl':
        tableDepth -= 1;
        break;
      case 'tr':
        rowStack.pop();
        break;
      case 'txbxContent':
        textBoxDepth -= 1;
        break;
      case 't':
        inText = false;
        break;
      default:
        if (SKIP_TEXT.has(name)) skipDepth -= 1;
    }
  });

  parser.write(xml).close();
  return out;
}
