export { matchCv, type MatchOptions } from './match-report';
export { compare } from './match-cv';
export { readAd as readJob } from '../job-ad';
