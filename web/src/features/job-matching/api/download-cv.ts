import { useMutation } from '@tanstack/react-query';
import { optimisedCvFilename } from '@cvmate/contract';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export interface DownloadInput {
  format: 'pdf' | 'word';
  sessionId: string;
  jobMatchId: string;
  userName: string;
  jobTitle: string;
  /** Undone change ids, comma-separated. */
  undo?: string;
  /** Accepted suggestion ids, comma-separated. */
  accept?: string;
}

/**
 * GET /api/cv/download/{format}: the improved CV as a file, saved as 'Optimized CV' named from the candidate and
 * job title. On phones the file opens in a new tab, where the browser's own viewer offers to save it.
 */
export async function downloadCv({ format, ...query }: DownloadInput): Promise<void> {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as Array<[string, string]>);
  const res = await apiRequest('GET', `/api/cv/download/${format}?${params}`);
  saveBlob(await res.blob(), optimisedCvFilename(query.userName, query.jobTitle, format), { openOnPhones: true });
}

export const useDownloadCv = () => useMutation({ mutationFn: downloadCv });
