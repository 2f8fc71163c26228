import { useState } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import {
  ACCURACY_FEEDBACK_DEFAULTS,
  ANALYSIS_FEEDBACK_WORDS as W,
  type AccuracyFeedback,
  type Finding,
} from '@cvmate/contract';
import { useToast } from '../../../lib/use-toast';
import { useSubmitAccuracyFeedback } from '../api/submit-accuracy-feedback';
import { RatingStep } from './rating-step';
import { DetailsStep } from './details-step';
import { SuccessStep } from './success-step';

export type AccuracyDraft = Omit<AccuracyFeedback, 'cvAnalysisId' | 'sessionId'>;
const blank = (): AccuracyDraft => ({ ...ACCURACY_FEEDBACK_DEFAULTS, specificCorrections: {} });

/**
 * The accuracy feedback dialog: rating → details → success (docs/product.md §4). Skip or close ends it; closing from
 * success resets the answers.
 */
export function AccuracyFeedbackDialog({
  open,
  onClose,
  cvAnalysisId,
  sessionId,
  findings,
}: {
  open: boolean;
  onClose: (sent: boolean) => void;
  cvAnalysisId: string;
  sessionId: string | null;
  /** The findings that cost points: a person may mark any of them as wrong for their CV. */
  findings: Finding[];
}) {
  const [step, setStep] = useState<'rating' | 'details' | 'success'>('rating');
  const [draft, setDraft] = useState<AccuracyDraft>(blank);
  const toast = useToast();
  const submit = useSubmitAccuracyFeedback();
  const change = (patch: Partial<AccuracyDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const close = () => {
    const sent = step === 'success';
    if (sent) {
      setStep('rating');
      setDraft(blank());
    }
    onClose(sent);
  };
  const next = () => {
    if (!draft.userPerceivedAccuracy || !draft.scoreAccuracyRating)
      return toast({ title: W.ratingsRequiredTitle, description: W.ratingsRequired, variant: 'destructive' });
    setStep('details');
  };
  const send = () =>
    submit.mutate(
      {
        ...draft,
        cvAnalysisId,
        sessionId,
        feedbackHelpfulness: draft.feedbackHelpfulness || null,
        suggestionsRelevance: draft.suggestionsRelevance || null,
        userComments: draft.userComments?.trim() || null,
      },
      {
        onSuccess: () => setStep('success'),
        onError: () => toast({ title: W.submitFailedTitle, description: W.submitFailed, variant: 'destructive' }),
      },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="accuracy-feedback-title">
      <DialogTitle id="accuracy-feedback-title">
        {step === 'success' ? W.thanks : 'How accurate was your CV analysis?'}
      </DialogTitle>
      {step === 'rating' && <RatingStep draft={draft} onChange={change} onSkip={close} onNext={next} />}
      {step === 'details' && (
        <DetailsStep
          draft={draft}
          findings={findings}
          onChange={change}
          onBack={() => setStep('rating')}
          onSubmit={send}
          submitting={submit.isPending}
        />
      )}
      {step === 'success' && <SuccessStep onClose={close} />}
    </Dialog>
  );
}
