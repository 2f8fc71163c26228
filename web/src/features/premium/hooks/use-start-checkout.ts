import { CHECKOUT_MESSAGES } from '@cvmate/contract';
import { useToast } from '../../../lib/use-toast';
import { checkoutErrorToast, useCreateCheckout } from '../api/create-checkout';

/** 'Start Premium Subscription': open checkout in a new tab, or this window if the tab is blocked. */
export function useStartCheckout() {
  const checkout = useCreateCheckout();
  const toast = useToast();
  const start = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => {
        if (!checkoutUrl)
          return toast({
            title: CHECKOUT_MESSAGES.defaultTitle,
            description: CHECKOUT_MESSAGES.missingUrl,
            variant: 'destructive',
          });
        const tab = window.open(checkoutUrl, '_blank');
        if (!tab) window.location.assign(checkoutUrl);
      },
      onError: (e) => toast({ ...checkoutErrorToast(e), variant: 'destructive' }),
    });
  return { start, pending: checkout.isPending };
}
