import type { CvFacts, Paragraph, RawDocument } from '../types';
import { AU_PHONE, EMAIL, LINKEDIN, LOCATION, firstMatch } from './contact';

/** Words per printed page of a typical CV in an 11-point font with headings and white space. */
export const WORDS_PER_PAGE = 450;

const countWords = (s: string) => (s.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
const isBodyish = (p: Paragraph) => p.source !== 'header' && p.source !== 'footer';

/** Measured facts: size, layout features and contact details, from the classified paragraphs. */
export function measureFacts(raw: RawDocument, paragraphs: Paragraph[]): CvFacts {
  const body = paragraphs.filter(isBodyish);
  const mainFlow = body.filter((p) => p.source !== 'textbox');
  const edges = paragraphs.filter((p) => !isBodyish(p) || p.source === 'textbox');
  const words = body.reduce((n, p) => n + countWords(p.text), 0);
  const estimate = Math.max(raw.pageBreaks + 1, Math.ceil(words / WORDS_PER_PAGE));
  const listCandidates = body.filter((p) => !p.isHeading && countWords(p.text) >= 3);
  const bodyTexts = mainFlow.map((p) => p.text);
  const edgeTexts = edges.map((p) => p.text);
  const contactTexts = [...body.filter((p) => p.section === 'contact').map((p) => p.text), ...edgeTexts];
  const email = firstMatch(EMAIL, bodyTexts) ?? firstMatch(EMAIL, edgeTexts);
  const phone = firstMatch(AU_PHONE, bodyTexts) ?? firstMatch(AU_PHONE, edgeTexts);
  const onlyAtEdge = (re: RegExp) => !firstMatch(re, bodyTexts) && !!firstMatch(re, edgeTexts);
  return {
    format: raw.format,
    pages: raw.statedPages || (words ? estimate : 1),
    words,
    images: raw.images,
    hasPhoto: raw.photoLikeImages > 0,
    tables: raw.tables,
    textBoxes: raw.textBoxes,
    bulletRatio: listCandidates.length ? round2(listCandidates.filter((p) => p.isBullet).length / listCandidates.length) : 0,
    listsKnown: raw.listsKnown,
    email,
    phone,
    linkedIn: firstMatch(LINKEDIN, [...bodyTexts, ...edgeTexts]),
    location: firstMatch(LOCATION, contactTexts) ?? firstMatch(LOCATION, bodyTexts),
    contactOnlyInHeader: onlyAtEdge(EMAIL) || onlyAtEdge(AU_PHONE),
    hasMacros: raw.hasMacros,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
