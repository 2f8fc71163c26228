/**
 * Australian public-sector capability frameworks. A criterion that names or describes a capability gets that
 * capability's words as extra evidence cues, so the draft reaches for the kind of example assessors look for.
 */
export interface Capability {
  framework: 'APS ILS' | 'NSW PSCF';
  name: string;
  /** Words a good example for this capability usually contains. */
  cues: string[];
}

const aps = (name: string, cues: string): Capability => ({ framework: 'APS ILS', name, cues: cues.split(' ') });
const nsw = (name: string, cues: string): Capability => ({ framework: 'NSW PSCF', name, cues: cues.split(' ') });

/** APS Integrated Leadership System: APS 1–6 names, then the EL/SES names that differ. */
export const CAPABILITIES: Capability[] = [
  aps('Supports Strategic Direction', 'strategy strategic policy priorities planning objectives direction'),
  aps('Shapes Strategic Thinking', 'strategy strategic policy priorities vision direction'),
  aps('Achieves Results', 'results delivered achieved outcomes deadlines targets improved'),
  aps('Supports Productive Working Relationships', 'relationships stakeholders team collaborated colleagues clients'),
  aps('Cultivates Productive Working Relationships', 'relationships stakeholders team collaborated mentored'),
  aps('Displays Personal Drive and Integrity', 'integrity professional ethical resilience initiative accountability'),
  aps('Exemplifies Personal Drive and Integrity', 'integrity professional ethical resilience courage accountability'),
  aps('Communicates with Influence', 'communication written presented negotiated briefed influence reports'),
  nsw('Display Resilience and Courage', 'resilience pressure courage challenges'),
  nsw('Act with Integrity', 'integrity ethical compliance policy confidential'),
  nsw('Manage Self', 'initiative learning development feedback'),
  nsw('Value Diversity and Inclusion', 'diversity inclusion cultural community'),
  nsw('Communicate Effectively', 'communication written presented wrote briefed reports'),
  nsw('Commit to Customer Service', 'customer client service clients enquiries'),
  nsw('Work Collaboratively', 'team collaborated stakeholders colleagues partners'),
  nsw('Influence and Negotiate', 'negotiated influence persuaded stakeholders agreement'),
  nsw('Deliver Results', 'results delivered achieved outcomes targets'),
  nsw('Plan and Prioritise', 'planned prioritised schedule deadlines projects'),
  nsw('Think and Solve Problems', 'problem analysed solved improved data'),
  nsw('Demonstrate Accountability', 'accountability compliance safety risk responsible'),
  nsw('Project Management', 'project projects milestones budget delivered'),
  nsw('Manage and Develop People', 'team trained coached mentored staff supervised'),
  nsw('Manage Reform and Change', 'change reform implemented transition improvement'),
];

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The capability a criterion names ("Achieves Results: …"), if any. */
export function capabilityOf(criterion: string): Capability | null {
  const text = norm(criterion);
  return CAPABILITIES.find((c) => text.includes(norm(c.name))) ?? null;
}
