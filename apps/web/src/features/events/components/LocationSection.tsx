import {
  addressLine,
  createEventLocationRoute,
  customLocationSchema,
  DEFAULT_EVENT_LOCATION,
  EVENT_TEXTS,
  type CustomLocation,
  type EventDetail,
  type EventLocationOption,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { eventLocationsOptions } from '../../../resources/events.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useVersionedEditing } from '../../../ui/useVersionedEditing.ts';
import { useEventChange } from '../api.ts';

/**
 * Location (events-admin): a store or a custom location (created with events-location), a copy of its
 * address kept on the event, and the room; without one the event shows Minneapolis, MN, US.
 */
export function LocationSection({ detail }: { detail: EventDetail }) {
  const canEdit = useCan('events-admin');
  const canCreate = useCan('events-location');
  const { editing, editVersion, onEditingChange } = useVersionedEditing(detail.Version);
  const locations = useQuery({ ...eventLocationsOptions(), enabled: editing });
  const [locationId, setLocationId] = useState(detail.xp.LocationID ?? '');
  const [room, setRoom] = useState(detail.xp.Room ?? '');
  const [creating, setCreating] = useState(false);
  const change = useEventChange(detail.xp.ProductCode);
  const location = detail.xp.Location;

  const reset = () => {
    setLocationId(detail.xp.LocationID ?? '');
    setRoom(detail.xp.Room ?? '');
  };
  const save = () => change('location', { LocationID: locationId, Room: room.trim() || null }, editVersion);
  const options: EventLocationOption[] = locations.data ?? [];

  return (
    <EditableSection
      title={EVENT_TEXTS.location}
      canEdit={canEdit}
      editing={editing}
      onEditingChange={(next) => {
        if (next) reset();
        onEditingChange(next);
      }}
      onSave={save}
      onDiscard={reset}
      unsaved={locationId !== (detail.xp.LocationID ?? '') || room !== (detail.xp.Room ?? '')}
      saveDisabled={!locationId}
    >
      {(isEditing) =>
        isEditing ? (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextField
                select
                label="Location"
                value={options.some((option) => option.ID === locationId) ? locationId : ''}
                onChange={(event) => setLocationId(event.target.value)}
                fullWidth
                required
                helperText={locations.isLoading ? 'Loading locations…' : undefined}
              >
                {options.map((option) => (
                  <MenuItem key={option.ID} value={option.ID}>
                    {option.CompanyName}
                    {option.Custom ? ' (custom)' : ''} — {addressLine(option)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label={EVENT_TEXTS.room}
                value={room}
                onChange={(event) => setRoom(event.target.value)}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </Grid>
            {canCreate && (
              <Grid size={12}>
                <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                  {EVENT_TEXTS.customLocation}
                </Button>
              </Grid>
            )}
            {creating && (
              <CustomLocationDialog
                onClose={() => setCreating(false)}
                onCreated={(created) => setLocationId(created.ID)}
              />
            )}
          </Grid>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <ReadOnlyField
                label="Location"
                value={
                  location
                    ? `${location.CompanyName ?? ''}${location.CompanyName ? ' — ' : ''}${addressLine(location)}`
                    : `${DEFAULT_EVENT_LOCATION.City}, ${DEFAULT_EVENT_LOCATION.State}, ${DEFAULT_EVENT_LOCATION.Country} (default)`
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <ReadOnlyField label={EVENT_TEXTS.room} value={detail.xp.Room} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}

const EMPTY: Record<keyof CustomLocation, string> = {
  CompanyName: '',
  Street1: '',
  Street2: '',
  City: DEFAULT_EVENT_LOCATION.City,
  State: DEFAULT_EVENT_LOCATION.State,
  Zip: '',
};
const FIELDS: { name: keyof CustomLocation; label: string }[] = [
  { name: 'CompanyName', label: 'Location name' },
  { name: 'Street1', label: 'Address' },
  { name: 'Street2', label: 'Address line 2' },
  { name: 'City', label: 'City' },
  { name: 'State', label: 'State' },
  { name: 'Zip', label: 'Zip' },
];

function CustomLocationDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(location: EventLocationOption): void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const client = useQueryClient();
  const toast = useToast();
  const parsed = customLocationSchema.safeParse({ ...values, Street2: values.Street2.trim() || null });
  const errors = touched
    ? Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))
    : {};
  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return false;
    const created = await call(createEventLocationRoute, { body: parsed.data });
    await client.invalidateQueries({ queryKey: eventLocationsOptions().queryKey });
    onCreated(created);
    toast.success(`${created.CompanyName} has been created.`);
    return true;
  };
  return (
    <FormDialog
      open
      title={EVENT_TEXTS.customLocation}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create"
    >
      {FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          label={label}
          value={values[name]}
          required={name !== 'Street2'}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          error={!!errors[name]}
          helperText={errors[name]}
          fullWidth
          slotProps={{ htmlInput: { maxLength: name === 'Zip' ? 5 : 200 } }}
        />
      ))}
    </FormDialog>
  );
}
