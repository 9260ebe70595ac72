import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { ColumnsTable, type PanelColumn } from '../../../ui/PanelTable.tsx';
import { SectionHistoryButton } from '../../../ui/record/SectionHistoryButton.tsx';

/** A fee list's card actions: its section's History, and Add Fee for an editor once the fees are read. */
export function FeeListActions(props: {
  section: string;
  title: string;
  version?: number;
  onAdd?: () => void;
}) {
  const { section, title, version, onAdd } = props;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <SectionHistoryButton section={section} title={title} version={version} />
      {onAdd && (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
          Add Fee
        </Button>
      )}
    </Stack>
  );
}

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
  const removeColumn: PanelColumn<Row> | undefined = remove && {
    header: 'Remove',
    align: 'right',
    cell: (row) => (
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
    ),
  };
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
        <ColumnsTable
          aria-label={label}
          rows={rows}
          rowKey={rowKey}
          columns={removeColumn ? [...columns, removeColumn] : columns}
          scrollRegion
        />
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
