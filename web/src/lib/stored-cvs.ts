/** Stored CVs: shared by the account page and the premium tools, which pick a CV from this list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredCvList } from '@cvmate/contract';
import { apiJson } from './api-client';

export const STORED_CVS_KEY = ['/api/user/cvs'] as const;
/** GET /api/user/cvs */
export const getStoredCvs = () => apiJson<StoredCvList>('GET', '/api/user/cvs');
export const storedCvsOptions = () => queryOptions({ queryKey: STORED_CVS_KEY, queryFn: getStoredCvs });
export const useStoredCvs = () => useQuery(storedCvsOptions());
