import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ImproveResponse, RewriteChangeKind, Suggestion } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** One change the rewrite made, with the reason shown to the person (beyond the §3 response). */
export interface RewriteChange {
  kind: RewriteChangeKind;
  section: string;
  before: string;
  after: string;
  reason: string;
  /** The person undid it (its index in the list is its id). */
  undone?: boolean;
}
export type ImproveResult = ImproveResponse & { changes?: RewriteChange[]; addIfTrue?: Suggestion[] };

/** POST /api/cv/improve {sessionId, jobMatchId, undo, accept}: the CV rewritten for the matched job. */
export const improveCv = (input: { sessionId: string; jobMatchId: string; undo?: number[]; accept?: number[] }) =>
  apiJson<ImproveResult>('POST', '/api/cv/improve', input);

export const useImproveCv = () => useMutation({ mutationFn: improveCv });

/**
 * The rewrite of a stored match with some changes undone and some suggestions accepted; deterministic, so it is
 * cached like a read.
 */
export const improveOptions = (
  input: { sessionId: string; jobMatchId: string; undo: number[]; accept: number[] } | null,
) =>
  queryOptions({
    queryKey: [
      '/api/cv/improve',
      input?.jobMatchId ?? null,
      input?.undo.join(',') ?? '',
      input?.accept.join(',') ?? '',
    ],
    queryFn: () => improveCv(input!),
    enabled: !!input,
    placeholderData: keepPreviousData,
  });
export const useImprovedCv = (input: Parameters<typeof improveOptions>[0]) => useQuery(improveOptions(input));
