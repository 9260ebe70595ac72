import {
  addressLine,
  displayPhone,
  formatPhone,
  STORE_TEXTS,
  storeInfoSchema,
  willCallLabel,
  type StoreDetail,
  type StoreInfoInput,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useCan } from '../../../lib/permissions.tsx';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useSectionForm } from '../../../ui/record/useSectionForm.ts';
import { StoreAddressFields, type StoreAddressValues } from './StoreAddressFields.tsx';
import { useStoreChange } from './useStoreChange.ts';

type Values = StoreInfoInput & { Street2: string | null };

const valuesOf = (store: StoreDetail): Values => ({
  CompanyName: store.CompanyName,
  Street1: store.Street1 ?? '',
  Street2: store.Street2 ?? '',
  City: store.City ?? '',
  State: store.State ?? '',
  Zip: store.Zip ?? '',
  Phone: formatPhone(store.Phone ?? ''),
  StoreType: store.xp.StoreType,
  Active: store.xp.Active,
  WillCall: store.xp.WillCall,
});

const half = { xs: 12, sm: 6 } as const;

/**
 * Store Info: name, address, phone, type, Active and will-call. A moved address is geocoded again on save
 * (refused when it cannot be placed); the built-in store's name, address and phone are locked (C-16).
 */
export function StoreInfoSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save } = useStoreChange(store);
  const { form, section, editVersion } = useSectionForm(
    { version: store.Version, values: valuesOf(store) },
    storeInfoSchema,
  );
  const type = useWatch({ control: form.control, name: 'StoreType' });
  const locked = store.xp.BuiltIn;

  return (
    <EditableSection
      title="Store Info"
      canEdit={canEdit}
      {...section((values) => save({ Info: values }, editVersion))}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            {locked && <Alert severity="info">{STORE_TEXTS.builtInHint}</Alert>}
            <StoreAddressFields
              control={form.control as unknown as Control<StoreAddressValues, unknown, unknown>}
              locked={locked}
              kiosk={type === 'Kiosk'}
              onTypeChange={(next) => {
                if (next === 'Kiosk') form.setValue('WillCall', false);
              }}
            />
            <Controller
              control={form.control}
              name="Active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="Active"
                />
              )}
            />
          </Stack>
        ) : (
          <Grid container spacing={2}>
            <Grid size={half}>
              <ReadOnlyField label="Store Name" value={store.CompanyName} />
            </Grid>
            <Grid size={half}>
              <ReadOnlyField label="Phone" value={displayPhone(store.Phone)} />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField
                label="Address"
                value={addressLine({
                  ...store,
                  Street1: [store.Street1, store.Street2].filter(Boolean).join(', '),
                })}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <ReadOnlyField label="Type" value={store.xp.StoreType} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <ReadOnlyField label="Status" value={<ActiveChip active={store.xp.Active} />} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <ReadOnlyField label="Will Call" value={willCallLabel(store.xp.WillCall)} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <ReadOnlyField
                label="Location"
                value={
                  store.xp.Location
                    ? `${store.xp.Location.lat.toFixed(4)}, ${store.xp.Location.lng.toFixed(4)}`
                    : 'Not geocoded'
                }
              />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField label="Place ID" value={store.xp.PlaceID ?? ''} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}
