/**
 * A home street address leaves the contact lines, as the analysis advises (contact.street-address): "Unit 4, 18
 * Station Street, Frankston VIC 3199 | 0400 555 219" keeps "Frankston VIC 3199 | 0400 555 219". The suburb and state
 * stay; a street on a line of its own goes only when a suburb or state is elsewhere in the contact lines, so the
 * person never loses where they live.
 */
import { STREET } from '../analyse/checks/contact-privacy';
import type { StructuredCv } from './structured-cv';
import type { Change, Step } from './transforms';

/** The parts of a contact line: "… | …", "… • …", "… · …". */
const PART = /\s*[|•·]\s*/;
/** A state, or a suburb and postcode ("Frankston 3199", not a phone's "0400 555"): where the person lives. */
const PLACE = /\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\b|\b[A-Z][a-z]+ [1-9]\d{3}\b(?! ?\d)/;
const REASON =
  'Your street address is not needed: your suburb and state are enough, and your home address stays private until an employer needs it.';

/** A contact line without its street ("Unit 4, 18 Station Street, " of the part that holds it), or null if unchanged. */
function withoutStreet(line: string): string | null {
  const parts = line.split(PART);
  const at = parts.findIndex((p) => STREET.test(p));
  if (at < 0) return null;
  const part = parts[at]!;
  const match = STREET.exec(part)!;
  // What comes after the street in its part ("Frankston VIC 3199"); the unit or lot number before it goes too.
  const rest = part.slice(match.index + match[0].length).replace(/^[\s,]+/, '');
  const kept = [...parts.slice(0, at), ...(rest ? [rest] : []), ...parts.slice(at + 1)];
  return kept.join(' | ');
}

export function withoutStreetAddress(cv: StructuredCv): Step {
  const changes: Change[] = [];
  const contact = cv.contact.flatMap((line, i) => {
    const after = withoutStreet(line);
    if (after === null) return [line];
    // A street alone on its line goes only when the suburb or state is on another line.
    const placeElsewhere = cv.contact.some((other, j) => j !== i && PLACE.test(other));
    if (!after && !placeElsewhere) return [line];
    if (after && !PLACE.test(after) && !placeElsewhere) return [line];
    changes.push({ kind: 'clean', section: 'Contact', before: line, after, reason: REASON });
    return after ? [after] : [];
  });
  return { cv: { ...cv, contact }, changes };
}
