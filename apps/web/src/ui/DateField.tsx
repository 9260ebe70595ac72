import { calendarDateOf } from '@commerce/domain';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'defaultValue'> & {
  /** A date-only value: 'YYYY-MM-DD' or as stored ('2030-06-01T00:00:00.000Z'); nothing is an empty field. */
  value: string | null | undefined;
  /** The chosen day as 'YYYY-MM-DD', or null when the field is cleared. */
  onChange(date: string | null): void;
  /** The first and last days that may be chosen ('YYYY-MM-DD'). */
  min?: string | null;
  max?: string | null;
};

/**
 * Every date-only input of the console: the browser's date picker over a calendar day, which never passes
 * through a time zone (a stored launch date at midnight UTC opens on its own day, not the one before). The
 * label always sits above, where the browser's mm/dd/yyyy placeholder would otherwise run into it.
 */
export function DateField({ value, onChange, min, max, slotProps, ...props }: DateFieldProps) {
  return (
    <TextField
      {...props}
      type="date"
      value={calendarDateOf(value) ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { min: min ?? undefined, max: max ?? undefined },
      }}
    />
  );
}

/** A DateField bound to a react-hook-form field ('YYYY-MM-DD', or '' when cleared), with its message. */
export function FormDateField<T extends FieldValues, TOutput = T>({
  name,
  control,
  helperText,
  ...props
}: Omit<DateFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOutput>;
}) {
  const { field, fieldState } = useController<T, FieldPath<T>, TOutput>({ name, control });
  return (
    <DateField
      {...props}
      name={field.name}
      value={field.value}
      onChange={(date) => field.onChange(date ?? '')}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
