export * from './types';
export { readCv } from './read/read-cv';
export { ReadError } from './read/read-error';
export { analyseCv, CHECKS } from './analyse/analyse-cv';
export { RUBRIC, RUBRIC_VERSION, BASE, score } from './analyse/rubric';
