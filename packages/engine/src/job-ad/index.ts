export { readAd } from './read-ad';
export type { JobAd, Requirement, RequirementKind } from './requirement';
