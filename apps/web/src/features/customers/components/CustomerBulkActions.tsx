import type { CustomerAction, CustomerListItem } from '@commerce/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import type { ReactNode } from 'react';
import { BulkActionBar } from '../../../ui/BulkActionBar.tsx';
import type { BulkAction } from '../../../ui/BulkActionBar.tsx';
import type { BulkChoice } from '../../../ui/list/useBulkActions.tsx';
import { bulkChoices, bulkConfirmation } from '../bulk.ts';

const BUTTONS: Record<
  CustomerAction,
  { label: string; icon: ReactNode; done: string; destructive?: boolean }
> = {
  deactivate: { label: 'Deactivate', icon: <PersonOffOutlinedIcon />, done: 'deactivated' },
  activate: { label: 'Activate', icon: <CheckCircleOutlineIcon />, done: 'activated' },
  delete: { label: 'Delete', icon: <DeleteOutlineIcon />, done: 'deleted', destructive: true },
};

export interface CustomerBulkActionsProps {
  selected: CustomerListItem[];
  canDelete: boolean;
  onClearSelection(): void;
  /** The kit's bulk runner (useBulkActions) that turns choices into confirmed, chunked actions. */
  actions(choices: BulkChoice<CustomerAction>[], deleteAction: CustomerAction): BulkAction[];
}

/**
 * Deactivate, Activate and Delete for the selected customers the action applies to, each confirmed (delete
 * stated as permanent; the others left as they are, and said so); while it runs the dialog shows progress.
 */
export function CustomerBulkActions({
  selected,
  canDelete,
  onClearSelection,
  actions,
}: CustomerBulkActionsProps) {
  const choices = bulkChoices(selected, canDelete).map((choice) => ({
    action: choice.action,
    ...BUTTONS[choice.action],
    ids: choice.ids,
    confirm: {
      ...bulkConfirmation(choice),
      confirmLabel: BUTTONS[choice.action].label,
      cancelLabel: 'Cancel',
    },
    words: { one: 'customer', many: 'customers', done: BUTTONS[choice.action].done },
  }));
  return (
    <BulkActionBar
      selectedCount={selected.length}
      onClearSelection={onClearSelection}
      actions={actions(choices, 'delete')}
    />
  );
}
