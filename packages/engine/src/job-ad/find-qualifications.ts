/**
 * Qualifications an item asks for: an award with its AQF level and the fields after "in" or "of" ("Degree in
 * Social Work or Youth Work": either field will do; "in a relevant discipline" names none), or a field before
 * "qualification" ("an ECT qualification").
 */
import { awardLevel, isShortDegree } from '../qualification/aqf-level';
import { concept, tokens as matchTokens } from '../match/words';
import type { Token } from '../nlp/tag-text';
import type { Requirement } from './requirement';
import { joinTokens } from './read-items';

const FIELD_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
/** Words that widen a field rather than name one. */
const NOT_A_FIELD = new Set([
  'relevant',
  'related',
  'relevantly',
  'field',
  'fields',
  'discipline',
  'disciplines',
  'area',
  'areas',
  'similar',
  'equivalent',
  'appropriate',
  'recognised',
  'accredited',
  'qualification',
  'qualifications',
  'degree',
  'study',
  'experience',
  'a',
  'an',
  'the',
  'other',
  'allied',
  // Where a qualification was earned says nothing of its field: "Applicants who hold overseas qualifications must …"
  // is a condition on some applicants, no award asked.
  'overseas',
  'international',
  'foreign',
  'key',
  'essential',
  'formal',
  'minimum',
  'following',
  'necessary',
  'required',
  'mandatory',
  // "a four-year teaching qualification": its length, not its field.
  'year',
  'years',
  // "a current first aid qualification", "an approved initial teacher education qualification": what is said of it.
  'current',
  'valid',
  'approved',
  'initial',
]);

/** Fields from the words after "in"/"of": noun runs split at "or", "and", commas. */
function fieldsAfter(tokens: Token[], words: string[], i: number): { fields: string[][]; end: number } {
  const fields: string[][] = [];
  let current: string[] = [];
  let j = i;
  for (; j < tokens.length && j < i + 16; j++) {
    const t = tokens[j]!;
    // "… in education or an equivalent combination of training and experience": the alternative, not a field; nor
    // another award ("Certificate III in Individual Support or Certificate IV in Disability"), named in its own right.
    if (t.lower === 'equivalent' || (j > i && awardLevel(words, j))) {
      while (j > i && ['or', 'an', 'a', 'and', ',', 'recognised', 'relevant'].includes(tokens[j - 1]!.lower)) j--;
      break;
    }
    // "a quantitative field such as statistics, mathematics …": the kind of field, then the fields it names.
    if (t.lower === 'such' && tokens[j + 1]?.lower === 'as') {
      if (current.length) fields.push(current);
      current = [];
      j++;
      continue;
    }
    // "School Based Education Support", "community-based": a qualifier of the field, whose words the field is without
    // (a Certificate III in Education Support is the award asked).
    if (t.lower === 'based' || (t.lower === '-' && tokens[j + 1]?.lower === 'based')) {
      if (t.lower === 'based') current = [];
      continue;
    }
    if (t.lower === 'or' || t.lower === 'and' || t.lower === ',' || t.lower === '/') {
      if (current.length) fields.push(current);
      current = [];
    } else if (FIELD_POS.has(t.pos) || NOT_A_FIELD.has(t.lower) || /^\p{Lu}{2,}$/u.test(t.text)) {
      // An abbreviation is a field whatever the tagger reads ("Diploma in IT": "IT" is no pronoun here).
      // A widening word ("allied", "relevant") is passed over whatever the tagger makes of it.
      if (!NOT_A_FIELD.has(t.lower)) current.push(t.lower);
    } else break;
  }
  if (current.length) fields.push(current);
  // The name ends on its last field, not on the "or" or comma before what was not one.
  while (j > i && ['or', 'and', ',', '/'].includes(tokens[j - 1]!.lower)) j--;
  return { fields, end: j };
}

/** A field's words as concepts, every word kept: "business" is an ad's filler word but a degree's field. */
const fieldConcepts = (field: string[]) => [...new Set(field.filter((w) => /\p{L}/u.test(w)).map(concept))];

/** Words that may stand between the awards of one choice ("A (AUR31120), B, or a recognised equivalent C"). */
const CHOICE_GAP = new Set([',', 'or', '/', 'a', 'an', 'either', 'recognised', 'equivalent', 'relevant', 'similar']);

/** Whether the words between two awards join them as a choice, a code in brackets passed over; and if they say "or". */
function choiceGap(tokens: Token[], from: number, to: number): { joins: boolean; or: boolean } {
  let or = false;
  for (let k = from; k < to; k++) {
    const w = tokens[k]!.lower;
    // "A Diploma of … (or Certificate IV in …)": a bracket that opens on the choice joins it.
    if (w === '(' && tokens[k + 1]?.lower === 'or') continue;
    // "(AUR31120)": the award's code, a closing bracket within three words.
    if (w === '(') {
      const close = tokens.slice(k + 1, k + 4).findIndex((t) => t.lower === ')');
      if (close < 0) return { joins: false, or };
      k += close + 1;
    } else if (!CHOICE_GAP.has(w)) return { joins: false, or };
    if (w === 'or' || w === '/') or = true;
  }
  return { joins: true, or };
}

/** The most awards one choice names ("A, B, C or D"). */
const MAX_CHOICE = 6;

/** Awards named one after another as a choice ("Certificate III in Individual Support or Certificate IV in
 * Disability") are one requirement, met by any of them, not each one asked. */
function joinChoices(tokens: Token[], found: { start: number; end: number; r: Requirement }[]): Requirement[] {
  // Each run of awards joined by a choice's words, and whether an "or" (or "/") joins them.
  const groups: Array<{ awards: typeof found; or: boolean }> = [];
  for (const f of found) {
    const group = groups.at(-1);
    const gap = group ? choiceGap(tokens, group.awards.at(-1)!.end, f.start) : null;
    if (group && gap?.joins) {
      group.awards.push(f);
      group.or ||= gap.or;
    } else groups.push({ awards: [f], or: false });
  }
  return groups.flatMap(({ awards: g, or }) => {
    // "A, B or equivalent": the "or" after the last makes the list a choice.
    const choice = or || tokens[g.at(-1)!.end]?.lower === 'or';
    // A choice names a few awards; a run of dozens is no choice a person reads (nor one name to say back).
    if (g.length === 1 || g.length > MAX_CHOICE || !choice) return g.map((f) => f.r);
    // A bracket the choice opened and the last award leaves open goes: "Diploma of … or Certificate IV in …".
    const joined = joinTokens(tokens.slice(g[0]!.start, g.at(-1)!.end));
    const text = joined.includes(')') ? joined : joined.replace(/\s?\(\s?or\b/g, ' or');
    const options = g.map((f) => f.r.award!);
    const lowest = options.reduce((a, b) => (b.level < a.level ? b : a));
    return [
      {
        ...g[0]!.r,
        name: text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
        wording: text.toLowerCase(),
        concepts: [...new Set(g.flatMap((f) => f.r.concepts))],
        award: lowest,
        anyAward: options,
      },
    ];
  });
}

export function findQualifications(tokens: Token[], essential: boolean): Requirement[] {
  const words = tokens.map((t) => t.lower);
  const found: { start: number; end: number; r: Requirement }[] = [];
  for (let i = 0; i < words.length; i++) {
    // "a high degree of accuracy" asks how well, no award; "a degree in …" and "Degree of Bachelor of …" are awards.
    if (words[i] === 'degree' && words[i + 1] === 'of' && !/^(?:bachelor|master|doctor)/.test(words[i + 2] ?? ''))
      continue;
    // "a bit short" is no Bachelor of IT: a short name counts as written, a capital after its first ("BIT", "BSc").
    const award = isShortDegree(words[i]!) && !/^\p{Lu}\p{Lu}/u.test(tokens[i]!.text) ? null : awardLevel(words, i);
    if (award) {
      let k = i + award.length;
      while (
        words[k] === 'degree' ||
        words[k] === 'qualification' ||
        words[k] === 'qualifications' ||
        words[k] === "'s"
      )
        k++;
      const { fields, end } =
        words[k] === 'in' || words[k] === 'of' ? fieldsAfter(tokens, words, k + 1) : { fields: [], end: k };
      const wording = joinTokens(tokens.slice(i, end)).toLowerCase();
      found.push({
        start: i,
        end,
        r: {
          kind: 'qualification',
          name: joinTokens(tokens.slice(i, end)).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
          wording,
          essential,
          from: 'candidate',
          concepts: fields.flatMap(fieldConcepts),
          award: { level: award.level, fields: fields.map(fieldConcepts).filter((f) => f.length) },
          knockOut: false,
        },
      });
      i = end - 1;
    } else if (words[i] === 'qualification' || words[i] === 'qualifications') {
      // "an ECT qualification", "a trade qualification": the field stands before the word; "relevant qualifications
      // in human services, allied health or disability": the fields follow it. No award is named, so any level.
      let s = i;
      while (s > 0 && FIELD_POS.has(tokens[s - 1]!.pos) && !NOT_A_FIELD.has(words[s - 1]!)) s--;
      // A code the field starts inside is taken whole ("3G/4G welder qualification", not "G welder qualification").
      while (s > 0 && s < i && !tokens[s]!.spaced) s--;
      // Its words as matching reads them: a code whole ("3G/4G" is "3g" and "4g", not "g").
      const before = s < i ? matchTokens(joinTokens(tokens.slice(s, i))) : [];
      // Fields after "in" name it over the kind before it ("an initial teacher education qualification in primary
      // education" is one in primary education, which a Bachelor of Education (Primary) is).
      const after = words[i + 1] === 'in' ? fieldsAfter(tokens, words, i + 2) : null;
      const fields = after?.fields.length ? after.fields : before.length ? [before] : [];
      if (!fields.length) continue;
      const end = after ? after.end : i + 1;
      found.push({
        start: s,
        end,
        r: {
          kind: 'qualification',
          name: joinTokens(tokens.slice(s, end)).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
          wording: joinTokens(tokens.slice(s, end)).toLowerCase(),
          essential,
          from: 'candidate',
          concepts: fields.flatMap(fieldConcepts),
          award: { level: 0, fields: fields.map(fieldConcepts).filter((f) => f.length) },
          knockOut: false,
        },
      });
      i = end - 1;
    }
  }
  return joinChoices(tokens, found);
}
