import {
  EVENT_TEXTS,
  generateSlots,
  maxSlots,
  SLOT_GENERATOR_DEFAULT_START,
  storeDateOf,
  validateSlotGenerator,
  type EventDateTime,
} from '@commerce/domain';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DatesCalendar } from './DatesCalendar.tsx';

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The slot generator (spec 3 §5): dates (past and used ones not selectable), a start time (08:00), a slot
 * length in hours and minutes and a number of slots up to what fits before midnight; Generate adds the
 * slots of every chosen date.
 */
export function SlotGenerator({
  usedDates,
  onGenerate,
}: {
  usedDates: readonly string[];
  onGenerate(slots: EventDateTime[]): void;
}) {
  const today = storeDateOf();
  const [dates, setDates] = useState<string[]>([]);
  const [startTime, setStartTime] = useState(SLOT_GENERATOR_DEFAULT_START);
  const [hours, setHours] = useState('1');
  const [minutes, setMinutes] = useState('0');
  const [count, setCount] = useState('1');
  // What the last Generate added, said until a date is chosen again (not 'Choose at least one date.').
  const [added, setAdded] = useState(0);
  const input = {
    dates,
    startTime,
    hours: whole(hours),
    minutes: whole(minutes),
    count: whole(count),
  };
  const errors = validateSlotGenerator(input);
  const max = maxSlots(startTime, input.hours, input.minutes);
  const generate = () => {
    const slots = generateSlots(dates, startTime, input.hours, input.minutes, input.count);
    onGenerate(slots);
    setDates([]);
    setAdded(slots.length);
  };
  const choose = (next: string[]) => {
    setDates(next);
    setAdded(0);
  };
  // The dates error only matters once the rest is right: it is the button's reason, not the fields'.
  const { dates: datesError, ...fieldErrors } = errors;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 'auto' }}>
        <DatesCalendar today={today} usedDates={usedDates} selected={dates} onChange={choose} />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
          {dates.length > 0
            ? `${dates.length} date${dates.length === 1 ? '' : 's'} chosen`
            : added > 0
              ? EVENT_TEXTS.slotsAdded(added)
              : datesError}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 'grow' }}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <TextField
            label={EVENT_TEXTS.startTime}
            type="time"
            value={startTime}
            onChange={(event) => setStartTime(event.target.value)}
            error={!!fieldErrors.startTime}
            helperText={fieldErrors.startTime}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={EVENT_TEXTS.hours}
              type="number"
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              error={!!fieldErrors.hours || !!fieldErrors.length}
              helperText={fieldErrors.hours ?? fieldErrors.length}
              slotProps={{ htmlInput: { min: 0, max: 24, step: 1 } }}
            />
            <TextField
              label={EVENT_TEXTS.minutes}
              type="number"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
              error={!!fieldErrors.minutes}
              helperText={fieldErrors.minutes}
              slotProps={{ htmlInput: { min: 0, max: 59, step: 1 } }}
            />
          </Stack>
          <TextField
            label={EVENT_TEXTS.slotCount}
            type="number"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            error={!!fieldErrors.count}
            helperText={fieldErrors.count ?? (max > 0 ? `1 to ${max}` : undefined)}
            slotProps={{
              htmlInput: { min: 1, max: Number.isFinite(max) && max > 0 ? max : undefined, step: 1 },
            }}
          />
          <Button
            variant="outlined"
            onClick={generate}
            disabled={Object.keys(errors).length > 0}
            sx={{ alignSelf: 'flex-start' }}
          >
            {EVENT_TEXTS.generate}
          </Button>
        </Stack>
      </Grid>
    </Grid>
  );
}
