import { finding } from '../finding';
import { findEmail } from '../../read/contact';
import { findAuPhone } from '../../read/phone';
import { inlineHeading } from '../../read/classify';
import { bodyParagraphs, inSection, type Check } from './check';

// A course a person completed, listed under Certificates: "Certificate III in Hospitality", "RSA", "First Aid course".
const COURSE = /\bcertificate\b|\bdiploma\b|\bRSA\b|\bRCG\b|\bcourse\b|\bqualification/i;

export const sectionPresence: Check = (doc) => {
  const { sections } = doc;
  const certificates = () => inSection(doc, 'certifications').some((p) => COURSE.test(p.text));
  // A labelled skills line the reader kept inside a role ("Key Skills: Excel, MYOB, Xero") shows skills too.
  const inline = (kind: string) =>
    kind === 'skills' && bodyParagraphs(doc).some((p) => inlineHeading(p.text, 'other')?.kind === 'skills');
  // A section counts when something is under its heading; certificates ("RSA", "Certificate III …") are qualifications.
  // Experience needs its heading: roles found under the summary without one still leave ATS software looking for it.
  const filled = (kind: string) =>
    sections.some(
      (s) => s.kind === kind && s.end - s.start > (s.heading ? 1 : 0) && (s.heading || kind !== 'experience'),
    );
  const has = (kind: string) => filled(kind) || inline(kind) || (kind === 'education' && certificates());
  const out = [];
  if (!has('experience'))
    out.push(
      finding(
        'sections.missing-experience',
        'Add a clear “Work Experience” (or “Employment History”) heading: recruiters and ATS software look for it first.',
      ),
    );
  if (!has('education'))
    out.push(
      finding(
        'sections.missing-education',
        'Add an “Education” (or “Qualifications”) section, even if brief, so your qualifications are easy to find.',
      ),
    );
  if (!has('skills'))
    out.push(
      finding(
        'sections.missing-skills',
        'Add a “Key Skills” section with the skills the jobs you want ask for: ATS software matches on them.',
      ),
    );
  if (!out.length) {
    // The headings that made it complete, experience first: not a "Citizenship" heading that happens to lead the CV.
    const headings = ['experience', 'education', 'skills'].flatMap(
      (kind) => sections.find((s) => s.kind === kind && s.heading)?.heading ?? [],
    );
    out.push(
      finding(
        'sections.complete',
        'All the sections Australian recruiters look for are there: experience, education and skills.',
        headings,
      ),
    );
  }
  return out;
};

export const refereeDetails: Check = (doc) => {
  const withDetails = inSection(doc, 'referees').filter(
    (p) => findEmail(p.text) !== null || findAuPhone(p.text) !== null,
  );
  if (!withDetails.length) return [];
  return [
    finding(
      'referees.details-included',
      'You’ve included referees’ contact details. In the private sector “Referees available on request” is usual and protects your referees’ privacy; Victorian and NSW Government job ads often ask for referee details, so keep them when the ad asks.',
      withDetails.map((p) => p.text),
    ),
  ];
};
