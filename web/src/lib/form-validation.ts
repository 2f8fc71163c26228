/** SPEC §5: forms validate on submit, then re-validate on change. Spread into every useForm call. */
export const SPEC_VALIDATION_MODE = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
