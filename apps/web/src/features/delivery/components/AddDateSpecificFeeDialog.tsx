import { validateDateSpecificFee, type DateSpecificFee, type DateSpecificFeeForm } from '@commerce/domain';
import { FormDateField } from '../../../ui/DateField.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FormMoneyField } from '../../../ui/FormMoneyField.tsx';
import { useCheckedForm } from '../../../ui/useCheckedForm.ts';

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
  const { form, check } = useCheckedForm(open, EMPTY);

  const submit = async () => {
    const values = check((entry) => validateDateSpecificFee(entry, rows, today));
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
      <FormDateField
        control={form.control}
        name="date"
        label="Date"
        required
        fullWidth
        autoFocus
        min={today}
      />
      <FormTextField
        control={form.control}
        name="zip"
        label="Zip"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
      />
      <FormMoneyField control={form.control} name="fee" label="Fee" required fullWidth />
    </FormDialog>
  );
}
