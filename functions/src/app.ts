import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import type { SessionAuth } from './middleware/lazy-auth';
import type { Firestore } from './data/firestore';
import { MAX_JSON_BODY_BYTES } from '@cvmate/contract';
import type { AppConfig } from './config';
import { UserRepo } from './data/user-repo';
import { InboxRepo } from './data/inbox-repo';
import { CvRepo } from './data/cv-repo';
import { UploadRepo } from './data/upload-repo';
import { GovDraftRepo } from './data/gov-draft-repo';
import { UsageRepo } from './data/usage-repo';
import { AnalysisRepo } from './data/analysis-repo';
import { CustomerRepo } from './data/customer-repo';
import { cvRoutes } from './http/cv-routes';
import { jobRoutes } from './http/job-routes';
import { govRoutes } from './http/gov-routes';
import { CvSourceRepo } from './data/cv-source-repo';
import { MatchRepo } from './data/match-repo';
import { requirePremium } from './middleware/require-premium';
import { subscriptionRoutes } from './http/subscription-routes';
import { accountRoutes } from './http/account-routes';
import { AccountRepo } from './data/account-repo';
import { createStripeClient } from './payments/stripe-client';
import { chooseModel, chooseProvider } from '@cvmate/engine';
import { FREE_ANALYSES_PER_DAY, PREMIUM_WORK_RATE_LIMIT } from '@cvmate/contract';
import { authRoutes } from './http/auth-routes';
import { inboxRoutes } from './http/inbox-routes';
import { feedbackRoutes } from './http/feedback-routes';
import { FeedbackRepo } from './data/feedback-repo';
import { securityHeaders } from './middleware/security-headers';
import { originCheck } from './middleware/origin-check';
import { authCookieReader } from './middleware/auth-cookie';
import { bodyLimit } from './middleware/body-limit';
import { workLimit } from './middleware/rate-limit';
import { sweepClosedAccount } from './middleware/sweep-closed-account';
import { errorHandler, notFoundHandler } from './middleware/errors';

export interface AppDeps {
  config: AppConfig;
  auth: SessionAuth;
  db: Firestore;
}

/** The /api Express app: middleware, then one router per area. */
export function createApp({ config, auth, db }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // The Functions framework's own Express app sets the header before ours runs: take it off again.
  app.use((_req, res, next) => {
    res.removeHeader('X-Powered-By');
    next();
  });
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.use(securityHeaders);
  app.use(bodyLimit(MAX_JSON_BODY_BYTES));
  app.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  app.use(cookieParser());
  app.use(originCheck([config.APP_URL, ...config.APP_ORIGINS.split(',')], ['/api/subscription/webhook']));
  const users = new UserRepo(db);
  app.use(authCookieReader(auth, users));
  const accounts = new AccountRepo(db);
  app.use(sweepClosedAccount(accounts));

  const api = express.Router();
  api.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  api.use(authRoutes(auth, users, config));
  const usage = new UsageRepo(db);
  api.use(inboxRoutes(new InboxRepo(db), usage, config.FORM_RATE_LIMIT_MAX));
  const customers = new CustomerRepo(db);
  const stripe = createStripeClient(config);
  api.use(subscriptionRoutes(stripe, customers, accounts, config));
  api.use(accountRoutes(auth, accounts, customers, stripe));
  const model = chooseModel(config, (reason) =>
    console.warn(`[model] Gemini unavailable, used local engine: ${reason}`),
  );
  const cvs = new CvRepo(db);
  const analyses = new AnalysisRepo(db);
  api.use(feedbackRoutes({ analyses, feedback: new FeedbackRepo(db) }));
  const uploads = new UploadRepo(db);
  // Premium tools: the server decides (visitor 401, free 403), whatever the UI shows.
  api.use(
    ['/job', '/cv/improve', '/cv/download', '/gov'],
    requirePremium(customers),
    workLimit(usage, 'premium-work', {
      ...PREMIUM_WORK_RATE_LIMIT,
      max: config.PREMIUM_WORK_RATE_LIMIT_MAX ?? PREMIUM_WORK_RATE_LIMIT.max,
    }),
  );
  api.use(govRoutes({ uploads, drafts: new GovDraftRepo(db), model }));
  api.use(jobRoutes({ sources: new CvSourceRepo(uploads, cvs), matches: new MatchRepo(db), model }));
  api.use(
    cvRoutes({
      cvs,
      uploads,
      usage,
      analyses,
      subscriptions: customers,
      provider: chooseProvider(model),
      freeAnalysesPerDay: config.FREE_ANALYSES_PER_DAY ?? FREE_ANALYSES_PER_DAY,
    }),
  );
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
