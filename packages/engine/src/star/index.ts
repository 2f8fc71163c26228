export { draftStar, DEFAULT_WORD_LIMIT } from './draft-star';
export { PROMPTS } from './prompts';
export { readCriteria, type CriteriaReading } from './read-criteria';
export { readPastedCriteria } from './read-pasted-criteria';
export { withPitchOpening } from './pitch-opening';
export { splitCriteria } from './split-criteria';
export { readWordLimit, responseLimit } from './word-limit';
export { capabilityOf, CAPABILITIES } from './frameworks';
