/** What an ad asks of the candidate, as the rest of the engine sees it. */
import type { Term } from '../vocabulary';

export type RequirementKind = 'credential' | 'qualification' | 'occupation' | 'experience' | 'tool' | 'skill' | 'soft';

/** An award asked: the lowest AQF level that meets it (0: any) and the fields, any one of which will do. */
export interface Award {
  level: number;
  fields: string[][];
}

export interface Requirement {
  kind: RequirementKind;
  /** The name shown to the person: a vocabulary name, or the ad's own words. */
  name: string;
  /** The ad's own words for it (lower case), so a missing keyword is provably in the ad. */
  wording: string;
  essential: boolean;
  /** Where in the ad it was read: what it asks of the candidate, or a duty the candidate must be able to do. */
  from: 'candidate' | 'duties' | 'title';
  /** Its vocabulary term, when it has one. */
  term?: Term;
  /** Terms any one of which meets it ("Xero or MYOB"), when the ad gives a choice. */
  anyOf?: Term[];
  /** The stems (synonyms folded) that show it in a CV line, for requirements read as phrases. */
  concepts: string[];
  /** For a qualification: the award asked. */
  award?: Award;
  /** For a choice of awards ("Certificate III in Individual Support or Certificate IV in Disability"): any one. */
  anyAward?: Award[];
  /** For the occupation: the words (plurals folded) the title names it by ("speech pathologist"). */
  occupationWords?: string[];
  /** For the occupation: backgrounds the ad welcomes instead ("open to applicants from a court registry or tribunal
   * background"), as the ad says them. */
  welcomed?: string[];
  /** For years of experience: how many. */
  years?: number;
  /** Missing it rules the person out (a required registration, licence or clearance). */
  knockOut: boolean;
  /** The kind of a licence or check the ad rules out: a provisional driver licence ("FULL drivers licence (no P's)"),
   * a red P plate ("P1 not accepted"), a volunteer's Working with Children Check ("… Check (Employee)"). */
  notAccepted?: 'provisional' | 'p1' | 'volunteer';
  /** The state a check is asked of ("Working with Children Check clearance (NSW)"): another state's is partly it. */
  state?: string;
  /** A check the employer arranges or asks only of the one it appoints ("National Police Check (we arrange these)"):
   * nothing for the person to add to a CV. */
  afterOffer?: boolean;
  /** Names the ad gives as examples of it ("use assessment data … e.g. PAT, DIBELS 8"): a CV naming one shows it. */
  examples?: string[];
}

export interface JobAd {
  /** The job title: the person's, else the occupation the ad names, else ''. */
  title: string;
  requirements: Requirement[];
  yearsRequired: number | null;
  /** The ad's text from its candidate and duties parts, lower case: what the CV is compared with as a whole. */
  focusText: string;
  /** The whole ad, lower case, to prove a keyword is in it. */
  text: string;
}
