import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface GovUpload {
  sessionId: string;
  filename: string;
  textLength: number;
}

/** POST /api/gov/upload-cv (multipart: cv). */
export function uploadGovCv(file: File): Promise<GovUpload> {
  const form = new FormData();
  form.append('cv', file);
  return apiJson<GovUpload>('POST', '/api/gov/upload-cv', form);
}

export const useUploadGovCv = () => useMutation({ mutationFn: uploadGovCv });
