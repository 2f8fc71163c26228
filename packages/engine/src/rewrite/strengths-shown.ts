/**
 * The requirements a tailored summary may name: what the match judged fully shown, in the ad's words, as a recruiter
 * would rank them for the job (the skills it is about before a ticket), each a thing a person has or can do.
 */
import type { Judgement } from '../match/judge';
import type { CvDocument } from '../types';
import { saidTogether } from '../match/judge-lines';
import { cvLines } from '../match/cv-lines';
import { tagText } from '../nlp/tag-text';
import { conceptsOf } from '../match/words';

/** A requirement as the ad words it, and whether it is a name (a tool, a licence: its capitals stay). */
export interface Shown {
  text: string;
  name: boolean;
  /** A licence, registration or check: a condition the person meets, not a strength to headline. */
  credential?: boolean;
  /** A minimum every applicant meets: an award or registration the ad asks of everyone ("Diploma of Nursing", "AHPRA
   * registration"), not a ticket or certification that sells a tradesperson or an analyst ("forklift licence", "ITIL
   * Foundation certification"). */
  condition?: boolean;
  /** A soft skill ("communication"): said beside what a person can do, never a key strength alone. */
  soft?: boolean;
}

/** Whether the line that shows a requirement says it so, words together, as the person's claim can be written: a
 * vocabulary term always; a phrase off it only where its words stand close ("motor claims (…, third-party property)"
 * is no "property claims"). */
export const saysItSo = (r: Judgement) =>
  r.requirement.term !== undefined || !r.evidence || saidTogether(r.requirement.concepts, r.evidence);

/** A line of coursework ("Relevant units: Environmental Law and Regulation, …"): what was studied, not a strength a
 * recruiter can check in work done, so no key strength or Key Skills line is made of it. */
export const COURSEWORK =
  /^(?:relevant |key |core |elective )?(?:units|subjects|courses|coursework|modules)(?: studied| completed)?\s?[:–-]/i;
const fromCoursework = (r: Judgement) => COURSEWORK.test(r.evidence?.trim() ?? '');

/** The line that shows a skill says the person has it only a little, or helped another with it, or holds a course's
 * certificate of it: "Some Python – completed an online course", "Basic SQL (SQLite queries)", "Helped draft a $5,000
 * grant application", "Youth Mental Health First Aid – 2023". A recruiter read "Key strengths: …, Python" and "•
 * Grant management" of such lines as claims the CV does not make. Read on the line's opening words. */
export const OPENS_LIGHTLY =
  /^[\s•·*-]*(?:some|basic|beginner|introductory|limited|helped|helping|assisted|assisting|supported|supporting|shadowed|observed|watched)\b/i;
const COURSE_LINE =
  /\bfirst aid\b|\b(?:course|certificate|training|workshop|module)\b[^.]{0,30}$|^[^.]{0,60}[–-]\s*(?:19|20)\d{2}$/i;
export const lightEvidence = (r: Judgement) =>
  (r.requirement.kind === 'skill' || r.requirement.kind === 'tool' || r.requirement.kind === 'soft') &&
  !!r.evidence &&
  (OPENS_LIGHTLY.test(r.evidence) || (r.requirement.kind === 'skill' && COURSE_LINE.test(r.evidence.trim())));

/** A phrase that names a kind of workplace, not a skill: "government organisation", "fast-paced environment",
 * "shopping centre" (a recruiter read "Key strengths …: shopping centre" as a place, not a strength). */
export const SETTING =
  /\b(?:organisation|organization|environment|sector|industry|company|business|setting|workplace|centre|center|site|venue|facility|facilities|premises)s?$/i;

/** Requirements the summary may name: what a person has or can do, not an occupation or a number of years. */
const TAILORED_KINDS = new Set(['skill', 'tool', 'soft', 'credential', 'qualification']);
/** Of credentials, only what a person trained for, not work rights or a check. */
const LICENCES = /licen[cs]e|ticket|registration|accreditation|certificat/i;

/** Words that need a number or a name after them: "NSW Class", "Hepatitis B" are pieces of a longer name. */
const UNFINISHED = /\b(?:class|category|level|grade|type|tier|stage|[a-z])$/i;

/** Whether a phrase names a thing: two words or more, not opening with a verb, ending on a noun that ends it. */
export function isNamedThing(phrase: string): boolean {
  // A product's number is part of its name ("Microsoft 365", "Windows 11").
  const words = tagText(phrase).filter((t) => t.type === 'word' || t.type === 'number');
  const last = words.at(-1);
  const numbered = last?.type === 'number' && words.at(-2)?.pos === 'PROPN';
  return (
    words.length >= 2 &&
    words[0]!.pos !== 'VERB' &&
    (['NOUN', 'PROPN'].includes(last!.pos) || numbered) &&
    !UNFINISHED.test(phrase.trim())
  );
}

/**
 * What a recruiter reads first of a person's strengths: the skills and tools the job is about, then the
 * qualification, then soft skills; a ticket or check last (a food safety certificate is no headline for a venue
 * manager), and a driver licence never (it is a condition of the job, listed under Licences).
 */
const RANK: Record<string, number> = { skill: 0, tool: 0, qualification: 1, soft: 2, credential: 3 };
const DRIVER_LICENCE = /\bdriv(?:er|ing|ers)['’]?s? licen[cs]e\b|\bcar licen[cs]e\b/i;

/** A qualification as the CV names it ("Certificate III in Individual Support (Ageing)", a specialisation in brackets
 * kept, a course code not), where the ad's name is cut short ("Certificate III" of "Certificate III or IV in …"). */
const AWARD =
  /^(?:(?:Advanced |Graduate |Associate )?(?:Diploma|Certificate|Cert\.?|Degree)|Bachelor|Master|Doctor)\b[^,–—|(;]{0,80}(?:\([A-Za-z ]{2,30}\))?/;
/** "Cert III in Engineering - Mechanical Trade (Fitting) - South Metropolitan TAFE 2018": the award, not where. */
const AWARD_END = /\s[-–—]\s/;
const asTheCvNamesIt = (x: Judgement) =>
  AWARD.exec(x.evidence ?? '')?.[0]
    .split(AWARD_END)[0]!
    .trim() ?? x.requirement.name;

/** Two forms of one word: a common start of four letters or more, most of the shorter word ("plumbing", "plumber"). */
export const sameStem = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 4 && n >= 0.6 * Math.min(a.length, b.length);
};

/**
 * A tool the ad names by its kind and the CV by a product ("CRM" shown by "Salesforce", "Microsoft Office" by
 * "Excel"), named as the CV's line writes the product: the CV never says "CRM", and the summary says only what it does.
 */
function asTheCvNamesTool(x: Judgement): string {
  const { term } = x.requirement;
  const line = (x.evidence ?? '').toLowerCase();
  const at = (form: string) => {
    // The form as a whole word or words of the line ("sap" is not the start of "sapphire").
    const i = line.indexOf(form);
    const edge = (c: string | undefined) => !c || !/[\p{L}\p{N}]/u.test(c);
    return i >= 0 && edge(line[i - 1]) && edge(line[i + form.length]) ? i : -1;
  };
  if (!term?.cv || term.ad.some((form) => at(form) >= 0)) return x.requirement.name;
  const form = term.cv.find((f) => at(f) >= 0);
  return form ? x.evidence!.slice(at(form), at(form) + form.length) : x.requirement.name;
}

/** Words a CV sets beside a tool or skill it knows only a little: "ArcGIS Pro (basic)", "ServiceNow (end user /
 * logging)", "basic Excel", "exposure to SAP", "some water cart"; not "machine learning", which names a field. */
const LIGHTLY =
  /\b(?:some|basic|beginner|elementary|end[- ]user|exposure(?: to)?|familiarity(?: with)?|limited|introductory|(?:currently|still) learning|some knowledge(?: of)?|assisted|assisting|under supervision|supervised)\b/i;
/** A level a CV rates a skill at that falls short of an ad asking for advanced skills ("Microsoft Excel: Intermediate"
 * for "Advanced Microsoft 365 skills": a recruiter read the key strength as contradicted by the CV's own table). */
const SHORT_OF_ADVANCED = /\b(?:intermediate|moderate|working knowledge|competent)\b/i;
/** An ad that asks for skills at an advanced level. */
export const ASKS_ADVANCED = /\b(?:advanced|expert|high[- ]level|highly proficient)\b/i;

/**
 * Whether the CV says it knows a strength only a little, on any line that names it: within a few words before the
 * name or in the bracket after it and a word or two of its name. No such strength is a key strength, however the match judged it.
 */
export function heldLightly(name: string, cvText: string, advancedAsked = false): boolean {
  const lower = name.toLowerCase();
  const light = (text: string) => LIGHTLY.test(text) || (advancedAsked && SHORT_OF_ADVANCED.test(text));
  return cvText.split('\n').some((line) => {
    const at = line.toLowerCase().indexOf(lower);
    if (at < 0) return false;
    const before = line.slice(Math.max(0, at - 20), at);
    // The bracket after the name and a word or two of it ("ArcGIS Pro (basic)").
    const after =
      /^(?:[ \t]+[\p{L}\d.+#-]+){0,2}[ \t]*\(([^()]{0,40})\)/u.exec(line.slice(at + name.length))?.[1] ?? '';
    // Or its level after a colon or dash ("Microsoft Excel: Intermediate", a skills table's row).
    const level = /^[ \t]*[:–—-][ \t]*([^,;|•]{0,40})$/u.exec(line.slice(at + name.length))?.[1] ?? '';
    return light(before.split(/[,;|•]/).at(-1)!) || light(after) || light(level);
  });
}

/** "gaming experience" is "gaming": experience is what the summary says of all of them. */
const withoutExperience = (wording: string) => wording.replace(/\s+experience$/i, '');

/** The requirements the match judged fully shown that a summary may name, essential first, in the ad's words. */
/** Whether a skill only says the job's own field ("early childhood" for an early childhood educator), or is made of the
 * job's own word in another form ("plumbing" for an apprentice plumber, "nursing" for a nurse): no strength. */
export function ownFieldOf(results: Judgement[]): (wording: string) => boolean {
  const occupation = conceptsOf(results.find((r) => r.requirement.kind === 'occupation')?.requirement.wording ?? '');
  return (wording) =>
    [...conceptsOf(wording)].every((c) => occupation.has(c) || [...occupation].some((o) => sameStem(c, o)));
}

/** Two or more words, each opening with a capital and not all in capitals, off the vocabulary: a product's or a law's
 * name as the ad writes it. */
const properName = (r: Judgement) => {
  const words = r.requirement.wording.trim().split(/\s+/);
  return r.requirement.term === undefined && words.length >= 2 && words.every((w) => /^\p{Lu}\p{Ll}/u.test(w));
};
/** A term the vocabulary names in Title Case, a framework's or a law's name ("Early Years Learning Framework", "Chain of
 * Responsibility"), not a skill in sentence case ("Project management"): its capitals stay. */
const namedTerm = (r: Judgement) => {
  const words = (r.requirement.term?.name ?? '').split(/\s+/).filter((w) => !/^(?:of|and|the|for|in|on)$/.test(w));
  return words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w));
};

export function strengthsShown(results: Judgement[]): Shown[] {
  const ownField = ownFieldOf(results);
  return (
    results
      // One thing each: a choice ("warehouse or distribution centre") or an availability is not a strength; a choice of
      // awards is, named as the CV names the one held ("Certificate IV in Information Technology (Networking)").
      .filter(
        (r) =>
          r.met === 1 &&
          TAILORED_KINDS.has(r.requirement.kind) &&
          (r.requirement.anyAward !== undefined ||
            !/\bor\b|availab/i.test(`${r.requirement.name} ${r.requirement.wording}`)),
      )
      .filter((r) => r.requirement.kind !== 'credential' || LICENCES.test(r.requirement.name))
      .filter((r) => r.requirement.kind === 'qualification' || !fromCoursework(r))
      .filter((r) => !lightEvidence(r))
      .filter((r) => !DRIVER_LICENCE.test(`${r.requirement.name} ${r.requirement.wording}`))
      .filter((r) => !SETTING.test(withoutExperience(r.requirement.wording).trim()))
      .filter((r) => r.requirement.kind !== 'skill' || !ownField(withoutExperience(r.requirement.wording)))
      .map((r) => ({ r, named: isNamedThing(withoutExperience(r.requirement.wording)) }))
      // A strength off the vocabulary is named only as a noun phrase of two words or more ("enterprise bargaining"):
      // not a verb ("communicates", "work unsupervised") nor a lone word ("campaign").
      .filter(({ r, named }) => r.requirement.term !== undefined || r.requirement.kind === 'qualification' || named)
      .filter(({ r }) => r.requirement.kind === 'qualification' || saysItSo(r))
      .sort(
        (a, z) =>
          Number(z.r.requirement.essential) - Number(a.r.requirement.essential) ||
          RANK[a.r.requirement.kind]! - RANK[z.r.requirement.kind]!,
      )
      .map(({ r, named }) => ({
        // A skill in the ad's words when they name it; in the vocabulary's when the ad's are a verb or a lone word
        // ("communicates" → "Communication", "work unsupervised" → "Working independently").
        text:
          r.requirement.kind === 'skill' || r.requirement.kind === 'soft'
            ? // A soft skill by the vocabulary's name: the ad's words for one are a clause ("work as part of a team"),
              // and "experience in part of a team" read as a slip (a recruiter's read).
              named && !(r.requirement.kind === 'soft' && r.requirement.term)
              ? withoutExperience(r.requirement.wording)
              : (r.requirement.term?.name ?? r.requirement.wording)
            : r.requirement.kind === 'qualification'
              ? asTheCvNamesIt(r)
              : r.requirement.kind === 'tool'
                ? asTheCvNamesTool(r)
                : heldAsLimited(r),
        // A name the vocabulary does not know, each word capitalised in the ad ("Viewpoint Vista", "Building Industry
        // Fairness"), keeps its capitals: "viewpoint vista" read as garbage to a recruiter.
        name: r.requirement.kind === 'tool' || r.requirement.kind === 'qualification' || properName(r) || namedTerm(r),
        soft: r.requirement.kind === 'soft',
        condition:
          r.requirement.essential &&
          (r.requirement.kind === 'qualification' ||
            /\bregistration\b/i.test(`${r.requirement.name} ${r.requirement.wording}`)),
        // An award held, like a licence, is a condition met: "Holds the Certificate IV in …"
        credential:
          r.requirement.kind === 'credential' ||
          r.requirement.kind === 'qualification' ||
          LICENCES.test(r.requirement.wording),
      }))
  );
}

/** A limit the CV puts on a licence held ("QLD Restricted Electrical Licence") is said with it: "a restricted
 * electrical licence", never "an electrical licence", which claims the full one. */
const LIMITED = /\b(restricted|limited|provisional|probationary|supervised|conditional)\s+$/i;
function heldAsLimited(r: Judgement): string {
  const name = r.requirement.name;
  const evidence = r.evidence ?? '';
  const at = evidence.toLowerCase().indexOf(name.toLowerCase());
  const limit = at > 0 ? LIMITED.exec(evidence.slice(Math.max(0, at - 20), at)) : null;
  return limit ? `${limit[1]!.toLowerCase()} ${name.charAt(0).toLowerCase()}${name.slice(1)}` : name;
}

/** What the CV shows beyond its summary's words: a skill, tool or soft skill the person only claims there ("I am trauma
 * informed and have alot of experience with youth") is their word, not evidence a recruiter can check, so no key
 * strength or Key Skills line is made of it (a licence or award named there is still held). Nor is a skill shown only
 * by a role's title, whose words name the job: "Senior Environmental Scientist / Project Manager" shows no
 * "Environmental Management" (a tool in a title, "Xero Bookkeeper", is used all the same). */
export function beyondSummary<J extends Judgement>(results: J[], doc: CvDocument): J[] {
  const summary = doc.paragraphs
    .filter((p) => p.section === 'summary')
    .map((p) => p.text)
    .join('\n');
  const titles = new Set(
    cvLines(doc)
      .filter((l) => l.title)
      .map((l) => l.text),
  );
  const claimed = (r: J) =>
    CLAIMABLE.has(r.requirement.kind) && !!r.evidence && summary.includes(r.evidence.trim().slice(0, 60));
  const titleOnly = (r: J) => r.requirement.kind !== 'tool' && titles.has(r.evidence?.trim() ?? '');
  return results.filter((r) => !claimed(r) && !(CLAIMABLE.has(r.requirement.kind) && titleOnly(r)));
}
const CLAIMABLE = new Set(['skill', 'tool', 'soft']);
