import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** GET /api/account/export, saved as a JSON file. */
export async function exportData(): Promise<void> {
  saveBlob(await (await apiRequest('GET', '/api/account/export')).blob(), 'cvmate-my-data.json');
}
export const useExportData = () => useMutation({ mutationFn: exportData });
