/**
 * Capabilities an ad names in a sentence rather than lists ("please include examples that demonstrate the following
 * capabilities from the APS Integrated Leadership System: Achieves results, Supports productive working relationships,
 * and Communicates with influence."): the framework's names, in the order the text names them.
 */
import { CAPABILITIES } from './frameworks';

/** At least this many names make a list of capabilities to address, not a mention of one. */
const MIN_NAMES = 2;

export function namedCapabilities(text: string): string[] {
  const lower = text.toLowerCase();
  const found = CAPABILITIES.map((c) => ({ name: c.name, at: lower.indexOf(c.name.toLowerCase()) }))
    .filter((x) => x.at >= 0)
    .sort((a, z) => a.at - z.at);
  // One framework's names may repeat in another's ("Communicates with influence" in the APS and NSW lists): once each.
  const names = [...new Map(found.map((x) => [x.name.toLowerCase(), x.name])).values()];
  // As the ad writes them: "Achieves results", not the framework's title case.
  const written = names.map((n) => {
    const at = lower.indexOf(n.toLowerCase());
    return text.slice(at, at + n.length);
  });
  return written.length >= MIN_NAMES ? written : [];
}
