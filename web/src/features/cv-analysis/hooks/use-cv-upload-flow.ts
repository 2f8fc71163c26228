import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOASTS, UPLOAD_PROGRESS_STEPS, UPLOAD_SUCCESS_DELAY_MS, type CvAnalysisResult } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { uploadCv } from '../../../lib/upload-cv';
import { analyseCv } from '../api/analyse-cv';
import { ALLOWANCE_KEY } from '../api/get-allowance';

const [EXTRACTING, ANALYSING, DONE] = UPLOAD_PROGRESS_STEPS;

/** Caption for the progress bar (docs/product.md §4). */
export const progressCaption = (progress: number) =>
  progress < 30
    ? 'Extracting text from your CV...'
    : progress < 90
      ? 'Analyzing with AI for Australian standards...'
      : 'Finalizing analysis...';

/**
 * idle -> uploading and extracting (20%) -> analysis (60%) -> complete (100%); the result is handed on
 * 500 ms later. Any failure returns to idle with an 'Upload failed' toast in the server's words.
 */
export function useCvUploadFlow(onComplete: (result: CvAnalysisResult) => void) {
  const [progress, setProgress] = useState(0);
  const toast = useToast();
  const queryClient = useQueryClient();

  const start = useCallback(
    async (file: File) => {
      let stage: 'upload' | 'analyse' = 'upload';
      try {
        setProgress(EXTRACTING);
        const uploaded = await uploadCv({ file });
        toast({
          title: TOASTS.cvUploaded,
          description: `${uploaded.textLength.toLocaleString('en-AU')} characters of text extracted.`,
          variant: 'success',
        });
        stage = 'analyse';
        setProgress(ANALYSING);
        const result = await analyseCv(uploaded.sessionId);
        setProgress(DONE);
        void queryClient.invalidateQueries({ queryKey: ['/api/user/cvs'] });
        void queryClient.invalidateQueries({ queryKey: ALLOWANCE_KEY });
        setTimeout(() => {
          toast({ title: TOASTS.analysisCompleted, variant: 'success' });
          onComplete(result);
        }, UPLOAD_SUCCESS_DELAY_MS);
      } catch (e) {
        setProgress(0);
        const fallback = stage === 'upload' ? TOASTS.uploadFailedDefault : TOASTS.analyseFailedDefault;
        toast({ title: TOASTS.uploadFailed, description: serverMessage(e, fallback), variant: 'destructive' });
      }
    },
    [onComplete, toast, queryClient],
  );

  return { progress, busy: progress > 0, start };
}
