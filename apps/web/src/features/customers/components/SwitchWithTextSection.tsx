import {
  CUSTOMER_EDIT_FAILURES,
  CUSTOMER_WARNINGS,
  customerApi,
  isPoRequiredWithoutNumber,
  purchaseOrderSchema,
  recordSectionRoute,
  taxExemptionSchema,
  type CustomerDetail,
  type FeatureKey,
  type RecordSectionRoute,
  type RouteBody,
} from '@commerce/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../../lib/permissions.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { WarningTip } from '../../../ui/WarningTip.tsx';
import { useSectionForm } from './useSectionForm.ts';

type Section = 'purchase-order' | 'tax-exemption';

interface SwitchWithTextSectionProps {
  detail: CustomerDetail;
  title: string;
  /** The key that may edit the section. */
  feature: FeatureKey;
  /** The customer's section (customerApi) that takes both fields. */
  section: Section;
  /** The spec's message when the save fails. */
  errorText: string;
  /** The form's rules: what they answer is the section's body. */
  schema: z.ZodType<RouteBody<RecordSectionRoute<typeof customerApi, Section>>, FieldValues>;
  switchField: { name: string; label: string; value: boolean };
  textField: { name: string; label: string; value: string | null; emptyText?: ReactNode };
}

/** A yes/no setting of the customer's xp with the text that goes with it, edited in place. */
function SwitchWithTextSection(props: SwitchWithTextSectionProps) {
  const { detail, title, feature, errorText, schema, switchField, textField } = props;
  const route = recordSectionRoute(customerApi, props.section);
  const { form, send, section } = useSectionForm(detail, schema, () => ({
    [switchField.name]: switchField.value,
    [textField.name]: textField.value ?? '',
  }));

  return (
    <EditableSection
      title={title}
      canEdit={useCan(feature)}
      {...section((body) => send(route, { params: { id: detail.Customer.ID }, body }, errorText))}
    >
      {(isEditing) => (
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {isEditing ? (
              <Controller
                control={form.control}
                name={switchField.name}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value as boolean}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={switchField.label}
                  />
                )}
              />
            ) : (
              <ReadOnlyField label={switchField.label} value={switchField.value ? 'Yes' : 'No'} />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {isEditing ? (
              <FormTextField control={form.control} name={textField.name} label={textField.label} fullWidth />
            ) : (
              <ReadOnlyField
                label={textField.label}
                value={textField.value}
                emptyText={textField.emptyText}
              />
            )}
          </Grid>
        </Grid>
      )}
    </EditableSection>
  );
}

/** Purchase Order (customer-po): whether orders need a PO and the number; warns when one is missing. */
export function PurchaseOrderSection({ detail }: { detail: CustomerDetail }) {
  const { PO } = detail.Customer.xp;
  return (
    <SwitchWithTextSection
      detail={detail}
      title="Purchase Order"
      feature="customer-po"
      section="purchase-order"
      errorText={CUSTOMER_EDIT_FAILURES.poFailed}
      schema={purchaseOrderSchema}
      switchField={{ name: 'PORequired', label: 'PO Required', value: PO.PORequired }}
      textField={{
        name: 'PONumber',
        label: 'PO Number',
        value: PO.PONumber,
        emptyText: isPoRequiredWithoutNumber(detail.Customer) ? (
          <>
            None Provided
            <WarningTip text={CUSTOMER_WARNINGS.poWithoutNumber} />
          </>
        ) : undefined,
      }}
    />
  );
}

/** Tax exemption (customer-tax): whether the customer is exempt and the exemption certificate's ID. */
export function TaxInfoSection({ detail }: { detail: CustomerDetail }) {
  const { TaxExemption } = detail.Customer.xp;
  return (
    <SwitchWithTextSection
      detail={detail}
      title="Tax Info"
      feature="customer-tax"
      section="tax-exemption"
      errorText={CUSTOMER_EDIT_FAILURES.taxFailed}
      schema={taxExemptionSchema}
      switchField={{ name: 'Enabled', label: 'Tax Exempt', value: TaxExemption.Enabled }}
      textField={{ name: 'TaxExemptionID', label: 'Tax Exemption ID', value: TaxExemption.TaxExemptionID }}
    />
  );
}
