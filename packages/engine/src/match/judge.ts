/**
 * Whether a CV shows each requirement, and the line that shows it. Each kind is shown where a recruiter would look:
 * a qualification under Education (at the level asked, in the field asked), a licence anywhere it is named, an
 * occupation in a role's title, a tool wherever it is used, a skill in one line that holds all its concepts (half of
 * them: partly), years from the roles' dates.
 */
import type { Requirement } from '../job-ad';
import type { CvLine } from './cv-lines';
import { byConcepts, ordered, type Judgement, type Shortfall } from './judge-lines';
import { judgeOccupation } from './judge-occupation';
import { judgeQualification, pending } from './judge-qualification';
import { classUnsaid, coversClass } from './licence-class';
import { stateOf } from '../vocabulary/states';
import { credentialDates } from './credential-date';
import { normalise } from './words';
import { ranOutBefore } from '../analyse/checks/dates';
import { titlePiece } from '../analyse/checks/job-title';
import { SHOWN_TERMS } from '../vocabulary/phrase-index';

export { judgeOccupation };
export type { Judgement };

/** Years of work: in all dated roles, and in the roles whose titles show the occupation the ad asks for. */
export interface WorkYears {
  all: number;
  inOccupation: number;
}

/** Years asked: met by years in the occupation; years in other roles count only partly. */
function judgeYears(r: Requirement, work: WorkYears): Judgement {
  const asked = r.years!;
  if (work.inOccupation >= asked)
    return { requirement: r, met: 1, evidence: `Your roles in this line of work span ${work.inOccupation} years` };
  const met = work.all >= asked / 2 ? 0.5 : 0;
  const inIt = work.inOccupation
    ? `, ${work.inOccupation} of them in this line of work`
    : ', none of them with this title';
  return { requirement: r, met, evidence: met ? `Your roles span ${work.all} years${inIt}` : null };
}

/** A line this short is about one thing, so "booked" or "awaiting" in it says that thing is not held yet: a summary's
 * "stroke awaiting rehab" is no licence awaited. */
const PENDING_WORDS = 16;
/** A licence, ticket or card the line says another person holds: "under his chem accreditation", "on my
 * supervisor's licence". Bounded. */
const ANOTHERS =
  /\b(?:his|her|their|(?:the |my |a )?(?:owner|neighbour|employer|supervisor|manager|boss|trainer|partner)['’]s)\s(?:[\w-]+\s){0,2}(?:accreditation|licen[cs]e|ticket|card|registration|certificate|permit)\b/i;
/** Words that say a licence or check was held and is no longer: "Dangerous Goods Drivers Licence (expired 2019)". */
export const LAPSED = /\b(?:expired|lapsed|no longer current|not current)\b/i;

/** The short piece of a line that names a requirement: the whole line when short, else the clause between semicolons
 * or dashes that holds the requirement's head word, else its first ("Radiation Safety course … — completed Oct 2024;
 * licence application lodged with the Radiological Council (pending)" for a radiation licence). */
function pieceNaming(line: string, wording: string): string | null {
  if (line.split(/\s+/).length <= PENDING_WORDS) return line;
  // The clause holding the requirement's head word ("licence" of "radiation licence") before one holding its first.
  const words = wording.toLowerCase().split(/\s+/);
  const clauses = line.split(/;|\s[–—]\s/);
  // With the clause after it, which gives its details ("Victorian Institute of Teaching (VIT) – Provisional
  // registration: application submitted …, awaiting approval").
  const holding = (w: string) => {
    const at = w.length > 2 ? clauses.findIndex((c) => c.toLowerCase().includes(w)) : -1;
    if (at < 0) return undefined;
    const details = clauses.slice(at, at + 2);
    const said = details.join(' – ');
    return details.length === 2 && said.split(/\s+/).length <= 2 * PENDING_WORDS ? said : clauses[at];
  };
  const piece = holding(words.at(-1) ?? '') ?? holding(words[0] ?? '');
  const most = piece?.includes(' – ') ? 2 * PENDING_WORDS : PENDING_WORDS;
  return piece && piece.split(/\s+/).length <= most ? piece : null;
}

/** A requirement fully shown by a short line, or a short clause naming it, that says it is not held in full is partly
 * there. */
const partlyWhen =
  (says: (line: string) => boolean, why: Shortfall) =>
  (x: Judgement): Judgement => {
    const piece = x.met === 1 && x.evidence ? pieceNaming(x.evidence, x.requirement.wording) : null;
    return piece && says(piece) ? { ...x, met: 0.5, why } : x;
  };
/** A skill, tool or licence still to come ("Gas fitting – working towards"). */
const stillToCome = partlyWhen(pending, 'pending');
/** A licence or check that has lapsed, or whose date to renew it by has passed: held once, to be renewed, never
 * claimed as held. */
const lapsed = (x: Judgement, now: Date): Judgement => {
  const said = partlyWhen((line) => LAPSED.test(line), 'lapsed')(x);
  // A date is read in the part of the line between semicolons that names it: a table row's cells are one part
  // ("Coal Board Medical – … – Renewal due August 2026"), a list's items are not ("Forklift (exp 2024); White Card").
  const head = x.requirement.wording.toLowerCase().split(/\s+/).at(-1)!;
  const part = x.evidence?.split(';').find((p) => p.toLowerCase().includes(head)) ?? x.evidence;
  if (said.met === 1 && part && (ranOutBefore(part, now) || outOfDate(x, part, now)))
    return { ...x, met: 0.5, why: 'lapsed' };
  return said;
};

/** Words that say when a credential runs out, or that it is current: "current", "valid to", "expires", "renewal due". */
export const RENEWAL_SAID = /\b(?:current|valid|expir\w*|until|renew\w*|due)\b/i;

/** A credential the vocabulary says is renewed every so many years, dated longer ago than that with no date to renew
 * it by ("First Aid certificate (done 2018)"), has lapsed (a recruiter read "Holds the first aid certificate" as
 * untrue). */
const outOfDate = (x: Judgement, part: string, now: Date) => {
  const years = x.requirement.term?.renewYears;
  if (!years || RENEWAL_SAID.test(part)) return false;
  // By its years as before ("done 2018"); a month with a two-digit year ("Feb 25") by its year too.
  const dated = credentialDates(part).map((m) => Math.floor(m / 12));
  return dated.length > 0 && now.getUTCFullYear() - Math.max(...dated) > years;
};

/** What a licence or check line says of its kind: on P plates, or a volunteer's check. */
const KIND_HELD = {
  provisional: /\bP[12]\b|\bprovisional\b|\bP[- ]?plates?\b|\bprobationary\b/i,
  p1: /\bP1\b|\bred P\b|\blearner/i,
  volunteer: /\bvolunteer\b/i,
};
/** A licence or check of a kind the ad rules out ("Drivers licence – P2" for "no P's", a volunteer's WWCC for an
 * employee's) is partly there: held, but not as asked. */
const ruledOut = (x: Judgement): Judgement => {
  const kind = x.requirement.notAccepted;
  return kind ? partlyWhen((line) => KIND_HELD[kind].test(line), 'kind')(x) : x;
};
/** A check of another state than the one asked ("Working with Children Check (Victoria)" for NSW's) is partly there:
 * the person knows the process, but must apply again. */
const otherState = (x: Judgement): Judgement => {
  const asked = x.requirement.state;
  return asked
    ? partlyWhen((line) => {
        const held = stateOf(line);
        return held !== null && held !== asked;
      }, 'state')(x)
    : x;
};

/** A licence whose class the ad asks, shown by a line that names none ("Licence: Truck licence and car" for "HR
 * licence (min 2 yrs driving HR)"), is partly there: held, its class unsaid. */
const unclassed = (x: Judgement): Judgement =>
  x.met === 1 &&
  x.evidence &&
  x.requirement.term &&
  classUnsaid(x.requirement.term.name, x.requirement.wording, x.evidence)
    ? { ...x, met: 0.5, why: 'class' }
    : x;

export function judge(r: Requirement, lines: CvLine[], work: WorkYears, now: Date): Judgement {
  // Read at the epoch, as a STAR draft reads (no date in particular), no study is still to end.
  if (r.kind === 'qualification') return judgeQualification(r, lines, now.getTime() > 0 ? now : undefined);
  if (r.kind === 'experience') return judgeYears(r, work);
  if (r.kind === 'occupation') return judgeOccupation(r, lines);
  const shown = unclassed(otherState(ruledOut(stillToCome(judgeShown(r, lines)))));
  // A ticket the ad names as a skill ("Current Standard 11 coal mine induction") lapses as a licence does.
  return r.kind === 'credential' || r.kind === 'skill' ? lapsed(shown, now) : shown;
}

function judgeShown(r: Requirement, lines: CvLine[]): Judgement {
  const pool = ordered(lines, r.kind);
  const term = r.term;
  if (term) {
    const names = (r.anyOf ?? [term]).map((t) => t.name);
    // A heavy vehicle licence of a lower class than the ad's is not it ("MR (Medium Rigid)" for an HR licence).
    // A table's cell is judged with its row: "Forklift licence" beside "LO – Order-picking forklift truck".
    // Not a licence someone else holds ("Boom spraying for a neighbour … under his chem accreditation").
    const showing = pool.filter(
      (l) =>
        names.some((n) => l.terms.has(n)) &&
        coversClass(term.name, r.wording, l.row ?? l.text) &&
        !(r.kind === 'credential' && ANOTHERS.test(l.text)) &&
        // A role's heading shows a credential in its title ("Registered Nurse – …"), never in its employer's name
        // ("Accounts Assistant – Hallett & Moore Chartered Accountants" holds no CA membership).
        !(
          r.kind === 'credential' &&
          l.title &&
          !SHOWN_TERMS.findIn(titlePiece(l.text)).some((h) => names.includes(h.term.name))
        ),
    );
    // The line that says it in the ad's words ("AHPRA registration NMW…") before one that only implies it.
    const wording = r.wording.toLowerCase();
    // Then a line of the work before a role's title: "Led the policy analysis for a … New Policy Proposal" proves
    // policy development, "Policy Officer (APS 5) — Department of Social Services" only names the job.
    // A line that says it is still to come ("AHPRA: Application for general registration submitted – awaiting
    // outcome") is the CV's word on it, over a headline that only names the job ("Graduate Registered Nurse").
    // So is one that names it by its acronym without the vocabulary's words ("AHPRA: Application … submitted"), over
    // one in the ad's words that only names the job ("Graduate Registered Nurse" for "registration as a Registered
    // Nurse").
    const acronyms = `${r.wording} ${term.name}`.match(/\b\p{Lu}{3,}\b/gu) ?? [];
    const namedPending = pool.find(
      // A cheap look for the letters first: the line is split into words only where they stand in it.
      (l) =>
        acronyms.some((a) => l.text.includes(a) && l.text.split(/[^\p{L}]+/u).includes(a)) && pending(l.row ?? l.text),
    );
    const line =
      namedPending ??
      showing.find((l) => l.text.toLowerCase().includes(wording)) ??
      showing.find((l) => pending(l.row ?? l.text)) ??
      showing.find((l) => !l.title) ??
      showing[0];
    // A skill named only by a course ("Family violence risk assessment training, 2021") is shown better by the work
    // that does it, where a role's line says it in other words ("Completed family risk and needs assessments"): a
    // recruiter reads the work as the proof.
    // A role's line that names the skill itself comes first ("coordinating delivery of projects" over "Certificate IV
    // in Project Management Practice"), before one that only shares its words ("project support to the project team").
    if (line && r.kind === 'skill' && line.section !== 'experience' && COURSE.test(line.text)) {
      const named = showing.find((l) => l.section === 'experience' && !l.title);
      if (named) return { requirement: r, met: 1, evidence: named.row ?? named.text };
      const work = byConcepts(
        r,
        pool.filter((l) => l.section === 'experience' && !l.title),
      );
      if (work.met === 1) return work;
    }
    // A licence still to be got ("test booked", "learner permit") is partly there at most: `stillToCome` says so.
    // A table's cell is shown with its row, whose other cells may say it has expired or is in progress.
    if (line) return { requirement: r, met: 1, evidence: line.row ?? line.text };
    // A licence, tool or soft skill is shown by its own name or not at all.
    if (r.kind !== 'skill') return { requirement: r, met: 0, evidence: null };
  }
  const judged = byConcepts(r, pool);
  return judged.met < 1 && r.examples?.length ? (byExample(r, pool) ?? judged) : judged;
}

/** A line of study or training: a course, a workshop, a certificate of it. */
const COURSE = /\b(?:training|course|workshop|certificate|module|webinar|seminar)s?\b/i;

/** A requirement shown by a name the ad gives as its example ("DIBELS 8" of "use assessment data … e.g. PAT, DIBELS
 * 8"), written as a word of its own in a line. */
function byExample(r: Requirement, lines: CvLine[]): Judgement | null {
  const names = r.examples!.map(normalise);
  const line = lines.find((l) => {
    const words = normalise(l.text);
    return !l.title && names.some((n) => words.includes(n));
  });
  return line ? { requirement: r, met: 1, evidence: line.row ?? line.text } : null;
}
