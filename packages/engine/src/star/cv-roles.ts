/**
 * The CV's roles as a STAR draft needs them: title, employer, the years as words, and the bullets under each. A role
 * is its heading lines (title, employer, dates) and what follows until the next heading line after a bullet; a duty
 * paragraph under a role counts as its sentences.
 */
import { ANY_DATE, dateRanges } from '../analyse/checks/dates';
import { roleBlocks } from '../match/cv-profile';
import { employerLine, fromCapitals, ORGANISATION, SINCE_DATE, titleAndEmployer, YEARS } from './role-heading';
import type { CvDocument } from '../types';
import { fullMonth } from '../rewrite/one-date-style';
import { isRoleForm, OUTCOME_PAST, withoutFieldLabel } from '../vocabulary/cv-words';
import { TITLE_HEAD } from '../analyse/checks/role-detail';

export interface Role {
  title: string | null;
  employer: string | null;
  /** "Since 2021", "From 2018 to 2020", "In 2019", or null without dates. */
  when: string | null;
  current: boolean;
  bullets: string[];
  /** Its place in the CV, first role 0: a larger number is listed later, usually earlier in time. */
  order: number;
  /** Held as a volunteer, from a "Volunteering" section. */
  unpaid?: boolean;
  /** Held while studying, as its heading notes it in brackets: "student placement" of "Student Youth Worker (student
   * placement)". */
  placement?: string;
}

/** A role named as an activity, one "-ing" word: "Babysitting", "Volunteering", "Tutoring". */
const ACTIVITY = /^\p{L}+ing$/iu;
/** Work named as an activity with no employer of its own: said as one ("my work included babysitting"). */
export const isActivity = (role: Role) => !!role.title && ACTIVITY.test(role.title) && !role.employer;

/** A year written alone ("2019"), when a heading has no range. */
const HAS_YEAR = new RegExp(YEARS.source);
/** Whether a heading line holds a date, as the analysis reads dates ("Jun '19 – Jul '22", "2021 – Present", "2019"). */
const dated = (line: string) =>
  dateRanges(line).length > 0 || line.replace(ANY_DATE, '') !== line || HAS_YEAR.test(line);
/** What a line holds besides its dates and the marks between them. */
const undated = (line: string) =>
  line
    .replace(ANY_DATE, '')
    .replace(YEARS, '')
    .replace(/[\s–—\-/:,.()|]+/g, '');

/**
 * The line that gives the role's dates: one with a range ("Apr 2021 – Present") before one with a date alone ("…
 * permanent part-time from January 2022" under it), and of those the most nearly only dates (a title's bracket may
 * name a year).
 */
const dateLine = (heading: string[]) => {
  // Ranges on several lines are one role's span and its stints ("… including A/g Assistant Director (EL1) Aug 2023 –
  // Mar 2024" over "… | July 2021 – Present"): read together, the role runs from the earliest.
  const ranged = heading.filter((line) => dateRanges(line).length > 0);
  if (ranged.length > 1) return ranged.join(' | ');
  return (
    heading
      .filter(dated)
      .sort(
        (a, b) =>
          Number(dateRanges(b).length > 0) - Number(dateRanges(a).length > 0) || undated(a).length - undated(b).length,
      )[0] ?? ''
  );
};

/** A month counted from year 0 as it is said: 24306 → "July 2025". */
const monthName = (month: number) => `${fullMonth((month % 12) + 1)} ${Math.floor(month / 12)}`;

/** "Since 2021" for an open range, "From 2018 to 2020", "In 2019", from the analysis's own date reader. */
function when(line: string): { when: string | null; current: boolean } {
  // The role's own range spans any stint named inside it ("Acting NUM, Jun 2024 – Jan 2025 ⇥ 02/2021 – current").
  const ranges = dateRanges(line);
  if (ranges.length) {
    const first = Math.floor(Math.min(...ranges.map((r) => r.start.month)) / 12);
    if (ranges.some((r) => !r.end)) return { when: `Since ${first}`, current: true };
    const last = Math.floor(Math.max(...ranges.map((r) => r.end!.month)) / 12);
    // A stint of months across a new year is said in months: "From July 2025 to January 2026", not "From 2025 to
    // 2026", which a panel read as a role of two years.
    const [start, end] = [ranges[0]!.start, ranges[0]!.end!];
    if (ranges.length === 1 && first !== last && start.monthKnown && end.monthKnown && end.month - start.month < 12)
      return { when: `From ${monthName(start.month)} to ${monthName(end.month)}`, current: false };
    return { when: first === last ? `In ${first}` : `From ${first} to ${last}`, current: false };
  }
  // "Since 2020" with no range: held from then to now.
  const since = SINCE_DATE.exec(line);
  if (since) return { when: `Since ${since[1]}`, current: true };
  const years = line.match(YEARS) ?? [];
  if (!years.length) return { when: null, current: false };
  const first = years[0]!;
  const last = years.at(-1)!;
  return { when: first === last ? `In ${first}` : `From ${first} to ${last}`, current: false };
}

/** A heading's note that the role was a placement: "(student placement)", "(clinical placement, 500 hours)". */
const PLACEMENT_NOTE =
  /\((?:[^()]{0,30}?\s)??((?:student |clinical |field |work )?(?:placement|practicum|internship))\b[^()]{0,40}\)/i;

function roleOf(heading: string[], bullets: string[]) {
  const { title, employer, above } = titleAndEmployer(heading);
  const placement = heading.map((h) => PLACEMENT_NOTE.exec(h)?.[1]?.toLowerCase()).find(Boolean);
  return {
    title: fromCapitals(title),
    employer: fromCapitals(employer),
    above,
    ...when(dateLine(heading)),
    bullets,
    ...(placement ? { placement } : {}),
  };
}

/** A role's heading set as a bullet: "Yilgarn Lithium | Apr 2021 – Present | FIFO 8/6 ex Perth". */
const headingLike = (text: string) => dated(text) && /\s[|]\s/.test(text);

/** Sentences of a duty paragraph, each a bullet; an outcome after a semicolon stays with the work it came of ("…
 * agreed an improvement plan; on-time deliveries improved from 70% to 95% …": a panel had read the figure set under
 * another criterion, and the plan asked for its result). */
const sentences = (text: string) =>
  text
    .split(/(?<=[.;])\s+/)
    .map((s) => s.trim())
    .reduce<string[]>((out, s) => {
      const before = out.at(-1);
      if (before?.endsWith(';') && /^\p{Ll}/u.test(s) && OUTCOME_PAST.test(s) && /\d/.test(s))
        out[out.length - 1] = `${before} ${s}`;
      else out.push(s);
      return out;
    }, [])
    .filter((s) => s.split(/\s+/).length >= 4 && !aboutSomeoneElse(s));

/**
 * A sentence about another person's work ("The Coordinator manages the House's budget and grant acquittals", "My
 * manager signs off …"): the person's CV saying what they do not do, never their example.
 */
function aboutSomeoneElse(sentence: string): boolean {
  const words = sentence.split(/\s+/, 6).map((w) => w.replace(/[^\p{L}-]/gu, ''));
  if (!/^(?:the|my|our|her|his)$/i.test(words[0] ?? '')) return false;
  const head = words.findIndex((w, i) => i > 0 && i <= 3 && TITLE_HEAD.test(w));
  const verb = head > 0 ? (words[head + 1] ?? '').toLowerCase() : '';
  // Its verb in the third person or the past ("manages", "signed").
  return /^\p{Ll}{2,}(?:s|ed)$/u.test(verb);
}

/** A section of roles held outside paid work ("Volunteering", "Community involvement"). */
export const VOLUNTEERING = /\bvolunteer|\bcommunity (?:work|involvement)\b/i;

/** A volunteer's role on one bulleted line: "Peer Mentor, Logan Campus Student Association (2023 - 2024): mentored
 * 8 first-year students …" is the role (title, body, dates in brackets) and, after the colon or dash, what was done.
 * Bounded: the brackets hold a year. */
const ONE_LINE_ROLE = /^([^():]{3,120}\([^()]{0,30}\d{4}[^()]{0,30}\))\s*(?::|\s[–—-])\s+(\S.{5,})$/;

/** The CV with its volunteering sections read as experience: a selection panel takes examples from unpaid work too.
 * A role set on one bulleted line is its heading and its bullet, so each volunteer role stands apart (three such lines
 * had been read as more duties of the paid role above them). */
function withVolunteering(cv: CvDocument): CvDocument {
  const unpaid = cv.sections.filter((s) => s.kind === 'other' && VOLUNTEERING.test(s.heading ?? ''));
  if (!unpaid.length) return cv;
  const inUnpaid = (i: number) => unpaid.some((s) => i > s.start && i < s.end);
  /** How many lines were split in two before each place, for the sections' places. */
  const splitBefore = [0];
  const paragraphs = cv.paragraphs.flatMap((p, i) => {
    const role = inUnpaid(i) && p.isBullet ? ONE_LINE_ROLE.exec(p.text.trim()) : null;
    splitBefore.push(splitBefore[i]! + (role ? 1 : 0));
    if (!inUnpaid(i)) return [p];
    const experience = { ...p, section: 'experience' as const };
    if (!role) return [experience];
    return [
      { ...experience, text: role[1]!, isBullet: false },
      { ...experience, text: role[2]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) },
    ];
  });
  // The sections' places, moved by the lines split in two before them.
  const moved = (i: number) => i + splitBefore[Math.min(i, cv.paragraphs.length)]!;
  return { ...cv, paragraphs, sections: cv.sections.map((s) => ({ ...s, start: moved(s.start), end: moved(s.end) })) };
}

/** A role written as a form ("Position: Team Leader" / "Employer: Moorabool Shire Council" / "Responsibilities: I lead
 * …"): its lines without their labels, so a draft says "as a Team Leader at Moorabool Shire Council", never "as a
 * Position: Team Leader at Employer: …". Only a form (`isRoleForm`). */
function withoutFieldLabels(cv: CvDocument): CvDocument {
  if (!isRoleForm(cv.paragraphs.filter((p) => p.section === 'experience').map((p) => p.text))) return cv;
  return {
    ...cv,
    paragraphs: cv.paragraphs.map((p) => (p.section === 'experience' ? { ...p, text: withoutFieldLabel(p.text) } : p)),
  };
}

export function cvRoles(
  cv: CvDocument,
  /** Whether roles held as a volunteer count (a STAR draft's examples), after the paid ones. */
  { volunteering = false }: { volunteering?: boolean } = {},
): Role[] {
  // The employer set on a line above its first title, carried to the roles under it that name none.
  let above: string | null = null;
  const withUnpaid = volunteering ? withVolunteering(cv) : cv;
  const unpaid = new Set(
    withUnpaid.paragraphs.filter((p, i) => p !== cv.paragraphs[i]).map((p) => withoutFieldLabel(p.text)),
  );
  const read = withoutFieldLabels(withUnpaid);
  return roleBlocks(read)
    .map((b) => {
      // The employer's line under a title that names none is heading, not a duty ("Program Officer (AO5) ⇥ Mar 2022 –
      // Present" over "Community Grants and Funded Services, Department of Territory Families … – Darwin").
      const first = b.body[0];
      // So is one under a title whose second piece names no organisation ("Registered Nurse, Community Nursing (Chronic
      // & Complex Care)" over "Central West Community Nursing Partnership, Orange NSW": no "Registered Nurse at
      // Community Nursing").
      const own = titleAndEmployer(b.heading).employer;
      const employed = first && !first.bullet && employerLine(first.text) && (!own || !ORGANISATION.test(own));
      const heading = employed ? [...b.heading, first.text] : b.heading;
      const body = employed ? b.body.slice(1) : b.body;
      const bullets = body.flatMap((x) => (x.bullet ? [x.text] : sentences(x.text))).filter((t) => !headingLike(t));
      const { above: isAbove, ...r } = roleOf(heading, bullets);
      if (r.employer) above = isAbove ? r.employer : null;
      // Not to work named as an activity ("Babysitting" under a Kmart role is not done at Kmart).
      // A volunteer's role takes no paid employer from above it.
      const volunteer = unpaid.has(b.heading[0] ?? '');
      return {
        ...r,
        employer: r.employer ?? (r.title && !ACTIVITY.test(r.title) && !volunteer ? above : null),
        ...(volunteer ? { unpaid: true } : {}),
      };
    })
    .filter((r) => r.bullets.length)
    .map((r, order) => ({ ...r, order }));
}

/** The last year a role's `when` names ("From 2019 to 2023" → 2023), or -1 without one. */
export const lastYear = (role: Role) => Math.max(-1, ...(role.when?.match(/\d{4}/g) ?? []).map(Number));

/** Whether role `a` was held before role `b`: by their dates (the one held now is never earlier), else by their places
 * in the CV (a CV may list its placements above its current job: "Earlier, as an Intake Worker" had been said of the
 * job held now). */
export function heldBefore(a: Role, b: Role): boolean {
  if (a.current !== b.current) return b.current;
  const [ya, yb] = [lastYear(a), lastYear(b)];
  return ya >= 0 && yb >= 0 && ya !== yb ? ya < yb : a.order > b.order;
}

/** The role held now, else the one that ended last: a CV may list its roles oldest first. */
export const latestRole = (roles: Role[]): Role | undefined =>
  roles.find((r) => r.current) ??
  roles.reduce<Role | undefined>((a, b) => (!a || lastYear(b) > lastYear(a) ? b : a), undefined);
