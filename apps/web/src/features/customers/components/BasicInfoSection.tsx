import {
  CUSTOMER_ERRORS,
  CUSTOMER_WARNINGS,
  customerBasicInfoSchema,
  emailDiffersFromUsername,
  formatPhone,
  type CustomerDetail,
} from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { Controller, useForm } from 'react-hook-form';
import { useCan } from '../../../lib/permissions.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { PhoneField } from '../../../ui/PhoneField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { WarningTip } from '../../../ui/WarningTip.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { useCustomerEdit } from '../api.ts';
import { useSectionEditing } from './useSectionEditing.ts';

type Values = { FirstName: string; LastName: string; Email: string; Phone: string };

const valuesOf = ({ Customer }: CustomerDetail): Values => ({
  FirstName: Customer.FirstName,
  LastName: Customer.LastName,
  Email: Customer.Email,
  Phone: formatPhone(Customer.Phone ?? ''),
});

/**
 * Basic Info: names and phone with customer-info, the e-mail with customer-email (spec 2 §6). Only changed
 * fields are sent; the e-mail is also sent unchanged while it differs from the Username, since re-saving it
 * is how the warning is fixed.
 */
export function BasicInfoSection({ detail }: { detail: CustomerDetail }) {
  const canInfo = useCan('customer-info');
  const canEmail = useCan('customer-email');
  const { editing, editVersion, onEditingChange } = useSectionEditing(detail.Version);
  const edit = useCustomerEdit(detail.Customer.ID);
  const form = useForm({
    resolver: zodResolver(customerBasicInfoSchema),
    values: editing ? undefined : valuesOf(detail),
    mode: 'onTouched',
  });
  const { Customer } = detail;
  const mismatch = emailDiffersFromUsername(Customer);

  const save = whenValid(form.handleSubmit, async () => {
    const values = form.getValues() as Values;
    const dirty = form.formState.dirtyFields;
    const changes: Partial<Values> = {};
    if (canInfo && dirty.FirstName) changes.FirstName = values.FirstName;
    if (canInfo && dirty.LastName) changes.LastName = values.LastName;
    if (canInfo && dirty.Phone) changes.Phone = values.Phone;
    if (canEmail && (dirty.Email || mismatch)) changes.Email = values.Email;
    if (Object.keys(changes).length === 0) return;
    await edit(
      { route: '', method: 'PATCH', body: changes, version: editVersion },
      CUSTOMER_ERRORS.saveFailed,
    );
  });

  return (
    <EditableSection
      title="Basic Info"
      canEdit={canInfo || canEmail}
      editing={editing}
      onEditingChange={onEditingChange}
      onSave={save}
      onDiscard={() => form.reset(valuesOf(detail))}
    >
      {(isEditing) =>
        isEditing ? (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="FirstName"
                label="First Name"
                fullWidth
                disabled={!canInfo}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="LastName"
                label="Last Name"
                fullWidth
                disabled={!canInfo}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="Email"
                label="Email"
                type="email"
                fullWidth
                disabled={!canEmail}
                helperText={
                  mismatch && canEmail ? 'Saving re-saves the e-mail and sets the Username to it.' : undefined
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="Phone"
                render={({ field, fieldState }) => (
                  <PhoneField
                    {...field}
                    value={field.value ?? ''}
                    label="Phone"
                    fullWidth
                    disabled={!canInfo}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          </Grid>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="First Name" value={Customer.FirstName} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Last Name" value={Customer.LastName} />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField
                label="Email"
                value={
                  <>
                    {Customer.Email}
                    {mismatch && <WarningTip text={CUSTOMER_WARNINGS.emailMismatch} />}
                  </>
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Username" value={Customer.Username} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Phone" value={Customer.Phone ? formatPhone(Customer.Phone) : ''} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}
