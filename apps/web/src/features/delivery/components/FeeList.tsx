import DeleteIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
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
import { useToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import type { PanelColumn } from '../../../ui/PanelTable.tsx';

/**
 * A list of fees kept in a settings section (holiday fees, fees by zip code): the filter box, the table
 * (a keyboard-reachable region when it scrolls) with a Remove button per row for editors, or the empty text.
 */
export function FeeList<Row>(props: {
  label: string;
  filter: { value: string; onChange(value: string): void; placeholder: string };
  rows: readonly Row[];
  rowKey(row: Row): string;
  columns: readonly PanelColumn<Row>[];
  emptyText: string;
  remove?: { label(row: Row): string; disabled: boolean; onRemove(row: Row): void };
}) {
  const { label, filter, rows, rowKey, columns, emptyText, remove } = props;
  return (
    <Stack spacing={1.5}>
      <TextField
        size="small"
        label="Filter"
        placeholder={filter.placeholder}
        value={filter.value}
        onChange={(event) => filter.onChange(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      {rows.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={`${label} table`}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.header}
                  </TableCell>
                ))}
                {remove && <TableCell align="right">Remove</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.header}
                      align={column.align}
                      sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {remove && (
                    <TableCell align="right">
                      <Tooltip title={remove.label(row)}>
                        <IconButton
                          size="small"
                          aria-label={remove.label(row)}
                          disabled={remove.disabled}
                          onClick={() => remove.onRemove(row)}
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
  );
}

/** A change of a fee list from its table (toggle, remove): busy while it runs, then a toast either way. */
export function useFeeAction() {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  return {
    busy,
    run: async (action: () => Promise<unknown>, doneText: string) => {
      setBusy(true);
      try {
        await action();
        toast.success(doneText);
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        setBusy(false);
      }
    },
  };
}
