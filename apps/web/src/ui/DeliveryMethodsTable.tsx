import {
  DCF_TEXTS,
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  hasEnabledMethod,
  type DeliveryMap,
} from '@commerce/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** The enabled delivery methods and their lead days, read-only (a DCF value's, the default's, a SKU's). */
export function DeliveryMethodsTable({ delivery, label }: { delivery: DeliveryMap | null; label: string }) {
  if (!hasEnabledMethod(delivery))
    return <Typography color="text.secondary">{DCF_TEXTS.noMethodsEnabled}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Method</TableCell>
          <TableCell align="right">{DCF_TEXTS.leadDays}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {DELIVERY_METHODS.filter((method) => delivery[method]?.enabled).map((method) => (
          <TableRow key={method}>
            <TableCell>{DELIVERY_METHOD_LABELS[method]}</TableCell>
            <TableCell align="right">{delivery[method]?.leadDays ?? 0}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
