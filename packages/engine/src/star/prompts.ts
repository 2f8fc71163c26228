/**
 * What a draft asks the person rather than claims: [bracketed prompts]. One place for their wording, for finding
 * them and for the text a draft claims without them, shared by the local drafts and the check on a model's polish.
 */
import { wordCount } from '../analyse/checks/check';

export const PROMPTS = {
  situation: '[Describe the situation: where you worked and what was happening.]',
  context: '[Add a sentence on what was happening and why it mattered.]',
  task: '[Say what you were asked to achieve, in one sentence.]',
  /** The situation and the task asked for at once, where the draft lacks both. */
  contextAndTask: '[Add what was happening, why it mattered and what you were asked to achieve.]',
  shortTask: '[Add the task.]',
  result: '[verify: add the result, with a figure if you have one.]',
  shortResult: '[Add the result.]',
  /** A result the draft states in words ("which cut related calls"): only its figure is asked for. */
  resultFigure: '[Add a figure for this result if you have one.]',
  exampleOfThis: '[Add an example where you used this: the role, what you did and the result.]',
  /** A course that speaks to the criterion, and no role that does. */
  courseOnly:
    '[Your CV shows this course but no experience of it. Add an example if you have one (the role, what you did and the result); if not, say so plainly and how you would build it.]',
  reflection: '[Add what this showed about how you work, in one sentence.]',
  steps: '[Describe two or three steps you took, in the first person.]',
  roleAndYear: '[Add the role and year.]',
  // A question that asks for one time ("Describe a time when you dealt with an upset customer") answered from duties.
  oneTime: '[Describe one time this happened: what you did and how it ended.]',
  shortOneTime: '[Describe one time this happened.]',
} as const;

/** Words the drafts' own templates may use that the guard would read as names. */
export const OWN_WORDS = ['CV'];

/** A [bracketed prompt]. */
const PROMPT = /\[[^\]]{0,300}\]/g;
/** The [bracketed prompts] of a text, in order. */
export const promptsOf = (text: string) => text.match(PROMPT) ?? [];
/** Words inside [bracketed prompts]. */
export const promptWords = (text: string) => wordCount(promptsOf(text).join(' '));
/** What a draft claims: its text without the [bracketed prompts], which ask the person and claim nothing. */
export const claims = (text: string) => text.replace(PROMPT, '.');
