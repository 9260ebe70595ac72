import { CUSTOMER_ERRORS, taxExemptionSchema, type CustomerDetail } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { useCan } from '../../../lib/permissions.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { useCustomerEdit } from '../api.ts';
import { useSectionEditing } from './useSectionEditing.ts';

const valuesOf = (detail: CustomerDetail) => ({
  Enabled: detail.Customer.xp.TaxExemption.Enabled,
  TaxExemptionID: detail.Customer.xp.TaxExemption.TaxExemptionID ?? '',
});

/** Tax exemption: whether the customer is exempt and the exemption certificate's ID (customer-tax). */
export function TaxInfoSection({ detail }: { detail: CustomerDetail }) {
  const { editing, editVersion, onEditingChange } = useSectionEditing(detail.Version);
  const edit = useCustomerEdit(detail.Customer.ID);
  const form = useForm({
    resolver: zodResolver(taxExemptionSchema),
    values: editing ? undefined : valuesOf(detail),
  });
  const save = whenValid(form.handleSubmit, (body) =>
    edit({ route: '/tax-exemption', method: 'PUT', body, version: editVersion }, CUSTOMER_ERRORS.taxFailed),
  );
  const { TaxExemption } = detail.Customer.xp;

  return (
    <EditableSection
      title="Tax Info"
      canEdit={useCan('customer-tax')}
      editing={editing}
      onEditingChange={onEditingChange}
      onSave={save}
      onDiscard={() => form.reset(valuesOf(detail))}
    >
      {(isEditing) => (
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {isEditing ? (
              <Controller
                control={form.control}
                name="Enabled"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label="Tax Exempt"
                  />
                )}
              />
            ) : (
              <ReadOnlyField label="Tax Exempt" value={TaxExemption.Enabled ? 'Yes' : 'No'} />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {isEditing ? (
              <FormTextField
                control={form.control}
                name="TaxExemptionID"
                label="Tax Exemption ID"
                fullWidth
              />
            ) : (
              <ReadOnlyField label="Tax Exemption ID" value={TaxExemption.TaxExemptionID} />
            )}
          </Grid>
        </Grid>
      )}
    </EditableSection>
  );
}
