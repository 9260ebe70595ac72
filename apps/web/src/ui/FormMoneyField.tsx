import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MoneyField, type MoneyFieldProps } from './MoneyField.tsx';

type FormMoneyFieldProps<T extends FieldValues, TOutput> = Omit<
  MoneyFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur'
> & {
  name: FieldPath<T>;
  /** The form's control; its output type may differ from its input (zod transforms). */
  control: Control<T, unknown, TOutput>;
};

/** A MoneyField bound to a react-hook-form field, showing its validation message (as FormTextField does). */
export function FormMoneyField<T extends FieldValues, TOutput = T>({
  name,
  control,
  helperText,
  ...props
}: FormMoneyFieldProps<T, TOutput>) {
  const { field, fieldState } = useController<T, FieldPath<T>, TOutput>({ name, control });
  return (
    <MoneyField
      {...props}
      name={field.name}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
