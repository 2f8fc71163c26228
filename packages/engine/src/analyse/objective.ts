/**
 * What a person wants, as against what they offer: the analysis flags a career objective, the rewrite takes it out
 * and the match never reads it as evidence ("To obtain a position in a pharmacy" shows nothing of pharmacy work).
 */

import { TITLE_HEAD } from './checks/role-detail';

// A line about what the person wants rather than what they offer: "to obtain a challenging position", "seeking a
// receptionist role", "looking for an opportunity", "looking for full time work", "I would love the chance to …",
// "I am keen to join …", "Looking to join a larger hospital to broaden my skills." (the "I" implied), "looking for casual
// or part time work", "a motivated person who is looking to further my career", "I am looking for a oppurtunity …"
// (whatever is sought, however spelt), "Looking for a larger hospital …", "I'd like to move into a studio …", "I would
// like to lead a team …", "Recent environmental science graduate looking to start a career in …".
export const OBJECTIVE_TEXT =
  /\b(?:to (?:obtain|secure|gain|find|get|acquire) |seeking |looking for |in search of )(?:a |an |my )?(?:[\w-]+ ){0,10}(?:position|role|job|opportunity|career|employment|challenge|step|opening|hospital|practice|clinic|studio|company|employer|workplace|organisation)\b|\b(?:seeking|looking for) (?:(?:full|part)[- ]time |casual |permanent |ongoing |temporary |new |some |or |and )*(?:(?!to |ways )[\w-]+ ){0,3}(?:work|employment)\b|\bwho(?: is|'s|’s) (?:keen|eager|hoping|looking|wanting) to (?:work|join|find|secure|gain|start|return|move|take on|get|further|broaden|develop)\b|\b(?:I )?would (?:love|like|welcome|relish) (?:the |a |an )?(?:chance|opportunity) to\b|\bI(?:'m|’m| am) (?:now )?(?:keen|eager|hoping|looking|wanting) to (?:work|join|find|secure|gain|start|return|move|take on|get|keep working|continue working|grow|advance|progress|further|build) (?!on\b)|\bI(?:'m|’m| am) (?:currently |now )?(?:looking for|seeking)\b|\bI(?: want| would like|['’]d like| hope| wish) to (?:work|join|find|secure|gain|get|become|start|move|lead|take on|step up|grow)\b|\bI (?:want|would like|hope|wish) to (?:[\w-]+ ){1,6}(?:a |my )?(?:career|role|job|position)\b|(?:^|[.!?]\s+)(?:now )?(?:keen|eager|hoping|looking|wanting) to (?:work|join|find|secure|gain|start|return|move|take on|get|broaden|further)\b|(?<!\bwho (?:were|are|was|is) )\b(?:looking|hoping|keen|wanting|eager) to (?:break|get|transition) into\b|\b(?:looking|hoping|keen|wanting|eager|seeking) to (?:start|begin|launch|commence) (?:a |my |her |his )?(?:new )?career\b/i;

/** Sentences of a paragraph, each with its closing punctuation. */
export const sentencesOf = (text: string) =>
  text
    // A full stop ends a sentence only before a space or the end: "$8.2 million" and "3.5 FTE" stay whole.
    .match(/(?:[^.!?]|[.!?](?=\S))+(?:[.!?]+(?=\s|$)|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];

/**
 * A sentence without its objective: "…, seeking a front office role" loses the clause after its comma and keeps what
 * the person offers; a sentence that is all objective goes (null).
 */
/** A person still learning the job, named before their want: "Final year Bachelor of Nursing student at …". */
const LEARNER = /\b(?:student|graduate|apprentice|trainee|cadet|intern)\b/i;

/** Praise before the job a sentence names ("Reliable and hard working butcher …"), two words or more joined (one,
 * "Friendly receptionist", is left to the summary's own rule). */
const PRAISE_BEFORE_JOB =
  /^(?:(?:reliable|hard[- ]?working|motivated|friendly|enthusiastic|passionate|dedicated|honest|punctual|keen|loyal|energetic)(?:,\s|\sand\s|\s)){2,}(?=\p{Ll})/iu;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A planned move: where to, and when ("in early 2027", "from March"). Anchored and bounded. */
const MOVING =
  /^(?:I am |I'm |I’m )?(?:[Ll]ooking|[Pp]lanning|[Hh]oping|[Ii]ntending|[Aa]bout) to (?:move|relocate) to (\p{Lu}[\p{L}' -]{1,40}?)(?: with (?:my|our) [\p{L} ]{1,30}?)?(?: ((?:in|from|by|at the end of|early|late|mid)[\p{L}\d ,-]{1,30}?))?\.?$/u;

export function withoutObjective(sentence: string): string | null {
  // A move the person plans ("Looking to move to Darwin with my partner in early 2027") tells an employer elsewhere
  // when they can start: said plainly, never taken out with the want around it.
  const move = MOVING.exec(sentence.trim());
  if (move) return `Relocating to ${move[1]}${move[2] ? ` ${move[2]}` : ''}.`;
  const m = OBJECTIVE_TEXT.exec(sentence);
  if (!m) return sentence;
  // "Experienced commercial cleaner seeking to take the next step …": the person named before the want is what they
  // offer, kept as the summary's opening (a recruiter missed it when the whole sentence went).
  // "… butcher with a lot of experience who is looking for …": the clause's own "who is" goes with the want, and the
  // praise before the job with it ("Reliable and hard working butcher …" offers the butcher).
  const named = capitalise(
    sentence
      .slice(0, m.index)
      .trim()
      .replace(/,?\s(?:who|that) (?:is|am|are)$/i, '')
      .replace(PRAISE_BEFORE_JOB, ''),
  );
  // Three words at least, and not praise before a job ("Reliable chef", "Hard working reliable driver" say nothing).
  if (
    // Figures and brackets are what the person offers too ("… with 9 years in the trade (including apprenticeship)").
    /^\p{Lu}[\p{L}\p{N}'’ (),&/+-]+$/u.test(named) &&
    named.split(/\s+/).length >= 3 &&
    // A phrase whole, not a clause cut at its joint ("I am a … electrician who finished … and I am").
    !/^I\b|\b(?:and|or|but|am|is|are|I|to|a|an|the)$/.test(named) &&
    // Its job named before what it holds: "Qualified light vehicle mechanic with 9 years …".
    (TITLE_HEAD.test(named.split(/\s(?:with|of|who|holding|having)\s/)[0]!) || LEARNER.test(named)) &&
    !/^(?:hard|reliable|motivated|friendly|enthusiastic|passionate|dedicated|honest|punctual|keen)/i.test(named)
  )
    return `${named.replace(/[,;:]$/, '')}.`;
  const comma = sentence.lastIndexOf(',', m.index);
  if (comma > 0 && sentence.slice(comma + 1, m.index).trim() === '') return `${sentence.slice(0, comma)}.`;
  // "I am a recently qualified electrician … and I am looking for …": what the person is, before the want.
  const and = /,? and (?:I(?:'m| am) |am )?$/i.exec(sentence.slice(0, m.index));
  const before = and ? sentence.slice(0, and.index).trim() : '';
  if (before.split(/\s+/).length >= 4 && !OBJECTIVE_TEXT.test(before)) return `${before}.`;
  // "… where I can use my 20 years of retail experience": the experience offered, said on its own.
  const use = OFFER_IN_OBJECTIVE.exec(sentence.slice(m.index));
  // The offer ends where the want resumes: "my 8 years of experience in QC microbiology and contribute to the growth
  // of the organisation" offers the years, not the contribution.
  const offer = use?.[1]?.replace(WANT_RESUMES, '').trim();
  // Only an offer that stands as a phrase of its own, with its years ("my 20 years of retail experience"): "my
  // skills, experience and caring nature to make a difference …" is no sentence without the objective around it.
  if (
    offer &&
    OFFERED_THING.test(offer) &&
    /\d|\byears\b/.test(offer) &&
    !/\b(?:I|me|and (?:to )?(?:grow|learn|develop|gain|continue))\b/.test(offer)
  )
    return `${offer.charAt(0).toUpperCase()}${offer.slice(1)}.`;
  // "Keen to get into FIFO mining maintenance – no ties, can start on 2 weeks notice": when the person can start is
  // what an employer asks, kept on its own ("Can start on 2 weeks notice.").
  const start = START_OFFERED.exec(sentence.slice(m.index));
  if (start) return `${start[1]!.charAt(0).toUpperCase()}${start[1]!.slice(1).replace(/[\s,;–-]+$/, '')}.`;
  return null;
}

/** When a person can start, said inside an objective ("… – no ties, can start on 2 weeks notice"); bounded. */
const START_OFFERED = /\b((?:can|able to|available to|ready to) start\b[^.!?;]{0,40}?)(?=[.!?;]|$)/i;

/** "where I can use my …", "in which I could apply my …": what an objective says the person brings (bounded, no backtracking). */
const OFFER_IN_OBJECTIVE =
  /\b(?:where|in which) I (?:can|could|will be able to) (?:use|apply|bring|draw on|utilise|utilize|build on) (?:all )?my ([^.!?]{3,120})/i;
/** "… and contribute to …", "… and help …": a second want after the offer (a literal "and", then one word). */
const WANT_RESUMES =
  /,?\sand (?:to )?(?:contribute|help|add|make|grow|learn|develop|gain|continue|build|expand|further|enhance)\b.*$/i;
/** What can be offered on its own: years, experience, skills, knowledge. */
const OFFERED_THING = /\b(?:experience|years|skills|knowledge|background|expertise|qualifications?)\b/i;

/** A paragraph's sentences that say what the person offers, joined (empty when it is all objective). */
export const offered = (text: string) =>
  OBJECTIVE_TEXT.test(text)
    ? sentencesOf(text)
        .map(withoutObjective)
        .filter((s): s is string => s !== null)
        .join(' ')
    : text;
