import {
  CUSTOMER_EDIT_FAILURES,
  CUSTOMER_WARNINGS,
  customerApi,
  customerBasicInfoSchema,
  emailDiffersFromUsername,
  displayPhone,
  formatPhone,
  recordUpdateRoute,
  type CustomerDetail,
} from '@commerce/domain';
import Grid from '@mui/material/Grid';
import { Controller } from 'react-hook-form';
import { useCan } from '../../../lib/permissions.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { PhoneField } from '../../../ui/PhoneField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { WarningTip } from '../../../ui/WarningTip.tsx';
import { useSectionForm } from './useSectionForm.ts';
import { EmailText } from '../../../ui/EmailText.tsx';

type Values = { FirstName: string; LastName: string; Email: string; Phone: string };

const NAMES = [
  { name: 'FirstName', label: 'First Name' },
  { name: 'LastName', label: 'Last Name' },
] as const;

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
  const { form, send, section } = useSectionForm(detail, customerBasicInfoSchema, valuesOf, 'onTouched');
  const { Customer } = detail;
  const mismatch = emailDiffersFromUsername(Customer);

  const save = async () => {
    const values = form.getValues() as Values;
    const dirty = form.formState.dirtyFields;
    const changes: Partial<Values> = {};
    if (canInfo && dirty.FirstName) changes.FirstName = values.FirstName;
    if (canInfo && dirty.LastName) changes.LastName = values.LastName;
    if (canInfo && dirty.Phone) changes.Phone = values.Phone;
    if (canEmail && (dirty.Email || mismatch)) changes.Email = values.Email;
    if (Object.keys(changes).length === 0) return;
    await send(
      recordUpdateRoute(customerApi),
      { params: { id: Customer.ID }, body: changes },
      CUSTOMER_EDIT_FAILURES.saveFailed,
    );
  };

  return (
    <EditableSection title="Basic Info" canEdit={canInfo || canEmail} {...section(save)}>
      {(isEditing) =>
        isEditing ? (
          <Grid container spacing={2}>
            {NAMES.map(({ name, label }) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  name={name}
                  label={label}
                  fullWidth
                  disabled={!canInfo}
                />
              </Grid>
            ))}
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
            {NAMES.map(({ name, label }) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <ReadOnlyField label={label} value={Customer[name]} />
              </Grid>
            ))}
            <Grid size={12}>
              <ReadOnlyField
                label="Email"
                value={
                  <>
                    <EmailText value={Customer.Email} copyLabel="Copy e-mail" mailto />
                    {mismatch && <WarningTip text={CUSTOMER_WARNINGS.emailMismatch} />}
                  </>
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField
                label="Username"
                value={<EmailText value={Customer.Username} copyLabel="Copy username" />}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Phone" value={displayPhone(Customer.Phone)} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}
