/** docs/product.md §5: forms validate on submit, then re-validate on change. Spread into every useForm call. */
export const FORM_VALIDATION_MODE = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
