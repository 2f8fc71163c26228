/**
 * A criterion that asks when the person can work ("Ability to work a rotating roster including evenings and
 * Saturdays") is answered plainly first from what the CV says of it ("Available for evenings and weekends."), not
 * left to a closing line about drawing on experience (a panel's read). Each pattern bounded: linear on any text.
 */
import { WORKING_HOURS } from './not-criterion';
import { sentencesOf } from '../analyse/objective';

/** A sentence of the CV that says when the person can work: "Available for evenings and weekends", "Availability:
 * weekdays after 3:30pm, Sundays and school holidays", "I am available for any shift, including nights". */
const AVAILABLE =
  /^(?:I am |I['’]m )?(?:available|availability)\b[^.]{0,80}?\b(?:evenings?|weekends?|nights?|shifts?|rosters?|public holidays|overtime|on[- ]call|any ?time|saturdays?|sundays?|school holidays)\b[^.]{0,80}$/i;

/** The CV's own sentences, line by line, without their full stops. */
const sentencesIn = (text: string) =>
  text
    .split('\n')
    .flatMap(sentencesOf)
    .map((s) => s.replace(/\.$/, ''));

/** The CV's word on when the person can work, said in the first person, for a criterion that asks it; else null. */
export function availabilityStated(criterion: string, cvText: string): string | null {
  if (!WORKING_HOURS.test(criterion.trim())) return null;
  const said = sentencesIn(cvText).find((s) => s.length <= 200 && AVAILABLE.test(s));
  if (!said) return null;
  if (/^I(?: am|['’]m) /i.test(said)) return `${said}.`;
  const labelled = /^availability\s*[:\-–]\s*(.+)$/i.exec(said);
  if (labelled) return `I am available ${labelled[1]!.replace(/^(?:for|on)\s/i, (w) => w.toLowerCase())}.`;
  return `I am ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
}
