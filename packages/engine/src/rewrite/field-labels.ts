/**
 * A role written as a form, each line with its label ("Position: Customer Service Team Leader" / "Employer: Moorabool
 * Shire Council" / "Dates: Feb 2023 – Current" / "Responsibilities: I lead a team …"), is written as roles are: the
 * title, the employer and the dates say what they are, and a recruiter reads a label on each line as a form.
 */
import { isRoleForm, withoutFieldLabel } from '../vocabulary/cv-words';
import type { StructuredCv } from './structured-cv';
import { lineByLine, type Step } from './transforms';

export function withoutFieldLabels(cv: StructuredCv): Step {
  const labelled = new Set(
    cv.sections.filter((s) => s.kind === 'experience' && isRoleForm(s.items.map((i) => i.text))),
  );
  if (!labelled.size) return { cv, changes: [] };
  return lineByLine(
    cv,
    'clean',
    'A label on each line of a role (“Position:”, “Employer:”) reads as a form: the title, employer and dates say what they are',
    (text, block) => (labelled.has(block) ? withoutFieldLabel(text) : null),
  );
}
