/**
 * Lines pasted with selection criteria that are not criteria: the job's title and classification, the agency's
 * name, the headings of the position description, conditions of employment and the equal-opportunity statement.
 * Each rule reads one line with anchored or bounded patterns (no backtracking on what a person pastes).
 */
import { wordCount } from '../analyse/checks/check';

/** A classification: "APS Level 6", "EL1", "(AO7)", "ASO6", "VPS Grade 4", "Clerk Grade 9/10", "HEW Level 6". */
const CLASSIFICATION =
  /\b(?:aps|el|ao|aso|vps|hew|so|po)\s?-?\d{1,2}\b|\b(?:level|grade|band|class)\s\d{1,2}\b|\bexecutive level\b|\bclerk grade\b|\bhealth manager\b/i;
/** What an agency's name opens or ends with: "Department of …", "… City Council", "… Local Health District". */
const AGENCY =
  /^(?:the )?(?:department|office|ministry|agency)\b|\b(?:council|university|district|services|service|agency|authority|commission|australia|government|hospital|institute|tafe|health|branch|division)$/i;
/** A word that names an agency anywhere in a name ("Griffith University – Office for Research"). */
const AGENCY_WORD = /\b(?:department|university|council|commission|authority|ministry|directorate)\b/i;
/** A job title's head noun: "Development Assessment Planner", "Assistant Director, Aged Care Workforce Policy". */
const JOB_NOUN =
  /\b(?:officer|manager|director|planner|coordinator|co-ordinator|advisor|adviser|analyst|assistant|consultant|specialist|clerk|engineer|nurse|practitioner|administrator|secretary|supervisor|worker|lead|leader|partner|scientist|researcher|librarian|inspector|ranger|counsellor|caseworker)\b/i;
/** The last word of a heading of a position description: "Key capabilities", "Special conditions", "About you",
 * "Focus areas". */
const HEADING_END =
  /\b(?:capabilities|competencies|requirements|criteria|conditions|information|assessed|require|for|you|knowledge|apply|questions|attributes|(?:focus|result) areas)(?:\s*\([^)]{1,40}\))?$/i;
/** The first word of a heading that speaks to the reader: "What you will bring", "About you", "Your role". */
const HEADING_START = /^(?:what|how|who|why|about|your|our|the (?:role|opportunity|position|team))\b/i;
/** A category of a position description's requirements, not a requirement: "Technical and specialist skills",
 * "Qualifications and technical skills". */
const CATEGORY =
  /^(?:qualifications|technical|specialist|professional|personal|behavioural|core|generic|job-specific|role-specific|essential|desirable|key)\b.*\b(?:skills|capabilities|knowledge|requirements|qualifications|attributes|experience|characteristics|criteria)$/i;
/** A heading of kinds of requirement alone: "Knowledge, skills and experience", "Skills & abilities". */
const KINDS_ONLY =
  /^(?:(?:knowledge|skills|experience|qualifications|abilities|attributes|capabilities|expertise)(?:, ?| and | & |$)){2,5}$/i;
/** A line that says what follows rather than asking for something: "… demonstrate the following key capabilities.",
 * "These are the key selection criteria for the position.", "In this section we have described the capabilities the
 * ideal candidate will bring." */
const LEAD_IN =
  /\b(?:the following|shown below|listed below|outlined below|as follows|set out below)\b|^(?:these|below) are the (?:key |essential )?(?:selection )?criteria\b|\bselection criteria\s*:?$|^in this (?:section|part|document)\b|\bwe have (?:described|listed|outlined|set out)\b/i;
/** The stream or level of a framework the capabilities are drawn from: "Leadership competency streams – Team leader
 * (leading others)", "Capability level: Adept", the rest of a lead-in a PDF broke ("Leadership System (ILS)
 * capabilities at the APS 5 level."). */
const FRAMEWORK_LEVEL =
  /^(?:leadership )?(?:competency|capability) (?:streams?|levels?)\b|\bcapabilities (?:at|for) (?:the )?(?:[\w/-]+ ){0,3}level$/i;
/** "Occupation / profession specific capabilities: Nil". */
const NIL = /:\s*(?:nil|none|n\/a|not applicable)\.?$|^(?:nil|none|n\/a|not applicable)\.?$/i;
/** A condition of employment rather than a criterion: "A satisfactory police check is required.", "This is a
 * Category A position. Applicants must comply with the … policy directive." */
const CONDITION =
  /\b(?:is|are|will be|may be) required\.?$|\b(?:may|will) be required\b|\bis required\.|\bsubject to\b|\bis a condition of\b|\bmust (?:obtain|hold|maintain|undergo|be able to obtain|comply with)\b|^pre-employment\b|\bcategory [a-c] position\b|\bprior to appointment\b/i;
/** The hours a job is worked, a condition to accept, not a criterion to show: "Ability to work some evenings and
 * weekends", "Willingness to work a rotating roster". The gap before the hours is bounded. Only an unnumbered line:
 * a numbered one is the panel's to ask, and is answered. */
export const WORKING_HOURS =
  /^(?:an? )?(?:ability|availability|willingness|able|available|willing|flexibility) to work\b[^.;]{0,40}?\b(?:evenings?|weekends?|nights?|after[- ]hours|overtime|public holidays|on[- ]call|rosters?|shifts?|shift work)\b/i;
/** The equal-opportunity statement, what the employer is committed to ("The Department of Health is committed to
 * improving …"), invitations to apply, how the panel will use the criteria ("Desirable
 * criteria will be used to distinguish between applicants …"), and what the job offers ("you will also benefit from a
 * competitive remuneration package"). */
const STATEMENT =
  /\bequal (?:employment )?opportunity\b|\bencourages? (?:applications|people|aboriginal)\b|\bneed to know more\b|\bcommitted to (?:a |building a |providing a )?(?:diverse|equity|inclusive|diversity)|\b(?:is|are) committed to\b|\bwelcomes? applications\b|\bencouraged to apply\b|\bspecial measures\b|\bgranted priority\b|\b(?:will|may|can|might) be used to (?:distinguish|differentiate|rank|shortlist)\b|\byou will (?:also )?benefit from\b|\b(?:competitive|attractive) (?:remuneration|salary)\b/i;
/** A sentence about the framework or the role's capabilities, not one of them: "The NSW Public Sector Capability
 * Framework applies to all NSW public sector employees.", "The focus capabilities for the role are the capabilities in
 * which occupants must demonstrate immediate competence." */
const FRAMEWORK_TALK =
  /^the (?:[\w-]+ ){0,6}?(?:framework|capabilities)(?: for (?:the|this) (?:role|position))? (?:applies|apply|is|are|sets? out|describes?)\b/i;
/** A reference number or a duty of the job: "Job ad reference: QLD/617204/25", "As a … you will take calls". */
const REFERENCE = /^(?:job |ad |position )*(?:reference|ref|id)(?: (?:number|no\.?))?\s*[:#]/i;
const DUTY =
  /^(?:as (?:a|an|the) [^,]{2,50},? )?you will (?!be |have |need |bring )|^(?:you will be )?responsible for\b|^(?:the|this) [^,.]{2,60}? (?:is responsible for|will (?:assist|provide|deliver|work|support|lead|manage))\b/i;
/** A detail of the job under its label: "Security clearance: …", "Citizenship: …", "Contact officer: …". */
const DETAIL_LABEL =
  /^(?:security clearance|clearance|citizenship|salary grading|grading|classification|contact(?: officer| person)?|(?:position |recruitment |general )?enquiries|phone|telephone|tel|mobile|e-?mail|recruitability|location|salary(?: range| package)?|pay(?: range)?|remuneration(?: package)?|closing date|applications close|position number|pre-employment checks?|employment type|tenure|work arrangements?)\s*:/i;
/** The ad talking about the employer or the vacancy: "We currently have …", "Our team …", "The Branch prides itself
 * on …", "Number of vacancies available: 1", "The Employment, Investment and Trade Group delivers programs …", "Its
 * focus is on creating jobs …". */
const AD_TALK =
  /^(?:we|our)\s|^its (?:focus|role|purpose|mission|vision|work|aim)\b|^the [^.]{2,80}? (?:group|division|branch|department|agency|directorate|unit|team|organisation|company|council) (?:delivers|provides|supports|works|leads|aims|exists|manages|oversees)\b|^applications? (?:will|must|should|close|are|may)\b|\bmerit (?:pool|list)\b|\bprides? (?:itself|ourselves)\b|\btalent pool\b|^number of vacanc|\bpaid a salary\b|\bsalary (?:in the range|of \$|packaging)|\bplus super(?:annuation)?\b|\brecruitability\b/i;
/** A salary line: "$94,281 – $101,372 plus 15.4% superannuation". */
const SALARY = /^\$\s?\d[\d,]*(?:\.\d+)?\b/;
/** How the job is offered: "Ongoing and non-ongoing (12 months), full-time", "Fixed term part time (0.6 FTE)"; not
 * the work of contracts ("Program and contract management"). */
const TENURE =
  /\b(?:ongoing|non-ongoing|full[- ]time|part[- ]time|fixed[- ]term|casual|temporary|permanent|contract(?! (?:management|manager|administration|negotiation|law)))\b/i;
/** One place of work: "Canberra ACT", "Sydney NSW". */
const PLACE = /^[\p{L} .'’-]{2,40} (?:ACT|NSW|VIC|Vic|QLD|Qld|SA|WA|TAS|Tas|NT)$/u;
/** Places of work listed between bars, commas or slashes: "Canberra ACT | Sydney NSW | Adelaide SA". */
const placesOnly = (text: string) => text.split(/\s*[|,/]\s*/).every((x) => PLACE.test(x));
/** "Contact Michael Harris, Manager …": a named person to call. */
const CONTACT = /\b[Cc]ontact [A-Z][a-z]+ [A-Z]/;
/** Headings that start a part of the position description that holds no criteria. */
export const NON_CRITERIA_PART =
  /^(?:special (?:conditions|requirements)|other (?:relevant )?information|other requirements|conditions of employment|mandatory requirements|compliance requirements|eligibility|pre-employment checks?|pre-employment requirements|further information|further (?:job |position |role )?requirements|what you require|appointment pre-?requisites|appointment factors|appointment is subject to|pre-?requisites|organisational relationships|key relationships|reporting relationships)\b|\bnot to be addressed\b/i;

/** The buttons of a job board's page, copied with the ad: "Share this job Facebook LinkedIn X Email", "Apply Now Share
 * Print", "Save job". */
const PAGE_BUTTONS = new Set(
  'share this job role ad facebook linkedin x twitter email e-mail print save apply now copy link whatsapp report back to top'.split(
    ' ',
  ),
);
const pageButtons = (text: string) => {
  const words = text
    .toLowerCase()
    .split(/[\s|·•]+/)
    .filter(Boolean);
  return (
    words.length >= 2 &&
    words.every((w) => PAGE_BUTTONS.has(w)) &&
    words.some((w) => /^(?:share|print|save|apply)$/.test(w))
  );
};

/** The key to a list's marks, not a criterion: "(E) = Essential   (D) = Desirable", "E – essential; HD – highly
 * desirable" (its first mark may be read off as a list's letter). */
const legend = (text: string) => {
  const words = text
    .toLowerCase()
    .replace(/[()[\]=:;,|/–-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words.includes('essential') &&
    words.includes('desirable') &&
    words.every((w) => /^(?:e|d|hd|essential|desirable|highly|key|legend)$/.test(w))
  );
};

/** Every word of four letters or more starts with a capital: a title, a name or a heading. */
const titleCase = (s: string) =>
  s
    .split(/\s+/)
    .filter((w) => /^[\p{L}'’/-]{4,}/u.test(w))
    .every((w) => /^\p{Lu}/u.test(w));

/**
 * Why a line is not a criterion ("a title", "a heading", …), or null when it may be one. `asks` says whether the line
 * asks for an ability, knowledge or experience; a capability name is never passed here.
 */
/** A label over names alone, the frame of a pitch rather than one more criterion ("Behavioural capabilities sought:
 * Leadership, Accountability, Collaboration"): two to six capitalised names of a word or two, split by commas. */
const NAMES_LISTED = /^[^:]{3,60}:\s*(?:\p{Lu}\p{Ll}+(?: \p{Ll}+)?,\s){1,5}(?:and\s)?\p{Lu}\p{Ll}+(?: \p{Ll}+)?$/u;

export function notCriterion(line: string, asks: boolean): string | null {
  const text = line.trim().replace(/[.:]$/, '');
  const n = wordCount(text);
  if (STATEMENT.test(line) || CONTACT.test(line)) return 'statement';
  if (pageButtons(text)) return 'page';
  if (legend(text)) return 'heading';
  if (DETAIL_LABEL.test(line.trim())) return 'condition';
  if (AD_TALK.test(line.trim()) || FRAMEWORK_TALK.test(line.trim())) return 'statement';
  if (REFERENCE.test(line)) return 'title';
  if (SALARY.test(line.trim()) || placesOnly(text) || (TENURE.test(text) && !asks && n <= 10)) return 'condition';
  if (DUTY.test(line)) return 'duty';
  // A heading in capitals ("DESIRABLE CHARACTERISTICS") or a category of a position description in Title Case with a
  // slash ("Educational/Vocational Qualifications", "Personal Abilities/Aptitudes/Skills").
  if (/^[\p{Lu}\s&/()-]{4,60}$/u.test(text) && n <= 6) return 'heading';
  if (/\//.test(text) && titleCase(text) && n <= 6 && !/\.$/.test(line.trim())) return 'heading';
  if (NIL.test(line) || LEAD_IN.test(line) || (FRAMEWORK_LEVEL.test(text) && n <= 12)) return 'heading';
  if (NAMES_LISTED.test(text)) return 'heading';
  if (CONDITION.test(line) && !asks) return 'condition';
  // The job's title line, its parts between bars or dashes read on their own ("APS Level 3 | Non-ongoing …").
  const segments = text.split(/ [|–-] /);
  if (!asks && CLASSIFICATION.test(text) && n <= 14) return 'title';
  if (!asks && CLASSIFICATION.test(segments[0]!) && wordCount(segments[0]!) <= 4) return 'title';
  // A category heading of a position description: "Technical and specialist skills", "Core capabilities".
  if ((CATEGORY.test(text) || KINDS_ONLY.test(text)) && n <= 5 && !/\.$/.test(line.trim())) return 'heading';
  // Headings and names end without a full stop; a criterion as short ("Attention to detail.") usually has one.
  if (/\.$/.test(line.trim())) return null;
  // A heading that names what is asked ("Skills and Knowledge") is in Title Case; a criterion ending so is not.
  const headingLike =
    (HEADING_END.test(text) && (!/knowledge$/i.test(text) || titleCase(text))) ||
    (HEADING_START.test(text) && (!asks || titleCase(text)));
  if (headingLike && n <= 8 && !/\?$/.test(line.trim())) return 'heading';
  if (asks || !titleCase(segments[0]!)) return null;
  // The agency alone or before its place ("Eastern Health – Box Hill / Wantirna").
  if (n <= 14 && titleCase(text) && (AGENCY.test(text) || AGENCY.test(segments[0]!) || AGENCY_WORD.test(text)))
    return 'agency';
  if (n <= 14 && titleCase(text) && JOB_NOUN.test(text)) return 'title';
  // A title run into the agency and the position's details, as a PDF flattens them ("Client Services Officer –
  // Housing Operations Department of Housing … Position number: 41872").
  if (
    JOB_NOUN.test(segments[0]!) &&
    AGENCY_WORD.test(text) &&
    /\b(?:position|designation|location|closing)\b/i.test(text)
  )
    return 'title';
  return null;
}
