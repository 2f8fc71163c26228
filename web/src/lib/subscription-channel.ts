/**
 * "The subscription may have changed", between the tabs of one browser: the page a checkout returns to and the page
 * the billing portal returns to announce it; every other open tab refetches what depends on it, so a tab opened
 * before paying stops offering the upgrade without a reload.
 */
const CHANNEL = 'cvmate-subscription';

export function announceSubscriptionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `onChange` whenever another tab announces a change; returns the function that stops listening. */
export function onSubscriptionChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => onChange();
  return () => channel.close();
}
