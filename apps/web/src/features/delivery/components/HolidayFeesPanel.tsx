import {
  DELIVERY_TEXTS,
  defaultHolidayFees,
  filterHolidayFees,
  formatMoney,
  HOLIDAY_FEE_TEXTS,
  holidayDeliveryFeesSection,
  shortCalendarDate,
  sortedHolidayFees,
  storeDate,
  type HolidayFeeInput,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { useSettingsSection, useSettingsSectionChange } from '../../../resources/settings-sections.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { AddHolidayFeeDialog } from './AddHolidayFeeDialog.tsx';
import { SectionHistoryButton } from './SectionHistoryButton.tsx';

const TITLE = 'Holiday Delivery Fees';
type Fee = HolidayFeeInput;
const same = (a: Fee) => (b: Fee) =>
  a.deliveryFeeName === b.deliveryFeeName && a.deliveryFeeDate === b.deliveryFeeDate;

/**
 * The holiday delivery fees (spec 3 §2–§5): the list filtered by name, add, the active toggle and remove,
 * each a save of the whole list (its own BuyerXP section, delivery-fees, C-21) against the version shown.
 * A document without the list gets the two default fees, saved by the first person who may edit them.
 */
export function HolidayFeesPanel() {
  const canEdit = useCan('delivery-fees');
  const query = useSettingsSection<Fee[]>(holidayDeliveryFeesSection);
  const { change } = useSettingsSectionChange<Fee[]>(holidayDeliveryFeesSection, DELIVERY_TEXTS.staleSection);
  const [filter, setFilter] = useState('');
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();
  const today = storeDate();
  const fees = query.data?.Value ?? null;

  // Spec 3 §4: when the stored list is missing, the two defaults are created and saved.
  const creating = useRef(false);
  const missing = query.data !== undefined && query.data.Value === null;
  useEffect(() => {
    if (!missing || !canEdit || creating.current) return;
    creating.current = true;
    change((current) => current ?? defaultHolidayFees(storeDate())).catch(() => {
      creating.current = false;
    });
  }, [missing, canEdit, change]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (fee: Fee) =>
    run(
      () =>
        change((current) =>
          (current ?? []).map((item) => (same(fee)(item) ? { ...item, active: !item.active } : item)),
        ),
      fee.active
        ? HOLIDAY_FEE_TEXTS.deactivated(fee.deliveryFeeName)
        : HOLIDAY_FEE_TEXTS.activated(fee.deliveryFeeName),
    );

  const remove = async (fee: Fee) => {
    if (!(await confirm())) return;
    await run(
      () => change((current) => (current ?? []).filter((item) => !same(fee)(item))),
      HOLIDAY_FEE_TEXTS.removed(fee.deliveryFeeName),
    );
  };

  const shown = fees ? sortedHolidayFees(filterHolidayFees(fees, filter)) : [];

  return (
    <SectionCard
      title={TITLE}
      action={
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <SectionHistoryButton
            section={holidayDeliveryFeesSection.id}
            title={TITLE}
            version={query.data?.Version}
          />
          {canEdit && fees && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add Fee
            </Button>
          )}
        </Stack>
      }
    >
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : query.isError ? (
        <Typography color="error">{errorMessage(query.error)}</Typography>
      ) : !fees ? (
        <Alert severity="info">{HOLIDAY_FEE_TEXTS.noneAvailable}</Alert>
      ) : (
        <Stack spacing={1.5}>
          <TextField
            size="small"
            label="Filter"
            placeholder={HOLIDAY_FEE_TEXTS.filterPlaceholder}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ maxWidth: 320 }}
          />
          {fees.length === 0 || shown.length === 0 ? (
            <Typography color="text.secondary">
              {fees.length === 0 ? HOLIDAY_FEE_TEXTS.noneAvailable : HOLIDAY_FEE_TEXTS.noMatch}
            </Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label={`${TITLE} table`}>
              <Table size="small" aria-label={TITLE}>
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Date</TableCell>
                    <TableCell align="right">Fee</TableCell>
                    <TableCell>Active</TableCell>
                    {canEdit && <TableCell align="right">Remove</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((fee) => (
                    <TableRow key={`${fee.deliveryFeeName}|${fee.deliveryFeeDate}`}>
                      <TableCell>{fee.deliveryFeeName}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {shortCalendarDate(fee.deliveryFeeDate)}
                      </TableCell>
                      <TableCell align="right">{formatMoney(fee.deliveryFee)}</TableCell>
                      <TableCell>
                        {canEdit ? (
                          <Switch
                            size="small"
                            checked={fee.active}
                            disabled={busy}
                            onChange={() => void toggle(fee)}
                            slotProps={{ input: { 'aria-label': `${fee.deliveryFeeName} active` } }}
                          />
                        ) : (
                          <ActiveChip active={fee.active} />
                        )}
                      </TableCell>
                      {canEdit && (
                        <TableCell align="right">
                          <Tooltip title={`Remove ${fee.deliveryFeeName}`}>
                            <IconButton
                              size="small"
                              aria-label={`Remove ${fee.deliveryFeeName}`}
                              disabled={busy}
                              onClick={() => void remove(fee)}
                            >
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
      {fees && (
        <AddHolidayFeeDialog
          open={adding}
          onClose={() => setAdding(false)}
          fees={fees}
          today={today}
          onAdd={async (fee) => {
            await change((current) => [...(current ?? []), fee]);
            toast.success(HOLIDAY_FEE_TEXTS.added(fee.deliveryFeeName));
          }}
        />
      )}
    </SectionCard>
  );
}
