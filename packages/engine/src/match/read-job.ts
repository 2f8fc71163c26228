/**
 * A job ad as requirements. Ads arrive messy (one flattened line, no bullets, '?' for lost characters), so nothing
 * here relies on layout: the text is cut into clauses at sentence ends, bullet glyphs, '?' and section cues; key
 * phrases come from RAKE (runs of content words between stop words, scored by word degree over frequency); the
 * licences, soft skills, qualifications and years come from named patterns.
 */
import { CREDENTIALS, type Credential } from './credentials';
import { conceptsOf, contentWords, STOP_WORDS, tokens } from './words';

export type Importance = 'essential' | 'desirable';
export interface Requirement {
  kind: 'credential' | 'hard' | 'soft' | 'qualification';
  label: string;
  /** The ad's own words for it (lower case), so a missing keyword is provably in the ad. */
  wording: string;
  importance: Importance;
  credential?: Credential;
  soft?: { cv: RegExp };
}
export interface JobRequirements {
  title: string;
  requirements: Requirement[];
  yearsRequired: number | null;
  /** The ad's own words (lower case), to prove a missing keyword is really in the ad. */
  text: string;
}

/** A cue after which requirements are only nice to have, until the next essential cue. */
const DESIRABLE_CUE =
  /\b(desirable|highly regarded|well regarded|advantageous|an advantage|preferred|a plus|bonus|nice to have)\b/i;
const ESSENTIAL_CUE =
  /\b(essential|mandatory|must have|you will have|about you|requirements|selection criteria|key skills)\b/i;

/** Clauses: sentence ends, bullets, semicolons, lost characters and line breaks all end one. */
/** Section headings that flattened ads run into the text: each starts a new clause. */
const SECTION_START =
  /\s(?=(?:how to apply|(?<!\bhow )to apply|what you(?:'ll| will)? bring|about you|about us|about the (?:role|position)s?|what we offer|key selection criteria|(?<!\bkey )selection criteria|essential (?:criteria|requirements)|desirable|requirements|responsibilities|key responsibilities|to be successful|for (?:more|further) information|for a confidential discussion|applications close|please click)\b)/gi;

export const clauses = (text: string) =>
  text
    .replace(SECTION_START, '\n')
    .split(/(?<=[.!:;])\s+|\s+\?\s+|[\n\r•·▪●◦‣∙]+|\s[-–—*]\s/)
    .map((c) => c.trim())
    .filter((c) => c.length > 2);

/** Soft skills: how an ad asks for each, and the wider ways a CV shows it. */
export const SOFT_SKILLS: Array<{ label: string; ad: RegExp; cv: RegExp }> = [
  {
    label: 'Communication',
    ad: /\bcommunicat(ion|e|ing)\b/i,
    cv: /\b(communicat\w*|presentations?|presented|wrote|writing|written|briefs?|briefings?|reports?|reported)\b/i,
  },
  {
    label: 'Teamwork',
    ad: /\b(team ?work|team player|collaborat\w*)\b/i,
    cv: /\b(team|collaborat|multidisciplinary)\w*/i,
  },
  {
    label: 'Leadership',
    ad: /\blead(ership|ing a team)\b/i,
    cv: /\b(lead|led|leadership|supervis|mentor|manag|precept)\w*/i,
  },
  { label: 'Problem solving', ad: /\bproblem[- ]solving\b/i, cv: /\b(problem|resolv|solv|troubleshoot|fix)\w*/i },
  {
    label: 'Time management',
    ad: /\b(time management|prioriti[sz]\w*|meet(ing)? deadlines)\b/i,
    cv: /\b(deadline|prioriti|on time|time management|within sla)\w*/i,
  },
  { label: 'Attention to detail', ad: /\battention to detail\b/i, cv: /\b(accura|detail|precis|check)\w*/i },
  { label: 'Customer service', ad: /\bcustomer service\b/i, cv: /\b(customer|client|patient)s?\b/i },
  {
    label: 'Interpersonal skills',
    ad: /\binterpersonal\b/i,
    cv: /\b(interpersonal|rapport|relationship|families|parents)\w*/i,
  },
  {
    label: 'Organisational skills',
    ad: /\borgani[sz]ational skills\b/i,
    cv: /\b(organis|organiz|coordinat|schedul|plan)\w*/i,
  },
  { label: 'Stakeholder engagement', ad: /\bstakeholder\w*\b/i, cv: /\b(stakeholder|consult|liais|engag)\w*/i },
  { label: 'Negotiation', ad: /\bnegotiat\w+\b/i, cv: /\bnegotiat\w+/i },
];

/** Cues that start a part about the employer, its benefits or applying: no requirements until the next cue. */
const NOISE_CUE =
  /\b(about us|who we are|why (join|work)|what we offer|we offer|benefits (include|package)|employee benefits|perks|how to apply|position description|to apply|apply now|applications close|for more information|equal opportunity|accessible format|large print|closing date|confidential (discussion|chat|conversation))\b/i;
/** A single clause about the employer or the pay, inside any part. */
const NOISE_CLAUSE =
  /\b(our (company|organisation|organization|client|values|vision|mission)|we are (a|an|the|committed|proud)|is a leading|award winning|salary|superannuation|midnight|enquiries)\b/i;

/**
 * Words inside a clause that are not something a CV can show: set phrases ("state-of-the-art"), checks before
 * starting, a start date, and who to contact (an address, or a name after "call"). Each becomes a clause break, so
 * the rest of a flattened list ("…start immediately Previous warehousing experience…") still counts.
 */
const NOT_REQUIREMENTS = [
  /\bstate[- ]of[- ]the[- ]art\b|\bworld[- ]class\b|\bcutting[- ]edge\b/gi,
  /\bpre[- ]employment (?:physical|medical|checks?|screening)s?\b|\b(?:drug|alcohol) (?:and|&) (?:drug|alcohol) (?:tests?|testing|screens?|screening)\b/gi,
  /\b(?:(?:the )?availability|available|able) to (?:start|commence)(?: (?:immediately|asap|straight away))?\b|\b(?:start|commence) (?:immediately|asap|straight away)\b/gi,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)\S+/gi,
  // A name follows, so case matters: "call Daniel Slusarek", "email Robert".
  /\b(?:[Cc]all|[Pp]hone|[Cc]ontact|[Ee]-?mail|[Ss]peak (?:to|with))\s+(?:[A-Z][a-z]+\b\s*){1,3}/g,
];
const scrub = (text: string) => NOT_REQUIREMENTS.reduce((t, re) => t.replace(re, '. '), text);
/** Clauses that start describing the job again. */
const JOB_CUE =
  /\b(about (the roles?|the positions?|the opportunity)|your role|you will|you'll|responsibilities|duties|what you.ll do|key accountabilities)\b/i;
/** Clauses that start the person's requirements: phrases there count double. */
const REQUIREMENT_CUE =
  /\b(about you|what you (will )?bring|what you.ll (bring|need)|to be successful|you will (have|bring|need)|requirements|selection criteria|essential|desirable|skills and experience|qualifications|the ideal|you have|you are)\b/i;

export interface Clause {
  text: string;
  part: 'job' | 'requirements' | 'noise';
}

/** Each clause with the part of the ad it sits in: the job, the person's requirements, or about-us and applying. */
export function tagClauses(text: string): Clause[] {
  let part: Clause['part'] = 'job';
  // Application instructions mention "selection criteria" too: once in such a part, only a heading-like clause
  // (short, or opening with the cue) starts the job or the requirements again.
  const headingLike = (c: string, cue: RegExp) => c.split(/\s+/).length <= 8 || (cue.exec(c)?.index ?? 99) < 3;
  return clauses(text).map((c) => {
    if (NOISE_CUE.test(c)) part = 'noise';
    else if (REQUIREMENT_CUE.test(c) && (part !== 'noise' || headingLike(c, REQUIREMENT_CUE))) part = 'requirements';
    else if (JOB_CUE.test(c) && (part !== 'noise' || headingLike(c, JOB_CUE)))
      part = part === 'requirements' ? part : 'job';
    return { text: c, part: NOISE_CLAUSE.test(c) ? 'noise' : part };
  });
}

/**
 * Words the ad writes only capitalised that also appear where it talks about itself or applying: the employer's own
 * names ("EPA", "Mercy Health"), not skills.
 */
function employerWords(text: string, tagged: Clause[]): Set<string> {
  const noise = tagged.filter((c) => c.part === 'noise').map((c) => c.text);
  const capitalised = new Set((text.match(/\b[A-Z][A-Za-z]+\b/g) ?? []).map((w) => w.toLowerCase()));
  const lowerUse = new Set(text.match(/\b[a-z][a-z]+\b/g) ?? []);
  return new Set(
    noise.flatMap((c) => tokens(c)).filter((w) => capitalised.has(w) && !lowerUse.has(w) && !STOP_WORDS.has(w)),
  );
}

/** Qualification phrases: the award and, where given, its field ("Bachelor of Engineering (Civil)"). */
const QUALIFICATION =
  /\b(bachelor|master|masters|graduate diploma|post ?graduate certificate|diploma|advanced diploma|certificate (?:i{1,3}|iv)|degree|phd|doctorate)\b(?:'s)?(?: degree)?(?: (?:of|in) ([a-z&]+(?: [a-z&]+){0,3}))?/gi;

/** The first mention of years of experience: "5+ years", "minimum 3 years' experience". */
const YEARS = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs)(?:'|’)?\s+(?:of\s+)?(?:\w+\s+){0,3}?experience/i;

/** RAKE key phrases of one to three content words, best first. */
export function keyPhrases(text: string, max = 20): string[] {
  const tagged = tagClauses(scrub(text));
  const useful = tagged.filter((c) => c.part !== 'noise');
  // Fall back to the whole ad when the cues leave too little (an ad that is all "about us").
  const source =
    useful
      .map((c) => c.text)
      .join(' ')
      .split(/\s+/).length >= 40
      ? useful
      : tagged;
  const employer = employerWords(text, tagged);
  const phrases: string[][] = [];
  const inRequirements = new Set<string>();
  for (const clause of source) {
    let run: string[] = [];
    const end = () => {
      if (run.length) {
        phrases.push(run);
        if (clause.part === 'requirements') inRequirements.add(run.join(' '));
      }
      run = [];
    };
    // Commas, brackets, slashes and "&" end a phrase too: "stakeholder management, workforce planning".
    for (const piece of clause.text.split(/[,()/&|]+/)) {
      for (const t of tokens(piece)) {
        if (STOP_WORDS.has(t) || employer.has(t) || /^\d/.test(t) || t.length < 2) end();
        else run.push(t);
      }
      end();
    }
  }
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const p of phrases)
    for (const w of p) {
      freq.set(w, (freq.get(w) ?? 0) + 1);
      degree.set(w, (degree.get(w) ?? 0) + p.length);
    }
  const scored = new Map<string, number>();
  for (const p of phrases) {
    if (p.length > 3) continue;
    const key = p.join(' ');
    const rake =
      p.reduce((sum, w) => sum + degree.get(w)! / freq.get(w)!, 0) + (p.length > 1 ? 0 : freq.get(p[0]!)! - 1);
    const s = inRequirements.has(key) ? 2 * rake : rake;
    scored.set(key, Math.max(scored.get(key) ?? 0, s));
  }
  return (
    [...scored.entries()]
      // A single word must recur to count: one mention of "western" or "young" is context, not a requirement.
      .filter(([k]) => k.length > 2 && (k.includes(' ') || freq.get(k)! >= 2))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, max)
      .map(([k]) => k)
  );
}

/** The ad split into desirable clauses (at or after a desirable cue, until an essential cue) and the rest. */
function splitByImportance(text: string): { desirable: string; essential: string } {
  let desirable = false;
  const parts = { desirable: [] as string[], essential: [] as string[] };
  for (const c of clauses(text)) {
    if (DESIRABLE_CUE.test(c)) desirable = true;
    else if (ESSENTIAL_CUE.test(c)) desirable = false;
    (desirable ? parts.desirable : parts.essential).push(c);
  }
  return { desirable: parts.desirable.join('\n'), essential: parts.essential.join('\n') };
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function readJob(text: string, title?: string): JobRequirements {
  const flat = text.replace(/\s+/g, ' ').trim();
  const parts = splitByImportance(text);
  const importance = (found: (s: string) => boolean): Importance =>
    found(parts.desirable) && !found(parts.essential) ? 'desirable' : 'essential';
  const requirements: Requirement[] = [];
  const lower = flat.toLowerCase();
  for (const c of CREDENTIALS) {
    const m = c.ad.exec(lower);
    if (m)
      requirements.push({
        kind: 'credential',
        label: c.label,
        wording: m[0].trim(),
        credential: c,
        importance: importance((s) => c.ad.test(s)),
      });
  }
  for (const m of flat.matchAll(QUALIFICATION)) {
    const label = titleCase(m[0].replace(/\s+(or|and|in|of|with|the|a)$/i, '').trim());
    if (!requirements.some((r) => r.label === label))
      requirements.push({
        kind: 'qualification',
        label,
        wording: label.toLowerCase(),
        importance: importance((s) => s.includes(m[0])),
      });
  }
  for (const soft of SOFT_SKILLS) {
    const m = soft.ad.exec(lower);
    if (m)
      requirements.push({
        kind: 'soft',
        label: soft.label,
        wording: m[0],
        soft,
        importance: importance((s) => soft.ad.test(s)),
      });
  }
  // A phrase already covered by a named requirement ("current police" beside the police check) is not another one.
  const taken = new Set(requirements.flatMap((r) => [...contentWords(r.label), ...contentWords(r.wording)]));
  // "shift" and "shifts" are one requirement: a phrase whose concepts were already asked for is not another.
  const asked = new Set<string>();
  for (const phrase of keyPhrases(text)) {
    if (contentWords(phrase).every((w) => taken.has(w))) continue;
    const signature = [...conceptsOf(phrase)].sort().join(' ');
    if (asked.has(signature)) continue;
    asked.add(signature);
    requirements.push({
      kind: 'hard',
      label: phrase,
      wording: phrase,
      importance: importance((s) => s.toLowerCase().includes(phrase)),
    });
  }
  const years = YEARS.exec(flat);
  return {
    title: title?.trim() || '',
    requirements,
    yearsRequired: years ? Number(years[1]) : null,
    text: lower,
  };
}
