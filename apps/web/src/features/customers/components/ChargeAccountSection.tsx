import {
  CUSTOMER_EDIT_FAILURES,
  creditLimitSchema,
  customerApi,
  formatMoney,
  recordSectionRoute,
  type CustomerDetail,
} from '@commerce/domain';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { useCan } from '../../../lib/permissions.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useSectionForm } from './useSectionForm.ts';

/** The input is text; the request takes the number the domain's rule accepts (2 decimals, not negative). */
const formSchema = z.object({
  AvailCredit: z
    .string()
    .trim()
    .min(1, 'Enter a credit limit.')
    .refine((value) => /^\d*\.?\d*$/.test(value), 'Enter an amount.')
    .transform(Number)
    .pipe(creditLimitSchema),
});

const valuesOf = (detail: CustomerDetail) => ({
  AvailCredit: detail.ChargeAccount ? (detail.ChargeAccount.xp.AvailCredit?.toFixed(2) ?? '') : '',
});

/** The store charge account: ID ({id}-BC), balance and credit limit (customer-charge, 2 decimals). */
export function ChargeAccountSection({ detail }: { detail: CustomerDetail }) {
  const canEdit = useCan('customer-charge');
  const { form, send, section } = useSectionForm(detail, formSchema, valuesOf);
  const account = detail.ChargeAccount;

  return (
    <EditableSection
      title="Store Charge Account"
      editLabel="Edit Limit"
      canEdit={canEdit && account !== null}
      {...section((body) =>
        send(
          recordSectionRoute(customerApi, 'charge-account'),
          { params: { id: detail.Customer.ID }, body },
          CUSTOMER_EDIT_FAILURES.creditLimitFailed,
        ),
      )}
    >
      {(isEditing) =>
        !account ? (
          <Typography color="text.secondary">None Provided</Typography>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <ReadOnlyField label="Account ID" value={account.ID} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <ReadOnlyField label="Balance" value={formatMoney(account.Balance)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {isEditing ? (
                <FormTextField
                  control={form.control}
                  name="AvailCredit"
                  label="Credit Limit"
                  fullWidth
                  autoFocus
                  slotProps={{
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                    htmlInput: { inputMode: 'decimal' },
                  }}
                />
              ) : (
                <ReadOnlyField label="Credit Limit" value={formatMoney(account.xp.AvailCredit)} />
              )}
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}
