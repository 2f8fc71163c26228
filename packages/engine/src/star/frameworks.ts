/**
 * Australian public-sector capability frameworks. A criterion that names or describes a capability gets that
 * capability's words as extra evidence cues, so the draft reaches for the kind of example assessors look for.
 */
import { fromThirdPerson } from './sentence';
export interface Capability {
  framework: 'APS ILS' | 'NSW PSCF' | 'QLD LC4Q';
  name: string;
  /** Words a good example for this capability usually contains. */
  cues: string[];
  /** What a panel looks for, in our words after the framework's own descriptions. */
  behaviours: string;
}

const aps = (name: string, cues: string, behaviours: string): Capability => ({
  framework: 'APS ILS',
  name,
  cues: cues.split(' '),
  behaviours,
});
const qld = (name: string, cues: string, behaviours: string): Capability => ({
  framework: 'QLD LC4Q',
  name,
  cues: cues.split(' '),
  behaviours,
});
const nsw = (name: string, cues: string, behaviours: string): Capability => ({
  framework: 'NSW PSCF',
  name,
  cues: cues.split(' '),
  behaviours,
});

/**
 * APS Integrated Leadership System (APS 1–6 names, then the EL/SES names that differ) and the NSW Public Sector
 * Capability Framework. Behaviours paraphrase each framework's published descriptions.
 */
export const CAPABILITIES: Capability[] = [
  aps(
    'Supports Strategic Direction',
    'strategy strategic policy priorities planning plan objectives direction census legislative reform',
    'linking your work to the agency’s goals, thinking ahead and using information to plan',
  ),
  aps(
    'Shapes Strategic Thinking',
    'strategy strategic policy priorities vision direction',
    'setting direction, seeing the bigger picture and turning strategy into plans others follow',
  ),
  aps(
    'Achieves Results',
    'results delivered achieved outcomes deadlines targets improved completed finalised processed implemented',
    'planning your work, meeting deadlines, adapting when things change and taking responsibility for the outcome',
  ),
  aps(
    'Supports Productive Working Relationships',
    'relationships stakeholders team collaborated colleagues clients',
    'working with colleagues and stakeholders, listening, sharing information and valuing different views',
  ),
  aps(
    'Cultivates Productive Working Relationships',
    'relationships stakeholders team collaborated mentored',
    'building networks, developing others and resolving conflict constructively',
  ),
  aps(
    'Displays Personal Drive and Integrity',
    'integrity professional ethical resilience initiative accountability acted identified volunteered accuracy confidential probity quality misconduct investigations fairly privacy',
    'acting ethically, taking initiative, persisting under pressure and owning mistakes',
  ),
  aps(
    'Exemplifies Personal Drive and Integrity',
    'integrity professional ethical resilience courage accountability',
    'leading by example, showing courage on difficult issues and committing to the public interest',
  ),
  aps(
    'Communicates with Influence',
    'communication written presented negotiated briefed influence reports',
    'communicating clearly in writing and in person, tailoring the message to the audience and negotiating an outcome',
  ),
  nsw(
    'Display Resilience and Courage',
    'resilience pressure courage challenges challenging difficult complaints escalated conflict raised acted complex tight competing changes',
    'staying composed under pressure, raising concerns and recovering from setbacks',
  ),
  nsw(
    'Act with Integrity',
    'integrity ethical compliance policy confidential privacy records legislation accordance',
    'following the Code of Ethics, handling information properly and reporting wrongdoing',
  ),
  nsw(
    'Manage Self',
    'initiative learning development feedback training completed own',
    'taking initiative, seeking feedback and learning new skills',
  ),
  nsw(
    'Value Diversity and Inclusion',
    'diversity inclusion cultural community',
    'respecting different backgrounds and views and making services and teams inclusive',
  ),
  nsw(
    'Communicate Effectively',
    'communication written presented wrote briefed reports',
    'explaining complex matters clearly, listening actively and writing for the reader',
  ),
  nsw(
    'Commit to Customer Service',
    'customer client service clients enquiries complaints public residents patients counter',
    'understanding customers’ needs, resolving problems and improving the service',
  ),
  nsw(
    'Work Collaboratively',
    'team collaborated stakeholders colleagues partners shared together supported',
    'working across teams, sharing knowledge and building trust',
  ),
  nsw(
    'Influence and Negotiate',
    'negotiated influence persuaded stakeholders agreement',
    'presenting a case with evidence, finding common ground and reaching agreement',
  ),
  nsw(
    'Deliver Results',
    'results delivered achieved outcomes targets completed finalised processed implemented organised launched',
    'taking responsibility for outcomes, planning to deadlines and adjusting when priorities change',
  ),
  nsw(
    'Plan and Prioritise',
    'planned prioritised schedule deadlines projects',
    'planning work, setting priorities and monitoring progress',
  ),
  nsw(
    'Think and Solve Problems',
    'problem analysed solved improved data identified resolved issues workaround',
    'analysing information, weighing options and finding practical solutions',
  ),
  nsw(
    'Demonstrate Accountability',
    'accountability compliance safety risk responsible',
    'owning decisions, following policy and managing risk and safety',
  ),
  nsw(
    'Project Management',
    'project projects milestones budget delivered',
    'scoping, planning and delivering projects on time and on budget',
  ),
  nsw(
    'Manage and Develop People',
    'team trained coached mentored staff supervised',
    'setting expectations, giving feedback and developing team members',
  ),
  nsw(
    'Manage Reform and Change',
    'change reform implemented transition improvement',
    'explaining why change is needed and helping people through it',
  ),
  // The rest of the framework's twenty (Business Enablers and People Management): a focus capabilities table names
  // them as often as the others ("Business Enablers | Technology | Foundational").
  nsw(
    'Technology',
    'system systems software database digital online technology',
    'using the systems and tools of the job well, learning new ones and keeping information secure',
  ),
  nsw(
    'Finance',
    'budget budgets financial invoices reconciled expenditure costs',
    'understanding the budget, spending responsibly and keeping financial records accurate',
  ),
  nsw(
    'Procurement and Contract Management',
    'procurement contract contracts suppliers tender purchasing vendors',
    'buying fairly and to policy, and managing suppliers against the contract',
  ),
  nsw(
    'Inspire Direction and Purpose',
    'direction purpose vision goals team priorities',
    'explaining how the team’s work serves the organisation’s goals and keeping people focused on them',
  ),
  nsw(
    'Optimise Business Outcomes',
    'workforce resources planning outcomes allocated rostered',
    'planning the team’s resources and work so the business gets its results',
  ),
  // Queensland's Leadership competencies for Queensland (LC4Q): Vision, Results and Accountability.
  qld(
    'Leads strategically',
    'strategy strategic priorities planning direction objectives',
    'thinking about the broader purpose, linking your work to the agency’s direction and planning ahead',
  ),
  qld(
    'Stimulates ideas and innovation',
    'ideas innovation improved introduced redesigned new',
    'encouraging new ideas, trying better ways of working and learning from what did not work',
  ),
  qld(
    'Leads change in complex environments',
    'change reform implemented transition new',
    'explaining why change is needed, guiding people through it and adapting as it unfolds',
  ),
  qld(
    'Makes insightful decisions',
    'decisions decided assessed analysed options evidence recommended judgement eligibility determined approved prioritised',
    'weighing evidence and options, making considered and ethical decisions and explaining them',
  ),
  qld(
    'Develops and mobilises talent',
    'trained mentored coached developed team staff',
    'developing people, sharing knowledge and giving others the chance to grow',
  ),
  qld(
    'Builds enduring relationships',
    'relationships stakeholders partners consulted collaborated liaised organisations agencies councils clients',
    'building trust with colleagues, stakeholders and communities and keeping those relationships over time',
  ),
  qld(
    'Inspires others',
    'led motivated team presented influence',
    'communicating a clear purpose, motivating others and leading by example',
  ),
  qld(
    'Drives accountability and outcomes',
    'delivered achieved outcomes targets deadlines results',
    'owning outcomes, setting clear expectations and delivering on commitments',
  ),
  qld(
    'Fosters healthy and inclusive workplaces',
    'inclusive diversity wellbeing safety team respect mentored supported induction trained',
    'making the workplace safe, respectful and inclusive and looking after others’ wellbeing',
  ),
  qld(
    'Pursues continuous growth',
    'learning development feedback training completed',
    'seeking feedback, learning new skills and reflecting on how you work',
  ),
  qld(
    'Demonstrates sound governance',
    'governance compliance risk legislation policy accountability audit',
    'following legislation and policy, managing risk and being accountable for decisions',
  ),
];

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A capability's name as an ad may write it to the reader, its verbs in their base form: "Supports strategic
 * direction" → "Support strategic direction", "Develops and mobilises talent" → "Develop and mobilise talent".
 */
export function baseName(name: string): string {
  const words = name.split(' ');
  const third = (w: string) => /^\p{L}+[^s]s$/u.test(w);
  if (!third(words[0]!)) return name;
  return words.map((w, i) => (i === 0 || (words[i - 1] === 'and' && third(w)) ? fromThirdPerson(w) : w)).join(' ');
}

/** The capabilities' names in small letters, read once. */
const NAMES = new Set(CAPABILITIES.map((c) => c.name.toLowerCase()));
/** Whether a text is a capability's name and no more ("Communicate Effectively", "achieves results"). */
export const isCapabilityNamed = (text: string) => NAMES.has(text.trim().toLowerCase());

/** Each capability with the ways a criterion opens on its name, read once. */
const OPENINGS = CAPABILITIES.map((c) => ({ c, names: [norm(c.name), norm(baseName(c.name))] }));

/** The capability a criterion names ("Achieves Results: …", "Achieve results"), if any. */
export function capabilityOf(criterion: string): Capability | null {
  const text = norm(criterion);
  // A criterion names a capability by opening with it ("Communicates with Influence: …"); one that only mentions the
  // words ("experienced in project management") asks for the skill, not the framework's capability.
  return OPENINGS.find(({ names }) => names.some((n) => text.startsWith(n)))?.c ?? null;
}

/**
 * Public-service classifications an ad names, read as the level of work a panel expects: APS 1–6, EL 1–2, SES;
 * Queensland AO1–AO8; NSW Clerk Grade 1–12; Victorian VPS 1–7. Read word by word.
 */
export function classificationOf(
  text: string,
): { name: string; expects: string; framework: Capability['framework'] | null } | null {
  const words = text
    .slice(0, 100_000)
    .toLowerCase()
    // "Executive Level 1" is EL 1.
    .replace(/\bexecutive level\b/g, 'el')
    .split(/[\s,;:()/]+/);
  // The job's own classification where the ad labels it ("Classification: Executive Level 1"), before levels the ad
  // names of others ("leads a team of APS 4–6 staff"): read from the label on, then from the start up to it.
  const start = Math.max(0, words.indexOf('classification'));
  for (let k = 0; k < words.length; k++) {
    const i = (start + k) % words.length;
    const w = words[i]!;
    const next = words[i + 1] ?? '';
    const after = words[i + 2] ?? '';
    const joined = /^(aps|el|ao|vps)(\d{1,2})$/.exec(w);
    const scheme =
      joined?.[1] ?? (['aps', 'el', 'ao', 'vps'].includes(w) ? w : w === 'clerk' && next === 'grade' ? 'clerk' : null);
    if (!scheme) continue;
    const levelWord = joined?.[2] ?? (scheme === 'clerk' || next === 'level' || next === 'grade' ? after : next);
    const lower = Number(/^(\d{1,2})/.exec(levelWord)?.[1]);
    if (!lower) continue;
    // A band of two grades ("Clerk Grade 7/8", "APS 5/6") is pitched at its upper grade.
    const upperWord = joined ? next : scheme === 'clerk' || next === 'level' || next === 'grade' ? words[i + 3] : after;
    const band = Number(upperWord) === lower + 1;
    const level = band ? lower + 1 : lower;
    const grades = band ? `${lower}/${level}` : `${level}`;
    const name = scheme === 'clerk' ? `Clerk Grade ${grades}` : `${scheme.toUpperCase()} ${grades}`;
    // The capability framework the service uses: APS and EL the ILS, NSW clerks the PSCF, Queensland AOs the LC4Q.
    const framework =
      scheme === 'aps' || scheme === 'el'
        ? 'APS ILS'
        : scheme === 'clerk'
          ? 'NSW PSCF'
          : scheme === 'ao'
            ? 'QLD LC4Q'
            : null;
    return { name, expects: expectation(scheme, level), framework };
  }
  return null;
}

function expectation(scheme: string, level: number): string {
  const senior =
    scheme === 'el' ||
    (scheme === 'aps' && level >= 6) ||
    (scheme === 'ao' && level >= 6) ||
    // Clerk Grade 7/8 stands beside APS 6, 9/10 beside EL 1.
    (scheme === 'clerk' && level >= 8) ||
    (scheme === 'vps' && level >= 5);
  const middle =
    (scheme === 'aps' && level >= 4) ||
    (scheme === 'ao' && level >= 4) ||
    (scheme === 'clerk' && level >= 5) ||
    (scheme === 'vps' && level >= 3);
  if (senior)
    return 'examples where you led the work, made judgement calls with limited direction and influenced others';
  if (middle) return 'examples where you managed your own work, solved problems and took part in shaping the result';
  return 'examples where you did the work reliably, followed procedures and helped your team';
}
