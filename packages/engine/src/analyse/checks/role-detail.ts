import type { CvDocument, Paragraph } from '../../types';
import { finding } from '../finding';
import { LOCATION } from '../../read/contact';
import { wordCount, type Check } from './check';
import { dateRanges } from './dates';
import { experienceFlow, experienceRoles, isContent, isSubHeading } from './roles';

/** A role's dated line and what the CV says under it before the next dated line. */
interface RoleBlock {
  dated: Paragraph;
  /** The title or employer line just above a line that holds only dates, for a readable quote. */
  above: Paragraph | null;
  content: number;
}

/** A role's heading line with its dates: not a bullet or a sentence, and holding a date range. */
const isDatedHeading = (p: Paragraph) => !isContent(p) && dateRanges(p.text).length > 0;
// A line that points elsewhere instead of describing the role.
const NO_DESCRIPTION = /^(?:same as above|as above|see above|ditto|various duties|general duties)\.?$/i;
/**
 * A line that says something about the work: a bullet, a sentence (even a short one: "Casual roles in food
 * packaging."), a line of 8+ words, or a labelled list of tools; never "Same as above."
 */
const saysSomething = (p: Paragraph) =>
  !NO_DESCRIPTION.test(p.text.trim()) &&
  (isContent(p) || wordCount(p.text) >= 8 || (/[.!]$/.test(p.text) && wordCount(p.text) >= 3) || isSubHeading(p.text));

/**
 * The experience sections cut at each dated heading line, with or without bullets. Content between one dated line and
 * the next belongs to the first whether the CV puts dates before or after the title.
 */
export function roleBlocks(doc: CvDocument): RoleBlock[] {
  const blocks: RoleBlock[] = [];
  let previous: Paragraph | null = null;
  for (const p of experienceFlow(doc)) {
    if (isDatedHeading(p)) blocks.push({ dated: p, above: wordCount(p.text) <= 5 ? previous : null, content: 0 });
    else if (saysSomething(p) && blocks.length) blocks.at(-1)!.content++;
    previous = p;
  }
  return blocks;
}

const quoteRole = (b: RoleBlock) => (b.above ? `${b.above.text} · ${b.dated.text}` : b.dated.text);

export const rolesWithoutDescription: Check = (doc) => {
  const blocks = roleBlocks(doc);
  const bare = blocks.filter((b) => b.content === 0);
  if (!bare.length) return [];
  if (bare.length === blocks.length)
    return [
      finding(
        'experience.no-detail',
        'Your roles are listed with no description at all. Under each, add 3–5 bullet points on what you did and achieved: without them a recruiter cannot tell what you can do.',
        bare.map(quoteRole),
      ),
    ];
  return [
    finding(
      'experience.no-description',
      `${bare.length === 1 ? 'This role has' : `These ${bare.length} roles have`} no description. Add 2–4 bullet points on what you did and achieved, or fold ${bare.length === 1 ? 'it' : 'them'} into one line under “Earlier roles” if ${bare.length === 1 ? 'it is' : 'they are'} old or short.`,
      bare.map(quoteRole),
    ),
  ];
};

// The head word of a job title: a title line alone names no employer ("Sales Manager", "Registered Nurse").
export const TITLE_HEAD =
  /\b(?:manager|officer|assistant|coordinator|co-ordinator|consultant|analyst|engineer|developer|nurse|teacher|worker|specialist|administrator|supervisor|lead|leader|director|technician|electrician|plumber|carpenter|clerk|receptionist|accountant|bookkeeper|advis[eo]r|executive|representative|associate|operator|driver|designer|planner|attendant|cook|chef|barista|cleaner|labourer|apprentice|trainee|intern|agent|educator|therapist|pathologist|physiotherapist|psychologist|counsellor|tutor|lecturer|architect|scientist|programmer|storeperson|packer|picker|salesperson|cashier|waiter|waitress|bartender|mechanic|fitter|welder|builder|estimator|surveyor|paralegal|solicitor|lawyer|pharmacist|midwife|carer|member|hand|commis|nanny|storeman|tradesperson|concierge|porter|guard|secretary|dispatcher|paramedic|sonographer|radiographer|dietitian|optometrist|dentist|hygienist|podiatrist|caseworker|inspector|auditor|controller|treasurer|investigator|ranger|graduate|cadet|volunteer|practitioner|bookseller|librarian|archivist|curator|editor|writer|journalist|photographer|translator|interpreter|instructor|coach|trainer|facilitator|aide|housekeeper|butcher|baker|florist|hairdresser|barber|stylist|groomer|beautician|gardener|landscaper|tiler|painter|plasterer|bricklayer|roofer|machinist|courier|collector|phlebotomist|scaffolder|rigger|dogman|joiner|glazier|assessor|merchandiser|handler|steward|scheduler|allocator|buyer|recruiter|strategist|producer|navigator|underwriter|broker|valuer|conveyancer|teller|foreman|superintendent|surgeon|doctor|physician|orderly|wardsperson|sommelier|fundraiser|demonstrator|deckhand|pilot|waitstaff|installer|physiologist|chiropractor|osteopath|audiologist|optician|veterinarian|psychiatrist|registrar|technologist|drafter|draftsperson|boilermaker|fabricator|locksmith|upholsterer|kitchenhand|dishwasher|researcher)s?$/i;
/** A title's words before whom the job serves ("Personal Assistant to the Director of Operations", "Executive
 * Assistant to the CEO"), where its head word stands. */
export const beforeServed = (title: string) => {
  const to = /\sto\s(?:the\s)?\p{Lu}/u.exec(title);
  return to ? title.slice(0, to.index) : title;
};
/** Whether a piece of a role's heading ends on a job's head word, read before whom the job serves. */
export const namesTitle = (piece: string) => TITLE_HEAD.test(beforeServed(piece.trim()));
// Pieces of a role heading that are neither title nor employer.
const NOT_EMPLOYER =
  /^(?:full[- ]time|part[- ]time|casual|contract|permanent|temporary|fixed[- ]term|current|present|remote|hybrid)$/i;
// Separators between title, employer, place and dates on a role's heading lines.
const SEPARATOR = /\s+(?:at|with|for|[-–—|•·@])\s+|\s*[,|•·@–—(]\s*|\)/i;

/** A piece that is only a place ("Parramatta NSW", "Sydney"), not an employer that has a place in its name. */
const isPlace = (s: string) => LOCATION.exec(s)?.[0] === s;

export const currentRoleEmployer: Check = (doc) => {
  const current = (experienceRoles(doc) ?? []).find((r) => r.range && !r.range.end);
  if (!current) return [];
  const pieces = current.header
    .flatMap((p) => p.text.replace(current.range!.text, ' ').split(SEPARATOR))
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s) && !NOT_EMPLOYER.test(s) && !isPlace(s) && !dateRanges(s).length);
  if (pieces.length !== 1 || !TITLE_HEAD.test(pieces[0]!)) return [];
  return [
    finding(
      'experience.no-employer',
      'Your current role does not name the employer. Add it (“Sales Manager, Harvey Norman, Penrith”): recruiters check where you work now first, and a missing employer looks like something hidden.',
      current.header.map((p) => p.text),
    ),
  ];
};
