import {
  DELIVERY_TEXTS,
  deliveryFieldName,
  deliveryFieldText,
  deliveryPanelFormSchema,
  deliveryPanelSectionOf,
  deliveryPanelSectionValue,
  deliveryPanelValues,
  type DeliveryField,
  type DeliveryFieldPanel,
  type DeliveryPanelValues,
} from '@commerce/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FormMoneyField } from '../../../ui/FormMoneyField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useSettingsSectionForm } from '../../../ui/record/useSettingsSectionForm.ts';
import { SectionHistoryButton } from '../../../ui/record/SectionHistoryButton.tsx';

const width = (field: DeliveryField) => (field.kind === 'text' ? 12 : { xs: 12, sm: 6 });

function FieldInput({ field, control }: { field: DeliveryField; control: Control<DeliveryPanelValues> }) {
  const name = deliveryFieldName(field);
  switch (field.kind) {
    case 'switch':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={input.value === true}
                  onChange={(event) => input.onChange(event.target.checked)}
                  inputRef={input.ref}
                />
              }
              label={field.label}
            />
          )}
        />
      );
    case 'fee':
      return <FormMoneyField control={control} name={name} label={field.label} fullWidth />;
    case 'time':
      return (
        <FormTextField
          control={control}
          name={name}
          label={field.label}
          type="time"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="hh:mm"
        />
      );
    case 'text':
      return <FormTextField control={control} name={name} label={field.label} fullWidth />;
    case 'count':
      return (
        <FormTextField
          control={control}
          name={name}
          label={field.label}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      );
  }
}

/**
 * One panel of /delivery (Same/Next Day, Local Delivery, UPS, Courier, Curbside, Wired, Delivery Capacity): its own BuyerXP
 * section, shown read-only (fees with '$') and edited in place by holders of its key, saved alone against
 * its own version.
 */
export function FieldsPanel({ panel }: { panel: DeliveryFieldPanel }) {
  const canEdit = useCan(panel.writeKey);
  const toast = useToast();
  const schema = useMemo(() => deliveryPanelFormSchema(panel), [panel]);
  const { query, form, section } = useSettingsSectionForm({
    section: deliveryPanelSectionOf(panel),
    schema,
    valuesOf: (value: unknown) => deliveryPanelValues(panel, value),
    toValue: (values: DeliveryPanelValues) => deliveryPanelSectionValue(panel, values),
    staleText: DELIVERY_TEXTS.staleSection,
    fieldOf: (path) => path.split('.').at(-1),
  });
  const state = section();
  const values = query.data ? deliveryPanelValues(panel, query.data.Value) : null;

  return (
    <EditableSection
      title={panel.title}
      editLabel={`Edit ${panel.title}`}
      canEdit={canEdit && !!query.data}
      actions={
        <SectionHistoryButton section={panel.section} title={panel.title} version={query.data?.Version} />
      }
      {...state}
      onSave={async () => {
        const saved = await state.onSave();
        if (saved) toast.success(DELIVERY_TEXTS.saved(panel.title));
        return saved;
      }}
    >
      {(isEditing) =>
        query.isPending ? (
          <Skeleton variant="rounded" height={64} />
        ) : !values ? (
          <Typography color="error">These settings could not be loaded.</Typography>
        ) : (
          <Grid container spacing={2}>
            {panel.fields.map((field) => (
              <Grid key={field.path} size={width(field)}>
                {isEditing ? (
                  <FieldInput field={field} control={form.control} />
                ) : (
                  <ReadOnlyField
                    label={field.label}
                    value={deliveryFieldText(field, values[deliveryFieldName(field)])}
                  />
                )}
              </Grid>
            ))}
          </Grid>
        )
      }
    </EditableSection>
  );
}
