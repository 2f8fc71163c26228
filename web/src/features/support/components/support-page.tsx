import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { SubmitButton } from '../../../components/submit-button';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SUPPORT_SUBJECTS, TOASTS, supportDefaults, supportRequestSchema, type SupportRequest } from '@cvmate/contract';
import { FormTextField } from '../../../components/form-text-field';
import { FORM_VALIDATION_MODE } from '../../../lib/form-validation';
import { PageContainer } from '../../../components/page-container';
import { ThankYouPanel } from '../../../components/thank-you-panel';
import { useToast } from '../../../lib/use-toast';
import { useSendSupport } from '../api/send-support';

export function SupportPage() {
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const send = useSendSupport();
  const { control, handleSubmit, reset } = useForm<SupportRequest>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: supportDefaults,
    ...FORM_VALIDATION_MODE,
  });

  const onSubmit = (values: SupportRequest) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: TOASTS.supportSent, variant: 'success' });
        reset(supportDefaults);
        setSent(true);
      },
      onError: (e) => toast({ title: TOASTS.supportError, description: e.message, variant: 'destructive' }),
    });

  return (
    <PageContainer maxWidth="sm">
      {sent ? (
        <ThankYouPanel
          body="Thanks for contacting us. We'll get back to you shortly."
          again="Send Another Message"
          onAgain={() => setSent(false)}
        />
      ) : (
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <SupportAgentIcon color="primary" />
              <Typography variant="h4" component="h1">
                Need Help? Contact Support
              </Typography>
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Tell us what happened and we’ll reply by e-mail, usually within one business day.
            </Typography>
            <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)}>
              <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
              <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
              <FormTextField control={control} name="subject" label="Subject" options={SUPPORT_SUBJECTS} required />
              <FormTextField control={control} name="message" label="Message" required multiline minRows={5} />
              <SubmitButton busy={send.isPending}>Send Message</SubmitButton>
            </Stack>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
