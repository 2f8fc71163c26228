import { useState } from 'react';
import { JOB_MATCH_WORDS as W } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useDownloadCv } from '../api/download-cv';
import { useImproveCv, type ImproveResult } from '../api/improve-cv';
import { useJobMatchingFlow } from '../hooks/use-job-matching-flow';
import { CvSelectStep } from './cv-select-step';
import { JobInputStep } from './job-input-step';
import { MatchReport } from './match-report';
import { ProcessingStep } from './processing-step';
import { RewritePreview } from './rewrite-preview';

interface Props {
  /** The hub's view: the rewrite preview shows only under its own URL, so Back returns to the report. */
  view: 'job-matching' | 'rewrite-preview';
  isPremium: boolean | undefined;
  onUpgrade: () => void;
  /** Tells the hub whether the rewrite preview is showing. */
  onViewChange: (view: 'job-matching' | 'rewrite-preview') => void;
  /** 'Back to CV Review': the hub opens the CV analysis tool. */
  onCvReview: () => void;
}

/** Job matching: choose a CV, add the ad, read the report, rewrite the CV for the job and download it. */
export function JobMatchingTool({ view, isPremium, onUpgrade, onViewChange, onCvReview }: Props) {
  const flow = useJobMatchingFlow();
  const toast = useToast();
  const improve = useImproveCv();
  const download = useDownloadCv();
  const [rewrite, setRewrite] = useState<ImproveResult | null>(null);
  const undone = (rewrite?.changes ?? []).flatMap((c, i) => (c.undone ? [i] : []));

  const runImprove = () => {
    const sessionId = flow.match?.sessionId || flow.cv?.sessionId;
    const jobMatchId = flow.match?.jobMatchId;
    if (!sessionId || !jobMatchId)
      return toast({ title: W.missingSessionTitle, description: W.missingSession, variant: 'destructive' });
    improve.mutate(
      { sessionId, jobMatchId },
      {
        onSuccess: (r) => {
          setRewrite(r);
          onViewChange('rewrite-preview');
          toast({ title: W.improved, variant: 'success' });
          window.scrollTo({ top: 0 });
        },
        onError: (e) =>
          toast({
            title: W.improveFailed,
            description: serverMessage(e, W.improveFailedDefault),
            variant: 'destructive',
          }),
      },
    );
  };

  if (rewrite && flow.match && view === 'rewrite-preview')
    return (
      <RewritePreview
        rewrite={rewrite}
        updating={improve.isPending}
        onToggleChange={(id) =>
          improve.mutate(
            {
              sessionId: flow.match!.sessionId || flow.cv?.sessionId || '-',
              jobMatchId: flow.match!.jobMatchId,
              undo: undone.includes(id) ? undone.filter((x) => x !== id) : [...undone, id],
            },
            {
              onSuccess: setRewrite,
              onError: (e) =>
                toast({
                  title: W.improveFailed,
                  description: serverMessage(e, W.improveFailedDefault),
                  variant: 'destructive',
                }),
            },
          )
        }
        isPremium={isPremium}
        downloading={download.isPending}
        onUpgrade={onUpgrade}
        onDownload={(format) =>
          download.mutate(
            {
              format,
              sessionId: flow.match!.sessionId || flow.cv?.sessionId || '-',
              jobMatchId: flow.match!.jobMatchId,
              userName: flow.match!.matchResult.candidateName,
              jobTitle: flow.match!.matchResult.jobTitle,
              undo: undone.join(','),
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
        onBack={() => {
          setRewrite(null);
          onViewChange('job-matching');
        }}
        onStartNew={() => {
          setRewrite(null);
          flow.startOver();
          onViewChange('job-matching');
        }}
      />
    );

  switch (flow.step) {
    case 'cv-select':
      return <CvSelectStep onChoose={flow.chooseCv} />;
    case 'job-input':
      return (
        <JobInputStep
          filename={flow.cv?.filename ?? ''}
          jobText={flow.jobText}
          jobTitle={flow.jobTitle}
          onJobText={flow.setJobText}
          onJobTitle={flow.setJobTitle}
          onAnalyse={flow.analyse}
          onChangeCv={flow.changeCv}
          onStartOver={flow.startOver}
        />
      );
    case 'processing':
      return <ProcessingStep progress={flow.progress.value} status={flow.progress.status} />;
    case 'results':
      return flow.match ? (
        <MatchReport
          result={flow.match.matchResult}
          improving={improve.isPending}
          onImprove={runImprove}
          onAnotherJob={flow.anotherJob}
          onBack={onCvReview}
        />
      ) : null;
  }
}
