import { RETENTION } from './constants';

/**
 * What happens to an uploaded CV, said the same way everywhere (footer, upload screen, account, privacy): the
 * product's footer sentence, then what it means in full. Apart from messages.ts because every page's footer shows
 * them, and the first download should not carry every message.
 */
export const PRIVACY_FOOTER = 'Uploads are secure and automatically deleted after use.';
export const PRIVACY_DETAIL = `We never store your original file. The text of a saved CV is kept until you delete it or ${RETENTION.storedCvDays} days after you last use it; the text of an unsaved upload is deleted after ${RETENTION.uploadHours} hours.`;
