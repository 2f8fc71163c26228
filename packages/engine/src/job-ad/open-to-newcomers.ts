/**
 * An ad that says no experience of the job is needed ("No retail experience? No problem", "No experience necessary",
 * "Suits school leavers", "Graduate and Early Career", "Recent graduates welcome", "(Graduates welcome)", "We welcome applications from …
 * 2026 graduates") asks for no one already in the occupation: its title is the job, not a requirement a first
 * jobseeker fails. Phrases only (an ad's "experience is an advantage but not essential" for one part of the job, or
 * "we'll train you on our routes", still wants the occupation). One bounded pattern over the ad's text.
 */
const NO_EXPERIENCE_NEEDED =
  /\bno (?:[a-z]{2,20} )?experience(?: is)? (?:necessary|required|needed)\b|\bno (?:[a-z]{2,20} )?experience\?\s{0,3}no (?:problem|worries)\b|\b(?:suits|suit|ideal for|perfect for) (?:a )?school leavers?\b|\bgraduates? and early[- ]career\b|\bgraduates? (?:[a-z]{2,12} )?(?:are |is )?(?:welcome|welcomed|encouraged)\b|\bwelcome applications from [^.]{0,60}\bgraduates\b/i;

export const opensToNewcomers = (adText: string) => NO_EXPERIENCE_NEEDED.test(adText.slice(0, 50_000));

/** "we are open to applicants from a court registry or tribunal background", "we welcome candidates with a retail or
 * hospitality background": the backgrounds the ad takes in place of the job itself. Bounded. */
const BACKGROUNDS_WELCOMED =
  /\b(?:open to|welcome|welcoming|consider|considering|happy to consider|also consider|encourage) (?:applicants|applications|candidates|people) (?:from|with) (?:an? |other )?([a-z][a-z ,/-]{2,80}?) backgrounds?\b/i;

/** The backgrounds an ad welcomes in place of the job, as their words ("court registry", "tribunal"). */
export function welcomedBackgrounds(adText: string): string[] {
  const found = BACKGROUNDS_WELCOMED.exec(adText.slice(0, 50_000));
  if (!found) return [];
  return found[1]!
    .split(/,\s*|\s+or\s+|\s+and\s+|\//)
    .map((x) => x.trim())
    .filter(
      (x) => x.length >= 3 && !/^(?:similar|related|relevant|other|any|different|diverse|non-?traditional)$/i.test(x),
    );
}
