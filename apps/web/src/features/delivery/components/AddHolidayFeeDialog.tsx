import {
  holidayFeeFormSchema,
  holidayFeeRepeats,
  validateHolidayFee,
  type HolidayFeeForm,
  type HolidayFeeInput,
} from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { MoneyField } from '../../../ui/MoneyField.tsx';

const EMPTY: HolidayFeeForm = { deliveryFeeName: '', deliveryFeeDate: '', deliveryFee: '', active: true };

/**
 * 'Add Holiday Delivery Fee': name, date, fee and whether it is active, checked with the spec's rules
 * (and ours: a date still to come) against the saved fees before it is saved; the spec's overall text
 * shows above the fields and each field's text under it.
 */
export function AddHolidayFeeDialog({
  open,
  onClose,
  fees,
  today,
  onAdd,
}: {
  open: boolean;
  onClose(): void;
  fees: readonly HolidayFeeInput[];
  today: string;
  onAdd(fee: HolidayFeeInput): Promise<unknown>;
}) {
  const form = useForm<HolidayFeeForm>({ resolver: zodResolver(holidayFeeFormSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const submit = async () => {
    form.clearErrors();
    const values = form.getValues();
    const rejection = validateHolidayFee(values, fees, today);
    if (rejection) {
      for (const [field, message] of Object.entries(rejection.fieldErrors))
        form.setError(field as keyof HolidayFeeForm, { type: 'rule', message });
      throw new Error(holidayFeeRepeats(values, fees) ?? rejection.message);
    }
    await onAdd({
      deliveryFeeName: values.deliveryFeeName.trim(),
      deliveryFeeDate: values.deliveryFeeDate,
      deliveryFee: values.deliveryFee.trim(),
      active: values.active,
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Holiday Delivery Fee"
      onSubmit={submit}
      submitLabel="Add"
    >
      <FormTextField
        control={form.control}
        name="deliveryFeeName"
        label="Name"
        required
        fullWidth
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="deliveryFeeDate"
        label="Date"
        type="date"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <Controller
        control={form.control}
        name="deliveryFee"
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
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Active"
          />
        )}
      />
    </FormDialog>
  );
}
