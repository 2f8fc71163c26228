import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@cvmate/contract';
import { PageContainer } from '../../../components/page-container';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { FORM_VALIDATION_MODE } from '../../../lib/form-validation';
import { authErrorMessage } from '../api/sign-in';
import { sendResetLink } from '../api/reset-password';

/** "Forgot password?": sends Firebase Auth's reset e-mail and says the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    ...FORM_VALIDATION_MODE,
  });
  const send = async ({ email }: PasswordResetRequest) => {
    setError(null);
    try {
      await sendResetLink(email);
      setSentTo(email);
    } catch (e) {
      setError(authErrorMessage(e));
    }
  };
  return (
    <PageContainer maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Reset your password
          </Typography>
          {sentTo ? (
            <Alert severity="success" role="status">
              If an account uses {sentTo}, we’ve sent it a link to choose a new password. The link works for one hour;
              check your junk folder if it hasn’t arrived in a few minutes.
            </Alert>
          ) : (
            <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(send)}>
              <Typography color="text.secondary">
                Enter the e-mail you sign in with and we’ll send you a link to choose a new password.
              </Typography>
              {error && <Alert severity="error">{error}</Alert>}
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
              <SubmitButton busy={formState.isSubmitting}>Send reset link</SubmitButton>
            </Stack>
          )}
          <Typography variant="body2" sx={{ mt: 3 }}>
            <RouterLink to="/sign-in">Back to sign in</RouterLink>
          </Typography>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
