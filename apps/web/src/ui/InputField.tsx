import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId, type ReactNode } from 'react';

export type InputFieldProps = Omit<
  OutlinedInputProps,
  'label' | 'inputRef' | 'error' | 'fullWidth' | 'size'
> & {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
};

/**
 * A text input that looks like the theme's TextField (outlined, small, full width; label, helper text and
 * required mark wired the same way) without its select mode: MUI's TextField always bundles Select, Menu,
 * Popover and Modal (about 20 KB gzipped), which the sign-in screen must not download.
 */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, helperText, error, required, disabled, id, ...input },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth
      size="small"
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={required ? <>{label}&thinsp;*</> : label}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
