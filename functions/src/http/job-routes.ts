import { Router, type Request } from 'express';
import {
  DEFAULT_JOB_TITLE,
  downloadQuerySchema,
  ERROR_MESSAGES,
  improveRequestSchema,
  jobMatchRequestSchema,
  MAX_CV_BYTES,
  optimisedCvFilename,
  TEXT_LIMITS,
  type ImproveResponse,
  type JobMatchResponse,
  type ProcessDocxResponse,
  type Suggestion,
} from '@cvmate/contract';
import { matchCv, rewriteCv, type ModelClient } from '@cvmate/engine';
import { readInWorker } from '../sandbox/read-in-worker';
import type { CvSourceRepo } from '../data/cv-source-repo';
import type { MatchRepo } from '../data/match-repo';
import { requireUser } from '../middleware/auth-cookie';
import { HttpError, notFound } from '../middleware/http-error';
import { parseBody } from '../middleware/validate';
import { checkedId } from './checked-id';
import { sendDocument } from './send-document';
import { parseFields, parseUpload } from './multipart';

export interface JobRouteDeps {
  sources: CvSourceRepo;
  matches: MatchRepo;
  /** Gemini when configured (it may propose wording; the fact guard still applies), else the local engine only. */
  model: ModelClient;
  /** Today, for the report's date; injected so tests can fix it. */
  now?: () => Date;
}

/** A job ad's text is small; 256 KB of multipart field is far more than any real ad. */
const MAX_JOB_FIELD_BYTES = 256 * 1024;
const PREVIEW_CHARS = 300;

/** Job matching, the rewrite and its downloads (all premium: app.ts mounts the gate in front of these paths). */
export function jobRoutes(d: JobRouteDeps): Router {
  const r = Router();
  const now = d.now ?? (() => new Date());

  r.post('/job/process-docx', async (req, res) => {
    const { file } = await parseUpload(req, { fileField: 'file', maxBytes: MAX_CV_BYTES, extensions: ['.docx'] });
    const doc = await readInWorker(file.bytes, 'any');
    if (doc.facts.format !== 'docx') throw new HttpError(415, 'file_type', 'File type must be one of .docx');
    const text = doc.paragraphs.map((p) => p.text).join('\n');
    // More than the match would take: refused now, not after the person has waited for a match.
    if (text.length > TEXT_LIMITS.jobAd.max) throw new HttpError(422, 'validation_failed', TEXT_LIMITS.jobAd.message);
    const body: ProcessDocxResponse = {
      success: true,
      jobDescriptionText: text,
      preview: text.slice(0, PREVIEW_CHARS),
      filename: file.filename,
    };
    res.json(body);
  });

  r.post('/job/match', async (req, res) => {
    const { uid } = requireUser(req);
    const fields = req.is('multipart/form-data') ? await parseFields(req, MAX_JOB_FIELD_BYTES) : req.body;
    const input = parseBody(jobMatchRequestSchema, fields);
    const source = await d.sources.resolve(uid, { cvId: checkedId(input.cvId), sessionId: checkedId(input.sessionId) });
    if (!source) throw notFound(ERROR_MESSAGES.missing_session);
    const matchResult = matchCv(source.doc, input.jobDescription, { jobTitle: input.jobTitle, now: now() });
    const jobMatchId = await d.matches.add(uid, {
      cvId: source.cvId,
      sessionId: source.sessionId,
      filename: source.filename,
      jobTitle: input.jobTitle || DEFAULT_JOB_TITLE,
      jobDescription: input.jobDescription,
      result: matchResult,
    });
    const body: JobMatchResponse = { matchResult, jobMatchId, sessionId: source.sessionId ?? '' };
    res.json(body);
  });

  /** A stored match report, so a reloaded or shared report URL shows it again (owner only). */
  r.get('/job/matches/:id', async (req, res) => {
    const { uid } = requireUser(req);
    const match = await d.matches.get(uid, checkedId(String(req.params.id))!);
    if (!match) throw notFound();
    const body: JobMatchResponse = {
      matchResult: match.result,
      jobMatchId: String(req.params.id),
      sessionId: match.sessionId ?? '',
    };
    res.json(body);
  });

  /** The match and its CV for a rewrite or a download; both ids are checked and must be the caller's. */
  async function matchAndCv(req: Request, ids: { sessionId?: string; jobMatchId?: string }) {
    const { uid } = requireUser(req);
    if (!ids.sessionId || !ids.jobMatchId) throw new HttpError(400, 'missing_match');
    const match = await d.matches.get(uid, checkedId(ids.jobMatchId)!);
    if (!match) throw notFound();
    const source = await d.sources.resolve(uid, { cvId: match.cvId, sessionId: match.sessionId });
    if (!source) throw notFound(ERROR_MESSAGES.missing_session);
    return { match, source };
  }

  r.post('/cv/improve', async (req, res) => {
    const ids = (req.body ?? {}) as { sessionId?: string; jobMatchId?: string };
    if (!ids.sessionId || !ids.jobMatchId) throw new HttpError(400, 'missing_match');
    const input = parseBody(improveRequestSchema, req.body);
    const { match, source } = await matchAndCv(req, input);
    const rewrite = await rewriteCv(
      source.doc,
      match.jobDescription,
      match.jobTitle,
      d.model,
      input.undo,
      input.accept,
    );
    const body: ImproveResponse & { changes: typeof rewrite.changes; addIfTrue: Suggestion[] } = {
      originalCv: rewrite.originalText,
      improvedCv: rewrite.improvedText,
      improvementSummary: rewrite.summary,
      message: 'CV improved successfully!',
      changes: rewrite.changes,
      addIfTrue: rewrite.addIfTrue,
    };
    res.json(body);
  });

  r.get('/cv/download/:format', async (req, res) => {
    const format = req.params.format;
    if (format !== 'pdf' && format !== 'word') throw notFound();
    const query = parseBody(downloadQuerySchema, req.query);
    const { match, source } = await matchAndCv(req, query);
    const ids = (list?: string) => (list ? list.split(',').map(Number) : []);
    const rewrite = await rewriteCv(
      source.doc,
      match.jobDescription,
      match.jobTitle,
      d.model,
      ids(query.undo),
      ids(query.accept),
    );
    const filename = optimisedCvFilename(
      query.userName || match.result.candidateName,
      query.jobTitle || match.jobTitle,
      format,
    );
    await sendDocument(res, rewrite.improved, format, filename);
  });

  return r;
}
