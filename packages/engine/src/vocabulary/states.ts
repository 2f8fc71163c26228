/** The state or territory a line names, as one key ("Queensland" and "QLD" are one): a Working with Children Check
 * is issued by one, and another's is no use where the job is. A check's own name says its state too: Queensland's
 * blue card, Tasmania's Registration to Work with Vulnerable People, the ACT's Working with Vulnerable People
 * registration, the Northern Territory's Ochre Card. */
const STATES: Array<[RegExp, string]> = [
  [/\b(?:NSW|New South Wales)\b/, 'nsw'],
  [/\b(?:VIC|Vic|Victoria|Victorian)\b/, 'vic'],
  [/\b(?:QLD|Qld|Queensland)\b/, 'qld'],
  [/\b(?:WA|Western Australia|Western Australian)\b/, 'wa'],
  [/\b(?:SA|South Australia|South Australian)\b/, 'sa'],
  [/\b(?:TAS|Tas|Tasmania|Tasmanian)\b/, 'tas'],
  [/\b(?:NT|Northern Territory)\b/, 'nt'],
  [/\b(?:ACT|Australian Capital Territory)\b/, 'act'],
  [/\bblue card\b/i, 'qld'],
  [/\bRWVP\b|\bregistration to work with vulnerable people\b/i, 'tas'],
  [/\bochre card\b/i, 'nt'],
  [/\bWWVP\b|\bworking with vulnerable people\b/i, 'act'],
];

export const stateOf = (line: string) => STATES.find(([re]) => re.test(line))?.[1] ?? null;

/** Every state or territory a text names. */
export const statesIn = (text: string) => new Set(STATES.filter(([re]) => re.test(text)).map(([, key]) => key));
