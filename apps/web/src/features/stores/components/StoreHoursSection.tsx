import {
  formatCalendarDate,
  formatTimeOfDay,
  hoursScheduleFormSchema,
  newHoursSchedule,
  STORE_DAYS,
  STORE_TEXTS,
  type HoursSchedule,
  type StoreDetail,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { useStoreChange } from './useStoreChange.ts';

const dayLine = (schedule: HoursSchedule) =>
  STORE_DAYS.map((day) => {
    const hours = schedule[day];
    return `${day} ${hours.Closed ? 'Closed' : `${formatTimeOfDay(hours.StartTime)}–${formatTimeOfDay(hours.EndTime)}`}`;
  }).join(' · ');

const dateRange = (schedule: HoursSchedule) =>
  schedule.StartDate || schedule.EndDate
    ? `${formatCalendarDate(schedule.StartDate) || '…'} to ${formatCalendarDate(schedule.EndDate) || '…'}`
    : 'No dates (regular hours)';

/**
 * Store Hours: the schedules in their order (dragging one saves the new order at once), each edited in a
 * dialog; a new one starts 08:00–17:00 every day; delete asks first.
 */
export function StoreHoursSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save, pending } = useStoreChange(store);
  const toast = useToast();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ index: number | null; schedule: HoursSchedule } | null>(null);
  const schedules = store.xp.WorkingHrs;

  const reorder = async (ids: string[]) => {
    await save({ WorkingHrs: ids.map((id) => schedules[Number(id)]!) });
    toast.success('The store hours order has been saved.');
  };

  const remove = async (index: number) => {
    const removed = await confirm({
      onConfirm: () => save({ WorkingHrs: schedules.filter((_, at) => at !== index) }),
    });
    if (removed) toast.success('The store hours have been deleted.');
  };

  return (
    <SectionCard
      title="Store Hours"
      action={
        canEdit && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ index: null, schedule: newHoursSchedule() })}
          >
            Add Hours
          </Button>
        )
      }
    >
      {schedules.length === 0 ? (
        <Typography color="text.secondary">No store hours</Typography>
      ) : (
        <SortableList
          aria-label="Store hours"
          items={schedules.map((schedule, index) => ({ schedule, index }))}
          getId={(item) => String(item.index)}
          getLabel={(item) => item.schedule.Title}
          disabled={!canEdit || pending}
          onReorder={(ids) => void reorder(ids)}
          renderItem={({ schedule, index }) => (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, py: 0.5, width: '100%' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{schedule.Title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {dateRange(schedule)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {dayLine(schedule)}
                </Typography>
              </Box>
              {canEdit && (
                <>
                  <IconButton
                    aria-label={`Edit ${schedule.Title}`}
                    onClick={() => setEditing({ index, schedule })}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${schedule.Title}`} onClick={() => void remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </>
              )}
            </Stack>
          )}
        />
      )}
      {editing && (
        <HoursDialog
          initial={editing.schedule}
          isNew={editing.index === null}
          onClose={() => setEditing(null)}
          onSave={async (schedule) => {
            const next =
              editing.index === null
                ? [...schedules, schedule]
                : schedules.map((one, at) => (at === editing.index ? schedule : one));
            await save({ WorkingHrs: next });
            toast.success('The store hours have been saved.');
            setEditing(null);
          }}
        />
      )}
    </SectionCard>
  );
}

function HoursDialog({
  initial,
  isNew,
  onClose,
  onSave,
}: {
  initial: HoursSchedule;
  isNew: boolean;
  onClose(): void;
  onSave(schedule: HoursSchedule): Promise<void>;
}) {
  const [schedule, setSchedule] = useState<HoursSchedule>(initial);
  const [submitted, setSubmitted] = useState(false);
  const result = hoursScheduleFormSchema.safeParse(schedule);
  const issues = result.success ? [] : result.error.issues;
  const issueAt = (path: string) => issues.find((issue) => (issue.path[0] ?? '') === path)?.message;
  const orderProblem = issues.some((issue) => issue.message === STORE_TEXTS.hoursOrder);
  const dateProblem = issueAt('EndDate');
  const set = (change: Partial<HoursSchedule>) => setSchedule((current) => ({ ...current, ...change }));

  return (
    <FormDialog
      open
      title={isNew ? 'Add Store Hours' : 'Edit Store Hours'}
      onClose={onClose}
      maxWidth="md"
      submitDisabled={orderProblem || !!dateProblem}
      onSubmit={async () => {
        setSubmitted(true);
        if (!result.success) return false;
        await onSave(result.data);
      }}
    >
      <TextField
        label="Title"
        required
        value={schedule.Title}
        onChange={(event) => set({ Title: event.target.value })}
        error={submitted && !!issueAt('Title')}
        helperText={submitted ? issueAt('Title') : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Start Date"
          value={schedule.StartDate}
          onChange={(date) => set({ StartDate: date })}
        />
        <DateField
          label="End Date"
          value={schedule.EndDate}
          disabled={!schedule.StartDate && !schedule.EndDate}
          onChange={(date) => set({ EndDate: date })}
          error={!!dateProblem}
          helperText={dateProblem}
          min={schedule.StartDate}
        />
      </Stack>
      {STORE_DAYS.map((day) => {
        const hours = schedule[day];
        const dayProblem = submitted ? issueAt(day) : undefined;
        return (
          <Grid container spacing={2} key={day} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, sm: 2 }}>
              <Typography sx={{ fontWeight: 500 }}>{day}</Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 2 }}>
              <FormControlLabel
                label="Closed"
                control={
                  <Checkbox
                    checked={hours.Closed}
                    onChange={(event) => set({ [day]: { ...hours, Closed: event.target.checked } })}
                    slotProps={{ input: { 'aria-label': `${day} closed` } }}
                  />
                }
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                label={`${day} start`}
                type="time"
                fullWidth
                size="small"
                disabled={hours.Closed}
                value={hours.StartTime}
                onChange={(event) => set({ [day]: { ...hours, StartTime: event.target.value } })}
                error={!!dayProblem}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                label={`${day} end`}
                type="time"
                fullWidth
                size="small"
                disabled={hours.Closed}
                value={hours.EndTime}
                onChange={(event) => set({ [day]: { ...hours, EndTime: event.target.value } })}
                error={!!dayProblem}
                helperText={dayProblem}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          </Grid>
        );
      })}
      {orderProblem && <Alert severity="error">{STORE_TEXTS.hoursOrder}</Alert>}
    </FormDialog>
  );
}
