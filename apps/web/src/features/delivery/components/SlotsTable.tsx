import { formatMoney, type DeliverySlotInput } from '@commerce/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** Delivery slots read-only: name, time, surcharge with '$', message, offered. */
export function SlotsTable({ slots, label }: { slots: readonly DeliverySlotInput[]; label: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Time Slot</TableCell>
            <TableCell align="right">Surcharge</TableCell>
            <TableCell>Message</TableCell>
            <TableCell>Offered</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot, index) => (
            <TableRow key={`${slot.Name}-${index}`}>
              <TableCell>{slot.Name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{slot.TimeSlot}</TableCell>
              <TableCell align="right">{formatMoney(slot.Surcharge)}</TableCell>
              <TableCell>{slot.Message || '—'}</TableCell>
              <TableCell>{slot.checkedRun ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
