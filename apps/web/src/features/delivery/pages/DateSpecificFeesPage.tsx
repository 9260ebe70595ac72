import {
  DATE_SPECIFIC_FEE_TEXTS,
  DELIVERY_TEXTS,
  dateSpecificDeliveryFeesSection,
  dateSpecificFeeRows,
  filterDateSpecificFees,
  formatMoney,
  formatCalendarDate,
  storeDateOf,
  withDateSpecificFee,
  withoutDateSpecificFee,
  type DateSpecificFee,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { useSettingsSection, useSettingsSectionChange } from '../../../resources/settings-sections.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { PanelColumn } from '../../../ui/PanelTable.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { AddDateSpecificFeeDialog } from '../components/AddDateSpecificFeeDialog.tsx';
import { FeeList, FeeListActions, useFeeAction } from '../components/FeeList.tsx';
import { SettingsLoadError } from '../../../ui/record/SettingsLoadError.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';

const COLUMNS: PanelColumn<DateSpecificFee>[] = [
  { header: 'Date', nowrap: true, cell: (row) => formatCalendarDate(row.date) },
  { header: 'Zip', cell: (row) => row.zip },
  { header: 'Fee', align: 'right', cell: (row) => formatMoney(row.fee) },
];

const feeLabel = (row: DateSpecificFee) => `the fee for ${row.zip} on ${formatCalendarDate(row.date)}`;

/**
 * /holidayDeliveryFees/zip (C-20): delivery fees for a date and zip code (DateSpecificDeliveryFees), listed
 * by date, filtered, added and removed by holders of delivery-dates; each a save of the section.
 */
export function DateSpecificFeesPage() {
  const canEdit = useCan('delivery-dates');
  const query = useSettingsSection(dateSpecificDeliveryFeesSection);
  const { change } = useSettingsSectionChange(dateSpecificDeliveryFeesSection, DELIVERY_TEXTS.staleSection);
  const [filter, setFilter] = useState('');
  const [adding, setAdding] = useState(false);
  const { busy, run } = useFeeAction();
  const confirm = useConfirm();
  const toast = useToast();
  const rows = query.data ? dateSpecificFeeRows(query.data.Value) : [];

  const remove = async (row: DateSpecificFee) => {
    if (!(await confirm())) return;
    await run(
      () => change((current) => withoutDateSpecificFee(current, row.date, row.zip)),
      DATE_SPECIFIC_FEE_TEXTS.removed(row.zip, formatCalendarDate(row.date)),
    );
  };

  return (
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000 }}>
        <PageHeader
          title={DATE_SPECIFIC_FEE_TEXTS.title}
          subtitle="A delivery fee for one date in one zip code."
          backTo="/holidayDeliveryFees"
          backLabel="Back to Holiday Delivery Fees"
        />
        <SectionCard
          title="Fees by Zip Code"
          action={
            <FeeListActions
              section={dateSpecificDeliveryFeesSection.id}
              title={DATE_SPECIFIC_FEE_TEXTS.title}
              version={query.data?.Version}
              onAdd={canEdit && query.data ? () => setAdding(true) : undefined}
            />
          }
        >
          {query.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : query.isError ? (
            <SettingsLoadError error={query.error} />
          ) : (
            <FeeList
              label={DATE_SPECIFIC_FEE_TEXTS.title}
              filter={{
                value: filter,
                onChange: setFilter,
                placeholder: DATE_SPECIFIC_FEE_TEXTS.filterPlaceholder,
              }}
              rows={filterDateSpecificFees(rows, filter)}
              rowKey={(row) => `${row.date}|${row.zip}`}
              columns={COLUMNS}
              emptyText={rows.length === 0 ? DATE_SPECIFIC_FEE_TEXTS.none : DATE_SPECIFIC_FEE_TEXTS.noMatch}
              remove={
                canEdit
                  ? {
                      label: (row) => `Remove ${feeLabel(row)}`,
                      disabled: busy,
                      onRemove: (row) => void remove(row),
                    }
                  : undefined
              }
            />
          )}
        </SectionCard>
        <AddDateSpecificFeeDialog
          open={adding}
          onClose={() => setAdding(false)}
          rows={rows}
          today={storeDateOf()}
          onAdd={async (fee) => {
            await change((current) => withDateSpecificFee(current, fee));
            toast.success(DATE_SPECIFIC_FEE_TEXTS.added(fee.zip, formatCalendarDate(fee.date)));
          }}
        />
      </Box>
    </UnsavedChangesScope>
  );
}
