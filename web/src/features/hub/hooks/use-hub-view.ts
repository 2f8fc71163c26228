import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const HUB_VIEWS = [
  'selection',
  'cv-analysis',
  'cv-results',
  'job-matching',
  'rewrite-preview',
  'government-application',
] as const;
export type HubView = (typeof HUB_VIEWS)[number];

const isHubView = (v: string | null): v is HubView => !!v && (HUB_VIEWS as readonly string[]).includes(v);

/**
 * The hub's view lives in the URL (`/?view=cv-results&cv=<id>`), so Back, Forward, reload and a shared link behave.
 * Each change is a new history entry; 'Back to Options' returns to the options and clears the tool's state.
 */
export function useHubView() {
  const [params, setParams] = useSearchParams();
  const [resetKey, setResetKey] = useState(0);
  const raw = params.get('view');
  const view: HubView = isHubView(raw) ? raw : 'selection';
  const setView = useCallback(
    (next: HubView, extra: Record<string, string> = {}) =>
      setParams(next === 'selection' ? {} : { view: next, ...extra }),
    [setParams],
  );
  const backToOptions = useCallback(() => {
    setParams({});
    setResetKey((k) => k + 1);
  }, [setParams]);
  return { view, params, setView, backToOptions, resetKey };
}
