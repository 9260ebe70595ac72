import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../ui/FormTextField.tsx';

/** The two Eagle codes (1-digit: at most 1 character; 2-digit: exactly 2), required with will-call. */
export function StoreEagleCodeFields<T extends FieldValues>({
  control,
  required,
}: {
  control: Control<T, unknown, unknown>;
  required: boolean;
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={'StoreID_1digit' as Path<T>}
          label="Eagle Code (1-digit)"
          required={required}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={'StoreID_2digit' as Path<T>}
          label="Eagle Code (2-digit)"
          required={required}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
      </Grid>
    </Grid>
  );
}
