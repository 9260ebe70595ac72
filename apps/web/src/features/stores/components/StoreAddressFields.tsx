import { STORE_TYPES, type StoreType } from '@commerce/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { PhoneField } from '../../../ui/PhoneField.tsx';

/** The fields the create form and Store Info share. */
export interface StoreAddressValues extends FieldValues {
  CompanyName: string;
  Street1: string;
  Street2: string | null;
  City: string;
  State: string;
  Zip: string;
  Phone: string;
  StoreType: StoreType;
  WillCall: boolean;
}

const half = { xs: 12, sm: 6 } as const;

/**
 * Store name, address, phone, the type radio and will-call. `locked` disables the name, address and phone
 * (the built-in store, C-16); `onTypeChange` applies the Kiosk rule (it clears will-call and the codes).
 */
export function StoreAddressFields({
  control,
  locked = false,
  kiosk,
  onTypeChange,
}: {
  /** A kiosk has no will-call counter: the switch is off and disabled. */
  kiosk: boolean;
  /** The form's control, seen as these fields (the caller's form has more). */
  control: Control<StoreAddressValues, unknown, unknown>;
  locked?: boolean;
  onTypeChange(type: StoreType): void;
}) {
  const name = (field: keyof StoreAddressValues & string): Path<StoreAddressValues> => field;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={name('CompanyName')}
          label="Store Name"
          required
          fullWidth
          disabled={locked}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name={name('Street1')}
          label="Address"
          required
          fullWidth
          disabled={locked}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name={name('Street2')}
          label="Street 2"
          fullWidth
          disabled={locked}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name={name('City')}
          label="City"
          required
          fullWidth
          disabled={locked}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField
          control={control}
          name={name('State')}
          label="State"
          required
          fullWidth
          disabled={locked}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField
          control={control}
          name={name('Zip')}
          label="Zip"
          required
          fullWidth
          disabled={locked}
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={half}>
        <Controller
          control={control}
          name={name('Phone')}
          render={({ field, fieldState }) => (
            <PhoneField
              {...field}
              value={(field.value as string | undefined) ?? ''}
              label="Phone"
              required
              fullWidth
              disabled={locked}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={half}>
        <Controller
          control={control}
          name={name('StoreType')}
          render={({ field }) => (
            <FormControl>
              <FormLabel id="store-type-label">Type</FormLabel>
              <RadioGroup
                row
                aria-labelledby="store-type-label"
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  onTypeChange(event.target.value as StoreType);
                }}
              >
                {STORE_TYPES.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      </Grid>
      <Grid size={half}>
        <Controller
          control={control}
          name={name('WillCall')}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={kiosk}
                />
              }
              label="Will Call Available"
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
