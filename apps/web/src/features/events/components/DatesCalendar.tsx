import { isoDate, isSelectableDate, monthTitle } from '@commerce/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/**
 * A month calendar choosing several days (spec 3 §5): past days and days already used cannot be chosen.
 * Each day is a toggle button named by its date.
 */
export function DatesCalendar({
  today,
  usedDates,
  selected,
  onChange,
}: {
  today: string;
  usedDates: readonly string[];
  selected: readonly string[];
  onChange(dates: string[]): void;
}) {
  const [year0, month0] = today.split('-').map(Number) as [number, number];
  const [shown, setShown] = useState({ year: year0, month: month0 - 1 });
  const first = new Date(Date.UTC(shown.year, shown.month, 1));
  const days = new Date(Date.UTC(shown.year, shown.month + 1, 0)).getUTCDate();
  const blanks = first.getUTCDay();
  const move = (by: number) =>
    setShown(({ year, month }) => {
      const next = new Date(Date.UTC(year, month + by, 1));
      return { year: next.getUTCFullYear(), month: next.getUTCMonth() };
    });
  const canGoBack = shown.year > year0 || (shown.year === year0 && shown.month > month0 - 1);
  const toggle = (date: string) =>
    onChange(selected.includes(date) ? selected.filter((day) => day !== date) : [...selected, date].sort());

  return (
    <Box sx={{ width: 300 }} role="group" aria-label="Dates">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton onClick={() => move(-1)} disabled={!canGoBack} aria-label="Previous month">
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle2" component="div" aria-live="polite">
          {monthTitle({ year: shown.year, month: shown.month + 1 })}
        </Typography>
        <IconButton onClick={() => move(1)} aria-label="Next month">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}>
        {WEEKDAYS.map((day) => (
          <Typography key={day} variant="caption" color="text.secondary" aria-hidden>
            {day}
          </Typography>
        ))}
        {Array.from({ length: blanks }, (_, index) => (
          <span key={`blank-${index}`} />
        ))}
        {Array.from({ length: days }, (_, index) => {
          const date = isoDate(shown.year, shown.month + 1, index + 1);
          const chosen = selected.includes(date);
          const selectable = isSelectableDate(date, today, usedDates);
          return (
            <ButtonBase
              key={date}
              disabled={!selectable}
              onClick={() => toggle(date)}
              aria-pressed={chosen}
              aria-label={date}
              sx={{
                height: 36,
                borderRadius: '50%',
                fontSize: 14,
                bgcolor: chosen ? 'primary.main' : undefined,
                color: chosen ? 'primary.contrastText' : selectable ? 'text.primary' : 'text.disabled',
                textDecoration: usedDates.includes(date) ? 'line-through' : undefined,
                '&:hover': { bgcolor: chosen ? 'primary.dark' : 'action.hover' },
              }}
            >
              {index + 1}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
