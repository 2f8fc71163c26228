import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PREMIUM_VERIFY_FIRST_MS, PREMIUM_VERIFY_RETRY_MS } from '@cvmate/contract';
import { useToast } from '../../../lib/use-toast';
import { subscriptionStatusOptions } from '../api/get-subscription-status';

/** After a minute of checks we stop and show the success view; the webhook will still land. */
const MAX_ATTEMPTS = 30;

/**
 * docs/product.md §4 premium success page: verifying while a session_id is present; first check after 1 s, then every 2 s
 * until premium; an error stops verifying (logged only) and shows the success view anyway.
 */
export function useVerifyPremium(sessionId: string | null): boolean {
  const [verifying, setVerifying] = useState(!!sessionId);
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = async () => {
      attempts += 1;
      try {
        const status = await queryClient.fetchQuery({ ...subscriptionStatusOptions(true, sessionId), staleTime: 0 });
        if (cancelled) return;
        if (status.isPremium) {
          setVerifying(false);
          toast({
            title: 'Payment Successful!',
            description: 'Your premium subscription is now active. Welcome to CVMate Premium!',
            variant: 'success',
          });
        } else if (attempts >= MAX_ATTEMPTS) setVerifying(false);
        else timer = setTimeout(attempt, PREMIUM_VERIFY_RETRY_MS);
      } catch (e) {
        console.error('Subscription verification failed', e);
        if (!cancelled) setVerifying(false);
      }
    };
    timer = setTimeout(attempt, PREMIUM_VERIFY_FIRST_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, queryClient, toast]);
  return verifying;
}
