import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { JOB_MATCH_PROGRESS_STEPS, JOB_MATCH_RESULTS_DELAY_MS, JOB_MATCH_WORDS as W } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { matchKey } from '../api/get-match';
import { matchJob } from '../api/match-job';
import type { ChosenCv } from '../components/cv-select-step';

export type MatchStep = 'cv-select' | 'job-input' | 'results';
const [UPLOADED, CV_READY, COMPARING, INSIGHTS, DONE] = JOB_MATCH_PROGRESS_STEPS;

/** Where the flow is, as URL parameters: the step, the CV handle and the match. */
export interface MatchLocation {
  step: MatchStep;
  cvId: string | null;
  upload: string | null;
  match: string | null;
}
export const locationOf = (params: URLSearchParams): MatchLocation => {
  const step = params.get('step');
  return {
    step: step === 'job-input' || step === 'results' ? step : 'cv-select',
    cvId: params.get('cv'),
    upload: params.get('upload'),
    match: params.get('match'),
  };
};
export const paramsOf = (l: Partial<MatchLocation>): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ step: l.step, cv: l.cvId, upload: l.upload, match: l.match }).filter(
      (e): e is [string, string] => !!e[1] && e[1] !== 'cv-select',
    ),
  );

/**
 * cv-select -> job-input -> (processing) -> results, each step a URL so Back, Forward and reload work; failure
 * returns to job-input. The ad being typed is kept for the tab's life, so Back to job-input keeps it.
 */
export function useJobMatchingFlow(location: MatchLocation, go: (next: Partial<MatchLocation>) => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenCv | null>(null);
  const [jobText, setJobTextState] = useState(() => sessionStorage.getItem('cvmate.jobText') ?? '');
  const [jobTitle, setJobTitle] = useState('');
  const [progress, setProgress] = useState<{ value: number; status: string } | null>(null);
  const setJobText = useCallback((t: string) => {
    setJobTextState(t);
    sessionStorage.setItem('cvmate.jobText', t);
  }, []);

  // The CV of the URL: the one chosen in this tab, or (after a reload) the id in the URL.
  const cv = useMemo((): ChosenCv | null => {
    const sameAsChosen =
      !!chosen && (chosen.cvId ? chosen.cvId === location.cvId : chosen.sessionId === location.upload);
    if (sameAsChosen) return chosen;
    if (!location.cvId && !location.upload) return null;
    return { cvId: location.cvId ?? undefined, sessionId: location.upload ?? undefined, filename: '', fresh: false };
  }, [chosen, location.cvId, location.upload]);

  /** The ad of the last match, put aside when a different CV is chosen, until the person asks for it back. */
  const [setAside, setSetAside] = useState<{ jobText: string; jobTitle: string } | null>(null);
  const chooseCv = useCallback(
    (c: ChosenCv) => {
      const same = !!chosen && (c.cvId ? c.cvId === chosen.cvId : c.sessionId === chosen.sessionId);
      // A different CV starts with an empty ad: the last one is offered back, not silently reused.
      if (!same && jobText.trim()) {
        setSetAside({ jobText, jobTitle });
        setJobText('');
        setJobTitle('');
      }
      setChosen(c);
      go({ step: 'job-input', cvId: c.cvId ?? null, upload: c.cvId ? null : (c.sessionId ?? null) });
    },
    [go, chosen, jobText, jobTitle, setJobText],
  );

  const analyse = useCallback(async () => {
    if (!cv) return toast({ title: W.missingCvTitle, description: W.missingCv, variant: 'destructive' });
    if (!jobText.trim()) return toast({ title: W.missingJobTitle, description: W.missingJob, variant: 'destructive' });
    setProgress(
      cv.fresh ? { value: UPLOADED, status: W.progress.upload } : { value: CV_READY, status: W.progress.selected },
    );
    try {
      setProgress({ value: COMPARING, status: W.progress.compare });
      const result = await matchJob({
        cvId: cv.cvId,
        sessionId: cv.cvId ? undefined : cv.sessionId,
        jobDescription: jobText,
        jobTitle: jobTitle.trim() || undefined,
      });
      queryClient.setQueryData(matchKey(result.jobMatchId), result);
      setProgress({ value: INSIGHTS, status: W.progress.insights });
      setProgress({ value: DONE, status: W.progress.done });
      setTimeout(() => {
        setProgress(null);
        go({ step: 'results', cvId: location.cvId, upload: location.upload, match: result.jobMatchId });
      }, JOB_MATCH_RESULTS_DELAY_MS);
    } catch (e) {
      setProgress(null);
      const status = (e as { status?: number }).status;
      const [title, fallback] =
        status === 401
          ? [W.signInTitle, W.signIn]
          : status === 403
            ? [W.premiumTitle, W.premium]
            : [W.analysisFailed, W.analysisFailedDefault];
      toast({
        title,
        description: status === 401 || status === 403 ? fallback : serverMessage(e, fallback),
        variant: 'destructive',
      });
    }
  }, [cv, jobText, jobTitle, toast, go, location.cvId, location.upload, queryClient]);

  return {
    cv,
    jobText,
    jobTitle,
    progress,
    setJobText,
    setJobTitle,
    chooseCv,
    analyse,
    /** The last match's ad, cleared for a newly chosen CV; `keepAd` brings it back. */
    setAside,
    keepAd: () => {
      if (!setAside) return;
      setJobText(setAside.jobText);
      setJobTitle(setAside.jobTitle);
      setSetAside(null);
    },
    startOver: () => {
      setChosen(null);
      setJobText('');
      setJobTitle('');
      go({ step: 'cv-select' });
    },
    changeCv: () => go({ step: 'cv-select' }),
    anotherJob: () => {
      setJobText('');
      go({ step: 'job-input', cvId: location.cvId, upload: location.upload });
    },
  };
}
