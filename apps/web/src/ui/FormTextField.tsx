import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, TOutput> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur'
> & {
  name: FieldPath<T>;
  /** The form's control; its output type may differ from its input (zod transforms). */
  control: Control<T, unknown, TOutput>;
};

/**
 * A TextField bound to a react-hook-form field, showing its validation message. Controlled, so the
 * label never overlaps a value the form filled in.
 */
export function FormTextField<T extends FieldValues, TOutput = T>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T, TOutput>) {
  const { field, fieldState } = useController<T, FieldPath<T>, TOutput>({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
