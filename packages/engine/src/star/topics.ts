/**
 * What a criterion's subject means in a CV's words, for criteria that describe a skill without naming a framework
 * capability: "stakeholder engagement and negotiation skills" is shown by "consulted with state agencies", "written
 * communication" by "drafted ministerial briefs". Each topic is triggered by words of the criterion and adds its cue
 * words to what counts as evidence. Curated from APS and state-government selection criteria.
 */
import { concept, conceptsOf, tokens, wordStem } from '../match/words';

interface Topic {
  /** Words of a criterion that name the topic. */
  triggers: string;
  /** Words an example of it usually holds. */
  cues: string;
}

const TOPICS: Topic[] = [
  {
    triggers: 'stakeholder stakeholders relationships negotiation negotiate liaison engagement partnerships',
    cues: 'consulted liaised negotiated relationships partners agencies stakeholders engaged working group meetings',
  },
  {
    triggers: 'written writing drafting briefing communication correspondence',
    cues: 'drafted wrote writing briefs briefing reports correspondence submissions papers minutes responses presented',
  },
  {
    triggers: 'verbal oral communication explain explaining',
    cues: 'calls phone explained explaining presented spoke conversations enquiries email letters plain language',
  },
  {
    triggers: 'computer systems software digital technology',
    cues: 'systems software database excel sap crm salesforce dynamics myob xero microsoft office outlook pos typing eftpos hicaps cliniko wpm',
  },
  {
    triggers: 'legislation procedures compliance regulations regulatory',
    cues: 'legislation policy procedures compliance regulations act guidelines eligibility ppsr award audit',
  },
  {
    triggers: 'research analytical analysis synthesise synthesize evidence data',
    cues: 'research analysis analysed literature data datasets review evaluation synthesis findings',
  },
  {
    triggers: 'policy program legislation reform',
    cues: 'policy proposal cabinet guidelines program framework legislation submission reform',
  },
  {
    triggers: 'leadership leading supervising supervision mentoring',
    cues: 'led supervised managed mentored coached trained team staff officers workload',
  },
  {
    triggers: 'problem problems solving improvement innovation initiative risk',
    cues: 'improved resolved solved fixed streamlined reduced redesigned introduced automated identified workaround issues escalated',
  },
  {
    // Money the person looked after: a budget, spending, accounts reconciled (a claim's "payment" is no finance work).
    triggers: 'budget budgets expenditure financial finance reconcile reconciled reconciling transactions procurement',
    cues: 'budget budgets expenditure spend spending costs invoices reconciled reconciling reconciliation takings banking ledger purchase purchasing procurement petty cash float receipted quotes',
  },
  {
    // Clinical staff, as a health service's criterion names them, in the words of the people themselves.
    triggers: 'clinical clinician clinicians',
    cues: 'clinicians clinical surgeons doctors physicians nurses nursing physiotherapists allied health gps medical specialists midwives',
  },
  {
    triggers: 'customer customers client clients',
    // Not "public": matching folds it into "government", which any agency's line holds.
    cues: 'customers clients residents enquiries complaints callers visitors patients guests greeting greeted appointments bookings counter reception front desk served serving payments',
  },
  {
    // Land management in parks, reserves and councils: fire, pest animals and weeds in a ranger's words.
    triggers: 'fire feral pest pests weed weeds',
    cues: 'burns burn prescribed bushfire bushfires firefighter firefighting hazard reduction baiting 1080 fox foxes rabbit rabbits pest pests weeds spraying herbicide',
  },
  {
    triggers: 'priorities prioritise deadlines timeframes pressure workload organisational',
    // A backlog cleared or work overdue brought up to date is planning shown ("reducing the overdue correspondence
    // backlog from 85 items to 12 in four months").
    // Targets met and a caseload or a unit carried are a workload shown ("Meet KPIs for call handling time").
    cues: 'deadlines priorities timeframes weekly workload schedule sitting on time busy peak volume daily multiple backlog overdue turnaround kpis kpi targets caseload',
  },
  {
    // A project run is shown by its delivery, though the CV never calls it one ("coordinated the School's input to the
    // annual plan report, chasing contributions from six discipline leads to meet the deadline").
    triggers: 'project projects',
    cues: 'project projects coordinated delivered implemented rollout rolled launched milestones timeline timelines deadline scope tracker built introduced',
  },
  {
    // A person hostile, resistant or upset, as corrections, contact-centre and frontline criteria ask it: shown by the
    // complaints handled, the incidents met and the hardship heard.
    triggers: 'hostile resistant rapport conflict aggressive difficult upset angry challenging behaviours de-escalate',
    cues: 'complaints complaint escalated incidents fights calm de-escalated difficult upset aggressive hardship resolved disputes conflict behaviours',
  },
  {
    // A risk to someone's safety seen and escalated: the incidents, screening and searches that are that work.
    triggers: 'safety hazard hazards harm escalate',
    cues: 'incidents incident emergencies emergency at-risk screening searches searching patrols hazards harm self-harm escalated reported',
  },
  {
    triggers: 'team teamwork collaboration collaboratively cooperative',
    // Training or buddying new colleagues is working with the team ("Helped train three new casual team members").
    // So is work shared with a colleague ("Co-worked a caseload of 6 families", "worked alongside the Family Wellbeing
    // worker", "with a co-facilitator").
    cues: 'team collaborated colleagues together jointly cross-functional shared peers supported staff trained buddied handover members co-worked alongside co-facilitated co-facilitator',
  },
  {
    triggers: 'records accurate accuracy detail data entry administration administrative',
    cues: 'records filing data entry entered database registers maintained checked accurate invoices spreadsheets',
  },
  {
    // Money handled at a counter: not "financial transactions" reconciled, which is the finance topic below (a welfare
    // customer's "payment was cancelled" had answered a budget question).
    triggers: 'cash payments receipting banking eftpos',
    cues: 'cash till tills eftpos payments receipted receipting receipt banking reconciled reconciliation balanced float refunds invoices',
  },
  {
    triggers: 'judgement judgment decisions decision',
    cues: 'assessed decided determined eligibility approved recommended escalated prioritised reviewed',
  },
  {
    triggers: 'busy pressure fast-paced volume demanding',
    cues: 'busy peak high volume daily calls queue multiple shifts',
  },
  {
    triggers: 'learn learning new systems adapt change',
    cues: 'trained training learned completed system systems',
  },
  {
    // "willingness to travel and undertake field work, including in inclement weather": shown by work done on site.
    triggers: 'fieldwork field outdoors outdoor inclement travel',
    cues: 'field site sites inspections inspected sampling samples monitoring outdoor streamwatch bushcare surveys catchment',
  },
  {
    triggers: 'aboriginal torres islander indigenous',
    cues: 'aboriginal torres islander indigenous nations',
  },
  {
    triggers: 'diversity inclusion inclusive cultural multicultural',
    cues: 'diversity inclusion inclusive cultural multicultural interpreters accessible',
  },
];

/** A criterion's words as stems, and as concepts (synonyms folded: "applications" names software). */
const stemsOf = (text: string) => new Set(tokens(text).map(wordStem));

const READ = TOPICS.map((t) => ({
  stems: stemsOf(t.triggers),
  concepts: conceptsOf(t.triggers),
  cues: conceptsOf(t.cues),
}));

/**
 * The cue concepts of every topic a criterion's words trigger, by stem or by concept. A concept too general to name
 * a topic (`general`) triggers only by its own stem: "manage customers" folds "manage" into "lead" for matching, but
 * names no leadership topic; "leadership" does.
 */
export function topicCues(criterion: string, general: ReadonlySet<string> = new Set()): Set<string> {
  const stems = stemsOf(criterion);
  // Every word counts, ads' stop words too ("applications" names software here).
  const concepts = new Set(
    tokens(criterion)
      .map(concept)
      .filter((c) => !general.has(c)),
  );
  return new Set(
    READ.filter((t) => [...t.stems].some((x) => stems.has(x)) || [...t.concepts].some((c) => concepts.has(c))).flatMap(
      (t) => [...t.cues],
    ),
  );
}
