import { useMutation } from '@tanstack/react-query';
import type { GeneralFeedback, SuccessMessage } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/feedback through the shared request helper. */
export const sendFeedback = (feedback: GeneralFeedback) => apiJson<SuccessMessage>('POST', '/api/feedback', feedback);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
