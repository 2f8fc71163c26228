import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { SubmitButton } from '../../../components/submit-button';
import { signInSchema, type SignInInput } from '@cvmate/contract';
import { FormTextField } from '../../../components/form-text-field';
import { FORM_VALIDATION_MODE } from '../../../lib/form-validation';

export function SignInForm({ busy, onSubmit }: { busy: boolean; onSubmit: (v: SignInInput) => void }) {
  const { control, handleSubmit } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    ...FORM_VALIDATION_MODE,
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton busy={busy}>Sign in</SubmitButton>
    </Stack>
  );
}
