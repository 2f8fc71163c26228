/**
 * STAR drafts from what a person pastes, as the route and the command line both draw them: the criteria read with the
 * lines left out, the word limit the person gave or else the one the paste or the ad states (a whole statement's
 * shared among its criteria; a criterion's own, set beside it, over either), one statement over all the criteria where the ad asks for no separate responses, and a
 * pitch that asks why the person wants the job opening on a prompt for it.
 */
import type { GovResponseItem } from '@cvmate/contract';
import type { CvDocument } from '../types';
import { noModel, type ModelClient } from '../providers/model-client';
import { DEFAULT_WORD_LIMIT, draftStar } from './draft-star';
import { readPastedCriteria } from './read-pasted-criteria';
import { ASKS_ONE_STATEMENT, oneStatement } from './read-criteria';
import { withPitchOpening } from './pitch-opening';
import { slipsFixed } from './slips-fixed';
import { ownLimit, responseLimit } from './word-limit';

export interface PasteDrafts {
  criteria: string[];
  /** Lines read as instructions or headings, shown back to the person. */
  skipped: string[];
  wordLimit: number;
  /** Empty when the paste holds no criterion: nothing is drafted. */
  responses: GovResponseItem[];
}

export async function draftFromPaste(
  cv: CvDocument,
  pasted: string,
  jobText: string,
  /** The person's own limit, if they gave one; else the stated one, else the default. */
  { wordLimit, model = noModel }: { wordLimit?: number; model?: ModelClient } = {},
): Promise<PasteDrafts> {
  // The ad may say which parts not to address ("Do not address the desirable requirements …").
  const read = await readPastedCriteria(pasted, jobText);
  const { skipped } = read;
  // The ad may say what the paste does not: "Please do not submit separate responses to individual selection
  // criteria" asks for one statement over all of them.
  // A limit set beside a criterion ("… Treasurer's Instructions. (max 1 page)") is that criterion's, not its words.
  const own = read.criteria.map(ownLimit);
  const criteria =
    read.criteria.length > 1 && jobText.split('\n').some((line) => ASKS_ONE_STATEMENT.test(line))
      ? [oneStatement(read.criteria)]
      : own.map((x) => x.text);
  const limits = criteria.length === own.length ? own.map((x) => x.words) : [];
  const limit = wordLimit ?? responseLimit(`${pasted}\n${jobText}`, criteria.length) ?? DEFAULT_WORD_LIMIT;
  if (!criteria.length) return { criteria, skipped, wordLimit: limit, responses: [] };
  // The CV cannot say why the person wants the job: a pitch that asks opens on a prompt for it.
  // The CV's slips put right first, as the rewrite puts them: a draft quotes its lines to a panel.
  const drafts = withPitchOpening(await draftStar(await slipsFixed(cv), criteria, limit, jobText, model, limits), [
    ...skipped,
    ...jobText.split('\n'),
  ]);
  // Each response labelled as the panel lists its criterion ("Essential (a)" over "A degree in science …").
  const labels = criteria.length === read.criteria.length ? (read.labels ?? []) : [];
  const responses = drafts.map((r, i) => (labels[i] ? { ...r, label: labels[i] } : r));
  return { criteria, skipped, wordLimit: limit, responses };
}
