/** Reading Word files alone, for the upload sandbox's worker: none of the NLP, renderers or model clients load. */
export { readCv } from './read-cv';
export { readUploadedCv } from './looks-like-cv';
export { ReadError } from './read-error';
