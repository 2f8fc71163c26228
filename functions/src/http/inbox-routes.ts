import { Router, type RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { apiError, FORM_RATE_LIMIT, generalFeedbackSchema, supportRequestSchema } from '@cvmate/contract';
import type { InboxRepo } from '../data/inbox-repo';
import { parseBody } from '../middleware/validate';

/** Support and general feedback: open to everyone, validated with the form's own schemas, limited per IP. */
export function inboxRoutes(inbox: InboxRepo, maxPerWindow: number = FORM_RATE_LIMIT.max): Router {
  const r = Router();
  const limiter: RequestHandler = rateLimit({
    windowMs: FORM_RATE_LIMIT.windowMs,
    limit: maxPerWindow,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Behind the emulator's proxy there may be no client address at all; such requests share one bucket.
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    validate: { ip: false },
    handler: (_req, res) => {
      res.status(429).json(apiError('rate_limited'));
    },
  });

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
