/**
 * A job's title as a CV's heading lines give it: the head word a title ends on ("Sales Manager", "Registered Nurse"),
 * read before whom the job serves, and a heading line that names a job in one of its pieces. Shared by the analysis's
 * reading of roles and the match's: no imports, so neither reads the other.
 */

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

/** Between a title and its employer or place on one line: "Grants Officer – Inner West Community Foundation, Melbourne". */
const TITLE_APART = /\s+[|–—-]\s+|,\s+|\s+at\s+/;
/** The title of a role's heading line, before its employer and place ("Accounts Assistant" of "Accounts Assistant –
 * Hallett & Moore Chartered Accountants, Albion QLD"). */
export const titlePiece = (text: string) => text.split(TITLE_APART)[0]!;
/** Whether a heading line names a job in one of its pieces (its brackets aside): a role's title, not "Earlier roles". */
export const namesJob = (text: string) =>
  text
    .replace(/\([^()]{0,80}\)/g, ' ')
    .split(TITLE_APART)
    .some(namesTitle);
