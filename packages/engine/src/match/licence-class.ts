/**
 * Licences that come in classes, lowest first: a class covers every class below it (an HC holder may drive an HR
 * truck, an advanced scaffolder erect what an intermediate may), never one above (an MR holder may not drive an HR
 * truck). Read word by word from a line, by code or by name.
 */

/** Each class's names, lowest first. Codes are read in capitals only ("hr" in a sentence is no licence class). */
type Ladder = Array<[RegExp, string]>;

const HEAVY_VEHICLE: Ladder = [
  [/\b(?:LR|light rigid)\b/i, 'LR'],
  [/\b(?:MR|medium rigid)\b/i, 'MR'],
  [/\b(?:HR|heavy rigid)\b/i, 'HR'],
  [/\b(?:HC|heavy combination)\b/i, 'HC'],
  [/\b(?:MC|multi[- ]?combination)\b/i, 'MC'],
];
/** Safe Work's high-risk work classes: "Basic Scaffolding (SB)", "Scaffolding Intermediate", "RA". */
const levels = (trade: string, code: string): Ladder =>
  ['basic', 'intermediate', 'advanced'].map((level) => [
    new RegExp(`\\b(?:${code}${level[0]!.toUpperCase()}|${level} ${trade}|${trade} ${level})\\b`, 'i'),
    `${code}${level[0]!.toUpperCase()}`,
  ]);

const LADDERS = new Map<string, Ladder>([
  ['Heavy vehicle licence', HEAVY_VEHICLE],
  ['Scaffolding licence', levels('scaffolding', 'S')],
  ['Rigging licence', levels('rigging', 'R')],
]);

/** The ranks of the classes a line names, none for a line that names none ("Truck licence"). */
function classesIn(text: string, ladder: Ladder): number[] {
  return ladder
    .map(([name, code], rank) => {
      const found = name.exec(text);
      return found !== null && (found[0].length !== 2 || found[0] === code) ? rank : -1;
    })
    .filter((rank) => rank >= 0);
}

/** Licences whose classes are other machines, none covering another: a forklift truck (LF) and an order-picking
 * forklift (LO). A forklift licence asked without a class is the forklift truck's. */
const KINDS = new Map<string, { kinds: Ladder; usual: string }>([
  [
    'Forklift licence',
    {
      kinds: [
        [/\bLF\b/, 'LF'],
        [/\bLO\b|\border[- ]pick/i, 'LO'],
      ],
      usual: 'LF',
    },
  ],
]);

/** Whether a line's licence is of the kind asked: yes when the line names no kind. */
function sameKind(licence: string, asked: string, line: string): boolean {
  const { kinds, usual } = KINDS.get(licence)!;
  const of = (text: string) => kinds.filter(([name]) => name.test(text)).map(([, code]) => code);
  const held = of(line);
  const wanted = of(asked);
  return !held.length || held.some((k) => (wanted.length ? wanted : [usual]).includes(k));
}

/** Whether the ad asks a class of a licence that comes in classes and the line names none ("Truck licence" for "HR
 * licence"): a recruiter screening on the class cannot tell. */
export function classUnsaid(licence: string, asked: string, line: string): boolean {
  const ladder = LADDERS.get(licence);
  return !!ladder && classesIn(asked, ladder).length > 0 && classesIn(line, ladder).length === 0;
}

/**
 * Whether a line's licence covers the class the ad asks: the line's highest class at least the lowest the ad accepts
 * ("MR or HR licence" takes an MR); yes for a licence without classes, or when the ad or the line names none.
 */
export function coversClass(licence: string, asked: string, line: string): boolean {
  if (KINDS.has(licence)) return sameKind(licence, asked, line);
  const ladder = LADDERS.get(licence);
  if (!ladder) return true;
  const wanted = classesIn(asked, ladder);
  const held = classesIn(line, ladder);
  return !wanted.length || !held.length || Math.max(...held) >= Math.min(...wanted);
}
