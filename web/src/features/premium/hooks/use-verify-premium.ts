import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PREMIUM_VERIFY_FIRST_MS, PREMIUM_VERIFY_RETRY_MS } from '@cvmate/contract';
import { useToast } from '../../../lib/use-toast';
import { announceSubscriptionChange } from '../../../lib/subscription-channel';
import { subscriptionStatusOptions } from '../api/get-subscription-status';

/** After this long without confirmation the page says so plainly, and keeps checking. */
export const SLOW_AFTER_MS = 60_000;

/**
 * 'verifying' while we wait for Stripe, 'slow' once a minute has passed (still checking), 'confirmed' only when the
 * server says the person is premium, 'unconfirmed' when there is nothing to verify or a check failed.
 */
export type Verification = 'verifying' | 'slow' | 'confirmed' | 'unconfirmed';

/**
 * docs/product.md §4 premium success page: first check after 1 s, then every 2 s while not premium, for as long as
 * the page is open. Nobody is told their payment succeeded until the server confirms it.
 */
export function useVerifyPremium(sessionId: string | null): Verification {
  const [state, setState] = useState<Verification>('verifying');
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const started = Date.now();
    const attempt = async () => {
      try {
        const status = await queryClient.fetchQuery({ ...subscriptionStatusOptions(true, sessionId), staleTime: 0 });
        if (cancelled) return;
        if (status.isPremium) {
          setState('confirmed');
          announceSubscriptionChange();
          if (sessionId)
            toast({
              title: 'Payment Successful!',
              description: 'Your premium subscription is now active. Welcome to CVMate Premium!',
              variant: 'success',
            });
          return;
        }
        if (!sessionId) return setState('unconfirmed');
        if (Date.now() - started >= SLOW_AFTER_MS) setState('slow');
        timer = setTimeout(attempt, PREMIUM_VERIFY_RETRY_MS);
      } catch (e) {
        console.error('Subscription verification failed', e);
        if (!cancelled) setState('unconfirmed');
      }
    };
    timer = setTimeout(attempt, sessionId ? PREMIUM_VERIFY_FIRST_MS : 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, queryClient, toast]);
  return state;
}
