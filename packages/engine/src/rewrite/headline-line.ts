/**
 * A summary left empty by the cleaning (an objective taken out, nothing else said) opens on the role the person holds,
 * in the CV's own words: "Disability Support Worker at Life Without Barriers since 2023." Every word is the CV's
 * title, employer and year, so it claims nothing new; a CV whose summary says anything of its own keeps it as it is.
 */
import type { CvDocument } from '../types';
import { cvRoles } from '../star/cv-roles';
import { addToSummary } from './tailor-summary';
import type { Step } from './transforms';
import type { StructuredCv } from './structured-cv';

export function headlineLine(cv: StructuredCv, doc: CvDocument): Step {
  const said = cv.sections.some((s) => s.kind === 'summary' && s.items.length > 0);
  const role = cvRoles(doc)[0];
  if (said || !role?.title || !role.employer || !role.current || !role.when) return { cv, changes: [] };
  // "Since 2023" → "since 2023"; a title as the CV writes it.
  const line = `${role.title} at ${role.employer} ${role.when.charAt(0).toLowerCase()}${role.when.slice(1)}.`;
  return addToSummary(
    cv,
    line,
    'Opens with the role you hold now, in your CV’s own words, where a recruiter reads first',
  );
}
