import { useEffect, useRef, useState } from 'react';
import { DEFAULT_GOV_WORD_LIMIT, GOV_WORDS as W, type GovResponseItem } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useGenerateResponses } from '../api/generate-responses';
import { useGovDraft, useSaveGovTexts } from '../api/gov-draft';
import type { GovUpload } from '../api/upload-gov-cv';
import type { GovInputs } from '../components/gov-inputs-step';

export type GovStep = 0 | 1 | 2;
const EMPTY: GovInputs = { jobDescription: '', positionRequirements: '', wordLimit: DEFAULT_GOV_WORD_LIMIT };

const STEPS = ['upload', 'inputs', 'responses'] as const;

/** How long typing pauses before an edit is saved. */
const AUTOSAVE_MS = 800;

/**
 * cv-upload (0) -> job-inputs (1) -> responses (2), each a URL (`step`, `upload`) so Back and Forward work. The server
 * keeps the inputs, drafts and edits with the upload (24 hours, owner only): a reload, Back or a link to a step this tab
 * has no drafts for fetches them, and edits are saved as the person types. 'Upload a New CV' resets everything.
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
  // Nothing drafted in this tab for the upload in the address: what the server kept for it.
  const kept = useGovDraft(uploadId, !responses.length && uploaded?.sessionId !== uploadId);
  const restored = useRef<string | null>(null);
  useEffect(() => {
    const draft = kept.data;
    if (!draft || !uploadId || restored.current === uploadId || responses.length) return;
    restored.current = uploadId;
    setUploaded({ sessionId: uploadId, filename: draft.filename, textLength: 0 });
    setInputs(draft.inputs);
    setResponses(draft.responses);
    setTexts(draft.texts);
    setReading({ skipped: draft.skipped, wordLimit: draft.wordLimit });
  }, [kept.data, uploadId, responses.length]);

  const saveTexts = useSaveGovTexts();
  const [saveState, setSaveState] = useState<'saved' | 'saving' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const autosave = (next: string[]) => {
    if (!upload) return;
    setSaveState('saving');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        saveTexts.mutate(
          { sessionId: upload.sessionId, texts: next },
          { onSuccess: () => setSaveState('saved'), onError: () => setSaveState('failed') },
        ),
      AUTOSAVE_MS,
    );
  };

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
    /** Restoring the drafts kept for this upload (a reload or a link): the step waits for them. */
    restoring: kept.isLoading,
    /** Whether the latest edits are kept on the server. */
    saveState,
    editText: (i: number, text: string) => {
      const next = texts.map((x, j) => (j === i ? text : x));
      setTexts(next);
      autosave(next);
    },
    backToInputs: () => goTo(1),
    reset: () => {
      restored.current = null;
      setSaveState(null);
      setUploaded(null);
      setInputs(EMPTY);
      setResponses([]);
      setTexts([]);
      goTo(0);
    },
  };
}
