/** Strong action verbs for CV bullets, in their base form. */
const STRONG =
  `accelerate achieve administer advise analyse approve architect audit author automate boost build champion
coach collaborate complete conceive conduct consolidate construct consult coordinate create cut decrease define deliver
deploy design develop devise diagnose direct double drive educate eliminate engineer enhance establish evaluate exceed
execute expand facilitate forecast formulate found generate grow guide halve identify implement improve increase
influence initiate innovate inspect install institute integrate introduce investigate launch lead liaise maintain manage
mentor migrate minimise mobilise model modernise monitor motivate negotiate operate optimise orchestrate organise
oversee pioneer plan prepare present prioritise produce program promote propose publish raise rebuild recommend
reconcile recruit redesign reduce refine reform remediate renegotiate reorganise replace research resolve restructure
revamp review revitalise save schedule secure sell simplify solve spearhead standardise steer streamline strengthen
supervise support survey sustain teach test train transform treat triple troubleshoot upgrade win write`
    .split(/\s+/)
    .filter(Boolean);
export const STRONG_VERBS = new Set(STRONG);

/** Irregular past tenses that CV bullets use. */
const IRREGULAR = new Map<string, string>(
  Object.entries({
    led: 'lead',
    built: 'build',
    won: 'win',
    grew: 'grow',
    taught: 'teach',
    wrote: 'write',
    oversaw: 'oversee',
    sold: 'sell',
    drove: 'drive',
    made: 'make',
    ran: 'run',
    cut: 'cut',
    set: 'set',
    founded: 'found',
    brought: 'bring',
    began: 'begin',
    spoke: 'speak',
  }),
);

/** Whether a word is a past-tense verb form: "managed", or an irregular one CVs use ("led", "built"). */
export const isPastTense = (word: string) => /[a-z]ed$/i.test(word) || IRREGULAR.has(word.toLowerCase());

/** The base form of a bullet's first word: "Managed" -> "manage", "Led" -> "lead", "Optimised" -> "optimise". */
export function baseForm(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  // A Map: "constructor" must not find Object's members.
  const irregular = IRREGULAR.get(w);
  if (irregular) return irregular;
  const candidates = [w];
  if (w.endsWith('ied')) candidates.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('ed')) candidates.push(w.slice(0, -1), w.slice(0, -2), w.slice(0, -3)); // managed, worked, planned
  if (w.endsWith('ing')) candidates.push(w.slice(0, -3), `${w.slice(0, -3)}e`, w.slice(0, -4));
  if (w.endsWith('s')) candidates.push(w.slice(0, -1), w.slice(0, -2)); // leads, liaises
  return candidates.find((c) => STRONG_VERBS.has(c)) ?? w;
}
