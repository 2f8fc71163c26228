import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  /** Makes it a select with these choices. */
  options?: readonly string[];
};

/** A MUI text field bound to react-hook-form, showing the schema's message under the field. */
export function FormTextField<T extends FieldValues>({ name, control, options, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          select={!!options || props.select}
          fullWidth
        >
          {options?.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          )) ?? props.children}
        </TextField>
      )}
    />
  );
}
