import { Router } from 'express';
import {
  accuracyFeedbackSchema,
  ANALYSIS_FEEDBACK_WORDS,
  FOLLOW_UP_AFTER_DAYS,
  outcomeUpdateSchema,
  usefulnessFeedbackSchema,
  type FeedbackPrompt,
  type PendingFollowUp,
} from '@cvmate/contract';
import type { AnalysisRepo } from '../data/analysis-repo';
import type { FeedbackRepo } from '../data/feedback-repo';
import { requireUser } from '../middleware/auth-cookie';
import { parseBody } from '../middleware/validate';
import { notFound } from '../middleware/http-error';
import { checkedId } from './checked-id';
import { decidePrompt } from './prompt-policy';

const DAY_MS = 24 * 60 * 60 * 1000;
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
      d.feedback.hasAccuracy(uid, analysis.id),
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

  r.post('/feedback/submit', async (req, res) => {
    const { uid } = requireUser(req);
    const feedback = parseBody(accuracyFeedbackSchema, req.body);
    const analysis = await ownAnalysis(uid, feedback.cvAnalysisId);
    await d.feedback.add(uid, 'accuracyFeedback', feedback, {
      score: analysis.score,
      findingCodes: analysis.findingCodes,
    });
    if (feedback.actualHiringOutcome && !analysis.actualHiringOutcome)
      await d.analyses.setOutcome(uid, analysis.id, feedback.actualHiringOutcome, null);
    res.json({ success: true, message: ANALYSIS_FEEDBACK_WORDS.thanks });
  });

  r.get('/feedback/follow-up', async (req, res) => {
    const { uid } = requireUser(req);
    const due = new Date(Date.now() - FOLLOW_UP_AFTER_DAYS * DAY_MS);
    const pending = await d.analyses.awaitingOutcome(uid, due, MAX_PENDING);
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
    res.json({ success: true, hasFeedback: await d.feedback.hasUsefulness(uid, analysis.id) });
  });

  r.post('/cv-analysis-feedback/submit', async (req, res) => {
    const { uid } = requireUser(req);
    const feedback = parseBody(usefulnessFeedbackSchema, req.body);
    const analysis = await ownAnalysis(uid, feedback.cvAnalysisId);
    await d.feedback.add(uid, 'usefulnessFeedback', feedback, {
      score: analysis.score,
      findingCodes: analysis.findingCodes,
    });
    res.json({ success: true, message: ANALYSIS_FEEDBACK_WORDS.thanks });
  });

  return r;
}
