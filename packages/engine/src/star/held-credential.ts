/**
 * A criterion that asks the person to hold something (a licence, a check, a registration, a qualification) is a
 * requirement to meet, not a story: it is answered from the line of the CV that shows it, read as job matching reads
 * it, and a panel is not asked to read a STAR example for "Current driver licence".
 */
import { article, lowerFirst, trimEnd } from './sentence';
import { headingKind } from '../read/classify';
import { readAd } from '../job-ad';
import type { CvLine } from '../match/cv-lines';
import { judge } from '../match/judge';
import { inProgress, pending, setAside } from '../match/judge-qualification';
import { stateOf } from '../vocabulary/states';

/** A criterion this long is about more than holding a credential ("experience in X; a degree is desirable"). */
const MAX_WORDS = 16;

export interface Held {
  /** The CV line that shows it, or null. */
  evidence: string | null;
  /** Not yet: in progress, or a test booked. */
  partly: boolean;
  /** Held, but of another level or field than asked ("Certificate III in Business" for one in Customer Engagement). */
  closest: boolean;
  /** An award asked (a certificate, a degree), which has no number or expiry to give. */
  award: boolean;
  /** A licence or check the criterion names that the CV does not show held at all (an MR class beside a car licence),
   * by its name. */
  lacking?: string;
  /** The line held closest to the one lacking (another state's check), whether it is another state's, and the lines
   * of the others asked that are held. */
  closestTo?: { line: string; otherState: boolean; heldToo: string[] };
  /** The criterion takes "an equivalent combination of training and experience" instead of the award. */
  equivalent?: boolean;
}

/** What the CV shows of the credential a criterion asks for, or null when the criterion asks for something else. */
/** The alternative a qualification criterion allows: ", or an equivalent combination of relevant experience and/or
 * education and training". */
const EQUIVALENT = /\bor (?:an? )?equivalent\b/i;
/** Words of such an alternative that name nothing in particular (one that does, "or equivalent experience in grants
 * administration", asks for that experience). */
const GENERIC = new Set(
  'or an a equivalent combination of relevant experience education training and and/or skills knowledge qualifications'.split(
    ' ',
  ),
);
/** The criterion without an alternative that names nothing in particular. */
function withoutEquivalent(criterion: string): string {
  const m = EQUIVALENT.exec(criterion);
  if (!m) return criterion;
  const tail = criterion.slice(m.index).toLowerCase().replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean);
  return tail.every((w) => GENERIC.has(w)) ? criterion.slice(0, m.index).replace(/[\s,]{1,20}$/, '') : criterion;
}

/** A bracket that offers another way to meet it: "(or the ability to obtain one)", "(or willingness to obtain)". No
 * space before it in the pattern: a run of spaces would be tried from each of its places. */
const OR_ASIDE = /\((?:or|and\/or)\s[^()]{1,80}\)/g;
/** The same offer without brackets: ", or the ability to obtain one prior to commencement". Bounded, no nested runs. */
const OR_OBTAIN =
  /,? (?:or|and\/or) (?:the )?(?:ability|willingness|able|willing|eligibility|eligible) to (?:obtain|acquire|get|apply for)\b[^.;()]{0,80}/gi;

export function heldCredential(written: string, lines: CvLine[]): Held | null {
  const criterion = withoutEquivalent(written);
  // Counted without such a bracket: "A current NSW Working with Children Check clearance (or the ability to obtain one)
  // and a current Class C driver licence" asks two credentials, no story.
  if (criterion.replace(OR_ASIDE, '').replace(OR_OBTAIN, '').split(/\s+/).length > MAX_WORDS) return null;
  const asked = readAd(`Selection criteria\n• ${criterion}`, '').requirements.filter(
    (r) => r.kind === 'credential' || r.kind === 'qualification',
  );
  if (!asked.length) return null;
  // Held is shown outside the roles' bullets (Licences, Education, a contact line): a duty that mentions an
  // accreditation ("supported teachers through their accreditation") is not holding it.
  const held = lines.filter((l) => !(l.section === 'experience' && !l.title));
  // The best showing of any of them ("Bachelor or Master of Physiotherapy" is met by either).
  // Read as at no date in particular, as the rewrite's checks are: a draft is the same whenever it is made.
  const all = asked.map((r) => judge(r, held, { all: 0, inOccupation: 0 }, new Date(0))).sort((a, z) => z.met - a.met);
  const judged = all[0]!;
  const award = asked.every((r) => r.kind === 'qualification');
  // Each held, each by its own line: both said ("Bachelor of Nursing, …; AHPRA Registered Nurse (current)").
  const each = all.every((j) => j.met === 1) ? [...new Set(all.map((j) => j.evidence!))] : [];
  const evidence = each.length > 1 ? each.join('; ') : judged.met > 0 ? judged.evidence : null;
  // Two licences or checks read from one criterion are both asked ("Current 'MR' class (medium rigid) driver's
  // licence" asks a heavy vehicle licence beside a driver's licence): the one not held makes the best the closest.
  const credentials = all.filter((j) => j.requirement.kind === 'credential');
  const lackingOne = credentials.length >= 2 ? credentials.find((j) => j.met < 1) : undefined;
  const lacking = lackingOne?.requirement.name;
  // One held of another state or kind than asked ("Registration to Work with Vulnerable People" for an Ochre Card) is
  // the closest to the one lacking; the others asked are held ("Tasmanian driver’s licence (full)").
  const closestTo =
    lackingOne && lackingOne.met > 0 && lackingOne.evidence
      ? {
          line: lackingOne.evidence,
          otherState: lackingOne.why === 'state',
          heldToo: credentials.filter((j) => j.met === 1 && j.evidence).map((j) => j.evidence!),
        }
      : undefined;
  // A licence of another state than the one asked ("a current NSW driver licence", a Queensland one held) is the
  // closest the person holds, not the requirement met.
  const askedState = stateOf(criterion);
  const heldState = evidence ? stateOf(evidence) : null;
  const otherState = askedState !== null && heldState !== null && askedState !== heldState;
  return {
    evidence,
    // An award still being studied for ("currently studying, due to finish mid 2027") is worked towards, not held.
    partly: !!evidence && (pending(evidence) || (award && inProgress(evidence))),
    closest: (judged.met > 0 && judged.met < 1) || otherState || (!!evidence && !!lacking),
    ...(evidence && lacking ? { lacking } : {}),
    ...(closestTo ? { closestTo } : {}),
    award,
    ...(criterion !== written ? { equivalent: true } : {}),
  };
}

export const HELD_PROMPT = '[Your CV does not show this. If you hold it, give its name, number and expiry date here.]';
/** For an award, which has no number or expiry: where and when it was completed. */
export const AWARD_PROMPT =
  '[Your CV does not show this. If you hold it, give its name, where you completed it and the year.]';

/** For an award the criterion lets an equivalent combination of training and experience stand in for. */
export const EQUIVALENT_PROMPT =
  '[Your CV does not show this award. The criterion accepts an equivalent combination of training and experience: name the training and the years of work you offer instead, or the award if you hold it.]';

/** Between the details of a contact line: "Banora Point NSW 2486 | 0491 570 422 | NSW Class C driver licence". */
const DETAILS = /\s+[|·•]\s+/;
/** Of a line of several details, the one that lists a licence or check; the line as it is otherwise. */
const listedPiece = (line: string) => line.split(DETAILS).find((piece) => LISTED.test(piece)) ?? line;

/** "I meet this requirement: WWCC WWC1234567E, expires 2029." */
export function heldSentence(held: Held): string {
  if (!held.evidence) return held.award ? (held.equivalent ? EQUIVALENT_PROMPT : AWARD_PROMPT) : HELD_PROMPT;
  // Only the detail that holds it, not the address and phone beside it on a contact line.
  // Nor the label of the list it stands in ("Checks and licences – NSW Working with Children Check …").
  const pieces = listedPiece(held.evidence).split(' – ');
  const unlabelled = pieces.length > 1 && headingKind(pieces[0]!) ? pieces.slice(1).join(' – ') : pieces.join(' – ');
  const line = trimEnd(unlabelled, '.;,');
  // Study set aside ("2013 – 2016, completed 12 of 24 units (not completed)") is no longer being worked towards.
  if (held.partly) return `I ${setAside(line) ? 'have studied' : 'am working'} towards this requirement: ${line}.`;
  // A licence asked and not held is said so plainly before the closest one held: a panel reads the requirement first.
  // A name keeps its capitals ("a Working with Children Check"); a kind of licence reads in small letters.
  const lacking = held.lacking && (/\s\p{Lu}/u.test(held.lacking) ? held.lacking : lowerFirst(held.lacking));
  if (lacking && held.closestTo) {
    const { line: closest, otherState, heldToo } = held.closestTo;
    const also = heldToo.length ? `I meet part of this requirement: ${heldToo.join('; ')}. ` : '';
    return `${also}I do not yet hold ${article(lacking)} ${lacking}${otherState ? ' for this state' : ''}; the closest I hold is ${trimEnd(closest, '.;,')}.`;
  }
  if (lacking) return `I do not yet hold ${article(lacking)} ${lacking}; the closest I hold is ${line}.`;
  return held.closest ? `The closest I hold is ${line}.` : `I meet this requirement: ${line}.`;
}

/** Words of a line that lists a licence or registration. */
const LISTED = /\b(?:registration|licen[cs]e|check|card|clearance|ticket|accreditation|wwcc|ahpra)\b/i;
/** A registration's or check's number: four digits or more ("NMW0002187465", "WWC1739204E", "EW 194322"). */
const NUMBER = /\d{4,}/;

/**
 * A licence or registration a longer criterion asks for beside experience ("Current registration as a Registered Nurse
 * with AHPRA, and demonstrated clinical experience in …"), said first when the CV shows it held: "I hold AHPRA
 * registration (Registered Nurse, NMW0002187465)." Null when it asks for none or the CV does not show one in full.
 */
export function credentialStated(criterion: string, lines: CvLine[]): string | null {
  const asked = readAd(`Selection criteria\n• ${criterion}`, '').requirements.filter((r) => r.kind === 'credential');
  // The line that lists it, with its number ("AHPRA registration: Registered Nurse, NMW0002187465"), not one that only
  // names the job.
  // Of a contact line, only the detail that lists it: a postcode or a phone number beside it is no licence number,
  // and a short detail of its own ("NSW Class C driver licence") lists it as a line of licences does.
  // A short line of its own under Licences or Skills lists it too ("NSW driver licence (P2)").
  const listed = ({ text, section }: CvLine) => {
    const piece = listedPiece(text);
    const short = (words: string) => words.split(/\s+/).length <= 8;
    return (
      NUMBER.test(piece) ||
      (piece !== text && short(piece)) ||
      ((section === 'certifications' || section === 'skills') && short(text))
    );
  };
  const listing = lines.filter(
    (l) => l.section !== 'experience' && l.section !== 'summary' && LISTED.test(l.text) && listed(l),
  );
  const shown = asked
    .flatMap((r) => listing.filter((l) => r.term && l.terms.has(r.term.name)))
    .find((l) => !pending(l.text));
  if (!shown) return null;
  const line = trimEnd(listedPiece(shown.text), '.;,');
  const labelled = /^([^:]{2,40}):\s+(.+)$/.exec(line);
  if (labelled) return `I hold ${labelled[1]} (${labelled[2]}).`;
  // One licence or card takes its article ("I hold an NSW Class C driver licence"); a registration does not.
  // Its kind in brackets after it is still one ("an NSW driver licence (P2)").
  const one =
    /\b(?:licen[cs]e|card|check|ticket|certificate)(?:\s\([^()]{1,20}\))?$/i.test(line) &&
    !/^(?:a|an|the|my)\s/i.test(line);
  // "Current" opening the line reads in small letters mid-sentence: "I hold a current NSW driver's licence".
  const said = line.replace(/^(Current|Valid|Full|Open)\b/, (w) => w.toLowerCase());
  return `I hold ${one ? `${article(said)} ` : ''}${said}.`;
}
