export { splitCriteria } from './split-criteria';
export { draftStar, DEFAULT_WORD_LIMIT, PROMPTS } from './draft-star';
export { capabilityOf, CAPABILITIES } from './frameworks';
