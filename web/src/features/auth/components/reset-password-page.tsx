import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { newPasswordSchema, type NewPassword } from '@cvmate/contract';
import { PageContainer } from '../../../components/page-container';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { FORM_VALIDATION_MODE } from '../../../lib/form-validation';
import { authErrorMessage } from '../api/sign-in';
import { setNewPassword, useResetCode } from '../api/reset-password';

/**
 * Where the reset e-mail's link lands (/auth/action?mode=resetPassword&oobCode=…; the Firebase e-mail template's
 * action URL points here): checks the code, shows whose password it is, and sets the new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('mode') === 'resetPassword' ? (params.get('oobCode') ?? '') : '';
  return (
    <PageContainer maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Choose a new password
          </Typography>
          {code ? (
            <NewPasswordStep code={code} />
          ) : (
            <Alert severity="error">This link isn’t a password reset link we can use.</Alert>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function NewPasswordStep({ code }: { code: string }) {
  const account = useResetCode(code);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '' },
    ...FORM_VALIDATION_MODE,
  });
  if (account.isPending) return <CircularProgress aria-label="Checking your link" />;
  if (account.isError)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{authErrorMessage(account.error)}</Alert>
        <Button component={RouterLink} to="/reset-password" variant="outlined">
          Send a new link
        </Button>
      </Stack>
    );
  if (done)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Your password has been changed. Sign in with your new password.
        </Alert>
        <Button component={RouterLink} to="/sign-in" variant="contained">
          Sign in
        </Button>
      </Stack>
    );
  const save = async ({ password }: NewPassword) => {
    setError(null);
    try {
      await setNewPassword(code, password);
      setDone(true);
    } catch (e) {
      setError(authErrorMessage(e));
    }
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(save)}>
      <Typography color="text.secondary">For {account.data}: at least 8 characters.</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton busy={formState.isSubmitting}>Save new password</SubmitButton>
    </Stack>
  );
}
