/**
 * The parts of a pasted position description. When a person pastes the whole of it, its criteria sit under headings
 * such as "Key Selection Criteria", "What you require", "Behavioural Capabilities", "Essential" or "About you", and
 * the lines under "Key Accountabilities", "Your role", "Overview", "What we offer" or "Eligibility" are about the job,
 * not asked of the person. A heading is a short line with no full stop, one of these names at its start.
 */
import { wordCount as words } from '../analyse/checks/check';

/** Headings that open a part holding criteria. */
const CRITERIA_PART =
  /^(?:key |the )?(?:selection criteria|key selection criteria|what you(?:'ll| will)? (?:require|need|bring)|what we(?:'re| are) looking for|(?:behavioural|leadership|focus|key|core|professional|personal) (?:capabilities|competencies|criteria|attributes|abilities|qualities)|capabilities|competencies|essential|desirable|about you|how you will be assessed|(?:skills|knowledge|qualifications|experience) and (?:knowledge|experience|skills|qualifications)|(?:professional|specialist)\/technical (?:skills|expertise|knowledge)|technical and specialist (?:skills|expertise|knowledge)|requirements of the (?:role|position)|targeted questions|the ideal candidate|work-related requirements|personal abilities|educational\/vocational qualifications)/i;
/** Headings that open a part about the job, the employer or the application. */
const OTHER_PART =
  /^(?:key accountabilities|accountabilities|(?:key |main )?responsibilities|(?:key |main )?duties|key tasks|your role|the role|about (?:the|us|our)\b|overview|position purpose|purpose of|what we offer|what's on offer|benefits|why (?:join|work)|how to apply|to apply|need more information|please note|eligibility|(?:special )?conditions|special requirements|mandatory|pre-employment|other relevant information|further information|contact|position details|(?:key|working|organisational|reporting) relationships|under (?:limited|general|direct) direction|the successful applicant will|in this role you will|reporting)/i;

/** Which part a line opens ("criteria" or "other"), or null when it is no heading. */
export function partOpened(line: string): 'criteria' | 'other' | null {
  const text = line.trim();
  // A heading is short and has no full stop; one ending in a colon may run longer ("Under limited direction, the
  // successful applicant will:").
  if (/\.$/.test(text) || words(text) > (/:$/.test(text) ? 12 : 8)) return null;
  const name = text.replace(/:$/, '');
  if (OTHER_PART.test(name)) return 'other';
  if (CRITERIA_PART.test(name)) return 'criteria';
  return null;
}
