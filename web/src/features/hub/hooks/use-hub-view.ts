import { useCallback, useState } from 'react';

export const HUB_VIEWS = [
  'selection',
  'cv-analysis',
  'cv-results',
  'job-matching',
  'rewrite-preview',
  'government-application',
] as const;
export type HubView = (typeof HUB_VIEWS)[number];

/** The hub's current view; going back to the options clears the tool's session state via `resetKey`. */
export function useHubView() {
  const [view, setView] = useState<HubView>('selection');
  const [resetKey, setResetKey] = useState(0);
  const backToOptions = useCallback(() => {
    setView('selection');
    setResetKey((k) => k + 1);
  }, []);
  return { view, setView, backToOptions, resetKey };
}
