import type { UploadResult } from '@cvmate/contract';
import { apiJson } from './api-client';

/** POST /api/cv/upload (multipart: file, optional sessionId). */
export function uploadCv({ file, sessionId }: { file: File; sessionId?: string }): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  if (sessionId) form.append('sessionId', sessionId);
  return apiJson<UploadResult>('POST', '/api/cv/upload', form);
}
