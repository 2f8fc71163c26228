import { Router, type Request } from 'express';
import {
  analyseRequestSchema,
  documentIdSchema,
  ERROR_MESSAGES,
  MAX_CV_BYTES,
  UPLOAD_RATE_LIMIT,
  type Allowance,
  type CvAnalysisResult,
  type UploadResult,
} from '@cvmate/contract';
import type { AdviceProvider } from '@cvmate/engine';
import type { CvRepo } from '../data/cv-repo';
import type { UploadRepo } from '../data/upload-repo';
import type { UsageRepo } from '../data/usage-repo';
import type { AnalysisRepo } from '../data/analysis-repo';
import type { CustomerRepo } from '../data/customer-repo';
import { existingVisitorKey, requireUser, visitorKey } from '../middleware/auth-cookie';
import { clientKey, rateLimit } from '../middleware/rate-limit';
import { parseBody } from '../middleware/validate';
import { HttpError, notFound } from '../middleware/http-error';
import { checkedId } from './checked-id';
import { parseUpload } from './multipart';
import { readUploadedFile } from './read-upload';

export interface CvRouteDeps {
  cvs: CvRepo;
  uploads: UploadRepo;
  usage: UsageRepo;
  analyses: AnalysisRepo;
  subscriptions: Pick<CustomerRepo, 'isPremium'>;
  provider: AdviceProvider;
  freeAnalysesPerDay: number;
}

export function cvRoutes(d: CvRouteDeps): Router {
  const r = Router();
  const premiumOf = (req: Request) => (req.user ? d.subscriptions.isPremium(req.user.uid) : Promise.resolve(false));

  /** Today's free analyses left, so the upload screen can say so before anyone uploads. */
  r.get('/cv/allowance', async (req, res) => {
    const premium = await premiumOf(req);
    const remaining = premium ? null : await d.usage.remaining(clientKey(req), d.freeAnalysesPerDay);
    const stored = req.user ? await d.cvs.storedCount(req.user.uid) : null;
    const body: Allowance = { premium, limit: d.freeAnalysesPerDay, remaining, stored };
    res.json(body);
  });

  r.post('/cv/upload', rateLimit(d.usage, 'uploads', UPLOAD_RATE_LIMIT), async (req, res) => {
    const uid = req.user?.uid ?? null;
    // With no free analysis left today, nothing is read or stored (no 'Pending' CV taking one of the 10 places).
    if (!(await premiumOf(req)) && (await d.usage.remaining(clientKey(req), d.freeAnalysesPerDay)) === 0)
      throw new HttpError(429, 'daily_limit');
    const { file, fields } = await parseUpload(req, {
      fileField: 'file',
      maxBytes: MAX_CV_BYTES,
      extensions: ['.doc', '.docx'],
    });
    const { doc, docJson } = await readUploadedFile(file.bytes);
    // Re-uploading into one of your own uploads keeps its id; any other id is ignored.
    const asked = documentIdSchema.safeParse(fields.sessionId).success ? fields.sessionId! : null;
    // A visitor's upload is bound to their browser: a visitor cookie is made on their first upload.
    const visitor = uid ? null : visitorKey(req, res);
    const reuse = asked && (await d.uploads.getOwned(asked, uid, visitor)) ? asked : null;
    const sessionId = reuse ?? d.uploads.newId();
    let cvId: string | null = null;
    if (uid) {
      cvId = await d.cvs.add(uid, file.filename, docJson, sessionId);
    }
    await d.uploads.save(sessionId, { uid, visitor, filename: file.filename, docJson, cvId });
    const result: UploadResult = { filename: file.filename, textLength: doc.text.length, sessionId };
    res.json(result);
  });

  r.post('/cv/analyze', async (req, res) => {
    const uid = req.user?.uid ?? null;
    const { sessionId } = parseBody(analyseRequestSchema, req.body);
    const [session, premium] = await Promise.all([
      d.uploads.getOwned(sessionId, uid, existingVisitorKey(req)),
      uid ? d.subscriptions.isPremium(uid) : false,
    ]);
    if (!session) throw notFound(ERROR_MESSAGES.missing_session);
    if (!premium && !(await d.usage.take(clientKey(req), d.freeAnalysesPerDay)))
      throw new HttpError(429, 'daily_limit');
    const analysis = await d.provider.analyse(session.doc);
    let cvAnalysisId: string | null = null;
    if (uid && session.cvId) {
      const cvId = session.cvId;
      cvAnalysisId = d.analyses.newId(uid);
      await Promise.all([
        d.cvs.saveAnalysis(uid, cvId, analysis, cvAnalysisId),
        d.analyses.add(uid, cvAnalysisId, { cvId, filename: session.filename, sessionId, analysis }),
      ]);
    }
    const result: CvAnalysisResult = {
      filename: session.filename,
      analysis,
      sessionId,
      originalText: session.doc.text,
      cvId: session.cvId,
      cvAnalysisId,
    };
    res.json(result);
  });

  /** A stored CV's report, so a reloaded or shared report URL shows it again (owner only). */
  r.get('/cv/analysis/:cvId', async (req, res) => {
    const { uid } = requireUser(req);
    const stored = await d.cvs.getAnalysis(uid, checkedId(String(req.params.cvId))!);
    if (!stored) throw notFound();
    const result: CvAnalysisResult = {
      filename: stored.filename,
      analysis: stored.analysis,
      sessionId: stored.sessionId ?? '',
      originalText: stored.text,
      cvId: String(req.params.cvId),
      cvAnalysisId: stored.analysisId,
    };
    res.json(result);
  });

  r.get('/user/cvs', async (req, res) => {
    const { uid } = requireUser(req);
    res.json({ cvs: await d.cvs.list(uid) });
  });

  r.delete('/user/cvs/:id', async (req, res) => {
    const { uid } = requireUser(req);
    if (!(await d.cvs.delete(uid, checkedId(String(req.params.id))!))) throw notFound();
    res.json({ success: true });
  });

  return r;
}
