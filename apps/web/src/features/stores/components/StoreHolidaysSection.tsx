import {
  CUSTOM_HOLIDAY_OPTION,
  HOLIDAY_CLOSED_TEXT,
  isDuplicateHoliday,
  PRESET_HOLIDAYS,
  STORE_TEXTS,
  storeHolidayFor,
  storeHolidayFormSchema,
  type StoreDetail,
  type StoreHoliday,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { useStoreChange } from './useStoreChange.ts';

/** Holiday Hours: a preset holiday or a custom one, Closed or the hours as text; duplicates only warn. */
export function StoreHolidaysSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save } = useStoreChange(store);
  const toast = useToast();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const holidays = store.xp.Holidays;

  const remove = async (index: number) => {
    const removed = await confirm({
      onConfirm: () => save({ Holidays: holidays.filter((_, at) => at !== index) }),
    });
    if (removed) toast.success('The holiday has been deleted.');
  };

  return (
    <SectionCard
      title="Holiday Hours"
      action={
        canEdit && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ index: null })}>
            Add Holiday
          </Button>
        )
      }
    >
      {holidays.length === 0 ? (
        <Typography color="text.secondary">No holiday hours</Typography>
      ) : (
        <Table size="small" aria-label="Holiday hours">
          <TableHead>
            <TableRow>
              <TableCell>Holiday</TableCell>
              <TableCell>Hours</TableCell>
              {canEdit && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {holidays.map((holiday, index) => (
              <TableRow key={`${index}-${holiday.Day}`}>
                <TableCell>{holiday.Day}</TableCell>
                <TableCell>{holiday.Time}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={`Edit ${holiday.Day}`}
                      onClick={() => setEditing({ index })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Delete ${holiday.Day}`}
                      onClick={() => void remove(index)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <HolidayDialog
          holidays={holidays}
          index={editing.index}
          onClose={() => setEditing(null)}
          onSave={async (holiday) => {
            const next =
              editing.index === null
                ? [...holidays, holiday]
                : holidays.map((one, at) => (at === editing.index ? holiday : one));
            await save({ Holidays: next });
            toast.success('The holiday hours have been saved.');
            setEditing(null);
          }}
        />
      )}
    </SectionCard>
  );
}

const isPreset = (day: string) => (PRESET_HOLIDAYS as readonly string[]).includes(day);

function HolidayDialog({
  holidays,
  index,
  onClose,
  onSave,
}: {
  holidays: readonly StoreHoliday[];
  index: number | null;
  onClose(): void;
  onSave(holiday: StoreHoliday): Promise<void>;
}) {
  const initial = index === null ? undefined : holidays[index];
  const [choice, setChoice] = useState(
    initial ? (isPreset(initial.Day) ? initial.Day : CUSTOM_HOLIDAY_OPTION) : '',
  );
  const [custom, setCustom] = useState(initial && !isPreset(initial.Day) ? initial.Day : '');
  const [closed, setClosed] = useState(initial?.Time === HOLIDAY_CLOSED_TEXT);
  const [hours, setHours] = useState(initial && initial.Time !== HOLIDAY_CLOSED_TEXT ? initial.Time : '');
  const [submitted, setSubmitted] = useState(false);
  const day = choice === CUSTOM_HOLIDAY_OPTION ? custom : choice;
  const result = storeHolidayFormSchema.safeParse({ Day: day, Closed: closed, Hours: hours });
  const issueAt = (path: string) =>
    result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === path)?.message;
  const duplicate = day.trim() !== '' && isDuplicateHoliday(holidays, day, index ?? undefined);

  return (
    <FormDialog
      open
      title={index === null ? 'Add Holiday' : 'Edit Holiday'}
      onClose={onClose}
      onSubmit={async () => {
        setSubmitted(true);
        if (!result.success) return false;
        await onSave(storeHolidayFor(result.data));
      }}
    >
      <TextField
        select
        label="Holiday"
        required
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        error={submitted && choice === ''}
        helperText={submitted && choice === '' ? 'Choose a holiday.' : undefined}
      >
        {PRESET_HOLIDAYS.map((holiday) => (
          <MenuItem key={holiday} value={holiday}>
            {holiday}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM_HOLIDAY_OPTION}>{CUSTOM_HOLIDAY_OPTION}</MenuItem>
      </TextField>
      {choice === CUSTOM_HOLIDAY_OPTION && (
        <TextField
          label="Holiday Name"
          required
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          error={submitted && !!issueAt('Day')}
          helperText={submitted ? issueAt('Day') : undefined}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      )}
      <FormControlLabel
        label="Closed"
        control={<Checkbox checked={closed} onChange={(event) => setClosed(event.target.checked)} />}
      />
      {!closed && (
        <TextField
          label="Operating Hours"
          required
          placeholder="10:00 AM - 4:00 PM"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={submitted && !!issueAt('Hours')}
          helperText={submitted ? issueAt('Hours') : undefined}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      )}
      {duplicate && <Alert severity="warning">{STORE_TEXTS.duplicateHoliday}</Alert>}
    </FormDialog>
  );
}
