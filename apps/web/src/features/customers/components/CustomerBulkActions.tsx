import type { CustomerAction, CustomerBulkResult, CustomerListItem } from '@commerce/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore, type ReactNode } from 'react';
import { BulkActionBar, type BulkAction } from '../../../ui/BulkActionBar.tsx';
import { runBulkRequest, useApplyBulkResult } from '../api.ts';
import { bulkChoices, bulkConfirmation, runInChunks } from '../bulk.ts';

const BUTTONS: Record<CustomerAction, { label: string; icon: ReactNode; destructive?: boolean }> = {
  deactivate: { label: 'Deactivate', icon: <PersonOffOutlinedIcon /> },
  activate: { label: 'Activate', icon: <CheckCircleOutlineIcon /> },
  delete: { label: 'Delete', icon: <DeleteOutlineIcon />, destructive: true },
};

/** How far a run has got; the confirmation dialog's message reads it while the run goes on. */
function progressStore() {
  let done: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => done,
    set: (next: number) => {
      done = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function BulkProgress(props: { message: string; total: number; store: ReturnType<typeof progressStore> }) {
  const { message, total, store } = props;
  const done = useSyncExternalStore(store.subscribe, store.get);
  return (
    <Stack spacing={2}>
      <span>{message}</span>
      {done !== null && (
        <Stack spacing={1} role="status" aria-label="Progress">
          <LinearProgress variant="determinate" value={(done / total) * 100} />
          <Typography variant="body2" color="text.secondary">
            {done} of {total} processed
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}

export interface CustomerBulkActionsProps {
  selected: CustomerListItem[];
  canDelete: boolean;
  onClearSelection(): void;
  /** After a run, with what happened to every customer. */
  onFinished(action: CustomerAction, result: CustomerBulkResult): void;
}

/**
 * Deactivate, Activate and Delete for the selected customers the action applies to, each confirmed (delete
 * stated as permanent); while it runs the dialog shows its progress, chunk by chunk.
 */
export function CustomerBulkActions({
  selected,
  canDelete,
  onClearSelection,
  onFinished,
}: CustomerBulkActionsProps) {
  const applyResult = useApplyBulkResult();

  const actions: BulkAction[] = bulkChoices(selected, canDelete).map((choice) => {
    const store = progressStore();
    const { title, message } = bulkConfirmation(choice);
    return {
      ...BUTTONS[choice.action],
      confirm: {
        title,
        message: <BulkProgress message={message} total={choice.ids.length} store={store} />,
        confirmLabel: BUTTONS[choice.action].label,
        cancelLabel: 'Cancel',
      },
      run: async () => {
        store.set(0);
        const result = await runInChunks(
          choice.action,
          choice.ids,
          (ids) => runBulkRequest({ Action: choice.action, IDs: ids }),
          store.set,
        );
        await applyResult(result);
        onFinished(choice.action, result);
      },
    };
  });

  return (
    <BulkActionBar selectedCount={selected.length} onClearSelection={onClearSelection} actions={actions} />
  );
}
