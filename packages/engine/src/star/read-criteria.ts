/**
 * Selection criteria as a person pastes them: numbered ("1.", "2)", "(a)", "KSC 1"), bulleted, one per line,
 * flattened into one paragraph, capability names alone ("Achieves Results"), NSW targeted questions ("Please provide
 * an example…"), or a name with a line of description under it. Every line becomes a criterion unless it is plainly
 * a heading or an instruction; an instruction is handed back so the person sees what was left out and why.
 */
import { namedCapabilities } from './named-capabilities';
import { wordCount as words } from '../analyse/checks/check';
import { capabilityOf, isCapabilityNamed } from './frameworks';
import { NON_CRITERIA_PART, notCriterion, WORKING_HOURS } from './not-criterion';
import { addressOnly, isTargetedQuestion, numbersAsked, type NumberedCriterion } from './address-only';
import { partOpened } from './ad-parts';
import { ASKS, BULLET_GLYPH, INSTRUCTION, LEAD_IN, MAX_WORDS, piecesOf } from './criteria-pieces';
import { tableRows } from './table-rows';
import { ONE_STATEMENT } from './one-statement';
import { pitchAsks } from './pitch-asks';
import { introducedList } from './introduced-list';
import { headingName, notAddressed } from './not-addressed';
import { lowerFirst } from './sentence';
import { criterionLabel, listName } from './criterion-label';

export interface CriteriaReading {
  criteria: string[];
  /** Lines read as instructions or headings-with-text, not criteria, shown back to the person. */
  skipped: string[];
  /** Each criterion's heading as the panel knows it ("Essential (a)", "Criterion 3"), or '' where it had none. */
  labels?: string[];
}

/** A criterion with one more point of it after a semicolon ("…; demonstrated ability to …"), after its colon a space. */
// A point that ends on "and" or "or" before the last ("…; and") already joins the next: no "and;".
const withPoint = (text: string, point: string) =>
  `${text.replace(/[.;]$/, '')}${text.endsWith(':') || /\b(?:and|or)$/.test(text) ? '' : ';'} ${lowerFirst(point)}`;

/** Lines that only head the list. */
const HEADING_ONLY =
  /^(?:[—–-]\s*)?(?:key |the )?(?:selection criteria|focus capabilities|targeted questions|capabilities|requirements|essential|desirable|essential criteria|desirable criteria|capability framework|knowledge and skills|personal qualities|specialist\/technical expertise|qualifications(?: mandatory| and experience)?|mandatory)\s*:?$/i;
/** The heading of what an ad asks of the person, opening a piece of a whole ad pasted flat. */
const ASKS_OF_YOU =
  /^(?:about you|what you (?:will )?bring|what you['’]ll bring|the successful candidate|the ideal candidate|to be successful)\b/i;
/** An instruction to answer the criteria in one statement, not one response each: "there is no need to address each
 * question under a separate heading" (not "You do not need to address each dot point separately", which speaks of the
 * behaviours under each criterion); the NT's "a summary of no more than one (1) page outlining how … meet the
 * selection criteria". */
export const ASKS_ONE_STATEMENT =
  /\b(?:do not|don't|are not required to|need not|no need to) (?:need to )?(?:respond to|address) (?:each|every)(?! (?:of the )?(?:dot |bullet )(?:point|behaviour|sub-?point|element)s?\b| (?:point|behaviour|sub-?point|element)s?\b)(?: \w+){0,5} (?:separately|individually|under (?:a )?separate headings?)\b|\bsummary of no more than (?:one|two|1|2)(?: \(\d\))? pages?\b|\b(?:one|two)[- ]page summary\b|\bas a single (?:statement|pitch|response)\b|\b(?:do not|don't|need not|should not|must not) (?:submit|provide|write) (?:a )?(?:separate|individual) (?:responses?|statements?|answers?)\b|\b(?:is )?(?:not necessary|not required|no need) to (?:write|provide|submit|prepare) (?:a )?(?:separate|individual) (?:responses?|statements?|answers?)\b|\b(?:should|must|do) not submit (?:responses|answers|statements) to (?:the |each )?(?:individual )?(?:\w+ ){0,3}as separate documents\b|\b(?:do not|don't|need not|should not) (?:need to )?(?:respond to|address) (?:(?:the |each |every )?(?:\w+ ){0,2}as separate (?:selection )?criteri(?:a|on)|the (?:key )?(?:capabilities|criteria|selection criteria|questions) (?:separately|individually))\b|\bcover letter\b[^.]{0,100}?\b(?:with reference to|addressing|against|in relation to|relates? to) (?:the )?(?:key )?capabilities\b/i;
/** The label at a criterion's start that says which list it is in: "Essential:", "Desirable criterion:". */
const LIST_LABEL = /^(?:essential|desirable|highly desirable)(?: criteri(?:on|a))?\s*:\s*$/i;
/** "Essential Requirements: a current licence …" on one line after the criteria: the conditions of the job. */
const REQUIREMENTS_INLINE = /^(?:essential|desirable|mandatory) requirements?\s*:\s*\S/i;
/** A line wholly in brackets: what the short name above it means ("(The ability to …)"). */
const IN_BRACKETS = /^\((.+)\)\.?$/;
/** The mark at a criterion's end that says which list it is in: "(Essential)", "(Desirable)". */
const MARK = /\s*\((?:essential|desirable|highly desirable)\)\.?\s*$/i;

/** Words that head a table of criteria or a kind of them: "No. Criterion", "Skills and Abilities", "Knowledge". */
const HEADER_WORDS = new Set(
  'no no. number criterion criteria requirement requirements evidence description knowledge skills abilities aptitudes experience qualifications educational vocational personal qualities attributes characteristics and &'.split(
    ' ',
  ),
);
/** A table's header row or a kind of criteria under the criteria heading: every word one of those, five at most. */
const headerRow = (line: string) => {
  const ws = line
    .toLowerCase()
    .replace(/:$/, '')
    .split(/[\s/]+/)
    .filter(Boolean);
  return ws.length > 0 && ws.length <= 5 && ws.every((w) => HEADER_WORDS.has(w));
};
/** A heading of requirements alone ("Essential Requirements"), which after the selection criteria lists conditions. */
const REQUIREMENTS_AFTER = /^(?:essential|desirable) requirements:?$/i;
/** What is left of a marker split from its item ("Selection", "criteria", "1."). */
const MARKER_ONLY = /^(?:key|selection|criteria|criterion|ksc|question|\d{1,2}[.)]?|\(?[a-z]\))$/i;
/** A capability's name, a note or description after a dash or bracket aside ("Achieves results – …"). */
const isCapabilityName = (line: string) => isCapabilityNamed(line.replace(/\s*[-–(].*$/, ''));
/** A line that opens with an award's name ("Certificate IV in …", "Diploma of …", "A qualification in nursing …") or a
 * registration ("Current registration with AHPRA …"). */
const AWARD_ASKED =
  /^(?:an? )?(?:(?:advanced |graduate )?diploma|certificate (?:i{1,3}|iv|v)|bachelor|master|(?:(?:relevant|recognised) )?(?:tertiary|relevant|university) (?:qualification|degree)|qualification in|(?:current )?registration (?:with|as)\b)\b/i;
/** What a sentence says of an award that is preferred, not asked: "… is desirable.", "… would be an advantage.". */
const PREFERRED_AWARD =
  /\b(?:is|are|would be) (?:highly )?(?:desirable|regarded|an advantage|advantageous)(?: but not (?:essential|required|mandatory))?\.?$/i;
/** A criterion cut before its list: it ends on "such as", "including", "for example". */
const LISTS_NEXT = /\b(?:such as|including|for example|e\.g\.?)\s*:?$/i;
/** A line that carries on the criterion above it: "Including …", "This includes …", "e.g. …". */
const SUB_LINE = /^\(?(?:(?:including|includes|this includes|this will include|for example|such as)\b|e\.g\.)/i;
/** A capability a PD names in a few Title Case words, its meaning on the next line: "Policy Development". */
const shortName = (s: string) =>
  words(s) <= 4 && !/[.:?]$/.test(s) && s.split(/\s+/).every((w) => /^(?:\p{Lu}|and|of|with|to)/u.test(w));

/** A numbered name in sentence case ("4. Analysis and problem solving"): a few words from a capital, no full stop,
 * asking nothing itself. */
const numberedName = (s: string, number: number | null) =>
  number !== null && words(s) <= 6 && /^\p{Lu}/u.test(s) && !/[.:?;,]$/.test(s) && !ASKS_ITSELF.test(s);

/** What a short criterion asks that a name does not: "Well-developed influencing and negotiation skills". */
const ASKS_ITSELF =
  /\b(?:skills?|abilit\w*|able to|experience\w*|knowledge|demonstrat\w*|proven|understanding|capacity|commitment|well[- ]developed|excellent|strong|high level)\b/i;
/** A name a line of description follows: a few words from a capital, no full stop, asking nothing itself
 * ("Clinical leadership"; not "good keyboard and computer skills" nor "Well-developed negotiation skills"). */
const isName = (c: NumberedCriterion | undefined, inRun = false) =>
  !!c &&
  words(c.text) <= 6 &&
  /^\p{Lu}/u.test(c.text) &&
  !/[.?!:;]$/.test(c.text) &&
  // Beside names each with its description, a short line that asks is one more name ("Knowledge of child and family
  // wellbeing" over "Knowledge of the Tasmanian child safety … system …").
  (inRun || !ASKS_ITSELF.test(c.text));
/** Its description: a longer line, not numbered, no question of its own. */
const isDescription = (c: NumberedCriterion | undefined) =>
  !!c && c.number === null && words(c.text) >= 6 && !isTargetedQuestion(c.text);
/**
 * Names each with a line of description under them ("Clinical leadership" / "Demonstrated ability to lead …"), two
 * or more in a row, name and description by turns: one criterion each, the name before the description.
 */
function pairNames(numbered: NumberedCriterion[]): NumberedCriterion[] {
  const pairAt = (i: number, inRun = false) =>
    isName(numbered[i], inRun) && isDescription(numbered[i + 1]) && numbered[i]!.list === numbered[i + 1]!.list;
  const out: NumberedCriterion[] = [];
  let inRun = false;
  for (let i = 0; i < numbered.length; i++) {
    // A run starts at two pairs in a row and goes on while pairs follow.
    inRun = inRun ? pairAt(i, true) : pairAt(i) && pairAt(i + 2, true);
    if (!inRun) out.push(numbered[i]!);
    else out.push({ ...numbered[i]!, text: `${numbered[i]!.text}: ${numbered[++i]!.text}` });
  }
  return out;
}

/** The criterion a single statement answers, within what a criterion may hold (TEXT_LIMITS.requirement): the
 * capabilities with their descriptions, else their names alone. */
export function oneStatement(criteria: string[]): string {
  const whole = `${ONE_STATEMENT}${criteria.join('; ')}`;
  return whole.length <= MAX_STATEMENT
    ? whole
    : `${ONE_STATEMENT}${criteria.map((c) => c.split(':')[0]!.trim()).join('; ')}`.slice(0, MAX_STATEMENT);
}
/** Characters a one-statement criterion holds at most, under the contract's 5,000 for a criterion. */
const MAX_STATEMENT = 4_000;

/**
 * The criteria a paste asks to address. Where a sentence of the ad introduces a list to answer ("… demonstrate how you
 * meet the following ILS capabilities:") that the reading of the whole missed (it stands under "How to apply", below
 * an "ideal candidate" list), that list is the criteria, and what the whole reading took is handed back.
 */
export function readCriteria(
  text: string,
  isWord?: (w: string) => boolean,
  /** The ad, where it says which parts not to address. */
  adText = '',
): CriteriaReading {
  const read = readPasted(text, isWord, adText);
  const introduced = introducedList(text.slice(0, 50_000));
  if (!introduced) return read;
  const { criteria: listed, labels } = readPasted(`Selection criteria\n${introduced.join('\n')}`, isWord, adText);
  if (!listed.length || listed.every((c) => read.criteria.includes(c))) return read;
  const skipped = [...read.criteria.filter((c) => !listed.includes(c)), ...read.skipped];
  const one = listed.length > 1 && text.split(/\r?\n/).some((line) => ASKS_ONE_STATEMENT.test(line));
  return one ? { criteria: [oneStatement(listed)], skipped } : { criteria: listed, skipped, labels };
}

/** `isWord`, the dictionary, joins a word a PDF broke at a line's end ("commu-" / "nication"). */
function readPasted(text: string, isWord: ((w: string) => boolean) | undefined, adText: string): CriteriaReading {
  // A PDF's ligatures ("qualiﬁcation") read as their letters.
  // Word's Symbol and Wingdings bullets read as Windows-1252 ("ï‚§", "ï‚·", "â€¢") or as their private-use code points:
  // a bullet each, before a tab after one is read as a table's cell.
  const input = tableRows(text.slice(0, 50_000).replace(/ï‚[§·¨Ø]|â€¢|[\uF0A7\uF0A8\uF0D8\uF076\uF0FC]/g, '•'))
    .replace(/[\uFB00-\uFB06]/g, (c) => c.normalize('NFKC'))
    // Bold marked as Markdown ("**Key Selection Criteria**", from a page or a chat pasted as text) is plain text.
    .replace(/\*\*|__/g, '')
    // A table's kind cell before a bulleted cell ("Experience⇥•⇥Experience in a customer service role …") heads the
    // bullets of its row and the rows under it.
    .replace(new RegExp(`^([^\\t\\n.:]{2,50})\\t+(${BULLET_GLYPH})\\t+`, 'gm'), (m, kind: string, bullet: string) =>
      headerRow(kind) ? `${kind}\n${bullet} ` : m,
    );
  const flat = !/[\n\r]/.test(input.trim());
  /** Paragraphs read as prose, whose instructions are read whole ("You are not required to address the | Desirable
   * Characteristics" is cut in two as items). */
  const paragraphs: string[] = [];
  const pieces = piecesOf(input, flat, paragraphs, isWord);
  /** Each criterion, its number as pasted and the list it is in (a heading such as "Desirable" starts another). */
  const numbered: NumberedCriterion[] = [];
  let list = 0;
  /** The name of the list being read ("Desirable"), from its heading. */
  let listHeading = '';
  const skipped: string[] = [];
  /** Whether the last criterion is a name that the next line may describe: a capability or a line ending in ":"
   * (true), or a short Title Case name ("name"), which only a line saying what it means describes. */
  let openTitle: boolean | 'name' = false;
  let inConditions = false;
  /** The parts the ad says not to address, by their headings' names. */
  const leftOut = notAddressed(`${input}\n\n${adText.slice(0, 50_000)}`);
  /** Whether a heading of essential criteria has been read. */
  let essentialHeading = false;
  // A whole position description pasted: only the lines under a criteria heading are criteria.
  const sectioned = !flat && pieces.some(({ text: t }) => partOpened(t) === 'criteria');
  /** Where a "Selection Criteria" heading of its own is pasted: "Essential Requirements" above it are conditions. */
  const criteriaHeadingAt = flat
    ? -1
    : pieces.findIndex(({ text: t }) => /^(?:key )?selection criteria:?$/i.test(t.trim()));
  let part: 'criteria' | 'other' | null = null;
  /** Whether the list being read is headed as capabilities ("Focus capabilities"), and the items read under one. */
  let underCapabilities = false;
  const capabilityItems = new Set<string>();
  /** Whether the last criterion takes lettered sub-points: it ended on a colon or a list word, or took one already. */
  let takesSubPoints = false;
  /** Whether the last criterion took the first of a list it introduced, whose other points may follow. */
  let subPoints = false;
  /** Whether the last criterion is a name that took a line of description, which more such lines may follow. */
  let described = false;
  /** Criteria read under a heading of the job's own ("Key duties", "How to apply") in a paste with no criteria heading. */
  const underOther = new Set<NumberedCriterion>();
  /** The criteria pasted as bullets: a bullet under one is another of the list, not a point of it. */
  const bulletedItems = new Set<NumberedCriterion>();
  /** One capitalised word on the line before, which the next line may describe. */
  let oneWordName: string | null = null;
  /** Whether a flattened ad's heading of what it asks of the person has been read. */
  let seenAsksOfYou = false;
  /** A numbered short name ("1. Program and contract management") whose bullets below are its description. */
  let bulletsDescribe: NumberedCriterion | null = null;
  /** The criterion a line set a level down belongs to: the one on the line above, itself no sub-point. */
  let subOf: NumberedCriterion | null = null;
  /** Whether the paste has a column of behavioural capabilities beside its criteria (the ACT's tables). */
  const capabilityColumn = pieces.some((p) => words(p.text) <= 8 && /\bbehavioural capabilit(?:y|ies)$/i.test(p.text));
  for (const [at, { text: pasted, prose, number, marker, lettered, bulleted, sub, listItem }] of pieces.entries()) {
    const parent = sub && number === null ? subOf : null;
    if (!sub) subOf = null;
    // Only the bullets straight under the name describe it: any other line ends its description.
    const describing = bulleted ? bulletsDescribe : null;
    if (!bulleted) bulletsDescribe = null;
    const criteriaHeadingBelow = at < criteriaHeadingAt;
    const name = oneWordName;
    oneWordName = null;
    // A flattened ad's heading of what it asks of the person heads the piece it opens: what is asked follows it.
    const asksOfYou = flat && !seenAsksOfYou ? ASKS_OF_YOU.exec(pasted) : null;
    const raw = asksOfYou ? pasted.slice(asksOfYou[0].length).replace(/^\s*:?\s*/, '') : pasted;
    // A lead-in before a colon ("To be successful you will need: …") introduces the items; it is not one.
    // So is a kind of criteria before its first ("Experience: Experience in providing …").
    // So is the list a line is in ("Essential: Demonstrated experience …", "Desirable: Experience in …").
    const piece = raw.replace(/^[^:]{0,80}:\s*(?=\S)/, (m) =>
      /\b(need|have|bring|be|include)\b/i.test(m) || headerRow(m.trim()) || LIST_LABEL.test(m) ? '' : m,
    );
    // Tasmania's "Essential Requirements" and "Desirable Requirements" after its selection criteria are conditions of
    // employment (a licence, a check) and preferred qualifications, not more criteria to address.
    // Not when the criteria were under an "Essential" heading: then "Desirable Requirements" lists more criteria.
    // Before the criteria too, where the paste has a heading for them ("Requirements: Essential Requirements: …" above
    // "Selection Criteria:" in a Tasmanian statement of duties).
    // "Requirements" alone after them lists the same conditions whatever heading came before.
    const afterCriteria =
      (numbered.length > 0 || criteriaHeadingBelow) &&
      ((!essentialHeading && REQUIREMENTS_AFTER.test(piece.trim())) || /^requirements:?$/i.test(piece.trim()));
    // The same heading with its conditions on its line ("Essential Requirements: Current Working with Children Check
    // clearance …"): after the criteria, conditions to meet, not a criterion to address.
    if (numbered.length > 0 && !essentialHeading && !flat && REQUIREMENTS_INLINE.test(piece.trim())) {
      skipped.push(piece);
      inConditions = true;
      continue;
    }
    // An item cut from a paragraph ("… each of the | Essential | Minimum Requirements …") is no heading.
    // Nor is a bullet in small letters ("• eligibility and priority housing assessment" is a point, no "Eligibility").
    const opens =
      flat || prose || (bulleted && /^\p{Ll}/u.test(piece)) ? null : afterCriteria ? 'other' : partOpened(piece);
    if (opens === 'criteria' && /\bessential\b/i.test(piece)) essentialHeading = true;
    if (opens) {
      part = opens;
      // "Special conditions" and what follows it (a police check, travel) are conditions of the job, not criteria.
      inConditions = NON_CRITERIA_PART.test(piece) || afterCriteria || leftOut.has(headingName(piece));
      openTitle = false;
      underCapabilities = /capabilit/i.test(piece);
      if (/\b(?:essential|desirable)\b/i.test(piece)) [list, listHeading] = [list + 1, listName(piece)];
      if (!HEADING_ONLY.test(piece)) skipped.push(piece);
      continue;
    }
    // A targeted question is asked of the person wherever it sits ("How to apply … 1. Please provide an example …").
    if (sectioned && part !== 'criteria' && !isTargetedQuestion(piece)) {
      skipped.push(piece);
      continue;
    }
    // In a flattened paste, what comes before the selection criteria heading is about the job (its title, reference);
    // so is what comes before the heading of what the ad asks of the person in a whole ad pasted flat ("ABOUT YOU:
    // Registered Nurse …", "What you bring Proven track record …"), once, at the first such heading.
    if (flat && /selection criteria/i.test(piece) && HEADING_ONLY.test(piece) && numbered.length) {
      skipped.push(...numbered.splice(0).map((c) => c.text));
    }
    if (asksOfYou) {
      seenAsksOfYou = true;
      skipped.push(...numbered.splice(0).map((c) => c.text));
      if (!raw) continue;
    }
    if (HEADING_ONLY.test(piece) || MARKER_ONLY.test(piece) || headerRow(piece)) {
      // A part the ad says not to address ("Qualifications do not need to be addressed separately") is left out.
      inConditions = leftOut.has(headingName(piece));
      openTitle = false;
      if (HEADING_ONLY.test(piece)) {
        [list, listHeading] = [list + 1, listName(piece)];
        underCapabilities = /capabilit/i.test(piece);
      }
      continue;
    }
    const listed = numbered.at(-1);
    // A two-column table flattened (the ACT's "Professional/technical skills and knowledge ⇥ Behavioural capability"):
    // a short line between two numbered criteria is the capability the one above is assessed against, no criterion.
    const nextNumbered = at + 1 === pieces.length || pieces[at + 1]!.number !== null;
    if (
      capabilityColumn &&
      listed?.number != null &&
      number === null &&
      !bulleted &&
      nextNumbered &&
      words(piece) <= 6 &&
      !/[.?!:;]$/.test(piece) &&
      /[.?!]$/.test(listed.text)
    ) {
      listed.text = `${listed.text} (${piece})`;
      continue;
    }
    // A point a level down says more of the criterion above it, whatever its words ("Demonstrated ability to …").
    if (parent && parent === listed && !SUB_LINE.test(piece)) {
      listed.text = withPoint(listed.text, piece);
      // Its points said, the criterion ("(b) … skills, including:") takes no line of description after them: the next
      // lettered line is a criterion of its own.
      openTitle = false;
      continue;
    }
    // Bullets under a numbered name are what it asks ("1. Program and contract management" / "- Demonstrated
    // experience administering grants …" / "- Monitors performance …"): one criterion, however many.
    if (describing && number === null && listed === describing) {
      const opened = listed.text.includes(': ');
      listed.text = opened ? withPoint(listed.text, piece) : `${listed.text}: ${piece}`;
      openTitle = false;
      continue;
    }
    // Bullets in small letters under a numbered criterion are its points, though it ended on a full stop ("KSC2. …
    // to achieve project outcomes." / "• experience planning and facilitating consultation activities"); so are those
    // under a line that is no bullet itself, a description's points under a name (Tasmania's "Communication and
    // engagement" / "Highly developed … skills, with the ability to …" / "• listening to and responding calmly …" / "o
    // adapting communication …"), never criteria of their own.
    if (
      listed &&
      (listed.number !== null || !bulletedItems.has(listed)) &&
      bulleted &&
      number === null &&
      /^\p{Ll}/u.test(piece) &&
      !SUB_LINE.test(piece)
    ) {
      listed.text = withPoint(listed.text, piece);
      openTitle = false;
      continue;
    }
    // "1. … including:" over "(a) natural area management; (b) …; and (c) …": the lettered points are the criterion's.
    if (listed && lettered && takesSubPoints) {
      listed.text = `${listed.text.replace(/\s*:$/, '')}${listed.text.endsWith(':') ? ' ' : '; '}${piece.replace(/;?\s*(?:and|or)?$/, '')}`;
      openTitle = false;
      continue;
    }
    // A line in brackets under a short name says what it means ("4. Working with others" / "(The capacity to work
    // cooperatively …)"): the name's description, without its brackets.
    const bracketed = IN_BRACKETS.exec(piece);
    if (listed && bracketed && number === null && words(listed.text) <= 8 && !/[.?!]$/.test(listed.text)) {
      listed.text = `${listed.text.replace(/:$/, '')}: ${bracketed[1]!.trim()}`;
      openTitle = false;
      continue;
    }
    // A sub-line that says what a criterion includes ("– Including timely escalation … using ISBAR") is part of it.
    if (listed && SUB_LINE.test(piece)) {
      // A bracket spilled from a table's cell ("(e.g. Tenders WA, Contracts WA)") joins as it stands.
      listed.text = piece.startsWith('(')
        ? `${listed.text.replace(/[.;:]$/, '')} ${piece}`
        : `${listed.text.replace(/[.;:]$/, '')}, ${piece.charAt(0).toLowerCase()}${piece.slice(1)}`;
      continue;
    }
    // A criterion that ends on "such as" or "including" takes the list the paste split from it ("Experience with
    // therapeutic approaches such as: Motivational Enhancement Therapy, …").
    if (listed && LISTS_NEXT.test(listed.text)) {
      listed.text = `${listed.text.replace(/\s*:$/, '')} ${piece}`;
      subPoints = true;
      // Its list is its description: the next line with a capital is a criterion of its own.
      openTitle = false;
      continue;
    }
    // More of its list in small letters ("- facilitating meetings, workshops and interagency networks"): the same
    // criterion's, until a line opens with a capital.
    if (listed && subPoints && /^\p{Ll}/u.test(piece)) {
      listed.text = withPoint(listed.text, piece);
      continue;
    }
    subPoints = false;
    // "Special conditions" and what follows it (a police check, travel) are conditions of the job, not criteria.
    if (NON_CRITERIA_PART.test(piece)) inConditions = true;
    // More lines that say what a described name means join it too ("Leads strategically" / "• Understands …" /
    // "• Identifies trends …"), before any reads as a capability of its own ("Communicates financial information …").
    const describes = /^\p{Lu}\p{Ll}+s\b/u.test(piece) && !/^(?:Demonstrates|Has|Is)\b/.test(piece);
    const more: boolean =
      described &&
      !flat &&
      describes &&
      number === null &&
      !isCapabilityName(piece) &&
      words(piece) >= 4 &&
      // A bullet after a bulleted name is the next name ("• Communicates with influence" / its description / "•
      // Delivers results and resolves issues"), not a point of the first.
      !(bulleted && listed && bulletedItems.has(listed)) &&
      // "Applications will be assessed against …" talks about the process, not the capability.
      !notCriterion(piece, ASKS.test(piece));
    described = more;
    if (more && listed) {
      listed.text = withPoint(listed.text, piece);
      continue;
    }
    const capability = isCapabilityName(piece) || capabilityOf(piece) !== null;
    // A question asked of the person is one, whatever its first sentence says ("Our officers work closely with …").
    // An award named as what the job asks ("Certificate IV in Alcohol and Other Drugs") is one too.
    const award = AWARD_ASKED.test(piece);
    // In prose, a flattened page or an unnumbered line, an award the ad calls desirable ("A Certificate IV in Business
    // Administration … is desirable.", "A tertiary qualification in … is desirable." under "Qualifications") is a note
    // on qualifications beside the criteria, not one to address.
    const awardNote = (prose || flat || number === null) && award && PREFERRED_AWARD.test(piece);
    if (
      awardNote ||
      inConditions ||
      (number === null && WORKING_HOURS.test(piece.trim())) ||
      (!capability && !award && !isTargetedQuestion(piece) && notCriterion(piece, ASKS.test(piece)))
    ) {
      // A heading of desirable requirements ("DESIRABLE CHARACTERISTICS") starts another list.
      if (/\b(?:desirable|essential)\b/i.test(piece) && words(piece) <= 6)
        [list, listHeading] = [list + 1, listName(piece)];
      skipped.push(piece);
      openTitle = false;
      continue;
    }
    // A lead-in that ends with a colon ("To be successful you will need:") introduces the items; a numbered one
    // ("3. Well-developed written communication skills, demonstrated by:") is a criterion with its points to come.
    // One that asks for something is a criterion with its points to come ("Well-developed written and verbal
    // communication skills, including:").
    // So does one that opens as a lead-in, though it names what is shown ("To be successful you will need to
    // demonstrate:" over "i. Experience planning …").
    if (/:$/.test(piece) && words(piece) <= 12 && number === null && (!ASKS.test(piece) || LEAD_IN.test(piece)))
      continue;
    const instruction = INSTRUCTION.test(piece) || ASKS_ONE_STATEMENT.test(piece) || numbersAsked(piece) !== null;
    // One capitalised word on its line names the description under it ("Teamwork"); over anything else it heads a
    // group ("Vision" over "Leads strategically").
    // A bullet of one word is an item of its list ("- Teamwork" among personal attributes), no name over others.
    const oneWordItem = bulleted && /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)?$/u.test(piece.trim());
    if (!flat && !instruction && !oneWordItem && /^\p{Lu}\p{Ll}+$/u.test(piece)) {
      oneWordName = piece;
      // A new name: the criterion above takes no more description ("RecruitAbility" under the capabilities).
      openTitle = false;
      continue;
    }
    if (
      instruction ||
      (words(piece) < 2 && !oneWordItem) ||
      words(piece) > MAX_WORDS ||
      (prose && !ASKS.test(piece) && !award && !isTargetedQuestion(piece))
    ) {
      skipped.push(piece);
      continue;
    }
    // A line of description under a capability name or a short title belongs to it ("Communicate Effectively" /
    // "Tailor communication to the audience…"), unless it is itself a capability name.
    // In a flattened paste, a piece that starts in small letters is the rest of the criterion a page footer cut, not
    // an item of a list.
    const last = numbered.at(-1);
    if (flat && !listItem && /^\p{Ll}/u.test(piece) && last && !/[.?!]$/.test(last.text)) {
      last.text = `${last.text} ${piece}`;
      continue;
    }
    // After a short Title Case name ("Policy Development"), only a line that says what it means is its description
    // ("Understands the policy-making process …"), not the next criterion.
    const says = /^\p{Lu}\p{Ll}+s\b/u.test(piece) && !/^(?:Demonstrates|Has|Is)\b/.test(piece);
    // Under a numbered name, an unnumbered line is its description, whatever its first word ("4. Analysis and problem
    // solving" / "Ability to gather and analyse information …"): the list's criteria carry numbers.
    const underNumbered = last?.number != null && !bulleted;
    const description =
      (words(piece) >= 6 || /^\p{Ll}/u.test(piece)) && (openTitle !== 'name' || says || underNumbered);
    // A numbered line is a criterion of its own, never the one above's description.
    if (openTitle && last && description && !isCapabilityName(piece) && number === null) {
      last.text = `${last.text.replace(/:$/, '')}: ${piece}`;
      openTitle = false;
      described = true;
      continue;
    }
    numbered.push({
      // Over a capability the word heads its group (LC4Q's "Vision" over "Leads strategically – …"), no name of it.
      text: name && words(piece) >= 6 && !capability ? `${name}: ${bracketed?.[1]!.trim() ?? piece}` : piece,
      number,
      list,
      marker,
      // A mark at its end ("… (Desirable)") names its list too.
      listName: listName(MARK.exec(piece)?.[0] ?? listHeading),
    });
    if (!sub) subOf = numbered.at(-1)!;
    if (bulleted) bulletedItems.add(numbered.at(-1)!);
    // So are the bullets under a capability's name on a line of its own: its behaviours ("Supports productive working
    // relationships" / "• Nurtures internal and external relationships" / "• Guides, mentors and develops people").
    if (
      (number !== null && words(piece) <= 6 && !/[.?!:;]/.test(piece)) ||
      (!bulleted && number === null && isCapabilityName(piece) && words(piece) <= 6)
    )
      bulletsDescribe = numbered.at(-1)!;
    if (part === 'other' && !isTargetedQuestion(piece)) underOther.add(numbered.at(-1)!);
    takesSubPoints = number !== null && (/:$/.test(piece) || LISTS_NEXT.test(piece));
    if (underCapabilities || (isCapabilityName(piece) && words(piece) <= 6)) capabilityItems.add(piece);
    // Only a name alone takes the next line as its description ("Builds enduring relationships – Builds …" has one).
    openTitle = flat
      ? false
      : (isCapabilityName(piece) && words(piece) <= 6) || /:$/.test(piece)
        ? true
        : shortName(piece) || numberedName(piece, number)
          ? 'name'
          : false;
  }
  // Lines under the job's own headings are its duties or how to apply, not criteria, where the paste asks for
  // something elsewhere: in its other lines, or as capabilities it names in a sentence ("… demonstrate the following
  // capabilities: Achieves results, Supports productive working relationships, and Communicates with influence").
  // Read only when it can decide something: some lines stand under the job's headings, or none was a criterion.
  const named = underOther.size || !numbered.length ? namedCapabilities([...paragraphs, ...skipped].join('\n')) : [];
  const outside = numbered.filter((c) => !underOther.has(c));
  if (underOther.size && (outside.length || named.length)) {
    skipped.push(...[...underOther].map((c) => c.text));
    numbered.splice(0, numbered.length, ...outside);
  }
  if (!numbered.length && named.length) numbered.push(...named.map((text) => ({ text, number: null, list })));
  // A paragraph that runs a framework's capabilities together with their behaviours ("Supports strategic direction
  // Supports shared purpose and direction Thinks strategically … Achieves results Identifies and uses resources wisely
  // …"): the capabilities are the criteria, each once, and a behaviour read as an ask ("Demonstrates public service
  // professionalism and probity") is part of one, not a criterion of its own.
  const runTogether = paragraphs.length ? namedCapabilities(paragraphs.join('\n')) : [];
  if (runTogether.length >= 3 && numbered.length && numbered.every((c) => paragraphs.some((p) => p.includes(c.text)))) {
    // Its pieces are read, as the capabilities' parts: none is shown back as left out.
    const theirs = paragraphs.filter((p) => namedCapabilities(p).length >= 3);
    skipped.splice(0, skipped.length, ...skipped.filter((x) => !theirs.some((p) => p.includes(x))));
    numbered.splice(0, numbered.length, ...runTogether.map((text) => ({ text, number: null, list })));
  }
  // So does one line, too short to be read as prose.
  for (const [i, c] of [...numbered.entries()].reverse()) {
    const names = namedCapabilities(c.text);
    if (names.length >= 3) numbered.splice(i, 1, ...names.map((text) => ({ ...c, text })));
  }
  const read = flat ? numbered : pairNames(numbered);
  // Lists named apart ("Essential" and "Desirable") are named in each heading; one list alone needs no name.
  const showList = new Set(read.map((c) => c.listName ?? '')).size > 1;
  const labelOf = new Map(
    read.map((c) => [
      c.text.replace(MARK, ''),
      criterionLabel(c.marker ?? '', c.listName ?? '', showList, isTargetedQuestion(c.text)),
    ]),
  );
  const labelled = (criteria: string[]) => criteria.map((c) => labelOf.get(c) ?? '');
  // "Address Essential criteria 1, 2 and 3": the others are handed back with the reason.
  const only = addressOnly(read, [...skipped, ...paragraphs]);
  if (only) {
    const kept = [...new Set(only.kept.map((c) => c.replace(MARK, '')))].slice(0, 20);
    return { criteria: kept, skipped: [...skipped, ...only.left], labels: labelled(kept) };
  }
  // NSW asks targeted questions and lists the role's focus capabilities beside them, even where the ad does not say
  // to answer the questions only: the questions are answered, and the capabilities are what they assess.
  const asked = read.filter((c) => !capabilityItems.has(c.text));
  if (asked.some((c) => isTargetedQuestion(c.text)) && asked.length < read.length) {
    skipped.push(
      ...read.filter((c) => capabilityItems.has(c.text)).map((c) => `${c.text} (a capability the questions assess)`),
    );
    const questions = [...new Set(asked.map((c) => c.text))].slice(0, 20);
    return { criteria: questions, skipped, labels: labelled(questions) };
  }
  const criteria = [...new Set(read.map((c) => c.text.replace(MARK, '')))].slice(0, 20);
  // None listed: what a pitch asks, from the sentence that says what the ad looks for or the pitch's own ask, one
  // statement drawing on them all.
  if (!criteria.length) {
    const { asks, pitch } = pitchAsks([...paragraphs, ...skipped].join('\n'));
    if (asks.length) return { criteria: pitch && asks.length > 1 ? [oneStatement(asks)] : asks, skipped };
  }
  // "Write your pitch as a single statement – you do not need to respond to each capability separately": one response
  // that draws on them all.
  if (criteria.length > 1 && [...skipped, ...paragraphs].some((x) => ASKS_ONE_STATEMENT.test(x)))
    return { criteria: [oneStatement(criteria)], skipped };
  return { criteria, skipped, labels: labelled(criteria) };
}
