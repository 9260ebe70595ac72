import {
  CUSTOMER_ERRORS,
  CUSTOMER_WARNINGS,
  isPoRequiredWithoutNumber,
  purchaseOrderSchema,
  type CustomerDetail,
} from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { useCan } from '../../../lib/permissions.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { WarningTip } from '../../../ui/WarningTip.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { useCustomerEdit } from '../api.ts';
import { useSectionEditing } from './useSectionEditing.ts';

const valuesOf = (detail: CustomerDetail) => ({
  PORequired: detail.Customer.xp.PO.PORequired,
  PONumber: detail.Customer.xp.PO.PONumber ?? '',
});

/** Purchase Order (customer-po): whether orders need a PO and the number; warns when one is missing. */
export function PurchaseOrderSection({ detail }: { detail: CustomerDetail }) {
  const { editing, editVersion, onEditingChange } = useSectionEditing(detail.Version);
  const edit = useCustomerEdit(detail.Customer.ID);
  const form = useForm({
    resolver: zodResolver(purchaseOrderSchema),
    values: editing ? undefined : valuesOf(detail),
  });
  const save = whenValid(form.handleSubmit, (body) =>
    edit({ route: '/purchase-order', method: 'PUT', body, version: editVersion }, CUSTOMER_ERRORS.poFailed),
  );
  const { PO } = detail.Customer.xp;

  return (
    <EditableSection
      title="Purchase Order"
      canEdit={useCan('customer-po')}
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
                name="PORequired"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label="PO Required"
                  />
                )}
              />
            ) : (
              <ReadOnlyField label="PO Required" value={PO.PORequired ? 'Yes' : 'No'} />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {isEditing ? (
              <FormTextField control={form.control} name="PONumber" label="PO Number" fullWidth />
            ) : (
              <ReadOnlyField
                label="PO Number"
                value={PO.PONumber}
                emptyText={
                  isPoRequiredWithoutNumber(detail.Customer) ? (
                    <>
                      None Provided
                      <WarningTip text={CUSTOMER_WARNINGS.poWithoutNumber} />
                    </>
                  ) : undefined
                }
              />
            )}
          </Grid>
        </Grid>
      )}
    </EditableSection>
  );
}
