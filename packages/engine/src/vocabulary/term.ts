/**
 * A term of the project's own vocabulary: a named thing an ad asks for and a CV shows, with the phrases that say it
 * (abbreviations and each state's name included). Phrases are matched word for word with plurals folded
 * ("reconciliations" meets "reconciliation"); other forms are listed as phrases of their own.
 */
export type TermKind = 'credential' | 'tool' | 'skill' | 'soft' | 'occupation';

export interface Term {
  name: string;
  kind: TermKind;
  /** How an ad says it. */
  ad: string[];
  /** How a CV shows it, when wider than the ad's words (a CV says "WWCC", an ad "Working with Children Check"). */
  cv?: string[];
  /** A licence or registration without which the person cannot be hired: its absence caps the score. */
  knockOut?: boolean;
  /** A suite a CV shows by one part ("Photoshop"): enough for the match, not for writing the suite's name in. */
  suite?: boolean;
  /** Years a credential stays current when the CV gives no date to renew it by (a first aid certificate: three). */
  renewYears?: number;
  /** An occupation's other names for the very same job ("claims consultant" for a claims officer), beside its name;
   * its other phrases name kin jobs ("support coordinator" beside a disability support worker). */
  same?: string[];
}

export const term = (kind: TermKind, name: string, ad: string[], cv?: string[], knockOut?: boolean): Term => ({
  name,
  kind,
  ad,
  ...(cv ? { cv } : {}),
  ...(knockOut ? { knockOut } : {}),
});
