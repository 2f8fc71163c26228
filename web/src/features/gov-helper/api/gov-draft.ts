import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { GovDraft } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** GET /api/gov/draft/{sessionId}: the drafts and edits kept with an upload (its owner only). */
export const getGovDraft = (sessionId: string) =>
  apiJson<GovDraft>('GET', `/api/gov/draft/${encodeURIComponent(sessionId)}`);

/** Fetched once when a reload or a link opens a step this tab has no drafts for; never retried. */
export const govDraftOptions = (sessionId: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['/api/gov/draft', sessionId],
    queryFn: () => getGovDraft(sessionId!),
    enabled: enabled && !!sessionId,
    retry: false,
  });

export const useGovDraft = (sessionId: string | null, enabled: boolean) =>
  useQuery(govDraftOptions(sessionId, enabled));

/** PUT /api/gov/draft/{sessionId}/texts: the edited responses. */
export const saveGovTexts = ({ sessionId, texts }: { sessionId: string; texts: string[] }) =>
  apiJson<{ saved: true }>('PUT', `/api/gov/draft/${encodeURIComponent(sessionId)}/texts`, { texts });

export const useSaveGovTexts = () => useMutation({ mutationFn: saveGovTexts });
