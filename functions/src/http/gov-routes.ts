import { Router } from 'express';
import {
  DEFAULT_GOV_WORD_LIMIT,
  ERROR_MESSAGES,
  GOV_DOWNLOAD_BASENAME,
  govDownloadRequestSchema,
  govDraftTextsSchema,
  govGenerateRequestSchema,
  MAX_CV_BYTES,
} from '@cvmate/contract';
import { draftFromPaste, type ModelClient, type StructuredCv } from '@cvmate/engine';
import type { UploadRepo } from '../data/upload-repo';
import { requireUser } from '../middleware/auth-cookie';
import { HttpError, notFound } from '../middleware/http-error';
import { parseBody } from '../middleware/validate';
import { checkedId } from './checked-id';
import { parseUpload } from './multipart';
import type { GovDraftRepo } from '../data/gov-draft-repo';
import { readUploadedFile } from './read-upload';
import { sendDocument } from './send-document';

/** The Government Jobs Helper (premium: app.ts mounts the gate in front of /gov). */
export function govRoutes({
  uploads,
  drafts,
  model,
}: {
  uploads: UploadRepo;
  drafts: GovDraftRepo;
  model: ModelClient;
}): Router {
  const r = Router();

  r.post('/gov/upload-cv', async (req, res) => {
    const { uid } = requireUser(req);
    const { file } = await parseUpload(req, { fileField: 'cv', maxBytes: MAX_CV_BYTES, extensions: ['.doc', '.docx'] });
    const { doc, docJson } = await readUploadedFile(file.bytes);
    // An upload for drafting only: it does not take one of the 10 stored-CV places.
    const sessionId = uploads.newId();
    await uploads.save(sessionId, { uid, filename: file.filename, docJson, cvId: null });
    res.json({ sessionId, filename: file.filename, textLength: doc.text.length });
  });

  r.post('/gov/generate-responses', async (req, res) => {
    const { uid } = requireUser(req);
    const input = parseBody(govGenerateRequestSchema, req.body);
    const upload = await uploads.getOwned(checkedId(input.sessionId)!, uid);
    if (!upload) throw notFound(ERROR_MESSAGES.missing_session);
    // The ad's own limit ("250 words", "one page"; a 750-word statement shared by its criteria) when the person left
    // the default.
    const { criteria, skipped, wordLimit, responses } = await draftFromPaste(
      upload.doc,
      input.positionRequirements,
      input.jobDescription,
      { wordLimit: input.wordLimit === DEFAULT_GOV_WORD_LIMIT ? undefined : input.wordLimit, model },
    );
    if (!criteria.length) throw new HttpError(422, 'no_criteria');
    // Kept with the upload before answering, so a reload of the Review Responses step finds the drafts (a draft too
    // large for one document is still answered, only not kept).
    const { sessionId, ...inputs } = input;
    await drafts.save(sessionId, uid, {
      filename: upload.filename,
      inputs,
      responses,
      skipped,
      wordLimit,
      texts: responses.map((r) => r.fullResponse),
    });
    res.json({ responses, skipped, wordLimit });
  });

  /** The drafts last written for an upload of this user's, with their edits (404 for anyone else's). */
  r.get('/gov/draft/:sessionId', async (req, res) => {
    const { uid } = requireUser(req);
    const draft = await drafts.getOwned(checkedId(req.params.sessionId)!, uid);
    if (!draft) throw notFound(ERROR_MESSAGES.missing_session);
    res.json(draft);
  });

  /** The person's edits, saved as they type. */
  r.put('/gov/draft/:sessionId/texts', async (req, res) => {
    const { uid } = requireUser(req);
    const { texts } = parseBody(govDraftTextsSchema, req.body);
    const saved = await drafts.saveTexts(checkedId(req.params.sessionId)!, uid, texts);
    if (saved === 'missing') throw notFound(ERROR_MESSAGES.missing_session);
    if (saved === 'too_large')
      throw new HttpError(
        400,
        'validation_failed',
        'Your edited responses are too long to keep. Shorten them and try again.',
      );
    res.json({ saved: true });
  });

  r.post('/gov/download-responses', async (req, res) => {
    requireUser(req);
    const { responses, format } = parseBody(govDownloadRequestSchema, req.body);
    const doc: StructuredCv = {
      name: 'Responses to the selection criteria',
      contact: [],
      sections: responses.map((item) => ({
        kind: 'other',
        heading: item.requirement,
        items: item.response
          .split(/\n+/)
          .filter(Boolean)
          .map((text) => ({ text, bullet: false })),
      })),
    };
    const filename = `${GOV_DOWNLOAD_BASENAME}.${format === 'pdf' ? 'pdf' : 'docx'}`;
    await sendDocument(res, doc, format, filename, { upperHeadings: false });
  });

  return r;
}
