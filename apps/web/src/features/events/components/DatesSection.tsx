import {
  EVENT_TEXTS,
  eventDatesSchema,
  type EventDateTime,
  type EventDetail,
  formatWeekdayDate,
  sameValue,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { useVersionedEditing } from '../../../ui/useVersionedEditing.ts';
import { useEventChange } from '../api.ts';
import { formatSlotTime, mergeSlots } from '../format.ts';
import { SlotGenerator } from './SlotGenerator.tsx';

/**
 * Dates & Times of a free event (events-admin): an editable list of {Date, Start, End}; each date slot
 * toggles between view and edit; the generator adds more (the event's own dates not selectable, C-42).
 */
export function DatesSection({ detail }: { detail: EventDetail }) {
  const canEdit = useCan('events-admin');
  const { editing, editVersion, onEditingChange } = useVersionedEditing(detail.Version);
  const [slots, setSlots] = useState<EventDateTime[]>(detail.xp.EventDateTimes);
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const change = useEventChange(detail.xp.ProductCode);
  const parsed = eventDatesSchema.safeParse({ EventDateTimes: slots });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  const reset = () => {
    setSlots(detail.xp.EventDateTimes);
    setOpen(null);
    setAdding(false);
  };
  const update = (index: number, patch: Partial<EventDateTime>) =>
    setSlots((current) => current.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)));

  return (
    <EditableSection
      title={EVENT_TEXTS.datesAndTimes}
      canEdit={canEdit}
      editing={editing}
      onEditingChange={(next) => {
        if (next) reset();
        onEditingChange(next);
      }}
      onSave={() => change('dates', { EventDateTimes: slots }, editVersion)}
      onDiscard={reset}
      unsaved={!sameValue(slots, detail.xp.EventDateTimes)}
      saveDisabled={!parsed.success}
    >
      {(isEditing) => (
        <Stack spacing={1}>
          {(isEditing ? slots : detail.xp.EventDateTimes).map((slot, index) =>
            isEditing && open === index ? (
              <Stack
                key={index}
                direction="row"
                sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1 }}
              >
                <DateField
                  label="Date"
                  size="small"
                  sx={{ width: 180 }}
                  value={slot.Date}
                  onChange={(date) => update(index, { Date: date ?? '' })}
                />
                <TextField
                  label="Start"
                  type="time"
                  size="small"
                  sx={{ width: 150 }}
                  value={slot.Start}
                  onChange={(event) => update(index, { Start: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  label="End"
                  type="time"
                  size="small"
                  sx={{ width: 150 }}
                  value={slot.End === '24:00' ? '23:59' : slot.End}
                  onChange={(event) => update(index, { End: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <IconButton aria-label={`Done editing ${slot.Date}`} onClick={() => setOpen(null)}>
                  <CheckIcon />
                </IconButton>
              </Stack>
            ) : (
              <Stack key={index} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Box sx={{ flex: 1 }}>
                  <Typography>{formatWeekdayDate(slot.Date)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatSlotTime(slot)}
                  </Typography>
                </Box>
                {isEditing && (
                  <>
                    <IconButton aria-label={`Edit ${slot.Date} ${slot.Start}`} onClick={() => setOpen(index)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Remove ${slot.Date} ${slot.Start}`}
                      onClick={() => {
                        setOpen(null);
                        setSlots((current) => current.filter((_, at) => at !== index));
                      }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </>
                )}
              </Stack>
            ),
          )}
          {!isEditing && detail.xp.EventDateTimes.length === 0 && (
            <Typography color="text.secondary">{EVENT_TEXTS.none}</Typography>
          )}
          {isEditing && problem && (
            <Typography color="error" variant="body2">
              {problem}
            </Typography>
          )}
          {isEditing &&
            (adding ? (
              <Box sx={{ pt: 2 }}>
                <SlotGenerator
                  usedDates={[...new Set(slots.map((slot) => slot.Date))]}
                  onGenerate={(added) => {
                    setSlots((current) => mergeSlots(current, added));
                    setAdding(false);
                  }}
                />
              </Box>
            ) : (
              <Button
                startIcon={<AddIcon />}
                onClick={() => setAdding(true)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {EVENT_TEXTS.addDates}
              </Button>
            ))}
        </Stack>
      )}
    </EditableSection>
  );
}
