/**
 * A pitch asked as one statement on several capabilities ("Write your pitch as a single statement – you do not need to
 * respond to each capability separately"): read as one criterion that names them all, drafted as a paragraph on each,
 * every paragraph its own example, together one response within the pitch's limit.
 */
import { tagText } from '../nlp/tag-text';
import { fromThirdPerson } from './sentence';

/** A part that asks for a licence, card, check or clearance held: "A current Working with Children Clearance (Ochre
 * Card) and a current driver's licence, or the ability to obtain them". */
const HELD_ASK =
  /^(?:an? |the )?(?:current |valid |full )?[^.;]{0,80}\b(?:licen[cs]e|clearance|check|card|registration)\b/i;

/** How the criterion for such a pitch opens, before the capabilities it draws on, each ending "; ". */
export const ONE_STATEMENT = 'One statement drawing on: ';

/** The capabilities one statement draws on, or null when the criterion is no such statement. */
export function statementParts(criterion: string): string[] | null {
  if (!criterion.startsWith(ONE_STATEMENT)) return null;
  // A capability starts with a capital after "; " (a lettered point inside one, "; (b) …", does not).
  const parts = criterion.slice(ONE_STATEMENT.length).split(/; (?=\p{Lu})/u);
  return parts.length > 1 ? parts : null;
}

/** The content words of a sentence, for telling whether two say the same. */
const wordsOf = (sentence: string) =>
  new Set(
    sentence
      .toLowerCase()
      .split(/[^a-z0-9$%]+/)
      .filter((w) => w.length > 2),
  );

/** Whether a sentence says what one before it said: most of the shorter one's words are the other's ("More
 * recently, as an Operations Coordinator …, I led a team of 12 …" after "Beyond that, I led a team of 12 …"). */
const saidBefore = (sentence: string, before: Array<Set<string>>) => {
  const mine = wordsOf(sentence);
  return (
    mine.size > 0 && before.some((b) => [...mine].filter((w) => b.has(w)).length >= 0.8 * Math.min(mine.size, b.size))
  );
};

/** The role and employer a draft's first sentence sets ("… as an Administration Officer at Fiona Stanley Hospital,
 * …"), or null; an employer's name keeps a comma before a capital ("the Department of Energy, Environment and Climate
 * Action", once cut to "the Department of Energy"). Bounded, lazy runs up to a fixed word: linear on any sentence. */
const roleOf = (sentence: string) => {
  const found =
    /\bas (an? [^,.]{2,80}?) at ((?:[^,.]|, (?=(?!I\b)\p{Lu})){2,160}?)(?:,(?! (?!I\b)\p{Lu})| since\b| from\b| which\b|\.)/u.exec(
      sentence,
    );
  return found ? `${found[1]} at ${found[2]}` : null;
};

/**
 * The paragraphs of one statement as one text: a sentence a paragraph before it said already goes ("I also
 * contributed to the COVID-19 response …" in two paragraphs), but never a paragraph's first, which says whose work it
 * tells; a paragraph with no example of its own is one request for it, naming the capability ("[Add an example of how
 * you think strategically …]").
 */
/** A sentence that says a role's everyday work ("In this role, my work covers …", "My work there covered …"). */
const scope = (x: string) => /^(?:In this role, )?my work(?: there)? cover(?:s|ed)\b/i.test(x);

/** A paragraph that goes on to another role after its own: "Earlier, as …", "More recently, in my role as …". */
const OTHER_ROLE = /\b(?:Earlier|More recently|Previously|Before that),? (?:in my role )?as\b/;

export function statementText(paragraphs: Array<{ part: string; text: string; example: boolean }>): string {
  const said: Array<Set<string>> = [];
  const out: string[] = [];
  /** The roles paragraphs so far were set in ("Administration Officer at Fiona Stanley Hospital"). */
  const roles: string[] = [];
  let movedOn = false;
  /** The roles whose everyday work a paragraph has said ("In this role, my work covers …"). */
  const scoped = new Set<string>();
  for (const { part, text, example } of paragraphs) {
    if (!example) {
      const ask =
        part.charAt(0).toLowerCase() +
        part
          .slice(1)
          .replace(/\btheir\b/g, 'your')
          .replace(/[.;]$/, '');
      // "how you think strategically" for a capability said as a verb; "that shows previous experience in …" for one
      // said as a noun (no "how you previous experience …").
      const first = tagText(ask)[0];
      const verb = first?.pos === 'VERB';
      // "Thinks strategically" is asked as "how you think strategically".
      const asked =
        verb && /[^s]s$/.test(first.lower) ? `${fromThirdPerson(first.lower)}${ask.slice(first.lower.length)}` : ask;
      // A licence, card or check asked is held or not: no example shows it ("[Add an example that shows a current
      // Working with Children Clearance (Ochre Card) …]" asked for a story where a yes or no is wanted).
      out.push(
        HELD_ASK.test(part) && !/\bexperience\b/i.test(part)
          ? `[Say whether you hold ${asked.replace(/^(?:an? |the )/i, 'a ').replace(/, or the ability to obtain (?:it|them)$/i, '')}, or when you will.]`
          : `[Add an example ${verb ? 'of how you' : 'that shows'} ${asked}, or the closest experience you have.]`,
      );
      continue;
    }
    const sentences = text.split(/(?<=[.?!\]])\s+(?=[\p{Lu}[])/u);
    // The first sentence stays, though it says a role again: it says whose work the paragraph tells ("The aim was to
    // …" under another role's paragraph had read as that role's). Where an earlier paragraph set the same role, it is
    // said in three words ("In the same role, I liaised …"), not a third "I have worked as … since 2021".
    const role = roleOf(sentences[0] ?? '');
    const again = role !== null && roles.includes(role);
    // Not after a paragraph that went on to another role ("… Earlier, as a Customer Service Officer at …"): "the same
    // role" would read as that one.
    const opening = role === roles.at(-1) && !movedOn ? 'In the same role, ' : `As ${role}, `;
    if (role) roles.push(role);
    movedOn = OTHER_ROLE.test(text);
    // The role's everyday work said once: a second "my work covers …" goes, and the example follows "In the same
    // role, …" straight away.
    if (again && scoped.has(role)) {
      const at = sentences.findIndex((x, i) => i > 0 && scope(x));
      if (at > 0 && sentences.slice(at + 1).some((x) => !/^\[/.test(x))) sentences.splice(at, 1);
    }
    const next = sentences.findIndex((x, i) => i > 0 && !/^\[/.test(x));
    if (again && next > 0) {
      // Its own opening words go ("In this role, my work covers …", "My work there covers …").
      const rest = sentences[next]!.replace(/^In this role, /, '')
        .replace(/^My work there\b/, 'My work')
        // "In the same role, my role was to …" says "role" twice: the task as asked of the person.
        .replace(/^(?:My role|My task) was to /, 'I was asked to ')
        .replace(/^The aim was to /, 'I aimed to ')
        .replace(/^(?!I\b)\p{Lu}/u, (c) => c.toLowerCase());
      const prompts = sentences.slice(1, next);
      sentences.splice(0, next + 1, `${opening}${rest}`, ...prompts);
    }
    // A role's everyday work after its role went as said before ("I hold a Bachelor … . In this role, my work covers
    // …" with no role between) goes with it: "this role" would name none.
    let droppedLast = false;
    const kept = sentences.filter((s, i) => {
      if (/^\[/.test(s)) return true;
      const keep = i === 0 || (!saidBefore(s, said) && !(droppedLast && scope(s)));
      droppedLast = !keep;
      return keep;
    });
    for (const s of kept) if (!/^\[/.test(s)) said.push(wordsOf(s));
    if (role && kept.some(scope)) scoped.add(role);
    if (kept.some((s) => !/^\[/.test(s))) out.push(kept.join(' '));
  }
  return out.join('\n\n');
}
