/**
 * A paste cut into its pieces before they are read as criteria: lines put back together, items found by their
 * markers or new lines, a bullet and its level kept as marks, a sentence that asks several things cut into its asks,
 * and a paragraph of prose read into its items (`proseItems`), its text kept in `paragraphs` for the instructions in
 * it. Each pattern bounded or anchored (no backtracking on what a person pastes).
 */
import { proseItems } from './prose-items';
import { wordCount as words } from '../analyse/checks/check';
import { joinedAtHyphen, unwrapLines } from './unwrap-lines';
import { askedInProse } from './asked-in-prose';
import { runOnNumbers } from './run-on-numbers';
import { capitalise } from './sentence';
import { sentencesOf } from '../analyse/objective';

/** A piece with no marker of its own: no number or letter, no bullet. */
const UNMARKED: { number: number | null; marker: string; lettered: boolean; bulleted: boolean; sub: boolean } = {
  number: null,
  marker: '',
  lettered: false,
  bulleted: false,
  sub: false,
};

/** A numbered or lettered item's marker: "KSC 2:", "Criterion 3 –", "4.", "5)", "(b)", "c)", "(iv)". */
const MARKER =
  '(?:(?:(?:key )?selection criteri(?:on|a)|ksc|sc|criteri(?:on|a)|question)[ \\t]*\\d{1,2}[ \\t]*[.:)–-]?\\s|\\d{1,2}\\s*[.)]\\s+\\S|\\(?(?:[ivx]{2,4}|[a-z])\\)\\s)';
/** A bullet as pasted: Word's and the web's glyphs, a PDF's private-use dot, a check mark or an arrow ("✔ Demonstrated
 * experience …", "➢ Ability to …"), an emoji's variation mark after it. */
export const BULLET_GLYPH = '(?:[•·▪●◦‣∙*–\\uF0B7✔✓☑➢➤►▶◆■○-]\\uFE0F?)';
const NEW_LINE = `[\\n\\r]+\\s*(?:(?:${BULLET_GLYPH}|o(?=\\s))\\s*)?`;
/** Where an item starts in flattened text: a marker anywhere, or a new line. */
const ITEM_START_FLAT = new RegExp(`(?:^|\\s)(?=${MARKER})|${NEW_LINE}`, 'gi');
/** Where an item starts in text with lines: a new line (its marker at the start is cut later), so a number inside a
 * line ("Research Officer (HEW Level 6) …") starts nothing. */
const ITEM_START_LINES = new RegExp(NEW_LINE, 'g');
/** A bullet at the start of a line, and the mark that stands for it once the lines are split. */
const BULLET_AT_LINE = new RegExp(`([\\n\\r]+([ \\t]{0,8}))(${BULLET_GLYPH}|o(?=[ \\t]))[ \\t]{0,8}(?=\\S)`, 'g');
const BULLETED = '\u2063';
/** The mark of a bullet a level down: indented by spaces (a tab alone is a table's next row), or Word's second-level "o" or "◦" ("1. Stakeholder management: …" /
 * "   o Demonstrated ability to work with …" is one criterion and its point). */
const SUB_BULLETED = '\u2064';
const bulletMark = (_: string, line: string, indent: string, glyph: string) =>
  `${line}${BULLETED}${/ {2}/.test(indent) || glyph === 'o' || glyph === '◦' ? SUB_BULLETED : ''}`;
const LEADING_MARKER = new RegExp(
  `^${BULLET_GLYPH}?\\s*(?:(?:key )?selection criteri(?:on|a)|ksc|sc(?=\\s*\\d)|criteri(?:on|a)|question)?\\s*(?:\\d{1,2}(?:\\.\\d{1,2})?|\\(?(?:[ivx]{2,4}|[a-z])\\)|(?:[ivx]{1,4}|[a-h])\\.(?=\\s))?\\s*[.:)\\-–]?\\s+`,
  'i',
);
/**
 * The parts of a Victorian position description's key selection criteria ("Knowledge and skills", "Personal
 * qualities", "Specialist/technical expertise", "Qualifications") and of South Australia's role descriptions ("Essential
 * Minimum Requirements", "Personal Abilities/Aptitudes/Skills"), run into the criteria around them when the text is
 * flattened: set on a line of their own. Only as a heading is written, with its capital, before a capital or a number.
 */
const FLAT_HEADING =
  /(?<=\s|^)(?:((?:Key [Ss]|S)election [Cc]riteria)(?=:?\s+\p{Lu}|:?\s*$)|(Knowledge and skills|Personal qualities|Specialist\/technical expertise|Qualifications(?: [Mm]andatory)?|Other requirements|Other relevant information|Organisational relationships|Key relationships|How to apply|Essential Minimum Requirements|Desirable Characteristics|Personal Abilities\/Aptitudes\/Skills|Special Conditions|Essential|Desirable)(?=:?\s+(?:\p{Lu}|\d)|:?\s*$))/gu;
/** A criteria heading that opens a line its criteria run on ("Key Selection Criteria: 1. Demonstrated …"): set on a
 * line of its own, so the lines above it (the ad's title, pay and place) are read as the ad's, not as criteria. */
const CRITERIA_INLINE = /^((?:key )?selection criteria:)[ \t]*(?=\S)/gim;
/** Lines that tell the applicant what to do, not what to show ("You do not need to address each dot point
 * separately"). */
export const INSTRUCTION =
  /\b(how to apply|apply now|applications? close|closing date|please (?:contact|call|refer|submit|attach|address|respond|answer)|(?:are|is) required to (?:submit|address|respond|provide)|submit (?:a|an|your)|be addressed|for (?:more|further) information|(?:position|role) description|cover letter|resume|curriculum vitae|word limit|no more than (?:\d+|one|two|three|four|five|half)|maximum of \d+|max(?:imum)? \d+ words|up to \d+ words|in (?:no more than )?\d+ words|(?:should|must) not exceed|(?:respond to|address) (?:the|each|all)(?: of the)? (?:[\w-]+ ){0,3}(?:criteri\w*|questions?|capabilit\w*|requirements)|your response|your application|pitch|(?:will|to) be assessed (?:on|against)|the following (?:[\w-]+ ){0,2}(?:attributes|criteria|capabilities|competencies)|(?:do not|don't|need not|no need to) (?:need to )?(?:address|respond to) (?:each|every|the|all)\b)\b/i;
/** Openings of a targeted question or a criterion run into a flattened paragraph. */
const RUN_ON =
  /(?<=[a-z),.])(?<!(?:^|\s)\d{1,2}\.)\s+(?=(?:ABOUT YOU\b|About [Yy]ou:|WHAT YOU BRING\b|What [Yy]ou [Bb]ring:|For (?:more|further) information|For a confidential discussion|Please provide an example|Provide an example|Describe a time|Describe how|Tell us about|Give an example|Ability|An? (?:understanding|ability|high|strong|demonstrated|team|strategic|proven|motivated|collaborative|highly|self)|Demonstrated|Dedicated|Relevant|Maintain|Knowledge|Experience|Experienced|Skilled|Highly|Sound|Strong|Excellent|Proven|Understanding|High level|Well[- ]developed|Capacity|Commitment|Tertiary|Extensive|Effective|Proficiency|Proficient|Familiarity|Current|Applications close)\b)/g;

/**
 * A flattened PDF's running header and footer: a run of words printed again on each page ("Position Description |
 * Student Success Adviser (HEW Level 5) | Academic Services Division", "Version 2.3 - Approved 04/2024 - Printed
 * copies are uncontrolled"). A run of at least five words that comes twice, and holds a bar or stands beside a page
 * mark, goes wherever it stands; a criterion's words said twice ("the ability to work effectively") hold neither.
 * One pass to count five-word shingles, one to mark and cut: linear.
 */
function withoutRunningText(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const SHINGLE = 5;
  const seen = new Map<string, number>();
  for (let i = 0; i + SHINGLE <= words.length; i++) {
    const key = words.slice(i, i + SHINGLE).join(' ');
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i + SHINGLE <= words.length; i++)
    if (seen.get(words.slice(i, i + SHINGLE).join(' '))! > 1) repeated.fill(true, i, i + SHINGLE);
  const kept: string[] = [];
  for (let i = 0; i < words.length;) {
    if (!repeated[i]) {
      kept.push(words[i++]!);
      continue;
    }
    let end = i;
    while (end < words.length && repeated[end]) end++;
    const run = words.slice(i, end);
    const near = words.slice(Math.max(0, i - 4), Math.min(words.length, end + 4)).join(' ');
    if (run.includes('|') || /\b[Pp]age \d{1,3} of \d{1,3}\b/.test(near)) {
      // A page mark the run began inside ("Page 3" before "of 4 Version 2.3 …") goes with it.
      if (run[0] === 'of' && /^\d{1,3}$/.test(kept.at(-1) ?? '') && /^page$/i.test(kept.at(-2) ?? '')) kept.splice(-2);
      kept.push('\n');
    } else kept.push(...run);
    i = end;
  }
  return kept.join(' ');
}

/** "Page 3 of 4" and the markings printed on each page of a government PDF ("OFFICIAL", "OFFICIAL: Sensitive"). */
const PAGE_MARK = /\b[Pp]age \d{1,3} of \d{1,3}\b|\bOFFICIAL(?:: Sensitive)?\b|\bPROTECTED\b/g;
/** The running header printed after a page mark ("Page 3 of 4 OFFICIAL Department of Transport and Planning | Position
 * Description data partners, …"): the agency and the document's kind either side of a bar, in capitals. Bounded. */
const RUNNING_HEADER =
  /(?<=\b(?:[Pp]age \d{1,3} of \d{1,3}|OFFICIAL)\s{1,3})(?:(?:\p{Lu}[\p{L}&'’-]*|of|and|the|for)\s){1,8}\|\s(?:\p{Lu}[\p{L}'’-]*\s){1,3}/gu;

/** Words a sentence or a heading opens with, which a web page copied without its line breaks runs into the word
 * before ("About YouYou will hold …", "Key Selection CriteriaDemonstrated experience …"). */
const GLUED =
  /(?<=\p{Ll})(?=(?:You|We|Our|The|About|Key|How|What|Please|Demonstrated|Sound|Excellent|Proven|Strong|Experience|Knowledge|Ability|Well|Highly|Relevant|Tertiary|Current|Applications|Proficiency)\b)|(?<=[\p{L}\d)][.!?:])(?=\p{Lu}\p{Ll})/gu;
/** A word a flattened PDF broke at a line's end, its hyphen and the line's end a space ("higher educa- tion"), one
 * word again where the dictionary knows it, as `unwrapLines` joins a broken line ("post- award" keeps its hyphen). */
const rejoined = (text: string, isWord?: (w: string) => boolean) =>
  isWord
    ? text.replace(/(\p{L}{2,})- (\p{Ll}{2,})/gu, (m, a: string, b: string) => {
        const joined = joinedAtHyphen(`${a}-`, b, isWord);
        return joined === `${a}-${b}` ? m : joined;
      })
    : text;
/** A flattened paste with its lost spaces put back, where a sentence or heading ran into the word before. */
const unglued = (text: string) => text.replace(GLUED, ' ');

/** A lettered marker: "(a)", "b)", "(iv)", "ii.", "c.". */
const LETTER_MARKER = new RegExp(
  `^\\s*${BULLET_GLYPH}?\\s*(?:\\(?(?:[ivx]{2,4}|[a-z])\\)|(?:[ivx]{1,4}|[a-h])\\.\\s)`,
  'i',
);
/** A criterion is a sentence or two; a longer piece is a paragraph about the job. */
export const MAX_WORDS = 60;
/** What a sentence of prose must have to be a criterion: it asks for an ability, experience, knowledge or a skill. */
export const ASKS =
  /\b(demonstrat\w*|abilit\w*|able to|experience\w*|knowledge|skills?|capacity|understanding|proven|high level|well[- ]developed|excellent|strong|commitment|qualification\w*|degree|licen[cs]e|registration|capabilit\w*|example|team player|thinker|collaborat\w*)\b/i;
/** The words that introduce a list of criteria ("To be successful in this role you will be"). */
export const LEAD_IN =
  /^(?:to be successful|to succeed|the (?:ideal|successful) (?:candidate|applicant)|you will (?:be|have|need|bring))\b/i;
/** Where one sentence turns to its next ask: ", you will have …", "… as well as being able to …". */
const SEVERAL_ASKS =
  /,?\s+(?:and\s+)?(?=you will[\s?](?:have|be|bring|need)\s)|\s+as well as (?=being able to\s|having\s)/i;
/**
 * "you will have proven ability to …" → "Proven ability to …": the ask without the words that introduce it, a lead-in
 * before them ("To be successful in this role, you will have"; a lost character for the space: "will?have") and a
 * lost character after the full stop (".?").
 */
const withoutYouWill = (text: string) => {
  const rest = text
    .replace(/^(?:to be successful[^,]{0,40},\s*)?you will[\s?](?:have|be|bring|need)\s+|^being able to\s+/i, (m) =>
      /^being/i.test(m) ? 'Able to ' : '',
    )
    .replace(/(?<=\.)\?$/, '')
    .replace(/[,;]\s*$/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};

/** A piece of the paste: its text, the marker it had, and whether it was prose or an item of a list. */
export interface Piece {
  text: string;
  prose: boolean;
  number: number | null;
  /** The marker as pasted ("(b)", "2.", "KSC 3:"), or none. */
  marker: string;
  lettered: boolean;
  bulleted: boolean;
  sub: boolean;
  listItem: boolean;
}

export function piecesOf(input: string, flat: boolean, paragraphs: string[], isWord?: (w: string) => boolean): Piece[] {
  return (
    (
      flat
        ? withoutRunningText(rejoined(unglued(input), isWord))
        : runOnNumbers(unwrapLines(input, isWord).replace(CRITERIA_INLINE, '$1\n'))
    )
      // A "?" standing alone between spaces is a lost bullet character (one character each side: linear on any run).
      .replace(/(?<=\s)\?(?=\s)/g, '\n')
      // A page mark or a security marking copied from a PDF ends what stands before it ("… detail. Page 3 of 4 OFFICIAL").
      .replace(RUNNING_HEADER, '')
      .replace(PAGE_MARK, '\n')
      .replace(flat ? RUN_ON : /$^/, '\n')
      // ("Selection criteria 2." is a marker, not a heading.)
      .replace(flat ? FLAT_HEADING : /$^/, '\n$1$2\n')
      // A bullet at a line's start is kept as a mark the split leaves, so a bulleted line is known as one.
      .replace(flat ? /$^/ : BULLET_AT_LINE, bulletMark)
      .split(flat ? ITEM_START_FLAT : ITEM_START_LINES)
      .map((piece) => {
        const p = piece.replace(BULLETED, '').replace(SUB_BULLETED, '');
        const marker = LEADING_MARKER.exec(p)?.[0] ?? '';
        const number = /\d{1,2}/.exec(marker)?.[0];
        return {
          p: p.slice(marker.length).replace(/\s+/g, ' ').trim(),
          number: number ? Number(number) : null,
          marker: marker.trim(),
          lettered: LETTER_MARKER.test(marker),
          bulleted: piece.startsWith(BULLETED),
          sub: piece.startsWith(`${BULLETED}${SUB_BULLETED}`),
        };
      })
      .filter(({ p }) => p.length > 1)
      // One sentence that asks for several things ("you will have proven ability to … project management, you will have
      // a client centric mind-set … as well as being able to maintain … relationships") is one criterion each.
      // Not an instruction ("Within the context of …, you will be assessed on your ability to …"), read whole. Split
      // sentence by sentence, so the sentence after ("A degree … would be well regarded.") is no part of the last ask.
      .flatMap(({ p, number, marker, lettered, bulleted, sub }) => {
        if (INSTRUCTION.test(p)) return [{ p, number, marker, lettered, bulleted, sub }];
        const sentences = sentencesOf(p);
        const pieces = sentences.flatMap((sentence) => {
          const asks = sentence
            .split(SEVERAL_ASKS)
            .map(withoutYouWill)
            .filter((x) => words(x) >= 3 && !(LEAD_IN.test(x) && !ASKS.test(x)));
          return asks.length > 1 ? asks : [sentence];
        });
        return pieces.length > sentences.length
          ? pieces.map((x) => ({ p: x, ...UNMARKED }))
          : [{ p, number, marker, lettered, bulleted, sub }];
      })
      // A paragraph is prose about the job (a pasted ad): it is read as the ad reader reads an ad, into sentences and
      // the items of its run-together lists ("…policy initiatives A team player who…"); only the items that ask for
      // something are criteria, lead-ins go, and the rest are handed back.
      // In a flattened paste a shorter piece is read so too when it names capabilities with a colon ("Customer focus:
      // Provides … Teamwork: Works …").
      // So is a shorter one that runs a list on with semicolons ("… will need: a Certificate IV …; demonstrated
      // experience …; sound knowledge of …").
      .flatMap(({ p, number, marker, lettered, bulleted, sub }) => {
        const items = words(p) > MAX_WORDS || flat ? proseItems(p) : [];
        /** An item after a semicolon or the lead-in's colon is one of a list, however it starts. */
        const inList = (x: string) => p.includes(`; ${x}`) || p.includes(`: ${x}`);
        const semicolonList = items.filter((x) => p.includes(`; ${x.text}`)).length >= 2;
        if (words(p) <= MAX_WORDS && !items.some((x) => x.named) && !semicolonList) {
          // Sentences that ask about the reader ("You will be assessed on your ability to … We are looking for someone
          // who can …") are an ask each, read as prose; a short paragraph is otherwise one criterion.
          const sentences = sentencesOf(p);
          if (sentences.length > 1 && sentences.some((x) => askedInProse(x) !== x)) {
            paragraphs.push(p);
            return sentences.map((x) => ({ text: askedInProse(x), prose: true, ...UNMARKED, listItem: false }));
          }
          return [{ text: askedInProse(p), prose: false, number, marker, lettered, bulleted, sub, listItem: false }];
        }
        paragraphs.push(p);
        return items
          .filter(({ text: x }) => !LEAD_IN.test(x) || ASKS.test(x))
          .map(({ text: x, named }) => ({
            // "…; and well-developed written skills" → "Well-developed written skills".
            // "You will be assessed on your ability to analyse …" → "Ability to analyse …".
            text: inList(x) ? capitalise(x.replace(/^(?:and|or) /, '')) : askedInProse(x),
            prose: !named,
            ...UNMARKED,
            listItem: inList(x),
          }));
      })
  );
}
