import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutcomeUpdate, PendingFollowUp, SuccessMessage } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';
import { FOLLOW_UP_KEY } from './get-follow-up';

/** PATCH /api/feedback/{id}/outcome */
export const updateOutcome = ({ id, ...update }: OutcomeUpdate & { id: string }) =>
  apiJson<SuccessMessage>('PATCH', `/api/feedback/${encodeURIComponent(id)}/outcome`, update);

/** On success the item leaves the pending list at once (docs/product.md §4 "Hiring outcome values"). */
export function useUpdateOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOutcome,
    onSuccess: (_data, { id }) =>
      queryClient.setQueryData<{ success: boolean; pendingFeedback: PendingFollowUp[] }>(FOLLOW_UP_KEY, (old) =>
        old ? { ...old, pendingFeedback: old.pendingFeedback.filter((p) => p.id !== id) } : old,
      ),
  });
}
