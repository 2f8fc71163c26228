import { useState } from 'react';
import { DEFAULT_GOV_WORD_LIMIT, GOV_WORDS as W, type GovResponseItem } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useGenerateResponses } from '../api/generate-responses';
import type { GovUpload } from '../api/upload-gov-cv';
import type { GovInputs } from '../components/gov-inputs-step';

export type GovStep = 0 | 1 | 2;
const EMPTY: GovInputs = { jobDescription: '', positionRequirements: '', wordLimit: DEFAULT_GOV_WORD_LIMIT };

const STEPS = ['upload', 'inputs', 'responses'] as const;

/**
 * cv-upload (0) -> job-inputs (1) -> responses (2), each a URL (`step`, `upload`) so Back and Forward work; the
 * drafts live in the tab, so a reload of the responses returns to the inputs. 'Upload a New CV' resets everything.
 */
export function useGovFlow(params: URLSearchParams, navigate: (params: Record<string, string>) => void) {
  const toast = useToast();
  const generate = useGenerateResponses();
  const [uploaded, setUploaded] = useState<GovUpload | null>(null);
  const uploadId = params.get('upload');
  const upload: GovUpload | null =
    uploaded && uploaded.sessionId === uploadId
      ? uploaded
      : uploadId
        ? { sessionId: uploadId, filename: 'your uploaded CV', textLength: 0 }
        : null;
  const [inputs, setInputs] = useState<GovInputs>(EMPTY);
  const [responses, setResponses] = useState<GovResponseItem[]>([]);
  const [texts, setTexts] = useState<string[]>([]);
  /** What the last drafting left out and the limit it wrote to, to say so above the drafts. */
  const [reading, setReading] = useState<{ skipped: string[]; wordLimit: number | null }>({
    skipped: [],
    wordLimit: null,
  });
  const wanted = STEPS.indexOf((params.get('step') ?? 'upload') as (typeof STEPS)[number]);
  // A step is shown only when what it needs is here: drafts for the responses, an upload for the inputs.
  const step: GovStep = wanted === 2 && responses.length && upload ? 2 : wanted >= 1 && upload ? 1 : 0;
  const goTo = (s: GovStep, id = upload?.sessionId) => navigate(s === 0 || !id ? {} : { step: STEPS[s], upload: id });

  const run = () => {
    if (!upload) return toast({ title: W.sessionTitle, description: W.session, variant: 'destructive' });
    if (!inputs.jobDescription.trim() || !inputs.positionRequirements.trim())
      return toast({ title: W.validationTitle, description: W.validation, variant: 'destructive' });
    generate.mutate(
      { sessionId: upload.sessionId, ...inputs },
      {
        onSuccess: ({ responses: drafts, skipped, wordLimit }) => {
          setResponses(drafts);
          setReading({ skipped: skipped ?? [], wordLimit: wordLimit ?? null });
          setTexts(drafts.map((d) => d.fullResponse));
          goTo(2);
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
    skipped: reading.skipped,
    /** The limit the drafts were written to: the person's, or the ad's when they left the default. */
    wordLimit: reading.wordLimit ?? inputs.wordLimit,
    generating: generate.isPending,
    setInputs,
    uploaded: (u: GovUpload) => {
      setUploaded(u);
      goTo(1, u.sessionId);
    },
    generate: run,
    editText: (i: number, text: string) => setTexts((t) => t.map((x, j) => (j === i ? text : x))),
    backToInputs: () => goTo(1),
    reset: () => {
      setUploaded(null);
      setInputs(EMPTY);
      setResponses([]);
      setTexts([]);
      goTo(0);
    },
  };
}
