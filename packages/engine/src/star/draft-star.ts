/**
 * STAR drafts for selection criteria, written from the CV's own roles and bullets. A criterion that asks to hold a
 * credential is answered from the line that shows it; every other criterion gets the bullets that share most meaning
 * with it (choose-evidence.ts), its main example its own while the CV has enough; the role above them gives the
 * situation, a purpose the task, their verbs and objects the action, a bullet that states a result the result, and a
 * course, Skills line and summary sentence round it off. Sentences come from templates that are grammatical for any
 * bullet shape (first-person.ts); what the CV cannot supply is a [bracketed prompt], at most a fifth of the words,
 * and the fact guard checks every number and name against the CV. Gemini, when configured, may only polish.
 */
import { NAMED_ACT } from '../vocabulary/named-act';
import { claims, OWN_WORDS, PROMPTS, promptWords } from './prompts';
import { DEFAULT_GOV_WORD_LIMIT, type GovResponseItem } from '@cvmate/contract';
import type { CvDocument } from '../types';
import { settingGap } from './setting-gap';
import { wordCount } from '../analyse/checks/check';
import { factGuard } from '../rewrite/fact-guard';
import {
  answers,
  bulletsOf,
  chooseEvidence,
  saysOutcome,
  chooseLines,
  highlightsOf,
  shownShare,
  statedOf,
  ASKS_FOR_AN_EXAMPLE,
  trainingOf,
  type Bullet,
} from './choose-evidence';
import { firstPerson, namedWorkSentence } from './first-person';
import { continued } from './sentence';
import { loadSpeller } from '../analyse/checks/spelling';
import { focusOf } from './focus';
import { roleLead } from './role-lead';
import { cvRoles, type Role } from './cv-roles';
import { polishDrafts } from './model-polish';
import { statementParts, statementText } from './one-statement';
import { unknownKnowledge } from './knowledge-to-acquire';
import { noModel, type ModelClient } from '../providers/model-client';
import { inFirstPerson, summarySentences } from './profile-sentences';
import { credentialStated, heldCredential, heldSentence } from './held-credential';
import { availabilityStated } from './availability';
import { WORKING_HOURS } from './not-criterion';
import { cvLines } from '../match/cv-lines';
import { conceptsOf } from '../match/words';
import { capabilityOf, classificationOf, type Capability } from './frameworks';
import { statesIn } from '../vocabulary/states';
import { closingAsk, closingFor, closingLine, targetRole } from './closing-line';
import { inProgress } from '../match/judge-qualification';
import {
  ASKS_QUALIFICATION,
  dutyTask,
  elsewhere,
  highestAward,
  joined,
  mergeDuties,
  purposeOf,
  resultSentence,
  scopeSentence,
  situation,
  statedSentence,
  taskOpening,
  trainingSentence,
  withinLimit,
  yearsOf,
} from './draft-sentences';
import { YEARS } from './role-heading';

export const DEFAULT_WORD_LIMIT = DEFAULT_GOV_WORD_LIMIT;

/** A focus that names something a person brings: "my written communication skills", "my knowledge of the NDIS". */
const SKILL_FOCUS = /^my (?:[\w'’-]+ ){0,5}(?:skills|experience|knowledge|ability|understanding|expertise)\b/;

/** What the criterion asks, without what it lists after "including", "preferably" or "such as". */
export const shortFocus = (criterion: string) =>
  focusOf(criterion)
    .split(/,? (?:including|preferably|ideally|such as) /)[0]!
    // "… communication skills; including …" ends at its semicolon too: no "skills;." in a sentence.
    .replace(/[,;:]$/, '')
    .trim();

/** The prompts a thin draft asks in three words rather than not at all. */
const SHORTER = new Map<string, string>([
  [PROMPTS.task, PROMPTS.shortTask],
  [PROMPTS.result, PROMPTS.shortResult],
  [PROMPTS.oneTime, PROMPTS.shortOneTime],
]);

/** A sentence of a draft and whether it can go when the draft is over its limit (the last droppable first). */
interface Part {
  text: string;
  star: 'situation' | 'task' | 'action' | 'result';
  droppable: boolean;
}

/** Whether two lines tell one example: most of the shorter one's concepts are the other's. */
function retells(a: string, b: string): boolean {
  const [x, y] = [conceptsOf(a), conceptsOf(b)];
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  return small.size > 0 && [...small].filter((c) => large.has(c)).length / small.size >= 0.5;
}

/** Whether a line's years ("2024–25" names 2024) fall outside a role's: a highlight of 2024–25 beside a role left in
 * 2022 reads to a panel as a clash of dates. */
function outsideRole(line: string, role: Role): boolean {
  const held = yearsOf(role);
  const said = (line.match(YEARS) ?? []).map(Number);
  return !!held && said.some((y) => y < held[0] || y > held[1]);
}

/** An achievement the CV lists outside any role: "Among my career highlights, I identified …". */
const highlightSentence = (line: string) => `Among my career highlights, ${continued(firstPerson(line))}`;

/** A response that is one statement, not a STAR story (a credential held, a details line quoted). */
/** A draft with one more prompt at its end. */
const withPrompt = (draft: GovResponseItem, prompt: string): GovResponseItem => ({
  ...draft,
  starResponse: { ...draft.starResponse, result: `${draft.starResponse.result} ${prompt}`.trim() },
  fullResponse: `${draft.fullResponse} ${prompt}`,
});

const statement = (criterion: string, text: string): GovResponseItem => ({
  requirement: criterion,
  starResponse: { situation: '', task: '', action: text, result: '' },
  fullResponse: text,
});

/** "these" or "those" before a word: a line pointing back to the one before it in the CV. */
const POINTS_BACK = /\b(?:these|those)\b(?= \p{L})/giu;
/** A CV line that points back to the line before it ("Recruit and support volunteers for these events"), told without
 * that line just before it, says "the events": a panel read "these events" with no events named. */
function standingAlone(b: Bullet, before: Bullet | undefined): string {
  const at = b.role.bullets.indexOf(b.text);
  const antecedent = at > 0 ? b.role.bullets[at - 1] : undefined;
  return before?.text === antecedent ? b.text : b.text.replace(POINTS_BACK, (w) => (w[0] === 'T' ? 'The' : 'the'));
}

function noExample(
  criterion: string,
  limit: number,
  stated: string | null = null,
  /** A role whose title names what the criterion asks ("a Retail Team Member at Kmart"), where an example may be. */
  lead: string | null = null,
): GovResponseItem {
  const whole = focusOf(criterion).replace(/^my /, 'your ');
  // A long criterion is not said back twice in full: "this criterion" stands for it.
  const long = wordCount(whole) > 14;
  const focus = long ? 'this' : whole;
  // A skills or availability line that speaks to it is quoted, and the person asked for the example behind it.
  if (stated) {
    // The request for an example only where it stays within a fifth of the words ("Availability: Full time" needs none).
    const ask = PROMPTS.exampleOfThis;
    const said = statedSentence(stated);
    return statement(criterion, wordCount(ask) * 5 <= wordCount(said) + wordCount(ask) ? `${said} ${ask}` : said);
  }
  const starResponse = {
    situation: PROMPTS.situation,
    task: lead
      ? `[Your CV does not yet show an example of ${long ? 'what this criterion asks for' : focus}; your role as ${lead} may give one.]`
      : long
        ? '[Your CV does not yet show an example of what this criterion asks for.]'
        : `[This criterion asks for ${focus}; your CV does not yet show an example.]`,
    // A question's "a time when you resolved …" is asked for as it stands.
    action: focus.startsWith('a time when you ')
      ? `[Add an example of ${focus.replace(/^a time when you /, 'a time you ')}, or the closest experience you have: the role, what you did and the result.]`
      : `[Add an example where you showed ${focus}, or the closest experience you have: the role, what you did and the result.]`,
    // The request for an example asks for its result already: no "[verify: …]" after prompts alone.
    result: '',
  };
  const full = Object.values(starResponse).filter(Boolean).join(' ');
  // Within a small limit, only the request for an example.
  return { requirement: criterion, starResponse, fullResponse: wordCount(full) > limit ? starResponse.action : full };
}

function draftFor(
  criterion: string,
  evidence: Bullet[],
  limit: number,
  isWord: (w: string) => boolean,
  /** A course or award, a summary sentence (in the first person) and a skills line that speak to the criterion. */
  {
    training,
    profile,
    stated,
    highlight,
    holds = null,
    available = false,
    unknown = null,
    laws = null,
    target = null,
    closing: closes = true,
    lead = null,
  }: {
    training: string | null;
    profile: string | null;
    stated: string | null;
    highlight: string | null;
    /** A licence or registration the criterion asks for beside experience, as the CV shows it held. */
    holds?: string | null;
    /** Whether `holds` says when the person can work, the plain answer a criterion on hours asks first. */
    available?: boolean;
    /** What a criterion accepts learning that the CV does not name, asked of the person first. */
    unknown?: string | null;
    /** A line of the CV that lists the laws the person knows ("Social Security Act 1991 …; Privacy Act 1988"). */
    laws?: string | null;
    /** The job applied for, as the ad names it, for a closing line. */
    target?: string | null;
    /** Whether the draft may end on a closing line (not a paragraph of one statement). */
    closing?: boolean;
    /** A role whose title names what the criterion asks, for a draft with no example. */
    lead?: string | null;
  },
  /** What other drafts of the set said already, not said again: purposes given as a task, and a role's everyday
   * work ("In this role, my work covers …"). */
  said: { purposes: Set<string>; scopes: Set<string> },
  /** The CV's text, which every name the draft repeats must come from. */
  source: string,
  /** The draft's place in the set. */
  turn = 0,
): GovResponseItem {
  // A qualification criterion the roles do not speak to is still answered by the award held; any other by the course
  // that speaks to it ("Child Protection Training – 2023" for an understanding of child protection), with a request for
  // the example a panel looks for (a course alone shows knowledge, not its use).
  if (!evidence.length && training && ASKS_QUALIFICATION.test(criterion))
    return statement(criterion, trainingSentence(training, false));
  // A course alone is no experience: the gap is named, so the person neither stretches it nor leaves it unsaid.
  if (!evidence.length && training)
    return statement(criterion, `${trainingSentence(training, false)} ${PROMPTS.courseOnly}`);
  // A career highlight that answers it, when no role's line does: said as one, asking only where and when.
  if (!evidence.length && highlight)
    return statement(criterion, `${highlightSentence(highlight)} ${PROMPTS.roleAndYear}`);
  if (!evidence.length && unknown) return statement(criterion, `${unknown} ${PROMPTS.exampleOfThis}`);
  if (!evidence.length) return noExample(criterion, limit, stated, lead);
  const main = evidence[0]!;
  const sameRole = evidence.filter((b) => b.role === main.role);
  // The result is a measured line that answers the criterion, not one that only fills out the role ("I reduced overtime
  // by 22%" had been the result of a communication criterion).
  const result = sameRole.find((b) => b.figures && b !== main && answers(criterion, b)) ?? (main.figures ? main : null);
  let actions = sameRole.filter((b) => b !== result).map((b, k, told) => firstPerson(standingAlone(b, told[k - 1])));
  // The task is the purpose an action states ("… to shape program guidelines"), said once, before the action;
  // without one, what the criterion calls on.
  const purpose = actions.map((a) => purposeOf(a, isWord)).find((p) => p && !said.purposes.has(p.purpose));
  if (purpose) said.purposes.add(purpose.purpose);
  if (purpose) actions = actions.map((a) => (a.endsWith(` to ${purpose.purpose}.`) ? purpose.before : a));
  const focus = shortFocus(criterion);
  /** How much of what the criterion names the examples show. */
  const shown = shownShare(focus, evidence);
  // "The work called on my written communication skills": only for a skill, knowledge or experience, said briefly.
  // Said only when its names are the CV's too ("Modern Awards" is not echoed for a CV that says "the SCHADS Award").
  // And only when the examples show what it names (no "my experience supporting ethics committees" from briefs).
  const asked =
    SKILL_FOCUS.test(focus) &&
    !/\d/.test(focus) &&
    wordCount(focus) <= 18 &&
    factGuard(source, focus).ok &&
    // Most of what it names shown (half had let "my experience using TechnologyOne Financials and Purchasing modules"
    // through for a CV naming only Financials).
    shown >= 0.8;
  // Else the main example, when it is a duty and more of the work follows it: "My task was to check grant
  // applications against program guidelines." (a duty is what the person was asked to do): the CV's own task comes
  // before a sentence that says the criterion back, which a panel reads as no evidence.
  // Not a line that states a result ("lifting dispatch from 86% to 97%" is no task).
  const duty =
    !purpose && main !== result && !main.figures && actions.length >= 2
      ? dutyTask(main.text, actions[0]!, isWord, turn)
      : null;
  if (duty) actions = actions.slice(1);
  actions = mergeDuties(actions);
  const task = purpose
    ? `${taskOpening(turn, true)} ${purpose.purpose}.`
    : (duty ?? (asked ? `The work called on ${focus}.` : PROMPTS.task));
  // Said once a set: a role with few other lines gives the same two each time ("managing project budgets and mentoring
  // two graduate analysts" in a first and a third answer).
  const scoped = scopeSentence(main.role, evidence, isWord, turn);
  // Its words in any order: the same two lines said the other way round are said again.
  const scopeKey = [
    ...new Set(
      scoped
        ?.replace(/^.*?\bcover(?:s|ed) /, '')
        .toLowerCase()
        .match(/\p{L}+/gu) ?? [],
    ),
  ]
    .sort()
    .join(' ');
  const scope = scoped && !said.scopes.has(scopeKey) ? scoped : null;
  if (scope) said.scopes.add(scopeKey);
  // The main example told first when it holds its own result ("I led a falls-prevention project … Inpatient falls
  // reduced by 18%."), the role's other lines after it: a panel had read an unrelated stint opening the answer.
  const resultFirst = result === main;
  const parts: Part[] = [
    // A line that names its own setting ("As part of the Falls Prevention Working Group (2021–2024), I …") needs no
    // prompt for one when the CV gives no role over it (a panel read the prompt as asking what the CV says).
    ...(main.role.title || main.role.employer || !namedWorkSentence(main.text)
      ? [{ text: situation(main.role, turn), star: 'situation' as const, droppable: false }]
      : []),
    ...(scope ? [{ text: scope, star: 'situation' as const, droppable: true }] : []),
    { text: task, star: 'task', droppable: false },
    ...(resultFirst ? [{ text: resultSentence(main, 0, turn), star: 'result' as const, droppable: false }] : []),
    ...actions.map((a, i) => ({
      text: joined(a, resultFirst ? i + 1 : i, turn),
      star: 'action' as const,
      droppable: i > 0 || resultFirst,
    })),
    ...(actions.length || resultFirst ? [] : [{ text: PROMPTS.steps, star: 'action' as const, droppable: !!result }]),
    // No request for a result straight after an action that states its own ("… 89% of recipients rated the process
    // easy"): a panel read "[verify: add the result …]" there as the draft not reading its own lines.
    ...(result && !resultFirst
      ? [{ text: resultSentence(result, actions.length, turn, false), star: 'result' as const, droppable: false }]
      : result || sameRole.some((b) => b.figures)
        ? []
        : // A question that asks for one time, answered from duties, is asked for that time (a panel read a list of
          // duties under "Describe a time when you dealt with a difficult customer" as no answer).
          [
            {
              // Where an action says its outcome in words ("…, which cut related calls"), only its figure is asked
              // for: a panel read "[verify: add the result …]" straight after a result as the draft not reading it.
              text: ASKS_FOR_AN_EXAMPLE.test(criterion)
                ? PROMPTS.oneTime
                : actions.some(saysOutcome)
                  ? PROMPTS.resultFigure
                  : PROMPTS.result,
              star: 'result' as const,
              droppable: false,
            },
          ]),
    // Later roles first, oldest of them first, then earlier roles, newest of them first.
    ...[
      ...evidence.filter((b) => b.role.order < main.role.order).sort((a, z) => z.role.order - a.role.order),
      ...evidence.filter((b) => b.role.order > main.role.order).sort((a, z) => a.role.order - z.role.order),
    ].map((b, i, all) => ({
      text: elsewhere(b, main.role, all[i - 1], all[i + 1]),
      star: 'action' as const,
      droppable: true,
    })),
  ];
  // A registration asked for beside experience is said first, as held; when the person can work is said before all.
  if (holds) parts.splice(available ? 0 : 1, 0, { text: holds, star: 'situation', droppable: false });
  // Knowledge the criterion accepts learning and the CV does not name: asked first, before the closest experience.
  // The laws the CV lists beside its skills are that experience first ("My knowledge includes the Social Security Act
  // 1991 …" under a criterion on the Stamp Duties Act: a panel found the line unused).
  const lawsKnown = !!unknown && !!laws;
  if (lawsKnown) parts.unshift({ text: statedSentence(laws), star: 'situation', droppable: false });
  if (unknown) parts.unshift({ text: unknown, star: 'situation', droppable: false });
  // A criterion that asks for a qualification is answered first by the one the CV holds.
  // It opens the answer, before the role that gives the experience beside it (a panel read it set between the role's
  // sentence and "In this role, …" as breaking the paragraph).
  if (training && ASKS_QUALIFICATION.test(criterion))
    parts.unshift({ text: trainingSentence(training, false), star: 'situation', droppable: false });
  else if (training) parts.push({ text: trainingSentence(training), star: 'action', droppable: true });
  const text = () => parts.map((p) => p.text).join(' ');
  /** Whether the draft is short of 60 % of its limit. */
  const wanting = () => wordCount(text()) < 0.6 * limit;
  // A Skills line and the summary's sentence round off only a draft short of its words: a panel read "My skills include
  // …" and "More broadly, …" after an example as filler.
  // Not a line that tells an example the draft tells already ("Raised about 1,100 purchase orders in FY2023 …" listed
  // beside the skills, after "I also raised purchase orders in SAP … (about 1,100 POs in FY2023)").
  const toldAlready = (line: string) => evidence.some((b) => retells(line, b.text));
  if (stated && !lawsKnown && wanting() && !toldAlready(stated))
    parts.push({ text: statedSentence(stated), star: 'action', droppable: true });
  // An achievement the CV lists outside any role, said as one, with no role or date it does not give: straight after
  // the result, the last of the CV's own lines to go when the draft is over its limit (a panel had found a CV's top
  // highlight never used).
  // Not one that tells an example the draft tells already ("Coordinated two Youth Activities Grants rounds: …" beside
  // "I coordinated two rounds of the Youth Activities Grants program …").
  if (highlight && !evidence.some((b) => retells(highlight, b.text)) && !outsideRole(highlight, main.role)) {
    const after = parts.findIndex((p) => p.star === 'result');
    parts.splice(after + 1, 0, { text: highlightSentence(highlight), star: 'result', droppable: true });
  }
  if (profile && wanting()) parts.push({ text: `More broadly, ${profile}`, star: 'result', droppable: true });
  // A closing line that ties the examples to the criterion, when the task did not already say it.
  if (purpose && asked)
    parts.push({ text: `Together, these examples show ${focus}.`, star: 'result', droppable: true });
  // Over the limit: what was added last goes first (the closing line, the summary sentence, the Skills line, the
  // course), then the other roles' examples, then the later actions; the first action always stays.
  while (wordCount(text()) > limit) {
    const last = parts.findLastIndex((p) => p.droppable);
    if (last < 0) break;
    parts.splice(last, 1);
  }
  const short = (extra: string) => wanting() && wordCount(text()) + wordCount(extra) <= limit;
  // Short of 60 % of the limit: a line that ties the example to the job applied for, last, with what the criterion asks
  // when the task has not said it already and the guard finds no name in it the CV lacks ("the Code of Conduct for
  // Victorian Public Sector Employees").
  const ask = asked || !closes ? null : closingAsk(focus, turn, shown);
  const closing = closes ? closingFor(target, ask && factGuard(source, ask).ok ? ask : null, turn) : '';
  if (closing && short(closing)) parts.push({ text: closing, star: 'result', droppable: true });
  // Then ask for what only the person can add, while prompts stay within a fifth of the words.
  const withinPrompts = (extra: string) =>
    (promptWords(text()) + wordCount(extra)) * 5 <= wordCount(text()) + wordCount(extra);
  for (const prompt of [PROMPTS.context, PROMPTS.reflection])
    if (short(prompt) && withinPrompts(prompt)) {
      const context = prompt === PROMPTS.context;
      const end = parts.at(-1)?.text === closing ? parts.length - 1 : parts.length;
      parts.splice(context ? 1 : end, 0, {
        text: prompt,
        star: context ? 'situation' : 'result',
        droppable: true,
      });
    }
  // The situation and the task both asked for are one ask, not two prompts in a row (a panel counted the prompts a
  // draft set as generic).
  const contextAt = parts.findIndex((p) => p.text === PROMPTS.context);
  const taskAt = parts.findIndex((p) => p.text === PROMPTS.task);
  if (contextAt >= 0 && taskAt >= 0) {
    parts[taskAt]!.text = PROMPTS.contextAndTask;
    parts.splice(contextAt, 1);
  }
  // Prompts stay within a fifth of the words: the task's and the result's shorten to three words and the steps' gives
  // way (a panel reads for all four parts, so each is asked for briefly rather than not at all); only then does the
  // task's go.
  for (const prompt of [PROMPTS.task, PROMPTS.steps, PROMPTS.result, PROMPTS.oneTime, PROMPTS.shortTask]) {
    if (promptWords(text()) * 5 <= wordCount(text())) break;
    const at = parts.findIndex((p) => p.text === prompt);
    if (at < 0) continue;
    const shorter = SHORTER.get(prompt);
    if (shorter) parts[at]!.text = shorter;
    else if (prompt === PROMPTS.shortTask || result) parts.splice(at, 1);
  }
  let fullResponse = text();
  // Still over (one long first action): cut at the last full sentence within the limit, never mid-sentence.
  if (wordCount(fullResponse) > limit) fullResponse = withinLimit(fullResponse, limit);
  const of = (star: Part['star']) =>
    parts
      .filter((p) => p.star === star)
      .map((p) => p.text)
      .join(' ');
  return {
    requirement: criterion,
    starResponse: { situation: of('situation'), task: of('task'), action: of('action'), result: of('result') },
    fullResponse,
  };
}

/** The state whose public service a framework is. */
const FRAMEWORK_STATE: Partial<Record<Capability['framework'], string>> = { 'NSW PSCF': 'nsw', 'QLD LC4Q': 'qld' };

/** What the panel looks for: the capability's behaviours, pitched at the classification the ad names. */
function panelLooksFor(
  criterion: string,
  level: ReturnType<typeof classificationOf>,
  states: Set<string>,
): string | undefined {
  const capability = capabilityOf(criterion);
  // The framework is named only where the ad's service uses it (no "NSW PSCF" for a Victorian VPS role), and a
  // state's only where the ad names that state or none (no "NSW PSCF" for Regional Development Victoria).
  const state = capability ? FRAMEWORK_STATE[capability.framework] : undefined;
  const ownService = level
    ? level.framework === capability?.framework
    : !state || states.size === 0 || states.has(state);
  const named = capability && ownService ? ` (${capability.framework})` : '';
  const parts = [
    capability ? `For “${capability.name}”${named} the panel looks for ${capability.behaviours}.` : '',
    level ? `At ${level.name}, choose ${level.expects}.` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export async function draftStar(
  cv: CvDocument,
  criteria: string[],
  limit = DEFAULT_WORD_LIMIT,
  /** The job ad, read for its classification (APS 6, AO6, Clerk Grade 9…). */
  jobText = '',
  /** Gemini, when configured, polishes the built drafts under the same checks; by default nothing leaves. */
  model: ModelClient = noModel,
  /** Each criterion's own limit where the paste sets one beside it ("(max 1 page)"), over `limit`. */
  limits: Array<number | null> = [],
): Promise<GovResponseItem[]> {
  // One statement on several capabilities: a paragraph on each, from its own example, within a share of the limit.
  const parts = criteria.length === 1 ? statementParts(criteria[0]!) : null;
  if (parts) {
    const share = Math.max(50, Math.floor(limit / parts.length));
    // One statement ends once on the job applied for, not once a paragraph.
    const paragraphs = await draftEach(cv, parts, share, jobText, model, false);
    const target = targetRole(jobText);
    const ending0 = target ? closingLine(target, 0) : '';
    const of = (part: keyof GovResponseItem['starResponse']) => paragraphs.map((p) => p.starResponse[part]).join(' ');
    const body = statementText(
      paragraphs.map((p, i) => ({
        part: parts[i]!,
        text: p.fullResponse,
        // A paragraph of prompts alone has no example of its own.
        example: claims(p.fullResponse).replace(/[.\s]/g, '') !== '',
      })),
    );
    const ending = ending0 && wordCount(body) + wordCount(ending0) <= limit ? ` ${ending0}` : '';
    return [
      {
        requirement: criteria[0]!,
        starResponse: {
          situation: of('situation'),
          task: of('task'),
          action: of('action'),
          result: `${of('result')}${ending}`.trim(),
        },
        fullResponse: `${body}${ending}`,
      },
    ];
  }
  return draftEach(cv, criteria, limit, jobText, model, true, limits);
}

/** A draft for each criterion; `closings` false for the paragraphs of one statement, which ends once. */
async function draftEach(
  cv: CvDocument,
  criteria: string[],
  limit: number,
  jobText: string,
  model: ModelClient,
  closings: boolean,
  limits: Array<number | null> = [],
): Promise<GovResponseItem[]> {
  const limitOf = (i: number) => limits[i] ?? limit;
  const speller = await loadSpeller();
  const isWord = (w: string) => speller.correct(w);
  const lines = cvLines(cv);
  // A criterion on when the person can work is answered from the CV's word on it, then an example: no availability
  // "held" as a licence is (a whole profile had been quoted as "I meet this requirement: …").
  const held = criteria.map((c) => (WORKING_HOURS.test(c.trim()) ? null : heldCredential(c, lines)));
  // A credential is answered from the line that shows it; the other criteria share the CV's examples.
  const storyCriteria = criteria.map((c, i) => (held[i] ? '' : c));
  // CV lines worth two thirds of the limit: with the situation, task and result around them, a full answer.
  const allBullets = bulletsOf(cv);
  const evidence = chooseEvidence(
    storyCriteria,
    allBullets,
    criteria.map((_, i) => Math.round((2 / 3) * limitOf(i))),
  );
  const courses = trainingOf(cv);
  // A criterion that asks for a qualification is answered by an award held, before one still being studied for.
  const training = chooseLines(storyCriteria, courses).map((line, i) =>
    ASKS_QUALIFICATION.test(storyCriteria[i]!) && (!line || inProgress(line)) ? (highestAward(courses) ?? line) : line,
  );
  const profile = chooseLines(
    storyCriteria,
    summarySentences(cv).flatMap((x) => inFirstPerson(x) ?? []),
  );
  const statedLines = statedOf(cv);
  const stated = chooseLines(storyCriteria, statedLines);
  const highlights = chooseLines(storyCriteria, highlightsOf(cv));
  const said = { purposes: new Set<string>(), scopes: new Set<string>() };
  const roles = cvRoles(cv);
  const level = classificationOf(jobText);
  const states = statesIn(jobText.slice(0, 100_000));
  const target = targetRole(jobText);
  const drafts = criteria.map((criterion, i) => {
    const looksFor = panelLooksFor(criterion, level, states);
    const extra = looksFor ? { panelLooksFor: looksFor } : {};
    const credential = held[i];
    if (credential) return { ...statement(criterion, heldSentence(credential)), ...extra };
    const found = {
      training: training[i]!,
      profile: profile[i]!,
      stated: stated[i]!,
      highlight: highlights[i]!,
      ...heldOrAvailable(credentialStated(criterion, lines), availabilityStated(criterion, cv.text)),
      unknown: unknownKnowledge(criterion, cv.text),
      laws: NAMED_ACT.test(criterion) ? (statedLines.find((line) => NAMED_ACT.test(line)) ?? null) : null,
      target,
      closing: closings,
      lead: roleLead(criterion, roles),
    };
    const own = limits[i] ? { wordLimit: limits[i]! } : {};
    // With no example to tell, the CV's word on when the person can work is the answer.
    if ('available' in found && found.holds && !evidence[i]!.length)
      return { ...statement(criterion, found.holds), ...extra, ...own };
    const draft = draftFor(criterion, evidence[i]!, limitOf(i), isWord, found, said, cv.text, i);
    // Honest by construction; the guard makes sure of it (a draft that fails keeps only the prompts).
    // Nothing new but the word "CV" in a prompt (a criterion's "$5 million budget for Acme" is not echoed).
    if (!factGuard(cv.text, claims(draft.fullResponse), target ? [...OWN_WORDS, target] : OWN_WORDS).ok)
      return { ...noExample(criterion, limitOf(i)), ...extra, ...own };
    // A setting the criterion asks for that no example shows is named as a gap, not left for the panel to assume.
    const gap = settingGap(
      criterion,
      evidence[i]!,
      draft.fullResponse,
      allBullets.map((b) => b.text),
    );
    return { ...(gap ? withPrompt(draft, gap) : draft), ...extra, ...own };
  });
  return polishDrafts(drafts, model, { cvText: cv.text, limit });
}

/** The line a draft says first or second: a licence held, else when the person can work. */
const heldOrAvailable = (held: string | null, available: string | null) =>
  held ? { holds: held } : available ? { holds: available, available: true } : {};
