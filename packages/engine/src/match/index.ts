export { matchCv, type MatchOptions } from './match-report';
export { readJob, type JobRequirements, type Requirement } from './read-job';
export { compare } from './match-cv';
