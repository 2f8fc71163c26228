import { useCallback, useState } from 'react';
import type { CvAnalysisResult } from '@cvmate/contract';
import { UploadScreen } from './upload-screen';
import { CvReport } from './cv-report';

interface Props {
  /** Tells the hub which view is showing (cv-analysis or cv-results). */
  onViewChange: (view: 'cv-analysis' | 'cv-results') => void;
  onUpgrade: () => void;
  isPremium: boolean | undefined;
}

/** Upload, then the report; the result lives here until 'Back to Options' clears it. */
export function CvAnalysisTool({ onViewChange, onUpgrade, isPremium }: Props) {
  const [result, setResult] = useState<CvAnalysisResult | null>(null);
  const complete = useCallback(
    (r: CvAnalysisResult) => {
      setResult(r);
      onViewChange('cv-results');
      window.scrollTo({ top: 0 });
    },
    [onViewChange],
  );
  if (!result) return <UploadScreen onComplete={complete} onUpgrade={onUpgrade} />;
  return (
    <CvReport
      result={result}
      isPremium={isPremium}
      onUpgrade={onUpgrade}
      onAnother={() => {
        setResult(null);
        onViewChange('cv-analysis');
      }}
    />
  );
}
