import { unzipSync, type Unzipped } from 'fflate';
import { ReadError } from './read-error';

/**
 * Zip-bomb limits. The parts we read (body, headers, footers) of the largest real Word file in the shared corpus
 * unpack to 352 KB; 16 MB is 45 times that, and bounds the memory one upload can take whatever its parts declare
 * (fflate never inflates a part past its declared size, and the declared sizes are summed before anything inflates).
 */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxWantedBytes: 16 * 1024 * 1024,
} as const;

/** The parts we read: body, headers and footers, and the page count Word stores. */
const WANTED = /^(word\/(document\d*|header\d+|footer\d+)\.xml|docProps\/app\.xml|\[Content_Types\]\.xml)$/;

/** Unzips only the wanted parts, refusing archives whose declared sizes could exhaust memory. */
export function unzipWordParts(bytes: Uint8Array): { parts: Unzipped; names: string[] } {
  let entries = 0;
  let total = 0;
  let wantedTotal = 0;
  const names: string[] = [];
  let parts: Unzipped;
  try {
    parts = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        total += file.originalSize;
        names.push(file.name);
        if (entries > ZIP_LIMITS.maxEntries || total > ZIP_LIMITS.maxTotalBytes) throw new ReadError('too_complex');
        const wanted = WANTED.test(file.name);
        if (wanted) wantedTotal += file.originalSize;
        if (wantedTotal > ZIP_LIMITS.maxWantedBytes) throw new ReadError('too_complex');
        return wanted;
      },
    });
  } catch (e) {
    if (e instanceof ReadError) throw e;
    throw new ReadError('corrupt', (e as Error).message);
  }
  return { parts, names };
}
