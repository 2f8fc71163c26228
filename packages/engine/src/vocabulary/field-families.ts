/**
 * Fields an ad names by their family ("relevant qualifications in human services, allied health or disability"), and
 * the fields of the awards within each: a Bachelor of Social Work is a human services degree, a Bachelor of
 * Physiotherapy an allied health one. Keyed as the ad reader keeps a field (its words' concepts; "allied health" is
 * kept as "health", so a health qualification takes the allied health disciplines and nursing too).
 */
import { concept, tokens } from '../match/words';

const FAMILIES: Record<string, string[]> = {
  'human services': [
    'social work',
    'social science',
    'community services',
    'community development',
    'welfare',
    'youth work',
    'counselling',
    'psychology',
    'disability',
    'mental health',
    'alcohol drugs',
    'child youth family',
    'family support',
    'case management',
    'aged care',
  ],
  health: [
    'nursing',
    'physiotherapy',
    'occupational therapy',
    'speech pathology',
    'social work',
    'psychology',
    'dietetics',
    'nutrition',
    'podiatry',
    'exercise physiology',
    'audiology',
    'orthoptics',
    'prosthetics',
    'pharmacy',
    'paramedicine',
  ],
  // Health administration is taught under business administration's medical stream too ("Certificate IV in Business
  // Administration (Medical)"), and as medical or practice administration.
  'health administration': ['medical administration', 'practice administration', 'health information management'],
};

/** A field's words as the ad reader and the judge compare them. */
const conceptsOf = (field: string) => tokens(field).map(concept);

const WITHIN = new Map(
  Object.entries(FAMILIES).map(([family, fields]) => [conceptsOf(family).join(' '), fields.map(conceptsOf)]),
);

/** The fields asked, each with the fields within its family, if it names one. */
export const withFamilies = (fields: string[][]) => fields.flatMap((f) => [f, ...(WITHIN.get(f.join(' ')) ?? [])]);

/** The fields asked and, where the ad takes "a related discipline", every field of a family one of them is in: a
 * Diploma of Community Services is in a discipline related to community development and social work. */
export const withRelated = (fields: string[][]) => {
  const asked = new Set(fields.map((f) => f.join(' ')));
  const kin = [...WITHIN.values()].filter((members) => members.some((m) => asked.has(m.join(' '))));
  return [...fields, ...kin.flat()];
};
