import {
  DESTINATION_TYPE_NAMES,
  DESTINATION_TYPES,
  formatMoney,
  displayPhone,
  type DestinationDetail,
  type DestinationForm,
} from '@commerce/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FormMoneyField } from '../../../ui/FormMoneyField.tsx';
import { PhoneField } from '../../../ui/PhoneField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import type { DestinationFormOutput } from '../form-values.ts';

export type DestinationFormApi = UseFormReturn<DestinationForm, unknown, DestinationFormOutput>;

const half = { xs: 12, sm: 6 } as const;

/**
 * The destination form (spec 3 §5): Company Name, Address, City, State, Zip, Surcharge and Phone required,
 * Address Line 2 and Address Name (C-23) optional; the type only on create (it becomes the ID's prefix),
 * Active only on edit. Read-only, the saved values.
 */
export function DestinationFields({
  form,
  mode,
  editing,
  destination,
}: {
  form: DestinationFormApi;
  mode: 'create' | 'edit';
  editing: boolean;
  destination?: DestinationDetail;
}) {
  const { control } = form;
  if (!editing && destination)
    return (
      <Grid container spacing={2}>
        <Grid size={half}>
          <ReadOnlyField label="Company Name" value={destination.CompanyName} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Type" value={DESTINATION_TYPE_NAMES[destination.Type]} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Address Name" value={destination.AddressName} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Phone" value={displayPhone(destination.Phone)} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Address" value={destination.Street1} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Address Line 2" value={destination.Street2} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ReadOnlyField label="City" value={destination.City} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ReadOnlyField label="State" value={destination.State} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ReadOnlyField label="Zip" value={destination.Zip} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Surcharge" value={formatMoney(destination.xp.Surcharge)} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Status" value={<ActiveChip active={destination.xp.Active} />} />
        </Grid>
      </Grid>
    );

  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormTextField control={control} name="CompanyName" label="Company Name" required fullWidth />
      </Grid>
      <Grid size={half}>
        {mode === 'create' ? (
          <FormTextField control={control} name="Type" label="Type" select required fullWidth>
            {DESTINATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {DESTINATION_TYPE_NAMES[type]}
              </MenuItem>
            ))}
          </FormTextField>
        ) : (
          destination && <ReadOnlyField label="Type" value={DESTINATION_TYPE_NAMES[destination.Type]} />
        )}
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="AddressName"
          label="Address Name"
          fullWidth
          helperText="Optional: an entrance or department, e.g. Main Entrance."
        />
      </Grid>
      <Grid size={half}>
        <Controller
          control={control}
          name="Phone"
          render={({ field, fieldState }) => (
            <PhoneField
              {...field}
              value={field.value ?? ''}
              label="Phone"
              required
              fullWidth
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="Street1" label="Address" required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="Street2" label="Address Line 2" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="City" label="City" required fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField control={control} name="State" label="State" required fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField
          control={control}
          name="Zip"
          label="Zip"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={half}>
        <FormMoneyField control={control} name="Surcharge" label="Surcharge" required fullWidth />
      </Grid>
      {mode === 'edit' && (
        <Grid size={half}>
          <Controller
            control={control}
            name="Active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label="Active"
              />
            )}
          />
        </Grid>
      )}
    </Grid>
  );
}
