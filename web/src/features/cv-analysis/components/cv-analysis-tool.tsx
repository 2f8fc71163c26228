import { useCallback, useState, type ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import type { CvAnalysisResult } from '@cvmate/contract';
import { useStoredAnalysis } from '../api/get-stored-analysis';
import { useUploadAnalysis } from '../api/analyse-cv';
import { serverMessage } from '../../../lib/api-client';
import { UploadScreen } from './upload-screen';
import { CvReport } from './cv-report';

interface Props {
  /** 'cv-results' with a stored CV id shows that CV's report (after a reload, Back or a shared link). */
  view: 'cv-analysis' | 'cv-results';
  storedCvId: string | null;
  /** 'cv-results' with an upload id (and no stored CV) shows that upload's report. */
  uploadId?: string | null;
  /** Tells the hub which view to show (and which stored CV a report belongs to). */
  onViewChange: (view: 'cv-analysis' | 'cv-results', extra?: Record<string, string>) => void;
  onUpgrade: () => void;
  isPremium: boolean | undefined;
  /** The report's feedback surfaces for this result, if any (the app composes them in). */
  renderFeedback?: (result: CvAnalysisResult) => ReactNode;
}

/** Upload, then the report. A fresh result is kept here; a report in the URL is loaded from the server. */
export function CvAnalysisTool({
  view,
  storedCvId,
  uploadId = null,
  onViewChange,
  onUpgrade,
  isPremium,
  renderFeedback,
}: Props) {
  const [fresh, setFresh] = useState<CvAnalysisResult | null>(null);
  const wantsUpload = view === 'cv-results' && !storedCvId && !!uploadId && !fresh;
  const wantsStored = view === 'cv-results' && !!storedCvId && fresh?.cvId !== storedCvId;
  const stored = useStoredAnalysis(wantsStored ? storedCvId : null);
  const ofUpload = useUploadAnalysis(wantsUpload ? uploadId : null);
  const complete = useCallback(
    (r: CvAnalysisResult) => {
      setFresh(r);
      onViewChange('cv-results', r.cvId ? { cv: r.cvId } : {});
      window.scrollTo({ top: 0 });
    },
    [onViewChange],
  );
  const result =
    view !== 'cv-results' ? null : wantsStored ? (stored.data ?? null) : wantsUpload ? (ofUpload.data ?? null) : fresh;
  if ((wantsStored && stored.isLoading) || (wantsUpload && ofUpload.isLoading))
    return <LinearProgress aria-label="Loading your report" />;
  if (wantsUpload && ofUpload.isError)
    return (
      <Alert severity="warning">{serverMessage(ofUpload.error, 'We couldn’t analyse that CV. Upload it again.')}</Alert>
    );
  if (wantsStored && stored.isError)
    return (
      <Alert severity="warning">We couldn’t find that report. It may have been deleted; upload your CV again.</Alert>
    );
  if (!result) return <UploadScreen onComplete={complete} onUpgrade={onUpgrade} />;
  return (
    <CvReport
      result={result}
      isPremium={isPremium}
      onUpgrade={onUpgrade}
      feedback={renderFeedback?.(result)}
      onAnother={() => {
        setFresh(null);
        onViewChange('cv-analysis');
      }}
    />
  );
}
