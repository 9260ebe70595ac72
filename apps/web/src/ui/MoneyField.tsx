import { FEE_STEP, moneyInputOnBlur, moneyInputText, toFeeString } from '@commerce/domain';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef, type KeyboardEvent } from 'react';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The amount as text ('19.99'); a number is shown as it is. */
  value: string | number | null | undefined;
  /** The text kept of what was typed: digits and one '.', at most 2 decimals; '' when empty. */
  onChange(value: string): void;
};

/**
 * A money amount (fees, prices): a '$' before it, only digits and one decimal point get in (letters and
 * signs are refused as they are typed or pasted), ArrowUp/ArrowDown step by 0.01, and leaving the field
 * shows it with 2 decimals ('5' → '5.00'). Works as a react-hook-form field: `<Controller render={({ field })
 * => <MoneyField {...field} />} />`; the schema (feeStringSchema, or z.coerce.number()) decides what is valid.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { value, onChange, onBlur, slotProps, ...props },
  ref,
) {
  const text = value === null || value === undefined ? '' : String(value);

  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = Number(moneyInputText(text)) || 0;
    const next = Math.max(0, current + (event.key === 'ArrowUp' ? FEE_STEP : -FEE_STEP));
    onChange(toFeeString(next));
  };

  return (
    <TextField
      {...props}
      inputRef={ref}
      type="text"
      value={text}
      onChange={(event) => onChange(moneyInputText(event.target.value))}
      onBlur={(event) => {
        const shown = moneyInputOnBlur(text);
        if (shown !== text) onChange(shown);
        onBlur?.(event);
      }}
      onKeyDown={step}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          ...(slotProps?.input as object),
        },
        htmlInput: { inputMode: 'decimal', step: FEE_STEP, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
});
