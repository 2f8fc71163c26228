import { ReadError, type CvDocument } from '@cvmate/engine';
import { readInWorker } from '../sandbox/read-in-worker';
import { MAX_STORED_JSON } from '../data/stored-doc';

/**
 * An uploaded CV read in the sandbox and serialised once, for every route that stores one: the size check and both
 * stored copies use the same text, so no upload route can store more than a Firestore document holds.
 */
export async function readUploadedFile(bytes: Uint8Array): Promise<{ doc: CvDocument; docJson: string }> {
  const doc = await readInWorker(bytes, 'cv');
  const docJson = JSON.stringify(doc);
  if (docJson.length > MAX_STORED_JSON) throw new ReadError('too_much_text');
  return { doc, docJson };
}
