/**
 * Years of experience an item asks for: "5+ years", "minimum of 3 years' experience", "at least two years". The
 * number must stand within three words before "years", and "experience" within six words after it (a "3 year
 * contract" is not experience).
 */
import { numberOf } from '../nlp/number-words';
/** Years in the work said without "experience": "3 yrs on the floor after your apprenticeship", "post-trade", "in the
 * industry" (not a "3 year apprenticeship" or "contract"). */
const IN_THE_WORK =
  /^(?:on the (?:floor|tools|road)|post[- ]?(?:trade|qualification)|in the (?:industry|trade)|in a similar (?:role|position)|after (?:your|an|the) apprenticeship)\b/;

/** The years asked for in an item's lower-case words, or null. */
export function findYears(words: string[]): number | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.replace(/[^\p{L}\p{N}+]/gu, '');
    if (!/^(years?|yrs)$/.test(w)) continue;
    const after = words.slice(i + 1, i + 7).join(' ');
    if (!after.includes('experience') && !words[i - 1]?.startsWith('experience') && !IN_THE_WORK.test(after)) continue;
    // The lowest number before "years": "3 to 5 years", "3-5 years" ask for three.
    let least: number | null = null;
    for (let k = i - 1; k >= Math.max(0, i - 4); k--)
      for (const part of words[k]!.split(/[-–]/)) {
        const n = numberOf(part.replace(/[^\p{L}\p{N}+]/gu, ''));
        if (n !== null && n > 0 && n <= 30) least = Math.min(least ?? n, n);
      }
    if (least !== null) return least;
  }
  return null;
}
