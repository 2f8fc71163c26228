import { useCallback, useState } from 'react';
import {
  JOB_MATCH_PROGRESS_STEPS,
  JOB_MATCH_RESULTS_DELAY_MS,
  JOB_MATCH_WORDS as W,
  type JobMatchResponse,
} from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { matchJob } from '../api/match-job';
import type { ChosenCv } from '../components/cv-select-step';

export type MatchStep = 'cv-select' | 'job-input' | 'processing' | 'results';
const [UPLOADED, CV_READY, COMPARING, INSIGHTS, DONE] = JOB_MATCH_PROGRESS_STEPS;

/**
 * cv-select -> job-input -> processing -> results (or back to job-input on failure). 'Start Over' returns to
 * cv-select with everything cleared; 'Change CV' keeps the job text.
 */
export function useJobMatchingFlow() {
  const toast = useToast();
  const [step, setStep] = useState<MatchStep>('cv-select');
  const [cv, setCv] = useState<ChosenCv | null>(null);
  const [jobText, setJobText] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const [progress, setProgress] = useState({ value: 0, status: '' });
  const [match, setMatch] = useState<JobMatchResponse | null>(null);

  const chooseCv = useCallback((chosen: ChosenCv) => {
    setCv(chosen);
    setStep('job-input');
  }, []);

  const analyse = useCallback(async () => {
    if (!cv) return toast({ title: W.missingCvTitle, description: W.missingCv, variant: 'destructive' });
    if (!jobText.trim()) return toast({ title: W.missingJobTitle, description: W.missingJob, variant: 'destructive' });
    setStep('processing');
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
      setProgress({ value: INSIGHTS, status: W.progress.insights });
      setProgress({ value: DONE, status: W.progress.done });
      setTimeout(() => {
        setMatch(result);
        setStep('results');
      }, JOB_MATCH_RESULTS_DELAY_MS);
    } catch (e) {
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
      setStep('job-input');
    }
  }, [cv, jobText, jobTitle, toast]);

  const startOver = useCallback(() => {
    setCv(null);
    setJobText('');
    setJobTitle('');
    setMatch(null);
    setStep('cv-select');
  }, []);

  return {
    step,
    cv,
    jobText,
    jobTitle,
    progress,
    match,
    setJobText,
    setJobTitle,
    chooseCv,
    analyse,
    startOver,
    changeCv: () => setStep('cv-select'),
    anotherJob: () => {
      setMatch(null);
      setJobText('');
      setStep('job-input');
    },
  };
}
