/**
 * A CV bullet as a first-person sentence in the past tense, whatever its shape: "Reduced stock errors by 40%" → "I
 * reduced stock errors by 40%."; "Managing a caseload of 15" → "I managed a caseload of 15."; "Manage rosters" → "I
 * managed rosters."; a noun phrase ("Member of the WHS committee") → "My work included membership…" is not attempted:
 * it becomes "My work included: member of the WHS committee." Only the opening verb changes, so the bullet's own
 * words, figures and names are kept.
 */
import { tagText } from '../nlp/tag-text';
import { STRONG_VERBS } from '../analyse/checks/action-verbs';
import { pastTense } from '../rewrite/transforms';

const IRREGULAR_PAST = new Map(
  Object.entries({
    lead: 'led',
    build: 'built',
    win: 'won',
    grow: 'grew',
    teach: 'taught',
    write: 'wrote',
    oversee: 'oversaw',
    sell: 'sold',
    drive: 'drove',
    make: 'made',
    run: 'ran',
    cut: 'cut',
    set: 'set',
    bring: 'brought',
    begin: 'began',
    speak: 'spoke',
    take: 'took',
    give: 'gave',
    keep: 'kept',
    hold: 'held',
    meet: 'met',
    send: 'sent',
    spend: 'spent',
    buy: 'bought',
    think: 'thought',
    find: 'found',
    get: 'got',
    do: 'did',
    go: 'went',
    see: 'saw',
    put: 'put',
    deal: 'dealt',
    feed: 'fed',
    understand: 'understood',
    undertake: 'undertook',
    lend: 'lent',
  }),
);
const PAST_FORMS = new Set(IRREGULAR_PAST.values());

/** "led" → "lead", "reduced" → "reduce", "planned" → "plan", "worked" → "work": the dictionary decides which. */
export function baseOf(past: string, isWord: (w: string) => boolean): string | null {
  const p = past.toLowerCase();
  for (const [base, form] of IRREGULAR_PAST) if (form === p) return base;
  if (p.endsWith('ied')) return `${p.slice(0, -3)}y`;
  if (!p.endsWith('ed')) return null;
  const doubled = p.length > 4 && p.at(-3) === p.at(-4) ? p.slice(0, -3) : null;
  return (
    [p.slice(0, -1), p.slice(0, -2), doubled].find((c) => c && c.length > 1 && isWord(c) && pastOf(c) === p) ?? null
  );
}

/** The past tense of a verb's base form: "manage" → "managed", "plan" → "planned", "liaise" → "liaised". */
export function pastOf(base: string): string {
  const b = base.toLowerCase();
  const irregular = IRREGULAR_PAST.get(b);
  if (irregular) return irregular;
  if (b.endsWith('e')) return `${b}d`;
  if (/[^aeiou]y$/.test(b)) return `${b.slice(0, -1)}ied`;
  // One syllable ending consonant-vowel-consonant doubles its last letter ("plan", "ship"), not w, x or y.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(b)) return `${b}${b.at(-1)}ed`;
  return `${b}ed`;
}

/** A verb's base from its third person ("manages" → "manage", "liaises" → "liaise", "coordinates"). */
const fromThirdPerson = (w: string) =>
  w.endsWith('ies') ? `${w.slice(0, -3)}y` : /(ss|sh|ch|x|z)es$/.test(w) ? w.slice(0, -2) : w.slice(0, -1);

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const clean = (s: string) => s.trim().replace(/[.;:,\s]+$/, '');

/** The bullet's opening verb in the past tense and the rest, or null when it does not open with a verb. */
export function pastAction(bullet: string): { verb: string; rest: string } | null {
  const text = clean(bullet);
  const space = text.indexOf(' ');
  const opening = (space < 0 ? text : text.slice(0, space)).toLowerCase();
  // "Prepared, implemented and …": the comma after the opening verb stays with the rest.
  const first = opening.replace(/,$/, '');
  const rest = (first === opening ? '' : ', ') + (space < 0 ? '' : text.slice(space + 1));
  if (!/^[a-z]+$/.test(first) || first.length < 2) return null;
  if (first.endsWith('ing') && first.length >= 5) {
    const past = pastTense(first);
    return past ? { verb: past.toLowerCase(), rest: parallel(rest, false) } : null;
  }
  if (first.endsWith('ed') || PAST_FORMS.has(first)) return { verb: first, rest: parallel(rest, false) };
  // A base or third-person verb ("Manage rosters", "Coordinates rosters"): the tagger decides it is a verb.
  if (!isVerb(first, rest.split(' ').slice(0, 3).join(' '))) return null;
  return {
    verb: pastOf(first.endsWith('s') && !first.endsWith('ss') ? fromThirdPerson(first) : first),
    rest: parallel(rest, true),
  };
}

/** Whether the tagger reads a word as a verb where a subject stands before it. */
const isVerb = (word: string, after = '') => tagText(`They ${word} ${after}`)[1]?.pos === 'VERB';

/** Words after which a verb joined to the opening one takes its object ("work with", "ensure the"). */
const OBJECT_OPENERS = new Set(['ADP', 'DET', 'PRON', 'ADV', 'PART']);

/**
 * The verbs joined to the opening one by "and" or a comma, in the past tense too, so the sentence stays parallel
 * ("Prepared, implementing and ensuring" cannot be written). The tagger reads the whole bullet: a gerund it reads as
 * a verb is one ("and ensuring the roster"), not one it reads as a noun ("briefing notes"); a base verb counts when it
 * is an action verb or takes a preposition or article ("and work with residents"; not "and grant acquittal reports").
 */
function parallel(rest: string, base: boolean): string {
  const tokens = tagText(`They did ${rest}`).slice(2);
  const words = rest.split(' ');
  // Tokens and words line up where no punctuation stands inside a word; otherwise the sentence is left as written.
  const byWord = new Map<number, { pos: string; next: string }>();
  for (let w = 0, t = 0; w < words.length && t < tokens.length; w++) {
    const letters = words[w]!.toLowerCase().replace(/[^a-z]/g, '');
    if (!letters) continue;
    while (t < tokens.length && tokens[t]!.type !== 'word') t++;
    if (tokens[t]?.lower === letters) byWord.set(w, { pos: tokens[t]!.pos, next: tokens[t + 1]?.pos ?? '' });
    t++;
  }
  return words
    .map((w, i) => {
      const before = words[i - 1];
      const tag = byWord.get(i);
      if (!before || !tag || !(before === 'and' || before.endsWith(','))) return w;
      const word = w.toLowerCase();
      if (word.endsWith('ing') && word.length >= 5)
        return tag.pos === 'VERB' ? (pastTense(word)?.toLowerCase() ?? w) : w;
      const action = STRONG_VERBS.has(word) || OBJECT_OPENERS.has(tag.next);
      if (base && !word.endsWith('ed') && action && isVerb(word, words.slice(i + 1, i + 3).join(' ')))
        return pastOf(word);
      return w;
    })
    .join(' ');
}

/** An action as a sentence: "I reduced stock errors by 40%." */
export const actionSentence = ({ verb, rest }: { verb: string; rest: string }) =>
  `I ${verb}${rest && !rest.startsWith(',') ? ' ' : ''}${rest}.`;

/** The bullet as "I … ." in the past tense; a noun-phrase bullet keeps its words after "My work included". */
export function firstPerson(bullet: string): string {
  const action = pastAction(bullet);
  return action ? actionSentence(action) : `My work included ${lowerFirst(clean(bullet))}.`;
}
