import { useState } from 'react';
import { GOV_WORDS as W, type GovResponseItem } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useGenerateResponses } from '../api/generate-responses';
import type { GovUpload } from '../api/upload-gov-cv';
import type { GovInputs } from '../components/gov-inputs-step';

export type GovStep = 0 | 1 | 2;
const EMPTY: GovInputs = { jobDescription: '', positionRequirements: '', wordLimit: 250 };

/** cv-upload (0) -> job-inputs (1) -> responses (2); 'Upload a New CV' resets everything. */
export function useGovFlow() {
  const toast = useToast();
  const generate = useGenerateResponses();
  const [step, setStep] = useState<GovStep>(0);
  const [upload, setUpload] = useState<GovUpload | null>(null);
  const [inputs, setInputs] = useState<GovInputs>(EMPTY);
  const [responses, setResponses] = useState<GovResponseItem[]>([]);
  const [texts, setTexts] = useState<string[]>([]);

  const run = () => {
    if (!upload) return toast({ title: W.sessionTitle, description: W.session, variant: 'destructive' });
    if (!inputs.jobDescription.trim() || !inputs.positionRequirements.trim())
      return toast({ title: W.validationTitle, description: W.validation, variant: 'destructive' });
    generate.mutate(
      { sessionId: upload.sessionId, ...inputs },
      {
        onSuccess: ({ responses: drafts }) => {
          setResponses(drafts);
          setTexts(drafts.map((d) => d.fullResponse));
          setStep(2);
        },
        onError: (e) =>
          toast({
            title: W.generationFailed,
            description: serverMessage(e, W.generationFailedDefault),
            variant: 'destructive',
          }),
      },
    );
  };

  return {
    step,
    upload,
    inputs,
    responses,
    texts,
    generating: generate.isPending,
    setInputs,
    uploaded: (u: GovUpload) => {
      setUpload(u);
      setStep(1);
    },
    generate: run,
    editText: (i: number, text: string) => setTexts((t) => t.map((x, j) => (j === i ? text : x))),
    backToInputs: () => setStep(1),
    reset: () => {
      setUpload(null);
      setInputs(EMPTY);
      setResponses([]);
      setTexts([]);
      setStep(0);
    },
  };
}
