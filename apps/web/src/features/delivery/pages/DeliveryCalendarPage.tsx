import {
  addMonths,
  calendarMonthOf,
  DELIVERY_TEXTS,
  deliveryCalendarMonth,
  deliveryDatesSection,
  deliveryDateFormValues,
  deliveryTimeSlotsSection,
  longDate,
  monthKey,
  monthTitle,
  parseMonthKey,
  storeDateOf,
  type DeliveryCalendarCell,
  type DeliveryDayStatus,
} from '@commerce/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { useSettingsSection, useSettingsSectionChange } from '../../../resources/settings-sections.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { DeliveryDateDialog } from '../components/DeliveryDateDialog.tsx';
import { SectionHistoryButton } from '../../../ui/record/SectionHistoryButton.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A status's colours: light backgrounds with dark text, so each day's number keeps its contrast. */
const STATUS_STYLE: Record<DeliveryDayStatus, { bgcolor: string; borderColor: string }> = {
  'all-enabled': { bgcolor: '#e3f2e1', borderColor: '#5a9e52' },
  partial: { bgcolor: '#fff3d6', borderColor: '#c99a2e' },
  'all-disabled': { bgcolor: '#eeeeee', borderColor: '#9e9e9e' },
};
const STATUSES: DeliveryDayStatus[] = ['all-enabled', 'partial', 'all-disabled'];

const cellLabel = (cell: DeliveryCalendarCell) =>
  `${longDate(cell.date)}: ${DELIVERY_TEXTS.statusLabels[cell.status]}, ${cell.enabled} of ${cell.slots} slots${
    cell.custom ? ', own slots' : ''
  }${cell.disabled ? ' (past)' : ''}`;

function DayCell({
  cell,
  today,
  onOpen,
}: {
  cell: DeliveryCalendarCell;
  today: boolean;
  onOpen?(date: string): void;
}) {
  const style = STATUS_STYLE[cell.status];
  const content = (
    <Stack sx={{ width: '100%', height: '100%', p: 0.75, alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {Number(cell.date.slice(8))}
        {today && ' · Today'}
      </Typography>
      <Typography variant="caption" sx={{ mt: 'auto' }}>
        {cell.enabled}/{cell.slots}
        {cell.custom ? ' •' : ''}
      </Typography>
    </Stack>
  );
  const sx = {
    width: '100%',
    height: { xs: 56, sm: 72 },
    border: today ? '2px solid' : '1px solid',
    borderRadius: 1,
    ...style,
    ...(today && { borderColor: 'primary.main' }),
    // A past day is told apart by its dashed border and softer text, not by fading: faded text fell to a
    // contrast of 3.4:1 (axe: color-contrast), where the secondary text colour keeps 5:1 on every status.
    color: cell.disabled ? 'text.secondary' : 'text.primary',
    ...(cell.disabled && { borderStyle: 'dashed' }),
    textAlign: 'left',
  } as const;
  if (!onOpen || cell.disabled)
    return (
      <Box sx={sx} role="img" aria-label={cellLabel(cell)} title={cellLabel(cell)}>
        {content}
      </Box>
    );
  return (
    <ButtonBase
      sx={{ ...sx, '&:hover, &.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      aria-label={cellLabel(cell)}
      title={cellLabel(cell)}
      onClick={() => onOpen(cell.date)}
    >
      {content}
    </ButtonBase>
  );
}

/**
 * The delivery-dates calendar (spec 3 §2, C-19: /delivery/calendar): a month of days, each coloured by its
 * status (all slots enabled, some, none) with its count of enabled slots; a date with slots of its own is
 * marked. Past dates are read-only; holders of delivery-dates open a date to change, close or reset it.
 */
export function DeliveryCalendarPage() {
  const canEdit = useCan('delivery-dates');
  const [params, setParams] = useSearchParams();
  const today = storeDateOf();
  const monthIn = (search: URLSearchParams) => parseMonthKey(search.get('month')) ?? calendarMonthOf(today);
  const month = monthIn(params);
  const dates = useSettingsSection(deliveryDatesSection);
  const runs = useSettingsSection(deliveryTimeSlotsSection);
  const { change } = useSettingsSectionChange(deliveryDatesSection, DELIVERY_TEXTS.staleSection);
  const [open, setOpen] = useState<string | null>(null);
  const toast = useToast();

  if (dates.isPending || runs.isPending) return <PageLoading />;
  const failed = dates.error ?? runs.error;
  if (failed || !dates.data || !runs.data) {
    const missing = failed instanceof ApiError && failed.status === 404;
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? DELIVERY_TEXTS.noBuyerXp : 'The delivery dates could not be loaded.'}
        </Alert>
      </Box>
    );
  }
  const settings = { DeliveryDatesN: dates.data.Value ?? {}, DeliveryRuns: runs.data.Value ?? [{}] };
  const calendar = deliveryCalendarMonth(settings, month, today);
  // From the month in the address bar now, not the one shown: two clicks before the page has shown the
  // first one's month still move two months.
  const go = (count: number) => {
    setParams({ month: monthKey(addMonths(monthIn(new URLSearchParams(window.location.search)), count)) });
  };

  return (
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
        <PageHeader
          title={DELIVERY_TEXTS.calendarTitle}
          subtitle="Each day's delivery slots: the default time slots unless the date has its own."
          backTo="/delivery"
          backLabel="Back to Delivery Settings"
          actions={
            <SectionHistoryButton
              section={deliveryDatesSection.id}
              title={DELIVERY_TEXTS.calendarTitle}
              version={dates.data.Version}
            />
          }
        />
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
            <Tooltip title="Previous month">
              <IconButton aria-label="Previous month" onClick={() => go(-1)}>
                <ChevronLeftIcon />
              </IconButton>
            </Tooltip>
            <Typography variant="h6" component="h2" sx={{ minWidth: 180, textAlign: 'center' }}>
              {monthTitle(month)}
            </Typography>
            <Tooltip title="Next month">
              <IconButton aria-label="Next month" onClick={() => go(1)}>
                <ChevronRightIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label="Days this month">
            {STATUSES.map((status) => (
              <Chip
                key={status}
                size="small"
                variant="outlined"
                label={`${DELIVERY_TEXTS.statusLabels[status]}: ${calendar.counts[status]}`}
                sx={{ ...STATUS_STYLE[status], color: 'text.primary' }}
              />
            ))}
            <Chip size="small" variant="outlined" label={`Own slots (•): ${calendar.counts.custom}`} />
          </Stack>
          <Box
            component="table"
            aria-label={monthTitle(month)}
            sx={{
              width: '100%',
              borderCollapse: 'separate',
              borderSpacing: { xs: 2, sm: 6 },
              tableLayout: 'fixed',
            }}
          >
            <thead>
              <tr>
                {WEEKDAYS.map((day) => (
                  <Box
                    component="th"
                    key={day}
                    scope="col"
                    sx={{ typography: 'caption', color: 'text.secondary' }}
                  >
                    {day}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {calendar.weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((cell, day) => (
                    <Box component="td" key={day} sx={{ p: 0 }}>
                      {cell && (
                        <DayCell
                          cell={cell}
                          today={cell.date === today}
                          onOpen={canEdit ? setOpen : undefined}
                        />
                      )}
                    </Box>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Paper>
        <DeliveryDateDialog
          date={open}
          values={open ? deliveryDateFormValues(settings, open) : null}
          custom={open !== null && Object.hasOwn(settings.DeliveryDatesN, open)}
          onClose={() => setOpen(null)}
          onSave={async (date, slots) => {
            await change((current) => ({ ...(current ?? {}), [date]: slots }));
            toast.success(DELIVERY_TEXTS.dateSlotsSaved(longDate(date)));
          }}
          onRemove={async (date) => {
            await change((current) => {
              const { [date]: _removed, ...rest } = current ?? {};
              return rest;
            });
            toast.success(DELIVERY_TEXTS.dateSlotsRemoved(longDate(date)));
          }}
        />
      </Box>
    </UnsavedChangesScope>
  );
}
