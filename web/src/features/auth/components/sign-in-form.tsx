import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CircularProgress, Stack } from '@mui/material';
import { signInSchema, type SignInInput } from '@cvmate/contract';
import { FormTextField } from '../../../components/form-text-field';

export function SignInForm({ busy, onSubmit }: { busy: boolean; onSubmit: (v: SignInInput) => void }) {
  const { control, handleSubmit } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} /> : null}
      >
        Sign in
      </Button>
    </Stack>
  );
}
