/**
 * Licences, registrations and checks that Australian ads name and that a CV either has or lacks. Each is found in
 * the ad by `ad` and in the CV by `cv` (wider: a CV says "WWCC", an ad "Working with Children Check").
 */
export interface Credential {
  label: string;
  ad: RegExp;
  cv: RegExp;
}

const both = (label: string, re: RegExp): Credential => ({ label, ad: re, cv: re });

export const CREDENTIALS: Credential[] = [
  both('Working With Children Check', /\b(working with children|wwcc|wwc check|blue card)\b/i),
  both('National police check', /\b(national )?(police|criminal (record|history)) (check|clearance)s?\b/i),
  both('NDIS Worker Screening Check', /\bndis worker screening\b/i),
  {
    label: 'Driver licence',
    ad: /\b(driver'?s?|driving|car) licen[cs]e\b|\bclass c licen[cs]e\b/i,
    cv: /\b(driver'?s?|driving|car|c class|class c) licen[cs]e\b|\blicen[cs]e \(c\b/i,
  },
  both('Forklift licence', /\b(forklift|lf|lo) (licen[cs]e|ticket|high risk)|\bforklift\b/i),
  both('White Card', /\bwhite card\b|\bgeneral construction induction\b/i),
  both('First aid certificate', /\bfirst aid\b|\bcpr\b/i),
  both('RSA', /\b(rsa|responsible service of alcohol)\b/i),
  {
    label: 'AHPRA registration',
    ad: /\bahpra\b|\bregistered (nurse|midwife|psychologist|pharmacist|physiotherapist)s?\b|\bregistration with the australian health practitioner/i,
    cv: /\bahpra\b|\bregistered (nurse|midwife|psychologist|pharmacist|physiotherapist)\b|\bnmba\b/i,
  },
  both('Speech Pathology Australia membership', /\bspeech pathology australia\b|\bcpsp\b/i),
  both('Security clearance', /\b(baseline|nv1|nv2|negative vetting|security) (security )?clearance\b|\bnv[12]\b/i),
  both('Practising certificate', /\bpractis?cing certificate\b/i),
  both('CPA or CA membership', /\b(cpa|chartered accountant|ca anz)\b/i),
  both('Chartered engineer (CPEng / NER)', /\b(cpeng|chartered (professional )?engineer|\bner\b|rpeq)\b/i),
  both('Engineers Australia membership', /\bengineers australia\b|\bmieaust\b/i),
  both('Electrical licence', /\b(electrical (worker|contractor)?'?s? licen[cs]e|a grade|unrestricted electrical)\b/i),
  both('Teacher registration', /\bteacher registration\b|\b(vit|nesa|qct|trb) registration\b/i),
];
