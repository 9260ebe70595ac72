import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ConfirmOptions } from './confirmContext';
import { useConfirm } from './useConfirm';

export interface BulkAction {
  label: string;
  icon?: ReactNode;
  /** Red button and red confirmation, for what cannot be undone. */
  destructive?: boolean;
  /** What the confirmation says; the action runs only once confirmed. */
  confirm: Omit<ConfirmOptions, 'onConfirm' | 'destructive'>;
  /** Runs on confirmation; a rejection keeps the dialog open with its message and the selection. */
  run(): Promise<unknown>;
}

export interface BulkActionBarProps {
  selectedCount: number;
  onClearSelection(): void;
  actions: BulkAction[];
}

/**
 * The '{n} Selected' chip (its cross clears the selection) and the bulk actions, shown while rows are
 * selected. Each action asks first; once it has run, the selection is cleared.
 */
export function BulkActionBar({ selectedCount, onClearSelection, actions }: BulkActionBarProps) {
  const confirm = useConfirm();
  if (selectedCount === 0) return null;

  const start = async (action: BulkAction) => {
    const done = await confirm({ ...action.confirm, destructive: action.destructive, onConfirm: action.run });
    if (done) onClearSelection();
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Bulk actions"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Chip
        color="primary"
        label={`${selectedCount} Selected`}
        onDelete={onClearSelection}
        deleteIcon={<CancelIcon aria-label="Clear selection" />}
      />
      {actions.map((action) => (
        <Button
          key={action.label}
          variant="outlined"
          color={action.destructive ? 'error' : 'primary'}
          startIcon={action.icon}
          onClick={() => void start(action)}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
