import { useCallback } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { JOB_MATCH_WORDS as W } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useStoredCvs } from '../../../lib/stored-cvs';
import { useToast } from '../../../lib/use-toast';
import { useDownloadCv } from '../api/download-cv';
import { useMatch } from '../api/get-match';
import { useImprovedCv } from '../api/improve-cv';
import { locationOf, paramsOf, useJobMatchingFlow, type MatchLocation } from '../hooks/use-job-matching-flow';
import { CvSelectStep } from './cv-select-step';
import { JobInputStep } from './job-input-step';
import { MatchReport } from './match-report';
import { ProcessingStep } from './processing-step';
import { RewritePreview } from './rewrite-preview';

interface Props {
  /** The hub's view: the rewrite preview has its own URL, so Back returns to the report. */
  view: 'job-matching' | 'rewrite-preview';
  /** The view's URL parameters: step, cv or upload, match, undo. */
  params: URLSearchParams;
  isPremium: boolean | undefined;
  onUpgrade: () => void;
  /** Shows a view with URL parameters (a new history entry). */
  onNavigate: (view: 'job-matching' | 'rewrite-preview', params: Record<string, string>) => void;
  /** 'Back to CV Review': the report of this CV (a stored CV's, or the analysis of its upload), else the upload screen. */
  onCvReview: (cv: { cvId: string | null; upload: string | null }) => void;
}

/** Job matching: choose a CV, add the ad, read the report, rewrite the CV for the job and download it. */
export function JobMatchingTool({ view, params, isPremium, onUpgrade, onNavigate, onCvReview }: Props) {
  const location = locationOf(params);
  const go = useCallback((next: Partial<MatchLocation>) => onNavigate('job-matching', paramsOf(next)), [onNavigate]);
  const flow = useJobMatchingFlow(location, go);
  const toast = useToast();
  const download = useDownloadCv();
  const stored = useStoredCvs();
  const match = useMatch(location.match);
  const ids = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean).map(Number);
  const undo = ids('undo');
  const accept = ids('accept');
  // The API asks for an upload id beside the match; the server reads the CV from the match record itself, so a
  // stored CV whose upload has expired sends a placeholder.
  const sessionId = match.data ? match.data.sessionId || location.upload || '-' : null;
  const improveInput =
    view === 'rewrite-preview' && match.data && sessionId
      ? { sessionId, jobMatchId: match.data.jobMatchId, undo, accept }
      : null;
  const rewrite = useImprovedCv(improveInput);
  const filename =
    flow.cv?.filename || stored.data?.cvs.find((c) => c.id === location.cvId)?.filename || 'your uploaded CV';

  if (view === 'rewrite-preview') {
    if (match.isError || rewrite.isError)
      return <Alert severity="warning">{serverMessage(rewrite.error ?? match.error, W.improveFailedDefault)}</Alert>;
    if (!rewrite.data || !match.data)
      return (
        <>
          <Alert severity="info">{W.optimising}</Alert>
          <LinearProgress aria-label="Rewriting your CV" sx={{ mt: 2 }} />
        </>
      );
    const m = match.data;
    const rewriteParams = (nextUndo: number[], nextAccept: number[]) => ({
      ...paramsOf({ ...location, step: 'results' }),
      ...(nextUndo.length ? { undo: nextUndo.join(',') } : {}),
      ...(nextAccept.length ? { accept: nextAccept.join(',') } : {}),
    });
    const toggled = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
    return (
      <RewritePreview
        rewrite={rewrite.data}
        updating={rewrite.isFetching}
        onToggleChange={(id) => onNavigate('rewrite-preview', rewriteParams(toggled(undo, id), accept))}
        accepted={accept}
        onToggleSuggestion={(id) => onNavigate('rewrite-preview', rewriteParams(undo, toggled(accept, id)))}
        isPremium={isPremium}
        downloading={download.isPending}
        onUpgrade={onUpgrade}
        onDownload={(format) =>
          download.mutate(
            {
              format,
              sessionId: sessionId ?? '-',
              jobMatchId: m.jobMatchId,
              userName: m.matchResult.candidateName,
              jobTitle: m.matchResult.jobTitle,
              undo: undo.join(','),
              accept: accept.join(','),
            },
            {
              onSuccess: () => toast({ title: W.downloadOk, variant: 'success' }),
              onError: (e) =>
                toast({
                  title: W.downloadFailed,
                  description: serverMessage(e, W.downloadFailedDefault),
                  variant: 'destructive',
                }),
            },
          )
        }
        onBack={() => go({ ...location, step: 'results' })}
        onStartNew={flow.startOver}
      />
    );
  }

  if (flow.progress) return <ProcessingStep progress={flow.progress.value} status={flow.progress.status} />;
  if (location.step === 'results') {
    if (match.isLoading) return <LinearProgress aria-label="Loading the match report" />;
    if (!match.data)
      return <Alert severity="warning">We couldn’t find that match. It may have expired; match the job again.</Alert>;
    return (
      <MatchReport
        result={match.data.matchResult}
        improving={false}
        onImprove={() => onNavigate('rewrite-preview', paramsOf({ ...location, step: 'results' }))}
        onAnotherJob={flow.anotherJob}
        onBack={() => {
          const entry = stored.data?.cvs.find((c) => c.id === location.cvId);
          // A stored CV with a report opens it; one never analysed (or a fresh upload) is analysed from its upload.
          if (entry?.hasAnalysis) onCvReview({ cvId: entry.id, upload: null });
          else onCvReview({ cvId: null, upload: location.upload ?? entry?.sessionId ?? null });
        }}
      />
    );
  }
  if (location.step === 'job-input' && flow.cv)
    return (
      <JobInputStep
        filename={filename}
        jobText={flow.jobText}
        jobTitle={flow.jobTitle}
        onJobText={flow.setJobText}
        onJobTitle={flow.setJobTitle}
        onAnalyse={flow.analyse}
        onChangeCv={flow.changeCv}
        onStartOver={flow.startOver}
        setAsideAd={!!flow.setAside}
        onKeepAd={flow.keepAd}
      />
    );
  return <CvSelectStep onChoose={flow.chooseCv} />;
}
