/**
 * Award names read as levels of the Australian Qualifications Framework (AQF), so that an ad's "tertiary
 * qualification" is met by an MBA and a "Certificate IV" by a Diploma. Read from word lists, not patterns.
 */
export const AQF = {
  certificate1: 1,
  certificate2: 2,
  certificate3: 3,
  certificate4: 4,
  diploma: 5,
  advancedDiploma: 6,
  bachelor: 7,
  graduate: 8,
  master: 9,
  doctorate: 10,
} as const;

const ROMAN = new Map([
  ['i', 1],
  ['1', 1],
  ['ii', 2],
  ['2', 2],
  ['iii', 3],
  ['3', 3],
  ['iv', 4],
  ['4', 4],
]);

/** The level an award word (and the words after it) names, or null. `words` are lower case. */
/** A degree's short name ("BSc", "BIT", "MEd"), read in lower case: also a word ("bit", "bed", "ma") unless written
 * as the short name, a capital after its first (`isShortDegree`). */
const BACHELOR_SHORT = /^b(?:a|sc|com|eng|ed|n|bus|it|arts)$/;
const MASTER_SHORT = /^m(?:a|sc|ed|eng|com|res|phil|pa|bus)$/;
export const isShortDegree = (lower: string) => BACHELOR_SHORT.test(lower) || MASTER_SHORT.test(lower);

export function awardLevel(words: string[], i: number): { level: number; length: number } | null {
  const w = words[i]!;
  const next = words[i + 1] ?? '';
  if (w === 'certificate' || w === 'cert') {
    const n = ROMAN.get(next);
    if (!n) return null;
    // "Certificate II or III in Retail Services": either level, the field after both; the lower meets it.
    const or = ROMAN.get(words[i + 3] ?? '');
    if (or && (words[i + 2] === 'or' || words[i + 2] === '/')) return { level: Math.min(n, or), length: 4 };
    return { level: n, length: 2 };
  }
  if (w === 'advanced' && next === 'diploma') return { level: AQF.advancedDiploma, length: 2 };
  if (w === 'associate' && next === 'degree') return { level: AQF.advancedDiploma, length: 2 };
  // "Graduate / Post Graduate qualification": a choice whose lower option, a degree, meets it.
  if (w === 'graduate' && (next === '/' || next === 'or') && words[i + 2] === 'post' && words[i + 3] === 'graduate')
    return { level: AQF.bachelor, length: 4 };
  // "a graduate qualification", "graduate degree": a degree.
  if (w === 'graduate' && /^(?:qualifi|degree)/.test(next)) return { level: AQF.bachelor, length: 1 };
  if (w === 'post' && next === 'graduate') return { level: AQF.graduate, length: 2 };
  if ((w === 'graduate' || w === 'postgraduate') && (next === 'diploma' || next === 'certificate'))
    return { level: AQF.graduate, length: 2 };
  if (w === 'diploma' || w === 'dip') return { level: AQF.diploma, length: 1 };
  if (w === 'bachelor' || w === 'bachelors' || w === 'degree' || w === 'undergraduate' || w === 'honours')
    return { level: AQF.bachelor, length: 1 };
  if (BACHELOR_SHORT.test(w)) return { level: AQF.bachelor, length: 1 };
  // "Master" names the degree before "of", "in", "degree" or nothing: "master key systems", "master builder" and
  // "master plan" name no award.
  const masterDegree = w === 'master' && (!next || /^(?:of|in|degree|degrees|qualifi\w*|level|or|and|\/)$/.test(next));
  if (masterDegree || w === 'masters' || w === 'mba' || MASTER_SHORT.test(w)) return { level: AQF.master, length: 1 };
  if (w === 'phd' || w === 'doctorate' || w === 'doctoral' || w === 'dphil') return { level: AQF.doctorate, length: 1 };
  if (w === 'tertiary' && /^qualifi/.test(next)) return { level: AQF.diploma, length: 2 };
  if (w === 'postgraduate' || w === 'post-graduate') return { level: AQF.graduate, length: 1 };
  if (w === 'trade' && /^(qualifi|certificate)/.test(next)) return { level: AQF.certificate3, length: 2 };
  return null;
}
