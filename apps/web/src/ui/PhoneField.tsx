import { formatPhone } from '@commerce/domain';
import { TextField, type TextFieldProps } from '@mui/material';
import { forwardRef } from 'react';

type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange(value: string): void;
};

/** A phone input masked as (###) ###-#### while typing. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { value, onChange, ...props },
  ref,
) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      type="tel"
      value={formatPhone(value)}
      onChange={(event) => onChange(formatPhone(event.target.value))}
      placeholder="(###) ###-####"
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'tel', maxLength: 14 } }}
    />
  );
});
