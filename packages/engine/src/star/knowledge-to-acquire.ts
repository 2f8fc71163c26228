/**
 * "Knowledge of, or the ability to rapidly acquire knowledge of, the Tasmanian community sector …": a criterion that
 * accepts learning what the person does not yet know. When the CV names nothing of what it asks for, the draft says
 * so in a prompt and asks what the person knows or how they would learn it, before the closest experience the CV has
 * (the frameworks they work in now); it never claims the knowledge.
 */

import { listed, nameRuns } from './sentence';
import { SHOWN_TERMS } from '../vocabulary/phrase-index';

/** The opening of such a criterion, up to what it asks to know (bounded, no nested repetition). */
const OPENING =
  /^(?:(?:a |an )?(?:sound |good |working |demonstrated )?(?:knowledge|understanding) of,? or (?:the |an? )?(?:demonstrated )?(?:ability|capacity|willingness) to (?:quickly |rapidly |readily )?(?:acquire|gain|develop|obtain|learn)(?: an?)?(?: sound| working)? (?:knowledge|understanding)(?: of)?,?\s+)/i;

/** Small words a name holds ("Department of Communities", "the Act"). */
const SMALL = new Set(['of', 'and', 'the', 'for', 'in', 'to', 'on']);

/** The names in what the criterion asks to know: runs of capitalised words ("Tasmanian", "Residential Tenancies Act
 * 1997"), or null when it asks to know nothing by name. */
function namesAsked(subject: string): string[] {
  const words = subject
    .replace(/[,;:()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return nameRuns(words, (w) => /^\p{Lu}/u.test(w) || /^\d{4}$/.test(w), SMALL)
    .map((run) => run.join(' '))
    .filter((name) => !BODY_ALONE.test(name));
}
/** A body named by its kind alone, as an ad writes its own ("the legislation administered by the Office"): no name a
 * CV could give (a CV that says "office" had read as naming it). */
const BODY_ALONE =
  /^(?:Office|Department|Agency|Act|Commission|Authority|Minister|Ministry|Council|Branch|Division|Government|State|Commonwealth|Territory|Board|Service)$/;

/** The first thing asked, from its start to the end of the phrase its first name is in: "the Tasmanian community
 * sector" of "the Tasmanian community sector and the whole-of-government … frameworks". */
function firstThing(subject: string, name: string): string {
  const at = subject.indexOf(name) + name.length;
  const rest = subject.slice(at);
  const end = rest.search(/,| and | or /);
  const thing = `${subject.slice(0, at)}${end < 0 ? rest : rest.slice(0, end)}`.trim();
  return thing.split(/\s+/).length <= 10 ? thing : name;
}

/** A state after an Act's year, its brackets lost in reading: "Act 1995 NT" → "Act 1995 (NT)". */
const STATE_AFTER_YEAR = /\b((?:19|20)\d{2}) (NSW|Vic|VIC|Qld|QLD|WA|SA|Tas|TAS|NT|ACT|Cth)\b(?!\))/g;

/** "Knowledge of the Residential Tenancies Act", "An understanding of IAP2 principles": knowledge asked by name. */
const KNOWLEDGE_OF =
  /^(?:(?:a |an )?(?:sound |good |working |demonstrated |thorough |detailed )?(?:knowledge|understanding) of,?\s+(?:and (?:a )?commitment to,?\s+)?)/i;
/** "Aboriginal and Torres Strait Islander" is one name, not two joined by "and". */
const FIRST_PEOPLES_NAME = /Aboriginal and Torres Strait Islander/g;
const JOINED = 'Aboriginal_and_Torres_Strait_Islander';
/** The words an Act's name runs back over from "Act": capitalised words and the small words inside a name. */
const IN_NAME = (w: string) => /^\p{Lu}/u.test(w) || /^(?:and|of|the|for)$/.test(w);
/**
 * An Act's name held as one word, so a list split at "and" keeps it whole ("Health Records and Information Privacy Act
 * 2002 (NSW)"): word by word back from each "Act", no pattern over the text.
 */
function actsJoined(text: string): string {
  const words = text.split(' ');
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== 'Act' || i === 0) continue;
    let from = i;
    while (from > 0 && IN_NAME(words[from - 1]!) && i - from < 12) from--;
    while (from < i && !/^\p{Lu}/u.test(words[from]!)) from++;
    for (let k = from; k < i; k++) words[k] = `${words[k]}${ACT_JOIN}`;
  }
  return words.join(' ').replaceAll(`${ACT_JOIN} `, ACT_JOIN);
}
const ACT_JOIN = '_';

/**
 * What the criterion asks with the names the CV gives by their short form taken out: "Australian Research Council
 * (ARC) and National Health and Medical Research Council (NHMRC) funding rules" asks nothing by name of a CV that says
 * "ARC" and "NHMRC" (a panel read "[Your CV does not mention Australian Research Council …]" over such a CV as false).
 * Word by word back from each bracket, over the name's capitalised and small words, no pattern over the text.
 */
function withoutNamedShortForms(subject: string, cv: string): { asked: string; unnamed: string | null } {
  const words = subject.split(' ');
  const gone = new Set<number>();
  let unnamed: string | null = null;
  for (let i = 0; i < words.length; i++) {
    const short = /^\(([\p{Lu}\d&]{2,10})\)[,;.]?$/u.exec(words[i]!)?.[1];
    if (!short) continue;
    let from = i;
    while (from > 0 && IN_NAME(words[from - 1]!) && i - from < 12) from--;
    while (from < i && !/^\p{Lu}/u.test(words[from]!)) from++;
    // A short form of the name before it, which opens on its first letter ("(NSW)" after "… Act 1998" is a place).
    if (from === i || words[from]![0] !== short[0]) continue;
    if (new RegExp(`(?<![\\p{L}\\d])${short.toLowerCase()}(?![\\p{L}\\d])`, 'u').test(cv))
      for (let k = from; k <= i; k++) gone.add(k);
    // The first one the CV does not give, named whole ("National Health and Medical Research Council (NHMRC)").
    else
      unnamed ??= words
        .slice(from, i + 1)
        .join(' ')
        .replace(/[,;.]$/, '');
  }
  return { asked: gone.size ? words.filter((_, k) => !gone.has(k)).join(' ') : subject, unnamed };
}

/** Whether the CV names a name, with or without the year of its edition ("National Statement on Ethical Conduct in
 * Human Research (2023)" is named by "… in Human Research"). */
const namedIn = (name: string, cv: string) => {
  const base = name.replace(/\s+\(?\d{4}\)?$/, '');
  // A name read without its brackets ("Biosecurity Act 2019 Tas") is named by the CV with them ("… 2019 (Tas)").
  const plain = cv.includes('(') ? cv.replace(/[()]/g, '') : cv;
  return (
    cv.includes(name.toLowerCase()) ||
    cv.includes(base.toLowerCase()) ||
    plain.includes(name.toLowerCase()) ||
    shortFormsOf(base).some((v) => cv.includes(v))
  );
};

/** A name with a run of its capitalised words by their initials, as a CV writes it: "Standards for Registered Training
 * Organisations" → "standards for rto", "standards for rtos". Word by word, no pattern over the text. */
function shortFormsOf(name: string): string[] {
  const words = name.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let end = i;
    while (end < words.length && /^\p{Lu}\p{Ll}/u.test(words[end]!)) end++;
    if (end - i >= 2) {
      const initials = words
        .slice(i, end)
        .map((w) => w[0])
        .join('')
        .toLowerCase();
      const before = words.slice(0, i).join(' ');
      const after = words.slice(end).join(' ');
      for (const short of [initials, `${initials}s`])
        out.push([before, short, after].filter(Boolean).join(' ').toLowerCase());
    }
    i = Math.max(i, end - 1);
  }
  return out;
}

/** "Experience using online engagement platforms (e.g. Social Pinpoint, Engagement HQ)": tools asked by name. */
const EXPERIENCE_WITH =
  /^(?:(?:demonstrated |proven )?(?:experience|proficiency|familiarity) (?:with|using|in using|in the use of)\s+)/i;

/** The names a criterion asks for that the vocabulary does not know (a product or framework it cannot see the CV
 * show in other words) and the CV does not name; null when it names one, or none is asked. */
function unnamed(subject: string, cv: string): string[] | null {
  // Examples an ad gives are names whatever their shape ("e.g. Bookwell, Cliniko"); elsewhere a name has two capitals, a
  // figure or two words ("IAP2", "Social Pinpoint"), so a capitalised common word is none.
  const at = subject.search(/\be\.g\.|\bsuch as\b|\bincluding\b/i);
  const [before, examples] = at < 0 ? [subject, ''] : [subject.slice(0, at), subject.slice(at)];
  // A name the vocabulary knows is shown in other words where the CV shows that term ("Xero" by "Xero accounts"); a
  // term inside a longer name the CV does not show ("records" of the "Health Records and Information Privacy Act")
  // leaves the name asked.
  // The CV's terms read once, and only when a name holds one (most criteria name none).
  let inCv: Set<string> | null = null;
  const known = (n: string) => {
    const hits = SHOWN_TERMS.findIn(n);
    if (!hits.length) return false;
    inCv ??= new Set(SHOWN_TERMS.findIn(cv).map((h) => h.term.name));
    // The term must be most of the name: "Funding Agreement" (grant management) in the "Victorian Common Funding
    // Agreement" leaves the longer name asked.
    const words = n.split(/\s+/).length;
    return hits.some((h) => inCv!.has(h.term.name) && h.end - h.start >= words - 1);
  };
  // Each name of a list on its own ("Social Pinpoint, Engagement HQ").
  const each = (text: string) =>
    actsJoined(text.replace(FIRST_PEOPLES_NAME, JOINED))
      .split(/,|\bor\b|\band\b/)
      .map((part) => part.replaceAll(ACT_JOIN, ' '))
      .flatMap(namesAsked)
      .map((n) => n.replaceAll(JOINED, 'Aboriginal and Torres Strait Islander'));
  const given = each(examples.replace(/^(?:e\.g\.|such as|including)\s*/i, '')).filter((n) => !known(n));
  const names = [...each(before).filter((n) => /\p{Lu}.*\p{Lu}|\d|\s/u.test(n) && !known(n)), ...given];
  // A name the CV gives without its owner's ("Sunrise EMR" for "SA Health's Sunrise EMR") is named.
  const owned = (n: string) => n.replace(/^.{1,40}?['’]s\s+/, '');
  const none = (list: string[]) => list.length > 0 && !list.some((n) => namedIn(n, cv) || namedIn(owned(n), cv));
  // The names an example gives, none of them named, are asked though the CV names what comes before them ("the
  // Standards for RTOs" named, "including the Vocational Education and Training Act 1996" not).
  return none(names) ? names : none(given) ? given : null;
}

/** Whether a subject of names set apart by a slash has one the CV gives, whole or by its short form in brackets. */
function eitherNamed(subject: string, cv: string): boolean {
  // Split at a spaced slash by plain text: a pattern with spaces round it is tried from each place in a run of them.
  const names = subject.split(' / ');
  if (names.length < 2) return false;
  return names.some((name) => {
    const short = /\(([\p{Lu}\d&]{2,10})\)/u.exec(name)?.[1]?.toLowerCase();
    const plain = name
      .replace(/\([^()]*\)/g, '')
      .replace(/^the\s+/i, '')
      .trim();
    return (
      (short !== undefined && new RegExp(`(?<![\\p{L}\\d])${short}(?![\\p{L}\\d])`, 'u').test(cv)) ||
      (plain.length > 2 && namedIn(plain, cv))
    );
  });
}

/** The prompt for a criterion that accepts learning what the CV does not name, or asks by name for knowledge or a
 * tool the CV never names, or null. It never claims the knowledge. */
export function unknownKnowledge(criterion: string, cvText: string): string | null {
  // A criterion's short name before its words ("Risk, probity and compliance: Understanding of …") is no part of
  // what it asks to know.
  const label = /^[^:]{3,60}:\s+(?=\p{Lu})/u.exec(criterion.trim());
  const text = criterion
    .trim()
    .slice(label?.[0].length ?? 0)
    .replace(/\.$/, '');
  const cv = cvText.toLowerCase();
  const opening = OPENING.exec(text) ?? KNOWLEDGE_OF.exec(text);
  if (opening) {
    const subject = text.slice(opening[0].length);
    // One system by two names ("the Enterprise Patient Administration System (EPAS) / Sunrise EMR") is known where the
    // CV names it either way (a prompt had said the CV does not mention EPAS above its EPAS audit).
    if (eitherNamed(subject, cv)) return null;
    const learning = OPENING.test(text);
    const { asked, unnamed: shortFormed } = withoutNamedShortForms(subject, cv);
    const names = learning ? namesAsked(asked) : unnamed(asked, cv);
    // Asked by name, and the CV names none of it.
    if (!names?.length || names.some((n) => namedIn(n, cv))) return null;
    // A name among the examples ("…, including the Health Records and Information Privacy Act 2002") is the thing the
    // CV does not mention, not the subject before it, which the CV may well show ("privacy and confidentiality").
    const example = subject.search(/\be\.g\.|\bsuch as\b|\bincluding\b/i);
    const nameAt = subject.indexOf(names[0]!.split(' ')[0]!);
    // As the subject writes it, to the end of its item ("… Act 2002 (NSW)").
    const asWritten = subject.slice(nameAt).split(/[,;]/)[0]!.trim();
    // Read without brackets, as the names were ("Sentencing Act 1995 NT"), then said with a state's back in them.
    const plain = subject.replace(/[()]/g, '');
    const found = shortFormed ?? (example >= 0 && nameAt > example ? `the ${asWritten}` : firstThing(plain, names[0]!));
    const thing = found.replace(STATE_AFTER_YEAR, '$1 ($2)');
    // Two laws or names asked are "them".
    const it = / and the \p{Lu}/u.test(thing) || (thing.match(/\bAct\b/g)?.length ?? 0) > 1 ? 'them' : 'it';
    // Knowledge asked outright is shown by its use; one the ad lets the person learn, by what they know or would learn.
    return learning
      ? `[Your CV does not mention ${thing}: say what you know of ${it}, or how you would learn ${it} quickly.]`
      : `[Your CV does not mention ${thing}: if you know ${it}, say where you have applied ${it}.]`;
  }
  const used = EXPERIENCE_WITH.exec(text);
  const tools = used ? unnamed(text.slice(used[0].length), cv) : null;
  if (!tools) return null;
  const them = tools.length > 1 ? 'them' : 'it';
  // Two names at most, so the prompt stays a short ask ("… or the others the criterion names").
  const named = tools.length > 2 ? `${tools[0]}, ${tools[1]} or the others the criterion names` : listed(tools, 'or');
  return `[Your CV does not mention ${named}: if you have used ${them} or a tool like ${them}, say so here.]`;
}
