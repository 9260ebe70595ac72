import { formatMoney, type DeliverySlotInput } from '@commerce/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** Delivery slots read-only: name (its message under it), time, surcharge with '$', whether offered. */
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
            <TableRow key={`${slot.Name}-${index}`}>
              <TableCell>
                {slot.Name}
                {slot.Message && (
                  <Typography variant="body2" color="text.secondary">
                    {slot.Message}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{slot.TimeSlot}</TableCell>
              <TableCell align="right">{formatMoney(slot.Surcharge)}</TableCell>
              <TableCell>{slot.checkedRun ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
