/**
 * Where an ad states its title in so many words: a label ("Job Title: ICT Support Officer (Level 2 …)") or, in an ad
 * flattened into one paragraph, its opening words up to the title's head word ("Accounts Payable Officer Northgate
 * Food Manufacturing Pty Ltd Edinburgh SA …"). Each read word by word over a bounded start of the text.
 */
import { TITLE_HEAD } from '../analyse/checks/role-detail';
import { OCCUPATION_TERMS } from '../vocabulary/phrase-index';

/** A label for the title at the start of a line: "Job Title:", "Position title –", "Role:", "Position:", or a details
 * table's cell before the value ("Position title⇥Design Engineer", its tab read as spaces). */
const LABEL = /^(?:job title|position title|role title|title|position|role|vacancy)(?:\s*[:–-]\s*|\t+\s*| {2,})/i;
/** Where a title's value ends: a bracket, a dash or bar between spaces, or the next label ("… Job Reference: …"). */
const VALUE_END = /\s?\(|\s[–—|-]\s|\s(?=\p{Lu}[\p{L}/]*(?: \p{Lu}[\p{L}/]*)?:)/u;

/** A label for the title inside a flattened line: only the unmistakable ones ("… Vacancy Job Title: …"). */
const LABEL_INSIDE = /\b(?:job|position) title\s*:\s*/i;

/** An e-mail's subject line, after any "RE:" or "FW:" ("Subject: NEW ROLE – Auto Electrician – Bowen Basin"). */
const SUBJECT = /^subject\s*:\s*(?:(?:re|fw|fwd)\s*:\s*){0,3}/i;
/** Between the pieces of a subject line: a dash or bar between spaces, a colon. */
const SUBJECT_PIECES = /\s[–—|-]\s|:\s/;

/** A subject's piece that says it is about a job, not which: "New role", "Job opportunity", "Vacancy". */
const ABOUT_A_JOB = /^(?:(?:new|exciting|great|job|career|urgent)\s+)?(?:role|opportunity|position|vacancy|job)$/i;

/** Of a recruiter's e-mail subject, the piece that names a job: a few capitalised words ending on a job's head word,
 * or the piece after one that says it is about a job ("New role – Senior Hydrogeologist"). */
function subjectTitle(subject: string): string | null {
  const raw = subject.split(SUBJECT_PIECES).map((piece) => piece.trim());
  const pieces = raw
    // "Conveyancing Clerk opportunity": what the e-mail calls the job is no part of its name.
    // Its specialty in brackets or its place after a comma ("Senior Environmental Consultant (Contaminated Land),
    // Brisbane") is no part of it either.
    .map((piece) =>
      piece
        .split(/\s?\(|,\s/)[0]!
        .trim()
        .replace(/\s+(?:opportunity|role|position|vacancy|job)$/i, ''),
    );
  const titleLike = (piece: string) => {
    const words = piece.split(/\s+/);
    return words.length <= 6 && words.every((w) => /^\p{Lu}/u.test(w));
  };
  const about = raw.findIndex((p) => ABOUT_A_JOB.test(p));
  const after = about >= 0 ? pieces[about + 1] : undefined;
  return (
    pieces.find((piece) => titleLike(piece) && TITLE_HEAD.test(piece)) ?? (after && titleLike(after) ? after : null)
  );
}

/** The title a label gives in the first lines of the ad, or an e-mail's subject gives, or null. */
export function labelledTitle(text: string): string | null {
  for (const line of text.slice(0, 4000).split(/\r?\n/, 40)) {
    const start = line.trim();
    const subject = SUBJECT.exec(start);
    if (subject) {
      const named = subjectTitle(start.slice(subject[0].length, subject[0].length + 300));
      if (named) return named;
      continue;
    }
    const label = LABEL.exec(start) ?? LABEL_INSIDE.exec(start.slice(0, 1000));
    if (!label) continue;
    const rest = start.slice(label.index + label[0].length);
    const end = VALUE_END.exec(rest);
    const value = (end ? rest.slice(0, end.index) : rest).trim();
    const words = value.split(/\s+/).filter(Boolean);
    // A title: a few capitalised words ending on a job's head word ("ICT Support Officer").
    if (words.length >= 1 && words.length <= 8 && /^\p{Lu}/u.test(value) && TITLE_HEAD.test(value)) return value;
  }
  return null;
}

/** Where an ad's opening sentences name the job they offer: "An exciting opportunity exists for a Senior Policy and
 * Project Officer …", a recruiter's "I'm hiring: Executive Assistant to the CEO", "We are seeking an experienced Payroll Officer …", "… to join our team in the capacity of Senior
 * Child Protection Practitioner, …" (a public service's words), a social post's "*** JOB GOING *** Survey Field Hand …". */
const OFFERS =
  /\b(?:opportunity (?:exists|has arisen|is available) for|in the capacity of|(?:(?:are|is) (?:currently )?)?(?:seeking|looking for|recruiting)|we need|we['’]re after|we are after|(?:we['’]re|we are|now|i['’]m|i am) hiring[!:.]*|job (?:going|alert|vacancy|opening)[!:.]*(?: ?\*+)?|(?:to )?put on) (?:an? |another |two |several )?(?:(?:experienced|enthusiastic|motivated|dedicated|qualified|passionate) )?/gi;

/** The job an ad's opening sentences offer ("… and we need TRAFFIC CONTROLLERS and CIVIL LABOURERS …": the first), as a few capitalised words ending on a job's head word, or null. Read over
 * the ad's first 1,000 characters. */
export function offeredTitle(text: string): string | null {
  const opening = text.slice(0, 1_000);
  for (const offer of opening.matchAll(OFFERS)) {
    // Emoji and marks before the title are no part of it ("WE'RE HIRING ✨ Pharmacy Assistant – part time").
    const words = opening
      .slice(offer.index + offer[0].length, offer.index + offer[0].length + 200)
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 12);
    while (words.length && !/[\p{L}\p{N}]/u.test(words[0]!)) words.shift();
    words.splice(9);
    const run: string[] = [];
    for (const w of words) {
      if (!/^\p{Lu}/u.test(w) && !/^(?:and|of|&)$/.test(w)) break;
      // "We're hiring a Cadet Quantity Surveyor!": the mark ends the title, no part of it.
      run.push(w.replace(/[,.;:!?]+$/, ''));
      if (/[,.;:!?]$/.test(w)) break;
    }
    // Up to its last head word ("Senior Policy and Project Officer", not "… Officer Corrections"), or a word that is
    // an occupation's name ("GROUNDSKEEPER").
    // Two jobs offered ("TRAFFIC CONTROLLERS and CIVIL LABOURERS"): the first, ending on its head word before "and".
    const head = (w: string) => TITLE_HEAD.test(w) || OCCUPATION_TERMS.findIn(w).length > 0;
    const two = run.findIndex((w, i) => head(w) && /^(?:and|&)$/.test(run[i + 1] ?? ''));
    const end = two >= 0 ? two : run.findLastIndex(head);
    if (end >= 0) return run.slice(0, end + 1).join(' ');
    // A small employer's post names the job in small letters ("… busy enough to put on another locksmith!!"): an
    // occupation's name of a word or two, up to the first mark.
    if (!run.length) {
      const plain = words
        .slice(0, 3)
        .join(' ')
        .split(/[,.;:!?]/)[0]!
        .split(' ');
      const last = plain.findIndex((w) => TITLE_HEAD.test(w));
      // One word or two, not a number of them: "we need more friendly drivers" says how many, not the title.
      const quantity = /^(?:more|some|many|extra|few|additional|new|friendly|good)$/.test(plain[0] ?? '');
      if (last >= 0 && last <= 1 && !quantity && /^\p{Ll}/u.test(plain[0]!))
        return plain
          .slice(0, last + 1)
          .map(capitalWord)
          .join(' ');
    }
  }
  return null;
}

const capitalWord = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Capitalised words that open a flattened ad, up to its first head word and any straight after it ("Clinical Nurse
 * Educator"), within its first eight words, or null. */
export function openingWordsTitle(opening: string): string | null {
  const words = opening.trim().split(/\s+/, 8);
  const capital = (i: number) => i < words.length && /^\p{Lu}/u.test(words[i]!);
  let i = 0;
  while (capital(i) && !TITLE_HEAD.test(words[i]!)) i++;
  if (!capital(i)) return null;
  while (capital(i + 1) && TITLE_HEAD.test(words[i + 1]!)) i++;
  return words.slice(0, i + 1).join(' ');
}
