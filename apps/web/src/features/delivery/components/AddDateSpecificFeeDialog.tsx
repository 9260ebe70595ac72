import {
  dateSpecificFeeFormSchema,
  validateDateSpecificFee,
  type DateSpecificFee,
  type DateSpecificFeeForm,
} from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { MoneyField } from '../../../ui/MoneyField.tsx';

const EMPTY: DateSpecificFeeForm = { date: '', zip: '', fee: '' };

/** 'Add Delivery Fee': a date still to come, a 5-digit zip code and a 2-decimal fee, not already set. */
export function AddDateSpecificFeeDialog({
  open,
  onClose,
  rows,
  today,
  onAdd,
}: {
  open: boolean;
  onClose(): void;
  rows: readonly DateSpecificFee[];
  today: string;
  onAdd(fee: DateSpecificFee): Promise<unknown>;
}) {
  const form = useForm<DateSpecificFeeForm>({
    resolver: zodResolver(dateSpecificFeeFormSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const submit = async () => {
    form.clearErrors();
    const values = form.getValues();
    const rejection = validateDateSpecificFee(values, rows, today);
    if (rejection) {
      for (const [field, message] of Object.entries(rejection.fieldErrors))
        form.setError(field as keyof DateSpecificFeeForm, { type: 'rule', message });
      throw new Error(rejection.message);
    }
    await onAdd({ date: values.date, zip: values.zip.trim(), fee: values.fee.trim() });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Delivery Fee by Zip Code"
      onSubmit={submit}
      submitLabel="Add"
    >
      <FormTextField
        control={form.control}
        name="date"
        label="Date"
        type="date"
        required
        fullWidth
        autoFocus
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <FormTextField
        control={form.control}
        name="zip"
        label="Zip"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
      />
      <Controller
        control={form.control}
        name="fee"
        render={({ field, fieldState }) => (
          <MoneyField
            {...field}
            label="Fee"
            required
            fullWidth
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
