/**
 * Capabilities an ad names in a sentence rather than lists ("please include examples that demonstrate the following
 * capabilities from the APS Integrated Leadership System: Achieves results, Supports productive working relationships,
 * and Communicates with influence."): the framework's names, in the order the text names them.
 */
import { baseName, CAPABILITIES } from './frameworks';

/** At least this many names make a list of capabilities to address, not a mention of one. */
const MIN_NAMES = 2;

/**
 * Where a name stands in the text: as the framework writes it, in any case; or said to the reader ("the panel will be
 * looking for evidence that you Support strategic direction, Achieve results …") from a capital, lest "help us achieve
 * results" in prose read as a capability.
 */
function foundAt(text: string, lower: string, name: string): { at: number; length: number } | null {
  const at = lower.indexOf(name.toLowerCase());
  if (at >= 0) return { at, length: name.length };
  const base = baseName(name);
  if (base === name) return null;
  const baseAt = lower.indexOf(base.toLowerCase());
  return baseAt >= 0 && /\p{Lu}/u.test(text[baseAt]!) ? { at: baseAt, length: base.length } : null;
}

export function namedCapabilities(text: string): string[] {
  const lower = text.toLowerCase();
  const found = CAPABILITIES.flatMap((c) => {
    const where = foundAt(text, lower, c.name);
    // As the ad writes them: "Achieves results", not the framework's title case.
    return where ? [{ written: text.slice(where.at, where.at + where.length), at: where.at }] : [];
  }).sort((a, z) => a.at - z.at);
  // One framework's names may repeat in another's ("Communicates with influence" in the APS and NSW lists): once each.
  const written = [...new Map(found.map((x) => [x.written.toLowerCase(), x.written])).values()];
  return written.length >= MIN_NAMES ? written : [];
}
