/**
 * Position requirements as a list of criteria. People paste them numbered ("1.", "2)", "(a)", "KSC 1",
 * "Selection criteria 1."), bulleted, as capability headings, or flattened to one line; boilerplate (how to apply,
 * closing dates, contacts) is dropped. Each criterion keeps the person's own words.
 */
import { CAPABILITIES } from './frameworks';

/** A numbered or bulleted item start, at the start of a line or inline in flattened text. */
const ITEM_START =
  /(?:^|\s)(?=(?:(?:key )?selection criteri(?:on|a)|ksc|criteri(?:on|a))\s*\d{1,2}\s*[.:)-]?\s)|(?:^|\s)(?=\d{1,2}\s*[.)]\s+[A-Z])|(?:^|\s)(?=\([a-z]\)\s)|[\n\r]+\s*(?:[•·▪●◦‣∙*-]\s*)?/gi;
const BOILERPLATE =
  /\b(how to apply|apply now|applications? close|closing date|please (?:contact|call|refer|submit)|for (?:more|further) information|position description|equal opportunity|cover letter|resume)\b/i;
/** What a criterion reads like: an ability, experience, knowledge or a capability. */
const CRITERION =
  /\b(demonstrat\w*|abilit\w*|able to|experience\w*|knowledge|skills?|capacity|understanding|proven|high level|well[- ]developed|excellent|strong|commitment|qualification\w*|degree|licen[cs]e|capabilit\w*)\b/i;
const LEADING_MARKER =
  /^[•·▪●◦‣∙*-]?\s*(?:(?:key )?selection criteri(?:on|a)|ksc|criteri(?:on|a))?\s*(?:\d{1,2}|\([a-z]\))?\s*[.:)\-–]?\s*/i;
const HEADING_ONLY =
  /^(?:key )?(?:selection criteria|focus capabilities|targeted questions|capabilities|requirements)\s*:?$/i;

/**
 * Flattened lists run items together: "…their communities Ability to work within the team…". A capitalised
 * criterion opening right after a lower-case word starts a new item (case matters here, so its own regex).
 */
const RUN_ON_ITEM =
  /(?<=[a-z),])\s+(?=(?:Ability|An? (?:understanding|ability|high|strong|demonstrated)|Demonstrated|Knowledge|Experience|Dedicated|Sound|Relevant|Maintain|Strong|Excellent|Proven|Understanding|High level|Well[- ]developed|Capacity|Commitment|Tertiary|Extensive|Effective)\b)/g;

/** A criterion is a sentence or two; a longer piece is a paragraph about the job. */
const MAX_WORDS = 60;

const capabilityNames = CAPABILITIES.map((c) => c.name.toLowerCase());

export function splitCriteria(text: string): string[] {
  const pieces = text
    .replace(/\s+\?\s+/g, '\n')
    .replace(RUN_ON_ITEM, '\n')
    .split(ITEM_START)
    .map((p) => p.replace(LEADING_MARKER, '').replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 3 && !HEADING_ONLY.test(p));
  // Flattened prose with no markers, or a long paragraph among the items: sentences, each judged on its own.
  const sentences = (p: string) => p.split(/(?<=[.;])\s+/).map((x) => x.trim());
  const items = (pieces.length > 1 ? pieces : [text]).flatMap((p) =>
    p.split(/\s+/).length > MAX_WORDS ? sentences(p) : [p],
  );
  const criteria = items.filter(
    (p) => !BOILERPLATE.test(p) && (CRITERION.test(p) || capabilityNames.some((n) => p.toLowerCase().startsWith(n))),
  );
  // A lead-in that ends with a colon ("To be successful you will need:") introduces the items; it is not one.
  return [
    ...new Set(
      criteria.map((c) => c.replace(/^[^:]{0,60}:\s*(?=\S)/, (m) => (/need|have|bring|be/i.test(m) ? '' : m))),
    ),
  ]
    .filter((c) => c.length > 3 && c.split(/\s+/).length <= MAX_WORDS)
    .slice(0, 15);
}
