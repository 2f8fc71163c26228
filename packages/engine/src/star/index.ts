export { draftStar, DEFAULT_WORD_LIMIT } from './draft-star';
export { PROMPTS } from './prompts';
export { readCriteria, type CriteriaReading } from './read-criteria';
export { draftFromPaste, type PasteDrafts } from './draft-from-paste';
export { splitCriteria } from './split-criteria';
export { readWordLimit, responseLimit } from './word-limit';
export { capabilityOf, CAPABILITIES } from './frameworks';
