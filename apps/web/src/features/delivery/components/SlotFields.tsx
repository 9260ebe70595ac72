import type { DeliverySlotInput } from '@commerce/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FormMoneyField } from '../../../ui/FormMoneyField.tsx';

/** The fields of one delivery slot (offered, name, time, surcharge, message) inside a slots form. */
export function SlotFields<T extends FieldValues>({
  control,
  prefix,
  heading,
}: {
  control: Control<T>;
  /** The slot's path in the form: 'slots.0'. */
  prefix: string;
  heading: string;
}) {
  const name = (field: keyof DeliverySlotInput) => `${prefix}.${field}` as Path<T>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={heading}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="subtitle2" component="div">
            {heading}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ textAlign: { sm: 'right' } }}>
          <Controller
            control={control}
            name={name('checkedRun')}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    inputRef={field.ref}
                    slotProps={{ input: { 'aria-label': `${heading} offered` } }}
                  />
                }
                label="Offered"
              />
            )}
          />
        </Grid>
        {/* The time gets the wider half: '12:00 PM - 5:00 PM' is read whole, never cut at the field's edge. */}
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={control} name={name('Name')} label="Name" fullWidth size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField control={control} name={name('TimeSlot')} label="Time Slot" fullWidth size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormMoneyField
            control={control}
            name={name('Surcharge')}
            label="Surcharge"
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name={name('Message')} label="Message" fullWidth size="small" />
        </Grid>
      </Grid>
    </Paper>
  );
}
