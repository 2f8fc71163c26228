import { Alert, Button, CircularProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { GOV_WORDS as W } from '@cvmate/contract';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useDownloadResponses } from '../api/download-responses';
import { useGovFlow } from '../hooks/use-gov-flow';
import { GovInputsStep } from './gov-inputs-step';
import { GovUploadStep } from './gov-upload-step';
import { ResponseEditor } from './response-editor';
import { responseHeading } from './response-heading';

/** What the autosave says under the drafts. */
const SAVE_WORDS = {
  saving: 'Saving your changes…',
  saved: 'All changes saved. They stay with this upload for 24 hours.',
  failed: 'Your latest changes couldn’t be saved. Copy them somewhere safe before leaving this page.',
} as const;

/** Many government portals take plain text only: each response as its criterion, a blank line, then the text. */
const plainText = (requirement: string, text: string) => `${requirement}\n\n${text}`;

/** Government Jobs Helper: upload a CV, add the job and criteria, then edit, copy and download STAR responses. */
export function GovHelperTool({
  params,
  onNavigate,
}: {
  /** The view's URL parameters (step, upload). */
  params: URLSearchParams;
  onNavigate: (params: Record<string, string>) => void;
}) {
  const flow = useGovFlow(params, onNavigate);
  const toast = useToast();
  const download = useDownloadResponses();
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    toast({ title: W.copied, variant: 'success' });
  };
  const save = (format: 'word' | 'pdf') =>
    download.mutate(
      {
        format,
        responses: flow.responses.map((r, i) => ({
          requirement: responseHeading(r, i),
          response: flow.texts[i] ?? '',
        })),
      },
      {
        onError: (e) =>
          toast({ title: W.downloadFailed, description: serverMessage(e, W.downloadFailed), variant: 'destructive' }),
      },
    );
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h2">
        Government Jobs Helper
      </Typography>
      <Stepper activeStep={flow.step} alternativeLabel>
        {W.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {flow.restoring && <CircularProgress aria-label="Loading your drafts" sx={{ alignSelf: 'center' }} />}
      {!flow.restoring && flow.step === 0 && <GovUploadStep onUploaded={flow.uploaded} />}
      {!flow.restoring && flow.step === 1 && (
        <GovInputsStep
          filename={flow.upload?.filename ?? ''}
          value={flow.inputs}
          busy={flow.generating}
          onChange={flow.setInputs}
          onGenerate={flow.generate}
          onNewCv={flow.reset}
        />
      )}
      {!flow.restoring && flow.step === 2 && (
        <Stack spacing={2}>
          {flow.skipped.length > 0 && (
            <Alert severity="info" data-testid="skipped-lines">
              {W.skipped(flow.responses.length, flow.skipped)}
            </Alert>
          )}
          {flow.wordLimit !== flow.inputs.wordLimit && <Alert severity="info">{W.limitFromAd(flow.wordLimit)}</Alert>}
          {flow.responses.map((item, i) => (
            <ResponseEditor
              key={item.requirement}
              index={i}
              item={item}
              text={flow.texts[i] ?? ''}
              limit={item.wordLimit ?? flow.wordLimit}
              onText={(t) => flow.editText(i, t)}
              onCopy={() => copy(flow.texts[i] ?? '')}
            />
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" disabled={download.isPending} onClick={() => save('word')}>
              Download Word
            </Button>
            <Button variant="outlined" disabled={download.isPending} onClick={() => save('pdf')}>
              Download PDF
            </Button>
            <Button
              onClick={() =>
                copy(flow.responses.map((r, i) => plainText(responseHeading(r, i), flow.texts[i] ?? '')).join('\n\n'))
              }
            >
              {W.copyAll}
            </Button>
          </Stack>
          {flow.saveState && (
            <Typography variant="body2" color={flow.saveState === 'failed' ? 'error' : 'text.secondary'} role="status">
              {SAVE_WORDS[flow.saveState]}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={flow.backToInputs}>{W.backToInputs}</Button>
            <Button onClick={flow.reset}>{W.newCv}</Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
