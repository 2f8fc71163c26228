import { useMutation } from '@tanstack/react-query';
import type { ProcessDocxResponse } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/job/process-docx (multipart: file): the text of a job ad saved as .docx. */
export function processJobDocx(file: File): Promise<ProcessDocxResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiJson<ProcessDocxResponse>('POST', '/api/job/process-docx', form);
}

export const useProcessJobDocx = () => useMutation({ mutationFn: processJobDocx });
