import {
  DELIVERY_TEXTS,
  defaultHolidayFees,
  filterHolidayFees,
  formatMoney,
  HOLIDAY_FEE_TEXTS,
  holidayDeliveryFeesSection,
  formatCalendarDate,
  sortedHolidayFees,
  storeDateOf,
  type HolidayFeeInput,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { useEffect, useRef, useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { useSettingsSection, useSettingsSectionChange } from '../../../resources/settings-sections.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import type { PanelColumn } from '../../../ui/PanelTable.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { AddHolidayFeeDialog } from './AddHolidayFeeDialog.tsx';
import { FeeList, FeeListActions, useFeeAction } from './FeeList.tsx';
import { SettingsLoadError } from '../../../ui/record/SettingsLoadError.tsx';

const TITLE = 'Holiday Delivery Fees';
type Fee = HolidayFeeInput;
const same = (a: Fee) => (b: Fee) =>
  a.deliveryFeeName === b.deliveryFeeName && a.deliveryFeeDate === b.deliveryFeeDate;

/**
 * The holiday delivery fees (spec 3 §2–§5): the list filtered by name, add, the active toggle and remove,
 * each a save of the whole list (its own BuyerXP section, delivery-fees, C-21) against the version shown.
 * A document without the list gets the two default fees, saved by the first person who may edit them.
 */
export function HolidayFeesPanel({ titleHidden = false }: { titleHidden?: boolean }) {
  const canEdit = useCan('delivery-fees');
  const query = useSettingsSection(holidayDeliveryFeesSection);
  const { change } = useSettingsSectionChange(holidayDeliveryFeesSection, DELIVERY_TEXTS.staleSection);
  const [filter, setFilter] = useState('');
  const [adding, setAdding] = useState(false);
  const { busy, run } = useFeeAction();
  const confirm = useConfirm();
  const toast = useToast();
  const fees = query.data?.Value ?? null;

  // Spec 3 §4: when the stored list is missing, the two defaults are created and saved.
  const creating = useRef(false);
  const missing = query.data !== undefined && query.data.Value === null;
  useEffect(() => {
    if (!missing || !canEdit || creating.current) return;
    creating.current = true;
    change((current) => current ?? defaultHolidayFees(storeDateOf())).catch(() => {
      creating.current = false;
    });
  }, [missing, canEdit, change]);

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

  const columns: PanelColumn<Fee>[] = [
    { header: 'Name', cell: (fee) => fee.deliveryFeeName },
    { header: 'Date', nowrap: true, cell: (fee) => formatCalendarDate(fee.deliveryFeeDate) },
    { header: 'Fee', align: 'right', cell: (fee) => formatMoney(fee.deliveryFee) },
    {
      header: 'Active',
      cell: (fee) =>
        canEdit ? (
          <Switch
            size="small"
            checked={fee.active}
            disabled={busy}
            onChange={() => void toggle(fee)}
            slotProps={{ input: { 'aria-label': `${fee.deliveryFeeName} active` } }}
          />
        ) : (
          <ActiveChip active={fee.active} />
        ),
    },
  ];

  return (
    <SectionCard
      title={TITLE}
      titleHidden={titleHidden}
      action={
        <FeeListActions
          section={holidayDeliveryFeesSection.id}
          title={TITLE}
          version={query.data?.Version}
          onAdd={canEdit && fees ? () => setAdding(true) : undefined}
        />
      }
    >
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : query.isError ? (
        <SettingsLoadError error={query.error} />
      ) : !fees ? (
        <Alert severity="info">{HOLIDAY_FEE_TEXTS.noneAvailable}</Alert>
      ) : (
        <FeeList
          label={TITLE}
          filter={{ value: filter, onChange: setFilter, placeholder: HOLIDAY_FEE_TEXTS.filterPlaceholder }}
          rows={sortedHolidayFees(filterHolidayFees(fees, filter))}
          rowKey={(fee) => `${fee.deliveryFeeName}|${fee.deliveryFeeDate}`}
          columns={columns}
          emptyText={fees.length === 0 ? HOLIDAY_FEE_TEXTS.noneAvailable : HOLIDAY_FEE_TEXTS.noMatch}
          remove={
            canEdit
              ? {
                  label: (fee) => `Remove ${fee.deliveryFeeName}`,
                  disabled: busy,
                  onRemove: (fee) => void remove(fee),
                }
              : undefined
          }
        />
      )}
      {fees && (
        <AddHolidayFeeDialog
          open={adding}
          onClose={() => setAdding(false)}
          fees={fees}
          today={storeDateOf()}
          onAdd={async (fee) => {
            await change((current) => [...(current ?? []), fee]);
            toast.success(HOLIDAY_FEE_TEXTS.added(fee.deliveryFeeName));
          }}
        />
      )}
    </SectionCard>
  );
}
