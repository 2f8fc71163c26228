import { finding, quote, type CheckCode } from '../finding';
import type { Check } from './check';
import type { CvDocument } from '../../types';

/** All paragraphs, headers included: personal details often hide in a header. */
const allTexts = (doc: CvDocument) => doc.paragraphs.map((p) => p.text);
const matching = (doc: CvDocument, re: RegExp) => allTexts(doc).filter((t) => re.test(t));

// "Date of birth", "DOB", "D.O.B.", "born on/in", "birth date".
export const DATE_OF_BIRTH = /\b(date of birth|d\.?\s?o\.?\s?b\b\.?|born (on|in)\b|birth ?date)/i;
// "Age: 34", "Aged 34" opening a line or a part of one, "34 years old" (not "aged care", nor the people a duty
// served: "toddlers aged 18 months to 3 years", "clients aged 65 and over").
const AGE =
  /\bage\s*[:\-–]\s*\d{2}\b|(?:^|[|•·,;]\s*)aged\s+\d{2}\b(?!\s*(?:to|-|–|and|or|\+|months|years? (?:and|to)))|\b\d{2}\s*(years|yrs)\s+old\b/i;
// A "Marital status" label, "Status: Married, 2 children", a line that is only a status, or one that opens on it with
// more about the family ("Married, 3 adult children").
const MARITAL =
  /\bmarital status\b|\bstatus\s*[:\-–]\s*(?:married|single|divorced|widowed|de facto|separated|engaged)\b|^(married|single|divorced|widowed|de facto)$|^(?:married|divorced|widowed|separated)\s?[,;(–-]/i;
// "Gender: ...", "Sex: ...", or a line that is only "Male"/"Female".
const GENDER = /\b(gender|sex)\s*[:\-–]\s*\S+|^(male|female)$/i;
// Labelled nationality, religion, ethnicity or place of birth (citizenship or work rights are fine).
const NATIONALITY_OR_RELIGION =
  /\b(nationality|religion|religious affiliation|ethnicity|place of birth|country of birth)\s*[:\-–]/i;

// A labelled health, family or body detail at the start of a line or of a part of one ("Health: Excellent",
// "Children: 2", "Height: 180 cm", "Smoker: No"), "non-smoker", and the person's own family ("patient mum of three",
// "Father of 2"), not the family of someone a duty served ("the parent of one student"). So is the person's family
// as what a sentence is about ("my partner and kids are here now", "I have two young children"), not a family a duty
// served ("Supported my clients' children") nor company kept in a hobby ("camping with my family").
const HEALTH_OR_FAMILY =
  /(?:^|[|•·;]\s*)(?:health|general health|health status|children|dependants|dependents|height|weight|smoker)\s*[:\-–]\s*\S|\bnon[- ]?smoker\b|(?<!\b(?:the|a|an|their|his|her|each|every) )\b(?:mum|mother|mom|dad|father|parent) of (?:one|two|three|four|five|six|[1-9])\b|\bmy (?:partner|husband|wife|fianc[ée]e?|kids|children|family)(?: and (?:my )?(?:kids|children|partner|husband|wife))? (?:are|is|live|lives|have|has|moved)\b|\bI (?:have|['’]ve got) (?:one|two|three|four|five|[1-9]) (?:young |little |school[- ]aged? )?(?:kids|children)\b/i;

/** Each personal detail Australian CVs leave out: its check code, pattern and advice. */
export const PERSONAL_DETAILS: Array<[CheckCode, RegExp, string]> = [
  [
    'personal.date-of-birth',
    DATE_OF_BIRTH,
    'Remove your date of birth. Australian employers don’t expect it, and age details can invite discrimination (Age Discrimination Act 2004).',
  ],
  [
    'personal.age',
    AGE,
    'Remove your age. It isn’t relevant to your ability to do the job and isn’t expected on Australian CVs.',
  ],
  [
    'personal.marital-status',
    MARITAL,
    'Remove your marital status. It isn’t relevant to the role and isn’t included on Australian CVs.',
  ],
  [
    'personal.gender',
    GENDER,
    'Remove your gender. Australian CVs leave it out; your skills and experience are what count.',
  ],
  [
    'personal.nationality-or-religion',
    NATIONALITY_OR_RELIGION,
    'Remove nationality, religion or place of birth. If the role needs it, state your work rights instead, e.g. “Australian citizen” or “Permanent resident with full work rights”.',
  ],
  [
    'personal.health-or-family',
    HEALTH_OR_FAMILY,
    'Remove your health, children or other family details. Australian employers don’t expect them, and they can invite discrimination; if a role has physical requirements, the ad will ask.',
  ],
];

export const personalDetails: Check = (doc) =>
  PERSONAL_DETAILS.flatMap(([code, re, message]) => {
    const hits = matching(doc, re);
    return hits.length
      ? [
          finding(
            code,
            message,
            hits.map((t) => quote(t, re)),
          ),
        ]
      : [];
  });

export const photo: Check = (doc) =>
  doc.facts.hasPhoto
    ? [
        finding(
          'personal.photo',
          'Remove the photo. Australian employers don’t expect one, it can invite unconscious bias, and applicant tracking systems can’t read it.',
          ['An image near the top of page one or in the page header'],
        ),
      ]
    : [];
