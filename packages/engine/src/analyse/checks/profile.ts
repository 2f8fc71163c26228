import { finding, quote } from '../finding';
import { LINKEDIN, LOCATION } from '../../read/contact';
import { bodyParagraphs, inSection, type Check } from './check';
import { OBJECTIVE_TEXT } from '../objective';

// Citizenship, residency or a visa that lets the person work here, as Australian CVs say it.
const WORK_RIGHTS =
  /\b(australian citizen(?:ship)?|citizen of australia|permanent resident(?:cy)?|\bPR\b (?:holder|visa|status)|(?:full|unrestricted|australian|unlimited) work(?:ing)? rights|work(?:ing)? rights|right to work|(?:eligible|entitled|authori[sz]ed) to work|visa (?:holder|subclass|with)|subclass \d{3}|(?:\d{3}|graduate|temporary|skilled|student|working holiday|bridging) visa|new zealand citizen|nz citizen|(?:baseline|nv1|nv2|negative vetting)(?: security)? clearance)/i;

export const workRights: Check = (doc) => {
  const line = bodyParagraphs(doc).find((p) => WORK_RIGHTS.test(p.text));
  if (line)
    return [
      finding('work-rights.stated', 'Your work rights are clear, so recruiters need not ask.', [
        quote(line.text, WORK_RIGHTS),
      ]),
    ];
  return [
    finding(
      'work-rights.missing',
      'State your work rights near the top, e.g. “Australian citizen”, “Permanent resident” or “Temporary Graduate visa (subclass 485) with full work rights”. Recruiters often pass over CVs that leave them unclear.',
    ),
  ];
};

/** Without a contact block (a CV that opens with a heading), the first lines of the body stand in for it. */
const TOP_LINES = 3;

export const locationAndLinkedIn: Check = (doc) => {
  const body = bodyParagraphs(doc);
  // Where a recruiter looks for where you live: the contact block at the top (a city named later, e.g. in the
  // summary or an employer's name, says where you worked, not where you are).
  const contact = inSection(doc, 'contact');
  const top = contact.length ? contact : body.slice(0, TOP_LINES);
  const place = top.map((p) => LOCATION.exec(p.text)?.[0]).find(Boolean);
  // A place only in the page header or footer is there, but where many applicant tracking systems do not read.
  const edge = doc.paragraphs
    .filter((p) => p.source === 'header' || p.source === 'footer')
    .map((p) => LOCATION.exec(p.text)?.[0])
    .find(Boolean);
  const out = [
    place
      ? finding(
          'contact.location',
          'Your suburb and state are near the top, so employers can see where you are based and how far you would travel.',
          [place],
        )
      : edge
        ? finding(
            'contact.missing-location',
            'Your suburb and state are only in the page header or footer, which many applicant tracking systems skip: put them in the contact lines at the top.',
            [edge],
          )
        : finding(
            'contact.missing-location',
            'Add your suburb and state near the top (e.g. “Parramatta NSW”): Australian employers and ATS filters look for location. A full street address is not needed.',
          ),
  ];
  const linkedIn = doc.facts.linkedIn ?? body.map((p) => LINKEDIN.exec(p.text)?.[0]).find(Boolean);
  out.push(
    linkedIn
      ? finding('contact.linkedin', 'Your LinkedIn profile is linked, which most Australian recruiters check.', [
          linkedIn,
        ])
      : finding(
          'contact.missing-linkedin',
          'Consider adding your LinkedIn profile URL (e.g. linkedin.com/in/your-name): most Australian recruiters look you up there.',
        ),
  );
  return out;
};

export const objectiveStatement: Check = (doc) => {
  const heading = doc.sections.find((s) => s.heading && /objective/i.test(s.heading));
  const lines = [...inSection(doc, 'summary', 'contact')].filter((p) => OBJECTIVE_TEXT.test(p.text));
  if (!heading && !lines.length) return [];
  return [
    finding(
      'summary.objective',
      'Replace the career objective with a professional summary: two or three lines on what you offer (your experience, strengths and a result or two), not what you are looking for.',
      [...(heading ? [heading.heading!] : []), ...lines.map((p) => quote(p.text, OBJECTIVE_TEXT))],
    ),
  ];
};
