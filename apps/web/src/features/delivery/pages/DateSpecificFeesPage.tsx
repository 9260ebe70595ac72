import {
  DATE_SPECIFIC_FEE_TEXTS,
  DELIVERY_TEXTS,
  dateSpecificDeliveryFeesSection,
  dateSpecificFeeRows,
  filterDateSpecificFees,
  formatMoney,
  shortCalendarDate,
  storeDate,
  withDateSpecificFee,
  withoutDateSpecificFee,
  type DateSpecificFee,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { useSettingsSection, useSettingsSectionChange } from '../../../resources/settings-sections.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { AddDateSpecificFeeDialog } from '../components/AddDateSpecificFeeDialog.tsx';
import { SectionHistoryButton } from '../components/SectionHistoryButton.tsx';

/**
 * /holidayDeliveryFees/zip (C-20): delivery fees for a date and zip code (DateSpecificDeliveryFees), listed
 * by date, filtered, added and removed by holders of delivery-dates; each a save of the section.
 */
export function DateSpecificFeesPage() {
  const canEdit = useCan('delivery-dates');
  const query = useSettingsSection<Record<string, unknown>>(dateSpecificDeliveryFeesSection);
  const { change } = useSettingsSectionChange<Record<string, unknown>>(
    dateSpecificDeliveryFeesSection,
    DELIVERY_TEXTS.staleSection,
  );
  const [filter, setFilter] = useState('');
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();
  const today = storeDate();
  const rows = query.data ? dateSpecificFeeRows(query.data.Value) : [];
  const shown = filterDateSpecificFees(rows, filter);
  const missing = query.error instanceof ApiError && query.error.status === 404;

  const remove = async (row: DateSpecificFee) => {
    if (!(await confirm())) return;
    setBusy(true);
    try {
      await change((current) => withoutDateSpecificFee(current, row.date, row.zip));
      toast.success(DATE_SPECIFIC_FEE_TEXTS.removed(row.zip, shortCalendarDate(row.date)));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
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
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <SectionHistoryButton
              section={dateSpecificDeliveryFeesSection.id}
              title={DATE_SPECIFIC_FEE_TEXTS.title}
              version={query.data?.Version}
            />
            {canEdit && query.data && (
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
          <Alert severity={missing ? 'warning' : 'error'}>
            {missing ? DELIVERY_TEXTS.noBuyerXp : errorMessage(query.error)}
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            <TextField
              size="small"
              label="Filter"
              placeholder={DATE_SPECIFIC_FEE_TEXTS.filterPlaceholder}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              sx={{ maxWidth: 320 }}
            />
            {shown.length === 0 ? (
              <Typography color="text.secondary">
                {rows.length === 0 ? DATE_SPECIFIC_FEE_TEXTS.none : DATE_SPECIFIC_FEE_TEXTS.noMatch}
              </Typography>
            ) : (
              <TableContainer
                tabIndex={0}
                role="region"
                aria-label={`${DATE_SPECIFIC_FEE_TEXTS.title} table`}
              >
                <Table size="small" aria-label={DATE_SPECIFIC_FEE_TEXTS.title}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Date</TableCell>
                      <TableCell>Zip</TableCell>
                      <TableCell align="right">Fee</TableCell>
                      {canEdit && <TableCell align="right">Remove</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((row) => (
                      <TableRow key={`${row.date}|${row.zip}`}>
                        <TableCell>{shortCalendarDate(row.date)}</TableCell>
                        <TableCell>{row.zip}</TableCell>
                        <TableCell align="right">{formatMoney(row.fee)}</TableCell>
                        {canEdit && (
                          <TableCell align="right">
                            <Tooltip
                              title={`Remove the fee for ${row.zip} on ${shortCalendarDate(row.date)}`}
                            >
                              <IconButton
                                size="small"
                                aria-label={`Remove the fee for ${row.zip} on ${shortCalendarDate(row.date)}`}
                                disabled={busy}
                                onClick={() => void remove(row)}
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
      </SectionCard>
      <AddDateSpecificFeeDialog
        open={adding}
        onClose={() => setAdding(false)}
        rows={rows}
        today={today}
        onAdd={async (fee) => {
          await change((current) => withDateSpecificFee(current, fee));
          toast.success(DATE_SPECIFIC_FEE_TEXTS.added(fee.zip, shortCalendarDate(fee.date)));
        }}
      />
    </Box>
  );
}
