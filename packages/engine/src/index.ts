export * from './types';
export { readCv } from './read/read-cv';
export { ReadError } from './read/read-error';
