import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** DELETE /api/account: cancels the subscription, deletes all data and the sign-in account. */
export const deleteAccount = () => apiJson<{ success: true }>('DELETE', '/api/account');
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
