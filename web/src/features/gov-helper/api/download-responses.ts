import { useMutation } from '@tanstack/react-query';
import { GOV_DOWNLOAD_BASENAME, type GovDownloadRequest } from '@cvmate/contract';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** POST /api/gov/download-responses: the edited responses as government-application-responses.docx or .pdf. */
export async function downloadResponses(body: GovDownloadRequest): Promise<void> {
  const res = await apiRequest('POST', '/api/gov/download-responses', body);
  saveBlob(await res.blob(), `${GOV_DOWNLOAD_BASENAME}.${body.format === 'pdf' ? 'pdf' : 'docx'}`);
}

export const useDownloadResponses = () => useMutation({ mutationFn: downloadResponses });
