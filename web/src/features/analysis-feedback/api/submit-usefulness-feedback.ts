import { useMutation } from '@tanstack/react-query';
import type { SuccessMessage, UsefulnessFeedback } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/cv-analysis-feedback/submit: the usefulness form's answer. */
export const submitUsefulnessFeedback = (feedback: UsefulnessFeedback) =>
  apiJson<SuccessMessage>('POST', '/api/cv-analysis-feedback/submit', feedback);
export const useSubmitUsefulnessFeedback = () => useMutation({ mutationFn: submitUsefulnessFeedback });
