/**
 * The summary in the person's own voice: a career objective taken out, and the first person dropped where the
 * sentence stays whole; a skills item of clichés alone ("Fast learner") goes. Each keeps the item's own words.
 */
import { mapItems, type StructuredCv } from './structured-cv';
import { sameStem } from './strengths-shown';
import { OBJECTIVE_TEXT, sentencesOf as sentences, withoutObjective } from '../analyse/objective';
import { CLICHE, FIRST_PERSON } from '../analyse/checks/language';
import { normalise } from '../match/words';
import type { Change, Step } from './transforms';
import { capitalise, commaParts } from '../star/sentence';
import { SHOWN_TERMS } from '../vocabulary/phrase-index';
import { impliedSentence } from './implied-first-person';
import { tagText } from '../nlp/tag-text';
import { isListedVerb } from '../vocabulary/duty-verbs';
import { isPastTense } from '../analyse/checks/action-verbs';
import { clichesOnly, praiseOnly, SELF_PRAISE } from '../analyse/hollow-sentences';
import { asRelative, thirdPerson, wantWithoutI } from './summary-voice';

/** The clichés some sentences use, each once, quoted: "“team player”, “hard-working”". */
const clichesIn = (sentences: string[]) =>
  [...new Set(sentences.flatMap((x) => x.match(CLICHE) ?? []))].map((c) => `“${c.toLowerCase()}”`).join(', ');

/** A sentence without the praise it opens with before "with" ("Hard working team player with over 20 years' experience
 * …" → "Over 20 years' experience …"); as it is when the words before "with" are not all praise. */
function withoutPraiseOpening(sentence: string): string {
  const at = sentence.indexOf(' with ');
  if (at < 3 || at > 60) return sentence;
  const words = sentence
    .slice(0, at)
    .toLowerCase()
    .split(/[\s,-]+/)
    .filter(Boolean);
  const praising = (w: string) =>
    ['a', 'an', 'and'].includes(w) || SELF_PRAISE.has(w) || SELF_PRAISE.has(w.replace(/(?:ing|s)$/, ''));
  const rest = sentence.slice(at + ' with '.length);
  // Only where what follows is what the person brings ("over 20 years' experience", "a background in …"): "Calm with
  // upset customers, …" and "Enjoy working with supervisors …" are no praise before an offer.
  return words.length && words.every(praising) && BRINGS.test(rest) ? capitalise(rest) : sentence;
}

/** What a person brings, opening a phrase: years, a figure, experience or a background. */
const BRINGS =
  /^(?:over |more than |nearly |almost |about |around |some )?(?:\d|one |two |three |four |five |six |seven |eight |nine |ten |many |several |extensive |solid |strong |proven |years |experience |a (?:\w+ ){0,2}(?:background|experience|record)\b)/i;

/** Words that describe a person without showing anything: what is left of a skills item of clichés. */
const PRAISE = new Set(
  'and & reliable friendly honest punctual motivated positive enthusiastic polite organised organized trustworthy patient caring dedicated approachable good great communicator compassionate kind loyal diligent hardworking energetic'.split(
    ' ',
  ),
);
/** A part of a skills line about the person in the first person that names no skill ("good with my hands"); not a
 * labelled list ("Machines I can operate: Excavators 1.7t to 36t") or one with a figure. */
const aboutMe = (part: string) =>
  /\b(?:my|me|I)\b/.test(part) && !/[:\d]/.test(part) && SHOWN_TERMS.findIn(part).length === 0;
/** One word of praise alone ("reliable", "organised"). */
const praiseWord = (part: string) => PRAISE.has(part.trim().toLowerCase().replace(/\.$/, ''));
/** A skills item that is clichés and praise alone ("Hard-working and reliable", "Fast learner", "Patient and
 * caring"). */
const clicheItem = (text: string) =>
  (text.match(CLICHE) !== null || /\band\b/i.test(text)) &&
  text
    .replace(CLICHE, ' ')
    .toLowerCase()
    .split(/[^a-z&]+/)
    .every((w) => !w || PRAISE.has(w));

/**
 * First-person openings that can be dropped with the sentence still whole: "I am a reliable nurse with …" becomes
 * "Reliable nurse with …", "I have 8 years of experience in …" becomes "8 years of experience in …".
 */
const FIRST_PERSON_OPENING: Array<[RegExp, string]> = [
  [/^I am an? /, ''],
  [/^I['’]m an? /, ''],
  // "I have many years driving experience …" → "Many years driving experience …".
  [/^I(?: have|'ve|’ve) (?=\d|over |more than |nearly |almost |many years |several years )/, ''],
  // "I have experience in chairside assisting …" → "Experience in chairside assisting …".
  [/^I have (?=(?:experience|extensive|strong|solid|broad|hands-on)\b)/, ''],
  // "I have worked with families in crisis across …" → "Worked with families in crisis across …"; "I've spent more than
  // four years on the front line …" → "Spent more than four years …"; "I've just moved to …" → "Just moved to …".
  [
    /^I(?: have|'ve|’ve) (?=(?:just |recently )?(?:[a-z]+ed|led|built|held|run|spent|taught|won|grown|written|overseen|sold|driven|made)\b)/,
    '',
  ],
  // "I am comfortable being …", "I'm known for …" → "Comfortable being …", "Known for …".
  [
    /^I(?: am|'m|’m) (?=(?:comfortable|confident|experienced|skilled|passionate|known|committed|able|qualified|trained|proficient)\b)/,
    '',
  ],
  // "I am reliable, hard working and …", "I am always on time", "I'm used to shift work" → "Reliable, hard working …".
  // Not where a verb is joined after them: "I am reliable, honest and take pride in …" has no "Reliable, honest and
  // take pride" without its "I".
  [
    /^I(?: am|'m|’m) (?![^.]{0,80}\band (?:take|have|work|get|enjoy|love|like|do|make|keep|can|will|am|always)\b)(?=(?:reliable|organised|organized|patient|calm|friendly|motivated|punctual|careful|accurate|always|available|used to|caring|honest|adaptable|flexible|enthusiastic|dedicated|approachable|proactive|hard[- ]working|detail[- ]oriented)\b)/,
    '',
  ],
  // "I am currently studying my Diploma …" → "Currently studying the Diploma …": study under way, said as it is.
  [
    /^I(?: am|'m|’m) (?=(?:currently |now )?(?:studying|completing|undertaking|finishing|working towards|enrolled in)\b)/,
    '',
  ],
  // "I can operate a range of machinery" → "Able to operate a range of machinery".
  [/^I can (?=[a-z]+ )/, 'Able to '],
  // "I have my own ute" → "Own ute".
  [/^I have my own (?=[a-z])/, 'Own '],
];

/** Verbs after "and" that shared the opening's "I" ("I run … and write reports"), said of the person too ("Runs … and
 * writes reports"): a duty verb or a liking the tagger reads as a verb, not a noun ("councils and state agencies"). */
function sharedSubject(tail: string): string {
  const tokens = tagText(tail);
  const verbs = new Set(
    tokens
      .filter(
        (t, i) =>
          i > 0 &&
          // Not a verb that shares a "to" ("to grow and contribute to a team").
          // A duty verb the tagger reads as a noun before how it is done is a verb too ("and work confidently").
          ((tokens[i - 1]!.lower === 'and' &&
            tokens[i - 3]?.lower !== 'to' &&
            (t.pos === 'VERB' || (t.pos === 'NOUN' && tokens[i + 1]?.pos === 'ADV')) &&
            (isListedVerb(t.lower) || /^(?:enjoy|love|like)$/.test(t.lower))) ||
            // "… and have relieved in the AO4 role": the helping verb of a verb it shares the subject with.
            (tokens[i - 1]!.lower === 'and' && t.lower === 'have' && tokens[i + 1]?.pos === 'VERB') ||
            // One of a list of duties after a comma, with its object ("…, use data analytics to test …"), however
            // the tagger reads it.
            (tokens[i - 1]!.text === ',' &&
              isListedVerb(t.lower) &&
              (t.pos === 'VERB' || t.pos === 'NOUN') &&
              /^(?:NOUN|DET|ADJ|PROPN)$/.test(tokens[i + 1]?.pos ?? ''))),
      )
      .map((t) => t.lower),
  );
  return (
    [...verbs]
      .reduce((t, verb) => t.replace(new RegExp(`(\\band|,) ${verb}\\b`, 'g'), `$1 ${thirdPerson(verb)}`), tail)
      // "… and am not afraid of hard work" shares the subject too: "… and is not afraid of hard work".
      .replace(/\band am\b/g, 'and is')
  );
}

/** A job's title that says it is one a person starts in. */
const STARTING_JOB =
  /\b(?:apprentice|apprenticeship|trainee|traineeship|graduate|cadet|cadetship|junior|entry[- ]level)\b/i;
/** How a career changer says the move: into the work, or becoming one who does it. */
const CHANGE_INTO =
  /\b(?:get|getting|move|moving|break|breaking|transition|transitioning|step|stepping) into\b|\bbecome an? \b|\b(?:start|begin|launch) (?:a|my) (?:new )?career (?:in|as)\b/i;
/** Words of a job's title many jobs share, which name no one line of work. */
const SHARED_TITLE_WORDS =
  /^(?:officer|assistant|worker|manager|coordinator|support|senior|junior|casual|trainee|lead|team)$/i;

/**
 * Whether a sentence's want is the job applied for, one a person starts in, by its own words ("I am looking for a
 * butchery apprenticeship" for an Apprentice Butcher, "I want to become a plumber" for an Apprentice Plumber): a
 * career changer's or a school leaver's goal is what such an ad wants to read, so it stays (a recruiter read it gone
 * as the fit taken out).
 */
export function wantsTheJob(sentence: string, target: string, newToIt = false): boolean {
  // Only for a job one starts in (an apprenticeship, a traineeship, a graduate role), or a move into a job the person
  // has not held ("looking to get into arboriculture full time with council" for an arborist's ad): any other want
  // ("Seeking a full time customer service position … where I can develop my skills") is an objective a recruiter
  // skips, whoever writes it.
  if (!STARTING_JOB.test(target) && !(newToIt && CHANGE_INTO.test(sentence))) return false;
  const at = OBJECTIVE_TEXT.exec(sentence)?.index;
  if (at === undefined) return false;
  const want = sentence
    .slice(at)
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  const own = target
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !SHARED_TITLE_WORDS.test(w));
  // A word of the title in any form: "butcher" in "butchery", "apprentice" in "apprenticeship".
  return own.some((t) => want.some((w) => sameStem(t, w)));
}

/** A kept want without the praise of oneself before it: "I am a hard working and reliable young bloke looking to get
 * into arboriculture …" → "Looking to get into arboriculture …"; words with a fact in them ("I am a qualified
 * electrician with 10 years' experience looking to …") stay. */
function wantAlone(sentence: string): string {
  const at = OBJECTIVE_TEXT.exec(sentence)?.index ?? 0;
  const before = sentence.slice(0, at);
  if (
    at === 0 ||
    !/^I(?:'m|’m| am) /.test(before) ||
    /\d|experience|qualified|licensed|certificate|diploma|degree|years?\b/i.test(before)
  )
    return sentence;
  return capitalise(sentence.slice(at));
}

/** Whether every cliché and word of praise in a text is one the ad itself asks for ("a team player", "reliable"): a
 * recruiter screens for the ad's own words, so such a line stays. */
const askedByAd = (text: string, ad: string, all = true) => {
  if (!ad) return false;
  const said = [
    ...(text.match(CLICHE) ?? []),
    ...text
      .toLowerCase()
      .split(/[^a-z&]+/)
      .filter((w) => PRAISE.has(w)),
  ].map((x) => normalise(x));
  return said.length > 0 && (all ? said.every((x) => ad.includes(x)) : said.some((x) => ad.includes(x)));
};

/** The summary without its objective sentences, and with first-person openings dropped where that reads well; a
 * sentence whose want is the job applied for (`target`, the ad's title) keeps it; a cliché the ad asks for (`adText`)
 * stays. */
export function summaryInOwnVoice(cv: StructuredCv, target = '', newToIt = false, adText = ''): Step {
  const ad = normalise(adText.slice(0, 100_000));
  // A sentence stays when all its clichés are the ad's; a skills item when one is ("Reliable and punctual" for an ad
  // that asks for "reliable").
  const asked = (text: string) => askedByAd(text, ad);
  const askedItem = (text: string) => askedByAd(text, ad, false);
  const changes: Change[] = [];
  const next = mapItems(cv, (text, block) => {
    // A skills line that lists clichés among skills ("Hard worker, team player, labour work, can use power tools,
    // go-getter") keeps the skills.
    // Praise of oneself in the first person ("good with my hands") goes too; "can use hand tools" is "hand tools".
    // Read only in Key Skills: a summary or a bullet with commas is no list of skills.
    // Cut at commas outside brackets: "(Cat, Komatsu, Hitachi)" is one item's note.
    const parts = block.kind === 'skills' ? commaParts(text) : [];
    const skills = parts.filter(
      (part) => (!clicheItem(part) && !praiseWord(part) && !aboutMe(part)) || (!aboutMe(part) && askedItem(part)),
    );
    if (parts.length >= 3 && skills.length && skills.length < parts.length) {
      const after = capitalise(skills.map((part) => part.replace(/^(?:can|able to) use /i, '')).join(', '));
      const gone = parts.filter((part) => !skills.includes(part)).map((part) => `“${part.trim()}”`);
      changes.push({
        kind: 'clean',
        section: block.heading,
        before: text,
        after,
        reason: `Clichés are no skills (${gone.join(', ')}): a recruiter looks for what you can do, and your experience shows the rest`,
      });
      return after;
    }
    // A skills paragraph keeps its skills and loses its sentences of praise alone ("Reliable, punctual and honest.").
    const skillSentences = block.kind === 'skills' ? sentences(text) : [];
    const praising = skillSentences.filter((x) => clicheItem(x.replace(/[.!]$/, '')) && !askedItem(x));
    if (skillSentences.length > 1 && praising.length && praising.length < skillSentences.length) {
      const after = skillSentences.filter((x) => !praising.includes(x)).join(' ');
      changes.push({
        kind: 'clean',
        section: block.heading,
        before: text,
        after,
        reason: `Praise is no skill (${praising.map((x) => `“${x.trim()}”`).join(', ')}): a recruiter looks for what you can do, and your experience shows the rest`,
      });
      return after;
    }
    if (block.kind === 'skills' && clicheItem(text) && !askedItem(text)) {
      changes.push({
        kind: 'clean',
        section: block.heading,
        before: text,
        after: '',
        reason: `A cliché is no skill (“${text.trim()}”): a recruiter looks for what you can do, and your experience shows the rest`,
      });
      return null;
    }
    // A sentence under a role made of clichés alone ("I am a team player who works well under pressure and always
    // puts the client first.") shows nothing of the role: it goes, as in the summary; the rest of its line stays.
    if (block.kind === 'experience') {
      const said = sentences(text);
      const hollow = said.filter((x) => clichesOnly(x) && !asked(x));
      if (!hollow.length) return text;
      const after = said.filter((x) => !hollow.includes(x)).join(' ');
      changes.push({
        kind: 'clean',
        section: block.heading,
        before: text,
        after,
        reason: `Clichés (${clichesIn(hollow)}) tell a recruiter nothing they can check; the work listed under the role shows it`,
      });
      return after || null;
    }
    if (block.kind !== 'summary') return text;
    const all = sentences(text);
    const isCliches = all.map((x) => clichesOnly(x) && !asked(x));
    const cliches = all.filter((_, i) => isCliches[i]);
    const praise = all.filter((s, i) => !isCliches[i] && praiseOnly(s));
    const rest = all.filter((s, i) => !isCliches[i] && !praise.includes(s));
    const trimmed = rest.map((x) => (target && wantsTheJob(x, target, newToIt) ? wantAlone(x) : withoutObjective(x)));
    const objective = trimmed.some((t, i) => t !== rest[i]);
    // A want kept for the job applied for says its "where I can …" without the "I".
    const asWritten = trimmed.filter((s): s is string => s !== null);
    const left = asWritten.map(wantWithoutI);
    const voiced = left.map((s) => {
      // "I'm a hard worker and always turn up on time, I get along …" → "Hard worker who always turns up on time, gets
      // along …": what the person is, then what they do, said of them.
      const relative = asRelative(s);
      if (relative) return relative;
      const rule = FIRST_PERSON_OPENING.find(([re]) => re.test(s));
      const rest = rule ? s.replace(rule[0], rule[1]) : s;
      // Half a sentence in implied first person and half in "I" reads worse than either: all or nothing.
      if (rule && !FIRST_PERSON.test(rest)) return capitalise(rest);
      const implied = impliedSentence(rule ? capitalise(rest) : s, true);
      // A summary's present duty said without "I" is said of the person ("Uses loans, attendance and feedback data …"),
      // not as an instruction ("Use loans …", which a recruiter read as one).
      // An adverb before the verb stays before it: "I currently process …" → "Currently processes …", never
      // "Currentlies process …".
      const opening =
        /^I (?:(currently|now|also|still|regularly|often|usually|always|mainly|mostly|primarily|routinely|[a-z]+ly) )?([a-z]+) /.exec(
          s,
        );
      const adverb = opening?.[1];
      const said = opening?.[2];
      const lead = adverb ? `${adverb} ${said}` : said;
      // A past one stays as it is: "I moved to Sydney in 2025" → "Moved to Sydney in 2025", never "Moveds".
      if (!implied || !said || !implied.toLowerCase().startsWith(`${lead} `) || isPastTense(said)) return implied ?? s;
      // So is each verb joined to it that had its own "I" ("… and I teach new staff" → "… and teaches new staff").
      const joined = [...s.matchAll(/(?:\band|,) I ([a-z]+)\b/g)].map((m) => m[1]!);
      const tail = joined.reduce(
        (t, verb) => t.replace(new RegExp(`(\\band|,) ${verb}\\b`), `$1 ${thirdPerson(verb)}`),
        implied.slice(lead!.length),
      );
      return capitalise(`${adverb ? `${adverb} ` : ''}${thirdPerson(said)}${sharedSubject(tail)}`);
    });
    // So too for the paragraph: "Plan and run campaigns … At Harlow & Finch I manage …" mixes the two.
    // A summary left in the first person keeps its sentences as written: "bring both sides of experience" with an "I"
    // before it read as a slip, under a reason that said the "I" had gone.
    const spoken = voiced.some((s) => FIRST_PERSON.test(s)) ? asWritten : voiced;
    // Praise before what the person brings goes: "Hard working team player with over 20 years' experience …" says
    // "Over 20 years' experience …".
    const openings: string[] = [];
    const kept = spoken.map((s) => {
      const after = withoutPraiseOpening(s);
      if (after !== s) openings.push(s.slice(0, s.length - after.length - ' with '.length + 1).trim());
      return after;
    });
    const after = kept.join(' ');
    if (after === text.trim()) return text;
    changes.push({
      kind: 'clean',
      section: block.heading,
      before: text,
      after,
      reason: [
        objective
          ? after
            ? FIRST_PERSON.test(after)
              ? 'A summary says what you offer; what you are looking for belongs in a cover letter.'
              : 'A summary says what you offer, in implied first person; what you are looking for belongs in a cover letter.'
            : 'A career objective says what you want; recruiters read the summary for what you offer.'
          : '',
        cliches.length
          ? `Clichés (${clichesIn(cliches)}) tell a recruiter nothing they can check; your experience shows it.`
          : '',
        praise.length || openings.length
          ? `Praise of yourself (${[...praise, ...openings].map((p) => `“${p}”`).join(' ')}) tells a recruiter nothing they can check; your experience shows it.`
          : '',
        // Only the voice changed: say so, so no change goes without its reason.
        !objective && !cliches.length && !praise.length && !openings.length
          ? 'Implied first person, as Australian CVs are written: the same words without “I”.'
          : '',
      ]
        .filter(Boolean)
        .join(' ')
        .replace(/\.$/, ''),
    });
    return after || null;
  });
  return { cv: next, changes };
}
