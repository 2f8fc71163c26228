import { finding } from '../finding';
import { wordCount, type Check } from './check';

/** Debris is a short line: a sentence that merely mentions "page" or "resume" is content. */
const MAX_DEBRIS_WORDS = 12;

/**
 * Lines a job board, a converter or a web page leaves in a CV that nobody wrote for a reader. Each pattern is anchored
 * and has no nested repetition, so it runs in linear time on any line.
 */
// What a job board or a web page calls the document and the person in it.
const DOC = '(?:resume|résumé|cv|profile|candidate|applicant|job ?seeker|member|page|document)';

/** The dots and stars a skills rating is drawn with. */
const RATING_GLYPHS = '●○◯◉★☆✩✪⭐';

const DEBRIS: RegExp[] = [
  // Job-board profile furniture: "Featured Resume", "Top talent", "Premium candidate", "Jump to Section".
  new RegExp(`^(?:featured|premium|promoted|top|verified|sponsored|spotlight) ${DOC}$`, 'i'),
  /^top talent\b/i,
  /^jump to(?: a)? (?:section|top|content)\b/i,
  /^\^?\s*back to top\b/i,
  // A line about the document itself, which a person never writes in their CV: "This profile is promoted to employers".
  new RegExp(`\\b(?:this|your) ${DOC} (?:is|was|has been)\\b|\\bpromoted to employers\\b`, 'i'),
  // A job board's own menu and settings copied with a profile: "SEEK Job search Profile Career advice …",
  // "Profile visibility: Standard – …", "© SEEK. All rights reserved".
  /^(?:seek|indeed|jora|linkedin|careerone)\s+(?:job search|jobs|find jobs|home)\b/i,
  new RegExp(`^${DOC} visibility\\s*:`, 'i'),
  /^(?:©|\(c\)|copyright)\s*(?:seek|indeed|jora|linkedin|careerone)\b/i,
  // A file the board holds: "Renee_Mahoney_Resume_2026.docx Added 12 Nov 2026".
  /^[\w.-]{1,80}\.(?:docx?|pdf|rtf)\s+added\b/i,
  // Its edit buttons: "Edit", "+ Add licence or certification", "+ Add skill Show all 10".
  /^(?:edit|remove|delete)$/i,
  /^\+ ?add [a-z ]{1,40}?(?:\s+show (?:more|all(?: \d{1,3})?))?$/i,
  new RegExp(
    `^(?:download|print|save|share|e-?mail|send|forward|contact|message|hide|view|unlock|export)(?: this| full| the| as)? (?:${DOC}|contact)(?: details)?(?: \\((?:pdf|word|docx?)\\))?$`,
    'i',
  ),
  // Record ids and activity stamps: "ID: 4e238c1a9f", "Candidate No. 4471093", "Last active on CareHire: 12/03/2024".
  new RegExp(`^(?:${DOC} )?(?:id|no\\.?|number|ref(?:erence)?|#)\\s*[:#]?\\s*[0-9a-f][0-9a-f-]{5,}\\b`, 'i'),
  /^(?:(?:resume|résumé|cv|profile) )?last (?:active|updated|modified|login|logged in|seen|viewed)(?:\s*:|\s+on\b|\s+\d)/i,
  // A job board's visibility setting: "Visible to employers", "Hidden from employers".
  /^(?:visible to|hidden from|not visible to) (?:employers|recruiters)$/i,
  // A template's placeholder for a photo: "PHOTO", "[Insert photo here]".
  /^\[?(?:insert |add )?(?:your )?photo(?: here)?\]?$/i,
  /^(?:updated|active|posted|joined) \d+ (?:days?|weeks?|months?|years?) ago$/i,
  // Page furniture typed into the body: "Page 2 of 3", "Page 2 / 3", "PG: in 0", "- 2 -".
  /^page \d+(?:\s*(?:of|\/)\s*\d+)?$/i,
  /^pg\s*:\s*\w+ \d+$/i,
  /^[-–]\s*\d{1,2}\s*[-–]$/,
  // Converter and generator stamps: "Evaluation Warning: The document was created with Spire.Doc for .NET".
  /^evaluation (?:warning|only|copy|version)\b/i,
  /\b(?:spire\.doc|aspose\.words|created with an evaluation copy|trial version of)\b/i,
  /^(?:powered|generated) (?:by|with|using)(?: \S+){1,4}$/i,
  /^(?:created|converted|built|made) (?:by|with|using) (?:\w+\.)?(?:seek|indeed|jora|careerone|linkedin|resume|cv|zety|novoresume|canva|kickresume|resumonk|visualcv|livecareer|adobe|pdf|www\b)/i,
  /^(?:©|\(c\)|copyright) ?\d{4}\b.{0,80}all rights reserved\.?$/i,
  new RegExp(`^${DOC} (?:generated|created|built|downloaded|exported) (?:by|with|on|from)\\b`, 'i'),
  /^click (?:here|to) (?:to )?(?:view|download|see|contact|apply|unlock)\b/i,
  // A table header flattened into a line by a job board's export.
  /^skill(?: name)?\s+version\s+last used\s+experience$/i,
  // A profile page's suggestions copied with it: "Jobs you might be interested in", "People also viewed", and a
  // suggested job's age ("Process Operator Trainee - FIFO · Perth WA · 1d ago").
  /^(?:jobs you (?:might|may) (?:be interested in|like)|people (?:also viewed|you may know)|similar (?:profiles|jobs)|more jobs for you|recommended jobs)$/i,
  /^\d{1,3}\s?(?:h|d|w|mo|hr|hrs|days?|weeks?)\s?ago$/i,
  // A profile page's buttons and badges: "Show more", "Show all 9 skills →", "+ Add role", "Easy apply", "Verified ✓".
  /^(?:show (?:more|less|all(?: \d{1,3})?(?: \w+)?)|see (?:more|all)|\+ ?add (?:role|skill|section|position|experience))\s*[→>›]?$/i,
  /^(?:easy apply|quick apply|apply now)$/i,
  // The same buttons without their "+", as a copied SEEK profile leaves them ("Add role", "Add education"), and the file
  // it holds on lines of their own ("Hannah_Fitzgerald_Resume_2024.pdf" / "Added 12 Mar 2024").
  /^add (?:role|skill|skills|section|position|experience|education|licence|licences|language|languages|certification|licence or certification)$/i,
  /^[\w.-]{1,80}\.(?:docx?|pdf|rtf)$/i,
  /^added \d{1,2} [a-z]{3,9} \d{4}$/i,
  // A SEEK profile's other buttons and labels copied with it: "Edit role", "Edit skills", "Replace Delete", "Uploaded
  // 12 Mar 2025 · Default resumé", "About your next role", "Preferred work types", "Privacy settings Terms Help centre".
  /^edit (?:role|roles|skills?|education|summary|profile|section|details|licences?|certifications?|languages?|career history)$/i,
  /^(?:replace|delete|remove|edit|download)(?:\s+(?:replace|delete|remove|edit|download)){1,3}$/i,
  /^uploaded \d{1,2} [a-z]{3,9} \d{4}$/i,
  // A job board's page title and toolbar copied beside the name: "Chloe Nguyen - Indeed Resume Download PDF Print
  // Share" (the name is the document's heading).
  /\b(?:indeed|seek|jora|linkedin) (?:resume|résumé|cv|profile)(?: (?:download|pdf|print|share|save|e-?mail|edit)){2,5}$/i,
  /^default (?:resume|résumé|cv)$/i,
  /^(?:about your next role|preferred (?:work types|locations|classifications?)|qualification highlights)$/i,
  /^privacy(?: settings)?\s+terms\b/i,
  // A LinkedIn page's activity panel printed with the profile: "412 followers", "Chloe hasn’t posted yet", "Posts Chloe
  // shares will be displayed here."
  /^\d[\d,]{0,9}\+? (?:followers|connections)$/i,
  /^[\p{L}' -]{1,40} hasn['’]t posted yet\.?$/iu,
  /^posts [\p{L}' -]{1,40} shares will be displayed here\.?$/iu,
  // The rest of a LinkedIn page printed with a profile: its pronouns, degree of connection and buttons ("She/Her",
  // "2nd", "Contact info", "Open to work", "Message", "More", "Connect", "Endorse"), and its panels' empty states and
  // their labels. (Not the time in a role it counts, "· 1 yr 10 mos": it stands on the role's line of dates.)
  /^(?:she|he|they)\/(?:her|him|them|hers|theirs)$/i,
  /^(?:1st|2nd|3rd\+?)$/i,
  /^(?:contact info|open to work|message|more|connect|endorse|following|show details|show credential|top skills|top voices|…\s?see more|\.\.\.\s?see more|see more)$/i,
  /^endorsed by [\p{L}' -]{1,40}(?: who is highly skilled at this| and \d{1,3} others?)?$/iu,
  /^endorsed by \d{1,3} (?:colleagues?|people|others?)(?: at [\p{L}&' -]{1,60})?$/iu,
  /^(?:nothing to see for now|activity)$/i,
  /^recommendations [\p{L}' -]{1,40} (?:receives|gives) will appear here\.?$/iu,
  // A caption left where a photo stood: "Photo: Tayla Robinson, November 2024", "Me at my cousins wedding 2023"; a
  // placeholder with the image's file name, "[ PHOTO – tayla_headshot.jpg ]", or the file name alone.
  /^(?:photo|photograph|headshot)\s*[:–-]\s*[^.]{1,60}$/i,
  /^me (?:at|with|in|on|and) [^.]{1,60}$/i,
  /^\[\s*(?:photo|picture|image|headshot)\b[^\]]{0,80}\]$/i,
  /^[\w.-]{1,80}\.(?:jpe?g|png|gif|heic|webp)$/i,
  // A job board's name for the page the CV came from: "Indeed Resume", "SEEK Profile".
  /^(?:indeed|seek|jora|linkedin|careerone) (?:resume|résumé|cv|profile)$/i,
  /^verified\s*✓?$|^\d{1,3} colleagues? work here$/i,
  // A rating drawn with dots or stars ("●●●●○", "★★★☆☆").
  new RegExp(`^[${RATING_GLYPHS}•◦\\s]+$`, 'u'),
];

/** A profile page's count of endorsements after a skill ("Forklift Operation · 4 endorsements"): the skill stays. */
export const ENDORSEMENTS = /\s*[·•|]\s*\d{1,4} endorsements?\s*$/i;

/** Rating dots or stars after a skill ("InDesign ★★★★★", a table's "SQL: ★★★★☆" joined from its cells): the skill
 * stays, its drawing goes, with the colon or dash set before it. */
export const RATING = new RegExp(`\\s*(?:[:–—|-]\\s*)?[${RATING_GLYPHS}]{3,}\\s*$`, 'u');

/** A job board's toolbar flattened into a line: "Download Resume | Print | Save to Shortlist", "Save as PDF". */
const TOOLBAR_ITEM = new RegExp(
  `^(?:download|print|save|share|e-?mail|send|forward|contact|message|report|hide|view|shortlist|unlock|export|remove|edit|delete)(?: (?:this|as|to|the))?(?: ${DOC}|pdf|word|shortlist)?(?: \\((?:pdf|word|docx?)\\))?$`,
  'i',
);
/** Page numbers belong in a page header or footer; typed into the body they are debris. */
const PAGE_NUMBER = /^(?:page \d+(?:\s*(?:of|\/)\s*\d+)?|[-–]\s*\d{1,2}\s*[-–])$/i;

/**
 * Whether a line is debris rather than something the person wrote: the line, or one of its parts between "|", "·" or
 * "•", is a known piece of debris, or every part is a toolbar button.
 */
/** A board's suggestions run on one line after their label ("Jobs you might like    Specimen Collector – Wyong    …
 * View all"): the label opens the line, whatever follows, up to 40 words. */
const SUGGESTIONS = /^(?:jobs you (?:might|may) (?:be interested in|like)|people also viewed|recommended jobs)\s/i;

/** A declaration that the CV is true, which Australian CVs do not carry: "I hereby declare that the above information
 * is true and correct to the best of my knowledge." */
export const DECLARATION =
  /^(?:i )?hereby (?:declare|certify)\b|^i (?:declare|certify) that the (?:above|information|details)\b/i;

export function isDebris(text: string): boolean {
  if ((SUGGESTIONS.test(text.trim()) || DECLARATION.test(text.trim())) && wordCount(text) <= 40) return true;
  const short = (s: string) => wordCount(s) <= MAX_DEBRIS_WORDS;
  const known = (s: string) => short(s) && DEBRIS.some((re) => re.test(s));
  const parts = text.split(/[|·•]/).map((s) => s.trim());
  return (
    known(text.trim()) ||
    parts.some(known) ||
    (parts.length >= 2 && short(text) && parts.every((part) => TOOLBAR_ITEM.test(part)))
  );
}

export const debrisLines: Check = (doc) => {
  // A page header or footer is where page numbers belong; anything else of a job board's is debris there too.
  const edge = (p: { source: string }) => p.source === 'header' || p.source === 'footer';
  const found = doc.paragraphs.filter((p) => isDebris(p.text) && !(edge(p) && PAGE_NUMBER.test(p.text.trim())));
  if (!found.length) return [];
  return [
    finding(
      'text.debris',
      `Your CV has ${found.length === 1 ? 'a line' : `${found.length} lines`} left behind by a job board, a file converter or a web page. Delete ${found.length === 1 ? 'it' : 'them'}: to a recruiter it looks like a copy nobody checked.`,
      found.map((p) => p.text),
    ),
  ];
};
