import { useMutation } from '@tanstack/react-query';
import { GOV_DOWNLOAD_BASENAME, type GovDownloadRequest } from '@cvmate/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/gov/download-responses: the edited responses as government-application-responses.docx or .pdf. */
export async function downloadResponses(body: GovDownloadRequest): Promise<void> {
  const res = await apiRequest('POST', '/api/gov/download-responses', body);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${GOV_DOWNLOAD_BASENAME}.${body.format === 'pdf' ? 'pdf' : 'docx'}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useDownloadResponses = () => useMutation({ mutationFn: downloadResponses });
