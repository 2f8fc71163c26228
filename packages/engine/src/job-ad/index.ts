export { readAd } from './read-ad';
export type { Award, JobAd, Requirement, RequirementKind } from './requirement';
