import {
  deliveryDateFormSchema,
  longDate,
  type DeliveryDateForm,
  type DeliverySlotInput,
} from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { SlotFields } from './SlotFields.tsx';

type Output = z.output<typeof deliveryDateFormSchema>;

/**
 * One date of the calendar (delivery-dates): its three slots — its own, or the defaults to start from —
 * with Close Date (no slot offered) and, for a date with slots of its own, Use Default Slots (removes its
 * entry). Saving stores the date's slots.
 */
export function DeliveryDateDialog({
  date,
  values,
  custom,
  onClose,
  onSave,
  onRemove,
}: {
  date: string | null;
  values: DeliveryDateForm | null;
  custom: boolean;
  onClose(): void;
  onSave(date: string, slots: Output['slots']): Promise<unknown>;
  onRemove(date: string): Promise<unknown>;
}) {
  const form = useForm<DeliveryDateForm, unknown, Output>({
    resolver: zodResolver(deliveryDateFormSchema),
    mode: 'onTouched',
  });
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    if (date && values) form.reset(values);
    setRemoveError(null);
    // Only a newly opened date starts the form again; a refetch while open keeps the user's input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date]);

  const closeDate = () => {
    (form.getValues('slots') ?? []).forEach((_slot: DeliverySlotInput, index: number) =>
      form.setValue(`slots.${index}.checkedRun`, false, { shouldDirty: true }),
    );
  };

  const remove = async () => {
    if (!date) return;
    setRemoving(true);
    setRemoveError(null);
    try {
      await onRemove(date);
      onClose();
    } catch (error) {
      setRemoveError(errorMessage(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <FormDialog
      open={date !== null}
      onClose={onClose}
      title={date ? longDate(date) : ''}
      maxWidth="md"
      onSubmit={whenValid(form.handleSubmit, (output) => onSave(date!, output.slots))}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {custom ? 'This date has time slots of its own.' : 'This date uses the default time slots.'}
        </Typography>
        <Button variant="outlined" onClick={closeDate}>
          Close Date
        </Button>
        {custom && (
          <Button variant="outlined" color="secondary" onClick={() => void remove()} loading={removing}>
            Use Default Slots
          </Button>
        )}
      </Stack>
      {removeError && <Alert severity="error">{removeError}</Alert>}
      {(values?.slots ?? []).map((slot, index) => (
        <SlotFields
          key={index}
          control={form.control}
          prefix={`slots.${index}`}
          heading={`Slot ${index + 1}${slot.Name ? `: ${slot.Name}` : ''}`}
        />
      ))}
    </FormDialog>
  );
}
