/**
 * The summary names what the ad asks for and the CV shows, in the ad's words, at the top where a recruiter reads
 * first: "Brings experience in award interpretation, STP reporting and payroll tax to Payroll Officer roles." Only
 * requirements the match judged fully shown are named (a requirement the CV lacks goes to "add if true", never
 * here), so the line adds words, not claims.
 */
import { STANDARD_HEADINGS, summaryText, type StructuredCv } from './structured-cv';
import type { Step } from './transforms';
import { article, listed } from '../star/sentence';
import type { Shown } from './strengths-shown';
import { conceptsOf } from '../match/words';

/** Skills nearly every ad of its kind asks, which alone make no line. */
const EVERY_JOB =
  /^(?:customer service|administration|administrative support|communication|teamwork|time management|problem solving|attention to detail|manual handling|cash handling|data entry|computer skills|sales)$/i;

/** The office tools nearly every ad names. */
const OFFICE_TOOLS = /^(?:(?:microsoft|ms) )?(?:excel|word|outlook|office|office 365|teams)(?: skills)?$/i;

/** Tickets nearly every job of their kind asks, which alone make no summary line. */
const EVERYDAY_TICKETS =
  /^(?:first aid(?: certificate)?|cpr|national police check|police check|working with children check|driver['’]?s licence|white card|rsa|food handling|manual handling)$/i;

/** At most this many: a summary line, not a keyword list. */
const MAX_NAMED = 3;

/**
 * A requirement as it reads inside a sentence: "Payroll processing" and "Child Protection" → "payroll processing",
 * "child protection"; a name ("Microsoft Excel"), a phrase with an abbreviation ("STP reporting") and a word the
 * dictionary knows only with its capital ("Medicare") stay as written.
 */
const inSentence = ({ text, name }: Shown, isWord: (w: string) => boolean) =>
  // A framework's or a code's name takes its article: "the Early Years Learning Framework".
  name && FRAMEWORK.test(text.trim())
    ? `the ${text.trim()}`
    : // A capital inside a word ("DevOps", "SharePoint") marks a product's name too.
      name || /\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(text)
      ? text
      : text.replace(/(?<!\p{L})\p{Lu}\p{Ll}+(?!\p{L})/gu, (w) => (isWord(w.toLowerCase()) ? w.toLowerCase() : w));

/** The last word of a framework's, a standard's or a code's name, which is said with "the". */
const FRAMEWORK = /^(?:[\p{Lu}][\p{L}-]*\s)+(?:Framework|Standards?|Code|Scheme|Regulations?|Guidelines|Principles)$/u;

/** Skills as a list that reads one way: of two, one that holds an "and" of its own goes last and takes the list's "and"
 * ("progress claims, BAS and GST", not "BAS and GST, and progress claims", which a recruiter read as awkward). */
const skillList = (items: string[]) => {
  const joined = items.filter((x) => / and /.test(x));
  if (items.length < 2 || joined.length !== 1) return listed(items);
  const others = items.filter((x) => x !== joined[0]);
  // Of three or more, it goes first: "work health and safety, the EYLF and …" reads one way; last, it read as four.
  return others.length === 1 ? `${others[0]}, ${joined[0]}` : `${joined[0]}, ${listed(others)}`;
};

/** Whether a skills section lists a strength as an item of its own. */
const inKeySkills = (cv: StructuredCv, text: string) =>
  cv.sections.some(
    (x) => x.kind === 'skills' && x.items.some((i) => i.text.trim().toLowerCase() === text.trim().toLowerCase()),
  );

export function tailorSummary(
  cv: StructuredCv,
  shown: Shown[],
  jobTitle: string,
  isWord: (w: string) => boolean,
): Step {
  // Not what the summary already says ("Skilled in Dental4Windows (D4W)" needs no "Key strengths: Dental4Windows").
  const summary = conceptsOf(summaryText(cv));
  const said = (x: Shown) => [...conceptsOf(x.text)].every((c) => summary.has(c));
  // Each once, and not one inside another: the longer says more ("commercial cleaning", not "cleaning"; "wage budgets",
  // not "budgeting" beside it, whose concepts it holds).
  const named: Shown[] = [];
  const within = (a: string, b: string) => {
    const [x, y] = [conceptsOf(a), conceptsOf(b)];
    return b.toLowerCase().includes(a.toLowerCase()) || (x.size > 0 && [...x].every((c) => y.has(c)));
  };
  for (const s of shown.filter((x) => !said(x))) {
    const key = s.text.trim();
    if (!key) continue;
    const inside = named.findIndex((n) => within(n.text.trim(), key));
    if (inside >= 0) named[inside] = s;
    else if (!named.some((n) => within(key, n.text.trim()))) named.push(s);
  }
  // Awards and registrations the ad asks of everyone are conditions met, not strengths: beside a skill or a ticket they
  // go unnamed (a recruiter read "Key strengths …: life support competency, Diploma of Nursing and AHPRA registration"
  // as minimum requirements, and wanted a boilermaker's forklift and dogging tickets named).
  // A line of credentials alone says them as held ("Holds the Certificate III in Commercial Cookery and …").
  const strengths = named.some((x) => !x.credential) ? named.filter((x) => !x.condition) : named;
  strengths.splice(MAX_NAMED);
  // Soft skills alone are no key strengths: "Key strengths for Light Vehicle Technician roles: communication" tells a
  // recruiter nothing the ad did not; beside a skill or a tool they round the line off.
  if (strengths.every((x) => x.soft)) return { cv, changes: [] };
  // Nor are the skills every office job asks beside them: "Key strengths for Payroll Officer roles: Excel and
  // attention to detail." under a summary of EA interpretation and STP undersold a strong payroll officer (a recruiter's
  // read).
  if (strengths.every((x) => x.soft || EVERY_JOB.test(x.text.trim()) || OFFICE_TOOLS.test(x.text.trim())))
    return { cv, changes: [] };
  // Nor is one skill alone that every such job asks: "Key strengths for Pharmacy Assistant roles: customer service."
  // reads as a template (a recruiter's word); "recall management" or a tool alone still says something.
  const only = strengths.length === 1 ? strengths[0]! : null;
  if (only && EVERY_JOB.test(only.text.trim())) return { cv, changes: [] };
  // One strength alone is a skill of the job's own, in words of its own ("anaesthetic monitoring"): "Key strengths for
  // Territory Sales Representative roles: CRM." reads as a template (a recruiter's word again), and one the Key Skills
  // list names already ("• Floor machines") is said twice. A licence or award held alone is still said as held.
  if (only && !only.credential && (only.name || only.text.trim().split(/\s+/).length < 2 || inKeySkills(cv, only.text)))
    return { cv, changes: [] };
  // Said as a careful person writes it, of the kind of role and not about the ad: "Brings experience in award
  // interpretation, STP reporting and payroll tax to Payroll Officer roles." ("Key strengths for Payroll Officer roles:
  // …" read to recruiters as a form's label; "roles" claims no title a career changer has not held.)
  const roles = jobTitle.trim() ? ` to ${jobTitle.trim()} roles` : '';
  // Held, each with its own article: "the Certificate III in Carpentry and a working at heights ticket".
  const heldOf = (xs: Shown[]) =>
    listed(
      xs.map((x, i) => {
        const said = inSentence(x, isWord);
        return i > 0 && /^\p{Ll}/u.test(said) && !/\bregistration$/i.test(said) ? `${article(said)} ${said}` : said;
      }),
    );
  // Soft skills alone bring nothing a recruiter can check beside a licence held: "Brings experience in communication
  // skills and handling difficult situations to Youth Worker roles." read as a template (a recruiter's read).
  // Nor do office tools and soft skills beside a licence: "Brings experience in Excel and communication
  // skills to Logistics Coordinator roles. Holds the forklift licence." undersold a freight coordinator (a recruiter's
  // read); the licence is said alone.
  const abilities = strengths.filter((x) => !x.credential);
  // A skill every job of a kind asks still says something beside a licence ("customer service" for a bus driver).
  const skills = abilities.every((x) => x.soft || OFFICE_TOOLS.test(x.text.trim())) ? [] : abilities;
  const tickets = strengths.filter((x) => x.credential);
  // Everyday tickets alone ("Holds the first aid certificate.") say nothing a recruiter screens on: the Licences
  // section lists them (a career changer's summary had been left with that line alone).
  if (!skills.length && tickets.every((x) => EVERYDAY_TICKETS.test(x.text.trim()))) return { cv, changes: [] };
  // A licence is held, not experience: "Brings experience in ServiceM8 to … roles. Holds the gas work licence."
  const line = [
    ...(skills.length ? [`Brings experience in ${skillList(skills.map((x) => inSentence(x, isWord)))}${roles}.`] : []),
    ...(tickets.length ? [`Holds the ${heldOf(tickets)}.`] : []),
  ].join(' ');
  return addToSummary(cv, line, 'Names, in the ad’s words, what the ad asks for and your CV already shows');
}

/** A line at the end (or start) of the summary, a summary made for it when the CV has none, as one change with its reason. */
export function addToSummary(cv: StructuredCv, line: string, reason: string, at: 'start' | 'end' = 'end'): Step {
  // The summary with most left in it: an objective's section emptied by the rewrite ("Career Objective" above "About
  // Me") is not shown, so the lines go with the person's own summary and one summary shows.
  const summaries = cv.sections.flatMap((s, i) => (s.kind === 'summary' ? [{ i, n: s.items.length }] : []));
  const index = summaries.length ? summaries.reduce((a, b) => (b.n >= a.n ? b : a)).i : -1;
  const item = { text: line, bullet: false };
  const sections =
    index >= 0
      ? cv.sections.map((s, i) =>
          i === index ? { ...s, items: at === 'start' ? [item, ...s.items] : [...s.items, item] } : s,
        )
      : [{ kind: 'summary' as const, heading: STANDARD_HEADINGS.summary, items: [item] }, ...cv.sections];
  const change = { kind: 'summary' as const, section: STANDARD_HEADINGS.summary, before: '', after: line, reason };
  return { cv: { ...cv, sections }, changes: [change] };
}
