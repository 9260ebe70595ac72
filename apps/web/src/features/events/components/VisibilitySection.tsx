import {
  canActivateEvent,
  EVENT_ERRORS,
  EVENT_TEXTS,
  eventVisibilitySchema,
  isEventActive,
  lastEventDate,
  formatCalendarDate,
  calendarDateOf,
  type EventDetail,
} from '@commerce/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../../lib/permissions.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useSectionForm } from '../../../ui/record/useSectionForm.ts';
import { useEventChange } from '../api.ts';

type Values = z.input<typeof eventVisibilitySchema>;

const valuesOf = (detail: EventDetail): Values => ({
  Active: isEventActive(detail),
  OmsVisible: detail.xp.OmsVisible,
  ReleaseDate1: calendarDateOf(detail.xp.ReleaseDate1),
  ReleaseDate2: calendarDateOf(detail.xp.ReleaseDate2) ?? lastEventDate(detail.xp.EventDateTimes),
});

/**
 * Visibility (events-visibility): the event is active when Active and Visible are both true (C-32: the
 * switch sets both, and WebVisible); activating needs a Type and a location; the launch date is saved as
 * midnight UTC; an end before the launch disables Save.
 */
export function VisibilitySection({ detail }: { detail: EventDetail }) {
  const canEdit = useCan('events-visibility');
  const { form, section, editVersion } = useSectionForm(
    { version: detail.Version, values: valuesOf(detail) },
    eventVisibilitySchema,
    'onChange',
  );
  const change = useEventChange(detail.xp.ProductCode);
  const activatable = canActivateEvent(detail);
  const save = async (values: z.output<typeof eventVisibilitySchema>) => {
    if (values.Active && !isEventActive(detail) && !activatable)
      throw new Error(EVENT_ERRORS.cannotActivate.message);
    return change('visibility', values, editVersion);
  };
  const endError = form.formState.errors.ReleaseDate2?.message;

  return (
    <EditableSection
      title={EVENT_TEXTS.visibility}
      canEdit={canEdit}
      saveDisabled={!!endError}
      {...section(save)}
    >
      {(editing) =>
        editing ? (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="Active"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Switch checked={!!field.value} onChange={(_, on) => field.onChange(on)} />}
                    label={EVENT_TEXTS.activeLabel}
                  />
                )}
              />
              {!activatable && <FormHelperText>{EVENT_TEXTS.cannotActivateHint}</FormHelperText>}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="OmsVisible"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Switch checked={!!field.value} onChange={(_, on) => field.onChange(on)} />}
                    label={EVENT_TEXTS.omsVisibleLabel}
                  />
                )}
              />
            </Grid>
            {(['ReleaseDate1', 'ReleaseDate2'] as const).map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <DateField
                      label={name === 'ReleaseDate1' ? EVENT_TEXTS.launchDate : EVENT_TEXTS.endDate}
                      fullWidth
                      value={field.value}
                      onChange={field.onChange}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              </Grid>
            ))}
          </Grid>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Status" value={isEventActive(detail) ? 'Active' : 'Inactive'} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Order takers" value={detail.xp.OmsVisible ? 'Visible' : 'Hidden'} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField
                label={EVENT_TEXTS.launchDate}
                value={formatCalendarDate(detail.xp.ReleaseDate1)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label={EVENT_TEXTS.endDate} value={formatCalendarDate(detail.xp.ReleaseDate2)} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}
