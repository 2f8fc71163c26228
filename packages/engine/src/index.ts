export * from './types';
export { readCv } from './read/read-cv';
export { ReadError } from './read/read-error';
export { looksLikeCv, MIN_CV_WORDS, readUploadedCv } from './read/looks-like-cv';
export { analyseCv, CHECKS } from './analyse/analyse-cv';
export { RUBRIC, RUBRIC_VERSION, BASE, score } from './analyse/rubric';
export type { AdviceProvider } from './providers/advice-provider';
export { localProvider } from './providers/local-provider';
export { geminiProvider } from './providers/gemini-provider';
export { chooseProvider, chooseModel } from './providers/choose-provider';
export { noModel, geminiClient, type ModelClient } from './providers/model-client';
export { formatReport } from './report-text';
export { matchCv, readJob, type MatchOptions } from './match';
export { rewriteCv, factGuard, structureCv, renderText, type Rewrite, type StructuredCv, type Change } from './rewrite';
export { renderPdf, renderDocx } from './render';
export {
  splitCriteria,
  readCriteria,
  draftFromPaste,
  readWordLimit,
  responseLimit,
  draftStar,
  DEFAULT_WORD_LIMIT,
  PROMPTS,
  capabilityOf,
} from './star';
