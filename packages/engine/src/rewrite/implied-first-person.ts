/**
 * Implied first person, as Australian CVs write it: "I write up the job cards and I talk to customers" → "Write up the
 * job cards and talk to customers"; "I was also trained on the service desk" → "Trained on the service desk"; "I had
 * to fill in a shift report" → "Filled in a shift report"; "in my own car" → "in own car". Read with wink-nlp's parts
 * of speech; a sentence is changed only when no "I", "me" or "my" is left in it (half of each reads worse than either),
 * and the words that say what was done stay the person's.
 */
import { tagText, type Token } from '../nlp/tag-text';
import { isListedVerb } from '../vocabulary/duty-verbs';
import { FIRST_PERSON } from '../analyse/checks/language';
import { PAST_FORMS, pastOf } from '../star/verb-forms';
import { capitalise } from '../star/sentence';
import type { StructuredCv } from './structured-cv';
import { lineByLine, type Step } from './transforms';
import { sentencesOf } from '../analyse/objective';
import { TITLE_HEAD } from '../analyse/checks/role-detail';

/** Helpers and feelings after "I": no action of their own ("I am", "I have managed", "I love …"). */
export const NOT_ACTION = new Set(
  'am was were have has had will would can could do did like love enjoy believe feel think hope want'.split(' '),
);
/** What a person enjoys, an action in a summary before what they do: "I love creating …", "I enjoy treating …". */
const FEELINGS = new Set(['love', 'enjoy', 'like']);
/** Words that may stand between "I" and its verb ("I also write", "I currently lead"). */
const BETWEEN = new Set(['also', 'currently', 'now', 'still', 'often', 'usually', 'regularly', 'always']);

/** "my" before these says nothing a recruiter needs: "my own car" → "own car", "my shift" → "each shift". */
const MY: Array<[RegExp, string]> = [
  // "my own ute" → "own ute"; "on my own" → "independently"; not "like my own family" (said as written).
  [/\bmy own (car|ute|vehicle|transport|tools|equipment|truck|van|laptop)\b/g, 'own $1'],
  [/\bon my own\b/g, 'independently'],
  [/\b(the end of|during|on) my shift\b/g, '$1 each shift'],
  [/\bmy (section|team|roster|station|area|unit|ward|truck|van|route)\b/g, 'the $1'],
  [/\bmy (apprenticeship|internship)\b/g, 'an $1'],
  // "Completed my 4 year apprenticeship" → "Completed a 4 year apprenticeship".
  [/\bmy (\d+[- ]year|four[- ]year|three[- ]year) (apprenticeship|traineeship|cadetship)\b/g, 'a $1 $2'],
  // "the last 4 running my own store": the store run, as a manager says it ("running a store").
  [/\b(running|managing|leading) my own (store|shop|branch|venue|kitchen|salon|team|crew|section)\b/g, '$1 a $2'],
  // "…, which got me interested in property law": how the person came to the work, no part of it.
  [/,? which (?:got|made) me (?:interested|keen) in [^.;]{1,80}/g, ''],
  // "building my CT skills" → "building CT skills": whose skills goes without saying.
  [/\bmy ((?:[\p{L}-]+ ){0,2}(?:skills|knowledge))\b/gu, '$1'],
  [/\bmy (traineeship|cadetship|placement)\b/g, 'a $1'],
  // "observations for my children", "my clients": the people of the work, as "the".
  [/\bmy (children|clients|patients|residents|participants|students|customers|families)\b/g, 'the $1'],
  // "moved to Redcliffe with my partner": whom the person lives with is a personal detail.
  [/ with my (?:partner|husband|wife|family|fianc[ée]e?|kids|children)\b/g, ''],
  // "when they need me" → "when needed".
  [/\bwhen (?:they|you|staff) (?:need|needed|needs) me\b/g, 'when needed'],
];

/** First person as the analysis reads it, and "my" in small letters before a name ("Fill out my National Heavy Vehicle
 * work diary"), which the analysis passes over lest "My Health Record" read as one. */
const firstPerson = (text: string) => FIRST_PERSON.test(text) || /(?<!\p{L})my (?=\p{Lu})/u.test(text);

/** A passive after "I" ("I have been trained", "I was also promoted"): the participle says it. */
const PASSIVE =
  /^I (?:have (?:also )?been|was|were|am|'ve been|’ve been) (?:also )?(?=[a-z]+ed\b|taught\b|given\b|chosen\b)/;
/** A role held: "I was a trainer for new staff" → "Trainer for new staff". */
const ROLE_HELD = /^I (?:was|am) (?:an?|the) (?=[a-z])/;
/** A duty held: "I am responsible for their safety" → "Responsible for their safety". */
const RESPONSIBLE = /^I (?:am|was) (?:also |now |currently )?(?=(?:responsible|accountable) for\b|in charge of\b)/;
/** "As a night auditor I am responsible for …": the role again, which its heading says, before "I". */
const AS_ROLE = /^as an? ((?:[\w/-]+ ){0,3}[\w/-]+),? (?=I )/i;
/** "I am often leading hand on the smaller jobs": a role held without an article, its words up to a preposition. */
const ROLE_BARE =
  /^I (?:am|was) (?:(?:often|usually|sometimes|also|now|regularly|currently) )?((?:[a-z-]+ ){0,2}[a-z-]+)\b(?= on| for| at| in| of| with|[,.]|$)/;
/** A lead-in that only says the role again, which the role's heading says: "During my work experience I helped …",
 * "In this role I …" (a year or a place before "I" says something, and stays). */
const ROLE_AGAIN =
  /^(?:during|in|throughout|as part of|while in|whilst in) (?:my|this|that|the) (?:time|role|job|position|placement|work experience|employment|traineeship|apprenticeship)(?: here| there)?,? (?=I )/i;
/** "I had to fill in …" → "Filled in …". */
const HAD_TO = /^I (?:also )?had to ([a-z]+)\b/;

/** "I’ve", "I’m" as the words they join ("I’ve personally led …" as "I have personally led …"). */
export const withoutContractions = (text: string) =>
  text.replace(/\bI['’]ve\b/g, 'I have').replace(/\bI['’]m\b/g, 'I am');

/** The index of the first token from `from` on that is no adverb ("also", "currently", "personally"). */
const pastAdverbs = (tokens: Token[], from: number) => {
  let k = from;
  while (tokens[k] && (BETWEEN.has(tokens[k]!.lower) || /^\p{Ll}+ly$/u.test(tokens[k]!.text))) k++;
  return k;
};

/** Words that open a phrase of when or where before "I": "On weekends I …", "When the provider closed, I …". */
const LEADS = new Set(
  'on in at during after before when while whilst following within over each every once since'.split(' '),
);
/**
 * Where the sentence's "I" stands after a phrase that says when or where, the index of that "I", else -1: after a
 * comma that ends the phrase, or a short phrase of no verb and no figure ("In six years I …"; "In 2006 I got my HR
 * licence" is a story's opening, said as written).
 */
function leadingPhrase(tokens: Token[]): number {
  if (!LEADS.has(tokens[0]?.lower ?? '')) return -1;
  const at = tokens.findIndex((t) => t.text === 'I');
  if (at < 2) return -1;
  const phrase = tokens.slice(1, at);
  if (tokens[at - 1]!.text === ',') return phrase.some((t) => /^(?:I|me|my)$/.test(t.text)) ? -1 : at;
  const plain = phrase.length <= 4 && phrase.every((t) => t.pos !== 'VERB' && t.pos !== 'AUX' && !/\d/.test(t.text));
  return plain ? at : -1;
}

/** Participles a perfect tense takes that do not end in "-ed". */
const PARTICIPLES = new Set(
  'had led built held run spent taught won grown written overseen sold driven made done given taken kept brought found trained'.split(
    ' ',
  ),
);
/** Whether the token at `at` is a past participle ("had", "led", "completed"), not "been" (a passive, read apart).
 * An irregular past counts too ("I have dealt with …", and the "I have wrote …" people write): its past says it. */
const isParticiple = (tokens: Token[], at: number) => {
  const w = tokens[at]?.lower ?? '';
  return PARTICIPLES.has(w) || PAST_FORMS.has(w) || (/^[a-z]{3,}ed$/.test(w) && tokens[at]!.pos === 'VERB');
};

/** The sentence in implied first person, or null when some "I", "me" or "my" would be left. */
export function impliedSentence(
  sentence: string,
  /** A summary's sentence may open with what the person is and go on with what they do ("Reliable, hard working and
   * get along with everyone on site"), and say what they enjoy ("Enjoy treating sports injuries"). */
  summary = false,
): string | null {
  if (!firstPerson(sentence)) return null;
  // "I am often leading hand" → "Often leading hand": only where the words name a job ("I was happy to …" stays).
  const asRole = AS_ROLE.exec(sentence);
  const own = (asRole && TITLE_HEAD.test(asRole[1]!) ? sentence.slice(asRole[0].length) : sentence).replace(
    ROLE_AGAIN,
    '',
  );
  const bare = ROLE_BARE.exec(own);
  const roleBare = bare !== null && TITLE_HEAD.test(bare[1]!);
  let text = withoutContractions(own)
    .replace(PASSIVE, '')
    .replace(ROLE_HELD, '')
    .replace(RESPONSIBLE, '')
    .replace(/^I (?:am|was) /, (opening) => (roleBare ? '' : opening))
    .replace(HAD_TO, (_m, verb: string) => pastOf(verb));
  for (const [re, to] of MY) text = text.replace(re, to);
  // Where "my" is all the first person left in a duty ("Fill out my work diary", "do my own load checks"), it is the
  // thing's article: "the work diary", "own load checks" (not in a summary, which speaks of the person).
  // Not where "the" would change whose it is: before a count ("Cared for my two children" is a career break; "two
  // children" alone read as paid childcare: "my" stays, and the line with it), before a person
  // ("with my mentor" → "with a mentor", not "the mentor" everyone knows), before family ("R. Pettigrew Plumbing (my
  // uncle)" says whose business it is; "the uncle" says nothing), after "of" ("94% of my complaints" is the
  // person's own figure: "my" stays, and the line with it), nor after an article ("the my NDIS app" names the app).
  if (!summary && !/\b(?:I|me|myself)\b/.test(text))
    text = text
      .replace(/\bmy own\b/g, 'own')
      .replace(/\bmy (?=(?:mentor|manager|supervisor|coordinator|team leader|colleague)\b)/g, 'a ')
      .replace(
        /(?<!\bof )(?<!\b(?:the|a|an) )\bmy (?!spare|free|own\b|(?:two|three|four|five|six|seven|eight|nine|ten)\b|(?:uncle|aunt|auntie|father|dad|mother|mum|brother|sister|cousin|parents|family|partner|husband|wife|grandparents)(?:'s|’s)?\b)(?=\p{L})/gu,
        'the ',
      );
  const tokens = tagText(text);
  // Each "I" before an action: at the start (after an adverb: "Sometimes I help …", or after a phrase that says when
  // or where: "On weekends I volunteer …", "When the provider closed in 2023, I researched …"), or after "and", "but"
  // or a comma.
  const drop = new Set<number>();
  const lead = leadingPhrase(tokens);
  tokens.forEach((t, i) => {
    if (t.text !== 'I') return;
    const before = tokens[i - 1];
    const opening = !before || (i === 1 && before.pos === 'ADV') || i === lead;
    if (!opening && !['and', 'but', ',', ';'].includes(before!.lower)) return;
    const k = pastAdverbs(tokens, i + 1);
    const verb = tokens[k];
    // "I have had no incidents", "I've personally led 520 installs": the participle says it ("Had no incidents").
    if (verb && /^(?:have|['’]ve)$/.test(verb.lower) && isParticiple(tokens, pastAdverbs(tokens, k + 1))) {
      drop.add(i);
      drop.add(k);
      return;
    }
    // "do" and "did" are the action when no verb follows ("I do logbook services", "I also did harvest casual"), a
    // helper when one does ("I did not miss a shift" stays).
    const feeling = summary && FEELINGS.has(verb?.lower ?? '') && /ing$/.test(tokens[k + 1]?.lower ?? '');
    const doing =
      (verb?.lower === 'do' || verb?.lower === 'did') &&
      tokens[k + 1]?.pos !== 'VERB' &&
      !/^(?:not|n['’]t|never)$/.test(tokens[k + 1]?.lower ?? '');
    const action = verb && (!NOT_ACTION.has(verb.lower) || feeling || doing);
    // A duty verb straight after "I" is a verb however the tagger reads it ("I also complete medication audits").
    const isVerb = verb && (verb.pos === 'VERB' || (verb.pos === 'AUX' && doing) || isListedVerb(verb.lower));
    if (isVerb && action) {
      drop.add(i);
      // "I also complete audits" opens "Complete audits": a bullet's "Also" points at nothing before it.
      if (opening && tokens[i + 1]?.lower === 'also') drop.add(i + 1);
    }
    // In a summary, "… and I am available to start" → "… and available to start": what the person is, said alike.
    const next = tokens[k + 1];
    // So is "… and I am looking for …": the "-ing" says it as "… and looking for …".
    if (
      summary &&
      i > 0 &&
      verb?.lower === 'am' &&
      next &&
      (next.pos === 'ADJ' || BETWEEN.has(next.lower) || /^\p{Ll}{3,}ing$/u.test(next.text))
    ) {
      drop.add(i);
      drop.add(k);
    }
  });
  // "Fast learner with an eye for detail and I work well under pressure": a sentence that opens with what the person
  // is, not an action, cannot take "and work well …" (the two halves would not match), so it keeps its "I".
  const opensWithAction =
    drop.has(0) || drop.has(1) || drop.has(lead) || (!ROLE_HELD.test(sentence) && tokens[0]?.pos === 'VERB');
  if ([...drop].some((i) => i > 1) && !opensWithAction && !summary) return null;
  // In a summary such a sentence says its action as a sentence of its own: "Reliable, calm and patient, and I speak
  // Tongan and English." → "Reliable, calm and patient. Speak Tongan and English." ("…, and speak …" had no subject).
  if (summary && !opensWithAction && [...drop].some((i) => i > 1)) {
    const split = text.replace(/,\s+and\s+I\s+(?:am\s+)?(\p{Ll})/gu, (_m, c: string) => `. ${c.toUpperCase()}`);
    if (split !== text) {
      const result = capitalise(split.trim());
      return result !== sentence && !firstPerson(result) ? result : null;
    }
  }
  if (drop.size) {
    let cursor = 0;
    let out = '';
    for (const [i, t] of tokens.entries()) {
      const at = text.indexOf(t.text, cursor);
      if (at < 0) return null;
      if (drop.has(i)) {
        out += text.slice(cursor, at);
        // "On weekends I volunteer …" → "On weekends, volunteer …": the phrase keeps its place, set off by a comma.
        if (i === lead && tokens[i - 1]!.text !== ',') out = `${out.trimEnd()}, `;
        cursor = at + t.text.length + (text[at + t.text.length] === ' ' ? 1 : 0);
        continue;
      }
      out += text.slice(cursor, at + t.text.length);
      cursor = at + t.text.length;
    }
    text = out + text.slice(cursor);
  }
  const result = capitalise(text.trim());
  return result !== sentence && !firstPerson(result) ? result : null;
}

/** A section of work done unpaid ("Volunteering", "Community Involvement"): written as the jobs are (a recruiter read
 * "I coached the under 14 girls team" under bullets without an "I" as a slip). */
const UNPAID_WORK = /\b(?:volunt|community)/i;

/** Every experience line in implied first person where each of its sentences can be. */
export const impliedFirstPerson = (cv: StructuredCv): Step =>
  lineByLine(
    cv,
    'clean',
    // Said of the person's own line, shown beside it: a mechanic's example had been shown to a dental assistant.
    'Australian CVs use implied first person: the same words without “I”, “me” or “my”',
    (text, block) => {
      if (!(block.kind === 'experience' || UNPAID_WORK.test(block.heading)) || !firstPerson(text)) return null;
      const said = sentencesOf(text).map((s) => (firstPerson(s) ? impliedSentence(s) : s));
      return said.some((s) => s === null) ? null : said.join(' ');
    },
  );
