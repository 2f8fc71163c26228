/**
 * A CV bullet as a first-person sentence in the past tense, whatever its shape: "Reduced stock errors by 40%" → "I
 * reduced stock errors by 40%."; "Managing a caseload of 15" → "I managed a caseload of 15."; "Manage rosters" → "I
 * managed rosters."; a noun phrase ("Member of the WHS committee") → "My work included membership…" is not attempted:
 * it becomes "My work included: member of the WHS committee." Only the opening verb changes, so the bullet's own
 * words, figures and names are kept.
 */
import { tagText } from '../nlp/tag-text';
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
  const first = (space < 0 ? text : text.slice(0, space)).toLowerCase();
  const rest = space < 0 ? '' : text.slice(space + 1);
  if (!/^[a-z]+$/.test(first) || first.length < 2) return null;
  if (first.endsWith('ing') && first.length >= 5) {
    const past = pastTense(first);
    return past ? { verb: past.toLowerCase(), rest } : null;
  }
  if (first.endsWith('ed') || PAST_FORMS.has(first)) return { verb: first, rest };
  // A base or third-person verb ("Manage rosters", "Coordinates rosters"): the tagger decides it is a verb.
  const pos = tagText(`They ${first} ${rest.split(' ').slice(0, 3).join(' ')}`)[1]?.pos;
  if (pos !== 'VERB') return null;
  return { verb: pastOf(first.endsWith('s') && !first.endsWith('ss') ? fromThirdPerson(first) : first), rest };
}

/** The bullet as "I … ." in the past tense; a noun-phrase bullet keeps its words after "My work included". */
export function firstPerson(bullet: string): string {
  const action = pastAction(bullet);
  if (action) return `I ${action.verb}${action.rest ? ` ${action.rest}` : ''}.`;
  return `My work included ${lowerFirst(clean(bullet))}.`;
}
