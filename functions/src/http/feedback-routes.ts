import { Router } from 'express';
import {
  accuracyFeedbackSchema,
  ANALYSIS_FEEDBACK_WORDS,
  outcomeUpdateSchema,
  usefulnessFeedbackSchema,
  type AccuracyFeedback,
  type FeedbackPrompt,
  type PendingFollowUp,
  type UsefulnessFeedback,
} from '@cvmate/contract';
import type { AnalysisRepo } from '../data/analysis-repo';
import type { AnswerKind, FeedbackRepo } from '../data/feedback-repo';
import { requireUser } from '../middleware/auth-cookie';
import { parseBody } from '../middleware/validate';
import { notFound } from '../middleware/http-error';
import { checkedId } from './checked-id';
import { decidePrompt, followUpDueBefore } from './prompt-policy';

/** The follow-up card lists at most this many analyses, newest first. */
const MAX_PENDING = 5;

/**
 * Accuracy and usefulness feedback on an analysis, the prompt that asks for it and the hiring-outcome follow-up.
 * Signed-in users only; every id is looked up under the caller's own uid, so another user's analysis is a 404.
 */
export function feedbackRoutes(d: { analyses: AnalysisRepo; feedback: FeedbackRepo }): Router {
  const r = Router();

  const ownAnalysis = async (uid: string, id: string) => {
    const analysis = await d.analyses.get(uid, checkedId(id)!);
    if (!analysis) throw notFound();
    return analysis;
  };

  r.get('/feedback/prompt/:cvAnalysisId', async (req, res) => {
    const { uid } = requireUser(req);
    const analysis = await ownAnalysis(uid, req.params.cvAnalysisId);
    const [hasFeedback, isFirst, lastFeedbackAt] = await Promise.all([
      d.feedback.has(uid, 'accuracyFeedback', analysis.id),
      d.analyses.isOnly(uid),
      d.feedback.lastAccuracyAt(uid),
    ]);
    const now = new Date();
    let decision = decidePrompt({
      now,
      submittedAt: analysis.submittedAt,
      hasOutcome: analysis.actualHiringOutcome !== null,
      hasFeedback,
      isFirst,
      lastFeedbackAt,
    });
    if (decision.shouldPrompt && !(await d.feedback.claimPrompt(uid, analysis.id, decision.timing)))
      decision = { ...decision, shouldPrompt: false, reason: 'already_prompted' };
    const body: FeedbackPrompt = { success: true, ...decision };
    res.json(body);
  });

  /** Stores one answer of a kind on the caller's own analysis, with a copy of what that analysis said. */
  const storeAnswer = async <T extends AccuracyFeedback | UsefulnessFeedback>(
    uid: string,
    kind: AnswerKind,
    feedback: T,
  ) => {
    const analysis = await ownAnalysis(uid, feedback.cvAnalysisId);
    await d.feedback.add(uid, kind, feedback, { score: analysis.score, findingCodes: analysis.findingCodes });
    return analysis;
  };

  r.post('/feedback/submit', async (req, res) => {
    const { uid } = requireUser(req);
    const feedback = parseBody(accuracyFeedbackSchema, req.body);
    const analysis = await storeAnswer(uid, 'accuracyFeedback', feedback);
    if (feedback.actualHiringOutcome && !analysis.actualHiringOutcome)
      await d.analyses.setOutcome(uid, analysis.id, feedback.actualHiringOutcome, null);
    res.json({ success: true, message: ANALYSIS_FEEDBACK_WORDS.thanks });
  });

  r.get('/feedback/follow-up', async (req, res) => {
    const { uid } = requireUser(req);
    const pending = await d.analyses.awaitingOutcome(uid, followUpDueBefore(new Date()), MAX_PENDING);
    const pendingFeedback: PendingFollowUp[] = pending.map((a) => ({
      id: a.id,
      filename: a.filename,
      aiScore: a.score,
      submittedAt: a.submittedAt.toISOString(),
      actualHiringOutcome: a.actualHiringOutcome,
    }));
    res.json({ success: true, pendingFeedback });
  });

  r.patch('/feedback/:id/outcome', async (req, res) => {
    const { uid } = requireUser(req);
    const id = checkedId(req.params.id)!;
    const update = parseBody(outcomeUpdateSchema, req.body);
    const comments = update.additionalComments?.trim() || null;
    if (!(await d.analyses.setOutcome(uid, id, update.actualHiringOutcome, comments))) throw notFound();
    await d.feedback.recordOutcome(uid, id, update.actualHiringOutcome);
    res.json({ success: true, message: ANALYSIS_FEEDBACK_WORDS.outcomeThanks });
  });

  r.get('/cv-analysis-feedback/check/:cvAnalysisId', async (req, res) => {
    const { uid } = requireUser(req);
    const analysis = await ownAnalysis(uid, req.params.cvAnalysisId);
    res.json({ success: true, hasFeedback: await d.feedback.has(uid, 'usefulnessFeedback', analysis.id) });
  });

  r.post('/cv-analysis-feedback/submit', async (req, res) => {
    const { uid } = requireUser(req);
    await storeAnswer(uid, 'usefulnessFeedback', parseBody(usefulnessFeedbackSchema, req.body));
    res.json({ success: true, message: ANALYSIS_FEEDBACK_WORDS.thanks });
  });

  return r;
}
