import type { SessionRequest } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/session: swaps a fresh Firebase ID token for the httpOnly __session cookie. */
export const createSession = (body: SessionRequest) => apiJson<{ success: true }>('POST', '/api/session', body);
