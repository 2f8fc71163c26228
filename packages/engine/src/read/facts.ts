import type { CvFacts, Paragraph, RawDocument } from '../types';
import { LINKEDIN, LOCATION, findEmail, firstMatch, joinForSearch } from './contact';
import { findAuPhone } from './phone';

/** Words per printed page of a typical CV in an 11-point font with headings and white space. */
export const WORDS_PER_PAGE = 450;

/**
 * Whitespace-separated tokens holding at least one letter or digit (a lone "–" or "|" is not a word), except a lone
 * letter other than "a" or "I": letter-spaced or broken text ("M a n a g e d", "E ngineer") is not more words.
 */
const loneLetter = (t: string) => /^\p{L}$/u.test(t) && !/^[aAI]$/.test(t);
export const countWords = (s: string) => s.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t) && !loneLetter(t)).length;
export const isBodyish = (p: Paragraph) => p.source !== 'header' && p.source !== 'footer';

/** Measured facts: size, layout features and contact details, from the classified paragraphs. */
export function measureFacts(raw: RawDocument, paragraphs: Paragraph[]): CvFacts {
  const body = paragraphs.filter(isBodyish);
  const mainFlow = body.filter((p) => p.source !== 'textbox');
  const edges = paragraphs.filter((p) => !isBodyish(p) || p.source === 'textbox');
  const words = body.reduce((n, p) => n + countWords(p.text), 0);
  const estimate = Math.max(raw.pageBreaks + 1, Math.ceil(words / WORDS_PER_PAGE));
  const listCandidates = body.filter((p) => !p.isHeading && countWords(p.text) >= 3);
  const bodyText = joinForSearch(mainFlow.map((p) => p.text));
  const edgeText = joinForSearch(edges.map((p) => p.text));
  const contactText = joinForSearch([...body.filter((p) => p.section === 'contact').map((p) => p.text), edgeText]);
  // The person's own details: a referee's phone or e-mail is someone else's (a CV whose own number was mistyped had been
  // told its contact block was clear on its referee's number).
  const ownText = joinForSearch(mainFlow.filter((p) => p.section !== 'referees').map((p) => p.text));
  const bodyEmail = findEmail(ownText);
  const bodyPhone = findAuPhone(ownText);
  const edgeEmail = bodyEmail ? null : findEmail(edgeText);
  const edgePhone = bodyPhone ? null : findAuPhone(edgeText);
  return {
    format: raw.format,
    pages: raw.statedPages || (words ? estimate : 1),
    words,
    images: raw.images,
    hasPhoto: raw.photoLikeImages > 0,
    tables: raw.tables,
    textBoxes: raw.textBoxes,
    bulletRatio: listCandidates.length
      ? round2(listCandidates.filter((p) => p.isBullet).length / listCandidates.length)
      : 0,
    listsKnown: raw.listsKnown,
    email: bodyEmail ?? edgeEmail,
    phone: bodyPhone ?? edgePhone,
    linkedIn: firstMatch(LINKEDIN, bodyText) ?? firstMatch(LINKEDIN, edgeText),
    location: firstMatch(LOCATION, contactText) ?? firstMatch(LOCATION, bodyText),
    headerOnlyContact: [...(edgeEmail ? ['email' as const] : []), ...(edgePhone ? ['phone' as const] : [])],
    hasMacros: raw.hasMacros,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
