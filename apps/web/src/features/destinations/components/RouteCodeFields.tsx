import { formatMoney, type RouteCodeBody, type RouteCodeDetail, type RouteCodeForm } from '@commerce/domain';
import Grid from '@mui/material/Grid';
import type { UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FormMoneyField } from '../../../ui/FormMoneyField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';

export type RouteCodeFormApi = UseFormReturn<RouteCodeForm, unknown, RouteCodeBody>;

const half = { xs: 12, sm: 6 } as const;

/**
 * The route code form (spec 3 §5): Zip (5 digits), City, Route Code and Surcharge, all required; the
 * surcharge takes digits only behind its '$'. The state is always Minnesota, the country US.
 */
export function RouteCodeFields({
  form,
  editing,
  routeCode,
}: {
  form: RouteCodeFormApi;
  editing: boolean;
  routeCode?: RouteCodeDetail;
}) {
  const { control } = form;
  if (!editing && routeCode)
    return (
      <Grid container spacing={2}>
        <Grid size={half}>
          <ReadOnlyField label="Zip" value={routeCode.Zip} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="City" value={routeCode.City} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Route Code" value={routeCode.CompanyName} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="Surcharge" value={formatMoney(routeCode.xp.Surcharge)} />
        </Grid>
        <Grid size={half}>
          <ReadOnlyField label="State" value={`${routeCode.State}, ${routeCode.Country}`} />
        </Grid>
      </Grid>
    );
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
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
        <FormTextField control={control} name="City" label="City" required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="RouteCode" label="Route Code" required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormMoneyField control={control} name="Surcharge" label="Surcharge" required fullWidth />
      </Grid>
    </Grid>
  );
}
