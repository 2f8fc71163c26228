/**
 * The sentences a STAR draft is built from, each grammatical for any bullet it is given: the situation ("Since 2022, I
 * have worked as … at the Department of …"), the role's setting, a duty as the task, joined actions, examples from
 * other roles told in time order, the result, a Skills line, a course or award, and the cut at the word limit.
 */
import { article, commaParts, continued, listed, lowerFirst, trimEnd } from './sentence';
import { COURSEWORK } from '../rewrite/strengths-shown';
import { PROMPTS } from './prompts';
import { wordCount } from '../analyse/checks/check';
import { heldBefore, isActivity, type Role } from './cv-roles';
import { opensWithOutcome, statesResult, type Bullet } from './choose-evidence';
import { ED_ADJECTIVES, firstPerson, pastAction, withArticle } from './first-person';
import { baseOf, PAST_FORMS } from './verb-forms';
import { tagText } from '../nlp/tag-text';
import { awardLevel } from '../qualification/aqf-level';
import { inProgress, setAside } from '../match/judge-qualification';
import { workPhrase } from '../rewrite/experience-line';
import { SHOWN_TERMS } from '../vocabulary/phrase-index';
import { DETAIL_LABELS } from '../rewrite/structured-cv';

/** "the Department of Health", "Sydney Freight Co": an employer named "Department of …" takes "the". */
const THE =
  /^(?:Department|Office|University|Bureau|Commission|Ministry|Directorate|Institute|School|College)\s+(?:of|for)\b/;
/** A public body named for its nation or state and its kind: "Australian Taxation Office", "National Disability
 * Insurance Agency", "Victorian Building Authority" take "the" ("at Australian Income Support Agency" had read wrong
 * 16 times in one set of drafts). "Queensland Health" and "Australian Unity" name no kind of body and take none. */
const PUBLIC_BODY =
  /^(?:Australian|National|Commonwealth|Federal|Victorian|Queensland|NSW|South Australian|Western Australian|Tasmanian|Northern Territory|ACT)\s(?:[\p{L}&'’-]+\s){0,5}?(?:Agency|Office|Bureau|Commission|Authority|Tribunal|Registry|Ombudsman|Institute)\b/u;
export const theEmployer = (employer: string) =>
  THE.test(employer) || PUBLIC_BODY.test(employer) ? `the ${employer}` : employer;

/** "an Operations Coordinator at Sydney Freight Co" (a title takes its article, as a person says it), or null
 * without a title. */
const roleName = (role: Role) =>
  role.employer && COURSE.test(role.employer)
    ? `a student on placement for my ${role.employer}`
    : role.title
      ? `${/^(?:a|an|the)\s/i.test(role.title) ? '' : `${article(role.title)} `}${role.title}${role.employer ? ` at ${theEmployer(role.employer)}` : ''}`
      : null;
/** A course where an employer would be ("Student Placements – Master of Social Work"): placements while studying. */
const COURSE = /^(?:Bachelor|Master|Doctor|(?:Advanced |Graduate )?Diploma|(?:Graduate )?Certificate)\b/;

/**
 * The role and when, said one of three ways by the draft's place in the set, so a set of responses does not open
 * every answer alike: "From 2018 to 2021, I worked as …", "I worked as … from 2018 to 2021.", "This example comes
 * from my time as …, from 2018 to 2021."
 */
/** A stint of learning at a workplace, not a job held: "Work Experience Placement", "Clinical placement". */
const PLACEMENT = /\b(?:placement|work experience|internship)$/i;
/** A role's placement as a sentence names it ("a clinical placement"), or null when the role is a job. */
const placementOf = (role: Role) => (PLACEMENT.test(role.title ?? '') ? role.title!.toLowerCase() : null);
/** " at Fiona Stanley Hospital", " with St John Ambulance SA": the role's employer after a word, or nothing. */
const employerAfter = (role: Role, word: 'at' | 'with') =>
  role.employer ? ` ${word} ${theEmployer(role.employer)}` : '';
/** A sentence ended once: an employer's name that ends in a full stop ends it ("… at Westside Community Connect Inc."). */
const ended = (sentence: string) => (sentence.endsWith('.') ? sentence : `${sentence}.`);

export function situation(role: Role, turn = 0): string {
  // Work named as an activity: "From 2017 to 2021, my work included babysitting."
  if (isActivity(role))
    return role.when
      ? `${role.when}, my work included ${role.title!.toLowerCase()}.`
      : `My work included ${role.title!.toLowerCase()}.`;
  const name = roleName(role);
  if (!name) return PROMPTS.situation;
  // A placement is done, not worked as: "In 2022, I completed a work experience placement at …"; unpaid work is
  // volunteered: "From 2019 to 2023, I volunteered as a Youth Cadet with St John Ambulance SA."
  const placement = placementOf(role);
  // A role held on placement says so: "In 2025, I completed a student placement as a Family Intervention Support
  // Worker at Logan Family Connect." (a panel reads a placement told as a job as a stretch).
  const done = placement
    ? `I completed ${article(placement)} ${placement}${employerAfter(role, 'at')}`
    : role.placement
      ? `I completed ${article(role.placement)} ${role.placement} as ${name}`
      : role.unpaid
        ? `I volunteered as ${article(role.title ?? '')} ${role.title}${employerAfter(role, 'with')}`
        : null;
  if (done) return ended(role.when ? `${role.when}, ${done}` : done);
  const as = ` as ${name}`;
  if (!role.when) return ended(`I worked${as}`);
  const when = lowerFirst(role.when);
  const way = turn % 3;
  if (role.current)
    return [
      ended(`${role.when}, I have worked${as}`),
      `I have worked${as} ${when}.`,
      `This example comes from my current role${as}, which I have held ${when}.`,
    ][way]!;
  return [
    ended(`${role.when}, I worked${as}`),
    `I worked${as} ${when}.`,
    `This example comes from my time${as}, ${when}.`,
  ][way]!;
}

/** "My task was to", or another way of saying it for every other draft of a set. */
export const taskOpening = (turn: number, purpose: boolean) =>
  turn % 2 === 0 ? 'My task was to' : purpose ? 'The aim was to' : 'My role was to';

/** A stint in another role than the one held ("Acted as Assistant Director for 10 weeks", "Relieved as Senior
 * Administration Officer"): no part of the role's usual work, and no task it set. */
const STINT = /^(?:acted|acting|relieved|relieving|seconded)\b/i;

/** A work phrase of a verb and only how often: "working every day", "doing a risk assessment monthly" is kept. */
const WHEN_ONLY =
  /^\p{L}+ing (?:every (?:day|week|month|shift)|each (?:day|week|shift)|daily|weekly|monthly|on the same day)$/u;

/**
 * What the role covered besides the example, as its setting: "In this role, my work covers preparing funding
 * agreements and entering data into the grants management system." The phrases are the role's other lines in the
 * "-ing" form (the rewrite's summary reads them the same way); two of them.
 */
export function scopeSentence(role: Role, used: Bullet[], isWord: (w: string) => boolean, turn: number): string | null {
  const taken = new Set(used.map((b) => b.text));
  // A stint in another role ("Acted as Assistant Director for 10 weeks") is no part of this role's usual work.
  // Nor a line that states a result ("Supported 41 clients into long-term housing; 85% …"): it is an outcome to tell,
  // not the role's everyday work ("my work covers supporting 41 clients").
  const all = role.bullets
    .filter((b) => !taken.has(b) && !STINT.test(b.trim()) && !statesResult(b))
    .map((b) => workPhrase(b, isWord, true))
    // A phrase that keeps only when, not what ("working every day" of "Work every day with Aboriginal young people
    // …"), says nothing of the work.
    .filter((p): p is string => p !== null && !WHEN_ONLY.test(p));
  if (all.length < 2) return null;
  // Each draft starts from another line, so a set of responses does not repeat one sentence.
  const phrases = [0, 1].map((k) => all[(turn + k) % all.length]!);
  const list = listed(phrases);
  const covers = role.current ? 'covers' : 'covered';
  return turn % 2 === 0 ? `In this role, my work ${covers} ${list}.` : `My work there ${covers} ${list}.`;
}

/** A bullet that opens with an outcome ("Reduced …") is the result in itself; one that opens with the work
 * ("Managed a $65 million program, delivering 97% …") is told as the work, its figures the result. */
export const resultSentence = (b: Bullet, after: number, turn = 0, ofMain = true) =>
  // "Delivered …" and "Resolved …" open work as often as an outcome: told as the work.
  opensWithOutcome(b.text) && !/^(?:deliver|resolv)/i.test(b.text.trim())
    ? // A result on a line of its own is the role's, not the outcome of the action told before it (a panel read "The
      // outcome was measurable: I cut turnaround …" after strategy work as a false link).
      `${ofMain ? 'The outcome was measurable' : 'A measurable result of my work there'}: ${continued(firstPerson(b.text))}`
    : joined(firstPerson(b.text), after, turn);

/** " to shape program guidelines" in a sentence: the purpose the person worked towards, the task of a STAR answer. */
export function purposeOf(
  sentence: string,
  isWord: (w: string) => boolean,
): { purpose: string; before: string } | null {
  const at = sentence.lastIndexOf(' to ');
  if (at < 0) return null;
  const purpose = sentence.slice(at + 4).replace(/\.$/, '');
  // A purpose ends with its sentence: one that runs on into the next ("… to restore $6,400 in arrears within a week.
  // The customer withdrew …") is no aim to say before the action.
  if (/[.!?]\s+\p{Lu}/u.test(purpose)) return null;
  const verb = purpose.split(' ')[0]!;
  const before = sentence.slice(0, at);
  // A verb's base after "to" ("to inform", not "to a New Policy Proposal"), and enough action left without it.
  // Not a gerund ("to mowing cycle" is a schedule, not a purpose).
  if (!/^[a-z]+$/.test(verb) || /.{3}ing$/.test(verb) || !isWord(verb) || !isBaseVerb(purpose)) return null;
  const wordBefore = before.split(' ').at(-1)!.toLowerCase();
  // Not the "to" a word takes ("access to project delivery data", "changes to training records", a "notice to vacate"
  // that names a document, "My task was to vacate breaches" had been said), nor the "to" between
  // a word and itself ("face to face", "day to day", "end to end").
  if (TAKES_TO.has(wordBefore) || wordBefore.replace(/[^a-z]/g, '') === verb) return null;
  // "… and use these to recommend discharge destinations", "I am often asked to help with difficult customers": the "to"
  // completes the verb before it; cut there, "and use the." and "I am often asked." had been left.
  if (COMPLETED_BY_TO.has(wordBefore)) return null;
  // "showed staff how to use the till", "what to check": what was taught, not the aim.
  if (/^(?:how|what|where|when|which|whether|who)$/.test(wordBefore)) return null;
  // "Supported a 15-year-old at risk of homelessness to attend appointments": what the person helped did, not the
  // person's own aim ("The aim was to attend appointments" had been said).
  if (
    /^(?:I )?(?:supported|helped|assisted|encouraged|enabled|coached|taught|trained|mentored|prompted|guided|empowered)\b/i.test(
      before.trim(),
    ) &&
    !/^(?:I )?\w+ (?:the|a|an) (?:team|process|program|project|service|system)\b/i.test(before.trim())
  )
    return null;
  // Nor what others went on to do: "…; two went on to enrol in further training" is their outcome, not the person's
  // aim ("The aim was to enrol in further training" had been said, and "Two went on." left behind).
  const [s0, s1] = tagText(
    before
      .split(/;\s+|,\s+|\s+and\s+/)
      .at(-1)!
      .trim(),
  );
  if (s0 && s1 && s0.text !== 'I' && /^(?:NUM|NOUN|PROPN|PRON|DET)$/.test(s0.pos) && /^(?:VERB|AUX)$/.test(s1.pos))
    return null;
  // Helping a person is whom the work served, not its aim ("to support the Deputy Secretary" is no task); nor is a
  // purpose that names tasks ("to carry out case plan tasks" says nothing as "My task was to …").
  if (SERVES_A_PERSON.test(purpose) || NAMES_TASKS.test(purpose)) return null;
  // A past tense joined after it is the next action, so "to" led a noun the tagger read as a verb ("escalated matters
  // to team leaders and recorded case notes" had given "the aim was to team leaders").
  if (PAST_AFTER_AND.test(purpose)) return null;
  // One that ends on its preposition says what a noun is for ("the right person to speak with"), no aim.
  if (/ (?:with|to|for|about|from|on|in|at|of|by)$/.test(purpose)) return null;
  // The comma that set the aim apart goes with it ("… and consumer groups, to shape …": no "consumer groups,.").
  const said = before.trim().replace(/[,;]$/, '');
  return said.split(' ').length >= 5 && purpose.split(' ').length >= 2 ? { purpose, before: `${said}.` } : null;
}

/** Words followed by "to" as a preposition, before a noun the tagger may read as a verb ("access to project data");
 * only words that seldom end a clause before a purpose ("made changes to improve safety" keeps its purpose). */
const TAKES_TO = new Set(
  `access exposure commitment contribution contributions adherence compliance alignment entry admission transition
referral referrals link links connection connections pathway pathways related relating according due prior similar
exposed committed dedicated subject close next key central up approach approaches route routes go time speed
contributed contribute contributes contributing referred refer refers reported report reports responded respond
adhered adhere escalated escalate presented present delivered deliver spoke wrote listened travelled return returned
returning matching matched match compared comparing reconciled reconciling linked linking mapped mapping
allocated allocating assigned assigning attached posted posting handed passed forwarded sent over back
notice notices right rights permission licence order orders power powers authority request requests decision
application applications approval obligation obligations failure duty`.split(/\s+/),
);

/** Words a "to" completes: an object pronoun after a verb, and verbs of being asked or chosen to do something. */
const COMPLETED_BY_TO = new Set(
  'these those them it this asked required expected able trained encouraged invited chosen selected appointed seconded nominated rostered engaged hired contracted funded'.split(
    ' ',
  ),
);

/** Work that names tasks as its object, which says nothing as a task ("carry out case plan tasks"). */
const NAMES_TASKS = /\btasks?\b/i;

/** "support the Deputy Secretary", "assist the team", "help my manager": a purpose that names only whom it served. */
const SERVES_A_PERSON =
  /^(?:support|assist|help) (?:the |my |our )?(?:\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*){0,3}|team|managers?|directors?|staff|colleagues|executive|supervisor|clinicians|nurses|doctors)$/u;

/** "… and recorded …": a verb in the past tense joined on. */
const PAST_AFTER_AND = /(?:^|\s)and [a-z]{2,}ed\b/;

/** Whether the tagger reads a word after "to" as a verb. */
const isBaseVerb = (purpose: string) =>
  tagText(`I wanted to ${purpose.split(' ').slice(0, 4).join(' ')}`)[3]?.pos === 'VERB';

/** The opening of a duty said as a noun phrase ("My work included reception, phones and emails."). */
const WORK_INCLUDED = 'My work included ';

/**
 * Duties said as noun phrases, one sentence for all of them where they stand together: "My work included job
 * scheduling in simPRO; reception, phones and emails; and new starter paperwork." rather than three sentences that
 * each open "My work included", which a panel reads as a list. Items with commas of their own take semicolons.
 */
export function mergeDuties(actions: string[]): string[] {
  const duty = (x: string) => x.startsWith(WORK_INCLUDED) && x.endsWith('.') && !x.slice(0, -1).includes('. ');
  // Runs of duties become lists of their items; every other sentence stands alone.
  const groups: Array<string | string[]> = [];
  for (const a of actions) {
    const last = groups.at(-1);
    if (duty(a) && Array.isArray(last)) last.push(a.slice(WORK_INCLUDED.length, -1));
    else groups.push(duty(a) ? [a.slice(WORK_INCLUDED.length, -1)] : a);
  }
  return groups.map((g) => {
    if (!Array.isArray(g)) return g;
    if (g.length === 1) return `${WORK_INCLUDED}${g[0]}.`;
    const inner = g.some((i) => /,| and /.test(i));
    const sep = inner ? '; ' : ', ';
    return `${WORK_INCLUDED}${g.slice(0, -1).join(sep)}${inner ? ';' : ''} and ${g.at(-1)}.`;
  });
}

/** Joining words for the second, third and fourth actions, so they read as one account. */
export function joined(sentence: string, i: number, turn = 0): string {
  // A sentence that already says "also" ("I have also done …") is joined as it stands.
  if (i === 0 || /^I (?:\w+ )?also\b/.test(sentence)) return sentence;
  // "I am also often …", not "I also am often …": "also" after a helping verb.
  const helper = /^I (am|was|were|have|had|can|will|would) /.exec(sentence);
  if (i === 1 && helper) return `I ${helper[1]} also ${sentence.slice(helper[0].length)}`;
  if (i === 1 && sentence.startsWith('I ')) return `I also ${sentence.slice(2)}`;
  // A different opener each time ("Alongside this, … Alongside this, …" reads as a template); the second action
  // takes the first when it is not an "I" sentence ("My work included …").
  // The draft's place in the set turns the list, so a set of responses does not open its third action alike.
  // Counted from the second action, so two actions in a row never share one.
  const lead = ['In addition, ', 'Alongside this, ', 'Beyond that, ', 'As well as this, '][(i - 1 + turn) % 4]!;
  return lead + continued(sentence);
}

/** The years a role's dates say, first and last ("Since 2019": to this year). */
export const yearsOf = (role: Role): [number, number] | null => {
  const years = (role.when?.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  if (!years.length) return null;
  return [years[0]!, role.current ? Number.POSITIVE_INFINITY : years.at(-1)!];
};
/** Whether a role was held within another's years, not before or after them. */
function heldWithin(role: Role, main: Role): boolean {
  const [a, b] = [yearsOf(role), yearsOf(main)];
  return !!a && !!b && a[0] > b[0] && a[1] <= b[1] && Number.isFinite(a[1]);
}

/** An example from another role: "Earlier, as Program Officer at …, I developed …". */
export function elsewhere(b: Bullet, main: Role, before: Bullet | undefined, after: Bullet | undefined): string {
  const name = roleName(b.role);
  const earlier = heldBefore(b.role, main);
  // Earlier roles go back in time ("Earlier", "Before that"); later ones come forward, the latest last ("Later",
  // "More recently").
  // A role held within the main one's years (higher duties, a secondment) is neither earlier nor later: its own years
  // say when ("In 2023, as Executive Assistant …", not "Earlier" for a stint inside the current job).
  const when = heldWithin(b.role, main)
    ? b.role.when!
    : earlier
      ? before && heldBefore(before.role, main)
        ? 'Before that'
        : 'Earlier'
      : after && heldBefore(main, after.role)
        ? 'Later'
        : 'More recently';
  const sentence = firstPerson(b.text);
  // "Earlier, while babysitting, I looked after …"; "as a Case Manager" says who "I" was, so a sentence of another
  // subject takes "in my role as" ("Earlier, in my role as a Case Manager …, 78% of families closed …").
  const as = /^I\b/.test(sentence) ? 'as' : 'in my role as';
  const placement = placementOf(b.role);
  // A line that names its own role ("As the secretariat for the HREC, I prepared …") takes only the employer: no
  // "in my role as a Research Officer …, as the secretariat …".
  const ownRole = /^As\s/.test(sentence) && !isActivity(b.role) && !placement;
  const where = ownRole
    ? `${when}, ${b.role.employer ? `at ${theEmployer(b.role.employer)}, ` : ''}`
    : isActivity(b.role)
      ? `${when}, while ${b.role.title!.toLowerCase()}, `
      : placement
        ? `${when}, on ${article(placement)} ${placement}${employerAfter(b.role, 'at')}, `
        : b.role.unpaid && b.role.title && /^I\b/.test(sentence)
          ? `${when}, volunteering as ${article(b.role.title)} ${b.role.title}${employerAfter(b.role, 'with')}, `
          : name
            ? `${when}, ${as} ${name}, `
            : 'In another role, ';
  return `${where}${continued(sentence)}`;
}

/** A line of the CV's skills or other details: "My skills include Power BI dashboards."; a labelled detail as
 * written ("Availability: Full time, Monday – Friday."). */
/** A list with "and" before its last item, a comma inside brackets left alone ("Excel (pivot tables, XLOOKUP), Power
 * BI" → "Excel (pivot tables, XLOOKUP) and Power BI"); linear. */
function withAnd(list: string): string {
  const parts = commaParts(list);
  // A list whose last item holds its own "and" has it already ("briefs, correspondence, reports and guidelines").
  if (parts.length < 2 || /\band$/.test(parts.at(-2)!) || /\band\b/.test(parts.at(-1)!)) return list;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** A label of a list of systems: "Systems", "Software", "IT", "Tools". */
const SYSTEMS_LABEL =
  /^(?:systems?|software|tools?|technology|technical(?: skills)?|it(?: skills)?|computer(?: skills)?|applications?|platforms?)$/i;

/** A list with a plain skill first lowered mid-sentence ("Correspondence, briefs, …" → "correspondence, briefs, …"), a
 * name kept ("Xero, MYOB"); a list's first item ends at its comma. */
function plainFirst(list: string): string {
  const first = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*(?=,?\s\p{Ll})/u.exec(list)?.[0];
  const plain = first !== undefined && !SHOWN_TERMS.findIn(first).some((h) => h.term.kind === 'tool');
  return plain ? lowerFirst(list) : list;
}

/** A label of a person's detail, not a skill: "Availability", "Licence", "Location", "Work rights". */
const DETAIL_LABEL = new RegExp(`^(?:${DETAIL_LABELS}|work rights|hours|start date|notice(?: period)?)$`, 'i');

/** A line that opens on a law's name: "Privacy Act 1988; …", "the Fair Work Act 2009". */
const LAW_FIRST = /^(?:the )?\p{Lu}[\p{L}’' ]{2,60}? Act\b/u;

export function statedSentence(line: string): string {
  const text = trimEnd(line, '.;,');
  // A law known is knowledge, not a skill ("Local Government Act 2020 and rating provisions of …"), with its label or
  // without ("Legislation: Electricity Act 1996; Privacy Act 1988").
  const value = /^[^:]{1,30}:\s+(.+)$/.exec(text)?.[1];
  const lawList = value && LAW_FIRST.test(value) ? value : LAW_FIRST.test(text) ? text : null;
  if (lawList) {
    // Each law of a list with its article, the last after "and" ("…; Privacy Act 1988" → "… and the Privacy Act 1988").
    const laws = lawList.split(/;\s*/).map((law) => (/^the /i.test(law) ? lowerFirst(law) : `the ${law}`));
    const said = laws.length > 1 ? `${laws.slice(0, -1).join(', ')} and ${laws.at(-1)}` : laws[0]!;
    return `My knowledge includes ${said}.`;
  }
  // "Languages: English and Vietnamese (fluent)" → "I speak English and Vietnamese (fluent)."
  const spoken = /^languages?(?: spoken)?\s*:\s*(.+)$/i.exec(text);
  if (spoken) return `I speak ${/\band\b/.test(spoken[1]!) ? spoken[1] : listed(spoken[1]!.split(/,\s*/))}.`;
  // "Grants administration: guidelines, assessment, agreements" → "In grants administration, my skills include …";
  // "Systems: Salesforce, TRIM, Power BI" → "The systems I use include …"; a detail ("Availability: Full time") as is.
  const labelled = /^([^:]{1,30}):\s+(.+)$/.exec(text);
  // Two items will do under a label of a skill ("Stakeholder engagement: workshop facilitation, council and community
  // liaison"), not under a detail's ("Availability: Full time, Monday – Friday"), which is said as written.
  const detail = labelled && DETAIL_LABEL.test(labelled[1]!.trim());
  if (labelled && labelled[2]!.split(/,\s*/).length >= (detail ? 3 : 2)) {
    const [, label, list] = labelled;
    const items = plainFirst(withAnd(list!));
    return SYSTEMS_LABEL.test(label!.trim())
      ? `The systems I use include ${items}.`
      : `In ${lowerFirst(label!.trim())}, my skills include ${items}.`;
  }
  if (labelled) return `${text}.`;
  // An achievement listed beside the skills ("Cut turnaround time from 52 to 38 minutes …") is said as one.
  const opening = text.split(' ')[0]!.toLowerCase();
  const past = opening.endsWith('ed') || PAST_FORMS.has(opening);
  if (past && (/\d/.test(text) || wordCount(text) >= 8) && pastAction(text)) return firstPerson(text);
  // A plain skill opening the line is lowered mid-sentence ("Stock control and forklift operation", "Rapport building,
  // de-escalation, …, Microsoft Office"); a name keeps its capitals ("Xero, MYOB", "Excel and Word", "Power BI"), as does
  // a line of one word.
  // The list takes "and" before its last item.
  // A law known is knowledge, not a skill ("Local Government Act 2020 and rating provisions of …").
  return `My skills include ${plainFirst(commaParts(text).length >= 3 ? withAnd(text) : text)}.`;
}

/**
 * A course line as said in a sentence: "Bachelor of Social Work – Southern Cross University, 2018" → "Bachelor of
 * Social Work from Southern Cross University (2018)" (also after a comma); "ASIST training, 2022" → "ASIST training
 * (2022)", "Training (ASIST), 2022" → "Training (ASIST, 2022)". Only a place of study follows "from" ("Certificate IV – TAE40116, 2019" keeps its code as written).
 */
function asSaid(line: string): string {
  const year = /,?\s?((?:19|20)\d{2})$/.exec(line);
  // A year a phrase ends on is said as written: "ChemCert WA accreditation – current to 2026", "valid until 2027".
  if (!year || /\b(?:to|until|till|since|from|in|by|expires?|expiry|valid)$/i.test(line.slice(0, year.index)))
    return line;
  // "National Police Check – 2024": the dash before the year goes with it.
  const body = line.slice(0, year.index).replace(/\s*[–—-]\s*$/, '');
  // The place of study is the last piece after a dash or comma that names one ("Bachelor of Science – Environmental
  // Management, Murdoch University" studied at Murdoch, not at "Environmental Management").
  const studied = placeOfStudy(body);
  if (studied) {
    // A bracket closing the place takes the year inside it.
    const { course, place } = studied;
    const dated = place.endsWith(')') ? `${place.slice(0, -1)}, ${year[1]})` : `${place} (${year[1]})`;
    return `${course} from ${dated}`;
  }
  // A bracket already closing the line takes the year inside it: "(ASIST, 2022)".
  return body.endsWith(')') ? `${body.slice(0, -1)}, ${year[1]})` : `${body} (${year[1]})`;
}
/** What names a place of study. */
const INSTITUTION = /\b(?:University|TAFE|TasTAFE|College|Institute|Academy|Polytechnic)\b/;

/** A course's line cut at the last dash or comma before a place of study ("Bachelor of Science – Environmental
 * Management, Murdoch University": Murdoch, not "Environmental Management"), the place said as a sentence says it
 * ("the Institute of …", "the University of Tasmania"); null when no piece names one. */
function placeOfStudy(body: string): { course: string; place: string } | null {
  const cut = [...body.matchAll(/ [–—-] |, /g)]
    .reverse()
    .find((m) => INSTITUTION.test(body.slice(m.index + m[0].length)));
  if (!cut) return null;
  const place = body.slice(cut.index + cut[0].length).replace(/^(?=\p{Lu}\p{L}+ of )/u, 'the ');
  return { course: body.slice(0, cut.index), place };
}

/** A bracket closing a course's line that says it is under way, and when it ends: "(currently studying, due to finish
 * June 2027)", "(in progress, expected 2027)", "(expected completion 2027)". Anchored at the end, bounded. */
const PROGRESS_ASIDE =
  /\s?\((?:currently studying|currently enrolled|studying|in progress|ongoing|current|underway|under way)?[,;]?\s?(?:(?:due to (?:finish|complete)|expected(?: completion)?|to be completed|completing|finishing|completion)(?: in| by)?\s([^()]{3,30}))?\)$/i;

/** A course under way said as a sentence says it: "a Certificate IV in Community Services at TAFE NSW, due to finish
 * in June 2027" (not "… - TAFE NSW (currently studying, due to finish June 2027)"), or null when its line has no such
 * bracket. */
function studyUnderWay(text: string): string | null {
  const aside = PROGRESS_ASIDE.exec(text);
  if (!aside || aside[0].trim() === '()') return null;
  const body = text.slice(0, aside.index);
  const studied = placeOfStudy(body);
  const course = studied?.course ?? body;
  const place = studied ? ` at ${studied.place}` : '';
  const when = aside[1] ? `, due to finish in ${aside[1].trim()}` : '';
  return `${/^(?:a|an|the)\s/i.test(course) ? '' : `${article(course)} `}${course}${place}${when}`;
}

/** "I also hold a Master of Public Policy from ANU (2020)." for an award; "My relevant training includes …" for a course. */
/** An opening phrase before "I" without its comma: "In GIS and Remote Sensing I used …". */
const OPENING_PHRASE_I = /^((?:In|During|Through|As part of|For|At)\s[^,]{2,60}?)\s+I\s/;

export function trainingSentence(line: string, also = true): string {
  // A line of coursework is said as study, without its label ("Relevant courses: Child and Family Welfare Practice; …"
  // had read "My relevant training includes Relevant courses: …").
  const coursework = COURSEWORK.exec(line.trim());
  if (coursework)
    return `My relevant study includes ${trimEnd(line.trim().slice(coursework[0].length).trim(), '.;,')}.`;
  const text = trimEnd(line, '.;,');
  // A line that is a sentence in the person's own voice ("In GIS and Remote Sensing I used QGIS to build …") is said
  // as written, no "My relevant training includes In GIS …".
  if (/\bI\s+\p{Ll}/u.test(text) && !/^I\b/.test(text)) return `${text.replace(OPENING_PHRASE_I, '$1, I ')}.`;
  // "Currently completing Bachelor of Commerce …": the award studied for, said as still being completed.
  const studying = /^(?:currently |now )?(?:completing|studying|undertaking|enrolled in)\s+(?=\S)/i.exec(text);
  if (studying) {
    const course = text.slice(studying[0].length);
    if (awardLevel(course.toLowerCase().split(/\s+/), 0)) {
      const said = asSaid(course);
      return `I am ${also ? 'also ' : ''}completing ${/^(?:a|an|the)\s/i.test(said) ? '' : `${article(said)} `}${said}.`;
    }
  }
  // A line that opens with what the person did ("Completed annual Privacy Act … training (2022–2025)") says it so: no
  // "My relevant training includes Completed …".
  if (/^(?:completed|attended|undertook|finished|passed)\s/i.test(text))
    return `I ${also ? 'also ' : ''}${lowerFirst(text)}.`;
  const award = awardLevel(text.toLowerCase().split(/\s+/), 0);
  const underWay = award && inProgress(text) ? studyUnderWay(text) : null;
  if (underWay) return `I am ${also ? 'also ' : ''}completing ${underWay}.`;
  // A course in sentence case ("Occupational violence and aggression training") reads in small letters mid-sentence.
  const plain = /^\p{Lu}\p{Ll}+\s/u.test(text) && !/\p{Lu}/u.test(text.slice(1));
  // One course named with its kind ("De-escalation and Difficult Conversations workshop") takes its article.
  const one =
    /\b(?:workshop|course|seminar|session|webinar|program|programme|module)\b(?:\s*[–—-]?\s*,?\s*(?:19|20)\d{2})?$/i.test(
      text,
    ) && !/^(?:a|an|the)\s/i.test(text);
  const course = asSaid(plain ? lowerFirst(text) : text);
  if (!award) return `My relevant training includes ${one ? `${article(course)} ` : ''}${course}.`;
  const said = asSaid(text);
  const named = `${/^(?:a|an|the)\s/i.test(said) ? '' : `${article(said)} `}${said}`;
  // An award still being studied for is not held: "I am also completing a Certificate III in Business … (expected …)".
  // Study set aside is neither held nor under way: "I also studied towards a Bachelor of Arts … (not completed)".
  if (setAside(text)) return `I ${also ? 'also ' : ''}studied towards ${named}.`;
  return inProgress(text)
    ? `I am ${also ? 'also ' : ''}completing ${named}.`
    : `I ${also ? 'also ' : ''}hold ${named}.`;
}

/** A criterion that asks for a qualification ("Relevant tertiary qualifications in health, … or equivalent experience"). */
/** Not "a high degree of accuracy", which asks how, not for an award; nor "a tertiary education environment", which asks
 * where a person has worked. */
export const ASKS_QUALIFICATION = /\b(?:qualifications?|degree(?! of\b)|tertiary stud(?:y|ies))\b/i;

/** The CV's highest award held (a degree before a certificate), for a criterion that asks for a qualification; one
 * still being studied for only when none is held (a panel had read "I am completing a Master of Public Health" as the
 * answer of a nurse whose Bachelor of Nursing and Graduate Certificate went unsaid). */
export function highestAward(lines: string[]): string | null {
  const ranked = lines
    .map((line) => ({ line, level: awardLevel(line.toLowerCase().split(/\s+/), 0)?.level ?? 0 }))
    .filter((x) => x.level > 0)
    .sort((a, z) => Number(inProgress(a.line)) - Number(inProgress(z.line)) || z.level - a.level);
  return ranked[0]?.line ?? null;
}

/** Verbs of what a person received or came by, or saw and started unasked, never a task they were set. */
const GIVEN = new Set([
  'received',
  'won',
  'earned',
  'gained',
  'achieved',
  'obtained',
  'attained',
  'completed',
  'passed',
  // What a person saw or started of their own accord is an achievement, never a task set: "My role was to identify
  // that 14 projects were at risk …" read to a panel as an achievement reframed as an assignment.
  'identified',
  'noticed',
  'discovered',
  'spotted',
  'initiated',
  'introduced',
  'proposed',
  'volunteered',
  'redesigned',
  'streamlined',
]);

/**
 * A duty bullet as the task: "Responsible for checking applications" → "I was responsible for checking
 * applications."; "Processed grant applications against guidelines" → "My task was to process grant applications
 * against guidelines." Null for a bullet of several verbs ("Processed payments and issued receipts"), whose base
 * form would not be parallel, or one that does not open with a verb.
 */
export function dutyTask(
  bullet: string,
  /** The bullet as the draft already says it (`firstPerson(bullet)`). */
  said: string,
  isWord: (w: string) => boolean,
  /** The draft's place in the set. */
  turn = 0,
): string | null {
  if (said.startsWith('I was responsible for ')) return said;
  // What was done to the person ("Rostered to the Emergency Department") is no task they were set, nor a stint in
  // another role ("Relieved as Senior Administration Officer for three months").
  if (said.startsWith('I was ') || STINT.test(bullet.trim())) return null;
  const action = pastAction(bullet);
  // Nor what the person was given or came by ("Received an Area Manager's commendation …", "Completed …
  // training"): no "My role was to receive a commendation".
  if (action && GIVEN.has(action.verb)) return null;
  // Nor two verbs joined at the start ("Drafted or co-drafted 14 Cabinet submissions"): no "to draft or co-drafted".
  if (!action || action.verb.includes(' ') || /^(?:,|and |or |\/)/.test(action.rest)) return null;
  // One more action joined by "and" takes the base form too ("to process referrals and scan documents"); a list of
  // them after commas would not read as one task.
  // A past tense, regular or irregular ("and sent them to accounts").
  // Not a participle before a noun ("nursing and allied health staff": no "and ally health staff").
  const joinedVerb = [...action.rest.matchAll(/ and (\w+)\b/g)].find(
    (m) => (m[1]!.endsWith('ed') || PAST_FORMS.has(m[1]!)) && !ED_ADJECTIVES.has(m[1]!),
  );
  const second = joinedVerb ? baseOf(joinedVerb[1]!, isWord) : null;
  const rest = joinedVerb && second ? action.rest.replace(` and ${joinedVerb[1]} `, ` and ${second} `) : action.rest;
  // A list of what was done after a dash ("… recruitment campaign – checked documents, set up …") is no one task.
  // So is one after a colon and a year ("Program: in 2025–26 managed 112 applications").
  if (/(?:,| and|;|\s[–—-]|:) \w+ed\b/.test(rest) || /: in \d/.test(rest) || rest.includes(';')) return null;
  // So is an irregular past after a comma ("… and, with my team leader, made a report"): "to recognise … made" mixes
  // the forms.
  if ([...rest.matchAll(/, (\p{Ll}+)\b/gu)].some((m) => PAST_FORMS.has(m[1]!))) return null;
  // Nor a duty that names tasks as its object: "My task was to carry out case plan tasks." says nothing.
  if (NAMES_TASKS.test(rest)) return null;
  const base = baseOf(action.verb, isWord);
  return base ? `${taskOpening(turn, false)} ${base}${rest ? ` ${withArticle(rest)}` : ''}.` : null;
}

/** The text's sentences that fit within the limit; the first one cut to the limit when even it does not fit. */
export function withinLimit(text: string, limit: number): string {
  const sentences = text.split(/(?<=[.?!\]])\s+/);
  const kept: string[] = [];
  let words = 0;
  for (const s of sentences) {
    if (words + wordCount(s) > limit) break;
    kept.push(s);
    words += wordCount(s);
  }
  return kept.length ? kept.join(' ') : text.split(/\s+/).slice(0, limit).join(' ');
}
