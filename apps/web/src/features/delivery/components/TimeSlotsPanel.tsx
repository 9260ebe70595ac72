import {
  DELIVERY_TEXTS,
  defaultTimeSlotsFormSchema,
  defaultTimeSlotsFormValues,
  defaultTimeSlotsSectionValue,
  deliveryTimeSlotsSection,
} from '@commerce/domain';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { useSettingsSectionForm } from '../../../ui/record/useSettingsSectionForm.ts';
import { SectionHistoryButton } from '../../../ui/record/SectionHistoryButton.tsx';
import { SlotFields } from './SlotFields.tsx';
import { SlotsTable } from './SlotsTable.tsx';

const TITLE = 'Time Slots';

/** The default time slots (DeliveryRuns[0]): each slot's name, time, surcharge, message and whether offered. */
export function TimeSlotsPanel() {
  const canEdit = useCan('delivery-slots');
  const toast = useToast();
  const { query, form, section } = useSettingsSectionForm({
    section: deliveryTimeSlotsSection,
    schema: defaultTimeSlotsFormSchema,
    valuesOf: defaultTimeSlotsFormValues,
    toValue: (values, current) => defaultTimeSlotsSectionValue(current, values),
    staleText: DELIVERY_TEXTS.staleSection,
  });
  const state = section();
  const slots = query.data ? defaultTimeSlotsFormValues(query.data.Value).slots : null;

  return (
    <EditableSection
      title={TITLE}
      editLabel="Edit Time Slots"
      canEdit={canEdit && !!query.data}
      actions={
        <SectionHistoryButton
          section={deliveryTimeSlotsSection.id}
          title={TITLE}
          version={query.data?.Version}
        />
      }
      {...state}
      onSave={async () => {
        const saved = await state.onSave();
        if (saved) toast.success(DELIVERY_TEXTS.saved(TITLE));
        return saved;
      }}
    >
      {(isEditing) =>
        query.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : !slots ? (
          <Typography color="error">These settings could not be loaded.</Typography>
        ) : isEditing ? (
          <Stack spacing={2}>
            {slots.map((slot, index) => (
              <SlotFields
                key={slot.key}
                control={form.control}
                prefix={`slots.${index}`}
                heading={slot.key}
              />
            ))}
          </Stack>
        ) : (
          <SlotsTable slots={slots} label="Default time slots" />
        )
      }
    </EditableSection>
  );
}
