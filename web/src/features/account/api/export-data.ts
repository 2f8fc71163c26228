import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/account/export, saved as a JSON file. */
export async function exportData(): Promise<void> {
  const blob = await (await apiRequest('GET', '/api/account/export')).blob();
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: 'cvmate-my-data.json' });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
export const useExportData = () => useMutation({ mutationFn: exportData });
