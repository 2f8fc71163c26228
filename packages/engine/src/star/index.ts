export { draftStar, DEFAULT_WORD_LIMIT, PROMPTS } from './draft-star';
export { readCriteria, type CriteriaReading } from './read-criteria';
export { splitCriteria } from './split-criteria';
export { readWordLimit, responseLimit } from './word-limit';
export { capabilityOf, CAPABILITIES } from './frameworks';
