import { formatMoney, type DeliverySlotInput } from '@commerce/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';

// A slot with a message draws no line between its row and the message's.
const underlined = { '& > td': { borderBottom: 0 } };

/** Delivery slots read-only: name, time, surcharge with '$', whether offered, and the message under them. */
export function SlotsTable({ slots, label }: { slots: readonly DeliverySlotInput[]; label: string }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Time Slot</TableCell>
            <TableCell align="right">Surcharge</TableCell>
            <TableCell>Offered</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot, index) => (
            <Fragment key={`${slot.Name}-${index}`}>
              <TableRow sx={slot.Message ? underlined : undefined}>
                <TableCell>{slot.Name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{slot.TimeSlot}</TableCell>
                <TableCell align="right">{formatMoney(slot.Surcharge)}</TableCell>
                <TableCell>{slot.checkedRun ? 'Yes' : 'No'}</TableCell>
              </TableRow>
              {slot.Message && (
                // The message runs under the whole row: squeezed under the name it took three lines.
                <TableRow>
                  <TableCell colSpan={4} sx={{ pt: 0, color: 'text.secondary' }}>
                    {slot.Message}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
