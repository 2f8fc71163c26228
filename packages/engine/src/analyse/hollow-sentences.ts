/**
 * Sentences a recruiter reads past: clichés alone, and self-praise that names nothing they could check. The rewrite
 * takes them out of a summary, and the match reads no evidence in them (so taking them out costs no similarity).
 */
import { CLICHE, FIRST_PERSON } from './checks/language';
import { offered, sentencesOf } from './objective';
import { SHOWN_TERMS } from '../vocabulary/phrase-index';
import { contentWords } from '../match/words';
import { withCommonSpellings } from '../vocabulary/cv-words';

/** A sentence of clichés alone ("People person with a great work ethic who goes above and beyond"): two or more of
 * the analysis's clichés and no figure besides theirs ("give 110%"), so nothing a recruiter could check is lost. */
export const clichesOnly = (written: string) => {
  const sentence = withCommonSpellings(written);
  return !/\d/.test(sentence.replace(CLICHE, '')) && (sentence.match(CLICHE)?.length ?? 0) >= 2;
};

/**
 * A sentence of self-praise in the first person with nothing a recruiter could check: no figure, no name, nothing the
 * vocabulary knows ("I am honest, I work fast and I always do a good job", "I am a hard worker, punctual and I take
 * pride in my work"). "I look after trade accounts across Perth's northern suburbs" names things, and stays.
 */
export const praiseOnly = (sentence: string) => {
  // The cheap tests first: the match reads every summary sentence through this on each step of a rewrite.
  // A cliché is praise whatever its words, and its figure none a recruiter could check ("I am very organised and
  // always give 110%").
  const plain = sentence.replace(CLICHE, ' ');
  if (!FIRST_PERSON.test(sentence) || /\d/.test(plain)) return false;
  // A claim of fitting the job is the person's verdict on themselves, whatever it names ("I believe my skills in
  // exercise and motivating people would make me a great fit for any team!!").
  if (FIT_CLAIM.test(sentence)) return true;
  if (/\s(?!I\b|I['’])\p{Lu}/u.test(sentence)) return false;
  // A soft skill named is praise too ("I am a very organised person").
  if (!SHOWN_TERMS.findIn(sentence).every((h) => h.term.kind === 'soft')) return false;
  // "im" is the person, not a word of what they say ("im a quick learner"), respelt "I’m", whose "m" is left.
  const words = contentWords(withCommonSpellings(sentence)).filter((w) => w !== 'im' && w !== 'm');
  const praising = (w: string) => SELF_PRAISE.has(w) || SELF_PRAISE.has(w.replace(/(?:ing|s)$/, ''));
  return words.length > 0 && words.filter(praising).length >= 0.7 * words.length;
};

/** "would make me a great fit", "I would be an asset to your team", "makes me the ideal candidate". */
const FIT_CLAIM =
  /\bmakes? me (?:an? |the )?(?:[\p{L}-]+ )?(?:fit|asset|addition|candidate|choice)\b|\bI (?:would|will|'d|’d) be (?:an? |the )?(?:[\p{L}-]+ )?(?:fit|asset|addition|candidate|choice)\b/u;

/** Words of self-praise, which a sentence of them alone is made of. */
export const SELF_PRAISE = new Set(
  `honest hard worker work punctual pride reliable fast quick good great best try organised organized patient
  understand caring kind friendly motivated positive enthusiastic polite trustworthy calm loyal dedicated committed
  passionate love enjoy always person people learner team player attitude ethic job very really helpful happy willing
  eager keen tidy neat easygo easy going get along well hardworking self starter proud pressure own mature
  independently independent part member valued above beyond go goes outgoing
  time never takes sick days late give`.split(/\s+/),
);

/** A summary's text as a recruiter reads it: what the person offers, without an objective, clichés or self-praise. */
export const recruiterReads = (text: string) =>
  sentencesOf(offered(text))
    .filter((x) => !clichesOnly(x) && !praiseOnly(x))
    .join(' ');
