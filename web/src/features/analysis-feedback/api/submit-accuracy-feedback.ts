import { useMutation } from '@tanstack/react-query';
import type { AccuracyFeedback, SuccessMessage } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/feedback/submit: the accuracy dialog's answer. */
export const submitAccuracyFeedback = (feedback: AccuracyFeedback) =>
  apiJson<SuccessMessage>('POST', '/api/feedback/submit', feedback);
export const useSubmitAccuracyFeedback = () => useMutation({ mutationFn: submitAccuracyFeedback });
