import { Router } from 'express';
import { FORM_RATE_LIMIT, generalFeedbackSchema, supportRequestSchema } from '@cvmate/contract';
import type { InboxRepo } from '../data/inbox-repo';
import type { UsageRepo } from '../data/usage-repo';
import { parseBody } from '../middleware/validate';
import { rateLimit } from '../middleware/rate-limit';

/** Support and general feedback: open to everyone, validated with the form's own schemas, limited per client. */
export function inboxRoutes(inbox: InboxRepo, usage: UsageRepo, maxPerWindow: number = FORM_RATE_LIMIT.max): Router {
  const r = Router();
  const limiter = rateLimit(usage, 'forms', { max: maxPerWindow, windowMs: FORM_RATE_LIMIT.windowMs });

  r.post('/support', limiter, async (req, res) => {
    const request = parseBody(supportRequestSchema, req.body);
    await inbox.addSupportRequest(request, req.user?.uid ?? null);
    res.json({ success: true });
  });

  r.post('/feedback', limiter, async (req, res) => {
    const feedback = parseBody(generalFeedbackSchema, req.body);
    await inbox.addGeneralFeedback(feedback, req.user?.uid ?? null);
    res.json({ success: true, message: 'Thanks for your feedback.' });
  });

  return r;
}
