import { finding, quote } from '../finding';
import { experienceLines, type Check } from './check';
import { achievementText } from './numbers';

// Openings that describe a job's duties rather than what came of the work.
const DUTY =
  /^(?:responsible for|duties (?:included|include|were|involved)|duties:|tasks (?:included|include)|main tasks|development of|management of|maintenance of|preparation of|provision of|processing of|handling(?: of)?|in charge of|accountable for|involved in|assisting (?:with|in)|assisted (?:with|in)|day[- ]to[- ]day)\b/i;
// Words that show a result: a change, a number, an outcome.
const OUTCOME =
  /\d|%|\$|\b(?:result(?:ed|ing)? in|leading to|so that|which (?:cut|reduced|increased|improved|saved|lifted)|improv\w*|reduc\w*|increas\w*|sav(?:ed|ing)|cut|lift(?:ed|ing)|grew|growth|achiev\w*|exceed\w*|award\w*|recogni[sz]ed|on time|under budget|ahead of|zero|no (?:lost|errors|incidents|complaints))\b/i;

/** A line that only says what the job involved, with no result. */
export const isDutyOnly = (text: string) => DUTY.test(text) && !OUTCOME.test(achievementText(text));

export const dutiesWithoutOutcomes: Check = (doc) => {
  const lines = experienceLines(doc);
  const duties = lines.filter((p) => isDutyOnly(p.text));
  // One duty line among achievements is normal; three, or two in a short list, is a job description, not a CV.
  if (duties.length < 2 || (duties.length < 3 && duties.length / lines.length < 0.25)) return [];
  return [
    finding(
      'achievements.duties-only',
      'Several lines only describe duties (“Responsible for…”, “Duties included…”). Say what came of the work instead: what you changed, improved or delivered, and by how much.',
      duties.map((p) => quote(p.text, DUTY)),
    ),
  ];
};
