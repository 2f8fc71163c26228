import { useMutation } from '@tanstack/react-query';
import type { PortalResponse } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/subscription/portal: Stripe's billing portal, where a subscription is changed or cancelled. */
export const openPortal = () => apiJson<PortalResponse>('POST', '/api/subscription/portal');
export const useOpenPortal = () => useMutation({ mutationFn: openPortal });
