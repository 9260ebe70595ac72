import {
  holidayFeeRepeats,
  validateHolidayFee,
  type HolidayFeeForm,
  type HolidayFeeInput,
} from '@commerce/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import { FormDateField } from '../../../ui/DateField.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FormMoneyField } from '../../../ui/FormMoneyField.tsx';
import { useCheckedForm } from '../../../ui/useCheckedForm.ts';

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
  const { form, check } = useCheckedForm(open, EMPTY);

  const submit = async () => {
    const values = check(
      (fee) => validateHolidayFee(fee, fees, today),
      (fee) => holidayFeeRepeats(fee, fees),
    );
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
      <FormDateField
        control={form.control}
        name="deliveryFeeDate"
        label="Date"
        required
        fullWidth
        min={today}
      />
      <FormMoneyField control={form.control} name="deliveryFee" label="Fee" required fullWidth />
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
