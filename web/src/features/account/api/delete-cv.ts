import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { STORED_CVS_KEY } from '../../../lib/stored-cvs';

/** DELETE /api/user/cvs/{id} */
export const deleteCv = (id: string) => apiJson<{ success: true }>('DELETE', `/api/user/cvs/${encodeURIComponent(id)}`);

export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORED_CVS_KEY }),
  });
}
