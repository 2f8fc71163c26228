import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSubscriptionChange } from '../lib/subscription-channel';
import { SUBSCRIPTION_STATUS_KEY } from '../features/premium/api/get-subscription-status';
import { ALLOWANCE_KEY } from '../features/cv-analysis/api/get-allowance';

/** Keeps this tab's subscription status and today's allowance current when another tab pays or cancels. */
export function SubscriptionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSubscriptionChange(() => {
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
        void queryClient.invalidateQueries({ queryKey: ALLOWANCE_KEY });
      }),
    [queryClient],
  );
  return null;
}
