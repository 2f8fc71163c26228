import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { Checkbox, FormControl, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { signUpDefaults, signUpSchema, type SignUpInput } from '@cvmate/contract';
import { FormTextField } from '../../../components/form-text-field';
import { FORM_VALIDATION_MODE } from '../../../lib/form-validation';
import { SubmitButton } from '../../../components/submit-button';

export function SignUpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (v: SignUpInput) => void }) {
  const { control, handleSubmit } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: signUpDefaults,
    ...FORM_VALIDATION_MODE,
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
      <Controller
        name="confirmAge"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormControlLabel
              control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={
                <span>
                  I am 18 or older and accept the <RouterLink to="/terms">Terms of Use</RouterLink>
                </span>
              }
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <SubmitButton busy={busy}>Create account</SubmitButton>
    </Stack>
  );
}
