import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { SubmitButton } from '../../../components/submit-button';
import {
  FEEDBACK_TYPES,
  TOASTS,
  generalFeedbackDefaults,
  generalFeedbackSchema,
  type GeneralFeedback,
} from '@cvmate/contract';
import { FormTextField } from '../../../components/form-text-field';
import { FORM_VALIDATION_MODE } from '../../../lib/form-validation';
import { PageContainer } from '../../../components/page-container';
import { ThankYouPanel } from '../../../components/thank-you-panel';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useSendFeedback } from '../api/send-feedback';

export function FeedbackPage() {
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const send = useSendFeedback();
  const { control, handleSubmit, reset } = useForm<GeneralFeedback>({
    resolver: zodResolver(generalFeedbackSchema),
    defaultValues: generalFeedbackDefaults,
    ...FORM_VALIDATION_MODE,
  });

  const onSubmit = (values: GeneralFeedback) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: TOASTS.feedbackSent, description: TOASTS.feedbackSentBody, variant: 'success' });
        reset(generalFeedbackDefaults);
        setSent(true);
      },
      onError: (e) =>
        toast({
          title: TOASTS.feedbackError,
          description: serverMessage(e, TOASTS.feedbackErrorDefault),
          variant: 'destructive',
        }),
    });

  return (
    <PageContainer maxWidth="sm">
      {sent ? (
        <ThankYouPanel body={TOASTS.feedbackSentBody} again="Send More Feedback" onAgain={() => setSent(false)} />
      ) : (
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography variant="h4" component="h1" gutterBottom>
              Share Your Feedback
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Ideas, bugs or a kind word: it all helps us make CVMate better.
            </Typography>
            <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)}>
              <FormTextField control={control} name="name" label="Name (optional)" autoComplete="name" />
              <FormTextField
                control={control}
                name="email"
                label="Email (optional)"
                type="email"
                autoComplete="email"
              />
              <FormTextField
                control={control}
                name="feedbackType"
                label="Feedback Type"
                options={FEEDBACK_TYPES}
                required
              />
              <FormTextField control={control} name="message" label="Feedback Message" required multiline minRows={5} />
              <SubmitButton busy={send.isPending}>Send Feedback</SubmitButton>
            </Stack>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
